import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'
import { compiledTree } from './content/i18n/compiled.ts'

/**
 * What every page runs before it can paint and hydrate: React Router's client entry, the root
 * route and everything they import statically. Kept in one chunk (decision 0052): left to the
 * automatic splitter it became some thirty small files, and a phone on mobile data pays a round
 * trip for each before the first paint.
 */
const startup = new Set<string>()

function startupModules(): Plugin {
  return {
    name: 'petvaidya:startup-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return
      startup.clear()
      const roots = [...this.getModuleIds()].filter((id) => /app[\\/]root\.tsx$/.test(id) || /entry\.client\.tsx$/.test(id))
      const queue = [...roots]
      while (queue.length > 0) {
        const id = queue.pop() as string
        // Radix's umbrella package re-exports every primitive; the dialogs and menus that use
        // most of them load on first open, so it stays with the automatic splitter.
        if (startup.has(id) || /node_modules[\\/](radix-ui|@radix-ui)[\\/]/.test(id)) continue
        startup.add(id)
        const info = this.getModuleInfo(id)
        if (info) queue.push(...info.importedIds)
      }
    },
  }
}

/**
 * The message files: those the catalogue (content/i18n/index.ts) imports, one per language and
 * namespace. Other tables kept beside them (the assistant's Hindi advice) are not ICU messages.
 */
const CATALOGUE = fileURLToPath(new URL('./content/i18n/index.ts', import.meta.url))
function messageFiles(): Set<string> {
  const source = readFileSync(CATALOGUE, 'utf8')
  return new Set([...source.matchAll(/from '\.\/((?:en|hi)\/[\w-]+\.ts)'/g)].map((match) => path.resolve(path.dirname(CATALOGUE), match[1] ?? '')))
}

/**
 * The pages' messages parsed once, at build time (decision 0078, addendum 3): each message file
 * of content/i18n becomes its ICU messages compiled, and use-intl formats them with its
 * format-only module, so neither the browser nor the server render carries or runs an ICU parser
 * (intl-messageformat and its parsers, about 9 KB gzip of every page). The server's own messages
 * (SMS, e-mail), run by Node outside the bundle, still read the files as written.
 */
function compiledMessages(): Plugin {
  let files = new Set<string>()
  return {
    name: 'petvaidya:compiled-messages',
    enforce: 'pre',
    buildStart() {
      files = messageFiles()
    },
    async load(id) {
      if (!files.has(id)) return null
      const source = await import(`${pathToFileURL(id).href}?compile=${Date.now()}`)
      this.addWatchFile(id)
      return `export default ${JSON.stringify(compiledTree(source.default))}`
    },
  }
}

/**
 * Zod for the browser, set to parse without compiling (app/lib/zod-browser.ts). Only an import of
 * 'zod' itself is redirected, so that file's own 'zod/v4' is the library; the server is untouched.
 */
function browserZod(): Plugin {
  const browserModule = fileURLToPath(new URL('./app/lib/zod-browser.ts', import.meta.url))
  return {
    name: 'petvaidya:browser-zod',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (source === 'zod' ? browserModule : null),
  }
}

export default defineConfig({
  plugins: [browserZod(), compiledMessages(), tailwindcss(), reactRouter(), startupModules()],
  // use-intl formats the compiled messages (above); bundled into the server render too, so both sides agree.
  resolve: { alias: [{ find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' }] },
  ssr: { noExternal: ['use-intl'] },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The client entry itself stays out: it hydrates when evaluated, which must wait until the
                // bootstrap has set the route modules (app/lib/hydrate-after-paint.ts).
                { name: 'startup', test: (id: string) => startup.has(id) && !id.endsWith('.css') && !/entry\.client\.tsx$/.test(id) },
                // The query library in one file, loaded by the first page or dialog that asks the API
                // something (app/lib/query-scope.tsx): left to the splitter it became six small files.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|app[\\/]lib[\\/]query-(scope|client)\./ },
              ],
            },
          },
        },
      },
    },
  },
})

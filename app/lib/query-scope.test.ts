import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The shell renders no query provider (decision 0078, addendum 3): whatever asks the API through
 * TanStack Query must be inside a QueryScope, or the page fails with "No QueryClient set". This
 * reads the app's imports and holds the two ways in: a route module that queries is exported
 * through `withQueries` (the admin pages through their layout's), and a part loaded on demand
 * that queries brings its own scope, unless what loads it is itself inside one.
 */
const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const QUERY_LIBRARY = '@tanstack/react-query'

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const sources = new Map<string, string>()
const sourceOf = (file: string) => {
  if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : '')
  return sources.get(file) as string
}

/** The modules a file imports statically (type-only imports left out), resolved; packages by name. */
function staticImports(file: string): string[] {
  const imports = [...sourceOf(file).matchAll(/^import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)]
  return imports.map((match) => {
    const specifier = match[1] ?? match[2] ?? ''
    return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier
  })
}

const reachesQueries = (file: string, seen = new Set<string>()): boolean => {
  if (seen.has(file)) return false
  seen.add(file)
  return staticImports(file).some((target) => target === QUERY_LIBRARY || (target.startsWith('/') && reachesQueries(target, seen)))
}

/** The code without its comments, so a comment that names `withQueries(` scopes nothing. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
const scopes = (source: string) => /withQueries\(|<QueryScope>/.test(withoutComments(source))
const scoped = (file: string) => scopes(sourceOf(file))

describe('every part that queries the API is inside a query scope', () => {
  it('counts only code, not a comment, as a scope', () => {
    expect(scopes('export default withQueries(Page)')).toBe(true)
    expect(scopes('return <QueryScope>{children}</QueryScope>')).toBe(true)
    expect(scopes('// export default withQueries(Page)\nexport default Page')).toBe(false)
    expect(scopes('/* wrap it in <QueryScope> later */\nexport default Page')).toBe(false)
    expect(scopes("const url = 'https://example.in' // withQueries(Page)")).toBe(false)
  })

  it('wraps each route module that queries in withQueries (admin pages: their layout)', () => {
    const routes = readFileSync(path.join(APP, 'routes.ts'), 'utf8')
    const modules = new Set([...routes.matchAll(/['"`]((?:routes|features)\/[\w/-]+\.tsx)['"`]/g)].map((match) => path.join(APP, match[1] ?? '')))
    const adminPages = [...routes.matchAll(/\$\{ADMIN\}\/([\w-]+\.tsx)/g)].map((match) => path.join(APP, 'features/admin', match[1] ?? ''))
    for (const page of adminPages) modules.add(page)
    const adminLayout = path.join(APP, 'features/admin/admin-layout.tsx')
    expect(scoped(adminLayout)).toBe(true)
    const querying = [...modules].filter((file) => reachesQueries(file))
    expect(querying.length).toBeGreaterThan(10)
    const unscoped = querying.filter((file) => !scoped(file) && !(adminPages.includes(file) && file !== adminLayout))
    expect(unscoped.map((file) => path.relative(APP, file))).toEqual([])
  })

  it('keeps the query library out of the shell: the root and all it imports statically never reach it', () => {
    // A value import anywhere in the shell would fail every page without a scope, and put the library back in every page's first script.
    expect(reachesQueries(path.join(APP, 'root.tsx'))).toBe(false)
  })

  it('gives each part loaded on demand that queries a scope of its own, unless its loader is inside one', () => {
    const unscoped: string[] = []
    for (const file of sourceFiles(APP)) {
      for (const [, specifier] of sourceOf(file).matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
        const target = path.resolve(path.dirname(file), specifier ?? '')
        if (reachesQueries(target) && !reachesQueries(file) && !scoped(target)) unscoped.push(`${path.relative(APP, file)} -> ${path.relative(APP, target)}`)
      }
    }
    expect(unscoped).toEqual([])
  })
})

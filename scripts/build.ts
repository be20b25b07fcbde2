/**
 * `npm run build`: the client and server bundles, always React's production build. Vite takes
 * NODE_ENV from the shell when it is set, so a shell with NODE_ENV=development (the value
 * .env.example shows for the server) would otherwise ship React's development bundle, about twice
 * the size and far slower on a phone. The server's own mode is read from the environment at start.
 */
import { spawnSync } from 'node:child_process'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export function buildEnvironment(shell: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...shell, NODE_ENV: 'production' }
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible built asset, at the
 * highest settings, so the server sends them as they are instead of compressing each request
 * (decision 0024). Tiny files, and copies that would not be smaller, are left out.
 */
export async function precompressAssets(dir: string): Promise<number> {
  const brotli = promisify(brotliCompress)
  const gzipped = promisify(gzip)
  let written = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const body = await readFile(file)
    if (body.length < 1024) continue
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipped(body, { level: 9 }),
    ])
    if (br.length < body.length) await writeFile(`${file}.br`, br)
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
    written += 1
  }
  return written
}

if (import.meta.main) {
  // The package exports no subpath for its command, so find it beside its package.json.
  const packageJson = createRequire(import.meta.url).resolve('@react-router/dev/package.json')
  const cli = path.join(path.dirname(packageJson), 'bin.cjs')
  const result = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: buildEnvironment(process.env),
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  await precompressAssets(path.join(import.meta.dirname, '..', 'build', 'client'))
}

/**
 * Where the time of one server render goes: renders a page in-process N times and prints the mean
 * per request, with the page cache off (not a budgeted benchmark; a tool for work on render cost).
 * Usage: node bench/render-profile.ts [path] [count]
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'

process.env.NODE_ENV = 'production'
const { buildApp } = await import('../server/app.ts')
const { loadConfig } = await import('../server/config.ts')
const { openDatabase } = await import('../server/db/client.ts')
const { seedDatabase } = await import('../server/db/seed.ts')

const target = process.argv[2] ?? '/'
const count = Number(process.argv[3] ?? 300)
const root = path.resolve(import.meta.dirname, '..')
const database = await openDatabase({ kind: 'pglite', dataDir: null })
await seedDatabase(database.db)
const build = (await import(pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href)) as ServerBuild
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000', PAGE_CACHE_SECONDS: '0' }), {
  database,
  pages: { build, clientDir: path.join(root, 'build', 'client') },
})
await app.ready()
for (let index = 0; index < 50; index += 1) await app.inject({ method: 'GET', url: target })
const started = performance.now()
let bytes = 0
for (let index = 0; index < count; index += 1) bytes = (await app.inject({ method: 'GET', url: target })).body.length
const perRequest = (performance.now() - started) / count
console.log(`${target}: ${perRequest.toFixed(2)} ms per request, ${bytes} bytes of HTML`)
await app.close()

import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { adminUrl, databaseUrl } from '../support/postgres.ts'
import { type ServerProcess, freePort, startServer, waitForStatus } from '../support/server-process.ts'

/**
 * Security review F9 and issue 38's page fuzz with the database stopped: the built server on
 * PostgreSQL through a proxy this test cuts. While the database cannot be reached, every page
 * answers within seconds and never 500: a page that needs the database answers 503 with the
 * "we'll be back in a minute" page and Retry-After, signed in or not; once the database is back
 * the same pages answer again without a restart. No browser: fetch only.
 */

test.describe.configure({ timeout: 180_000 })

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const SESSION_COOKIE = `pv_session=${'x'.repeat(43)}`
/** Pages a signed-in person opens, and public pages that read the database. */
const SIGNED_IN_PAGES = ['/', '/account', '/admin', '/admin/appointments', '/vet', '/faq', '/blogs', '/book-appointment']

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as net.AddressInfo).port
        resolve()
      })
    })
  return {
    get port() {
      return port
    },
    listen,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (!server) return resolve()
        server.close(() => resolve())
        server = null
      }),
  }
}

let proxy: ReturnType<typeof cuttableProxy>
let server: ServerProcess
let dataDir = ''
const databaseName = `petvaidya_down_${randomBytes(4).toString('hex')}`

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(POSTGRES) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

test.beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE "${databaseName}"`))
  const target = new URL(POSTGRES)
  proxy = cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) })
  await proxy.listen()
  const proxied = new URL(databaseUrl(POSTGRES, databaseName))
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-down-'))
  server = startServer({
    port: await freePort(),
    dataDir,
    env: { LOG_LEVEL: 'warn', DATABASE_URL: proxied.toString(), PAGE_CACHE_SECONDS: '0', JOB_WORKERS: '0', DEMO_DATA: '1' },
  })
  await waitForStatus(server, '/readyz', { timeoutMs: 120_000 })
})

test.afterAll(async () => {
  await server?.stop()
  await proxy?.cut()
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`))
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

type Answer = { path: string; status: number; ms: number; retryAfter: string | null; body: string }

async function page(pathname: string, cookie?: string): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(server.url + pathname, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    signal: AbortSignal.timeout(15_000),
  })
  const body = await response.text()
  return { path: pathname, status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after'), body }
}

/** The site's own pages, from its sitemap, read while the database is up. */
async function sitemapPaths(limit: number): Promise<string[]> {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
  // One of each kind of address: the first few of each top-level section.
  const perSection = new Map<string, string[]>()
  for (const pathname of paths) {
    const section = pathname.split('/')[1] ?? ''
    const list = perSection.get(section) ?? []
    if (list.length < 2) perSection.set(section, [...list, pathname])
  }
  return [...perSection.values()].flat().slice(0, limit)
}

test('with PostgreSQL unreachable, pages answer 503 "back in a minute" with Retry-After, never 500 or a hang, and answer again once it is back', async () => {
  const publicPaths = await sitemapPaths(40)
  expect(publicPaths.length).toBeGreaterThan(5)
  expect((await page('/faq')).status).toBe(200)

  await proxy.cut()
  try {
    await waitForStatus(server, '/readyz', { status: 503, timeoutMs: 30_000 })

    // Signed in (a session cookie sends every page past the page cache to the database).
    for (const pathname of SIGNED_IN_PAGES) {
      const answer = await page(pathname, SESSION_COOKIE)
      expect(answer.status, `${pathname} signed in`).toBe(503)
      expect(answer.retryAfter, pathname).toBe('5')
      expect(answer.body, pathname).toContain("We'll be back in a minute")
      expect(answer.ms, pathname).toBeLessThan(10_000)
    }

    // The page fuzz, once with the database stopped: every public page, signed out.
    const answers: Answer[] = []
    for (const pathname of publicPaths) answers.push(await page(pathname))
    const failed = answers.filter((answer) => answer.status >= 500 && !(answer.status === 503 && answer.body.includes("We'll be back in a minute")))
    expect(failed.map((answer) => `${answer.path} ${answer.status}`)).toEqual([])
    expect(answers.filter((answer) => answer.ms >= 10_000).map((answer) => answer.path)).toEqual([])
    expect(answers.some((answer) => answer.status === 503)).toBe(true)
    for (const answer of answers.filter((each) => each.status === 503)) expect(answer.retryAfter, answer.path).toBe('5')
  } finally {
    await proxy.listen()
  }

  await waitForStatus(server, '/readyz', { timeoutMs: 30_000 })
  expect((await page('/faq')).status).toBe(200)
  expect((await page('/', SESSION_COOKIE)).status).toBe(200)
})

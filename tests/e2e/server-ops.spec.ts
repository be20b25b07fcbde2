import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type Exit, type ServerProcess, freePort, startServer, waitForStatus } from '../support/server-process.ts'

/**
 * The operations of SECURITY.md on the built server as its own process (`node server/main.ts`),
 * each on its own data directory and port: shutdown on SIGTERM, durability across a restart
 * and a crash, the data-directory lock, configuration errors and the request log.
 * No browser: child processes, fetch and raw sockets.
 */

test.describe.configure({ timeout: 120_000 })

const SHUTDOWN_BUDGET_MS = 25_000

const tempDirs: string[] = []
const running: ServerProcess[] = []
/** A data directory migrated and seeded by one start and stopped with SIGTERM; tests start on copies. */
let template = ''

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-ops-'))
  tempDirs.push(dir)
  return dir
}

async function copyOfTemplate(): Promise<string> {
  const dir = path.join(await tempDir(), 'data')
  await cp(template, dir, { recursive: true })
  return dir
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServer({ port: await freePort(), dataDir, env: { LOG_LEVEL: 'warn', ...env } })
  running.push(server)
  return server
}

async function startReady(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await start(dataDir, env)
  await waitForStatus(server, '/readyz')
  return server
}

/** The process's own exit, or null when it is still running after `ms`. */
async function exitWithin(server: ServerProcess, ms: number): Promise<Exit | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  try {
    return await Promise.race([server.exited, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** A GET read to its end, so that no response is still streaming when the server is stopped. */
async function get(server: ServerProcess, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathname, { headers })
  return { status: response.status, text: await response.text() }
}

async function blogSlugs(server: ServerProcess): Promise<string[]> {
  const response = await get(server, '/api/blogs')
  expect(response.status).toBe(200)
  const posts = JSON.parse(response.text) as Array<{ slug: string }>
  return posts.map((post) => post.slug).sort()
}

type RawResponse = { status: number; headers: Record<string, string>; body: string }

/** Reads HTTP/1.1 responses with a Content-Length, one after another, from what a socket received. */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = []
  let rest = raw
  while (rest.length > 0) {
    const headerEnd = rest.indexOf('\r\n\r\n')
    if (headerEnd < 0) throw new Error(`Incomplete response: ${rest}`)
    const [statusLine = '', ...headerLines] = rest.slice(0, headerEnd).split('\r\n')
    const headers: Record<string, string> = {}
    for (const line of headerLines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    const body = rest.slice(headerEnd + 4, headerEnd + 4 + length)
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body })
    rest = rest.slice(headerEnd + 4 + length)
  }
  return responses
}

/**
 * A POST whose body is still arriving: in flight until `finish` sends the rest (and anything
 * pipelined after it). The connection stays open, as a proxy's pooled connection does.
 */
async function requestInFlight(server: ServerProcess) {
  const socket = net.connect(server.port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const body = JSON.stringify({ note: 'in flight across the shutdown' })
  socket.write(
    `POST /api/ops-probe HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  )
  await new Promise((resolve) => setTimeout(resolve, 200))
  return {
    finish: (pipelined = '') => socket.write(body.slice(10) + pipelined),
    received: () => received,
    closed,
    destroy: () => socket.destroy(),
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  template = path.join(await tempDir(), 'data')
  const server = await startReady(template)
  const exit = await server.stop()
  expect(exit, server.output()).toEqual({ code: 0, signal: null })
})

test.afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop({ signal: 'SIGKILL' })))
})

test.afterAll(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

test('SIGTERM lets an in-flight request finish, closes its connection after it, and exits 0 within 25 s releasing the lock', async () => {
  const dataDir = await copyOfTemplate()
  const server = await startReady(dataDir)
  const lockFile = path.join(dataDir, 'server.lock')
  expect((await readFile(lockFile, 'utf8')).trim()).toBe(String(server.child.pid))

  const inFlight = await requestInFlight(server)
  const signalledAt = performance.now()
  server.child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(server.child.exitCode, 'the server waits for the request in flight').toBeNull()

  // The rest of the body, then a request pipelined on the same connection: the server answers
  // the first (the readiness 503 during shutdown is covered by the API tests) and closes.
  inFlight.finish(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`)
  await inFlight.closed
  const responses = parseResponses(inFlight.received())
  expect(responses).toHaveLength(1)
  expect(responses[0]?.status).toBe(404)
  expect(responses[0]?.headers.connection).toBe('close')
  expect(JSON.parse(responses[0]?.body ?? '{}')).toMatchObject({ success: false, code: 'NOT_FOUND' })

  const exit = await exitWithin(server, SHUTDOWN_BUDGET_MS - (performance.now() - signalledAt))
  expect(exit, `exit within ${SHUTDOWN_BUDGET_MS} ms of SIGTERM:\n${server.output()}`).toEqual({ code: 0, signal: null })
  expect(existsSync(lockFile), 'the data directory lock is released').toBe(false)
})

test('on SIGTERM /readyz answers 503 while the listener still serves, for the drain period, then the server exits', async () => {
  const server = await startReady(await copyOfTemplate(), { SHUTDOWN_DRAIN_MS: '3000' })
  const signalledAt = performance.now()
  server.child.kill('SIGTERM')
  await waitForStatus(server, '/readyz', { status: 503, since: signalledAt, timeoutMs: 2_500 })
  expect((await get(server, '/healthz')).status, 'other requests are still answered').toBe(200)
  const exit = await exitWithin(server, SHUTDOWN_BUDGET_MS - (performance.now() - signalledAt))
  expect(exit, server.output()).toEqual({ code: 0, signal: null })
  expect(performance.now() - signalledAt, 'the listener stayed open for the drain period').toBeGreaterThanOrEqual(3_000)
})

test('the error-screen test page is absent in production', async () => {
  const server = await startReady(await copyOfTemplate(), {
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(40),
    ALLOW_LOCAL_PROVIDERS: '1',
    SMS_PROVIDER: 'log',
    PAYMENT_PROVIDER: 'sandbox',
  })
  expect((await get(server, '/__error-check', { accept: 'text/html' })).status).toBe(404)
})

test('a keep-alive connection whose request was in flight at SIGTERM does not hold the shutdown', async () => {
  const server = await startReady(await copyOfTemplate())
  const inFlight = await requestInFlight(server)
  server.child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 300))
  inFlight.finish()
  try {
    await expect.poll(() => /^HTTP\/1\.1 (\d{3})/.exec(inFlight.received())?.[1]).toBe('404')
    expect(await exitWithin(server, 10_000), server.output()).toEqual({ code: 0, signal: null })
  } finally {
    inFlight.destroy()
  }
})

test('data written by one server is there after a restart, without seeding again', async () => {
  const dataDir = await copyOfTemplate()
  const first = await startReady(dataDir)
  const before = await blogSlugs(first)
  expect(before.length).toBeGreaterThan(0)
  expect(await first.stop(), first.output()).toEqual({ code: 0, signal: null })

  const second = await startReady(dataDir, { SEED: '0' })
  expect(await blogSlugs(second)).toEqual(before)
  expect((await get(second, `/blogs/${before[0]}`)).status).toBe(200)
  expect(await second.stop(), second.output()).toEqual({ code: 0, signal: null })
})

test('data written before a crash (SIGKILL) is there after a restart, which takes over the stale lock', async () => {
  const dataDir = path.join(await tempDir(), 'data')
  const crashed = await startReady(dataDir)
  const seeded = await blogSlugs(crashed)
  expect(seeded.length).toBeGreaterThan(0)
  expect(await crashed.stop({ signal: 'SIGKILL' })).toEqual({ code: null, signal: 'SIGKILL' })
  expect(existsSync(path.join(dataDir, 'server.lock')), 'a crash leaves its lock behind').toBe(true)

  const restarted = await startReady(dataDir, { SEED: '0' })
  expect(await blogSlugs(restarted)).toEqual(seeded)
  expect((await restarted.stop()).code).toBe(0)
})

test('a second server on a data directory in use refuses to start and names the directory', async () => {
  const dataDir = await copyOfTemplate()
  const first = await startReady(dataDir)

  const second = await start(dataDir)
  const exit = await exitWithin(second, 30_000)
  expect(exit, 'the second server exits by itself').not.toBeNull()
  expect(exit?.code).not.toBe(0)
  expect(second.output()).toContain(dataDir)

  expect((await get(first, '/readyz')).status, 'the first server is unharmed').toBe(200)
  expect((await readFile(path.join(dataDir, 'server.lock'), 'utf8')).trim()).toBe(String(first.child.pid))
  expect((await first.stop()).code).toBe(0)
})

for (const [name, value] of [
  ['PORT', 'abc'],
  ['LOG_LEVEL', 'loud'],
  ['SITE_ORIGIN', 'not-a-url'],
  ['DATABASE_URL', 'mysql://localhost/petvaidya'],
] as const) {
  test(`a bad ${name} stops the process with a non-zero exit and a message naming it`, async () => {
    const server = await start(path.join(await tempDir(), 'data'), { [name]: value })
    const exit = await exitWithin(server, 30_000)
    expect(exit, 'the process stops by itself').not.toBeNull()
    expect(exit?.code, server.output()).not.toBe(0)
    expect(server.output()).toMatch(new RegExp(`\\b${name}\\b`))
  })
}

test('each request is logged as one JSON line with request id, method, path, status and duration, phones masked', async () => {
  const dataDir = await copyOfTemplate()
  const server = await startReady(dataDir, { LOG_LEVEL: 'info' })
  const requestId = `ops-test-${Date.now()}`
  expect((await get(server, '/api/blogs?page=1', { 'x-request-id': requestId })).status).toBe(200)
  expect((await get(server, '/no-such-page', { 'x-request-id': `${requestId}-404` })).status).toBe(404)
  expect((await get(server, '/api/users/9876543210/pets')).status).toBe(401)
  expect((await server.stop()).code).toBe(0)

  const lines = server.output().split('\n').filter((line) => line.trim() !== '')
  const entries = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>
    } catch {
      throw new Error(`Not a JSON line: ${line}`)
    }
  })
  expect(entries.find((entry) => entry.reqId === requestId)).toMatchObject({
    method: 'GET',
    path: '/api/blogs',
    status: 200,
    durationMs: expect.any(Number),
  })
  expect(entries.find((entry) => entry.reqId === `${requestId}-404`)).toMatchObject({ method: 'GET', path: '/no-such-page', status: 404 })
  expect(entries.find((entry) => entry.path === '/api/users/98XXXXXX10/pets')).toMatchObject({ status: 401, reqId: expect.any(String) })
  expect(server.output()).not.toContain('9876543210')
})

test('a page is rendered once for every visitor within PAGE_CACHE_SECONDS, the same bytes for all, its inline scripts allowed by hash', async () => {
  const server = await startReady(await copyOfTemplate(), { PAGE_CACHE_SECONDS: '60' })
  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + pathname, { headers })
    const html = await response.text()
    const headerOf = (name: string) => response.headers.get(name) ?? ''
    return { status: response.status, cache: headerOf('x-page-cache'), csp: headerOf('content-security-policy'), etag: headerOf('etag'), encoding: headerOf('content-encoding'), html }
  }
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
  const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1] ?? '')).map((match) => match[2] ?? '')

  const first = await page('/', { 'accept-encoding': 'br' })
  const second = await page('/', { 'accept-encoding': 'gzip' })
  expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
  expect([first.encoding, second.encoding]).toEqual(['br', 'gzip'])
  // One rendering, the same bytes and ETag for everyone, so it is compressed once.
  expect(second.html).toBe(first.html)
  expect(second.etag).toBe(first.etag)
  expect(first.html).not.toContain('nonce=')
  expect(first.csp).not.toContain("'nonce-")
  // Every inline script of the page is allowed by its hash, or the browser would block it.
  const scripts = inlineScripts(first.html)
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(first.csp).toContain(sha256(script))
  expect((await fetch(server.url + '/', { headers: { 'if-none-match': first.etag } })).status).toBe(304)

  // A signed-in visitor's request is always rendered, with its own nonce; a missing page is never kept.
  const signedIn = await page('/', { cookie: 'pv_session=abc' })
  expect(signedIn.cache).toBe('BYPASS')
  expect(signedIn.csp).toMatch(/'nonce-[^']+'/)
  const missing = [await page('/no-such-page'), await page('/no-such-page')]
  expect(missing.map((answer) => [answer.status, answer.cache])).toEqual([
    [404, 'MISS'],
    [404, 'MISS'],
  ])
})

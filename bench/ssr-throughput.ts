import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { z } from 'zod'
import { PROJECT_ROOT, freePort } from '../tests/support/server-process.ts'
import { type Figure, formatNumber } from './figure.ts'

export const SSR_BUDGET_RPS = 300
/** Issue: a browser's request (brotli) is served within 20% of the uncompressed figure (decision 0040). */
export const COMPRESSED_SHARE_BUDGET = 0.8
const CONNECTIONS = 10
const DURATION_S = 10
const WARM_UP_S = 2

/** What a browser sends for a page; measured beside the budgeted figure, unbudgeted, to show what compression costs. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-IN,en;q=0.9',
}

const AutocannonResult = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  throughput: z.object({ average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  duration: z.number(),
})
type AutocannonResult = z.infer<typeof AutocannonResult>

type Load = { url: string; seconds: number; headers?: Record<string, string> }

/** Runs the autocannon CLI in its own process, so the load does not share the measured server's event loop. */
async function autocannon(load: Load): Promise<AutocannonResult> {
  const headerArgs = Object.entries(load.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`])
  const child = spawn(
    process.execPath,
    [
      path.join(PROJECT_ROOT, 'node_modules', 'autocannon', 'autocannon.js'),
      '-c', String(CONNECTIONS),
      '-d', String(load.seconds),
      '-j',
      '-n',
      ...headerArgs,
      load.url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const [code] = (await once(child, 'close')) as [number | null]
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr}`)
  const lastLine = stdout.trim().split('\n').at(-1) ?? ''
  return AutocannonResult.parse(JSON.parse(lastLine))
}

function failures(result: AutocannonResult): number {
  return result.non2xx + result.errors + result.timeouts
}

async function startHelloWorld(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort({ from: 3400, to: 3499 })
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bench', 'hello-fastify.ts')], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`hello-world Fastify exited with ${code}`)))
    child.stdout.once('data', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}/hello`,
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

/** A server of the same build started with its page cache off, stopped after its measurement. */
export type RenderingServer = { url: string; stop(): Promise<unknown> }

/**
 * Server rendering of `/` under autocannon (10 connections, 10 s) on the running server as
 * `npm start` runs it (page cache on, decision 0014), then the same with a browser's headers
 * (so with brotli), then a server that renders every request (page cache off), then a bare
 * Fastify hello-world JSON route measured the same way in the same run: one after the other,
 * never at once.
 */
export async function measureSsrThroughput(serverUrl: string, startRenderingServer: () => Promise<RenderingServer>): Promise<Figure[]> {
  const page = `${serverUrl}/`
  await autocannon({ url: page, seconds: WARM_UP_S })
  const ssr = await autocannon({ url: page, seconds: DURATION_S })
  const browser = await autocannon({ url: page, seconds: DURATION_S, headers: BROWSER_HEADERS })

  const rendering = await startRenderingServer()
  let uncached: AutocannonResult
  try {
    await autocannon({ url: `${rendering.url}/`, seconds: WARM_UP_S })
    uncached = await autocannon({ url: `${rendering.url}/`, seconds: DURATION_S })
  } finally {
    await rendering.stop()
  }

  const hello = await startHelloWorld()
  let bare: AutocannonResult
  try {
    await autocannon({ url: hello.url, seconds: WARM_UP_S })
    bare = await autocannon({ url: hello.url, seconds: DURATION_S })
  } finally {
    await hello.stop()
  }

  const problems = Object.entries({ SSR: ssr, 'SSR with browser headers': browser, 'SSR without the page cache': uncached, 'hello-world': bare })
    .filter(([, result]) => failures(result) > 0)
    .map(([label, result]) => `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`)
  if (problems.length > 0) throw new Error(`Requests failed under load: ${problems.join('; ')}`)

  const rps = Math.round(ssr.requests.average)
  const browserRps = Math.round(browser.requests.average)
  const bareRps = Math.round(bare.requests.average)
  const uncachedRps = Math.round(uncached.requests.average)
  const throughput: Figure = {
    name: 'ssr-throughput',
    value: rps,
    unit: 'req/s',
    budget: SSR_BUDGET_RPS,
    limit: 'at-least',
    note:
      `GET / with ${CONNECTIONS} connections for ${DURATION_S} s, p50 ${ssr.latency.p50} ms, p99 ${ssr.latency.p99} ms, ` +
      `0 non-2xx of ${formatNumber(ssr.requests.total)}; with a browser's headers (brotli) ${formatNumber(browserRps)} req/s; ` +
      `rendering every request (PAGE_CACHE_SECONDS=0) ${formatNumber(uncachedRps)} req/s, p50 ${uncached.latency.p50} ms; ` +
      `bare Fastify hello-world JSON in the same run: ${formatNumber(bareRps)} req/s`,
    details: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      ssr: { requestsPerSecond: rps, ...ssr },
      ssrWithBrowserHeaders: { requestsPerSecond: browserRps, headers: BROWSER_HEADERS, ...browser },
      ssrRenderingEveryRequest: { requestsPerSecond: uncachedRps, ...uncached },
      helloWorld: { requestsPerSecond: bareRps, ...bare },
    },
  }
  const compressedShare: Figure = {
    name: 'ssr-compressed-share',
    value: Math.round((browserRps / rps) * 100) / 100,
    unit: 'x',
    budget: COMPRESSED_SHARE_BUDGET,
    limit: 'at-least',
    note: `GET / with a browser's headers (brotli from the page cache, compressed once) ${formatNumber(browserRps)} req/s against ${formatNumber(rps)} req/s without Accept-Encoding`,
    details: { browserRps, rps },
  }
  return [throughput, compressedShare]
}

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { PROJECT_ROOT, freePort } from '../tests/support/server-process.ts'
import { type Figure, formatNumber } from './figure.ts'
import type { HttpLoadResult } from './http-load.ts'

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

type Load = { url: string; seconds: number; headers?: Record<string, string> }

/** Runs bench/http-load.ts in its own process, so the load does not share the measured server's event loop. */
async function load(target: Load): Promise<HttpLoadResult> {
  const headerArgs = Object.entries(target.headers ?? {}).map(([name, value]) => `${name}=${value}`)
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bench', 'http-load.ts'), target.url, String(CONNECTIONS), String(target.seconds), ...headerArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const [code] = (await once(child, 'close')) as [number | null]
  if (code !== 0) throw new Error(`bench/http-load.ts exited with ${code}: ${stderr}`)
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as HttpLoadResult
}

/** Answers other than 2xx, and connections or answers that failed. */
function failures(result: HttpLoadResult): number {
  const non2xx = Object.entries(result.statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum : sum + count), 0)
  return non2xx + result.errors
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
 * Server rendering of `/` under a closed-loop load (bench/http-load.ts, 10 connections, 10 s) on the running server as
 * `npm start` runs it (page cache on, decision 0014), then the same with a browser's headers
 * (so with brotli), then a server that renders every request (page cache off), then a bare
 * Fastify hello-world JSON route measured the same way in the same run: one after the other,
 * never at once.
 */
export async function measureSsrThroughput(serverUrl: string, startRenderingServer: () => Promise<RenderingServer>): Promise<Figure[]> {
  const page = `${serverUrl}/`
  await load({ url: page, seconds: WARM_UP_S })
  const ssr = await load({ url: page, seconds: DURATION_S })
  const browser = await load({ url: page, seconds: DURATION_S, headers: BROWSER_HEADERS })

  const rendering = await startRenderingServer()
  let uncached: HttpLoadResult
  try {
    await load({ url: `${rendering.url}/`, seconds: WARM_UP_S })
    uncached = await load({ url: `${rendering.url}/`, seconds: DURATION_S })
  } finally {
    await rendering.stop()
  }

  const hello = await startHelloWorld()
  let bare: HttpLoadResult
  try {
    await load({ url: hello.url, seconds: WARM_UP_S })
    bare = await load({ url: hello.url, seconds: DURATION_S })
  } finally {
    await hello.stop()
  }

  const problems = Object.entries({ SSR: ssr, 'SSR with browser headers': browser, 'SSR without the page cache': uncached, 'hello-world': bare })
    .filter(([, result]) => failures(result) > 0)
    .map(([label, result]) => `${label}: answers ${JSON.stringify(result.statuses)}, ${result.errors} failed connections or answers`)
  if (problems.length > 0) throw new Error(`Requests failed under load: ${problems.join('; ')}`)

  const rps = ssr.perSecond
  const browserRps = browser.perSecond
  const bareRps = bare.perSecond
  const uncachedRps = uncached.perSecond
  const throughput: Figure = {
    name: 'ssr-throughput',
    value: rps,
    unit: 'req/s',
    budget: SSR_BUDGET_RPS,
    limit: 'at-least',
    note:
      `GET / with ${CONNECTIONS} connections for ${DURATION_S} s, p50 ${ssr.latencyMs.p50} ms, p99 ${ssr.latencyMs.p99} ms, ` +
      `0 non-2xx of ${formatNumber(ssr.requests)}; with a browser's headers (brotli) ${formatNumber(browserRps)} req/s; ` +
      `rendering every request (PAGE_CACHE_SECONDS=0) ${formatNumber(uncachedRps)} req/s, p50 ${uncached.latencyMs.p50} ms; ` +
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

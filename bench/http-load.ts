import net from 'node:net'
import { pathToFileURL } from 'node:url'
import { percentile } from './load-client.ts'

/**
 * A closed-loop GET load on keep-alive connections that reads each answer's status line and
 * headers and skips its body by its Content-Length, without parsing or decoding it.
 *
 * Why not autocannon, which measured these figures before: its HTTP parser (http-parser-js) costs
 * about ten times more per byte on a binary body than on text. On this 2-core machine it spent a
 * whole core on 5,000 brotli answers a second (20 KB each) while the page server's event loop sat
 * 85-95% idle; the same 20 KB as random bytes without Content-Encoding from a bare Node server
 * gave 4,800 a second, and as HTML text 51,000. Its figure with a browser's headers was the
 * client's, not the server's. This client's cost per answer does not depend on what the body
 * holds (decision 0062).
 *
 * Run as its own process (`node bench/http-load.ts <url> <connections> <seconds> [name=value...]`),
 * so the load never shares the measured server's or the benchmark's event loop; it prints one line
 * of JSON, an `HttpLoadResult`.
 */

export type HttpLoadResult = {
  requests: number
  seconds: number
  perSecond: number
  /** Answers by status code. */
  statuses: Record<string, number>
  /** Connections that failed, or answers this client could not read (no Content-Length). */
  errors: number
  latencyMs: { p50: number; p99: number; max: number }
  bytes: number
}

type Load = { url: string; connections: number; seconds: number; headers: Record<string, string> }

const HEADER_END = Buffer.from('\r\n\r\n', 'latin1')

const round = (ms: number) => Math.round(ms * 100) / 100

export async function httpLoad(load: Load): Promise<HttpLoadResult> {
  const target = new URL(load.url)
  const headerLines = Object.entries({ host: target.host, ...load.headers }).map(([name, value]) => `${name}: ${value}\r\n`)
  const request = Buffer.from(`GET ${target.pathname}${target.search} HTTP/1.1\r\n${headerLines.join('')}\r\n`, 'latin1')
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let errors = 0
  let bytes = 0
  const started = performance.now()
  const deadline = started + load.seconds * 1000

  function connection(): Promise<void> {
    return new Promise((resolve) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port || 80), noDelay: true })
      let head: Buffer | null = Buffer.alloc(0)
      let bodyLeft = 0
      let status = 0
      let sentAt = 0
      const send = () => {
        sentAt = performance.now()
        socket.write(request)
      }
      const answered = () => {
        latencies.push(performance.now() - sentAt)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (performance.now() < deadline) send()
        else socket.end()
      }
      socket.on('connect', send)
      socket.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        let rest = chunk
        while (rest.length > 0) {
          if (head === null) {
            const taken = Math.min(bodyLeft, rest.length)
            bodyLeft -= taken
            rest = rest.subarray(taken)
            if (bodyLeft === 0) {
              head = Buffer.alloc(0)
              answered()
            }
            continue
          }
          head = head.length === 0 ? rest : Buffer.concat([head, rest])
          rest = Buffer.alloc(0)
          const end = head.indexOf(HEADER_END)
          if (end === -1) continue
          const text = head.toString('latin1', 0, end)
          status = Number(text.slice(9, 12))
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1]
          if (length === undefined && status !== 204 && status !== 304) {
            errors += 1
            socket.destroy()
            return
          }
          rest = head.subarray(end + HEADER_END.length)
          head = null
          bodyLeft = Number(length ?? 0)
          if (bodyLeft === 0) {
            head = Buffer.alloc(0)
            answered()
          }
        }
      })
      socket.on('error', () => {
        errors += 1
      })
      socket.on('close', () => resolve())
    })
  }

  await Promise.all(Array.from({ length: load.connections }, connection))
  const seconds = (performance.now() - started) / 1000
  return {
    requests: latencies.length,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(latencies.length / seconds),
    statuses: Object.fromEntries([...statuses].map(([code, count]) => [String(code), count])),
    errors,
    latencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(percentile(latencies, 100)) },
    bytes,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, connections, seconds, ...headerArgs] = process.argv.slice(2)
  if (!url || !connections || !seconds) {
    console.error('usage: node bench/http-load.ts <url> <connections> <seconds> [name=value...]')
    process.exit(2)
  }
  const headers = Object.fromEntries(headerArgs.map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]))
  const result = await httpLoad({ url, connections: Number(connections), seconds: Number(seconds), headers })
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

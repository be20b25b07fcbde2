import { once } from 'node:events'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { httpLoad } from '../bench/http-load.ts'

/**
 * The benchmark's load client reads answers off the wire itself, so it is tested against a raw
 * server that cuts answers where TCP may: inside the headers, inside the body, several answers
 * in one write.
 */
const servers: net.Server[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function rawServer(answer: (request: number) => Buffer[]): Promise<{ url: string; requests: () => number }> {
  let count = 0
  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    let pending = ''
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1')
      while (pending.includes('\r\n\r\n')) {
        pending = pending.slice(pending.indexOf('\r\n\r\n') + 4)
        count += 1
        for (const piece of answer(count)) socket.write(piece)
      }
    })
    socket.on('error', () => {})
  })
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  return { url: `http://127.0.0.1:${port}/page?x=1`, requests: () => count }
}

const binary = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 131) % 256))
const head = (status: string, length: number | null) =>
  Buffer.from(`HTTP/1.1 ${status}\r\nContent-Type: text/html\r\n${length === null ? '' : `Content-Length: ${length}\r\n`}\r\n`, 'latin1')

describe('httpLoad', () => {
  it('counts every answer whose headers and binary body arrive in pieces, and 304s without a body', async () => {
    const server = await rawServer((request) => {
      if (request % 3 === 0) return [head('304 Not Modified', null)]
      const whole = Buffer.concat([head('200 OK', binary.length), binary])
      // Cut inside the header block, then inside the body (a body holding "\r\n\r\n" bytes too).
      return [whole.subarray(0, 20), whole.subarray(20, 120), whole.subarray(120, 1500), whole.subarray(1500)]
    })
    const result = await httpLoad({ url: server.url, connections: 2, seconds: 0.3, headers: { 'accept-encoding': 'br' } })
    expect(result.errors).toBe(0)
    expect(result.requests).toBeGreaterThan(10)
    expect(result.requests).toBe(server.requests())
    expect((result.statuses['200'] ?? 0) + (result.statuses['304'] ?? 0)).toBe(result.requests)
    expect(result.statuses['304']).toBe(Math.floor(server.requests() / 3))
    expect(result.perSecond).toBeGreaterThan(0)
    expect(result.latencyMs.p50).toBeLessThanOrEqual(result.latencyMs.p99)
  })

  it('reads two answers that arrive in one write', async () => {
    let sent = 0
    const server = await rawServer(() => {
      sent += 1
      // The first request is answered twice at once: the client sees both and sends again after each.
      const one = Buffer.concat([head('200 OK', 5), Buffer.from('hello')])
      return sent === 1 ? [Buffer.concat([one, one])] : [one]
    })
    const result = await httpLoad({ url: server.url, connections: 1, seconds: 0.2, headers: {} })
    expect(result.errors).toBe(0)
    expect(result.requests).toBeGreaterThan(2)
  })

  it('gives up on an answer it cannot measure (no Content-Length) and says so', async () => {
    const server = await rawServer(() => [head('200 OK', null), Buffer.from('endless')])
    const result = await httpLoad({ url: server.url, connections: 1, seconds: 0.2, headers: {} })
    expect(result.errors).toBe(1)
    expect(result.requests).toBe(0)
  })
})

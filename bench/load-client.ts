import { readFileSync, existsSync } from 'node:fs'
import http from 'node:http'

/**
 * The HTTP side of the load benchmarks: keep-alive connections from this process to the server
 * processes (never the same event loop as the server measured), sign-in through the real OTP
 * endpoints with the code read from the log SMS provider's outbox, and the two ways of loading
 * a server: open loop (a fixed arrival rate, latency from the scheduled send time, so a server
 * that falls behind shows its queue) and closed loop (N connections, each sending again when
 * answered).
 */

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number }

/** Status 0: no answer (a refused or cut connection); -1: no answer within the timeout (a hang). */
export const NO_ANSWER = 0
export const HUNG = -1

export function createClient(options: { connections: number; timeoutMs?: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const timeoutMs = options.timeoutMs ?? 15_000

  function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
    const started = performance.now()
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body)
    return new Promise((resolve) => {
      const req = http.request(
        url,
        {
          agent,
          method: init.method ?? 'GET',
          headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...init.headers },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, ms: performance.now() - started }))
          res.on('error', () => resolve({ status: NO_ANSWER, body: '', headers: {}, ms: performance.now() - started }))
        },
      )
      req.setTimeout(timeoutMs, () => {
        req.destroy()
        resolve({ status: HUNG, body: '', headers: {}, ms: performance.now() - started })
      })
      req.on('error', () => resolve({ status: NO_ANSWER, body: '', headers: {}, ms: performance.now() - started }))
      if (payload) req.write(payload)
      req.end()
    })
  }

  return { request, close: () => agent.destroy() }
}
export type Client = ReturnType<typeof createClient>

/** The newest code the log SMS provider wrote for `phone` (the server writes it before answering). */
export function codeInOutbox(outboxFile: string, phone: string): string | undefined {
  if (!existsSync(outboxFile)) return undefined
  const lines = readFileSync(outboxFile, 'utf8').trim().split('\n').filter(Boolean)
  for (let index = lines.length - 1; index >= 0; index--) {
    const message = JSON.parse(lines[index]!) as { to: string; code?: string }
    if (message.to === phone && message.code) return message.code
  }
  return undefined
}

export type Session = { phone: string; cookie: string; forwardedFor: string }

/** A distinct client address per user (the server trusts one proxy hop in these runs), so the per-IP OTP limit is per user, as behind a load balancer. */
export function forwardedFor(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}

export async function signIn(client: Client, baseUrl: string, origin: string, outboxFile: string, phone: string, index: number): Promise<{ session: Session; ms: number }> {
  const started = performance.now()
  const headers = { origin, 'x-forwarded-for': forwardedFor(index) }
  const sent = await client.request(`${baseUrl}/api/auth/send-otp`, { method: 'POST', headers, body: { phoneNumber: phone, firstName: 'Asha' } })
  if (sent.status !== 200) throw new Error(`send-otp for ${phone} answered ${sent.status}: ${sent.body.slice(0, 200)}`)
  const code = codeInOutbox(outboxFile, phone)
  if (!code) throw new Error(`no SMS for ${phone} in ${outboxFile}`)
  const verified = await client.request(`${baseUrl}/api/auth/verify-otp`, { method: 'POST', headers, body: { phoneNumber: phone, otp: code, firstName: 'Asha' } })
  const setCookie = [verified.headers['set-cookie'] ?? []].flat().find((entry) => /^(__Host-)?pv_session=/.test(entry))
  if (verified.status !== 200 || !setCookie) throw new Error(`verify-otp for ${phone} answered ${verified.status}: ${verified.body.slice(0, 200)}`)
  return { session: { phone, cookie: setCookie.split(';')[0]!, forwardedFor: headers['x-forwarded-for'] }, ms: performance.now() - started }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export type Sent = { index: number; answer: Answer; latencyMs: number }

/**
 * Open loop: request `i` is due at start + i / rate whatever happened to the earlier ones; its
 * latency counts from that due time, so time spent waiting for a free connection or for this
 * process's timer is in the figure, as it would be for a user.
 */
export async function openLoop(ratePerSecond: number, seconds: number, send: (index: number) => Promise<Answer>): Promise<Sent[]> {
  const total = Math.round(ratePerSecond * seconds)
  const start = performance.now() + 50
  const pending: Array<Promise<Sent>> = []
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / ratePerSecond
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const sent = send(index).then((answer) => ({ index, answer, latencyMs: performance.now() - due }))
    // Handled by the Promise.all below; marked now so a failure does not end the process mid-run.
    sent.catch(() => {})
    pending.push(sent)
  }
  return Promise.all(pending)
}

/** Closed loop: `connections` senders, each sending its next request when the last is answered, for `seconds`. */
export async function closedLoop(connections: number, seconds: number, send: (index: number) => Promise<Answer>): Promise<{ sent: Sent[]; seconds: number }> {
  const sent: Sent[] = []
  let next = 0
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const index = next++
        const begun = performance.now()
        const answer = await send(index)
        sent.push({ index, answer, latencyMs: performance.now() - begun })
      }
    }),
  )
  return { sent, seconds: (performance.now() - started) / 1000 }
}

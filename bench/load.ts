import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { SLOT_TIMES } from '../core/booking/schedule.ts'
import { FAILED_TO_CREATE_ORDER } from '../core/payment/messages.ts'
import { SEND_OTP_FAILED } from '../server/modules/auth/service.ts'
import { SMS_TIMEOUT_MS } from '../server/providers/sms/sms-sender.ts'
import { DATABASE_UNAVAILABLE } from '../server/plugins/errors.ts'
import { homeVisitBody } from '../tests/support/booking.ts'
import { fakeHttpServer } from '../tests/support/fake-http.ts'
import { type ServerProcess, freePort, startServer, waitForStatus } from '../tests/support/server-process.ts'
import { processCpuMs } from './cpu-time.ts'
import { type Figure, formatNumber, median } from './figure.ts'
import { type Answer, type Client, HUNG, NO_ANSWER, type Sent, type Session, closedLoop, createClient, openLoop, percentile, signIn } from './load-client.ts'
import type { PostgresCluster } from './postgres-cluster.ts'

/** Issue 17: bookings arriving at 150 a second for 30 s are answered within 50 ms at the 99th percentile. */
export const BOOKING_RATE_PER_SECOND = 150
export const BOOKING_OPEN_LOOP_SECONDS = 30
export const BOOKING_OPEN_LOOP_P99_BUDGET_MS = 50
/**
 * Closed loop at 50 connections (issue 40): at least 300 bookings a second, each costing the
 * server at most 3 ms of CPU and PostgreSQL at most BOOKING_POSTGRES_CPU_BUDGET_MS. After a
 * warm-up, the same server is measured over several rounds and each figure is the median of
 * its rounds: a machine shared with other work moves single runs a long way (decision 0077).
 */
export const BOOKING_CLOSED_LOOP_CONNECTIONS = 50
export const BOOKING_CLOSED_LOOP_WARM_UP_SECONDS = 2
export const BOOKING_CLOSED_LOOP_ROUNDS = 3
/**
 * Rounds of 4 s: the booking window holds 108 home-visit slots of 100 places (about 10,700 bookings
 * for the load's 150 users), and the server books about 600 a second here, so 2 + 3 x 8 s ran out of
 * places (the load client then stopped with 'more bookings than slots per user'). 2 + 3 x 4 s stay
 * within them up to about 760 bookings a second; a faster machine gets refusals past that, which
 * lower the measured rate and show in the figure's note.
 */
export const BOOKING_CLOSED_LOOP_SECONDS = 4
export const BOOKING_CLOSED_LOOP_BUDGET_RPS = 300
export const BOOKING_SERVER_CPU_BUDGET_MS = 3
export const BOOKING_POSTGRES_CPU_BUDGET_MS = 2.75
/** Sign-in (send-otp then verify-otp) at 10 at once: what a user waits for after typing the code and before. */
export const SIGN_IN_CONCURRENCY = 10
export const SIGN_IN_USERS = 200
export const SIGN_IN_P99_BUDGET_MS = 300
/** Browsing: pages and the public lists at 20 connections. */
export const BROWSE_CONNECTIONS = 20
export const BROWSE_SECONDS = 10
export const BROWSE_P99_BUDGET_MS = 100
const RESTART_RATE_PER_SECOND = 50
/** After PostgreSQL is back, bookings succeed again within this, without restarting the server. */
export const RECOVERY_BUDGET_S = 10
/** A provider that never answers is given up on within its timeout and this much more. */
const TIMEOUT_SLACK_MS = 2_000
const PAYMENT_TIMEOUT_MS = 10_000

/** The one Origin every request carries: the CSRF check compares it with SITE_ORIGIN. */
const ORIGIN = 'http://localhost:3000'
const PORTS = { from: 3430, to: 3469 }
const BOOKING_USERS = 150

type Context = { cluster: PostgresCluster; workDir: string }

/** The settings of a server under load: PostgreSQL, limits raised so capacity and rate limits are not what is measured. */
function loadEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    SITE_ORIGIN: ORIGIN,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    SLOT_CAPACITY_HOME: '100',
    BOOKINGS_PER_ACCOUNT_PER_DAY: '100',
    SMS_PROVIDER: 'log',
    PAYMENT_PROVIDER: 'sandbox',
    REDIS_URL: '',
    ...extra,
  }
}

async function startLoadServer(context: Context, name: string, databaseUrl: string, extra: Record<string, string> = {}): Promise<{ server: ServerProcess; outbox: string }> {
  const dataDir = path.join(context.workDir, `data-${name}`)
  const outbox = path.join(dataDir, 'sms-outbox.jsonl')
  const server = startServer({
    port: await freePort(PORTS),
    dataDir,
    logFile: path.join(context.workDir, `server-${name}.log`),
    env: loadEnv(databaseUrl, { SMS_OUTBOX_FILE: outbox, ...extra }),
  })
  await waitForStatus(server, '/readyz')
  return { server, outbox }
}

/**
 * The bookable slots from tomorrow to the window's last day (India time): 108 slots of 100
 * places (SLOT_CAPACITY_HOME below) hold 10,800 bookings before one is full.
 */
function bookableSlots(): Array<{ date: string; time: string }> {
  const todayIst = new Date(Date.now() + 5.5 * 3600_000)
  const slots: Array<{ date: string; time: string }> = []
  for (let day = 1; day <= 9; day++) {
    const date = new Date(todayIst.getTime() + day * 86_400_000).toISOString().slice(0, 10)
    for (const time of SLOT_TIMES) slots.push({ date, time })
  }
  return slots
}

/** A phone number of the benchmarks' own range (9 then 9 digits, distinct per scenario and user). */
const phoneOf = (scenario: number, user: number) => `98${String(scenario).padStart(2, '0')}${String(user).padStart(6, '0')}`

async function signInMany(client: Client, baseUrl: string, outbox: string, scenario: number, users: number): Promise<{ sessions: Session[]; ms: number[] }> {
  const sessions: Session[] = []
  const ms: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < users) {
        const user = next++
        const result = await signIn(client, baseUrl, ORIGIN, outbox, phoneOf(scenario, user), scenario * 1000 + user)
        sessions[user] = result.session
        ms.push(result.ms)
      }
    }),
  )
  return { sessions, ms }
}

/**
 * Booking `index` of a run: users take turns, and each user's bookings walk through the slots,
 * so no user books one slot twice and no slot nears its (raised) capacity: the figure is the
 * server's, not the capacity rule's.
 */
function bookingRequest(sessions: Session[], slots: Array<{ date: string; time: string }>, scenario: string, index: number) {
  const user = index % sessions.length
  const round = Math.floor(index / sessions.length)
  const session = sessions[user]!
  const slot = slots[(user * 5 + round) % slots.length]!
  if (round >= slots.length) throw new Error('more bookings than slots per user')
  const key = `bench-${scenario}-${index}`
  return {
    key,
    session,
    body: homeVisitBody(session.phone, { appointmentDate: slot.date, appointmentTime: slot.time, petName: `Bruno ${round}` }),
  }
}

/** The CPU time (ms) the server process and PostgreSQL spent per booking over a measured run; null where /proc cannot tell. */
type CpuPerBooking = { server: number | null; postgres: number | null }

/**
 * The CPU time the server process and PostgreSQL spend per booking over a measured run: the work
 * a booking costs, which a busy machine changes far less than it changes the rate or the latency.
 */
function cpuPerBooking(server: ServerProcess, cluster: PostgresCluster): (booked: number) => CpuPerBooking {
  const serverBefore = processCpuMs(server.child.pid)
  const postgresBefore = cluster.cpuMs()
  return (booked) => {
    const serverAfter = processCpuMs(server.child.pid)
    const postgresAfter = cluster.cpuMs()
    const per = (before: number | null, after: number | null) => (before === null || after === null || booked === 0 ? null : (after - before) / booked)
    return { server: per(serverBefore, serverAfter), postgres: per(postgresBefore, postgresAfter) }
  }
}

function cpuNote(cpu: CpuPerBooking): string {
  if (cpu.server === null || cpu.postgres === null) return 'CPU per booking not measured'
  return `CPU per booking: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms`
}

type Ledger = Map<string, { session: Session; body: unknown; url: string; answer: Answer }>

function bookingSender(client: Client, baseUrls: string[], sessions: Session[], scenario: string, ledger: Ledger) {
  const slots = bookableSlots()
  return async (index: number): Promise<Answer> => {
    const { key, session, body } = bookingRequest(sessions, slots, scenario, index)
    const url = `${baseUrls[index % baseUrls.length]}/api/appointments`
    const answer = await client.request(url, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: session.cookie, 'x-forwarded-for': session.forwardedFor, 'idempotency-key': key },
      body,
    })
    ledger.set(key, { session, body, url, answer })
    return answer
  }
}

const errorCodeOf = (answer: Answer): string => {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code ?? ''
  } catch {
    return ''
  }
}

const bookingIdOf = (answer: Answer): string | null => {
  if (answer.status !== 201 && answer.status !== 200) return null
  return (JSON.parse(answer.body) as { id?: string }).id ?? null
}

/**
 * No doubled or lost rows: every request without a booking in its answer is sent again with its
 * key until it has one (a key still held by a request the database lost answers 409 until its
 * lease ends), a sample of answered keys is replayed and must name the same booking, then the
 * bookings in the database must be exactly the ones answered.
 */
async function checkRows(client: Client, cluster: PostgresCluster, databaseUrl: string, ledger: Ledger): Promise<{ mismatches: number; note: string }> {
  const deadline = performance.now() + 90_000
  // Final: a booking, or a refusal other than 'still in flight' (409 IDEMPOTENCY_IN_FLIGHT, until its lease ends).
  const final = (answer: Answer) => bookingIdOf(answer) !== null || (answer.status >= 400 && answer.status < 500 && !answer.body.includes('IDEMPOTENCY_IN_FLIGHT'))
  let unsettled = [...ledger.entries()].filter(([, entry]) => !final(entry.answer))
  const retried = unsettled.length
  while (unsettled.length > 0 && performance.now() < deadline) {
    for (const [key, entry] of unsettled) {
      entry.answer = await client.request(entry.url, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: entry.session.cookie, 'x-forwarded-for': entry.session.forwardedFor, 'idempotency-key': key },
        body: entry.body,
      })
    }
    unsettled = unsettled.filter(([, entry]) => !final(entry.answer))
    if (unsettled.length > 0) await sleep(2_000)
  }
  const refused = [...ledger.values()].filter((entry) => bookingIdOf(entry.answer) === null)

  const answered = new Map<string, string>()
  for (const [key, entry] of ledger) {
    const id = bookingIdOf(entry.answer)
    if (id) answered.set(key, id)
  }
  let replayMismatches = 0
  const sample = [...answered.entries()].filter((_, index) => index % Math.max(1, Math.floor(answered.size / 100)) === 0)
  for (const [key, id] of sample) {
    const entry = ledger.get(key)!
    const again = await client.request(entry.url, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: entry.session.cookie, 'x-forwarded-for': entry.session.forwardedFor, 'idempotency-key': key },
      body: entry.body,
    })
    if (bookingIdOf(again) !== id || again.headers['idempotent-replayed'] !== 'true') replayMismatches++
  }

  const rows = await cluster.query<{ id: string }>(databaseUrl, 'select id from appointments')
  const inDatabase = new Set(rows.map((row) => row.id))
  const answeredIds = new Set(answered.values())
  const doubled = answered.size - answeredIds.size
  const lost = [...answeredIds].filter((id) => !inDatabase.has(id)).length
  const extra = [...inDatabase].filter((id) => !answeredIds.has(id)).length
  const mismatches = doubled + lost + extra + replayMismatches + unsettled.length
  const note =
    `${formatNumber(rows.length)} rows for ${formatNumber(answered.size)} answered bookings; ${lost} lost, ${extra} unanswered rows, ${doubled} keys doubled, ` +
    `${replayMismatches} of ${sample.length} replayed keys named another booking; ${retried} sent again after a failure, ${unsettled.length} never settled` +
    (refused.length > 0 ? `; ${refused.length} without a booking in the end (${[...new Set(refused.map((entry) => `${entry.answer.status} ${errorCodeOf(entry.answer)}`))].join(', ')})` : '')
  return { mismatches, note }
}

function statusCounts(sent: Sent[]): string {
  const counts = new Map<number, number>()
  for (const { answer } of sent) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === HUNG ? 'no answer in 15 s' : status === NO_ANSWER ? 'connection failed' : status}: ${count}`)
    .join(', ')
}

const rowsFigure = (name: string, check: { mismatches: number; note: string }): Figure => ({
  name,
  value: check.mismatches,
  unit: 'rows wrong',
  budget: 0,
  limit: 'at-most',
  note: check.note,
})

async function withServer<T>(servers: ServerProcess[], client: Client, body: () => Promise<T>): Promise<T> {
  try {
    return await body()
  } finally {
    client.close()
    await Promise.all(servers.map((server) => server.stop()))
  }
}

/** Sign-in: SIGN_IN_USERS phones signed in through send-otp and verify-otp, SIGN_IN_CONCURRENCY at a time. */
export async function measureSignIn(context: Context): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_sign_in')
  const { server, outbox } = await startLoadServer(context, 'sign-in', databaseUrl)
  const client = createClient({ connections: SIGN_IN_CONCURRENCY })
  return withServer([server], client, async () => {
    const started = performance.now()
    const { ms } = await signInMany(client, server.url, outbox, 10, SIGN_IN_USERS)
    const seconds = (performance.now() - started) / 1000
    const sessions = await context.cluster.query<{ count: string }>(databaseUrl, 'select count(*) from sessions')
    const p99 = Math.round(percentile(ms, 99))
    return [
      {
        name: 'sign-in',
        value: p99,
        unit: 'ms p99',
        budget: SIGN_IN_P99_BUDGET_MS,
        limit: 'at-most',
        note: `${SIGN_IN_USERS} sign-ins (send-otp, code from the SMS outbox, verify-otp) ${SIGN_IN_CONCURRENCY} at once: p50 ${Math.round(percentile(ms, 50))} ms, ${formatNumber(SIGN_IN_USERS / seconds)} sign-ins/s, ${sessions[0]?.count} sessions stored`,
      },
    ]
  })
}

/** Browsing: the home page, the blog list, the clinics and a day's slots, at BROWSE_CONNECTIONS for BROWSE_SECONDS. */
export async function measureBrowse(context: Context): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_browse')
  const { server } = await startLoadServer(context, 'browse', databaseUrl)
  const client = createClient({ connections: BROWSE_CONNECTIONS })
  const date = bookableSlots()[0]!.date
  const paths = ['/', '/pet-clinic-gurgaon-vet-home-visit', '/blogs/puppy-vaccination-schedule-in-india', '/services', '/api/blogs', '/api/clinics', `/api/slots?date=${date}&visitType=home`]
  return withServer([server], client, async () => {
    await closedLoop(BROWSE_CONNECTIONS, 2, (index) => client.request(server.url + paths[index % paths.length]!, { headers: { 'accept-encoding': 'br, gzip' } }))
    const { sent, seconds } = await closedLoop(BROWSE_CONNECTIONS, BROWSE_SECONDS, (index) =>
      client.request(server.url + paths[index % paths.length]!, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': `10.9.${index % 250}.1` } }),
    )
    const failed = sent.filter(({ answer }) => answer.status !== 200)
    if (failed.length > 0) throw new Error(`browse: ${failed.length} answers were not 200 (${statusCounts(failed)})`)
    const latencies = sent.map((entry) => entry.latencyMs)
    return [
      {
        name: 'browse',
        value: Math.round(percentile(latencies, 99)),
        unit: 'ms p99',
        budget: BROWSE_P99_BUDGET_MS,
        limit: 'at-most',
        note: `${paths.join(', ')} in turn at ${BROWSE_CONNECTIONS} connections for ${BROWSE_SECONDS} s: ${formatNumber(Math.round(sent.length / seconds))} req/s, p50 ${Math.round(percentile(latencies, 50))} ms, all 200`,
      },
    ]
  })
}

/** Booking at a fixed arrival rate (open loop), then the database checked against the answers. */
export async function measureBookingOpenLoop(context: Context): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_booking_open')
  const { server, outbox } = await startLoadServer(context, 'booking-open', databaseUrl)
  const client = createClient({ connections: 256 })
  return withServer([server], client, async () => {
    const { sessions } = await signInMany(client, server.url, outbox, 11, BOOKING_USERS)
    const ledger: Ledger = new Map()
    const send = bookingSender(client, [server.url], sessions, 'open', ledger)
    // A 5 s warm-up whose bookings come after the measured ones in each user's turn (its rows are counted like the rest).
    // The first seconds after a start run cold code and open the pool's connections (cold-start is measured on its own):
    // at 150/s they answered in 100-500 ms for about 3 s, so a 2 s warm-up left them in the measured window.
    const measured = BOOKING_RATE_PER_SECOND * BOOKING_OPEN_LOOP_SECONDS
    await openLoop(BOOKING_RATE_PER_SECOND, 5, (index) => send(measured + index))
    const cpu = cpuPerBooking(server, context.cluster)
    const sent = await openLoop(BOOKING_RATE_PER_SECOND, BOOKING_OPEN_LOOP_SECONDS, send)
    const cpuUsed = cpuNote(cpu(sent.filter(({ answer }) => answer.status === 201).length))
    const latencies = sent.map((entry) => entry.latencyMs)
    const serviceTimes = sent.map((entry) => entry.answer.ms)
    const tenth = Math.floor(sent.length / 10)
    const firstTenth = latencies.slice(0, tenth)
    const lastTenth = latencies.slice(-tenth)
    const ok = sent.filter(({ answer }) => answer.status === 201).length
    const check = await checkRows(client, context.cluster, databaseUrl, ledger)
    return [
      {
        name: 'booking-open-loop',
        value: Math.round(percentile(latencies, 99) * 10) / 10,
        unit: 'ms p99',
        budget: BOOKING_OPEN_LOOP_P99_BUDGET_MS,
        limit: 'at-most',
        note:
          `${BOOKING_RATE_PER_SECOND} bookings/s for ${BOOKING_OPEN_LOOP_SECONDS} s (${sent.length} sent, ${ok} booked; ${statusCounts(sent)}), ` +
          `latency from the scheduled send: p50 ${Math.round(percentile(latencies, 50))} ms, p90 ${Math.round(percentile(latencies, 90))} ms, max ${Math.round(Math.max(...latencies))} ms; ` +
          `p99 in the first and last 3 s ${Math.round(percentile(firstTenth, 99))} and ${Math.round(percentile(lastTenth, 99))} ms; from the actual send p50 ${Math.round(percentile(serviceTimes, 50))} ms, p99 ${Math.round(percentile(serviceTimes, 99))} ms; ${cpuUsed}`,
      },
      rowsFigure('booking-open-loop-rows', check),
    ]
  })
}

/**
 * Booking at BOOKING_CLOSED_LOOP_CONNECTIONS connections, each sending again when answered: a
 * warm-up (the pool's connections opened, the statements prepared on each), then
 * BOOKING_CLOSED_LOOP_ROUNDS measured rounds. The rate, the server's and PostgreSQL's CPU per
 * booking are each the median of the rounds, with every round and the load average in the note.
 */
export async function measureBookingClosedLoop(context: Context): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_booking_closed')
  const { server, outbox } = await startLoadServer(context, 'booking-closed', databaseUrl)
  const client = createClient({ connections: BOOKING_CLOSED_LOOP_CONNECTIONS })
  return withServer([server], client, async () => {
    const { sessions } = await signInMany(client, server.url, outbox, 12, BOOKING_USERS)
    const ledger: Ledger = new Map()
    const send = bookingSender(client, [server.url], sessions, 'closed', ledger)
    let sentSoFar = 0
    const round = async (seconds: number) => {
      const offset = sentSoFar
      const result = await closedLoop(BOOKING_CLOSED_LOOP_CONNECTIONS, seconds, (index) => send(offset + index))
      sentSoFar += result.sent.length
      return result
    }
    await round(BOOKING_CLOSED_LOOP_WARM_UP_SECONDS)
    const loadBefore = os.loadavg()[0] ?? 0
    const rounds: Array<{ rate: number; cpu: CpuPerBooking; sent: Sent[] }> = []
    for (let index = 0; index < BOOKING_CLOSED_LOOP_ROUNDS; index++) {
      const cpu = cpuPerBooking(server, context.cluster)
      const { sent, seconds } = await round(BOOKING_CLOSED_LOOP_SECONDS)
      const ok = sent.filter(({ answer }) => answer.status === 201).length
      rounds.push({ rate: ok / seconds, cpu: cpu(ok), sent })
    }
    const load = `load average ${loadBefore.toFixed(1)} before the rounds, ${(os.loadavg()[0] ?? 0).toFixed(1)} after, on ${os.cpus().length} cores`
    const sent = rounds.flatMap((entry) => entry.sent)
    const latencies = sent.map((entry) => entry.latencyMs)
    const check = await checkRows(client, context.cluster, databaseUrl, ledger)
    const rates = rounds.map((entry) => entry.rate)
    const cpuOf = (side: keyof CpuPerBooking) => rounds.map((entry) => entry.cpu[side]).filter((value): value is number => value !== null)
    const cpuFigure = (name: string, side: keyof CpuPerBooking, budget: number, who: string): Figure[] => {
      const values = cpuOf(side)
      if (values.length === 0) return []
      return [
        {
          name,
          value: Math.round(median(values) * 100) / 100,
          unit: 'ms',
          budget,
          limit: 'at-most',
          note: `CPU time of ${who} per booking (/proc), median of ${values.length} rounds: ${values.map((value) => value.toFixed(2)).join(', ')} ms; ${load}`,
        },
      ]
    }
    return [
      {
        name: 'booking-closed-loop',
        value: Math.round(median(rates)),
        unit: 'bookings/s',
        budget: BOOKING_CLOSED_LOOP_BUDGET_RPS,
        limit: 'at-least',
        note:
          `${BOOKING_CLOSED_LOOP_CONNECTIONS} connections, median of ${BOOKING_CLOSED_LOOP_ROUNDS} rounds of ${BOOKING_CLOSED_LOOP_SECONDS} s after ${BOOKING_CLOSED_LOOP_WARM_UP_SECONDS} s of warm-up: ` +
          `${rates.map((rate) => Math.round(rate)).join(', ')}/s; p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms (${statusCounts(sent)}); ${load}`,
      },
      ...cpuFigure('booking-cpu-server', 'server', BOOKING_SERVER_CPU_BUDGET_MS, 'the server process'),
      ...cpuFigure('booking-cpu-postgres', 'postgres', BOOKING_POSTGRES_CPU_BUDGET_MS, "PostgreSQL's processes"),
      rowsFigure('booking-closed-loop-rows', check),
    ]
  })
}

/** Two server processes on one PostgreSQL and one Redis (shared rate-limit counters), bookings sent to each in turn. */
export async function measureTwoServers(context: Context, redisUrl: string): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_two_servers')
  const first = await startLoadServer(context, 'two-a', databaseUrl, { REDIS_URL: redisUrl })
  const second = await startLoadServer(context, 'two-b', databaseUrl, { REDIS_URL: redisUrl, JOB_WORKERS: '1' })
  const client = createClient({ connections: 40 })
  return withServer([first.server, second.server], client, async () => {
    const { sessions } = await signInMany(client, first.server.url, first.outbox, 13, BOOKING_USERS)
    const ledger: Ledger = new Map()
    const { sent, seconds } = await closedLoop(20, 10, bookingSender(client, [first.server.url, second.server.url], sessions, 'two', ledger))
    const okBy = (url: string) => sent.filter(({ index, answer }) => answer.status === 201 && index % 2 === (url === first.server.url ? 0 : 1)).length
    const [okFirst, okSecond] = [okBy(first.server.url), okBy(second.server.url)]
    const check = await checkRows(client, context.cluster, databaseUrl, ledger)
    const bothServed = okFirst > 0 && okSecond > 0 ? 0 : 1
    return [
      {
        ...rowsFigure('two-servers', { mismatches: check.mismatches + bothServed, note: check.note }),
        note: `20 connections for 10 s alternating between two processes with REDIS_URL: ${okFirst} + ${okSecond} bookings (${formatNumber(Math.round((okFirst + okSecond) / seconds))}/s; ${statusCounts(sent)}); ${check.note}`,
      },
    ]
  })
}

/**
 * PostgreSQL stopped at once (immediate shutdown, connections cut) 5 s into bookings arriving at
 * RESTART_RATE_PER_SECOND (open loop: failing fast must not mean sending more) and
 * started again 5 s later: every request must be answered, 201 or 503 (never 500, never a
 * hang); /readyz turns 503 and back; bookings succeed again within RECOVERY_BUDGET_S of the
 * database's return, by the same server process.
 */
export async function measurePostgresRestart(context: Context): Promise<Figure[]> {
  const databaseUrl = await context.cluster.createDatabase('bench_pg_restart')
  const { server, outbox } = await startLoadServer(context, 'pg-restart', databaseUrl)
  const client = createClient({ connections: 20 })
  return withServer([server], client, async () => {
    const { sessions } = await signInMany(client, server.url, outbox, 14, 60)
    const ledger: Ledger = new Map()
    const readyz: Array<{ at: number; status: number }> = []
    const t0 = performance.now()
    let back = Number.POSITIVE_INFINITY
    let polling = true
    const poll = (async () => {
      while (polling) {
        const answer = await client.request(`${server.url}/readyz`)
        readyz.push({ at: performance.now(), status: answer.status })
        await sleep(200)
      }
    })()
    const faults = (async () => {
      await sleep(5_000)
      context.cluster.stopFast()
      await sleep(5_000)
      context.cluster.start()
      back = performance.now()
    })()
    const send = bookingSender(client, [server.url], sessions, 'restart', ledger)
    const stamped: Array<Sent & { at: number }> = []
    const sent = await openLoop(RESTART_RATE_PER_SECOND, 25, async (index) => {
      const answer = await send(index)
      stamped.push({ index, answer, latencyMs: answer.ms, at: performance.now() })
      return answer
    })
    await faults
    polling = false
    await poll
    const bad = sent.filter(({ answer }) => answer.status !== 201 && answer.status !== 503)
    const wrongText = sent.filter(({ answer }) => answer.status === 503 && !answer.body.includes(DATABASE_UNAVAILABLE)).length
    const firstOkAfter = stamped.filter((entry) => entry.at > back && entry.answer.status === 201).map((entry) => entry.at)[0]
    const recovery = firstOkAfter === undefined ? Number.POSITIVE_INFINITY : (firstOkAfter - back) / 1000
    const readyzDown = readyz.some((entry) => entry.status === 503)
    const readyzBack = readyz.at(-1)?.status === 200
    const check = await checkRows(client, context.cluster, databaseUrl, ledger)
    const worst = Math.round(Math.max(...sent.map((entry) => entry.answer.ms)))
    return [
      {
        name: 'pg-restart-bad-answers',
        value: bad.length + wrongText + (readyzDown ? 0 : 1) + (readyzBack ? 0 : 1),
        unit: 'failures',
        budget: 0,
        limit: 'at-most',
        note:
          `PostgreSQL stopped 5-10 s into 25 s of bookings at ${RESTART_RATE_PER_SECOND}/s: ${statusCounts(sent)}; slowest answer ${worst} ms; ` +
          `/readyz ${readyzDown ? 'turned 503' : 'never turned 503'} and ${readyzBack ? 'back to 200' : 'did not come back'} (${t0 ? readyz.length : 0} polls)`,
      },
      {
        name: 'pg-restart-recovery',
        value: Math.round(recovery * 100) / 100,
        unit: 's',
        budget: RECOVERY_BUDGET_S,
        limit: 'at-most',
        note: 'from PostgreSQL accepting connections again to the next booking booked, same server process',
      },
      rowsFigure('pg-restart-rows', check),
    ]
  })
}

/**
 * SMS and payment providers that never answer: the real MSG91 and Razorpay adapters pointed at
 * local servers that accept the request and stay silent. Send-OTP and create-order must fail
 * with the spec's texts within the adapter's timeout (and TIMEOUT_SLACK_MS), leaving no OTP
 * challenge and no payment order behind.
 */
export async function measureProviderTimeouts(context: Context): Promise<Figure[]> {
  const silent = await fakeHttpServer(() => {})
  const databaseUrl = await context.cluster.createDatabase('bench_providers')
  const sms = await startLoadServer(context, 'sms-timeout', databaseUrl, {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'bench-key',
    MSG91_TEMPLATE_ID: 'bench-template',
    MSG91_BASE_URL: silent.baseUrl,
  })
  const payments = await startLoadServer(context, 'payment-timeout', databaseUrl, {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench-secret',
    RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
    RAZORPAY_API_BASE_URL: silent.baseUrl,
  })
  const client = createClient({ connections: 10, timeoutMs: 30_000 })
  try {
    return await withServer([sms.server, payments.server], client, async () => {
      const phone = phoneOf(15, 1)
      const seenBefore = silent.seen.length
      const smsAnswer = await client.request(`${sms.server.url}/api/auth/send-otp`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'x-forwarded-for': '10.15.0.1' },
        body: { phoneNumber: phone, firstName: 'Asha' },
      })
      const challenges = await context.cluster.query<{ count: string }>(databaseUrl, 'select count(*) from otp_challenges where phone = $1', [phone])
      const smsProblems = [
        smsAnswer.status !== 503 && `answered ${smsAnswer.status}`,
        !smsAnswer.body.includes(SEND_OTP_FAILED) && `without '${SEND_OTP_FAILED}'`,
        smsAnswer.ms > SMS_TIMEOUT_MS + TIMEOUT_SLACK_MS && `after ${Math.round(smsAnswer.ms)} ms`,
        Number(challenges[0]?.count) !== 0 && `${challenges[0]?.count} OTP challenges left`,
      ].filter(Boolean)

      const smsAsked = silent.seen.length - seenBefore
      const { session } = await signIn(client, payments.server.url, ORIGIN, payments.outbox, phoneOf(15, 2), 15_002)
      const vaccine = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine (DHPPi+L)', price: 1499, discountedPrice: 1199, quantity: 2 }
      const orderAnswer = await client.request(`${payments.server.url}/api/payment/create-order`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: session.cookie, 'x-forwarded-for': session.forwardedFor, 'idempotency-key': 'bench-order-1' },
        body: { amount: 2398, currency: 'INR', services: [vaccine] },
      })
      const orders = await context.cluster.query<{ count: string }>(databaseUrl, 'select count(*) from payment_orders')
      const paymentProblems = [
        orderAnswer.status !== 503 && `answered ${orderAnswer.status}`,
        !orderAnswer.body.includes(FAILED_TO_CREATE_ORDER) && `without '${FAILED_TO_CREATE_ORDER}'`,
        orderAnswer.ms > PAYMENT_TIMEOUT_MS + TIMEOUT_SLACK_MS && `after ${Math.round(orderAnswer.ms)} ms`,
        Number(orders[0]?.count) !== 0 && `${orders[0]?.count} payment orders without a provider order`,
      ].filter(Boolean)
      const orderAsked = silent.seen.length - seenBefore - smsAsked
      const problems = [...smsProblems.map((problem) => `send-otp ${problem}`), ...paymentProblems.map((problem) => `create-order ${problem}`)]
      if (problems.length > 0) throw new Error(`providers timing out: ${problems.join('; ')}`)
      return [
        {
          name: 'sms-timeout',
          value: Math.round(smsAnswer.ms),
          unit: 'ms',
          budget: SMS_TIMEOUT_MS + TIMEOUT_SLACK_MS,
          limit: 'at-most',
          note: `send-otp answered 503 '${SEND_OTP_FAILED}' with the provider silent, no OTP challenge left; the provider was asked ${smsAsked} time(s)`,
        },
        {
          name: 'payment-timeout',
          value: Math.round(orderAnswer.ms),
          unit: 'ms',
          budget: PAYMENT_TIMEOUT_MS + TIMEOUT_SLACK_MS,
          limit: 'at-most',
          note: `create-order answered 503 '${FAILED_TO_CREATE_ORDER}' with the provider silent, no payment order stored; the provider was asked ${orderAsked} time(s)`,
        },
      ]
    })
  } finally {
    await silent.close()
  }
}

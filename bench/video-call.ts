import path from 'node:path'
import { existsSync } from 'node:fs'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { DEFAULT_VISIT_CHARGES } from '../core/booking/pricing.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { freePort, startServer, waitForStatus } from '../tests/support/server-process.ts'
import { type Figure, formatNumber, median } from './figure.ts'
import { type Client, type Session, createClient, signIn } from './load-client.ts'

/** Issue 33: from both people in the room to the first frame of the other's video, median of 10 calls on localhost. */
export const VIDEO_FIRST_FRAME_BUDGET_MS = 3_000
export const VIDEO_CALLS = 10
const CALL_TIMEOUT_MS = 30_000

const OWNER = '9890000001'
const VET = '9890000002'
const ADMIN = '9890000009'

/**
 * In each page: when its room socket opened (the person joined) and when the other person's
 * video showed its first frame, both as epoch milliseconds (one clock: both pages run on this machine).
 */
function watchCall() {
  const marks = { joinedAt: 0, firstFrameAt: 0 }
  ;(window as unknown as { callMarks: typeof marks }).callMarks = marks
  const Native = window.WebSocket
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      this.addEventListener('open', () => {
        marks.joinedAt = Date.now()
      })
    }
  }
  const watch = () => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label^="Video of "]')
    if (video?.srcObject) {
      video.requestVideoFrameCallback(() => {
        marks.firstFrameAt = Date.now()
      })
      return
    }
    setTimeout(watch, 5)
  }
  watch()
}

type Marks = { joinedAt: number; firstFrameAt: number }
const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { callMarks?: Marks }).callMarks ?? { joinedAt: 0, firstFrameAt: 0 })

async function json(answer: { status: number; body: string }, expected: number, what: string): Promise<Record<string, unknown>> {
  if (answer.status !== expected) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
  return JSON.parse(answer.body) as Record<string, unknown>
}

/** A video visit for tomorrow, booked by the owner, confirmed and assigned to the vet by the admin. */
async function videoVisit(client: Client, baseUrl: string, origin: string, sessions: { owner: Session; admin: Session }): Promise<string> {
  const headers = (session: Session) => ({ origin, cookie: session.cookie, 'x-forwarded-for': session.forwardedFor })
  const tomorrow = new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)
  const booked = await json(
    await client.request(`${baseUrl}/api/appointments`, {
      method: 'POST',
      headers: headers(sessions.owner),
      body: {
        petOwnerName: 'Asha Verma',
        phoneNumber: OWNER,
        email: 'asha@example.in',
        petName: 'Bruno',
        petType: 'dog',
        petBreed: 'Labrador',
        serviceType: 'checkup',
        appointmentType: 'video',
        appointmentDate: tomorrow,
        appointmentTime: '10:00',
        services: [],
        totalAmount: DEFAULT_VISIT_CHARGES.video.discountedPrice,
        userId: OWNER,
      },
    }),
    201,
    'booking',
  )
  const id = String(booked.id)
  const admin = headers(sessions.admin)
  await json(
    await client.request(`${baseUrl}/api/admin/staff`, { method: 'POST', headers: admin, body: { name: 'Dr. Kavya Rao', phoneNumber: VET, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['video'] } }),
    201,
    'adding the vet',
  )
  await json(await client.request(`${baseUrl}/api/admin/appointments/${id}/status`, { method: 'POST', headers: admin, body: { status: 'confirmed' } }), 200, 'confirming')
  await json(await client.request(`${baseUrl}/api/admin/appointments/${id}/assign`, { method: 'POST', headers: admin, body: { vetId: VET } }), 200, 'assigning')
  return id
}

async function signedInContext(browser: Awaited<ReturnType<typeof chromium.launch>>, baseUrl: string, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 375, height: 780 }, extraHTTPHeaders: { 'x-forwarded-for': session.forwardedFor } })
  const [name, ...value] = session.cookie.split('=')
  await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }])
  await context.addInitScript(watchCall)
  return context
}

/**
 * The built server on the embedded database, and Chromium with its fake camera and microphone:
 * the owner and the vet open the room of one video visit at the same moment, ten times. Each
 * call's figure runs from the later of the two sockets opening (both in the room) to the later of
 * the two first frames of the other's video (both see each other). No STUN server: the two
 * browsers are on one machine.
 */
export async function measureVideoFirstFrame(context: { workDir: string }): Promise<Figure> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
  const outbox = path.join(context.workDir, 'data-video', 'sms-outbox.jsonl')
  const server = startServer({
    port: await freePort({ from: 3470, to: 3479 }),
    dataDir: path.join(context.workDir, 'data-video'),
    logFile: path.join(context.workDir, 'server-video.log'),
    env: { LOG_LEVEL: 'warn', ADMIN_PHONES: ADMIN, VIDEO_ROOM_OPENS_MINUTES: '2880', STUN_URLS: '', TURN_URLS: '', TURN_SECRET: '', SMS_PROVIDER: 'log', SMS_OUTBOX_FILE: outbox, REDIS_URL: '' },
  })
  const client = createClient({ connections: 4 })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] })
  try {
    // Migrating and seeding a fresh embedded database takes seconds alone, minutes on a busy machine.
    await waitForStatus(server, '/readyz', { timeoutMs: 180_000 })
    const baseUrl = server.url
    const origin = new URL(baseUrl).origin
    const admin = (await signIn(client, baseUrl, origin, outbox, ADMIN, 9001)).session
    const owner = (await signIn(client, baseUrl, origin, outbox, OWNER, 9002)).session
    const id = await videoVisit(client, baseUrl, origin, { owner, admin })
    const vet = (await signIn(client, baseUrl, origin, outbox, VET, 9003)).session
    const pages = await Promise.all([owner, vet].map(async (session) => (await signedInContext(browser, baseUrl, session)).newPage()))

    const samples: number[] = []
    for (let index = 0; index < VIDEO_CALLS; index++) {
      await Promise.all(pages.map((page) => page.goto(`${baseUrl}/visits/${id}/call`)))
      const deadline = Date.now() + CALL_TIMEOUT_MS
      let marks: Marks[] = []
      for (;;) {
        marks = await Promise.all(pages.map(marksOf))
        if (marks.every((mark) => mark.joinedAt > 0 && mark.firstFrameAt > 0)) break
        if (Date.now() > deadline) throw new Error(`call ${index + 1}: no video both ways within ${CALL_TIMEOUT_MS / 1000} s (${JSON.stringify(marks)})`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const bothJoined = Math.max(...marks.map((mark) => mark.joinedAt))
      const bothSee = Math.max(...marks.map((mark) => mark.firstFrameAt))
      samples.push(bothSee - bothJoined)
      // Both leave (the page is replaced): the next call starts from an empty room.
      await Promise.all(pages.map((page) => page.goto('about:blank')))
    }
    const value = median(samples)
    return {
      name: 'video-first-frame',
      value,
      unit: 'ms',
      budget: VIDEO_FIRST_FRAME_BUDGET_MS,
      limit: 'at-most',
      note: `median of ${VIDEO_CALLS} calls on localhost, both in the room to both seeing the other; calls ${samples.map((sample) => formatNumber(sample)).join(', ')} ms`,
      details: { samples },
    }
  } finally {
    await browser.close()
    client.close()
    await server.stop()
  }
}

import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, type CDPSession, type Locator, type Page, chromium } from '@playwright/test'
import { ASSISTANT_TOOLS } from '../content/assistant/tools.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { freePort, startServer, waitForStatus } from '../tests/support/server-process.ts'
import type { Figure } from './figure.ts'
import { type Session, createClient, percentile, signIn } from './load-client.ts'

/**
 * Issue 40: every keystroke in the sign-in, booking and assistant dialogs paints within 50 ms on a
 * mid-range phone, which Chrome DevTools imitates with 4x CPU throttling, at 375 px.
 */
export const KEYSTROKE_BUDGET_MS = 50
const SLOW_CPU = 4
/** Event Timing reports an event only when it took this long or longer (16 ms is its floor). */
const DURATION_THRESHOLD_MS = 16
/** About a quick typist on a phone: a key held for 40 ms, the next one 160 ms after it is let go. */
const KEY_HOLD_MS = 40
const BETWEEN_KEYS_MS = 160

const OWNER = '9890000041'
const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input'])

type EventEntry = { name: string; startTime: number; duration: number }
type KeystrokeLog = { keydowns: number[]; entries: EventEntry[] }

/**
 * In the page, before any script of the app: the time of every keydown (the start of a keystroke)
 * and every Event Timing entry of a key or input event. An entry's startTime is its event's
 * timeStamp, and its duration runs from there to the next paint after the handlers ran, rounded to
 * 8 ms.
 */
function recordKeystrokes(threshold: number) {
  const record: KeystrokeLog = { keydowns: [], entries: [] }
  ;(window as unknown as { keystrokes: KeystrokeLog }).keystrokes = record
  window.addEventListener('keydown', (event) => record.keydowns.push(event.timeStamp), { capture: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
}

/**
 * How long each keystroke took to paint: the longest key or input event from its keydown to the
 * next keystroke's. Event Timing leaves out events under its threshold, so a keystroke none of whose
 * events was reported painted within 16 ms, and counts as 16 ms (an upper bound).
 */
export function keystrokeDurations(record: KeystrokeLog, eventNames: ReadonlySet<string> = KEY_EVENTS): number[] {
  const starts = [...record.keydowns].sort((a, b) => a - b)
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? Number.POSITIVE_INFINITY
    const own = record.entries.filter((entry) => eventNames.has(entry.name) && entry.startTime >= start && entry.startTime < end)
    return Math.max(DURATION_THRESHOLD_MS, ...own.map((entry) => entry.duration))
  })
}

async function typeLikeAPerson(page: Page, field: Locator, text: string): Promise<void> {
  await field.click()
  for (const character of text) {
    await page.keyboard.down(character)
    await page.waitForTimeout(KEY_HOLD_MS)
    await page.keyboard.up(character)
    await page.waitForTimeout(BETWEEN_KEYS_MS)
  }
}

/** The app's dialogs open from a window event, as its buttons open them; the assistant's from its tool card. */
const openEvent = (page: Page, name: string, detail: unknown = null) =>
  page.evaluate(({ name, detail }) => window.dispatchEvent(new CustomEvent(name, { detail })), { name, detail })

type Dialog = {
  name: string
  signedIn: boolean
  /** Opens the dialog and types into its inputs; each dialog starts from a fresh page. */
  typeInto: (page: Page) => Promise<void>
}

const DIALOGS: readonly Dialog[] = [
  {
    name: 'sign-in',
    signedIn: false,
    typeInto: async (page) => {
      await openEvent(page, 'open-auth-modal', { redirectTo: null })
      const dialog = page.getByRole('dialog', { name: /Welcome to/ })
      await typeLikeAPerson(page, dialog.getByLabel('First Name'), 'Priyanka')
      await typeLikeAPerson(page, dialog.getByLabel('Phone Number'), '9876543210')
    },
  },
  {
    name: 'booking',
    signedIn: true,
    typeInto: async (page) => {
      await openEvent(page, 'open-appointment-modal')
      const dialog = page.getByRole('dialog', { name: 'Book an Appointment' })
      await typeLikeAPerson(page, dialog.getByLabel('Pet name'), 'Bruno Sharma')
      await dialog.getByLabel('Pet type').selectOption('dog')
      await dialog.getByLabel('Breed').selectOption({ index: 1 })
      await dialog.getByRole('button', { name: 'Continue' }).click()
      await typeLikeAPerson(page, dialog.getByLabel('Email'), 'asha.verma@example.in')
    },
  },
  {
    name: 'assistant',
    signedIn: true,
    typeInto: async (page) => {
      const tool = ASSISTANT_TOOLS.find((candidate) => candidate.id === 'triage') ?? ASSISTANT_TOOLS[0]!
      const carousel = page.getByRole('region', { name: 'Assistant tools', exact: true })
      await carousel.scrollIntoViewIfNeeded()
      await carousel.getByRole('button', { name: `Start Chat: ${tool.title}` }).click()
      const form = page.getByRole('dialog', { name: 'Pet Information' })
      await form.getByLabel('Pet category').selectOption({ index: 1 })
      await typeLikeAPerson(page, form.getByLabel('Breed'), 'Labrador')
      await typeLikeAPerson(page, form.getByLabel('Age'), '2 years')
      await form.getByRole('button', { name: 'Continue' }).click()
      const chat = page.getByTestId('assistant-chat')
      await typeLikeAPerson(page, chat.getByLabel('Message'), 'He has been vomiting since morning')
    },
  },
]

async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return cdp
}

/** One dialog at one CPU rate: a fresh 375 px page of the home page, hydrated and quiet, then throttled. */
async function keystrokesOf(browser: Browser, baseUrl: string, dialog: Dialog, session: Session, rate: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 780 }, extraHTTPHeaders: { 'x-forwarded-for': session.forwardedFor } })
  try {
    if (dialog.signedIn) {
      const [name, ...value] = session.cookie.split('=')
      await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }])
      await context.addInitScript((phone) => {
        for (const [key, value] of Object.entries({ isAuthenticated: 'true', phoneNumber: phone, displayName: 'Asha', userId: phone })) localStorage.setItem(key, value)
      }, session.phone)
    }
    await context.addInitScript(recordKeystrokes, DURATION_THRESHOLD_MS)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`)
    await page.waitForFunction(() => window.dataLayer?.some((entry) => entry.event === 'pageview') === true)
    await page.waitForLoadState('networkidle')
    await throttle(page, rate)
    await dialog.typeInto(page)
    // The last keystroke's paint is reported after it happens.
    await page.waitForTimeout(500)
    const record = await page.evaluate(() => (window as unknown as { keystrokes: KeystrokeLog }).keystrokes)
    return keystrokeDurations(record)
  } finally {
    await context.close()
  }
}

/**
 * The built server on the embedded database and Chromium at 375 px: each dialog opened on the home
 * page and typed into key by key, at 4x CPU throttling and without. One figure per dialog: the
 * slowest keystroke at 4x, held to 50 ms; the note gives p50 and p90 at 4x and p90 at 1x.
 */
export async function measureEventTiming(context: { workDir: string }): Promise<Figure[]> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
  const dataDir = path.join(context.workDir, 'data-event-timing')
  const outbox = path.join(dataDir, 'sms-outbox.jsonl')
  const server = startServer({
    port: await freePort({ from: 3480, to: 3489 }),
    dataDir,
    logFile: path.join(context.workDir, 'server-event-timing.log'),
    env: { LOG_LEVEL: 'warn', SMS_PROVIDER: 'log', SMS_OUTBOX_FILE: outbox, REDIS_URL: '', TRUST_PROXY: '1' },
  })
  const client = createClient({ connections: 2 })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  try {
    // Migrating and seeding a fresh embedded database takes seconds alone, minutes on a busy machine.
    await waitForStatus(server, '/readyz', { timeoutMs: 180_000 })
    const baseUrl = server.url
    const { session } = await signIn(client, baseUrl, new URL(baseUrl).origin, outbox, OWNER, 4101)
    const figures: Figure[] = []
    for (const dialog of DIALOGS) {
      const load = os.loadavg()[0] ?? 0
      const slow = await keystrokesOf(browser, baseUrl, dialog, session, SLOW_CPU)
      const fast = await keystrokesOf(browser, baseUrl, dialog, session, 1)
      const summary = (values: number[]) => ({ p50: percentile(values, 50), p90: percentile(values, 90), max: Math.max(...values) })
      const at4 = summary(slow)
      const at1 = summary(fast)
      figures.push({
        name: `event-timing ${dialog.name}`,
        value: at4.max,
        unit: 'ms',
        budget: KEYSTROKE_BUDGET_MS,
        limit: 'at-most',
        note: `slowest of ${slow.length} keystrokes at ${SLOW_CPU}x CPU, 375 px; ${SLOW_CPU}x p50 ${at4.p50} ms, p90 ${at4.p90} ms; 1x p90 ${at1.p90} ms (max ${at1.max} ms); load ${load.toFixed(2)}`,
        details: { keystrokesAt4x: slow, keystrokesAt1x: fast, at4x: at4, at1x: at1, loadAverage: load },
      })
    }
    return figures
  } finally {
    await browser.close()
    client.close()
    await server.stop()
  }
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Cookie, Page } from '@playwright/test'

const outbox = () => path.join(process.env.E2E_DATA_DIR as string, 'sms-outbox.jsonl')

function codeInOutbox(phone: string): string | undefined {
  if (!existsSync(outbox())) return undefined
  const lines = readFileSync(outbox(), 'utf8').trim().split('\n').filter(Boolean)
  const messages = lines.map((line) => JSON.parse(line) as { to: string; code: string })
  return messages.filter((message) => message.to === phone && message.code).at(-1)?.code
}

/**
 * The newest code the local SMS provider wrote for a phone number. A journey often asks for it
 * right after pressing 'Get OTP via SMS', before the server has answered: it looks again every
 * 50 ms for up to 10 s (the server is another process, so blocking this one does not delay it).
 */
export function latestCode(phone: string): string {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (let waited = 0; waited < 10_000; waited += 50) {
    const code = codeInOutbox(phone)
    if (code) return code
    Atomics.wait(pause, 0, 0, 50)
  }
  throw new Error(`no SMS for ${phone}`)
}

/**
 * Signs the page's browser context in through the real OTP endpoints (the sign-in dialog has its
 * own journeys) and stores what the app keeps after a sign-in, so pages load signed in.
 */
export async function signInThroughApi(page: Page, baseURL: string, phone: string, firstName = 'Asha'): Promise<void> {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const send = () => page.request.post('/api/auth/send-otp', { headers, data: { phoneNumber: phone, firstName } })
  let sent = await send()
  // One code per number every 30 s (SECURITY.md): a journey signing in the number another journey
  // of its file just used waits as a person would, once.
  const wait = Number(sent.headers()['retry-after'])
  if (sent.status() === 429 && wait > 0 && wait <= 60) {
    await page.waitForTimeout(wait * 1000 + 500)
    sent = await send()
  }
  if (!sent.ok()) throw new Error(`send-otp answered ${sent.status()}: ${await sent.text()}`)
  const verified = await page.request.post('/api/auth/verify-otp', { headers, data: { phoneNumber: phone, otp: latestCode(phone), firstName } })
  if (!verified.ok()) throw new Error(`verify-otp answered ${verified.status()}`)
  await rememberSignIn(page, phone, firstName)
}

/** What the app keeps on the device after a sign-in, so pages load signed in. */
async function rememberSignIn(page: Page, phone: string, firstName: string): Promise<void> {
  await page.addInitScript(
    ({ phone: storedPhone, name }) => {
      localStorage.setItem('isAuthenticated', 'true')
      localStorage.setItem('phoneNumber', storedPhone)
      localStorage.setItem('displayName', name)
      localStorage.setItem('userId', storedPhone)
    },
    { phone, name: firstName },
  )
}

/** Sessions this worker has made, by phone: a file's journeys for one staff number share one. */
const kept = new Map<string, Cookie[]>()

/**
 * Signs in as signInThroughApi does the first time a phone is used in this worker; the next
 * journeys of the file reuse that session (one code per number every 30 s, SECURITY.md).
 */
export async function signInKeepingSession(page: Page, baseURL: string, phone: string, firstName = 'Asha'): Promise<void> {
  const cookies = kept.get(phone)
  if (!cookies) {
    await signInThroughApi(page, baseURL, phone, firstName)
    kept.set(phone, await page.context().cookies())
    return
  }
  await page.context().addCookies(cookies)
  await rememberSignIn(page, phone, firstName)
}

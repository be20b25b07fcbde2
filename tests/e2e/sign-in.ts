import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const outbox = () => path.join(process.env.E2E_DATA_DIR as string, 'sms-outbox.jsonl')

/** The newest code the local SMS provider wrote for a phone number. */
export function latestCode(phone: string): string {
  const lines = readFileSync(outbox(), 'utf8').trim().split('\n')
  const messages = lines.map((line) => JSON.parse(line) as { to: string; code: string })
  const code = messages.filter((message) => message.to === phone && message.code).at(-1)?.code
  if (!code) throw new Error(`no SMS for ${phone}`)
  return code
}

/**
 * Signs the page's browser context in through the real OTP endpoints (the sign-in dialog has its
 * own journeys) and stores what the app keeps after a sign-in, so pages load signed in.
 */
export async function signInThroughApi(page: Page, baseURL: string, phone: string, firstName = 'Asha'): Promise<void> {
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' }
  const sent = await page.request.post('/api/auth/send-otp', { headers, data: { phoneNumber: phone, firstName } })
  if (!sent.ok()) throw new Error(`send-otp answered ${sent.status()}`)
  const verified = await page.request.post('/api/auth/verify-otp', { headers, data: { phoneNumber: phone, otp: latestCode(phone), firstName } })
  if (!verified.ok()) throw new Error(`verify-otp answered ${verified.status()}`)
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

import type { App } from '../../server/app.ts'
import type { capturingSms } from './test-app.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

/** Signs a phone number in through the real OTP endpoints and returns its session cookie. */
export async function signIn(app: App, sms: ReturnType<typeof capturingSms>, phone: string, firstName = 'Asha'): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: TEST_ORIGIN }
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-otp', headers, payload: { phoneNumber: phone, firstName } })
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    headers,
    payload: { phoneNumber: phone, otp: sms.lastCodeFor(phone), firstName },
  })
  const cookie = verified.cookies.find((entry) => entry.name.endsWith('pv_session'))
  if (verified.statusCode !== 200 || !cookie) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`)
  return `${cookie.name}=${cookie.value}`
}

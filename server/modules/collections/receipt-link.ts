import { createHmac } from 'node:crypto'
import { hexDigestsEqual } from '../../providers/payments/payment-gateway.ts'

/** A receipt link from an SMS or e-mail opens without sign-in for 30 days (issue 36). */
export const RECEIPT_LINK_DAYS = 30
const DAY_MS = 24 * 60 * 60_000

const signature = (secret: string, number: string, expiresAt: number) => createHmac('sha256', secret).update(`receipt:${number}:${expiresAt}`).digest('hex')

/** The `t` of a receipt link: its expiry (seconds since 1970) and an HMAC of the number and expiry. */
export function receiptLinkToken(secret: string, number: string, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + RECEIPT_LINK_DAYS * DAY_MS) / 1000)
  return `${expiresAt}.${signature(secret, number, expiresAt)}`
}

/** Whether a token opens this receipt now: signed for its number and not expired. */
export function receiptLinkValid(secret: string, number: string, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt * 1000 <= now.getTime()) return false
  return hexDigestsEqual(signature(secret, number, expiresAt), match[2] as string)
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The texts the local SMS provider wrote to a phone, oldest first (notices are jobs, sent by the server's workers). */
export function textsTo(phone: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR as string, 'sms-outbox.jsonl')
  if (!existsSync(outbox)) return []
  return readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === phone)
    .map((message) => message.text)
}

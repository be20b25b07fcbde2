import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { maskPhone } from '../../../core/phone.ts'
import type { Clock } from '../clock.ts'
import type { SmsSender } from './sms-sender.ts'

/**
 * The local provider: each message becomes one JSON line in the outbox file, where a developer
 * or a browser test reads the code. The log line names the masked number only, never the code.
 */
export function createLogSmsSender(outboxFile: string, logger: FastifyBaseLogger, clock: Clock): SmsSender {
  return {
    name: 'log',
    async send(message) {
      await mkdir(path.dirname(outboxFile), { recursive: true })
      const line = JSON.stringify({ to: message.to, code: message.kind === 'code' ? message.code : '', text: message.text, at: clock.now().toISOString() })
      await appendFile(outboxFile, `${line}\n`, { mode: 0o600 })
      logger.info({ to: maskPhone(message.to), outbox: outboxFile }, 'SMS written to the local outbox')
    },
  }
}

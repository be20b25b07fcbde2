import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Mailer } from './mailer.ts'

/**
 * The local provider: each e-mail becomes one JSON line in the outbox file (attachments
 * included), where a developer or a browser test reads it. The log names no address and no
 * subject (subjects name pets, clinics and visit times): only the outbox.
 */
export function createLogMailer(outboxFile: string, logger: FastifyBaseLogger, clock: Clock): Mailer {
  // The folder is made once, not for every message.
  let folder: Promise<unknown> | null = null
  return {
    name: 'log',
    async send(message) {
      folder ??= mkdir(path.dirname(outboxFile), { recursive: true }).catch((error: unknown) => {
        folder = null
        throw error
      })
      await folder
      await appendFile(outboxFile, `${JSON.stringify({ ...message, at: clock.now().toISOString() })}\n`, { mode: 0o600 })
      logger.info({ outbox: outboxFile }, 'e-mail written to the local outbox')
    },
  }
}

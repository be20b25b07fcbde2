import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { maskPhone } from '../../../core/phone.ts'
import type { Clock } from '../clock.ts'
import type { WhatsAppSender } from './whatsapp-sender.ts'

/** The local provider: each message becomes one JSON line in the outbox file, as the SMS one does. */
export function createLogWhatsAppSender(outboxFile: string, logger: FastifyBaseLogger, clock: Clock): WhatsAppSender {
  return {
    name: 'log',
    async send(message) {
      await mkdir(path.dirname(outboxFile), { recursive: true })
      const line = JSON.stringify({ to: message.to, template: message.template, parameters: message.parameters, text: message.text, at: clock.now().toISOString() })
      await appendFile(outboxFile, `${line}\n`, { mode: 0o600 })
      logger.info({ to: maskPhone(message.to), outbox: outboxFile }, 'WhatsApp message written to the local outbox')
    },
  }
}

import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Clock } from '../clock.ts'
import { createCloudWhatsAppSender } from './cloud-whatsapp.ts'
import { createLogWhatsAppSender } from './log-whatsapp.ts'
import type { WhatsAppSender } from './whatsapp-sender.ts'

/** The configured provider, or null when WhatsApp is off (WHATSAPP_PROVIDER=none): messages then go by SMS. */
export function createWhatsAppSender(config: Config, logger: FastifyBaseLogger, clock: Clock): WhatsAppSender | null {
  switch (config.WHATSAPP_PROVIDER) {
    case 'cloud':
      return createCloudWhatsAppSender({
        token: config.WHATSAPP_TOKEN ?? '',
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID ?? '',
        baseUrl: config.WHATSAPP_API_BASE_URL,
        version: config.WHATSAPP_API_VERSION,
      })
    case 'log':
      return createLogWhatsAppSender(config.WHATSAPP_OUTBOX_FILE, logger, clock)
    case 'none':
      return null
  }
}

import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Clock } from '../clock.ts'
import { createLogSmsSender } from './log-sms.ts'
import { createMsg91SmsSender } from './msg91-sms.ts'
import type { SmsSender } from './sms-sender.ts'
import { createTwilioSmsSender } from './twilio-sms.ts'

/** The configured provider; the configuration schema has already checked its keys. */
export function createSmsSender(config: Config, logger: FastifyBaseLogger, clock: Clock): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      return createMsg91SmsSender({
        authKey: config.MSG91_AUTH_KEY ?? '',
        templateId: config.MSG91_TEMPLATE_ID ?? '',
        templateIdHi: config.MSG91_TEMPLATE_ID_HI,
        noticeTemplateId: config.MSG91_NOTICE_TEMPLATE_ID,
        noticeTemplateIdHi: config.MSG91_NOTICE_TEMPLATE_ID_HI,
        baseUrl: config.MSG91_BASE_URL,
      })
    case 'twilio':
      return createTwilioSmsSender({
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM ?? '',
        baseUrl: config.TWILIO_BASE_URL,
      })
    case 'log':
      return createLogSmsSender(config.SMS_OUTBOX_FILE, logger, clock)
  }
}

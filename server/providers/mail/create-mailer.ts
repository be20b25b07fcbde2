import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Clock } from '../clock.ts'
import { createLogMailer } from './log-mailer.ts'
import type { Mailer } from './mailer.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

export function createMailer(config: Config, logger: FastifyBaseLogger, clock: Clock): Mailer {
  if (config.MAIL_PROVIDER === 'smtp') {
    return createSmtpMailer({
      host: config.SMTP_HOST ?? '',
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    })
  }
  return createLogMailer(config.MAIL_OUTBOX_FILE, logger, clock)
}

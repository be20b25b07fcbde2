import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.ts'

export type SmtpOptions = {
  host: string
  port: number
  secure: boolean
  user?: string
  password?: string
  from: string
  /** How long connecting, the greeting and each wait on the server may take; SMTP_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number
}

/** The longest wait on the mail server at each step (connecting, its greeting, each answer). */
export const SMTP_TIMEOUT_MS = 10_000

/** Sends through an SMTP server (the operator's mail service), with STARTTLS where offered. */
export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    connectionTimeout: options.timeoutMs ?? SMTP_TIMEOUT_MS,
    greetingTimeout: options.timeoutMs ?? SMTP_TIMEOUT_MS,
    socketTimeout: (options.timeoutMs ?? SMTP_TIMEOUT_MS) * 2,
  })
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      })
    },
  }
}

export type MailAttachment = { filename: string; contentType: string; content: string }

export type MailMessage = {
  to: string
  subject: string
  text: string
  /** An HTML alternative to `text` (a receipt), shown by mail programs that can. */
  html?: string
  attachments?: MailAttachment[]
}

export type Mailer = {
  name: string
  send(message: MailMessage): Promise<void>
}

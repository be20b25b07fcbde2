import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeSmtpServer } from '../../../tests/support/fake-smtp.ts'
import { createLogMailer } from './log-mailer.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

const message = {
  to: 'asha@example.in',
  subject: 'Booked: Home visit for Bruno',
  text: 'Your appointment for Bruno is booked.',
  attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
}

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>
  beforeAll(async () => {
    smtp = await fakeSmtpServer()
  })
  afterAll(async () => {
    await smtp.close()
  })

  it('hands the message and its calendar attachment to the SMTP server', async () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'PetVaidya <bookings@petvaidya.in>' })
    await mailer.send(message)
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.from).toContain('bookings@petvaidya.in')
    expect(mail?.to).toEqual(['<asha@example.in>'])
    expect(mail?.data).toContain('Subject: Booked: Home visit for Bruno')
    expect(mail?.data).toContain('filename=petvaidya-appointment.ics')
    expect(mail?.data).toContain('Content-Type: text/calendar')
  })

  it('fails when the server cannot be reached', async () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: 1, secure: false, from: 'bookings@petvaidya.in' })
    await expect(mailer.send(message)).rejects.toThrow()
  })
})

describe('log mailer', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-mail-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('appends each e-mail as one JSON line to the outbox', async () => {
    const outbox = path.join(dir, 'nested', 'mail-outbox.jsonl')
    const mailer = createLogMailer(outbox, pino({ level: 'silent' }), { now: () => new Date('2026-11-23T10:00:00Z') })
    await mailer.send(message)
    await mailer.send({ ...message, subject: 'Second' })
    const lines = (await readFile(outbox, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { subject: string; at: string })
    expect(lines.map((line) => line.subject)).toEqual(['Booked: Home visit for Bruno', 'Second'])
    expect(lines[0]?.at).toBe('2026-11-23T10:00:00.000Z')
  })

  it('logs neither the subject nor the address: subjects name pets and visit times (security review F11)', async () => {
    const logged: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) })
    await createLogMailer(path.join(dir, 'quiet-outbox.jsonl'), logger, { now: () => new Date('2026-11-23T10:00:00Z') }).send(message)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('e-mail written to the local outbox')
    expect(logged[0]).not.toContain('Bruno')
    expect(logged[0]).not.toContain(message.to)
  })
})

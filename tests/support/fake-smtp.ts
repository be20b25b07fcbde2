import net from 'node:net'
import type { AddressInfo } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/** A local SMTP server that speaks just enough of the protocol to accept mail, and keeps it. */
export async function fakeSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '' }
    socket.write('220 fake.smtp ESMTP ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { from: '', to: [], data: '' }
          socket.write('250 2.0.0 queued\r\n')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd === -1) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n')
        else if (command === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '')
          socket.write('250 2.1.0 ok\r\n')
        } else if (command === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''))
          socket.write('250 2.1.5 ok\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n')
        } else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

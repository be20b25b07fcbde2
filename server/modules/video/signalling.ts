import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
import { CLOSE_CODES, ClientSignal, MAX_SIGNAL_BYTES, OPENED_IN_ANOTHER_TAB, type ServerSignal } from '../../../core/contracts/video.ts'
import type { RelayEnvelope, SignalRelay } from './relay.ts'
import type { CallAccess, VideoService } from './service.ts'

/** Messages one socket may send in RATE_WINDOW_MS (an ICE gathering sends a few dozen at once). */
export const RATE_LIMIT_MESSAGES = 120
export const RATE_WINDOW_MS = 10_000
/** Every socket is pinged this often; one that has not answered the last ping is taken as dropped. */
export const HEARTBEAT_MS = 15_000
/** Close codes of a person leaving on purpose (hang-up, the page closed or left): anything else is a drop. */
const LEFT_ON_PURPOSE = new Set([1000, 1001])
/** The reason of a WebSocket close frame is at most 123 bytes. */
const reasonOf = (text: string) => Buffer.from(text).subarray(0, 120).toString('utf8').replace(/\uFFFD+$/, '')

type Connection = { id: string; socket: WebSocket; access: CallAccess; replaced: boolean; gone: boolean; sentAt: number[]; alive: boolean }

export type SignallingHub = ReturnType<typeof createSignallingHub>

/**
 * The call rooms' sockets held by this process. Everything a socket says goes out through the relay;
 * everything the relay brings in is delivered to this process's sockets of that room. So two people
 * connected to two different processes hear each other the same way as on one.
 */
export function createSignallingHub(deps: {
  relay: SignalRelay
  video: Pick<VideoService, 'bothIn' | 'left' | 'entered' | 'addMessage'>
  logger: { warn: (object: object, message: string) => void }
  now?: () => number
  heartbeatMs?: number
}) {
  const { relay, video, logger } = deps
  const now = deps.now ?? Date.now
  const rooms = new Map<string, Set<Connection>>()

  // A phone that lost its network never closes its socket: the ping it does not answer does.
  const heartbeat = setInterval(() => {
    for (const room of rooms.values()) {
      for (const connection of room) {
        if (!connection.alive) {
          connection.socket.terminate()
          leave(connection, true)
          continue
        }
        connection.alive = false
        connection.socket.ping()
      }
    }
  }, deps.heartbeatMs ?? HEARTBEAT_MS)
  heartbeat.unref()

  const send = (connection: Connection, signal: ServerSignal) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(signal))
  }
  /** The server ends a socket: the room forgets it at once, not when the closing handshake ends. */
  const close = (connection: Connection, code: number, reason: string) => {
    if (connection.socket.readyState === connection.socket.OPEN || connection.socket.readyState === connection.socket.CONNECTING) connection.socket.close(code, reasonOf(reason))
    // The server going down (1001) loses the call for a moment: the other side expects them back.
    leave(connection, code === 1001)
  }

  const fromOf = (connection: Connection): RelayEnvelope['from'] => ({ personId: connection.access.personId, role: connection.access.role, connectionId: connection.id })

  const publish = (connection: Connection, event: RelayEnvelope['event']) =>
    relay.publish({ visitId: connection.access.visit.id, from: fromOf(connection), event }).catch((error: unknown) => {
      logger.warn({ err: (error as Error).message, appointmentId: connection.access.visit.id }, 'video signalling relay failed')
      if ((error as Error).name === 'RelayPayloadTooLarge') close(connection, CLOSE_CODES.tooLarge, 'Message too large')
    })

  relay.subscribe((envelope) => {
    const room = rooms.get(envelope.visitId)
    if (!room) return
    const { from, event } = envelope
    for (const connection of room) {
      if (connection.id === from.connectionId) {
        // The sender's own chat line comes back with its id and time.
        if (event.kind === 'signal' && event.toBoth) send(connection, event.signal)
        continue
      }
      const sameSide = connection.access.role === from.role
      if (event.kind === 'join') {
        if (sameSide) {
          // One socket per side of the call: a second tab (or a second carer) takes the place.
          connection.replaced = true
          close(connection, CLOSE_CODES.replaced, connection.access.personId === from.personId ? OPENED_IN_ANOTHER_TAB : 'Someone else joined in your place')
        } else {
          send(connection, { type: 'peer-joined' })
          void video.bothIn(envelope.visitId).catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'call start not kept'))
        }
      } else if (event.kind === 'leave') {
        if (!sameSide) send(connection, event.dropped ? { type: 'peer-left', dropped: true } : { type: 'peer-left' })
      } else if (!sameSide || event.toBoth) {
        send(connection, event.signal)
      }
    }
  })

  function tooFast(connection: Connection): boolean {
    const at = now()
    while (connection.sentAt.length > 0 && (connection.sentAt[0] as number) <= at - RATE_WINDOW_MS) connection.sentAt.shift()
    connection.sentAt.push(at)
    return connection.sentAt.length > RATE_LIMIT_MESSAGES
  }

  /**
   * The person left the room (once per socket): the other side hears of it, and whether the
   * connection was lost rather than ended (they will be back), and the call's end is kept.
   */
  function leave(connection: Connection, dropped: boolean): void {
    if (connection.gone) return
    connection.gone = true
    const visitId = connection.access.visit.id
    const room = rooms.get(visitId)
    room?.delete(connection)
    if (room?.size === 0) rooms.delete(visitId)
    if (connection.replaced) return
    void publish(connection, dropped ? { kind: 'leave', dropped: true } : { kind: 'leave' })
    void video.left(visitId).catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'call end not kept'))
  }

  async function receive(connection: Connection, data: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) return close(connection, CLOSE_CODES.badMessage, 'Messages are JSON text')
    if (data.length > MAX_SIGNAL_BYTES) return close(connection, CLOSE_CODES.tooLarge, `Messages are at most ${MAX_SIGNAL_BYTES} bytes`)
    if (tooFast(connection)) return close(connection, CLOSE_CODES.tooFast, 'Too many messages')
    let json: unknown
    try {
      json = JSON.parse(data.toString('utf8'))
    } catch {
      return close(connection, CLOSE_CODES.badMessage, 'Messages are JSON')
    }
    const parsed = ClientSignal.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return close(connection, CLOSE_CODES.badMessage, `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'not a signalling message'}`)
    }
    const message = parsed.data
    switch (message.type) {
      case 'description':
        return publish(connection, { kind: 'signal', signal: { type: 'description', description: message.description } })
      case 'candidate':
        return publish(connection, { kind: 'signal', signal: { type: 'candidate', candidate: message.candidate } })
      case 'here':
        return publish(connection, { kind: 'signal', signal: { type: 'peer-here' } })
      case 'hang-up':
        return close(connection, 1000, 'Hung up')
      case 'chat': {
        const line = await video.addMessage(connection.access, { text: message.text })
        return publish(connection, { kind: 'signal', signal: { type: 'chat', message: line }, toBoth: true })
      }
    }
  }

  return {
    /** A checked person's socket joins their room: the other side hears of it, the vet's arrival starts the visit. */
    attach(socket: WebSocket, access: CallAccess): void {
      const connection: Connection = { id: randomUUID(), socket, access, replaced: false, gone: false, sentAt: [], alive: true }
      const visitId = access.visit.id
      const room = rooms.get(visitId) ?? new Set<Connection>()
      rooms.set(visitId, room)
      room.add(connection)
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        receive(connection, data, isBinary).catch((error: unknown) => {
          logger.warn({ err: (error as Error).message, appointmentId: visitId }, 'video signalling message failed')
          close(connection, 1011, 'Server error')
        })
      })
      socket.on('pong', () => {
        connection.alive = true
      })
      socket.on('close', (code: number) => leave(connection, !LEFT_ON_PURPOSE.has(code)))
      void publish(connection, { kind: 'join' })
      void video.entered(access).catch((error: unknown) => logger.warn({ err: (error as Error).message, appointmentId: visitId }, 'visit not started by the call'))
    },

    /** Relays a server-side event (a photo sent, the owner asking for a phone call) to a room. */
    announce(access: CallAccess, signal: ServerSignal, toBoth: boolean): Promise<void> {
      return relay
        .publish({ visitId: access.visit.id, from: { personId: access.personId, role: access.role, connectionId: 'server' }, event: { kind: 'signal', signal, toBoth } })
        .catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'video signalling relay failed'))
    },

    /** Sockets this process holds (tests, shutdown). */
    size: () => [...rooms.values()].reduce((total, room) => total + room.size, 0),

    closeAll(): void {
      clearInterval(heartbeat)
      for (const room of rooms.values()) for (const connection of room) close(connection, 1001, 'Server restarting')
    },
  }
}

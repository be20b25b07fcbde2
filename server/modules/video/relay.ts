import { EventEmitter } from 'node:events'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import type { ServerSignal } from '../../../core/contracts/video.ts'
import type { CallRole } from '../../../core/auth/permissions.ts'

/**
 * What one server process tells every process (itself included) about a call room: someone joined
 * or left, or sent a signal for the other side. Every process delivers it to the sockets it holds.
 */
export type RelayEnvelope = {
  visitId: string
  from: { personId: string; role: CallRole; connectionId: string }
  event: { kind: 'join' } | { kind: 'leave'; dropped?: boolean } | { kind: 'signal'; signal: ServerSignal; toBoth?: boolean }
}

/** The signalling relay between server processes (decision 0069). */
export type SignalRelay = {
  readonly kind: 'memory' | 'postgres' | 'redis'
  publish(envelope: RelayEnvelope): Promise<void>
  subscribe(handler: (envelope: RelayEnvelope) => void): void
  close(): Promise<void>
}

/** The NOTIFY channel, and the largest payload PostgreSQL takes (8000 bytes, less a margin). */
export const PG_CHANNEL = 'petvaidya_video'
const PG_PAYLOAD_MAX = 7900
export const REDIS_CHANNEL = 'petvaidya:video'

export class RelayPayloadTooLarge extends Error {
  constructor() {
    super('Signalling message too large to relay')
    this.name = 'RelayPayloadTooLarge'
  }
}

function isEnvelope(value: unknown): value is RelayEnvelope {
  const envelope = value as RelayEnvelope | null
  return typeof envelope?.visitId === 'string' && typeof envelope.from?.connectionId === 'string' && typeof envelope.event?.kind === 'string'
}

/** One process only (the embedded PGlite default): a local event bus, delivered after the caller returns. */
export function memoryRelay(): SignalRelay {
  const bus = new EventEmitter()
  bus.setMaxListeners(0)
  return {
    kind: 'memory',
    async publish(envelope) {
      const copy = JSON.parse(JSON.stringify(envelope)) as RelayEnvelope
      queueMicrotask(() => bus.emit('envelope', copy))
    },
    subscribe: (handler) => void bus.on('envelope', handler),
    async close() {
      bus.removeAllListeners()
    },
  }
}

/** SDP compresses about threefold: an offer fits a NOTIFY payload as deflated base64. */
function encode(envelope: RelayEnvelope): string {
  return deflateRawSync(Buffer.from(JSON.stringify(envelope))).toString('base64')
}
function decode(payload: string): unknown {
  return JSON.parse(inflateRawSync(Buffer.from(payload, 'base64')).toString('utf8'))
}

type Logger = { warn: (object: object, message: string) => void }

/**
 * Between processes on one PostgreSQL database: LISTEN/NOTIFY on one connection of its own, which
 * reconnects (and listens again) after the database goes away. NOTIFY reaches every listening
 * session, the sender's included, in the order sent.
 */
export async function postgresRelay(connectionString: string, logger: Logger): Promise<SignalRelay> {
  const { default: pg } = await import('pg')
  const handlers: Array<(envelope: RelayEnvelope) => void> = []
  let client: InstanceType<typeof pg.Client> | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null
  // One query at a time on the listening connection: NOTIFYs are sent in turn.
  let sending: Promise<unknown> = Promise.resolve()

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return
      try {
        const envelope = decode(message.payload)
        if (isEnvelope(envelope)) for (const handler of handlers) handler(envelope)
      } catch {
        logger.warn({ channel: PG_CHANNEL }, 'unreadable video signalling notification')
      }
    })
    const reconnect = () => {
      if (closed || client !== next) return
      client = null
      logger.warn({ relay: 'postgres' }, 'video signalling connection lost; reconnecting')
      retry = setTimeout(() => void connect().catch(() => reconnect()), 1000)
      retry.unref()
    }
    next.on('error', reconnect)
    next.on('end', reconnect)
    await next.connect()
    await next.query(`LISTEN ${PG_CHANNEL}`)
    client = next
  }
  await connect()

  return {
    kind: 'postgres',
    async publish(envelope) {
      const payload = encode(envelope)
      if (payload.length > PG_PAYLOAD_MAX) throw new RelayPayloadTooLarge()
      const notify = sending.then(() => {
        if (!client) throw new Error('video signalling relay is reconnecting')
        return client.query('select pg_notify($1, $2)', [PG_CHANNEL, payload])
      })
      sending = notify.catch(() => undefined)
      await notify
    },
    subscribe: (handler) => void handlers.push(handler),
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}

/** Between processes through Redis pub/sub (REDIS_URL): one connection subscribes, one publishes. */
export async function redisRelay(url: string, logger: Logger): Promise<SignalRelay> {
  const { Redis } = await import('ioredis')
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  for (const connection of [subscriber, publisher]) connection.on('error', (error: Error) => logger.warn({ err: error.message, relay: 'redis' }, 'video signalling Redis error'))
  await Promise.all([subscriber.connect(), publisher.connect()])
  const handlers: Array<(envelope: RelayEnvelope) => void> = []
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REDIS_CHANNEL) return
    try {
      const envelope = JSON.parse(payload) as unknown
      if (isEnvelope(envelope)) for (const handler of handlers) handler(envelope)
    } catch {
      logger.warn({ channel }, 'unreadable video signalling message')
    }
  })
  await subscriber.subscribe(REDIS_CHANNEL)
  return {
    kind: 'redis',
    async publish(envelope) {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope))
    },
    subscribe: (handler) => void handlers.push(handler),
    async close() {
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}

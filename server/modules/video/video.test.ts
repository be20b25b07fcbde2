import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { WebSocket } from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppointmentResponse } from '../../../core/contracts/booking.ts'
import { CallRoomResponse } from '../../../core/contracts/video.ts'
import { VetVisitsResponse } from '../../../core/contracts/visits.ts'
import { apiCaller } from '../../../tests/support/api.ts'
import { TEST_ORIGIN, signIn } from '../../../tests/support/sign-in.ts'
import { type TestApp, capturingMailer, capturingSms, createTestApp, manualClock } from '../../../tests/support/test-app.ts'
import { DEFAULT_VISIT_CHARGES } from '../../../core/booking/pricing.ts'
import { ROOM_OPEN_MAIL_JOB, ROOM_OPEN_SMS_JOB } from './notices.ts'
import { CONFIRMATION_MAIL_JOB, CONFIRMATION_SMS_JOB } from '../appointments/service.ts'
import { insertVisit as insertVisitRow } from '../../../tests/support/visits.ts'
import { buildApp } from '../../app.ts'
import { openDatabase } from '../../db/client.ts'
import { appointments, auditLog, callMessages, petCaregivers, pets } from '../../db/schema.ts'
import { seedDatabase } from '../../db/seed.ts'
import { testConfig } from '../../../tests/support/test-app.ts'
import { RATE_LIMIT_MESSAGES, createSignallingHub } from './signalling.ts'
import { type RelayEnvelope, memoryRelay, redisRelay } from './relay.ts'
import type { CallAccess } from './service.ts'

const ADMIN = '9000000001'
const VET = '9811111111'
const OTHER_VET = '9822222222'
const OWNER = '9876543210'
const CARER = '9123456789'
const STRANGER = '9988776655'
const MINUTE = 60_000
const TURN_SECRET = 'coturn-shared-secret-for-tests'
// 10:00 am India time on 23 Nov is the slot; the clock starts at 9:55 am, inside the window.
const SLOT = new Date('2026-11-23T04:30:00.000Z')
const clock = manualClock(new Date('2026-11-23T04:25:00.000Z'))
const sms = capturingSms()
const mailer = capturingMailer()
const SETTINGS = { TURN_URLS: 'turn:turn.petvaidya.in:3478', TURN_SECRET, STUN_URLS: 'stun:turn.petvaidya.in:3478' }
let t: TestApp
let admin: string
let owner: string
let carer: string
let stranger: string
let vet: string
let otherVet: string
let petId: string

const call = apiCaller(() => t.app)

function insertVideoVisit(overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
  return insertVisitRow(t.database.db, {
    userId: OWNER,
    petId,
    status: 'vet_assigned',
    vetId: VET,
    visitType: 'video',
    address: null,
    city: null,
    pincode: null,
    startsAt: SLOT,
    ...overrides,
  })
}

/** Messages a socket receives, kept from the moment it opens, with a way to wait for one. */
function listen(socket: WebSocket) {
  const received: Array<Record<string, unknown>> = []
  const waiters: Array<() => void> = []
  socket.on('message', (data: Buffer) => {
    received.push(JSON.parse(data.toString()) as Record<string, unknown>)
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })))
  return {
    received,
    closed,
    async next(type: string, timeoutMs = 5000): Promise<Record<string, unknown>> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find((message) => message.type === type)
        if (found) {
          received.splice(received.indexOf(found), 1)
          return found
        }
        if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(received)}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
    },
  }
}

type AnyApp = Pick<TestApp['app'], 'injectWS'>
async function connect(app: AnyApp, id: string, cookie: string) {
  const socket = await app.injectWS(`/api/visits/${id}/call/socket`, { headers: { cookie, origin: TEST_ORIGIN } })
  return { socket, ...listen(socket) }
}

const OFFER = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' } }

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN, ...SETTINGS }, { sms, clock, mailer })
  await seedDatabase(t.database.db)
  const session = (phone: string, name: string) => {
    clock.advance(1)
    return signIn(t.app, sms, phone, name)
  }
  admin = await session(ADMIN, 'Meera')
  owner = await session(OWNER, 'Asha')
  carer = await session(CARER, 'Ravi')
  stranger = await session(STRANGER, 'Neha')
  for (const [phone, name] of [[VET, 'Dr. Kavya Rao'], [OTHER_VET, 'Dr. Imran Shaikh']] as const) {
    const added = await call('POST', '/api/admin/staff', admin, { name, phoneNumber: phone, role: 'vet', registrationNumber: 'HR-12345', cities: ['Gurgaon'], visitTypes: ['home', 'video'] })
    expect(added.statusCode).toBe(201)
  }
  vet = await session(VET, 'Kavya')
  otherVet = await session(OTHER_VET, 'Imran')
  petId = randomUUID()
  await t.database.db.insert(pets).values({ id: petId, userId: OWNER, name: 'Bruno', type: 'dog', breed: 'Labrador', createdAt: clock.now(), updatedAt: clock.now() })
  await t.database.db.insert(petCaregivers).values({ id: randomUUID(), petId, phone: CARER, canEdit: false, createdAt: clock.now() })
})
afterAll(async () => {
  await t.app.close()
})
beforeEach(async () => {
  sms.reset()
  clock.reset()
  await t.database.db.execute(sql`truncate appointments cascade`)
})

describe('a video visit’s call in the APIs', () => {
  it('gives the owner and the vet the room’s address and window, and null for other visits', async () => {
    const id = await insertVideoVisit()
    const home = await insertVisitRow(t.database.db, { userId: OWNER, status: 'vet_assigned', vetId: VET, time: '12:00', startsAt: new Date('2026-11-23T06:30:00.000Z') })
    const expected = { url: `/visits/${id}/call`, opensAt: '2026-11-23T04:20:00.000Z', closesAt: '2026-11-23T05:30:00.000Z' }
    expect(AppointmentResponse.parse((await call('GET', `/api/appointments/${id}`, owner)).json()).appointment.call).toEqual(expected)
    expect(AppointmentResponse.parse((await call('GET', `/api/appointments/${home}`, owner)).json()).appointment.call).toBeNull()
    const day = VetVisitsResponse.parse((await call('GET', '/api/vet/visits?date=2026-11-23', vet)).json())
    expect(day.visits.map((visit) => [visit.visitType, visit.call])).toEqual([
      ['video', expected],
      ['home', null],
    ])
  })

  it('shows the room to the owner, a carer of the pet and the vet; 404 to anyone else, 401 signed out', async () => {
    const id = await insertVideoVisit()
    const room = (cookie: string | undefined) => call('GET', `/api/visits/${id}/call`, cookie)
    const asOwner = CallRoomResponse.parse((await room(owner)).json()).room
    expect(asOwner).toMatchObject({ role: 'owner', phase: 'open', selfName: 'Asha Verma', peerName: 'Dr. Kavya Rao', petName: 'Bruno', recordUrl: '/appointments', when: 'Mon, 23 Nov, 10:00 am' })
    // TURN credentials of this person that end with the call's window (coturn's use-auth-secret).
    const closes = Date.parse('2026-11-23T05:30:00.000Z') / 1000
    expect(asOwner.iceServers).toEqual([
      { urls: ['stun:turn.petvaidya.in:3478'] },
      { urls: ['turn:turn.petvaidya.in:3478'], username: `${closes}:${OWNER}`, credential: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/) },
    ])
    expect(CallRoomResponse.parse((await room(carer)).json()).room.role).toBe('owner')
    const asVet = CallRoomResponse.parse((await room(vet)).json()).room
    expect(asVet).toMatchObject({ role: 'vet', selfName: 'Dr. Kavya Rao', peerName: 'Asha Verma', recordUrl: '/vet' })
    expect(asVet.iceServers[1]?.username).toBe(`${closes}:${VET}`)
    for (const other of [stranger, otherVet, admin]) expect((await room(other)).statusCode).toBe(404)
    expect((await room(undefined)).statusCode).toBe(401)
    expect((await call('GET', `/api/visits/${randomUUID()}/call`, owner)).statusCode).toBe(404)
    expect((await call('GET', '/api/visits/not-an-id/call', owner)).statusCode).toBe(400)
    // A home visit or a cancelled video visit has no room.
    const cancelled = await insertVideoVisit({ status: 'cancelled', time: '11:00' })
    expect((await call('GET', `/api/visits/${cancelled}/call`, owner)).statusCode).toBe(404)
  })

  it('waits before the window and has ended after it, without ICE servers', async () => {
    const id = await insertVideoVisit()
    clock.advance(-10 * MINUTE) // 9:45 am
    const early = CallRoomResponse.parse((await call('GET', `/api/visits/${id}/call`, owner)).json()).room
    expect(early).toMatchObject({ phase: 'waiting', iceServers: [] })
    await expect(connect(t.app, id, owner)).rejects.toThrow('409')
    clock.advance(70 * MINUTE) // 10:55 am
    expect(CallRoomResponse.parse((await call('GET', `/api/visits/${id}/call`, owner)).json()).room.phase).toBe('open')
    clock.advance(40 * MINUTE) // 11:35 am
    expect(CallRoomResponse.parse((await call('GET', `/api/visits/${id}/call`, owner)).json()).room).toMatchObject({ phase: 'ended', iceServers: [] })
    await expect(connect(t.app, id, vet)).rejects.toThrow('409')
  })
})

describe('the call’s signalling socket', () => {
  it('refuses a third person, another vet and a signed-out visitor before any signalling', async () => {
    const id = await insertVideoVisit()
    await expect(connect(t.app, id, stranger)).rejects.toThrow('404')
    await expect(connect(t.app, id, otherVet)).rejects.toThrow('404')
    await expect(connect(t.app, id, '')).rejects.toThrow('401')
    const foreign = t.app.injectWS(`/api/visits/${id}/call/socket`, { headers: { cookie: owner, origin: 'https://evil.example' } })
    await expect(foreign).rejects.toThrow('403')
  })

  it('relays an offer, an answer and candidates between owner and vet; the vet’s joining starts the visit; the call’s times are kept', async () => {
    const id = await insertVideoVisit()
    const ownerSide = await connect(t.app, id, owner)
    const vetSide = await connect(t.app, id, vet)
    await ownerSide.next('peer-joined')
    ownerSide.socket.send(JSON.stringify({ type: 'here' }))
    await vetSide.next('peer-here')
    ownerSide.socket.send(JSON.stringify(OFFER))
    expect(await vetSide.next('description')).toEqual(OFFER)
    vetSide.socket.send(JSON.stringify({ type: 'description', description: { type: 'answer', sdp: 'v=0\r\n' } }))
    expect(await ownerSide.next('description')).toMatchObject({ description: { type: 'answer' } })
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.1.4 54321 typ host', sdpMid: '0', sdpMLineIndex: 0 }
    vetSide.socket.send(JSON.stringify({ type: 'candidate', candidate }))
    expect(await ownerSide.next('candidate')).toEqual({ type: 'candidate', candidate })

    // Kept beside the signalling, which never waits for the database.
    const row = async () => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]
    await expect.poll(row).toMatchObject({ status: 'in_progress', callStartedAt: clock.now(), callEndedAt: null })
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((row) => row.after)).toContainEqual({ status: 'in_progress', by: 'call' })

    clock.advance(12 * MINUTE + 30_000)
    vetSide.socket.send(JSON.stringify({ type: 'hang-up' }))
    expect((await vetSide.closed).code).toBe(1000)
    // A hang-up: the other side is not told to expect them back.
    expect(await ownerSide.next('peer-left')).toEqual({ type: 'peer-left' })
    await expect.poll(async () => (await row())?.callSeconds).toBe(750)
    ownerSide.socket.close()
  })

  it('tells the other side a lost connection apart from a hang-up, and takes the person back on a new socket', async () => {
    const id = await insertVideoVisit()
    const ownerSide = await connect(t.app, id, owner)
    const vetSide = await connect(t.app, id, vet)
    await ownerSide.next('peer-joined')
    // The owner's network drops: no closing handshake.
    ownerSide.socket.terminate()
    expect(await vetSide.next('peer-left')).toEqual({ type: 'peer-left', dropped: true })
    const back = await connect(t.app, id, owner)
    await vetSide.next('peer-joined')
    back.socket.send(JSON.stringify(OFFER))
    expect(await vetSide.next('description')).toEqual(OFFER)
    expect(vetSide.received.filter((message) => message.type === 'peer-left')).toEqual([])
    back.socket.close()
    vetSide.socket.close()
  })

  it('closes a bad message with a 4xxx code and keeps serving the room', async () => {
    const id = await insertVideoVisit()
    for (const [bad, reason] of [
      ['not json', 'Messages are JSON'],
      [JSON.stringify({ type: 'shout' }), 'type'],
      [JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 42 } }), 'description.sdp'],
    ] as const) {
      const side = await connect(t.app, id, owner)
      side.socket.send(bad)
      const closed = await side.closed
      expect(closed.code).toBe(4400)
      expect(closed.reason).toContain(reason)
    }
    const big = await connect(t.app, id, owner)
    big.socket.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(20_000) }))
    expect((await big.closed).code).toBe(4413)
    const fast = await connect(t.app, id, owner)
    for (let sent = 0; sent <= RATE_LIMIT_MESSAGES; sent += 1) fast.socket.send(JSON.stringify({ type: 'here' }))
    expect((await fast.closed).code).toBe(4429)
    // Still serving: the room answers and a new socket is taken.
    const after = await connect(t.app, id, owner)
    expect((await call('GET', `/api/visits/${id}/call`, owner)).statusCode).toBe(200)
    after.socket.close()
  })

  it('replaces the first tab of the same person with the second: the old one hears “Opened in another tab”', async () => {
    const id = await insertVideoVisit()
    const first = await connect(t.app, id, owner)
    const vetSide = await connect(t.app, id, vet)
    await first.next('peer-joined')
    const second = await connect(t.app, id, owner)
    expect(await first.closed).toEqual({ code: 4409, reason: 'Opened in another tab' })
    await vetSide.next('peer-joined')
    // The vet never heard the first tab leave: the call goes on with the second.
    second.socket.send(JSON.stringify(OFFER))
    expect(await vetSide.next('description')).toEqual(OFFER)
    expect(vetSide.received.filter((message) => message.type === 'peer-left')).toEqual([])
    second.socket.close()
    vetSide.socket.close()
  })

  it('keeps chat lines and photos on the visit and shows them to both', async () => {
    const id = await insertVideoVisit()
    const ownerSide = await connect(t.app, id, owner)
    const vetSide = await connect(t.app, id, vet)
    ownerSide.socket.send(JSON.stringify({ type: 'chat', text: 'He has been scratching his left ear since Sunday.' }))
    const seen = await vetSide.next('chat')
    expect(seen).toMatchObject({ message: { from: 'owner', senderName: 'Asha Verma', text: 'He has been scratching his left ear since Sunday.', photoUrl: null } })
    expect(await ownerSide.next('chat')).toEqual(seen)

    clock.advance(1000)
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer()
    const sent = await t.app.inject({ method: 'POST', url: `/api/visits/${id}/call/photos`, headers: { cookie: owner, origin: TEST_ORIGIN, 'content-type': 'image/png' }, payload: png })
    expect(sent.statusCode, sent.body).toBe(201)
    const photo = await vetSide.next('chat')
    expect(photo).toMatchObject({ message: { from: 'owner', photoUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-1200\.webp$/) } })
    const notImage = await t.app.inject({ method: 'POST', url: `/api/visits/${id}/call/photos`, headers: { cookie: owner, origin: TEST_ORIGIN, 'content-type': 'image/png' }, payload: Buffer.from('not an image') })
    expect(notImage.statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: `/api/visits/${id}/call/photos`, headers: { cookie: stranger, origin: TEST_ORIGIN, 'content-type': 'image/png' }, payload: png })).statusCode).toBe(404)

    const room = CallRoomResponse.parse((await call('GET', `/api/visits/${id}/call`, vet)).json()).room
    expect(room.messages.map((message) => [message.from, message.text || message.photoUrl?.slice(0, 9)])).toEqual([
      ['owner', 'He has been scratching his left ear since Sunday.'],
      ['owner', '/uploads/'],
    ])
    expect(await t.database.db.select().from(callMessages).where(eq(callMessages.appointmentId, id))).toHaveLength(2)
    ownerSide.socket.close()
    vetSide.socket.close()
  })

  it('asks the vet to ring the owner when the owner cannot use the camera', async () => {
    const id = await insertVideoVisit()
    const vetSide = await connect(t.app, id, vet)
    const asked = await call('POST', `/api/visits/${id}/call/phone-instead`, owner)
    expect(asked.statusCode).toBe(200)
    expect(await vetSide.next('phone-instead')).toEqual({ type: 'phone-instead', ownerPhone: '9876543210' })
    expect(sms.sent.at(-1)).toMatchObject({ to: VET, text: expect.stringContaining('Please ring them on +91 9876543210') })
    expect((await call('POST', `/api/visits/${id}/call/phone-instead`, vet)).statusCode).toBe(403)
    expect((await call('POST', `/api/visits/${id}/call/phone-instead`, stranger)).statusCode).toBe(404)
    vetSide.socket.close()
  })
})

describe('the signalling heartbeat', () => {
  /** A socket as the hub sees it; `answers` says whether its far end still answers pings. */
  function fakeSocket(answers: boolean) {
    const socket = Object.assign(new EventEmitter(), {
      OPEN: 1,
      CONNECTING: 0,
      readyState: 1,
      sent: [] as Array<Record<string, unknown>>,
      send(data: string) {
        socket.sent.push(JSON.parse(data) as Record<string, unknown>)
      },
      ping() {
        if (answers) queueMicrotask(() => socket.emit('pong'))
      },
      terminate() {
        socket.readyState = 3
        socket.emit('close', 1006)
      },
      close(code: number) {
        socket.readyState = 3
        socket.emit('close', code)
      },
    })
    return socket
  }

  it('takes a socket that stops answering pings as dropped, and tells the other side', async () => {
    const relay = memoryRelay()
    const hub = createSignallingHub({
      relay,
      video: { bothIn: async () => undefined, left: async () => undefined, entered: async () => undefined, addMessage: async () => { throw new Error('no chat here') } },
      logger: { warn: () => undefined },
      heartbeatMs: 40,
    })
    const visit = { id: randomUUID() }
    const access = (role: 'owner' | 'vet', personId: string) => ({ personId, role, visit, window: { opensAt: SLOT, closesAt: SLOT }, phase: 'open' }) as unknown as CallAccess
    const lost = fakeSocket(false)
    const present = fakeSocket(true)
    hub.attach(lost as unknown as WebSocket, access('owner', OWNER))
    hub.attach(present as unknown as WebSocket, access('vet', VET))
    await expect.poll(() => lost.readyState, { timeout: 2000 }).toBe(3)
    await expect.poll(() => present.sent, { timeout: 2000 }).toContainEqual({ type: 'peer-left', dropped: true })
    // The one that answers stays.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(present.readyState).toBe(1)
    expect(hub.size()).toBe(1)
    hub.closeAll()
    await relay.close()
  })
})

describe('signalling between two server processes', () => {
  it('relays an offer from a socket on one instance to a socket on another (PostgreSQL LISTEN/NOTIFY; one process on PGlite)', async () => {
    const id = await insertVideoVisit()
    const onPostgres = t.database.kind === 'postgres'
    // A second app on the same PostgreSQL database, as a second process behind a load balancer would be.
    const secondDatabase = onPostgres && process.env.TEST_DATABASE_URL ? await openDatabase({ kind: 'postgres', url: (t.database.queue as { connectionString: string }).connectionString, poolSize: 2 }) : null
    const second = secondDatabase ? await buildApp(testConfig(SETTINGS), { database: secondDatabase, sms, clock }) : t.app
    await second.ready()
    try {
      const ownerSide = await connect(t.app, id, owner)
      const vetSide = await connect(second, id, vet)
      await ownerSide.next('peer-joined')
      ownerSide.socket.send(JSON.stringify(OFFER))
      expect(await vetSide.next('description')).toEqual(OFFER)
      ownerSide.socket.send(JSON.stringify({ type: 'hang-up' }))
      await vetSide.next('peer-left')
      vetSide.socket.close()
    } finally {
      if (second !== t.app) await second.close()
    }
  })
})

describe('the Redis relay (REDIS_URL)', () => {
  it('carries an envelope from one process’s relay to another’s', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0'
    const logger = { warn: () => {} }
    const [one, two] = await Promise.all([redisRelay(url, logger), redisRelay(url, logger)])
    try {
      const heard: RelayEnvelope[] = []
      two.subscribe((envelope) => heard.push(envelope))
      const envelope: RelayEnvelope = { visitId: randomUUID(), from: { personId: OWNER, role: 'owner', connectionId: randomUUID() }, event: { kind: 'signal', signal: { type: 'peer-here' } } }
      await one.publish(envelope)
      await expect.poll(() => heard).toEqual([envelope])
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })
})

describe('the call on the appointments board', () => {
  it('shows admins when the call started and ended and how long it lasted', async () => {
    const id = await insertVideoVisit()
    const ownerSide = await connect(t.app, id, owner)
    const vetSide = await connect(t.app, id, vet)
    await ownerSide.next('peer-joined')
    const row = async () => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]
    await expect.poll(async () => (await row())?.callStartedAt).toEqual(clock.now())
    clock.advance(9 * MINUTE + 5_000)
    ownerSide.socket.send(JSON.stringify({ type: 'hang-up' }))
    await vetSide.next('peer-left')
    await expect.poll(async () => (await row())?.callSeconds).toBe(545)
    const board = await call('GET', '/api/admin/appointments?from=2026-11-23&to=2026-11-23', admin)
    expect(board.statusCode, board.body).toBe(200)
    const listed = (board.json() as { appointments: Array<{ id: string; call: unknown }> }).appointments.find((entry) => entry.id === id)
    expect(listed?.call).toEqual({ startedAt: '2026-11-23T04:25:00.000Z', endedAt: '2026-11-23T04:34:05.000Z', seconds: 545 })
    vetSide.socket.close()
  })
})

describe('the room’s link for the owner', () => {
  it('comes by SMS and e-mail with the booking, and again once when the room opens', async () => {
    mailer.sent.length = 0
    const booked = await call('POST', '/api/appointments', owner, {
      petOwnerName: 'Asha Verma',
      phoneNumber: OWNER,
      email: 'asha@example.in',
      petName: 'Bruno',
      petType: 'dog',
      petBreed: 'Labrador',
      serviceType: 'checkup',
      appointmentType: 'video',
      appointmentDate: '2026-11-24',
      appointmentTime: '10:00',
      services: [],
      totalAmount: DEFAULT_VISIT_CHARGES.video.discountedPrice,
      notes: '',
      userId: OWNER,
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const id = booked.json().id as string
    const link = `http://localhost:3000/visits/${id}/call`
    expect(booked.json().appointment.call).toEqual({ url: `/visits/${id}/call`, opensAt: '2026-11-24T04:20:00.000Z', closesAt: '2026-11-24T05:30:00.000Z' })
    // The confirmation goes as one job per channel, keyed by the booking (decision 0065), with the room's link.
    await t.app.jobs.runDue(CONFIRMATION_SMS_JOB)
    await t.app.jobs.runDue(CONFIRMATION_MAIL_JOB)
    await expect.poll(() => sms.sent.map((message) => message.text)).toContainEqual(expect.stringContaining(`Join the video call here: ${link}`))
    await expect.poll(() => mailer.sent.map((message) => message.text)).toContainEqual(expect.stringContaining(link))

    // The database's clock is past the opening time: the jobs are due now; sent once each.
    for (const round of [1, 2]) {
      await t.app.jobs.runDue(ROOM_OPEN_SMS_JOB)
      await t.app.jobs.runDue(ROOM_OPEN_MAIL_JOB)
      expect(sms.sent.filter((message) => message.text.includes('is open now')), `round ${round}`).toEqual([
        { to: OWNER, code: '', text: `PetVaidya: the video call for Bruno is open now, for 10:00 am. Join: ${link}` },
      ])
      expect(mailer.sent.filter((message) => message.subject === 'Your video call for Bruno is open').map((message) => message.to)).toEqual(['asha@example.in'])
    }
  })
})

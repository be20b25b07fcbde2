import { z } from 'zod'
import { UserText } from './text.ts'

/** A video visit's call room as the owner's and the vet's APIs give it (null for other visits). */
export const CallLink = z.object({
  /** The room's address on this site: /visits/{id}/call. */
  url: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
})
export type CallLink = z.infer<typeof CallLink>

export const IceServerDto = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })

export const CALL_PHASES = ['waiting', 'open', 'ended'] as const

/** One line of the call's chat, or a photo sent in it; kept on the visit's record. */
export const CallMessageDto = z.object({
  id: z.string(),
  from: z.enum(['owner', 'vet']),
  senderName: z.string(),
  text: z.string(),
  /** A photo's address (the upload service's), or null for a text line. */
  photoUrl: z.string().nullable(),
  sentAt: z.string(),
})
export type CallMessageDto = z.infer<typeof CallMessageDto>

/** GET /api/visits/{id}/call: the room as one of its two people sees it. */
export const CallRoomDto = z.object({
  visitId: z.string(),
  role: z.enum(['owner', 'vet']),
  phase: z.enum(CALL_PHASES),
  opensAt: z.string(),
  closesAt: z.string(),
  startsAt: z.string(),
  /** The slot as India time writes it: 'Mon, 23 Nov, 10:00 am'. */
  when: z.string(),
  selfName: z.string(),
  peerName: z.string(),
  petName: z.string(),
  /** Where the visit's record is read afterwards: My Appointments for the owner, the vet's day for the vet. */
  recordUrl: z.string(),
  /** STUN and TURN servers with this person's credentials for this call; empty unless the room is open. */
  iceServers: z.array(IceServerDto),
  messages: z.array(CallMessageDto),
})
export type CallRoomDto = z.infer<typeof CallRoomDto>
export const CallRoomResponse = z.object({ room: CallRoomDto })

/** The largest signalling message accepted (an SDP of a 1:1 audio and video call is a few kB). */
export const MAX_SIGNAL_BYTES = 16 * 1024
/** Longest chat line. */
export const MAX_CHAT_CHARS = 1000

const SessionDescription = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(MAX_SIGNAL_BYTES).default(''),
})
const IceCandidate = z
  .object({
    candidate: z.string().max(2000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable()

/** What a browser sends on the room's WebSocket; anything else closes it with CLOSE_CODES.badMessage. */
export const ClientSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('description'), description: SessionDescription }),
  z.object({ type: z.literal('candidate'), candidate: IceCandidate }),
  /** The answer to 'peer-joined': I am here too (each side then starts afresh). */
  z.object({ type: z.literal('here') }),
  z.object({ type: z.literal('hang-up') }),
  z.object({ type: z.literal('chat'), text: UserText({ multiline: true }).trim().min(1).max(MAX_CHAT_CHARS) }),
])
export type ClientSignal = z.infer<typeof ClientSignal>

/** What the server sends on the room's WebSocket. */
export type ServerSignal =
  | { type: 'peer-joined' }
  | { type: 'peer-here' }
  /** The other person left; `dropped`: their connection was lost (not a hang-up), they are expected back. */
  | { type: 'peer-left'; dropped?: boolean }
  | { type: 'description'; description: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp: string } }
  | { type: 'candidate'; candidate: z.infer<typeof IceCandidate> }
  | { type: 'chat'; message: CallMessageDto }
  | { type: 'phone-instead'; ownerPhone: string }

/** Close codes of the room's WebSocket (4xxx: the application's; a client shows their reason). */
export const CLOSE_CODES = {
  badMessage: 4400,
  notSignedIn: 4401,
  roomClosed: 4403,
  notFound: 4404,
  replaced: 4409,
  tooLarge: 4413,
  tooFast: 4429,
} as const

export const OPENED_IN_ANOTHER_TAB = 'Opened in another tab'

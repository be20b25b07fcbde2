import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { type CallRole, callRoleOf } from '../../../core/auth/permissions.ts'
import type { CallMessageDto, CallRoomDto } from '../../../core/contracts/video.ts'
import { formatShortDateTime } from '../../../core/dates.ts'
import { BRAND } from '../../../core/brand.ts'
import { type CallPhase, type CallWindow, callPhase, callWindow } from '../../../core/video/call-window.ts'
import { iceServersFor } from '../../../core/video/turn-credentials.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { CallMessageRow, CallVisitRow, VideoRepo } from './repo.ts'

export const NO_SUCH_CALL = 'No such call'

/** The video settings of the configuration. */
export type VideoSettings = { opensMinutesBefore: number; stunUrls: readonly string[]; turnUrls: readonly string[]; turnSecret: string | null }

/** One person's way into one visit's room, as checked. */
export type CallAccess = { personId: string; role: CallRole; visit: CallVisitRow; window: CallWindow; phase: CallPhase }

export type VideoService = ReturnType<typeof createVideoService>

export function createVideoService(deps: {
  repo: VideoRepo
  clock: Clock
  settings: VideoSettings
  sms: SmsSender
  logger: { warn: (object: object, message: string) => void }
  /** The vet joined: the visit starts (the visits module). */
  startByCall: (vetId: string, visitId: string) => Promise<boolean>
}) {
  const { repo, clock, settings } = deps

  const nameOf = (visit: CallVisitRow, role: CallRole) => (role === 'owner' ? visit.ownerName : (visit.vetName ?? 'Your vet'))

  function toMessageDto(visit: CallVisitRow, row: CallMessageRow): CallMessageDto {
    const from = row.senderRole as CallRole
    return { id: row.id, from, senderName: nameOf(visit, from), text: row.body, photoUrl: row.photoUrl, sentAt: row.createdAt.toISOString() }
  }

  return {
    /** Who the person is in the visit's room, or a 404 for anyone else and any other visit. */
    async access(personId: string, visitId: string): Promise<CallAccess> {
      const visit = await repo.findVisit(visitId)
      if (!visit) throw new DomainError('NOT_FOUND', NO_SUCH_CALL)
      const caresForPet = visit.userId !== personId && visit.vetId !== personId ? await repo.caresForPet(visit.petId, personId) : false
      const role = callRoleOf(visit, { id: personId, caresForPet })
      if (!role) throw new DomainError('NOT_FOUND', NO_SUCH_CALL)
      const window = callWindow(visit.startsAt, settings.opensMinutesBefore)
      return { personId, role, visit, window, phase: callPhase(window, clock.now()) }
    },

    /** The room as one of its two people sees it; ICE servers (with TURN credentials) only while it is open. */
    async room(access: CallAccess): Promise<CallRoomDto> {
      const { visit, role, window, phase } = access
      const peer: CallRole = role === 'owner' ? 'vet' : 'owner'
      return {
        visitId: visit.id,
        role,
        phase,
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
        startsAt: visit.startsAt.toISOString(),
        when: formatShortDateTime(visit.date, visit.time),
        selfName: nameOf(visit, role),
        peerName: nameOf(visit, peer),
        petName: visit.petName,
        recordUrl: role === 'owner' ? '/appointments' : '/vet',
        iceServers: phase === 'open' ? await iceServersFor(settings, access.personId, window.closesAt) : [],
        messages: (await repo.messages(visit.id)).map((row) => toMessageDto(visit, row)),
      }
    },

    /** The room for the call page: null for an id that names no room of this person's (the page's 404). */
    async roomFor(personId: string, visitId: string): Promise<CallRoomDto | null> {
      if (!z.guid().safeParse(visitId).success) return null
      try {
        return await this.room(await this.access(personId, visitId))
      } catch (error) {
        if (error instanceof DomainError && error.status === 404) return null
        throw error
      }
    },

    /** Someone entered the open room: the vet's arrival starts the visit. */
    async entered(access: CallAccess): Promise<void> {
      if (access.role === 'vet') await deps.startByCall(access.personId, access.visit.id)
    },

    /** Both people are in the room (the first time decides the call's start). */
    bothIn: (visitId: string) => repo.markStarted(visitId, clock.now()).then(() => undefined),

    /** One of them left: the call's end and duration as of now. */
    left: (visitId: string) => repo.markEnded(visitId, clock.now()).then(() => undefined),

    /** A chat line or a photo, kept on the visit's record; the caller relays it to the room. */
    async addMessage(access: CallAccess, content: { text: string; photoUrl?: string | null }): Promise<CallMessageDto> {
      const row = await repo.addMessage({
        id: randomUUID(),
        appointmentId: access.visit.id,
        senderId: access.personId,
        senderRole: access.role,
        body: content.text,
        photoUrl: content.photoUrl ?? null,
        createdAt: clock.now(),
      })
      return toMessageDto(access.visit, row)
    },

    /** The owner cannot use the camera: the vet is asked by SMS to ring the owner's number. */
    async phoneInstead(access: CallAccess): Promise<{ ownerPhone: string }> {
      if (access.role !== 'owner') throw new DomainError('FORBIDDEN', 'Only the owner asks to be called on the phone')
      const { visit } = access
      if (visit.vetId) {
        try {
          await deps.sms.send({
            kind: 'notice',
            to: visit.vetId,
            text: `${BRAND}: ${visit.ownerName} cannot join the video call for ${visit.petName} (${formatShortDateTime(visit.date, visit.time)}). Please ring them on +91 ${visit.phone}.`,
          })
        } catch (error) {
          // The room still tells the vet (the caller relays it); the SMS is the vet's second way to hear.
          deps.logger.warn({ err: (error as Error).message, appointmentId: visit.id }, 'phone-instead SMS failed')
        }
      }
      return { ownerPhone: visit.phone }
    },
  }
}

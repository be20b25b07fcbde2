import type { FastifyInstance } from 'fastify'
import { type AccountProfileDto, MessageLanguageBody, ProfileBody } from '../../../core/contracts/account.ts'
import { SessionIdParams } from '../../../core/contracts/auth.ts'
import { parseInput } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { AddressesService } from '../addresses/service.ts'
import type { AppointmentsService } from '../appointments/service.ts'
import type { AuthService } from '../auth/service.ts'
import type { HealthRecordService } from '../health-record/service.ts'
import type { PetsService } from '../pets/service.ts'
import type { OwnerLanguage } from './owner-language.ts'
import type { AccountService } from './service.ts'

/** The account basics: sessions, a download of one's data, and deletion (SECURITY.md, privacy). */
type AccountDeps = {
  auth: AuthService
  guards: SessionGuards
  clock: Clock
  pets: PetsService
  addresses: AddressesService
  appointments: AppointmentsService
  account: AccountService
  healthRecord: HealthRecordService
  ownerLanguage: OwnerLanguage
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { auth, guards, clock, pets, addresses, appointments, account, healthRecord, ownerLanguage } = deps
  app.get('/api/account/profile', async (request): Promise<AccountProfileDto> => {
    const { user } = await guards.requireUser(request)
    return { ...(await auth.profile(user.userId)), language: await ownerLanguage.ofUser(user.userId) }
  })

  app.put('/api/account/profile', async (request): Promise<AccountProfileDto> => {
    const { user } = await guards.requireUser(request)
    const body = parseInput(ProfileBody, request.body)
    const profile = await auth.updateProfile(user.userId, body)
    // The language of messages is the account's (decision 0076); absent, it stays as it was.
    if (body.language) await ownerLanguage.choose(user.userId, body.language, clock.now())
    return { ...profile, language: body.language ?? (await ownerLanguage.ofUser(user.userId)) }
  })

  // The language switch, followed by a signed-in owner: their messages follow it (decision 0076).
  app.put('/api/account/language', async (request): Promise<AccountProfileDto> => {
    const { user } = await guards.requireUser(request)
    const { language } = parseInput(MessageLanguageBody, request.body)
    await ownerLanguage.choose(user.userId, language, clock.now())
    return { ...(await auth.profile(user.userId)), language }
  })

  app.get('/api/account/sessions', async (request) => {
    const { session, user } = await guards.requireUser(request)
    return { sessions: await auth.listSessions(user.userId, session.id) }
  })

  app.delete('/api/account/sessions/:sessionId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { sessionId } = parseInput(SessionIdParams, request.params)
    await auth.endSession(user.userId, sessionId)
    return { success: true }
  })

  app.post('/api/account/sessions/end-others', async (request) => {
    const { session, user } = await guards.requireUser(request)
    await auth.endOtherSessions(user.userId, session.id)
    return { success: true }
  })

  app.get('/api/account/export', async (request, reply) => {
    const { session, user } = await guards.requireUser(request)
    const exportedAt = clock.now().toISOString()
    reply.header('Content-Disposition', `attachment; filename="petvaidya-data-${exportedAt.slice(0, 10)}.json"`)
    const ownPets = await pets.list(user.userId)
    return {
      exportedAt,
      account: await auth.findUser(user.userId),
      // The details and choices the owner gave: e-mail, and reminders on WhatsApp or by SMS.
      profile: { ...(await auth.profile(user.userId)), language: await ownerLanguage.ofUser(user.userId) },
      sessions: await auth.listSessions(user.userId, session.id),
      pets: ownPets,
      ...(await healthRecord.exportFor(user.userId, ownPets.map((pet) => pet.id))),
      addresses: await addresses.list(user.userId),
      appointments: await appointments.list(user.userId),
      ...(await account.moneyRecords(user.userId)),
      ...(await account.membershipRecords(user.userId)),
    }
  })

  app.delete('/api/account', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    // Bookings stay for the accounts the law requires, without the person's details.
    const { upcoming } = await appointments.list(user.userId)
    await account.deleteAccount(user.userId)
    appointments.tellOfCancellations(upcoming)
    guards.clearSessionCookie(reply)
    return { success: true }
  })
}

import type { FastifyInstance } from 'fastify'
import { SessionIdParams } from '../../../core/contracts/auth.ts'
import { parseInput } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { AuthService } from '../auth/service.ts'

/** The account basics: sessions, a download of one's data, and deletion (SECURITY.md, privacy). */
export function registerAccountRoutes(app: FastifyInstance, auth: AuthService, guards: SessionGuards, clock: Clock): void {
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
    return {
      exportedAt,
      account: await auth.findUser(user.userId),
      sessions: await auth.listSessions(user.userId, session.id),
    }
  })

  app.delete('/api/account', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    await auth.deleteAccount(user.userId)
    guards.clearSessionCookie(reply)
    return { success: true }
  })
}

import type { FastifyInstance } from 'fastify'
import { SendOtpBody, VerifyOtpBody } from '../../../core/contracts/auth.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { AuthService } from './service.ts'

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, guards: SessionGuards): void {
  app.post('/api/auth/send-otp', async (request) => {
    const body = parseInput(SendOtpBody, request.body)
    await auth.sendOtp(body, request.ip)
    return { success: true, message: 'OTP sent' }
  })

  app.post('/api/auth/verify-otp', async (request, reply) => {
    const body = parseInput(VerifyOtpBody, request.body)
    const previous = await guards.currentSession(request)
    const { token, user, expiresAt } = await auth.verifyOtp(body, String(request.headers['user-agent'] ?? ''))
    if (previous) await auth.signOut(previous.session.id)
    guards.setSessionCookie(reply, token, expiresAt)
    return { success: true, user }
  })

  app.post('/api/auth/logout', async (request, reply) => {
    const session = await guards.currentSession(request)
    if (session) await auth.signOut(session.session.id)
    guards.clearSessionCookie(reply)
    return { success: true }
  })

  app.get('/api/auth/session', async (request) => {
    const { user } = await guards.requireUser(request)
    return { authenticated: true, user }
  })
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError } from '../http-errors.ts'
import type { AuthService, AuthenticatedSession } from '../modules/auth/service.ts'

export type SessionGuards = ReturnType<typeof createSessionGuards>

/**
 * Reads the session cookie once per request and offers the guards route handlers use:
 * `requireUser(request)` reads like the rule it enforces. Staff roles are checked by the staff
 * plugin (`staff-routes.ts`) before its routes run.
 */
export function createSessionGuards(auth: AuthService, options: { isProduction: boolean }) {
  const cookieName = options.isProduction ? '__Host-pv_session' : 'pv_session'
  const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedSession | null>>()

  function currentSession(request: FastifyRequest): Promise<AuthenticatedSession | null> {
    let pending = resolved.get(request)
    if (!pending) {
      pending = auth.authenticate(request.cookies[cookieName])
      resolved.set(request, pending)
    }
    return pending
  }

  async function requireUser(request: FastifyRequest): Promise<AuthenticatedSession> {
    const session = await currentSession(request)
    if (!session) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue')
    return session
  }

  function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.setCookie(cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: options.isProduction,
      expires: expiresAt,
    })
  }

  function clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.isProduction })
  }

  return { cookieName, currentSession, requireUser, setSessionCookie, clearSessionCookie }
}

import type { FastifyInstance } from 'fastify'
import { CancelMemberBody, ExtendMemberBody, MemberIdParams, PlanIdParams, ReferralCheckBody, UpdatePlanBody } from '../../../core/contracts/membership.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { MembershipService } from './service.ts'

export function registerMembershipRoutes(app: FastifyInstance, deps: { membership: MembershipService; guards: SessionGuards }): void {
  const { membership, guards } = deps

  app.get('/api/membership/plans', async () => ({ plans: await membership.listPlans() }))

  app.get('/api/membership', async (request) => {
    const { user } = await guards.requireUser(request)
    return membership.membershipOf(user.userId)
  })

  // A referral code is checked before any friend's price is shown (decision 0067).
  app.post('/api/referrals/check', async (request) => {
    const session = await guards.currentSession(request)
    const { referralCode } = parseInput(ReferralCheckBody, request.body)
    return membership.checkReferral(session?.user.userId ?? null, referralCode)
  })

  app.get('/api/referrals/me', async (request) => {
    const { user } = await guards.requireUser(request)
    return membership.referralsOf(user.userId)
  })
}

/** Admin routes for members and plans, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function membershipAdminRoutes(membership: MembershipService, guards: SessionGuards) {
  const actorId = async (request: Parameters<SessionGuards['requireUser']>[0]) => (await guards.requireUser(request)).user.userId
  return (scope: FastifyInstance) => {
    scope.get('/members', async () => ({ members: await membership.listMembers() }))

    scope.post('/members/:id/extend', async (request) => {
      const { id } = parseInput(MemberIdParams, request.params)
      const body = parseInput(ExtendMemberBody, request.body)
      return { member: await membership.extend(await actorId(request), id, body) }
    })

    scope.post('/members/:id/cancel', async (request) => {
      const { id } = parseInput(MemberIdParams, request.params)
      const body = parseInput(CancelMemberBody, request.body)
      return { member: await membership.cancel(await actorId(request), id, body) }
    })

    scope.get('/membership-plans', async () => ({ plans: await membership.adminPlans() }))

    scope.put('/membership-plans/:id', async (request) => {
      const { id } = parseInput(PlanIdParams, request.params)
      const body = parseInput(UpdatePlanBody, request.body)
      return { plan: await membership.updatePlan(await actorId(request), id, body) }
    })
  }
}

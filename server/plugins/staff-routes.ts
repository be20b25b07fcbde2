import type { FastifyInstance } from 'fastify'
import type { SessionUser } from '../../core/contracts/auth.ts'
import { DomainError } from '../http-errors.ts'
import type { SessionGuards } from './session.ts'

/** The staff sides of the API, each under its own prefix. */
export const STAFF_PREFIXES = { admin: '/api/admin', vet: '/api/vet', clinic: '/api/clinic-desk' } as const
export type StaffRole = keyof typeof STAFF_PREFIXES

/** Says whether a signed-in user holds a staff role; the source of roles plugs in here. */
export type RoleCheck = (user: SessionUser, role: StaffRole) => boolean

/** Admins are the ADMIN_PHONES and the users flagged in the database (both folded into `isAdmin`); no vet role yet. */
export const roleFromAdminFlag: RoleCheck = (user, role) => role === 'admin' && user.isAdmin

/** The role of the user row (ADMIN_PHONES folded in, deactivated staff as customers) is the role. */
export const roleOfSessionUser: RoleCheck = (user, role) => user.role === role

const ROLE_ONLY: Record<StaffRole, string> = { admin: 'Admins only', vet: 'Vets only', clinic: 'Clinic desks only' }

/** Set on the encapsulated instance of a staff plugin, and so seen by every route registered inside it. */
const STAFF_DECORATION = 'staffRole'

function staffPrefixOf(url: string): string | undefined {
  const lower = url.toLowerCase()
  return Object.values(STAFF_PREFIXES).find((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}

/**
 * Refuses, at start-up, a route under /api/admin or /api/vet registered anywhere but inside
 * `registerStaffRoutes`: no staff route can exist without its role hook (SECURITY.md, requests).
 */
export function refuseStaffRoutesOutsidePlugin(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    const prefix = staffPrefixOf(route.url ?? '')
    if (!prefix) return
    const role = this.hasDecorator(STAFF_DECORATION) ? (this as FastifyInstance & { staffRole: StaffRole }).staffRole : null
    if (role === null || STAFF_PREFIXES[role] !== prefix) {
      throw new Error(`${route.url} is a staff route: register it through registerStaffRoutes('${prefix.slice(5)}', ...)`)
    }
  })
}

export type StaffRoutesOptions = {
  guards: SessionGuards
  hasRole: RoleCheck
}

/**
 * Registers one role's routes in an encapsulated plugin under its prefix. Its onRequest hook runs
 * before any of them: 401 without a session, 403 with the wrong role. Unknown paths under the
 * prefix answer 404 only to the role, so the routes cannot be probed from outside.
 * Route paths inside `routes` are relative to the prefix (`/blog-posts`, not `/api/admin/blog-posts`).
 */
export async function registerStaffRoutes(
  app: FastifyInstance,
  role: StaffRole,
  options: StaffRoutesOptions,
  routes: (staff: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (staff) => {
      staff.decorate(STAFF_DECORATION, role)
      staff.addHook('onRequest', async (request) => {
        const { user } = await options.guards.requireUser(request)
        if (!options.hasRole(user, role)) throw new DomainError('FORBIDDEN', ROLE_ONLY[role])
      })
      await routes(staff)
      staff.all('/*', async () => {
        throw new DomainError('NOT_FOUND', 'No such API endpoint')
      })
    },
    { prefix: STAFF_PREFIXES[role] },
  )
}

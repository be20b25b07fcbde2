import type { FastifyRequest } from 'fastify'

/**
 * The path pattern of the route the router matched (`/api/pets/:petId`), or '' when none did.
 * Guards decide on this, never on `request.url`: the router decodes and tidies the raw path
 * (`/%61pi/pets/1` reaches `/api/pets/:petId`), so a string test of the raw URL can be dodged.
 */
export function matchedRoute(request: FastifyRequest): string {
  return request.routeOptions.url ?? ''
}

/** True when the matched route is part of the JSON API, its not-found answer included. */
export function isApiRoute(request: FastifyRequest): boolean {
  return matchedRoute(request).startsWith('/api/')
}

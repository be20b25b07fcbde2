import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string
  }
}

export type CspOptions = {
  isProduction: boolean
  /** Extra hosts allowed to serve scripts (the tag manager, the payment checkout). */
  scriptHosts: string[]
  connectHosts: string[]
  frameHosts: string[]
  /** Cross-Origin-Opener-Policy same-origin-allow-popups instead of same-origin (a checkout that opens pop-ups). */
  allowPopups?: boolean
}

/**
 * What lets an inline <script> or <style> run: the answer's nonce, or, for a page kept in the
 * page cache and sent to many people, the hashes of the ones it holds (cached-page.ts).
 */
export type InlineSources = { scripts: string[]; styles: string[] }

export function nonceSources(nonce: string): InlineSources {
  return { scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }
}

export function contentSecurityPolicy(inline: InlineSources, options: CspOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts, ...options.scriptHosts].join(' '),
    // Style sheets are our own files; a <style> element needs the nonce or its hash. Attributes stay
    // allowed: the UI library (Radix) and the bare error pages set positions and sizes in style attributes.
    ["style-src 'self'", ...inline.styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${options.connectHosts.join(' ')}`.trim(),
    `frame-src 'self' ${options.frameHosts.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** Sets the headers of SECURITY.md on a reply, with a fresh script nonce. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, options: CspOptions): void {
  request.cspNonce = randomBytes(16).toString('base64')
  reply.header('Content-Security-Policy', contentSecurityPolicy(nonceSources(request.cspNonce), options))
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  reply.header('X-Frame-Options', 'DENY')
  // The camera and microphone are ours only (video visits' call rooms, decision 0069): never a frame's.
  reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(self), payment=(self)')
  reply.header('Cross-Origin-Opener-Policy', options.allowPopups ? 'same-origin-allow-popups' : 'same-origin')
  if (options.isProduction) {
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

/** Headers on every response, 404 and 500 included (SECURITY.md, requests). */
export function registerSecurityHeaders(app: FastifyInstance, options: CspOptions): void {
  app.decorateRequest('cspNonce', '')
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply, options)
  })
}

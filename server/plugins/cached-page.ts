import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type CompressedBodies, type CompressedBody, sendCompressedBody } from './compressed-body.ts'
import type { InlineSources } from './security-headers.ts'

/**
 * A page as the page cache keeps it (decision 0040): the same bytes for everyone who asks, so it
 * is compressed once (brotli and gzip) and answered with an ETag. A nonce would make every answer
 * different; instead the page carries no nonce and its CSP allows its own inline scripts by their
 * SHA-256 hashes, which no injected script can match.
 */
export type CachedPage = {
  status: number
  headers: Array<[string, string]>
  /** The Content-Security-Policy for this page's inline scripts and styles. */
  csp: string
  body: CompressedBody
}

/** Headers the cached body sets for itself, or that describe one answer only. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'content-security-policy', 'transfer-encoding'])

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hashes of a page's inline scripts (those without `src`), each once. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attributes)) continue
    scripts.add(sha256(match[2] ?? ''))
  }
  return [...scripts]
}

/**
 * Scripts by hash. Styles may be inline: the dialogs' scroll lock writes a <style> element at run
 * time whose text (the scrollbar's width) no hash can know, and without a nonce it would be
 * blocked. A style cannot run code; decision 0040 weighs it.
 */
function cachedInlineSources(html: string): InlineSources {
  return { scripts: inlineScriptHashes(html), styles: ["'unsafe-inline'"] }
}

export type CachedPageOptions = {
  /** The Content-Security-Policy for a page's inline sources. */
  policy: (inline: InlineSources) => string
  /** Where a page's compressed forms are kept: the same bytes rendered again are not compressed again. */
  bodies: CompressedBodies
}

/** The page rendered with `nonce`, without it, and the CSP that allows its inline parts by hash. */
export function cachedPage(
  rendered: { status: number; headers: Array<[string, string]>; html: string },
  nonce: string,
  { policy, bodies }: CachedPageOptions,
): CachedPage {
  const html = nonce ? rendered.html.replaceAll(` nonce="${nonce}"`, '') : rendered.html
  const contentType = rendered.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html; charset=utf-8'
  return {
    status: rendered.status,
    headers: rendered.headers.filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase())),
    csp: policy(cachedInlineSources(html)),
    body: bodies.of(html, contentType),
  }
}

export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> {
  reply.status(page.status)
  for (const [name, value] of page.headers) reply.header(name, value)
  reply.header('Content-Security-Policy', page.csp)
  return sendCompressedBody(request, reply, page.body)
}

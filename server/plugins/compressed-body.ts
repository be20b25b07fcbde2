import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

type Encoding = 'br' | 'gzip'

/**
 * A response body kept with its compressed forms, each made once on first use and then reused:
 * an answer that many clients ask for is not compressed again for each (decision 0024). Sent
 * with its ETag, so a client that has it gets 304 and no body.
 */
export type CompressedBody = {
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
  encoded(encoding: Encoding): Promise<Buffer>
}

export function compressedBody(text: string, contentType: string): CompressedBody {
  const body = Buffer.from(text)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const forms = new Map<Encoding, Promise<Buffer>>()
  return {
    body,
    etag,
    contentType,
    encoded(encoding) {
      let form = forms.get(encoding)
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gzipped(body, { level: 9 })
        forms.set(encoding, form)
        // A failure is not remembered.
        form.catch(() => forms.delete(encoding))
      }
      return form
    },
  }
}

/**
 * Compressed bodies by their content: a page rendered again with the same bytes (the page cache
 * renders each URL again when its entry expires) reuses the forms already made. Holds at most
 * `maxEntries`, the oldest going first.
 */
export function createCompressedBodies(maxEntries: number) {
  const bodies = new Map<string, CompressedBody>()
  return {
    of(text: string, contentType: string): CompressedBody {
      const fresh = compressedBody(text, contentType)
      const key = `${contentType} ${fresh.etag}`
      const known = bodies.get(key)
      if (known) {
        bodies.delete(key)
        bodies.set(key, known)
        return known
      }
      if (bodies.size >= maxEntries) {
        const oldest = bodies.keys().next().value
        if (oldest !== undefined) bodies.delete(oldest)
      }
      bodies.set(key, fresh)
      return fresh
    },
    get size(): number {
      return bodies.size
    },
  }
}

export type CompressedBodies = ReturnType<typeof createCompressedBodies>

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';')
    const q = parameters.map((item) => item.trim()).find((item) => item.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) offered.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: string) => offered.get(encoding) ?? offered.get('*') ?? 0
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br'
  if (weightOf('gzip') > 0) return 'gzip'
  return null
}

/** True when the client's If-None-Match names this ETag (weak or strong, or `*`). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || value === etag || value === `W/${etag}`
  })
}

export async function sendCompressedBody(request: FastifyRequest, reply: FastifyReply, entry: CompressedBody): Promise<FastifyReply> {
  reply.header('ETag', entry.etag).header('Vary', 'Accept-Encoding').type(entry.contentType)
  if (notModified(request.headers['if-none-match'], entry.etag)) return reply.code(304).send()
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding || entry.body.length < 1024) return reply.send(entry.body)
  const encoded = await entry.encoded(encoding)
  return reply.header('Content-Encoding', encoding).send(encoded)
}

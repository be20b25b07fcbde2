import { createHash, createHmac } from 'node:crypto'
import { ProviderUnavailableError, requestFailure } from '../../providers/provider-error.ts'
import { type ImageStore, STORED_NAME, contentTypeOf } from './image-store.ts'

export type S3Options = {
  /** The service's address, such as https://s3.ap-south-1.amazonaws.com or a MinIO or R2 endpoint. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** For tests: the moment each request is signed at. */
  now?: () => Date
  /** How long one request (and reading its answer) may take; S3_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number
}

/** The longest one S3 request may take, its body included (a 6 MB upload's variants are well under 1 MB each). */
export const S3_TIMEOUT_MS = 20_000

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding of one path segment, as AWS Signature Version 4 wants it. */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** A query string as Signature Version 4 signs it (each part encoded, sorted); sent the same way, so what is signed is what arrives. */
const canonicalQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`)
    .sort()
    .join('&')

/**
 * The Authorization header of AWS Signature Version 4 for one S3 request: every header given is
 * signed, names lower-cased. The headers must include host, x-amz-date and x-amz-content-sha256.
 */
export function signV4(request: {
  method: string
  path: string
  /** The query's parameters, if any (unencoded). */
  query?: Record<string, string>
  headers: Record<string, string>
  region: string
  accessKeyId: string
  secretAccessKey: string
}): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  const signedHeaders = headers.map(([name]) => name).join(';')
  const amzDate = headers.find(([name]) => name === 'x-amz-date')?.[1] ?? ''
  const payloadHash = headers.find(([name]) => name === 'x-amz-content-sha256')?.[1] ?? ''
  const day = amzDate.slice(0, 8)
  const canonical = [request.method, request.path, canonicalQuery(request.query ?? {}), ...headers.map(([name, value]) => `${name}:${value}`), '', signedHeaders, payloadHash].join('\n')
  const scope = `${day}/${request.region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), 's3'), 'aws4_request')
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }
const xmlText = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity)

/** The objects and the next page's token of one ListObjectsV2 answer. */
export function parseListPage(xml: string): { objects: Array<{ key: string; lastModified: Date }>; next: string | null } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].flatMap(([, body = '']) => {
    const key = /<Key>([^<]*)<\/Key>/.exec(body)?.[1]
    const lastModified = /<LastModified>([^<]*)<\/LastModified>/.exec(body)?.[1]
    return key && lastModified ? [{ key: xmlText(key), lastModified: new Date(lastModified) }] : []
  })
  const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml)
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
  return { objects, next: truncated && token ? xmlText(token) : null }
}

/** Images in an S3-compatible bucket (path-style addresses, so MinIO and R2 work too), under uploads/. */
export function s3ImageStore(options: S3Options): ImageStore {
  const endpoint = new URL(options.endpoint)
  const base = endpoint.pathname.replace(/\/+$/, '')
  const now = options.now ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? S3_TIMEOUT_MS
  const unavailable = (reason: string) => new ProviderUnavailableError('s3', reason)

  /** Reads an answer's body under the request's own time limit. */
  async function read<T>(what: string, reading: Promise<T>): Promise<T> {
    try {
      return await reading
    } catch (error) {
      throw unavailable(`${what}: ${requestFailure(error, timeoutMs)}`)
    }
  }

  async function send(method: 'PUT' | 'GET' | 'DELETE', name: string | null, body?: Buffer, contentType?: string, query?: Record<string, string>): Promise<Response> {
    const bucketPath = `${base}/${encodeSegment(options.bucket)}`
    const path = name === null ? `${bucketPath}/` : `${bucketPath}/uploads/${encodeSegment(name)}`
    const amzDate = now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDate,
      'x-amz-content-sha256': sha256(body ?? ''),
      ...(contentType ? { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' } : {}),
    }
    const authorization = signV4({ method, path, query, headers, region: options.region, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey })
    const { host: _host, ...sent } = headers
    const url = new URL(path, endpoint)
    url.search = canonicalQuery(query ?? {})
    try {
      return await fetch(url, { method, headers: { ...sent, authorization }, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw unavailable(`${method} ${name === null ? 'list' : 'object'}: ${requestFailure(error, timeoutMs)}`)
    }
  }

  return {
    async put(name, bytes, contentType) {
      if (!STORED_NAME.test(name)) throw new Error('not a stored image name')
      const response = await send('PUT', name, bytes, contentType)
      if (!response.ok) throw unavailable(`S3 PUT answered ${response.status}`)
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return null
      const response = await send('GET', name)
      if (response.status === 404) return null
      if (!response.ok) throw unavailable(`S3 GET answered ${response.status}`)
      return { bytes: Buffer.from(await read('GET object', response.arrayBuffer())), contentType: response.headers.get('content-type') ?? contentTypeOf(name) }
    },
    async delete(name) {
      if (!STORED_NAME.test(name)) throw new Error('not a stored image name')
      const response = await send('DELETE', name)
      // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw unavailable(`S3 DELETE answered ${response.status}`)
    },
    async *list() {
      let token: string | null = null
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: 'uploads/', ...(token ? { 'continuation-token': token } : {}) }
        const response = await send('GET', null, undefined, undefined, query)
        if (!response.ok) throw unavailable(`S3 list answered ${response.status}`)
        const page = parseListPage(await read('list', response.text()))
        for (const object of page.objects) {
          const name = object.key.slice('uploads/'.length)
          if (STORED_NAME.test(name)) yield { name, storedAt: object.lastModified }
        }
        token = page.next
      } while (token)
    },
  }
}

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeHttpServer } from '../../../tests/support/fake-http.ts'
import { s3ImageStore, signV4 } from './s3-image-store.ts'

const CREDENTIALS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' }

describe('AWS Signature Version 4', () => {
  it('signs the GET object example of the S3 documentation to its published signature', () => {
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      ...CREDENTIALS,
    })
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })

  it('signs the GET Bucket (list objects) example, with its query, to its published signature', () => {
    const authorization = signV4({
      method: 'GET',
      path: '/',
      query: { 'max-keys': '2', prefix: 'J' },
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      ...CREDENTIALS,
    })
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    )
  })
})

describe('listing the images of an S3 bucket', () => {
  it('reads every page of ListObjectsV2 under uploads/, signed as sent, and keeps only stored image names', async () => {
    const first = `${'d'.repeat(32)}-400.webp`
    const second = `${'e'.repeat(32)}-1200.webp`
    const token = '1/a+b=c&d'
    const page = (contents: Array<[string, string]>, next?: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>petvaidya-media</Name><Prefix>uploads/</Prefix>${contents
        .map(([key, at]) => `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><Size>10</Size></Contents>`)
        .join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next.replace('&', '&amp;')}</NextContinuationToken>` : ''}</ListBucketResult>`
    const s3 = await fakeHttpServer((seen, response) => {
      const query = new URL(seen.url, 'http://bucket').searchParams
      const body = query.get('continuation-token') === token
        ? page([[`uploads/${second}`, '2026-11-02T10:00:00.000Z']])
        : page([[`uploads/${first}`, '2026-11-01T10:00:00.000Z'], ['uploads/notes.txt', '2026-11-01T10:00:00.000Z']], token)
      response.writeHead(200, { 'content-type': 'application/xml' }).end(body)
    })
    try {
      const store = s3ImageStore({ endpoint: s3.baseUrl, bucket: 'petvaidya-media', region: 'ap-south-1', ...CREDENTIALS, now: () => new Date('2026-12-04T06:00:00Z') })
      const listed = []
      for await (const image of store.list()) listed.push(image)
      expect(listed).toEqual([
        { name: first, storedAt: new Date('2026-11-01T10:00:00.000Z') },
        { name: second, storedAt: new Date('2026-11-02T10:00:00.000Z') },
      ])
      expect(s3.seen.map((seen) => seen.url)).toEqual([
        '/petvaidya-media/?list-type=2&prefix=uploads%2F',
        '/petvaidya-media/?continuation-token=1%2Fa%2Bb%3Dc%26d&list-type=2&prefix=uploads%2F',
      ])
      // The query the server received is the one that was signed.
      const [, second_] = s3.seen
      expect(second_!.headers.authorization).toBe(
        signV4({
          method: 'GET',
          path: '/petvaidya-media/',
          query: { 'list-type': '2', prefix: 'uploads/', 'continuation-token': token },
          headers: { host: new URL(s3.baseUrl).host, 'x-amz-date': '20261204T060000Z', 'x-amz-content-sha256': second_!.headers['x-amz-content-sha256'] as string },
          region: 'ap-south-1',
          ...CREDENTIALS,
        }),
      )
    } finally {
      await s3.close()
    }
  })

  it('fails, for the sweep to try again, when the bucket cannot be listed', async () => {
    const s3 = await fakeHttpServer((_seen, response) => void response.writeHead(403).end())
    try {
      const store = s3ImageStore({ endpoint: s3.baseUrl, bucket: 'petvaidya-media', region: 'ap-south-1', ...CREDENTIALS })
      await expect(store.list()[Symbol.asyncIterator]().next()).rejects.toThrow('S3 list answered 403')
    } finally {
      await s3.close()
    }
  })
})

describe('S3 image store against a local fake server', () => {
  const objects = new Map<string, { body: Buffer; type: string }>()
  const seen: Array<{ method: string; url: string; authorization: string; cacheControl?: string }> = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, authorization: String(request.headers.authorization), cacheControl: request.headers['cache-control'] })
      if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/')) {
        response.writeHead(403).end()
        return
      }
      if (request.url!.includes('refused')) {
        response.writeHead(503).end()
        return
      }
      if (request.method === 'DELETE') {
        objects.delete(request.url!)
        response.writeHead(204).end()
        return
      }
      if (request.method === 'PUT') {
        objects.set(request.url!, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) })
        response.writeHead(200).end()
        return
      }
      const object = objects.get(request.url!)
      if (!object) response.writeHead(404).end()
      else response.writeHead(200, { 'content-type': object.type }).end(object.body)
    })
  })
  let endpoint = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('puts an image under uploads/ with its type and a year of caching, reads it back, and answers null for a missing one', async () => {
    const store = s3ImageStore({ endpoint, bucket: 'petvaidya-media', region: 'ap-south-1', ...CREDENTIALS, now: () => new Date('2026-12-04T06:00:00Z') })
    const name = `${'a'.repeat(32)}-800.webp`
    await store.put(name, Buffer.from('webp bytes'), 'image/webp')
    expect(seen[0]).toMatchObject({ method: 'PUT', url: `/petvaidya-media/uploads/${name}`, cacheControl: 'public, max-age=31536000, immutable' })
    expect(seen[0]!.authorization).toContain('/20261204/ap-south-1/s3/aws4_request')
    expect(await store.get(name)).toEqual({ bytes: Buffer.from('webp bytes'), contentType: 'image/webp' })
    expect(await store.get(`${'b'.repeat(32)}-800.webp`)).toBeNull()
    expect(await store.get('../secrets')).toBeNull()
  })

  it('deletes an image by a signed DELETE, again without complaint, and fails (for a retry) when the store refuses', async () => {
    const store = s3ImageStore({ endpoint, bucket: 'petvaidya-media', region: 'ap-south-1', ...CREDENTIALS })
    const name = `${'c'.repeat(32)}-480.webp`
    await store.put(name, Buffer.from('webp bytes'), 'image/webp')
    expect(await store.get(name)).not.toBeNull()
    seen.length = 0
    await store.delete(name)
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: `/petvaidya-media/uploads/${name}` })
    expect(seen[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//)
    expect(await store.get(name)).toBeNull()
    await store.delete(name)
    await expect(store.delete('../secrets')).rejects.toThrow('not a stored image name')
    const refusing = s3ImageStore({ endpoint: `${endpoint}/refused`, bucket: 'petvaidya-media', region: 'ap-south-1', ...CREDENTIALS })
    await expect(refusing.delete(name)).rejects.toThrow('S3 DELETE answered 503')
  })
})

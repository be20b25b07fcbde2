import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

import { describe, expect, it } from 'vitest'
import { compressedBody, notModified, preferredEncoding } from './compressed-body.ts'

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['GZIP', 'gzip'],
    ['deflate', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('notModified', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
  ] as const)('If-None-Match %s -> %s', (header, expected) => {
    expect(notModified(header, '"abc"')).toBe(expected)
  })
})

describe('compressedBody', () => {
  it('compresses each encoding once and reuses it', async () => {
    const body = compressedBody(JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index }))), 'application/json')
    const first = await body.encoded('br')
    expect(await body.encoded('br')).toBe(first)
    expect(await body.encoded('gzip')).not.toBe(first)
    expect(first.length).toBeLessThan(body.body.length)
  })

  it('gives the same ETag to the same text and another to other text', () => {
    expect(compressedBody('a', 'text/plain').etag).toBe(compressedBody('a', 'text/plain').etag)
    expect(compressedBody('a', 'text/plain').etag).not.toBe(compressedBody('b', 'text/plain').etag)
  })
})

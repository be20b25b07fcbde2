import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildHead } from '../core/site/head.ts'

describe('the Open Graph image', () => {
  it('is the PNG in public/ that every page names, 1200 x 630 and light enough to share', () => {
    const image = new URL(buildHead({ path: '/faq', origin: 'https://petvaidya.in' }).image)
    const file = readFileSync(new URL(`../public${image.pathname}`, import.meta.url))
    expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([1200, 630])
    expect(file.length).toBeLessThan(300_000)
  })
})

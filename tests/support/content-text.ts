/**
 * Helpers for the tests of the page copy in content/: every string of a copy object, the links
 * it makes, and how much two pages' texts overlap.
 */

/** Every string inside a value, depth first. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf)
  return []
}

/** Every `to` of a link object inside a value. */
export function linksOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksOf)
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const own = typeof record.to === 'string' ? [record.to] : []
    return [...own, ...Object.values(record).flatMap(linksOf)]
  }
  return []
}

function shingles(text: string, size = 3): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? []
  const set = new Set<string>()
  for (let index = 0; index + size <= words.length; index += 1) set.add(words.slice(index, index + size).join(' '))
  return set
}

/** The Jaccard similarity of the three-word sequences of two texts: 0 for nothing shared, 1 for the same text. */
export function textSimilarity(a: string, b: string): number {
  const left = shingles(a)
  const right = shingles(b)
  if (left.size === 0 && right.size === 0) return 1
  let shared = 0
  for (const shingle of left) if (right.has(shingle)) shared += 1
  return shared / (left.size + right.size - shared)
}

/** Prices belong to the catalogue; copy that names a rupee amount would go stale when a price changes. */
export const PRICE_IN_TEXT = /₹|\bRs\.?\s*\d|\bINR\s*\d|\d\s*(?:rupees|\/-)/i

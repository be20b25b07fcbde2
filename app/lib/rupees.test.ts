import { describe, expect, it } from 'vitest'
import { formatRupees } from './rupees.ts'

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [149, '₹149'],
    [1499, '₹1,499'],
    [100000, '₹1,00,000'],
    [149.5, '₹149.50'],
  ])('writes %d as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected)
  })
})

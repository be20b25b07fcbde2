import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bookingAmountDue, bookingTotal, paymentLine } from './pricing.ts'

describe('bookingTotal', () => {
  const lines = [
    { listPricePaise: 149_900, pricePaise: 119_900, quantity: 1 },
    { listPricePaise: 89_900, pricePaise: 69_900, quantity: 2 },
  ]

  it('is the list total minus the discounts', () => {
    expect(bookingTotal(lines, { vaccinationPlan: false })).toEqual({ listPaise: 329_700, discountPaise: 70_000, totalPaise: 259_700 })
  })

  it('charges list prices without discount under a vaccination plan', () => {
    expect(bookingTotal(lines, { vaccinationPlan: true })).toEqual({ listPaise: 329_700, discountPaise: 0, totalPaise: 329_700 })
  })

  it('always equals list minus discount, never above the list total', () => {
    const line = fc.record({
      listPricePaise: fc.integer({ min: 1, max: 10_000_000 }),
      discount: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.boolean(), (raw, plan) => {
        const priced = raw.map((entry) => ({ ...entry, pricePaise: Math.max(1, entry.listPricePaise - entry.discount) }))
        const total = bookingTotal(priced, { vaccinationPlan: plan })
        expect(total.totalPaise).toBe(total.listPaise - total.discountPaise)
        expect(total.totalPaise).toBeLessThanOrEqual(total.listPaise)
      }),
    )
  })
})

describe('payment line', () => {
  it.each([
    [0, 2, 'Payment Completed'],
    [0, 0, 'Covered by Membership'],
    [799, 0, 'Payment will be collected after the service'],
    [1199, 1, 'Payment will be collected after the service'],
  ] as const)('amount due %d with %d items -> %s', (due, items, line) => {
    expect(paymentLine(due, items)).toBe(line)
  })

  it('an empty cart owes the visit charge unless a membership covers it', () => {
    expect(bookingAmountDue(0, 0, false, 799)).toBe(799)
    expect(bookingAmountDue(0, 0, true, 799)).toBe(0)
    expect(bookingAmountDue(0, 2, false, 799)).toBe(0)
    expect(bookingAmountDue(2398, 2, true, 799)).toBe(2398)
  })
})

describe('default visit charges', () => {
  it('are the catalogue rows of the same price, so the server and the summary agree', async () => {
    const { SERVICE_CATALOGUE } = await import('../catalogue/services.ts')
    const { DEFAULT_VISIT_CHARGES } = await import('./pricing.ts')
    for (const charge of Object.values(DEFAULT_VISIT_CHARGES)) {
      expect(SERVICE_CATALOGUE.find((service) => service.id === charge.catalogueId)).toMatchObject({
        title: charge.title,
        price: charge.price,
        discountedPrice: charge.discountedPrice,
      })
    }
  })
})

describe('visitCharge', () => {
  it('reads a visit’s price from the catalogue it is given, so a changed price is the price shown and charged', async () => {
    const { SERVICE_CATALOGUE } = await import('../catalogue/services.ts')
    const { visitCharge } = await import('./pricing.ts')
    const changed = SERVICE_CATALOGUE.map((service) => (service.id === 'home-visit' ? { ...service, discountedPrice: 849 } : service))
    expect(visitCharge(changed, 'home')).toEqual({ catalogueId: 'home-visit', title: 'Vet Home Visit', price: 999, discountedPrice: 849 })
    expect(visitCharge(changed, 'video')?.catalogueId).toBe('video-consultation')
    expect(visitCharge(changed.filter((service) => service.id !== 'clinic-consultation'), 'clinic')).toBeNull()
  })
})

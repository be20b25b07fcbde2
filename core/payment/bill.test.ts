import { describe, expect, it } from 'vitest'
import { bookingLines, computeBill, financialYearOf, includedTaxPaise, paymentStatusOf, receiptNumber } from './bill.ts'

const checkup = { id: 'dog-checkup', title: 'Health check-up', pricePaise: 49_900, quantity: 1 }

describe('the bill of a visit', () => {
  it('starts from the booking, with the visit charge as the difference to the booked total', () => {
    const bill = computeBill(bookingLines([checkup], 79_900), 0)
    expect(bill.lines.map((line) => [line.title, line.amountPaise])).toEqual([
      ['Health check-up', 49_900],
      ['Visit charge', 30_000],
    ])
    expect(bill).toMatchObject({ totalPaise: 79_900, paidPaise: 0, duePaise: 79_900, taxPaise: 0 })
  })

  it('adds the vet’s lines and takes off what was paid online', () => {
    const lines = [
      ...bookingLines([checkup], 49_900),
      { serviceId: 'rabies', title: 'Anti-rabies vaccine', unitPaise: 45_000, quantity: 1, taxRateBps: 1200, source: 'visit' as const, lineId: 'l1' },
    ]
    const bill = computeBill(lines, 49_900)
    expect(bill.totalPaise).toBe(94_900)
    expect(bill.duePaise).toBe(45_000)
    expect(bill.taxPaise).toBe(includedTaxPaise(45_000, 1200))
    expect(bill.taxPaise).toBe(4821)
    expect(bill.subtotalPaise + bill.taxPaise).toBe(bill.totalPaise)
  })

  it('never owes below zero, and a booking discount is a negative line', () => {
    const bill = computeBill(bookingLines([checkup], 40_000), 49_900)
    expect(bill.lines.at(-1)).toMatchObject({ title: 'Booking discount', amountPaise: -9_900 })
    expect(bill.duePaise).toBe(0)
  })

  it('refuses a line that is not whole paise', () => {
    expect(() => computeBill([{ serviceId: 'x', title: 'X', unitPaise: 10.5, quantity: 1, taxRateBps: 0, source: 'visit', lineId: 'l' }], 0)).toThrow()
  })
})

describe('payment status', () => {
  it('is due, paid, partly refunded or refunded', () => {
    expect(paymentStatusOf({ totalPaise: 100, paidPaise: 0, refundedPaise: 0 })).toBe('due')
    expect(paymentStatusOf({ totalPaise: 100, paidPaise: 50, refundedPaise: 0 })).toBe('due')
    expect(paymentStatusOf({ totalPaise: 100, paidPaise: 100, refundedPaise: 0 })).toBe('paid')
    expect(paymentStatusOf({ totalPaise: 100, paidPaise: 100, refundedPaise: 40 })).toBe('partly_refunded')
    expect(paymentStatusOf({ totalPaise: 100, paidPaise: 100, refundedPaise: 100 })).toBe('refunded')
  })
})

describe('receipt numbers', () => {
  it('run per Indian financial year, April to March, in India time', () => {
    expect(financialYearOf(new Date('2026-11-25T10:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
    expect(receiptNumber('2026-27', 123)).toBe('PV/2026-27/000123')
    expect(() => receiptNumber('2026-27', 0)).toThrow()
  })
})

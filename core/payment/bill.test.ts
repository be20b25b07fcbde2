import { describe, expect, it } from 'vitest'
import { type AddedBillLine, MEMBERSHIP_LINE_TITLES, billLinesOfVisit, bookingLines, computeBill, financialYearOf, includedTaxPaise, lineRemovable, memberDiscountPaise, paymentStatusOf, receiptNumber } from './bill.ts'

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

const added = (serviceType: string | null, unitPaise: number, memberDiscountPercent: number, quantity = 1): AddedBillLine => ({
  serviceId: `svc-${serviceType}`,
  title: `A ${serviceType}`,
  unitPaise,
  quantity,
  taxRateBps: 0,
  source: 'visit',
  lineId: `line-${serviceType}-${unitPaise}`,
  serviceType,
  memberDiscountPercent,
})

describe('Gold Membership on the bill', () => {
  it('takes the member’s percent off vaccines and lab tests the vet adds, in whole rupees per line, as one negative line', () => {
    const lines = billLinesOfVisit(bookingLines([checkup], 79_900), [added('vaccination', 69_900, 10), added('labtest', 129_900, 10), added('medicine', 35_000, 10)])
    const bill = computeBill(lines, 0)
    expect(bill.lines.map((line) => [line.title, line.amountPaise, line.source])).toEqual([
      ['Health check-up', 49_900, 'booking'],
      ['Visit charge', 30_000, 'booking'],
      ['A vaccination', 69_900, 'visit'],
      ['A labtest', 129_900, 'visit'],
      ['A medicine', 35_000, 'visit'],
      // ₹69.90 and ₹129.90 round down to whole rupees: ₹69 + ₹129.
      ['Gold Membership discount', -19_800, 'membership'],
    ])
    expect(bill.totalPaise).toBe(79_900 + 69_900 + 129_900 + 35_000 - 19_800)
  })

  it('gives no discount to a non-member (0 %) or on a service type outside the rule', () => {
    expect(memberDiscountPaise([added('vaccination', 69_900, 0), added('medicine', 35_000, 20), added(null, 10_000, 20)])).toBe(0)
    const lines = billLinesOfVisit(bookingLines([checkup], 79_900), [added('vaccination', 69_900, 0)])
    expect(lines.some((line) => line.source === 'membership')).toBe(false)
  })

  it('counts the quantity of a line before taking the percent', () => {
    expect(memberDiscountPaise([added('vaccination', 45_000, 15, 2)])).toBe(13_500)
  })

  it('shows what a member-priced booking saved, by benefit', () => {
    const homeVisit = { id: 'home-visit', title: 'Home visit', pricePaise: 79_900, quantity: 1 }
    const free = computeBill(bookingLines([homeVisit], 0, () => 0, 'free_visit'), 0)
    expect(free.lines.map((line) => [line.title, line.amountPaise, line.source])).toEqual([
      ['Home visit', 79_900, 'booking'],
      [MEMBERSHIP_LINE_TITLES.free_visit, -79_900, 'membership'],
    ])
    expect(free).toMatchObject({ totalPaise: 0, duePaise: 0 })
    const video = { id: 'video-consult', title: 'Video consultation', pricePaise: 49_900, quantity: 1 }
    expect(bookingLines([video], 0, () => 0, 'free_video').at(-1)).toMatchObject({ title: 'Gold Membership: free video consultation', unitPaise: -49_900 })
    const vaccine = { id: 'rabies', title: 'Anti-rabies vaccine', pricePaise: 69_900, quantity: 1 }
    expect(bookingLines([vaccine], 62_900, () => 0, 'discount').at(-1)).toMatchObject({ title: 'Gold Membership discount', unitPaise: -7_000, source: 'membership' })
    // Without a benefit the same difference stays a booking discount.
    expect(bookingLines([vaccine], 62_900).at(-1)).toMatchObject({ title: 'Booking discount', source: 'booking' })
  })

  it('keeps one discount line when the booking’s discount and the vet’s lines’ discount meet', () => {
    const vaccine = { id: 'rabies', title: 'Anti-rabies vaccine', pricePaise: 69_900, quantity: 1 }
    const lines = billLinesOfVisit(bookingLines([vaccine], 62_900, () => 0, 'discount'), [added('labtest', 129_900, 10)])
    const discounts = lines.filter((line) => line.title === MEMBERSHIP_LINE_TITLES.discount)
    expect(discounts).toEqual([expect.objectContaining({ unitPaise: -7_000 - 12_900 })])
    expect(lines.at(-1)).toBe(discounts[0])
    expect(computeBill(lines, 0).totalPaise).toBe(62_900 + 129_900 - 12_900)
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

describe('lineRemovable', () => {
  const visitLine = (lineId: string, unitPaise: number) => ({ serviceId: 'x', title: lineId, unitPaise, quantity: 1, taxRateBps: 0, source: 'visit' as const, lineId })
  const booked = { serviceId: 'dog-vaccination-core', title: 'Dog Core Vaccine', unitPaise: 119_900, quantity: 1, taxRateBps: 0, source: 'booking' as const, lineId: null }

  it('lets the vet take off a line added to a prepaid bill while it is unpaid, never the booking’s lines', () => {
    const bill = computeBill([booked, visitLine('rabies', 69_900)], 119_900)
    expect(bill.lines.map((line) => lineRemovable(bill, line))).toEqual([false, true])
  })

  it('keeps a line once it is paid for, and a line larger than what is still due', () => {
    const paid = computeBill([booked, visitLine('rabies', 69_900)], 189_800)
    expect(paid.lines.map((line) => lineRemovable(paid, line))).toEqual([false, false])
    // ₹699 paid of ₹699 + ₹200: the ₹200 line can go, the ₹699 one cannot.
    const part = computeBill([visitLine('rabies', 69_900), visitLine('deworming', 20_000)], 69_900)
    expect(part.lines.map((line) => lineRemovable(part, line))).toEqual([false, true])
  })
})

import { describe, expect, it } from 'vitest'
import { type VisitPaymentRow, paidBefore, paidByMethod, paidOfVisit, receiptAccount } from './visit-payments.ts'

const VISIT = { id: 'visit-1', paymentId: 'online-1', totalPaise: 119_900 }
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 5, minute))

function row(fields: Partial<VisitPaymentRow> & Pick<VisitPaymentRow, 'id' | 'amountPaise'>): VisitPaymentRow {
  return {
    source: 'door',
    extra: false,
    createdAt: at(0),
    voidedAt: null,
    depositedAt: null,
    appointmentId: VISIT.id,
    orderAppointmentId: VISIT.id,
    collectMethod: 'cash',
    collectedBy: 'vet-1',
    receiptNumber: null,
    ...fields,
  }
}

const ONLINE = row({ id: 'online-1', amountPaise: 119_900, source: 'checkout', orderAppointmentId: null, collectMethod: null, collectedBy: null, receiptNumber: 'PV/2026-27/000001' })

describe('paidOfVisit', () => {
  it('counts the booking’s online payment and each door payment once, by method', () => {
    const qr = row({ id: 'qr-1', amountPaise: 69_900, source: 'webhook', appointmentId: VISIT.id, collectMethod: 'upi_qr', createdAt: at(5), receiptNumber: 'PV/2026-27/000002' })
    const paid = paidOfVisit(VISIT, [qr, ONLINE], [])
    expect(paid).toMatchObject({ onlinePaise: 119_900, doorPaise: 69_900, refundedPaise: 0, cashHeld: [] })
    expect(paid.counted.map((payment) => [payment.method, payment.amountPaise, payment.receiptNumber])).toEqual([
      ['online', 119_900, 'PV/2026-27/000001'],
      ['upi_qr', 69_900, 'PV/2026-27/000002'],
    ])
    expect(paidByMethod(paid.counted)).toEqual([
      { method: 'online', amountPaise: 119_900 },
      { method: 'upi_qr', amountPaise: 69_900 },
    ])
  })

  it('counts the online payment up to the booking’s total only', () => {
    expect(paidOfVisit({ ...VISIT, totalPaise: 79_900 }, [ONLINE], []).onlinePaise).toBe(79_900)
  })

  it('leaves out extra payments, cash undone, and payments of another visit or an order not made at the door', () => {
    const rows = [
      row({ id: 'extra', amountPaise: 69_900, extra: true }),
      row({ id: 'void', amountPaise: 69_900, voidedAt: at(3) }),
      row({ id: 'other', amountPaise: 69_900, appointmentId: 'visit-2', orderAppointmentId: 'visit-2' }),
      // A webhook payment names its visit by its order: an online order names none.
      row({ id: 'online-2', amountPaise: 69_900, source: 'webhook', orderAppointmentId: null, collectMethod: null }),
    ]
    const paid = paidOfVisit(VISIT, rows, [])
    expect(paid.counted).toEqual([])
    expect(paid.cashHeld).toEqual([])
  })

  it('counts refunds of counted payments only', () => {
    expect(paidOfVisit(VISIT, [ONLINE], [{ amountPaise: 119_900, extra: false }, { amountPaise: 69_900, extra: true }]).refundedPaise).toBe(119_900)
  })

  it('holds cash with who took it until it is deposited', () => {
    const rows = [row({ id: 'c1', amountPaise: 30_000 }), row({ id: 'c2', amountPaise: 20_000, collectedBy: 'vet-2' }), row({ id: 'c3', amountPaise: 10_000 }), row({ id: 'c4', amountPaise: 5_000, depositedAt: at(30) })]
    expect(paidOfVisit({ ...VISIT, paymentId: null }, rows, []).cashHeld).toEqual([
      { heldBy: 'vet-1', amountPaise: 40_000 },
      { heldBy: 'vet-2', amountPaise: 20_000 },
    ])
  })
})

describe('paidBefore and receiptAccount', () => {
  const cash = row({ id: 'cash-1', amountPaise: 69_900, createdAt: at(10), receiptNumber: 'PV/2026-27/000002' })
  const lines = [{ amountPaise: 119_900 }, { amountPaise: 69_900 }]

  it('a later payment’s receipt names what was paid before it, and what is left', () => {
    const before = paidBefore(VISIT, [ONLINE, cash], { id: cash.id, createdAt: cash.createdAt, receiptNumber: cash.receiptNumber })
    expect(before.map((payment) => [payment.method, payment.amountPaise, payment.receiptNumber])).toEqual([['online', 119_900, 'PV/2026-27/000001']])
    expect(receiptAccount(lines, 69_900, before)).toMatchObject({ totalPaise: 189_800, beforePaise: 119_900, thisPaise: 69_900, balancePaise: 0 })
  })

  it('the first payment of a bill it pays in full has no account: its lines say it all', () => {
    expect(receiptAccount([{ amountPaise: 119_900 }], 119_900, paidBefore(VISIT, [ONLINE], { id: ONLINE.id, createdAt: ONLINE.createdAt, receiptNumber: ONLINE.receiptNumber }))).toBeNull()
  })

  it('a part payment shows the balance still due', () => {
    expect(receiptAccount(lines, 50_000, [])).toMatchObject({ totalPaise: 189_800, beforePaise: 0, balancePaise: 139_800 })
  })

  it('a payment made later, or cash undone before this payment, was not paid before it; cash undone after it was', () => {
    const later = row({ id: 'later', amountPaise: 10_000, createdAt: at(20) })
    const undoneBefore = row({ id: 'undone-before', amountPaise: 69_900, createdAt: at(1), voidedAt: at(4) })
    const undoneAfter = row({ id: 'undone-after', amountPaise: 5_000, createdAt: at(2), voidedAt: at(15) })
    const before = paidBefore(VISIT, [ONLINE, cash, later, undoneBefore, undoneAfter], { id: cash.id, createdAt: cash.createdAt, receiptNumber: cash.receiptNumber })
    expect(before.map((payment) => payment.id)).toEqual(['online-1', 'undone-after'])
  })
})

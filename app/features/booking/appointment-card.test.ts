import { createTranslator } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { billText, changeNoteOf, totalText } from './appointment-card.tsx'

const english = createTranslator({ locale: 'en-IN', messages: MESSAGES.en, namespace: 'appointments' })
const hindi = createTranslator({ locale: 'hi', messages: MESSAGES.hi, namespace: 'appointments' })

describe('changeNoteOf', () => {
  it.each([
    [{ canChange: true, canReschedule: true, rescheduleCount: 0, visitStatus: 'booked' }, null],
    [{ canChange: true, canReschedule: false, rescheduleCount: 3, visitStatus: 'confirmed' }, 'Moved 3 times already: to move it again, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 0, visitStatus: 'vet_assigned' }, 'A vet has this visit now: to change it, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 0, visitStatus: 'in_progress' }, 'A vet has this visit now: to change it, please call us.'],
    [{ canChange: false, canReschedule: false, rescheduleCount: 1, visitStatus: 'booked' }, 'This visit is less than 2 hours away: to change it, please call us.'],
  ] as const)('says why %o cannot be changed online', (appointment, note) => {
    expect(changeNoteOf(appointment, english)).toBe(note)
  })

  it('says it in Hindi on a Hindi page, with the count', () => {
    expect(changeNoteOf({ canChange: true, canReschedule: false, rescheduleCount: 3, visitStatus: 'confirmed' }, hindi)).toBe(
      'समय पहले ही 3 बार बदला जा चुका है: फिर से बदलने के लिए कृपया हमें फ़ोन करें।',
    )
  })
})

describe('billText', () => {
  it.each([
    [{ total: 1598, paidOnline: 799, paidAtDoor: 799, refunded: 0, due: 0 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit · ₹799 at the visit', due: 'Nothing due' }],
    [{ total: 1598, paidOnline: 799, paidAtDoor: 0, refunded: 0, due: 799 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit', due: '₹799 still due' }],
    [{ total: 1498, paidOnline: 0, paidAtDoor: 0, refunded: 0, due: 1498 }, { total: '₹1,498 · billed at the visit', paid: 'Nothing yet', due: '₹1,498 still due' }],
    [{ total: 1598, paidOnline: 799, paidAtDoor: 1598, refunded: 799, due: 0 }, { total: '₹1,598 · billed at the visit', paid: '₹799 online before the visit · ₹1,598 at the visit', due: 'Nothing due · ₹799 refunded' }],
  ] as const)('tells the owner the bill %o', (bill, text) => {
    expect(billText(bill, english)).toEqual(text)
  })

  it('tells it in Hindi with the same rupees', () => {
    expect(billText({ total: 1598, paidOnline: 799, paidAtDoor: 1598, refunded: 799, due: 0 }, hindi)).toEqual({
      total: '₹1,598 · विज़िट पर बना बिल',
      paid: '₹799 विज़िट से पहले ऑनलाइन · ₹1,598 विज़िट पर',
      due: 'कुछ बाक़ी नहीं · ₹799 वापस किए',
    })
  })
})

describe('totalText', () => {
  it('reads a visit Gold Membership pays for as covered, not as paid online', () => {
    const visit = { status: 'booked' as const, paidAmount: 0, totalAmount: 0, amountDue: 0, receipts: [] }
    expect(totalText({ ...visit, membershipBenefit: 'free_visit' }, english)).toBe('Covered by Gold Membership')
    expect(totalText({ ...visit, totalAmount: 799, paidAmount: 799, membershipBenefit: null }, english)).toBe('₹799 · paid online')
    expect(totalText({ ...visit, membershipBenefit: 'free_visit' }, hindi)).toBe('गोल्ड मेंबरशिप में शामिल')
  })

  it('reads a cancelled visit paid for nothing as nothing to pay, in either language', () => {
    const cancelled = { status: 'cancelled' as const, paidAmount: 0, totalAmount: 799, amountDue: 799, receipts: [], membershipBenefit: null }
    expect(totalText(cancelled, english)).toBe('Cancelled · nothing to pay')
    expect(totalText(cancelled, hindi)).toBe('कैंसिल · कुछ नहीं देना')
  })
})

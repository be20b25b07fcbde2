import { formatLongDateTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { mailText, ownerTranslator, rupeesOfPaise } from '../../i18n/owner-messages.ts'

/** What a receipt paid for: a visit, or the titles of what was bought online (a membership). */
export type PaidFor = { visit: { petName: string; date: string; time: string } } | { items: readonly string[] }

/** What the owner is told when a receipt is issued (issue 22): by SMS with its link, and by e-mail. */
export type ReceiptNotice = {
  number: string
  amountPaise: number
  /** The receipt's page: site origin + /receipts/PV-2026-27-000123. */
  url: string
  /** Null when the account has no name: the e-mail greets 'the account holder'. */
  ownerName: string | null
  paidFor: PaidFor
  supportPhone: string
}

/** 'for Bruno's visit on Friday, 4 December 2026, 6:00 pm', 'for Gold Membership', in the owner's language. */
export function paidForText(paidFor: PaidFor, language: Language = 'en'): string {
  const t = ownerTranslator(language)
  if ('visit' in paidFor) return t('sms.paidForVisit', { petName: paidFor.visit.petName, when: formatLongDateTime(paidFor.visit.date, paidFor.visit.time, language) })
  return paidFor.items.length > 0 ? t('sms.paidForItems', { items: paidFor.items.join(', ') }) : t('sms.paidOnline')
}

export function receiptSmsText(notice: ReceiptNotice, language: Language = 'en'): string {
  const values = { amount: rupeesOfPaise(notice.amountPaise), paidFor: paidForText(notice.paidFor, language), number: notice.number, url: notice.url }
  return ownerTranslator(language)('sms.receipt', values)
}

/** The receipt's e-mail: its subject and text (the receipt itself follows as HTML). */
export function receiptMail(notice: ReceiptNotice, language: Language = 'en'): { subject: string; text: string } {
  const t = ownerTranslator(language)
  const amount = rupeesOfPaise(notice.amountPaise)
  return {
    subject: t('mail.receipt.subject', { number: notice.number, amount }),
    text: mailText(t, notice.ownerName ?? t('mail.receiptDocument.accountHolder'), [
      [t('mail.receipt.thanks', { amount, paidFor: paidForText(notice.paidFor, language) }), t('mail.receipt.link', { number: notice.number, url: notice.url })],
      [t('mail.questions', { supportPhone: notice.supportPhone })],
    ]),
  }
}

export type PaymentLinkNotice = { amountPaise: number; url: string; petName: string }

/** The owner's SMS with a payment link the vet started at the door. */
export function paymentLinkSms(link: PaymentLinkNotice, language: Language = 'en'): string {
  return ownerTranslator(language)('sms.paymentLink', { amount: rupeesOfPaise(link.amountPaise), petName: link.petName, url: link.url })
}

/** The morning-after reminder of a visit completed with money to be paid by link (sent once). */
export function paymentLinkReminderSms(link: PaymentLinkNotice, language: Language = 'en'): string {
  return ownerTranslator(language)('sms.paymentLinkReminder', { amount: rupeesOfPaise(link.amountPaise), petName: link.petName, url: link.url })
}

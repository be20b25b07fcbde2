import type { TermKind } from '../../../core/membership/membership.ts'
import type { OwnerTranslator } from '../../i18n/owner-messages.ts'

export type TermMailFacts = {
  /** The member number, as members see it. */
  number: string
  /** The first day of the new term, formatted in the mail's language. */
  termStart: string
  /** The free home visits the new term adds. */
  freeVisitsAdded: number
}

/**
 * The subject and first lines of the mail sent for a new term, in the owner's language (decision
 * 0081): a first membership is welcomed, a renewal is thanked with the day its term starts (at
 * the old term's end, so no day is lost) and the free visits it adds, and a member back after a
 * lapse is welcomed back.
 */
export function termMailWords(t: OwnerTranslator, kind: TermKind, facts: TermMailFacts): { subject: string; opening: string[] } {
  const { number, termStart, freeVisitsAdded } = facts
  switch (kind) {
    case 'joined':
      return { subject: t('mail.membership.joinedSubject', { number }), opening: [t('mail.membership.joined')] }
    case 'renewed':
      return {
        subject: t('mail.membership.renewedSubject', { number }),
        opening: [t('mail.membership.renewed', { termStart }), ...(freeVisitsAdded > 0 ? [t('mail.membership.renewedVisits', { count: freeVisitsAdded })] : [])],
      }
    case 'rejoined':
      return { subject: t('mail.membership.rejoinedSubject', { number }), opening: [t('mail.membership.rejoined', { termStart })] }
  }
}

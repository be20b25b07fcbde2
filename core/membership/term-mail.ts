import type { TermKind } from './membership.ts'

export type TermMailFacts = {
  brand: string
  /** The member number, as members see it. */
  number: string
  /** The first day of the new term, as people read dates. */
  termStart: string
  /** The free home visits the new term adds. */
  freeVisitsAdded: number
}

/**
 * The subject and first lines of the mail sent for a new term: a first membership is welcomed, a
 * renewal is thanked with the day its term starts (at the old term's end, so no day is lost) and
 * the free visits it adds, and a member back after a lapse is welcomed back.
 */
export function termMailWords(kind: TermKind, facts: TermMailFacts): { subject: string; opening: string[] } {
  const { brand, number, termStart, freeVisitsAdded } = facts
  const visits = `${freeVisitsAdded} free home ${freeVisitsAdded === 1 ? 'visit' : 'visits'}`
  switch (kind) {
    case 'joined':
      return { subject: `Welcome to ${brand} Gold: member number ${number}`, opening: [`Thank you for joining ${brand} Gold.`] }
    case 'renewed':
      return {
        subject: `${brand} Gold renewed: member number ${number}`,
        opening: [
          `Thank you for renewing ${brand} Gold. Your new term starts on ${termStart}, when the current one ends, so no day of it is lost.`,
          ...(freeVisitsAdded > 0 ? [`Its ${visits} ${freeVisitsAdded === 1 ? 'is' : 'are'} added to the ones you have left.`] : []),
        ],
      }
    case 'rejoined':
      return {
        subject: `Welcome back to ${brand} Gold: member number ${number}`,
        opening: [`Thank you for coming back to ${brand} Gold. Your new term starts today, ${termStart}.`],
      }
  }
}

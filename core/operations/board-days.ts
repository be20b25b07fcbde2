/**
 * The counters at the top of each day on the appointments board (issue 36): what a manager must
 * act on or chase that day, counted from the day's visits the board shows.
 */

import { type VisitStatus, isOpenStatus } from './visit-status.ts'

/** What the counters read of a visit: money in rupees, as the board's cards carry it. */
export type CountedVisit = {
  date: string
  status: VisitStatus
  vet: { id: string } | null
  payment: { due: number; cashHeld: ReadonlyArray<{ id: string | null; name: string | null; amount: number }> }
}

export type BoardDay = {
  date: string
  visits: number
  /** Open visits no vet has been given. */
  unassigned: number
  /** Visits completed with money still due: the count and the rupees due. */
  completedWithDue: { count: number; due: number }
  /** Cash taken for the day's visits that no one has recorded as deposited, and not undone: in all and by who holds it. */
  cashHeld: { amount: number; byHolder: Array<{ id: string | null; name: string | null; amount: number }> }
  /** Cancelled by the owner or by the clinic. */
  cancelled: number
}

const paise = (rupees: number) => Math.round(rupees * 100)
const rupees = (amountPaise: number) => amountPaise / 100

/** A visit completed whose bill is not paid: the board marks it, and the day counts it. */
export const completedWithDue = (visit: { status: VisitStatus; payment: { due: number } }) => visit.status === 'completed' && visit.payment.due > 0

/** The counters of each day the visits fall on, in the order the days first appear. */
export function boardDays(visits: readonly CountedVisit[]): BoardDay[] {
  const days = new Map<string, { visits: number; unassigned: number; withDue: number; duePaise: number; cancelled: number; held: Map<string | null, { name: string | null; amountPaise: number }> }>()
  for (const visit of visits) {
    const day = days.get(visit.date) ?? { visits: 0, unassigned: 0, withDue: 0, duePaise: 0, cancelled: 0, held: new Map() }
    days.set(visit.date, day)
    day.visits += 1
    if (isOpenStatus(visit.status) && visit.vet === null) day.unassigned += 1
    if (completedWithDue(visit)) {
      day.withDue += 1
      day.duePaise += paise(visit.payment.due)
    }
    if (visit.status === 'cancelled' || visit.status === 'cancelled_by_clinic') day.cancelled += 1
    for (const cash of visit.payment.cashHeld) {
      const holder = day.held.get(cash.id) ?? { name: cash.name, amountPaise: 0 }
      holder.amountPaise += paise(cash.amount)
      day.held.set(cash.id, holder)
    }
  }
  return [...days].map(([date, day]) => {
    const byHolder = [...day.held].map(([id, holder]) => ({ id, name: holder.name, amount: rupees(holder.amountPaise) })).sort((a, b) => b.amount - a.amount || (a.name ?? '').localeCompare(b.name ?? ''))
    return {
      date,
      visits: day.visits,
      unassigned: day.unassigned,
      completedWithDue: { count: day.withDue, due: rupees(day.duePaise) },
      cashHeld: { amount: rupees(byHolder.reduce((sum, holder) => sum + paise(holder.amount), 0)), byHolder },
      cancelled: day.cancelled,
    }
  })
}

/**
 * The life of a visit on the team's side (issue 11): each status and the statuses an admin may move
 * it to. Pure: the server checks every change against it, the board offers only these moves.
 */
export const VISIT_STATUSES = [
  'booked',
  'confirmed',
  'vet_assigned',
  'on_the_way',
  'in_progress',
  'completed',
  'no_show',
  'cancelled',
  'cancelled_by_clinic',
] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]

/** The statuses of a visit that still holds its place in the slot, for the owner's limits and a vet's slot. */
export const OPEN_STATUSES = ['booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress'] as const satisfies readonly VisitStatus[]

const NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  booked: ['confirmed', 'cancelled_by_clinic'],
  confirmed: ['vet_assigned', 'cancelled_by_clinic'],
  vet_assigned: ['on_the_way', 'no_show', 'cancelled_by_clinic'],
  on_the_way: ['in_progress', 'no_show', 'cancelled_by_clinic'],
  in_progress: ['completed'],
  completed: [],
  no_show: [],
  // The owner's own cancellation (the existing path); nothing follows it.
  cancelled: [],
  cancelled_by_clinic: [],
}

/** The statuses a visit may move to from `from`, in the order of the flow. */
export function nextStatuses(from: VisitStatus): readonly VisitStatus[] {
  return NEXT[from]
}

export function isOpenStatus(status: VisitStatus): boolean {
  return (OPEN_STATUSES as readonly VisitStatus[]).includes(status)
}

export type TransitionRefusal =
  | { refused: 'illegal'; message: string }
  | { refused: 'reason-required'; message: string }
  | { refused: 'vet-required'; message: string }

const LABELS: Record<VisitStatus, string> = {
  booked: 'booked',
  confirmed: 'confirmed',
  vet_assigned: 'vet assigned',
  on_the_way: 'on the way',
  in_progress: 'in progress',
  completed: 'completed',
  no_show: 'no-show',
  cancelled: 'cancelled by the owner',
  cancelled_by_clinic: 'cancelled by the clinic',
}

export function statusLabel(status: VisitStatus): string {
  return LABELS[status]
}

/**
 * Why a visit may not move from `from` to `to`, or null when it may. `vet_assigned` is reached by
 * assigning a vet (the assign request), and a clinic cancellation needs a reason for the owner.
 */
export function transitionRefusal(change: { from: VisitStatus; to: VisitStatus; reason?: string | undefined; hasVet: boolean }): TransitionRefusal | null {
  const { from, to } = change
  if (!NEXT[from].includes(to)) {
    return { refused: 'illegal', message: `A visit that is ${LABELS[from]} (${from}) cannot become ${LABELS[to]} (${to})` }
  }
  if (to === 'cancelled_by_clinic' && !change.reason?.trim()) {
    return { refused: 'reason-required', message: 'reason: Say why the clinic cancels; the owner is told' }
  }
  if (to === 'vet_assigned' && !change.hasVet) {
    return { refused: 'vet-required', message: 'Assign a vet first: assigning one moves the visit to vet_assigned' }
  }
  return null
}

/** A vet is assigned to a confirmed visit, or reassigned before they set off. */
export const ASSIGNABLE_STATUSES = ['confirmed', 'vet_assigned'] as const satisfies readonly VisitStatus[]

export function assignRefusal(status: VisitStatus): string | null {
  if ((ASSIGNABLE_STATUSES as readonly VisitStatus[]).includes(status)) return null
  return `A visit that is ${LABELS[status]} (${status}) cannot be given a vet: only a confirmed (confirmed) or vet assigned (vet_assigned) visit can`
}

/** Before a vet is given the visit, the owner may still cancel or move it online. */
export const OWNER_CHANGEABLE_STATUSES = ['booked', 'confirmed'] as const satisfies readonly VisitStatus[]

export function isOwnerChangeable(status: string): boolean {
  return (OWNER_CHANGEABLE_STATUSES as readonly string[]).includes(status)
}

/** The three states the owner's pages know today: upcoming (booked), cancelled or over (completed). */
export function ownerStatus(status: VisitStatus): 'booked' | 'cancelled' | 'completed' {
  if (isOpenStatus(status)) return 'booked'
  if (status === 'completed') return 'completed'
  return 'cancelled'
}

/** The moves a vet makes on their own visit, from the status it is in. */
const VET_NEXT: Partial<Record<VisitStatus, readonly VisitStatus[]>> = {
  vet_assigned: ['on_the_way', 'no_show'],
  on_the_way: ['in_progress', 'no_show'],
  in_progress: ['completed'],
}

export function vetNextStatuses(from: VisitStatus): readonly VisitStatus[] {
  return VET_NEXT[from] ?? []
}

/**
 * Why a vet may not move their visit from `from` to `to`, or null when they may. A visit is
 * completed only once its record is written, so the owner always finds one.
 */
export function vetTransitionRefusal(change: { from: VisitStatus; to: VisitStatus; hasRecord: boolean }): TransitionRefusal | { refused: 'record-required'; message: string } | null {
  const { from, to } = change
  if (!vetNextStatuses(from).includes(to)) {
    return { refused: 'illegal', message: `A visit that is ${LABELS[from]} (${from}) cannot become ${LABELS[to]} (${to})` }
  }
  if (to === 'completed' && !change.hasRecord) {
    return { refused: 'record-required', message: 'Write the visit record before completing the visit' }
  }
  return null
}

/** The vet writes the record once they are with the pet, and may correct it after completing. */
export function canWriteRecord(status: VisitStatus): boolean {
  return status === 'in_progress' || status === 'completed'
}

/** The statuses the owner is told of by SMS as they happen. */
export const OWNER_NOTICE_STATUSES = ['vet_assigned', 'on_the_way', 'cancelled_by_clinic'] as const satisfies readonly VisitStatus[]
export type OwnerNoticeStatus = (typeof OWNER_NOTICE_STATUSES)[number]

export function isOwnerNoticeStatus(status: VisitStatus): status is OwnerNoticeStatus {
  return (OWNER_NOTICE_STATUSES as readonly VisitStatus[]).includes(status)
}

/**
 * Why a vet may not be given a visit they do not cover: its visit type, or for a home visit its
 * city (the vet's cities are served cities of the service area). Null when they cover it.
 */
export function coverageRefusal(
  visit: { visitType: string; city: string | null },
  vet: { cities: readonly string[]; visitTypes: readonly string[] },
): { code: 'VET_VISIT_TYPE_NOT_COVERED' | 'VET_CITY_NOT_COVERED'; message: string } | null {
  if (!vet.visitTypes.includes(visit.visitType)) {
    return { code: 'VET_VISIT_TYPE_NOT_COVERED', message: `This vet does not do ${visit.visitType} visits (they do: ${vet.visitTypes.join(', ') || 'none yet'})` }
  }
  if (visit.visitType === 'home' && (!visit.city || !vet.cities.includes(visit.city))) {
    return { code: 'VET_CITY_NOT_COVERED', message: `This vet does not cover ${visit.city ?? 'this address'} (they cover: ${vet.cities.join(', ') || 'no city yet'})` }
  }
  return null
}

/** The move a vet makes only on the visit's own day (India time): the owner is never told early. */
export const VISIT_DAY_STATUSES = ['on_the_way'] as const satisfies readonly VisitStatus[]

/** Why a vet may not make this move today, or null; `visitDate` and `today` are India dates. */
export function visitDayRefusal(to: VisitStatus, visitDate: string, today: string, visitDayLabel: string): string | null {
  if (!(VISIT_DAY_STATUSES as readonly VisitStatus[]).includes(to) || visitDate === today) return null
  return `A visit can be set ${statusLabel(to).toLowerCase()} only on its own day (${visitDayLabel}).`
}

/** The statuses from which a vet joining a video visit's call starts it (in progress): no journey to make. */
export const CALL_STARTS_FROM = ['vet_assigned', 'on_the_way'] as const satisfies readonly VisitStatus[]

export function startsByCall(status: VisitStatus): boolean {
  return (CALL_STARTS_FROM as readonly VisitStatus[]).includes(status)
}

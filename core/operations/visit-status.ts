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

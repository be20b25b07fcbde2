/**
 * A clinic's application to join (decision 0035): pending until an admin decides. Approving makes
 * the clinic live; asking for changes hands it back to the applicant, whose resubmission makes it
 * pending again; rejecting ends it, with a reason.
 */
export const APPLICATION_STATUSES = ['pending', 'changes_requested', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_DECISIONS = ['approve', 'request_changes', 'reject'] as const
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number]

const DECIDED: Record<ApplicationDecision, ApplicationStatus> = { approve: 'approved', request_changes: 'changes_requested', reject: 'rejected' }

/** The status after an admin's decision, or null when the application is not waiting for one. */
export function decide(status: ApplicationStatus, decision: ApplicationDecision): ApplicationStatus | null {
  return status === 'pending' ? DECIDED[decision] : null
}

/** Whether the applicant may send the application again (after changes were asked for). */
export function canResubmit(status: ApplicationStatus): boolean {
  return status === 'changes_requested'
}

/** Whether the applicant may start a new application beside this one. */
export function isClosed(status: ApplicationStatus): boolean {
  return status === 'approved' || status === 'rejected'
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Under review',
  changes_requested: 'Changes requested',
  approved: 'Approved: your clinic is live',
  rejected: 'Not approved',
}

/** Window-wide events that open the global modals from anywhere (spec section 2). */
export const OPEN_APPOINTMENT_MODAL = 'open-appointment-modal'
export const OPEN_AUTH_MODAL = 'open-auth-modal'
/** The server no longer knows this browser's session (expired, ended elsewhere, account deleted). */
export const SESSION_ENDED = 'session-ended'

export function openAppointmentModal(): void {
  window.dispatchEvent(new CustomEvent(OPEN_APPOINTMENT_MODAL))
}

/**
 * Opens the global sign-in dialog. Without a detail it sends the person to /appointment once
 * verified (the spec's auth event); `redirectTo: null` keeps them where they are.
 */
export function openAuthModal(detail?: { title?: string; redirectTo?: string | null; onVerified?: () => void; reverify?: boolean }): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL, { detail: detail ?? null }))
}

/** Subscribes to a window event; returns the unsubscribe function for an effect's cleanup. */
export function onWindowEvent(name: string, listener: () => void): () => void {
  window.addEventListener(name, listener)
  return () => window.removeEventListener(name, listener)
}

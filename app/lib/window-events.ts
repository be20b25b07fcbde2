/** Window-wide events that open the global modals from anywhere (spec section 2). */
export const OPEN_APPOINTMENT_MODAL = 'open-appointment-modal'
export const OPEN_AUTH_MODAL = 'open-auth-modal'

export function openAppointmentModal(): void {
  window.dispatchEvent(new CustomEvent(OPEN_APPOINTMENT_MODAL))
}

export function openAuthModal(): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL))
}

/** Subscribes to a window event; returns the unsubscribe function for an effect's cleanup. */
export function onWindowEvent(name: string, listener: () => void): () => void {
  window.addEventListener(name, listener)
  return () => window.removeEventListener(name, listener)
}

let hydrated = false

/** Called once by the site's shell when the server's HTML has been hydrated. */
export function markHydrated(): void {
  hydrated = true
}

/**
 * False while React renders on the server or hydrates the server's HTML, true for whatever mounts
 * later. Read once when a component mounts: unlike a store whose server and browser values differ,
 * it never makes React render the hydrated page a second time, at once and in one long task.
 * A Suspense boundary that React hydrates after the shell's first commit would read true: no
 * server-rendered boundary holds a component that reads it today (FallbackImage's users).
 */
export function isHydrated(): boolean {
  return hydrated
}

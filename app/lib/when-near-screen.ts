/**
 * Calls `then` once, when `element` comes within `margin` of the visible part of the page (at once
 * in a browser without IntersectionObserver). Returns a function that cancels the wait, for an
 * effect's clean-up.
 */
export function whenNearScreen(element: Element, then: () => void, margin: string): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      then()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

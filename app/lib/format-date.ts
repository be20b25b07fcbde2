const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** A date as people in India read it, in India's time zone: 14 January 2026. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso))
}

import type { Language } from '../i18n/language.ts'

/**
 * The business's own contact details (DESIGN.md: configuration read at boot, never literals in
 * pages), and the one format every page, e-mail, SMS and link shows them in.
 */

/** Opening time and closing time of the support line, in minutes after midnight (Asia/Kolkata). */
export type SupportHours = { opensAt: number; closesAt: number }

export type BusinessDetails = {
  /** 10 digits. */
  supportPhone: string
  supportEmail: string
  /** 10 digits. */
  whatsappNumber: string
  supportHours: SupportHours
}

/** '+91 98765 01234' from the 10 digits of an Indian mobile. */
export function formatPhone(digits: string): string {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`
}

/** 'tel:+919876501234' */
export function telHref(digits: string): string {
  return `tel:+91${digits}`
}

/** 'https://wa.me/919876501234' */
export function whatsappHref(digits: string): string {
  return `https://wa.me/91${digits}`
}

/** '08:00-22:00' as minutes after midnight, or null when it is not a range within one day. */
export function parseSupportHours(text: string): SupportHours | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text)
  if (!match) return null
  const [opensHour, opensMinute, closesHour, closesMinute] = match.slice(1).map(Number) as [number, number, number, number]
  if (opensHour > 23 || closesHour > 24 || opensMinute > 59 || closesMinute > 59) return null
  const opensAt = opensHour * 60 + opensMinute
  const closesAt = closesHour * 60 + closesMinute
  if (closesAt > 24 * 60 || closesAt <= opensAt) return null
  return { opensAt, closesAt }
}

/** '8 am', '10:30 pm', '12 noon', 'midnight'. */
export function formatClockTime(minutes: number): string {
  if (minutes === 0 || minutes === 24 * 60) return 'midnight'
  if (minutes === 12 * 60) return '12 noon'
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const suffix = hour < 12 ? 'am' : 'pm'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return minute === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`
}

/** 'सुबह 8 बजे', 'रात 10:30 बजे', 'दोपहर 12 बजे', 'रात 12 बजे': a time of day as it is said in Hindi. */
export function hindiClockTime(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24
  const minute = minutes % 60
  const part = hour >= 4 && hour < 12 ? 'सुबह' : hour >= 12 && hour < 16 ? 'दोपहर' : hour >= 16 && hour < 20 ? 'शाम' : 'रात'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${part} ${hour12}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} बजे`
}

/** '8 am to 10 pm'; in Hindi 'सुबह 8 बजे से रात 10 बजे तक'. */
export function formatSupportHours(hours: SupportHours, language: Language = 'en'): string {
  if (language === 'hi') return `${hindiClockTime(hours.opensAt)} से ${hindiClockTime(hours.closesAt)} तक`
  return `${formatClockTime(hours.opensAt)} to ${formatClockTime(hours.closesAt)}`
}

/**
 * The GSTIN in the business's registration text ('GSTIN 06ABCDE1234F1Z5', or the number alone):
 * state code, PAN, entity number, 'Z', check character. Null when the text holds none: then the
 * business is not shown as registered for GST.
 */
export function gstinIn(registration: string | null | undefined): string | null {
  return /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/.exec((registration ?? '').toUpperCase())?.[0] ?? null
}

import { type OpeningPeriod, dayHoursText } from '../../../core/clinics/hours.ts'
import { formatTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'

type HoursWords = { closed: string; open24Hours: string }

/** One day's hours in the page's language: '9:00 am – 9:00 pm' in English, 'सुबह 9:00 – रात 9:00' in Hindi. */
export function dayHoursIn(periods: readonly OpeningPeriod[], language: Language, words: HoursWords): string {
  if (language === 'en') return dayHoursText(periods)
  if (periods.length === 0) return words.closed
  return periods.map((period) => `${formatTime(period.opens, language)} – ${formatTime(period.closes, language)}`).join(', ')
}

/**
 * A clinic card's "today" as the server wrote it in English ('9:00 am – 9:00 pm', 'Open 24
 * hours', 'Closed'), said in the page's language: the card does not carry the week's hours.
 */
export function todayHoursIn(text: string, language: Language, words: HoursWords): string {
  if (language === 'en') return text
  if (text === 'Open 24 hours') return words.open24Hours
  if (text === 'Closed') return words.closed
  return text.replace(/(\d{1,2}):(\d{2}) (am|pm)/g, (_, hour: string, minute: string, half: string) => {
    const hours = (Number(hour) % 12) + (half === 'pm' ? 12 : 0)
    return formatTime(`${String(hours).padStart(2, '0')}:${minute}`, language)
  })
}

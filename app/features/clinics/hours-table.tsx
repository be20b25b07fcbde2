import { useTranslations } from 'use-intl'
import { WEEKDAY_KEYS, type WeeklyHours } from '../../../core/clinics/hours.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { dayHoursIn } from './hours-text.ts'

/** The week's opening hours, today first marked. */
export function HoursTable({ hours, open24x7, today }: { hours: WeeklyHours; open24x7: boolean; today: number }) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  if (open24x7) return <p className="font-semibold text-ink">{t('hours.always')}</p>
  // Monday first, as Indian clinics print their hours.
  const order = [...WEEKDAY_KEYS.slice(1), WEEKDAY_KEYS[0]]
  const words = { closed: t('hours.closed'), open24Hours: t('hours.open24Hours') }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('hours.caption')}</caption>
      <tbody>
        {order.map((key) => {
          const isToday = WEEKDAY_KEYS[today] === key
          return (
            <tr key={key} className={isToday ? 'font-semibold text-ink' : 'text-ink-muted'}>
              <th scope="row" className="py-1 pr-4 text-left font-medium">
                {t(`weekdays.${key}`)}
                {isToday ? t('hours.today') : ''}
              </th>
              <td className="py-1 text-right">{dayHoursIn(hours[key], language, words)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

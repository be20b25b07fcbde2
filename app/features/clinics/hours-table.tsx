import { WEEKDAY_KEYS, WEEKDAY_NAMES, type WeeklyHours, dayHoursText } from '../../../core/clinics/hours.ts'

/** The week's opening hours, today first marked. */
export function HoursTable({ hours, open24x7, today }: { hours: WeeklyHours; open24x7: boolean; today: number }) {
  if (open24x7) return <p className="font-semibold text-ink">Open 24 hours, every day of the year.</p>
  // Monday first, as Indian clinics print their hours.
  const order = [...WEEKDAY_KEYS.slice(1), WEEKDAY_KEYS[0]]
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {order.map((key) => {
          const isToday = WEEKDAY_KEYS[today] === key
          return (
            <tr key={key} className={isToday ? 'font-semibold text-ink' : 'text-ink-muted'}>
              <th scope="row" className="py-1 pr-4 text-left font-medium">
                {WEEKDAY_NAMES[key]}
                {isToday ? ' (today)' : ''}
              </th>
              <td className="py-1 text-right">{dayHoursText(hours[key])}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

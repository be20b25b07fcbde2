import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offeredBookingDates } from '../../../core/booking/schedule.ts'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { fetchSlots } from './booking-api.ts'
import { formatDayMonth, formatShortDateTime } from '../../../core/dates.ts'
import { chipTabIndex, onRadioGroupKeyDown } from '../../components/ui/radio-chips.ts'
import { useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'
import type { Messages } from '../../../content/i18n/index.ts'

/** The picker's day names (core/booking/schedule.ts), which the messages name by their English words. */
type DayName = keyof Messages['appointments']['reschedule']['days']

type RescheduleDialogProps = {
  appointment: AppointmentDto | null
  busy: boolean
  onClose: () => void
  onConfirm: (date: string, time: string) => void
}

/** Another free slot for an upcoming appointment, within the next 10 days. */
export function RescheduleDialog({ appointment, busy, onClose, onConfirm }: RescheduleDialogProps) {
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [now] = useState(() => new Date())
  const t = useTranslations('appointments.reschedule')
  const language = useLanguage()
  const slots = useQuery({
    queryKey: slotKeys.day(date, appointment?.appointmentType ?? '', appointment?.clinicId ?? ''),
    queryFn: () => fetchSlots(date, appointment?.appointmentType ?? 'home', appointment?.clinicId ?? ''),
    enabled: appointment !== null && date !== '',
  })
  const close = () => {
    setDate('')
    setTime('')
    onClose()
  }
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent widthClass="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>
            {appointment ? t('description', { when: formatShortDateTime(appointment.appointmentDate, appointment.appointmentTime, language) }) : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="mt-4 flex flex-wrap gap-2" role="radiogroup" aria-label={t('newDate')} onKeyDown={onRadioGroupKeyDown}>
          {offeredBookingDates(now).map((entry, index, all) => (
            <button
              key={entry.date}
              type="button"
              role="radio"
              aria-checked={date === entry.date}
              tabIndex={chipTabIndex(date === entry.date, index, 0, all.some((candidate) => candidate.date === date))}
              onClick={() => {
                setDate(entry.date)
                setTime('')
              }}
              className={`min-h-11 rounded-xl border px-3 py-2 text-sm font-semibold ${date === entry.date ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink'}`}
            >
              {t(`days.${entry.label as DayName}`)} <span className="font-normal">{formatDayMonth(entry.date, language)}</span>
            </button>
          ))}
        </div>
        {date && slots.data ? (
          <div className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={t('newTime')} onKeyDown={onRadioGroupKeyDown}>
            {slots.data.slots.map((slot, index, all) => (
              <button
                key={slot.time}
                type="button"
                role="radio"
                aria-checked={time === slot.time}
                tabIndex={chipTabIndex(
                  time === slot.time,
                  index,
                  all.findIndex((candidate) => candidate.available),
                  all.some((candidate) => candidate.available && candidate.time === time),
                )}
                disabled={!slot.available}
                onClick={() => setTime(slot.time)}
                className={`min-h-11 rounded-xl border text-sm font-semibold disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-subtle disabled:line-through ${time === slot.time ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink'}`}
              >
                {slot.time}
              </button>
            ))}
          </div>
        ) : date ? (
          <p className="mt-4 text-sm text-ink-muted">{t('loadingTimes')}</p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('keep')}
          </Button>
          <Button onClick={() => onConfirm(date, time)} disabled={busy || !date || !time}>
            {busy ? <Spinner /> : null}
            {t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

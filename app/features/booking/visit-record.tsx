import { BRAND } from '../../../core/brand.ts'
import type { AppointmentDto } from '../../../core/contracts/booking.ts'
import type { VisitRecordDto } from '../../../core/contracts/visits.ts'
import { formatLongDate, formatLongDateTime } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'

const PRINTING_CLASS = 'printing-record'

/** Prints this record alone: the print stylesheet (app.css) hides the rest of the page while the class is on. */
function printRecord(element: HTMLElement | null) {
  if (!element) return
  element.setAttribute('data-print-target', '')
  document.body.classList.add(PRINTING_CLASS)
  const done = () => {
    document.body.classList.remove(PRINTING_CLASS)
    element.removeAttribute('data-print-target')
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}

/** The vet's record of a completed visit, as the owner reads and prints it (an A4 page). */
export function VisitRecord({ appointment, record }: { appointment: AppointmentDto; record: VisitRecordDto }) {
  const titleId = `record-${appointment.id}`
  const t = useTranslations('appointments.record')
  const language = useLanguage()
  return (
    <section aria-labelledby={titleId} className="visit-record mt-4 rounded-xl border border-line p-4">
      <div className="print-only mb-4 border-b border-line pb-3">
        <p className="text-xl font-bold">{BRAND}</p>
        <p>
          <span translate="no">
            {appointment.petName} ({appointment.petBreed}) · {appointment.petOwnerName}
          </span>{' '}
          · {formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-display text-base font-semibold text-ink">
          {t('title')}
        </h4>
        <Button size="sm" variant="outline" className="no-print" onClick={(event) => printRecord(event.currentTarget.closest('section'))}>
          {t('print')}
        </Button>
      </div>
      <dl className="mt-2 grid gap-2 text-sm">
        <div>
          <dt className="font-semibold text-ink">{t('findings')}</dt>
          <dd className="whitespace-pre-line text-ink">{record.findings}</dd>
        </div>
        {record.diagnosisNotes ? (
          <div>
            <dt className="font-semibold text-ink">{t('diagnosis')}</dt>
            <dd className="whitespace-pre-line text-ink">{record.diagnosisNotes}</dd>
          </div>
        ) : null}
      </dl>
      {record.prescription.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold text-ink">{t('prescription')}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{t('medicine')}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t('dose')}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{t('frequency')}</th>
                <th scope="col" className="py-1 font-medium">{t('days')}</th>
              </tr>
            </thead>
            <tbody>
              {record.prescription.map((line, index) => (
                <tr key={index} className="border-b border-line last:border-0">
                  <td className="py-1 pr-3 text-ink">{line.medicine}</td>
                  <td className="py-1 pr-3 text-ink">{line.dose}</td>
                  <td className="py-1 pr-3 text-ink">{line.frequency}</td>
                  <td className="py-1 text-ink">{line.days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {record.vaccinesGiven.length > 0 ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-ink">{t('vaccinesGiven')}</p>
          <ul className="list-disc pl-5 text-ink">
            {record.vaccinesGiven.map((vaccine, index) => (
              <li key={index}>
                {t.rich('vaccine', { vaccine: vaccine.name, batch: vaccine.batch, name: untranslated })}
                {vaccine.nextDueDate ? t('nextDose', { date: formatLongDate(vaccine.nextDueDate, language) }) : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {record.advice ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-ink">{t('advice')}</p>
          <p className="whitespace-pre-line text-ink">{record.advice}</p>
        </div>
      ) : null}
      {record.followUpDate ? <p className="mt-3 text-sm text-ink">{t('followUp', { date: formatLongDate(record.followUpDate, language) })}</p> : null}
      <p className="mt-3 text-sm text-ink-muted">
        <span translate="no">{record.vet.name}</span>
        {record.vet.registrationNumber ? t('registration', { number: record.vet.registrationNumber }) : ''}
      </p>
    </section>
  )
}

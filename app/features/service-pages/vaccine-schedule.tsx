import { Info } from '../../components/ui/icons.tsx'
import type { VaccineSchedule } from '../../../content/services/types.ts'
import { PageSection } from './page-section.tsx'

/** A vaccination schedule as a timeline: age, vaccines, and what to know at that visit. */
export function VaccineScheduleSection({ schedule }: { schedule: VaccineSchedule }) {
  return (
    <PageSection id="schedule" heading={schedule.heading} intro={schedule.intro} tone="band">
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <ol className="relative space-y-4 border-l-2 border-brand-200 pl-6" data-testid="vaccine-schedule">
          {schedule.doses.map((dose) => (
            <li key={dose.age} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-5 -left-[calc(1.5rem+7px)] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200"
              />
              <div className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
                <h3 className="font-display text-lg font-bold text-brand-800">{dose.age}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {dose.vaccines.map((vaccine) => (
                    <li key={vaccine} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                      {vaccine}
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">{dose.note}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="space-y-4">
          <div className="rounded-2xl border border-accent-200 bg-accent-50 p-5">
            <h3 className="font-bold text-ink">{schedule.optional.heading}</h3>
            <ul className="mt-3 space-y-2.5">
              {schedule.optional.items.map((item) => (
                <li key={item} className="leading-relaxed text-ink">
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <p className="flex gap-3 rounded-2xl border border-line bg-surface p-5 text-[15px] leading-relaxed text-ink-muted">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{schedule.footnote}</span>
          </p>
        </div>
      </div>
    </PageSection>
  )
}

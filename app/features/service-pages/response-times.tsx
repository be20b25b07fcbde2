import { Clock } from '../../components/ui/icons.tsx'
import type { ResponseTime } from '../../../content/cities/types.ts'

/** Typical waiting times, as label and value pairs. */
export function ResponseTimes({ rows, note }: { rows: readonly ResponseTime[]; note: string }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="rounded-2xl border border-line bg-surface p-4">
            <dt className="flex gap-3 font-semibold text-ink">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {row.label}
            </dt>
            <dd className="mt-1 pl-8 leading-relaxed text-ink-muted">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 max-w-3xl text-[15px] leading-relaxed text-ink-muted">{note}</p>
    </>
  )
}

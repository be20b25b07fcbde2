import { MapPin } from '../../components/ui/icons.tsx'
import type { AreaGroup } from '../../../content/cities/types.ts'

/** The localities a city page serves, grouped by part of the city. */
export function AreaList({ groups, note }: { groups: readonly AreaGroup[]; note: string }) {
  return (
    <>
      <div className={`grid gap-4 sm:grid-cols-2 ${groups.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {groups.map((group) => (
          <div key={group.name} className="card p-5">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {group.name}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2" data-testid="locality-list">
              {group.localities.map((locality) => (
                <li key={locality} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink">
                  {locality}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-5 max-w-3xl leading-relaxed text-ink-muted">{note}</p>
    </>
  )
}

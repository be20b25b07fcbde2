import { ArrowRight } from '../../components/ui/icons.tsx'
import type { ServiceGroup } from '../../../content/services/types.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { KindIcon } from './kind-icon.tsx'
import { useServicePageWords } from './words.ts'
import { useLocalPath } from '../../lib/i18n.tsx'

export type PricedServiceGroup = { group: ServiceGroup; fromPrice: number | null }

/** The services overview: one card per kind of service, its lowest price, and its pages. */
export function ServiceGroupCards({ groups }: { groups: readonly PricedServiceGroup[] }) {
  const words = useServicePageWords()
  const localPath = useLocalPath()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {groups.map(({ group, fromPrice }) => (
        <li key={group.title} className="card flex flex-col p-5 sm:p-6" data-testid="service-group">
          <div className="flex items-start justify-between gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <KindIcon kind={group.kind} className="size-6" />
            </span>
            {fromPrice !== null ? (
              <p className="rounded-full bg-surface px-3 py-1 text-sm text-ink-muted">
                {words.rich('from', { price: formatRupees(fromPrice), b: (chunks) => <span className="font-bold text-ink">{chunks}</span> })}
              </p>
            ) : null}
          </div>
          <h3 className="mt-4 text-lg font-bold text-ink">{group.title}</h3>
          <p className="mt-1.5 flex-1 leading-relaxed text-ink-muted">{group.summary}</p>
          <ul className="mt-4 divide-y divide-line border-t border-line">
            {group.links.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={localPath(link.to)}
                  className="group flex min-h-11 items-center justify-between gap-3 py-2.5 font-semibold text-brand-800"
                >
                  <span className="group-hover:underline group-hover:underline-offset-4">{link.label}</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </SiteLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

import { Building2, House, Video } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import type { VisitTypeCopy } from '../../../content/services/types.ts'
import { formatRupees } from '../../lib/rupees.ts'
import { StruckListPrice } from '../../components/ui/price-tag.tsx'
import { BulletList } from './bullet-list.tsx'
import { useServicePageWords } from './words.ts'

export type PricedVisitType = {
  copy: VisitTypeCopy
  service: Pick<CatalogueServiceDto, 'price' | 'discountedPrice'> | null
}

const ICONS: Record<string, typeof House> = { 'home-visit': House, 'clinic-consultation': Building2, 'video-consultation': Video }

/** The three ways to see a vet, each with its charge from the catalogue and what it suits. */
export function VisitTypeCards({ visitTypes }: { visitTypes: readonly PricedVisitType[] }) {
  const words = useServicePageWords()
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {visitTypes.map(({ copy, service }) => {
        const Icon = ICONS[copy.serviceId] ?? House
        return (
          <li key={copy.serviceId} className="card flex flex-col p-5 sm:p-6" data-testid="visit-type">
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {service ? (
                <p className="text-right">
                  <span className="block text-2xl font-bold text-ink">{formatRupees(service.discountedPrice)}</span>
                  <StruckListPrice price={service.discountedPrice} listPrice={service.price} />
                </p>
              ) : null}
            </div>
            <h3 className="mt-4 text-lg font-bold text-ink">{copy.title}</h3>
            <p className="mt-1.5 leading-relaxed text-ink-muted">{copy.text}</p>
            <p className="mt-4 text-sm font-semibold text-ink">{words('bestFor')}</p>
            <BulletList items={copy.bestFor} className="mt-2 space-y-1.5" itemClassName="gap-2.5 text-[15px]" />
          </li>
        )
      })}
    </ul>
  )
}

import { BadgeCheck } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { formatRupees } from '../../lib/rupees.ts'
import { StruckListPrice } from '../../components/ui/price-tag.tsx'
import { useEnglishNameLang, useServicePageWords } from './words.ts'

type PriceCardProps = {
  heading: string
  services: readonly Pick<CatalogueServiceDto, 'id' | 'title' | 'price' | 'discountedPrice'>[]
  note?: string
}

/** The prices of a page's services as the catalogue has them: the price charged and the list price struck through. */
export function PriceCard({ heading, services, note }: PriceCardProps) {
  const words = useServicePageWords()
  const nameLang = useEnglishNameLang()
  if (services.length === 0) return null
  return (
    <aside aria-labelledby="price-card-heading" className="card p-5 sm:p-6">
      <h2 id="price-card-heading" className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {services.map((service) => (
          <li key={service.id} className="flex items-baseline justify-between gap-4 py-3" data-testid="price-line">
            <span className="min-w-0 font-medium text-ink" lang={nameLang}>
              {service.title}
            </span>
            <span className="flex shrink-0 flex-col items-end sm:flex-row sm:items-baseline sm:gap-1.5">
              <span className="text-lg font-bold text-ink">{formatRupees(service.discountedPrice)}</span>
              <StruckListPrice price={service.discountedPrice} listPrice={service.price} />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {note ?? words('priceCard.note')}
      </p>
    </aside>
  )
}

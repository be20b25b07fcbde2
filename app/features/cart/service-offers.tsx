import { CalendarCheck } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { Button } from '../../components/ui/button.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { AddToCartButton } from './add-to-cart-button.tsx'
import { StruckListPrice } from '../../components/ui/price-tag.tsx'
import { useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'

type ServiceOffersProps = { services: readonly CatalogueServiceDto[]; heading?: string }

/** The bookable services of a page, with the server's prices, Add to cart and Book. */
export function ServiceOffers({ services, heading }: ServiceOffersProps) {
  const t = useTranslations('cart.offers')
  // A catalogue service's title and description stay as the team wrote them, in English.
  const nameLang = useLanguage() === 'hi' ? 'en' : undefined
  if (services.length === 0) return null
  return (
    <section aria-labelledby="service-offers-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h2 id="service-offers-heading" className="font-display text-2xl font-bold text-ink">
        {heading ?? t('heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="card flex flex-col p-5" data-testid="service-offer">
            <h3 id={nameLang ? `offer-${service.id}` : undefined} className="font-display text-lg font-semibold text-ink" lang={nameLang}>
              {service.title}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted" lang={nameLang}>
              {service.description}
            </p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-2xl font-bold text-ink">{formatRupees(service.discountedPrice)}</span>
              <StruckListPrice price={service.discountedPrice} listPrice={service.price} />
            </p>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <AddToCartButton service={service} titleId={nameLang ? `offer-${service.id}` : undefined} />
              <Button variant="primary" onClick={() => openAppointmentModal()}>
                <CalendarCheck aria-hidden="true" className="size-5" />
                {t('book')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

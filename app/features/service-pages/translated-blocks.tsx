import { useTranslations } from 'use-intl'
import type { ServiceKind } from '../../../content/services/types.ts'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import type { HospitalDto } from '../../../core/contracts/hospitals.ts'
import type { ServedCityPincodes } from '../../../core/contracts/pincode.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { formatIndianMobile } from '../../../core/phone.ts'
import { slotHoursText } from '../../../core/site/content-facts.ts'
import type { ReviewStatus } from '../../../core/site/health-review.ts'
import { CITIES, cityPagePath } from '../../../core/site/cities.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { BadgeCheck, CalendarCheck, CircleCheck, BookOpen, IndianRupee, MapPin, Phone } from '../../components/ui/icons.tsx'
import { StruckListPrice } from '../../components/ui/price-tag.tsx'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useBusiness } from '../../lib/business.ts'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import { formatRupees } from '../../lib/rupees.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { KindIcon } from './kind-icon.tsx'
import { TranslatedReviewStatus } from '../../components/translated-review-status.tsx'

/*
 * The frame of a city or near-me page in a language other than English (decision 0080): the
 * same blocks as the English page's, with their words from the `places` messages. What a block
 * lists as written (service titles from the catalogue, localities, hospital names) is marked.
 */

type Offer = Pick<CatalogueServiceDto, 'id' | 'title' | 'description' | 'price' | 'discountedPrice'>

export function PlaceHero({ kind, eyebrow, heading, summary, aside }: { kind: ServiceKind; eyebrow: string; heading: string; summary: string; aside?: React.ReactNode }) {
  const t = useTranslations('places.hero')
  const shell = useTranslations('shell.header')
  const business = useBusiness()
  const language = useLanguage()
  const emergency = kind === 'emergency'
  return (
    <section className="relative overflow-hidden border-b border-line/60 bg-gradient-to-b from-brand-50 via-brand-50/60 to-surface">
      <div className="relative mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:grid-cols-[1.35fr_1fr] lg:items-start lg:gap-12">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800">
            <KindIcon kind={kind} className="size-4" />
            {eyebrow}
          </p>
          <h1 className="mt-4 max-w-2xl font-display text-[2rem] leading-[1.25] font-extrabold tracking-tight text-balance text-ink sm:text-[2.75rem] sm:leading-[1.2]">
            {heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted" data-testid="hindi-summary">
            {summary}
          </p>
          {/* The booking facts would only stand between an emergency and the call. */}
          {emergency ? null : (
            <ul aria-label={t('atAGlance')} className="mt-6 grid gap-2.5 sm:grid-cols-2">
              {(['vet', 'prices', 'pay', 'slots'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2 text-[15px] leading-snug font-medium text-ink">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {key === 'slots' ? t('highlights.slots', { hours: slotHoursText(language) }) : t(`highlights.${key}`)}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            {emergency ? (
              <a href={business.phoneHref} className={buttonClass({ variant: 'destructive', size: 'lg' })}>
                <Phone aria-hidden="true" className="size-5" />
                {t('callNow')}
              </a>
            ) : null}
            <Button size="lg" variant={emergency ? 'secondary' : 'primary'} onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('book')}
            </Button>
            {emergency ? null : (
              <a href="#book" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                <IndianRupee aria-hidden="true" className="size-5" />
                {t('seePrices')}
              </a>
            )}
          </div>
          {emergency ? <p className="mt-3 max-w-xl text-sm text-ink-muted">{shell('callHours', { hours: business.hours })}</p> : null}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </section>
  )
}

export function PlacePriceCard({ heading, services }: { heading: string; services: readonly Offer[] }) {
  const t = useTranslations('places.prices')
  if (services.length === 0) return null
  return (
    <aside aria-labelledby="price-card-heading" className="card p-5 sm:p-6">
      <h2 id="price-card-heading" className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {services.map((service) => (
          <li key={service.id} className="flex items-baseline justify-between gap-4 py-3" data-testid="price-line">
            <span className="min-w-0 font-medium text-ink" lang="en">
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
        {t('note')}
      </p>
    </aside>
  )
}

/** The notice that the long guidance below is in English, with the page's review status beside it. */
export function EnglishNotice({ review }: { review: ReviewStatus | null }) {
  const t = useTranslations('places.english')
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 pt-8 sm:px-6 lg:grid-cols-2">
      <aside aria-labelledby="english-notice-heading" className="rounded-2xl border border-line bg-white px-5 py-4 text-sm leading-relaxed text-ink shadow-card">
        <h2 id="english-notice-heading" className="flex items-center gap-2 font-display text-base font-bold text-ink">
          <BookOpen aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {t('heading')}
        </h2>
        <p className="mt-1">{t('text')}</p>
        <a href="#full-guide" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
          {t('link')}
        </a>
      </aside>
      {review ? <TranslatedReviewStatus status={review} words="places.review" foldSources /> : null}
    </div>
  )
}

export function PlaceSection({ id, heading, intro, tone = 'plain', children }: { id: string; heading: string; intro?: string; tone?: 'plain' | 'band'; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-20 ${tone === 'band' ? 'border-y border-line/70 bg-white' : ''}`}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">{intro}</p> : null}
        <div className="mt-6 sm:mt-8">{children}</div>
      </div>
    </section>
  )
}

/** The localities a city page serves, grouped, as written on an address. */
export function PlaceAreas({ groups }: { groups: readonly { name: string; localities: readonly string[] }[] }) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${groups.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`} translate="no">
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
  )
}

export function PlacePincodes({ cities, open = false }: { cities: readonly ServedCityPincodes[]; open?: boolean }) {
  const t = useTranslations('places')
  const business = useBusiness()
  const cityName = (slug: string, name: string) => (CITIES.some((city) => city.slug === slug) ? t(`cityNames.${slug as (typeof CITIES)[number]['slug']}`) : name)
  return (
    <div className="space-y-3">
      {cities.map((city) => (
        <details key={city.slug} open={open} className="card group p-5">
          <summary className="cursor-pointer font-bold text-ink marker:text-brand-600">{t('pincodes.count', { city: cityName(city.slug, city.name), count: city.pincodes.length })}</summary>
          <ul className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid={`served-pincodes-${city.slug}`} translate="no">
            {city.pincodes.map((row) => (
              <li key={row.pincode} className="leading-relaxed text-ink-muted">
                <span className="font-semibold text-ink tabular-nums">{row.pincode}</span> {row.localities.join(', ')}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <p className="text-sm text-ink-muted">{t('pincodes.note', { hours: business.hours })}</p>
    </div>
  )
}

/** The bookable services, priced by the server; a service's title and description are the catalogue's, in English. */
export function PlaceOffers({ services }: { services: readonly Offer[] }) {
  const t = useTranslations('places.offers')
  if (services.length === 0) return null
  return (
    <section id="book" aria-labelledby="service-offers-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10 sm:px-6">
      <h2 id="service-offers-heading" className="font-display text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id} className="card flex flex-col p-5" data-testid="service-offer">
            <div lang="en" className="flex flex-1 flex-col">
              <h3 className="font-display text-lg font-semibold text-ink">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{service.description}</p>
            </div>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-2xl font-bold text-ink">{formatRupees(service.discountedPrice)}</span>
              <StruckListPrice price={service.discountedPrice} listPrice={service.price} />
            </p>
            <Button className="mt-4" variant="primary" onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('book')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The 24-hour hospitals the team has checked (decision 0063), names and addresses as written. */
export function PlaceHospitals({ hospitals }: { hospitals: readonly HospitalDto[] }) {
  const t = useTranslations('places.hospitals')
  const language = useLanguage()
  if (hospitals.length === 0) {
    return (
      <p className="card max-w-3xl p-5 leading-relaxed text-ink" data-testid="no-verified-hospitals">
        {t('none')}
      </p>
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('listLabel')}>
      {hospitals.map((hospital) => (
        <li key={hospital.id} className="card p-5">
          <p className="font-display text-lg font-semibold text-ink" translate="no">
            {hospital.name}
          </p>
          <p className="mt-1 text-ink-muted" translate="no">
            {hospital.address}, {hospital.city}
          </p>
          <a href={`tel:${hospital.phone.startsWith('0') ? hospital.phone : `+91${hospital.phone}`}`} className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800">
            <Phone aria-hidden="true" className="size-4" />
            {hospital.phone.startsWith('0') ? `${hospital.phone.slice(0, 3)} ${hospital.phone.slice(3, 7)} ${hospital.phone.slice(7)}` : formatIndianMobile(hospital.phone)}
          </a>
          <p className="mt-1 text-sm text-ink-muted">
            {t('checked', {
              date: formatDayMonthYear(hospital.lastVerifiedOn, language),
              name: hospital.verifiedBy,
            })}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The city pages as a row of links in the page's language, leaving out the current city. */
export function PlaceCityLinks({ current, label }: { current?: string; label: string }) {
  const t = useTranslations('places')
  const localPath = useLocalPath()
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {CITIES.filter((city) => city.slug !== current).map((city) => (
        <li key={city.slug}>
          <SiteLink
            to={localPath(cityPagePath(city.slug))}
            className="group inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-white py-2 pr-5 pl-4 font-semibold text-brand-800 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <span className="group-hover:underline group-hover:underline-offset-4">{t('cityLinks.link', { city: t(`cityNames.${city.slug}`) })}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

export function PlaceBookingBand({ heading }: { heading: string }) {
  const t = useTranslations('places.band')
  const shell = useTranslations('shell.header')
  const business = useBusiness()
  return (
    <section aria-labelledby="booking-band-heading" className="px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-3xl bg-brand-800 px-6 py-9 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between [&_:focus-visible]:outline-white">
        <div>
          <h2 id="booking-band-heading" className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t('text')}</p>
          <p className="mt-2 max-w-xl text-sm text-brand-100">{shell('callHours', { hours: business.hours })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <Button size="lg" variant="secondary" className="border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('book')}
          </Button>
          <a href={business.phoneHref} className={buttonClass({ size: 'lg', className: 'border border-white/40 bg-transparent hover:bg-white/10' })}>
            <Phone aria-hidden="true" className="size-5" />
            {t('call', { phone: business.phone })}
          </a>
        </div>
      </div>
    </section>
  )
}

/** The long guidance of the page, kept in English under a heading in the page's language. */
export function EnglishGuide({ children }: { children: React.ReactNode }) {
  const t = useTranslations('places.english')
  return (
    <section id="full-guide" aria-labelledby="full-guide-heading" className="scroll-mt-20 border-t border-line/70">
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <h2 id="full-guide-heading" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('sectionHeading')}
        </h2>
      </div>
      <div lang="en">{children}</div>
    </section>
  )
}

import { data, Link } from 'react-router'
import { indiaWeekMinute, schemaOpeningHours } from '../../core/clinics/hours.ts'
import { CLINIC_CITIES, CLINIC_SERVICE_LABELS, type ClinicCity } from '../../core/clinics/services.ts'
import { createTranslator, useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { INTL_LOCALE, languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import { formatIndianMobile } from '../../core/phone.ts'
import { clinicJsonLd } from '../../core/site/structured-data.ts'
import { BRAND } from '../../core/brand.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { Clock, MapPin, Phone } from '../components/ui/icons.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { OpenBadge, SampleBadge } from '../features/clinics/clinic-card.tsx'
import { ClinicLocation, directionsUrl } from '../features/clinics/clinic-location.tsx'
import { FavoriteButton } from '../features/clinics/favorite-button.tsx'
import { HoursTable } from '../features/clinics/hours-table.tsx'
import { useFavorites } from '../features/clinics/use-favorites.ts'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/clinic-page.ts'
import { withQueries } from '../lib/query-scope.tsx'

const CITY_KEYS: Record<string, true> = Object.fromEntries(CLINIC_CITIES.map((city) => [city, true]))

/** A clinic's own page, rendered on the server: hours, services, directions, booking, and its JSON-LD. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const messages = messagesOf(language, ['clinics'])
  const slug = params.slug ?? ''
  const { services, siteOrigin, mapTiles } = context.get(serverContext)
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 120) throw data(null, { status: 404 })
  const clinic = await services.clinics.detail(slug).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 })
    throw error
  })
  const path = `/clinics/${clinic.slug}`
  const description = clinic.description || `${clinic.name}: a pet clinic in ${clinic.locality}, ${clinic.city}.`
  // A Hindi page is described in Hindi: the clinic's own description is in the words it wrote.
  const cities = messages.clinics.cities as Record<string, string>
  const pageDescription =
    language === 'hi'
      ? createTranslator({ locale: INTL_LOCALE[language], messages, namespace: 'clinics.clinic' })('descriptionFallback', { name: clinic.name, locality: clinic.locality, city: cities[clinic.city] ?? clinic.city })
      : description
  return {
    messages,
    // The name once, with its place when the name does not already say it.
    title: clinic.name.toLowerCase().includes(clinic.locality.toLowerCase()) ? `${clinic.name}, ${language === 'hi' ? (cities[clinic.city] ?? clinic.city) : clinic.city}` : `${clinic.name}, ${clinic.locality}`,
    description: pageDescription.length > 160 ? `${pageDescription.slice(0, 157)}...` : pageDescription,
    clinic,
    mapTiles,
    today: indiaWeekMinute(new Date()).day,
    // A sample listing (development only) is never described to search engines as a real place.
    noIndex: clinic.sample,
    jsonLd: clinic.sample ? undefined : clinicJsonLd({
      origin: siteOrigin,
      path,
      name: clinic.name,
      description,
      address: clinic.address,
      locality: clinic.locality,
      city: clinic.city,
      pincode: clinic.pincode,
      latitude: clinic.latitude,
      longitude: clinic.longitude,
      telephone: clinic.phone,
      openingHours: schemaOpeningHours(clinic),
      services: clinic.services.map((service) => CLINIC_SERVICE_LABELS[service]),
    }),
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

function ClinicPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Clinic {...loaderData} />
    </PageMessages>
  )
}

function Clinic({ clinic, today, mapTiles }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const localPath = useLocalPath()
  const auth = useAuth()
  const favorites = useFavorites(auth.isAuthenticated ? auth.userId : null, () => openAuthModal({ title: t('card.signInToSave'), redirectTo: null }))
  const osm = `https://www.openstreetmap.org/?mlat=${clinic.latitude}&mlon=${clinic.longitude}#map=17/${clinic.latitude}/${clinic.longitude}`
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
          <nav aria-label={t('clinic.breadcrumb')} className="text-sm text-ink-muted">
            <Link to={localPath('/find-clinics')} className="hover:underline">
              {t('clinic.clinics')}
            </Link>{' '}
            / {clinic.city in CITY_KEYS ? t(`cities.${clinic.city as ClinicCity}`) : <span translate="no">{clinic.city}</span>}
          </nav>
          <div className="mt-3 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <OpenBadge clinic={clinic} />
                {clinic.sample ? <SampleBadge /> : null}
              </div>
              <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl" translate="no">
                {clinic.name}
              </h1>
              <p className="mt-3 flex items-start gap-2 text-ink-muted">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span translate="no">{clinic.address}</span>
              </p>
            </div>
            <FavoriteButton clinic={clinic} favorites={favorites} />
          </div>
          {clinic.photos[0] ? (
            <img
              src={clinic.photos[0]}
              srcSet={`${clinic.photos[0].replace(/-800\.webp$/, '-400.webp')} 400w, ${clinic.photos[0]} 800w, ${clinic.photos[0].replace(/-800\.webp$/, '-1600.webp')} 1600w`}
              sizes="(min-width: 1024px) 960px, 100vw"
              alt={`${clinic.name}`}
              translate="no"
              width={800}
              height={450}
              className="mt-6 aspect-video w-full max-w-3xl rounded-2xl object-cover"
              data-testid="clinic-photo"
            />
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={`${localPath('/book-an-appointment')}?clinic=${clinic.slug}`} className={buttonClass({ size: 'lg' })}>
              {t('clinic.book')}
            </a>
            <a href={directionsUrl(clinic)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', size: 'lg' })}>
              {t('clinic.directions')}
            </a>
            <a href={`tel:+91${clinic.phone}`} className={buttonClass({ variant: 'ghost', size: 'lg' })}>
              <Phone aria-hidden="true" className="size-4" />
              {formatIndianMobile(clinic.phone)}
            </a>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          {clinic.description ? (
            <section aria-labelledby="about-heading" className="card p-5 sm:p-6">
              <h2 id="about-heading" className="font-display text-xl font-semibold text-ink">
                {t('clinic.about')}
              </h2>
              {/* The clinic's own words, as it wrote them. */}
              <p className="mt-2 leading-relaxed text-ink-muted" lang={language === 'hi' ? 'en' : undefined}>
                {clinic.description}
              </p>
            </section>
          ) : null}
          <section aria-labelledby="services-heading" className="card p-5 sm:p-6">
            <h2 id="services-heading" className="font-display text-xl font-semibold text-ink">
              {t('clinic.services')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {clinic.services.map((service) => (
                <li key={service} className="rounded-full bg-surface px-3 py-1.5 text-sm text-ink">
                  {t(`services.${service}`)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="map-heading" className="card p-5 sm:p-6">
            <h2 id="map-heading" className="font-display text-xl font-semibold text-ink">
              {t('clinic.where')}
            </h2>
            <p className="mt-2 text-ink-muted" translate="no">
              {clinic.locality}, {clinic.city} {clinic.pincode}
            </p>
            <div className="mt-4">
              <ClinicLocation clinic={clinic} tiles={mapTiles} />
            </div>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <a href={osm} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('clinic.openMap')}
              </a>
              <Link to={`${localPath('/find-clinics-map')}?q=${encodeURIComponent(clinic.locality)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('clinic.nearby')}
              </Link>
            </p>
          </section>
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="hours-heading" className="card p-5 sm:p-6">
            <h2 id="hours-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              {t('clinic.hours')}
            </h2>
            <div className="mt-3">
              <HoursTable hours={clinic.hours} open24x7={clinic.open24x7} today={today} />
            </div>
          </section>
          {clinic.sample ? (
            <p className="rounded-xl bg-surface p-4 text-sm text-ink-muted">
              {t('clinic.sample', { brand: BRAND })}
            </p>
          ) : null}
        </aside>
      </div>
    </>
  )
}

export default withQueries(ClinicPage)

import { useTranslations } from 'use-intl'
import { BadgeCheck, CalendarCheck, HeartHandshake, IndianRupee, MapPin, Stethoscope } from '../components/ui/icons.tsx'
import { ABOUT_PAGE } from '../../content/pages/about.ts'
import { ABOUT_PAGE_HI } from '../../content/pages/about-hi.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { BRAND } from '../../core/brand.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { CITIES, cityPagePath } from '../../core/site/cities.ts'
import type { ClinicFact } from '../../core/site/content-facts.ts'
import { Button } from '../components/ui/button.tsx'
import { ProseSections } from '../components/ui/prose-sections.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { contactJsonLd } from '../lib/business.ts'
import { businessOf, pageMeta } from '../lib/head.ts'
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/about.ts'
import { withContentFacts } from '../lib/content-facts.ts'

const VALUE_ICONS = [BadgeCheck, IndianRupee, HeartHandshake] as const

/** Where the partner clinics are, as the English {partnerClinics} names them: each clinic's place, or the cities of many. */
function clinicPlaces(clinics: readonly ClinicFact[]): string[] {
  if (clinics.length > 3) return [...new Set(clinics.map((clinic) => clinic.city))].sort()
  return clinics.map((clinic) => `${clinic.locality} (${clinic.city})`)
}

type AboutCopy = typeof ABOUT_PAGE | typeof ABOUT_PAGE_HI

/** /about: the English copy with its facts filled in; in Hindi, its Hindi twin (decision 0084). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['about'])
  const cities = CITIES.map((city) => ({ slug: city.slug, name: city.name, path: cityPagePath(city.slug) }))
  const page = { ...messages.about.page, messages, cities }
  if (language === 'en') return { ...page, about: (await withContentFacts(context, ABOUT_PAGE)) as AboutCopy, clinicPlaces: [] as string[] }
  const facts = await context.get(serverContext).contentFacts()
  return { ...page, about: ABOUT_PAGE_HI as AboutCopy, clinicPlaces: clinicPlaces(facts.clinics ?? []) }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    jsonLd: args.loaderData && {
      ...contactJsonLd(businessOf(args)),
      '@context': 'https://schema.org',
      '@type': 'VeterinaryCare',
      name: BRAND,
      description: args.loaderData.description,
      areaServed: args.loaderData.cities.map((city) => ({ '@type': 'City', name: city.name })),
      currenciesAccepted: 'INR',
    },
  })

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <About {...loaderData} />
    </PageMessages>
  )
}

function About({ heading, about, cities, clinicPlaces }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('about')
  const localPath = useLocalPath()
  return (
    <>
      <PageHeader heading={heading} description={about.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:gap-12">
          <ProseSections sections={about.story} className="max-w-3xl" />
          <ul className="grid h-fit gap-4 sm:grid-cols-3 lg:grid-cols-1" aria-label={t('valuesLabel')}>
            {about.values.map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length] ?? BadgeCheck
              return (
                <li key={value.title} className="card p-5">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  <p className="mt-2 font-display text-lg font-semibold text-ink">{value.title}</p>
                  <p className="mt-1 text-ink-muted">{value.text}</p>
                </li>
              )
            })}
          </ul>
        </div>

        <section aria-labelledby="kit-heading" className="card mt-12 p-5 sm:p-8">
          <Stethoscope aria-hidden="true" className="size-7 text-brand-700" />
          <h2 id="kit-heading" className="mt-3 font-display text-2xl font-semibold text-ink">
            {about.kit.heading}
          </h2>
          <p className="mt-2 text-ink-muted">{about.kit.intro}</p>
          <ul className="mt-5 grid gap-3 md:grid-cols-2">
            {about.kit.items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink">
                <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cities-heading" className="mt-12">
          <h2 id="cities-heading" className="font-display text-2xl font-semibold text-ink">
            {about.citiesHeading}
          </h2>
          <p className="mt-2 text-ink-muted">
            {about.citiesIntro}
            {clinicPlaces.length > 0 ? (
              <>
                {' '}
                {t.rich('clinics', {
                  count: clinicPlaces.length,
                  places: () => <span translate="no">{clinicPlaces.join(', ')}</span>,
                })}
              </>
            ) : null}
          </p>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {cities.map((city) => (
              <li key={city.path}>
                <SiteLink
                  to={localPath(city.path)}
                  className="card flex min-h-14 items-center gap-2 px-4 py-3 font-semibold text-ink transition-colors hover:border-brand-300 hover:text-brand-800"
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  {t(`cityNames.${city.slug}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-cta-heading" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="about-cta-heading" className="font-display text-2xl font-semibold">
            {t('cta.heading')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">{t('cta.text')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('cta.book')}
            </Button>
            <SiteLink to={localPath('/faq')} className="btn-outline border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
              {t('cta.faq')}
            </SiteLink>
          </div>
        </section>
      </div>
    </>
  )
}

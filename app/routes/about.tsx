import { BadgeCheck, CalendarCheck, HeartHandshake, IndianRupee, MapPin, Stethoscope } from '../components/ui/icons.tsx'
import { ABOUT_PAGE } from '../../content/pages/about.ts'
import { BRAND } from '../../core/brand.ts'
import { CITIES, cityPagePath } from '../../core/site/cities.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { Button } from '../components/ui/button.tsx'
import { ProseSections } from '../components/ui/prose-sections.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { contactJsonLd } from '../lib/business.ts'
import { businessOf, pageMeta } from '../lib/head.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/about.ts'
import { withContentFacts } from '../lib/content-facts.ts'

const VALUE_ICONS = [BadgeCheck, IndianRupee, HeartHandshake] as const

export function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/about')
  return withContentFacts(context, {
    title: page?.title ?? 'About Us',
    heading: page?.heading ?? `About ${BRAND}`,
    description: page?.description ?? '',
    about: ABOUT_PAGE,
    cities: CITIES.map((city) => ({ name: city.name, path: cityPagePath(city.slug) })),
  })
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
  const { heading, about, cities } = loaderData
  return (
    <>
      <PageHeader heading={heading} description={about.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:gap-12">
          <ProseSections sections={about.story} className="max-w-3xl" />
          <ul className="grid h-fit gap-4 sm:grid-cols-3 lg:grid-cols-1" aria-label="What we stand for">
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
          <p className="mt-2 text-ink-muted">{about.citiesIntro}</p>
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {cities.map((city) => (
              <li key={city.path}>
                <SiteLink
                  to={city.path}
                  className="card flex min-h-14 items-center gap-2 px-4 py-3 font-semibold text-ink transition-colors hover:border-brand-300 hover:text-brand-800"
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  {city.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-cta-heading" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 id="about-cta-heading" className="font-display text-2xl font-semibold">
            Meet a vet without leaving home
          </h2>
          <p className="mt-2 max-w-2xl text-brand-100">
            Book a home visit, a clinic consultation or a video call in a few steps, and pay online or after the service.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book an appointment
            </Button>
            <SiteLink to="/faq" className="btn-outline border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
              Read the FAQ
            </SiteLink>
          </div>
        </section>
      </div>
    </>
  )
}

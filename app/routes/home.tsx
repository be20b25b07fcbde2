import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  Cat,
  FlaskConical,
  HeartPulse,
  IndianRupee,
  MapPin,
  Scissors,
  ShieldCheck,
  Siren,
  Star,
  Stethoscope,
  Syringe,
  Users,
  Video,
} from '../components/ui/icons.tsx'
import { Link } from 'react-router'
import { useMessages, useTranslations } from 'use-intl'
import { assistantTools } from '../../content/assistant/tools.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { type HomeServiceCard, type ServiceCardIcon, homeServiceCards } from '../../content/home/service-cards.ts'
import { HOME_TESTIMONIALS } from '../../content/reviews/testimonials.ts'
import { HOME_BLOG_COUNT, toBlogCard } from '../../core/blog/listing.ts'
import { VISIT_TYPES, type VisitType } from '../../core/booking/options.ts'
import { visitCharge } from '../../core/booking/pricing.ts'
import { lowestPrice } from '../../core/catalogue/price-list.ts'
import { priceRange } from '../../core/site/content-facts.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { Button, buttonClass } from '../components/ui/button.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { ScrollRow } from '../components/ui/scroll-row.tsx'
import { AssistantToolsSection } from '../features/assistant/assistant-tools-section.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { PopularPosts } from '../features/blog/popular-posts.tsx'
import { hindiBlogCard } from '../features/blog/article-summaries.server.ts'
import { ReviewsSection } from '../features/reviews/reviews-section.tsx'
import { PriceTag } from '../components/ui/price-tag.tsx'
import { pageMeta } from '../lib/head.ts'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/home.ts'
import { useBusiness } from '../lib/business.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { useMarketingClaims } from '../lib/marketing-claims.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  // The assistant's dialogs open from this page only, so their words travel with it, not with every page.
  const messages = messagesOf(language, ['home', 'assistant'])
  const text = messages.home
  // The most viewed articles, chosen by the server so they are in the first HTML (spec: top 3 by views).
  const { services: { blog, catalogue }, demoData } = context.get(serverContext)
  const [popular, services] = await Promise.all([blog.listPopular(HOME_BLOG_COUNT), catalogue.listServices()])
  // The messages stay out of the content facts: their {braces} are the messages' own arguments.
  const content = await withContentFacts(context, {
    // The route table's (core/site/pages.ts) in English, the page's own words in Hindi.
    title: text.page.title,
    heading: text.page.heading,
    description: text.page.description,
    // Every price on the page is the catalogue's (the services table), as the booking charges it.
    visitPrices: VISIT_TYPES.flatMap((visitType) => {
      const charge = visitCharge(services, visitType)
      return charge ? [{ visitType, price: charge.discountedPrice, listPrice: charge.price }] : []
    }),
    priceRange: priceRange(services),
    serviceCards: homeServiceCards(text.services).map(({ priceFrom, ...card }) => {
      const price = priceFrom ? lowestPrice(services, priceFrom.serviceIds) : null
      return { ...card, price: priceFrom && price !== null ? { label: priceFrom.label, price } : null }
    }),
    // A Hindi card names an article in Hindi where its Hindi summary is current (decision 0083).
    popularPosts: popular.map(language === 'hi' ? hindiBlogCard : toBlogCard),
    // Copy travels as page data rather than in the page's JavaScript (decision 0009).
    assistantTools: assistantTools(text.assistant.tools),
    // Sample reviews only in development (DEMO_DATA); there are no published reviews to show yet.
    testimonials: demoData ? HOME_TESTIMONIALS : [],
  })
  return { ...content, messages }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VeterinaryCare',
      name: 'PetVaidya',
      areaServed: ['Gurgaon', 'Delhi', 'Noida', 'Ghaziabad', 'Faridabad'],
      ...(args.loaderData?.priceRange ? { priceRange: args.loaderData.priceRange } : {}),
    },
  })

/** Icons of the spec's claims; a claim the team words otherwise gets the check mark. */
const claimIcons: Record<string, typeof Star> = {
  '5+ cities': MapPin,
  'Registered vets': BadgeCheck,
  'Certified vets': ShieldCheck,
  'No hidden fees': IndianRupee,
}

const serviceIcons: Record<ServiceCardIcon, typeof Star> = {
  syringe: Syringe,
  cat: Cat,
  stethoscope: Stethoscope,
  flask: FlaskConical,
  scissors: Scissors,
  'heart-pulse': HeartPulse,
  video: Video,
  siren: Siren,
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { isAuthenticated } = useAuth()
  return (
    <PageMessages messages={loaderData.messages}>
      <Hero heading={loaderData.heading} description={loaderData.description} visitPrices={loaderData.visitPrices} />
      <ServicesSection cards={loaderData.serviceCards} />
      <PopularPosts cards={loaderData.popularPosts} />
      <AssistantToolsSection tools={loaderData.assistantTools} isVerified={isAuthenticated} />
      {loaderData.testimonials.length > 0 ? <ReviewsSection testimonials={loaderData.testimonials} /> : null}
      <BookingBand />
    </PageMessages>
  )
}

type VisitPrice = { visitType: VisitType; price: number; listPrice: number }

function Hero({ heading, description, visitPrices }: { heading: string; description: string; visitPrices: readonly VisitPrice[] }) {
  const marketingClaims = useMarketingClaims()
  const t = useTranslations('home')
  const claimWords = useMessages().home.claims
  // A claim the team typed in English and has no translation stays in English, marked so.
  const claimLang = useLanguage() === 'en' ? undefined : 'en'
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:gap-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800">
            <MapPin aria-hidden="true" className="size-4" />
            {t('hero.tagline')}
          </p>
          <h1 className="mt-4 max-w-2xl font-display text-[2rem] leading-[1.15] font-extrabold tracking-tight text-balance text-ink sm:text-5xl sm:leading-[1.1]">
            {heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{description}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('hero.book')}
            </Button>
            <Link to="#services" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('hero.explore')}
            </Link>
          </div>
          <ul aria-label={t('hero.claimsLabel')} className="mt-8 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {marketingClaims.map((claim) => {
              // The computed figures (core/site/social-proof.ts) get the people and the star.
              const Icon = claimIcons[claim] ?? (claim.endsWith('pet owners served') ? Users : claim.includes('average rating') ? Star : BadgeCheck)
              const words = claimWords[claim]
              return (
                <li
                  key={claim}
                  lang={words ? undefined : claimLang}
                  className="inline-flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-sm font-semibold text-ink shadow-sm sm:rounded-full sm:py-1.5"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {words ?? claim}
                </li>
              )
            })}
          </ul>
        </div>

        <aside aria-labelledby="visit-prices-title" className="card p-5 sm:p-6">
          <h2 id="visit-prices-title" className="text-lg font-bold text-ink">
            {t('prices.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('prices.note')}</p>
          <ul className="mt-4 divide-y divide-line">
            {visitPrices.map(({ visitType, price, listPrice }) => (
              <li key={visitType} className="flex items-center justify-between gap-4 py-3">
                <span className="font-semibold text-ink">{t(`prices.${visitType}`)}</span>
                <PriceTag price={price} listPrice={listPrice} className="text-lg" />
              </li>
            ))}
          </ul>
          <p className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t('prices.payLater')}
          </p>
        </aside>
      </div>
    </section>
  )
}

type ServiceCard = Omit<HomeServiceCard, 'priceFrom'> & { price: { label: string; price: number } | null }

function ServicesSection({ cards }: { cards: readonly ServiceCard[] }) {
  const t = useTranslations('home.services')
  const localPath = useLocalPath()
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 pt-6 pb-14 sm:pt-8 sm:pb-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div>
          <h2 id="services-title" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        </div>
        <SiteLink
          to={localPath('/services')}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:underline hover:underline-offset-4"
        >
          {t('all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </SiteLink>
      </div>
      <ScrollRow label={t('listLabel')} className="mt-8">
        {cards.map((card) => (
          <li key={card.title} className="w-[20rem] max-w-[85vw] shrink-0 snap-start">
            <ServiceCardView card={card} />
          </li>
        ))}
      </ScrollRow>
    </section>
  )
}

function ServiceCardView({ card }: { card: ServiceCard }) {
  const { title, summary, links, price } = card
  const Icon = serviceIcons[card.icon]
  const localPath = useLocalPath()
  return (
    <article className="card flex h-full flex-col p-5">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
      <p className="mt-1.5 flex-1 text-[15px] leading-relaxed text-ink-muted">{summary}</p>
      {price ? (
        <p className="mt-4 flex items-baseline justify-between gap-2 rounded-xl bg-surface px-3 py-2 text-sm">
          <span className="text-ink-muted">{price.label}</span>
          <PriceTag price={price.price} listPrice={price.price} />
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <SiteLink
            key={link.to}
            to={localPath(link.to)}
            className={buttonClass({ variant: links.length > 1 ? 'outline' : 'secondary', size: 'sm', className: 'flex-1' })}
          >
            {link.label}
            {links.length === 1 ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
          </SiteLink>
        ))}
      </div>
    </article>
  )
}

function BookingBand() {
  const business = useBusiness()
  const t = useTranslations('home.band')
  return (
    <section aria-labelledby="booking-band-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-3xl bg-brand-800 px-6 py-9 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between [&_:focus-visible]:outline-white">
        <div>
          <h2 id="booking-band-title" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t('text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="secondary" className="border-white" onClick={() => openAppointmentModal()}>
            {t('book')}
          </Button>
          <a
            href={business.phoneHref}
            className={buttonClass({ size: 'lg', className: 'border border-white/40 bg-transparent hover:bg-white/10' })}
          >
            {t('call', { phone: business.phone })}
          </a>
        </div>
      </div>
    </section>
  )
}

import { CalendarCheck, CircleCheck, IndianRupee, Phone } from '../../components/ui/icons.tsx'
import type { ServiceKind } from '../../../content/services/types.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { KindIcon } from './kind-icon.tsx'
import { useTranslations } from 'use-intl'
import { useBusiness } from '../../lib/business.ts'
import { useServicePageWords } from './words.ts'

type PageHeroProps = {
  kind: ServiceKind
  eyebrow: string
  heading: string
  lead: string
  highlights: readonly string[]
  /** Where 'See prices' leads, an anchor on the page. */
  pricesAnchor?: string
  /** A card beside the text on wide screens, under it on phones (the prices, usually). */
  aside?: React.ReactNode
  /** The hero's own words, for a page whose messages hold no `servicePages` (the membership page). */
  words?: { atAGlance: string; book: string; seePrices: string }
}

/** The top of a service, city or near-me page: what it is, a few facts, and the way to book. */
export function PageHero({ kind, eyebrow, heading, lead, highlights, pricesAnchor = '#book', aside, words: own }: PageHeroProps) {
  const business = useBusiness()
  const t = useTranslations('shell.header')
  const serviceWords = useServicePageWords()
  const ownWords: Partial<Record<string, string>> = own ? { 'hero.glance': own.atAGlance, 'hero.book': own.book, 'hero.seePrices': own.seePrices } : {}
  const words = (key: 'hero.glance' | 'hero.book' | 'hero.seePrices' | 'hero.callNow') => ownWords[key] ?? serviceWords(key)
  return (
    <section className="relative overflow-hidden border-b border-line/60 bg-gradient-to-b from-brand-50 via-brand-50/60 to-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:grid-cols-[1.35fr_1fr] lg:items-start lg:gap-12">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800">
            <KindIcon kind={kind} className="size-4" />
            {eyebrow}
          </p>
          <h1 className="mt-4 max-w-2xl font-display text-[2rem] leading-[1.15] font-extrabold tracking-tight text-balance text-ink sm:text-[2.75rem] sm:leading-[1.1]">
            {heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{lead}</p>
          <ul aria-label={words('hero.glance')} className="mt-6 grid gap-2.5 sm:grid-cols-2">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2 text-[15px] leading-snug font-medium text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            {kind === 'emergency' ? (
              <a href={business.phoneHref} className={buttonClass({ variant: 'destructive', size: 'lg' })}>
                <Phone aria-hidden="true" className="size-5" />
                {words('hero.callNow')}
              </a>
            ) : null}
            <Button size="lg" variant={kind === 'emergency' ? 'secondary' : 'primary'} onClick={() => openAppointmentModal()}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {words('hero.book')}
            </Button>
            {kind === 'emergency' ? null : (
              <a href={pricesAnchor} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
                <IndianRupee aria-hidden="true" className="size-5" />
                {words('hero.seePrices')}
              </a>
            )}
          </div>
          {kind === 'emergency' ? <p className="mt-3 max-w-xl text-sm text-ink-muted">{t('callHours', { hours: business.hours })}</p> : null}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </div>
    </section>
  )
}

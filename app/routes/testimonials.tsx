import { useTranslations } from 'use-intl'
import { CalendarCheck, Info } from '../components/ui/icons.tsx'
import { TESTIMONIALS } from '../../content/reviews/testimonials.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { Button } from '../components/ui/button.tsx'
import { TestimonialCard } from '../features/reviews/testimonial-card.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { PageMessages, useLanguage } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/testimonials.ts'

export function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['testimonials'])
  // Sample reviews only in development (DEMO_DATA, decision 0063); production has no published reviews yet.
  const testimonials = context.get(serverContext).demoData ? TESTIMONIALS : []
  return { ...messages.testimonials.page, messages, language, testimonials }
}

// No Review or AggregateRating markup: these are sample reviews, not ones a search engine may show as ratings.
export const meta: Route.MetaFunction = (args) => {
  const language = args.loaderData?.language ?? 'en'
  const crumbs = args.loaderData?.messages.testimonials.breadcrumb ?? { home: 'Home', testimonials: 'Testimonials' }
  return pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    jsonLd: jsonLdGraph([
      breadcrumbList(siteOriginOf(args), [
        { name: crumbs.home, path: pathInLanguage('/', language) },
        { name: crumbs.testimonials, path: pathInLanguage('/testimonials', language) },
      ])]),
  })
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Testimonials {...loaderData} />
    </PageMessages>
  )
}

function Testimonials({ heading, description, testimonials }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('testimonials')
  // The sample reviews are written in English; a page in another language shows them as they are, marked so.
  const reviewLang = useLanguage() === 'en' ? undefined : 'en'
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {testimonials.length > 0 ? (
          <>
            <p className="flex items-start gap-3 rounded-xl border border-line bg-white px-4 py-3 text-sm leading-relaxed text-ink-muted">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {t('sampleNotice')}
            </p>
            <ul aria-label={t('listLabel')} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id} lang={reviewLang}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="card p-6 text-ink-muted">{t('empty')}</p>
        )}
        <section aria-labelledby="testimonials-cta" className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10 [&_:focus-visible]:outline-white">
          <div>
            <h2 id="testimonials-cta" className="font-display text-2xl font-bold">{t('cta.heading')}</h2>
            <p className="mt-1 text-brand-100">{t('cta.text')}</p>
          </div>
          <Button variant="secondary" size="lg" className="border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('cta.book')}
          </Button>
        </section>
      </div>
    </>
  )
}

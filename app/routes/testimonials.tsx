import { CalendarCheck, Info } from '../components/ui/icons.tsx'
import { TESTIMONIALS } from '../../content/reviews/testimonials.ts'
import { breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { Button } from '../components/ui/button.tsx'
import { TestimonialCard } from '../features/reviews/testimonial-card.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/testimonials.ts'

export function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/testimonials')
  // Sample reviews only in development (DEMO_DATA, decision 0063); production has no published reviews yet.
  const testimonials = context.get(serverContext).demoData ? TESTIMONIALS : []
  return { title: page?.title ?? 'Testimonials', heading: page?.heading ?? '', description: page?.description ?? '', testimonials }
}

// No Review or AggregateRating markup: these are sample reviews, not ones a search engine may show as ratings.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    jsonLd: jsonLdGraph([
      breadcrumbList(siteOriginOf(args), [
        { name: 'Home', path: '/' },
        { name: 'Testimonials', path: '/testimonials' },
      ])]),
  })

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {loaderData.testimonials.length > 0 ? (
          <>
            <p className="flex items-start gap-3 rounded-xl border border-line bg-white px-4 py-3 text-sm leading-relaxed text-ink-muted">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              These are sample reviews, written to illustrate our services; they are not from real customers. Verified reviews will replace them.
            </p>
            <ul aria-label="Reviews" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="card p-6 text-ink-muted">No reviews yet. Reviews from owners after a completed visit will appear here.</p>
        )}
        <section aria-labelledby="testimonials-cta" className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10 [&_:focus-visible]:outline-white">
          <div>
            <h2 id="testimonials-cta" className="font-display text-2xl font-bold">Book a vet for your dog or cat</h2>
            <p className="mt-1 text-brand-100">At home, at a clinic or by video, anywhere in Delhi NCR.</p>
          </div>
          <Button variant="secondary" size="lg" className="border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book an appointment
          </Button>
        </section>
      </div>
    </>
  )
}

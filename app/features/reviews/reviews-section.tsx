import { useTranslations } from 'use-intl'
import { ArrowRight } from '../../components/ui/icons.tsx'
import type { Testimonial } from '../../../core/contracts/testimonial.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { TestimonialCard } from './testimonial-card.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'

/**
 * The home page's reviews (spec section 2): three static testimonial cards and a link to the rest.
 * The sample reviews are written in English; a Hindi page shows them as they are, marked so.
 */
export function ReviewsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useTranslations('home.reviews')
  const localPath = useLocalPath()
  const reviewLang = useLanguage() === 'en' ? undefined : 'en'
  return (
    <section aria-labelledby="reviews-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="reviews-title" className="max-w-3xl font-display text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} lang={reviewLang}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex justify-center">
          <SiteLink to={localPath('/testimonials')} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('more')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </div>
    </section>
  )
}

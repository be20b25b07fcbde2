import { ChevronDown, Phone } from '../../components/ui/icons.tsx'
import type { Faq } from '../../../content/page-blocks.ts'
import { useBusiness } from '../../lib/business.ts'
import { useServicePageWords, useServicePageWordsAreEnglish } from './words.ts'

/**
 * The page's questions as native disclosure widgets: every answer is in the served HTML (and in
 * the FAQPage JSON-LD, word for word), and opening one needs no script. `note` replaces the line
 * under the heading, for a page with words of its own (the membership page).
 */
export function FaqSection({ faqs, heading, faqsLang, note }: { faqs: readonly Faq[]; heading?: string; /** 'en' when the questions stay English on a Hindi page. */ faqsLang?: 'en'; note?: React.ReactNode }) {
  const business = useBusiness()
  const words = useServicePageWords()
  // The English intro inside a Hindi page's English guide names the hours in English too.
  const hours = useServicePageWordsAreEnglish() ? business.englishHours : business.hours
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <div>
          <h2 id="faq-heading" className="font-display text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
            {heading ?? words('faq.heading')}
          </h2>
          {note ? <p className="mt-3 leading-relaxed text-ink-muted">{note}</p> : <p className="mt-3 leading-relaxed text-ink-muted">
            {words.rich('faq.intro', {
              hours,
              phone: () => (
                <a href={business.phoneHref} className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4">
                  <Phone aria-hidden="true" className="size-4" />
                  {business.phone}
                </a>
              ),
            })}
          </p>}
          {faqsLang ? <p className="mt-3 text-sm text-ink-muted">{words('guide.faqNote')}</p> : null}
        </div>
        <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-card" data-testid="faq-list" lang={faqsLang}>
          {faqs.map((faq, index) => (
            <details key={faq.question} className="group" open={index === 0}>
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
                <span className="min-w-0 wrap-anywhere">{faq.question}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-ink-muted wrap-anywhere">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

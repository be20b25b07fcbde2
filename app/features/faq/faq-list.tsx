import { Fragment } from 'react'
import { useTranslations } from 'use-intl'
import { ChevronDown } from '../../components/ui/icons.tsx'
import { FAQ_CATEGORIES, type FaqGroup, type LocalFaq } from '../../../core/contracts/faq.ts'
import { useLanguage } from '../../lib/i18n.tsx'

const KNOWN: ReadonlySet<string> = new Set(FAQ_CATEGORIES.map((category) => category.id))

const EMAIL = /([^\s@()]+@[^\s@()]+\.[a-z]{2,})/gi

/** On a Hindi page, an e-mail address inside an answer is a name, not English words. */
function WithAddresses({ text }: { text: string }) {
  const parts = text.split(EMAIL)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} translate="no">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}

/** The FAQs grouped by category: a jump list, then each group's questions, opening in place. */
export function FaqList({ groups }: { groups: readonly FaqGroup<LocalFaq>[] }) {
  const t = useTranslations('faq')
  const hindi = useLanguage() === 'hi'
  // A group an admin added has no words of its own in Hindi: its English name, marked as such.
  const label = (group: FaqGroup<LocalFaq>) =>
    KNOWN.has(group.category) ? t(`categories.${group.category as (typeof FAQ_CATEGORIES)[number]['id']}`) : hindi ? <span lang="en">{group.label}</span> : group.label
  const text = (value: string) => (hindi ? <WithAddresses text={value} /> : value)
  if (groups.length === 0) {
    return <p className="text-ink-muted">{t('list.empty')}</p>
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <nav aria-label={t('list.topicsLabel')} className="h-fit lg:sticky lg:top-24">
        <h2 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t('list.topics')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
          {groups.map((group) => (
            <li key={group.category}>
              <a
                href={`#${group.category}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-3.5 text-sm font-medium text-ink hover:border-brand-300 hover:text-brand-800 lg:min-h-0 lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-2 lg:py-2 lg:text-base lg:leading-snug"
              >
                {label(group)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {groups.map((group) => (
          <section key={group.category} id={group.category} aria-labelledby={`${group.category}-heading`} className="scroll-mt-24">
            <h2 id={`${group.category}-heading`} className="font-display text-2xl font-semibold text-ink">
              {label(group)}
            </h2>
            <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white shadow-card">
              {group.faqs.map((faq) => (
                <details key={faq.slug} id={faq.slug} lang={faq.lang} className="group scroll-mt-24">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 wrap-anywhere">{text(faq.question)}</span>
                    <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="px-5 pb-5 leading-relaxed text-ink-muted wrap-anywhere">{text(faq.answer)}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  )
}

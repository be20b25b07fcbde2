import { useTranslations } from 'use-intl'
import { formatDayMonthYear } from '../../core/dates.ts'
import type { ReviewStatus } from '../../core/site/health-review.ts'
import { useLanguage } from '../lib/i18n.tsx'

/**
 * The review box of a health page in a language other than English (a media page, a guide, a city
 * or near-me page): the same status the English page shows (reviewer, next review), its sources as
 * written, in English; folded under their heading where the page is long.
 */
export function TranslatedReviewStatus({ status, className = '', words = 'collection.review', foldSources = false }: {
  status: ReviewStatus
  className?: string
  /** The page's namespace of the box's words (the same keys in each). */
  words?: 'collection.review' | 'places.review'
  foldSources?: boolean
}) {
  const t = useTranslations(words as 'collection.review')
  const language = useLanguage()
  const { reviewedBy, reviewedAt, nextReviewDue, sources } = status
  const reviewed = reviewedBy && reviewedAt
  return (
    <aside
      aria-labelledby="review-status-title"
      className={`rounded-2xl border px-5 py-4 text-sm leading-relaxed ${reviewed ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-accent-500/40 bg-accent-50 text-ink'} ${className}`}
      data-testid="review-status"
    >
      <h2 id="review-status-title" className="font-display text-base font-bold text-ink">
        {t('heading')}
      </h2>
      {reviewed ? (
        <p className="mt-1">
          {t.rich('reviewed', {
            name: reviewedBy.name,
            registration: reviewedBy.registration,
            date: formatDayMonthYear(reviewedAt, language),
            person: (chunks) => <span translate="no">{chunks}</span>,
          })}
        </p>
      ) : (
        <p className="mt-1">
          <strong className="font-semibold">{t('notReviewed')}</strong> {t('notReviewedText')}
        </p>
      )}
      <p className="mt-1">{t('nextDue', { date: formatDayMonthYear(nextReviewDue, language) })}</p>
      {sources.length > 0 ? (
        foldSources ? (
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-ink">{t('sources')}</summary>
            <SourceList sources={sources} />
          </details>
        ) : (
          <>
            <h3 className="mt-3 font-semibold text-ink">{t('sources')}</h3>
            <SourceList sources={sources} />
          </>
        )
      ) : null}
    </aside>
  )
}

function SourceList({ sources }: { sources: ReviewStatus['sources'] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5 break-words" lang="en">
      {sources.map((source) => (
        <li key={source.url + source.title}>
          <a className="text-brand-700 underline underline-offset-2 hover:text-brand-800" href={source.url} rel="noreferrer" target="_blank">
            {source.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

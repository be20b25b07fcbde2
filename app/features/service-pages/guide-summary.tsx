import { Info } from '../../components/ui/icons.tsx'
import type { ReviewStatus } from '../../../core/site/health-review.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { useServicePageWords } from './words.ts'

/**
 * The top of a page whose guide stays in English (decision 0079): a short summary in the page's
 * language, the page's review status in the same words (a summary of health text is health text),
 * and the notice that the full guide below is in English.
 */
export function GuideSummary({ summary, review }: { summary: readonly string[]; review: ReviewStatus | null }) {
  const words = useServicePageWords()
  const language = useLanguage()
  const reviewed = review?.reviewedBy && review.reviewedAt ? { by: review.reviewedBy, at: review.reviewedAt } : null
  return (
    <section id="summary" aria-labelledby="summary-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 sm:pt-14">
        <div className="max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6" data-testid="guide-summary">
          <h2 id="summary-heading" className="font-display text-xl font-bold text-ink sm:text-2xl">
            {words('guide.summaryHeading')}
          </h2>
          {summary.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-lg leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
          {review ? (
            <p className="mt-4 text-sm leading-relaxed text-ink-muted" data-testid="guide-summary-review">
              {reviewed
                ? words.rich('guide.reviewed', {
                    name: () => <span translate="no">{reviewed.by.name}</span>,
                    registration: reviewed.by.registration,
                    date: formatDayMonthYear(reviewed.at, language),
                  })
                : words('guide.notReviewed')}{' '}
              {words('guide.nextReview', { date: formatDayMonthYear(review.nextReviewDue, language) })}
            </p>
          ) : null}
          <p className="mt-4 flex gap-2 border-t border-brand-200 pt-4 text-[15px] font-medium text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{words('guide.notice')}</span>
          </p>
        </div>
      </div>
    </section>
  )
}

import type { ReviewStatus } from '../../../core/site/health-review.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'

/**
 * The review box of a health page: who reviewed it and when, or "Not yet reviewed by a vet"; when
 * the next review is due; and the sources the page was written from, each a link.
 */
export function ReviewStatusBox({ status, className = '' }: { status: ReviewStatus; className?: string }) {
  const { reviewedBy, reviewedAt, nextReviewDue, sources } = status
  const reviewed = reviewedBy && reviewedAt
  return (
    <aside
      aria-labelledby="review-status-title"
      className={`rounded-2xl border px-5 py-4 text-sm leading-relaxed ${reviewed ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-accent-500/40 bg-accent-50 text-ink'} ${className}`}
    >
      <h2 id="review-status-title" className="font-display text-base font-bold text-ink">
        Medical review and sources
      </h2>
      {reviewed ? (
        <p className="mt-1">
          Medically reviewed by {reviewedBy.name} (registration no. {reviewedBy.registration}), on{' '}
          <time dateTime={reviewedAt}>{formatDayMonthYear(reviewedAt)}</time>.
        </p>
      ) : (
        <p className="mt-1">
          <strong className="font-semibold">Not yet reviewed by a vet.</strong> Written by our editorial team from the veterinary guidelines
          listed below. It is general advice and does not replace an examination.
        </p>
      )}
      <p className="mt-1">
        Next review due: <time dateTime={nextReviewDue}>{formatDayMonthYear(nextReviewDue)}</time>.
      </p>
      {sources.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold text-ink">Sources</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
            {sources.map((source) => (
              <li key={source.url + source.title}>
                <a className="text-brand-700 underline underline-offset-2 hover:text-brand-800" href={source.url} rel="noreferrer" target="_blank">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  )
}

/** The review box as a section of its own, for the full-width pages (service, near-me, city, FAQ). */
export function ReviewStatusSection({ status }: { status: ReviewStatus }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <ReviewStatusBox status={status} />
    </div>
  )
}

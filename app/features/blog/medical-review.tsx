import type { ArticleReview } from '../../../core/contracts/blog.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'

/**
 * Whether a vet has reviewed the article: 'Medically reviewed by Dr ... (registration no. ...),
 * on 4 Dec 2026' when a staff vet marked it reviewed, and otherwise a plain statement that no vet
 * has reviewed it yet.
 */
export function MedicalReview({ review, hasSources = true, nextReviewDue }: { review: ArticleReview | null; hasSources?: boolean; nextReviewDue?: string }) {
  const due = nextReviewDue ? (
    <>
      {' '}Next review due: <time dateTime={nextReviewDue}>{formatDayMonthYear(nextReviewDue)}</time>.
    </>
  ) : null
  if (review) {
    return (
      <p className="mt-5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-brand-900" data-testid="medical-review">
        Medically reviewed by {review.reviewerName} ({review.council ? `${review.council} ` : ''}registration no. {review.registrationNumber}), on{' '}
        <time dateTime={review.reviewedAt}>{formatDayMonthYear(review.reviewedAt)}</time>.{due}
      </p>
    )
  }
  return (
    <p className="mt-5 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm leading-relaxed text-ink" data-testid="medical-review">
      <strong className="font-semibold">Not yet reviewed by a vet.</strong>{' '}
      {hasSources ? 'Written from the veterinary guidelines listed under Sources at the end. ' : ''}It is general advice and does not replace an
      examination.{due}
    </p>
  )
}

import type { GuidelineSource } from '../health/vaccination-schedules.ts'
import { addMonths } from '../health/health-plan.ts'

/**
 * The review status a health page shows its readers: who reviewed it and when (absent until a vet
 * staff member has), when the next review is due, and the sources it was written from. Every page
 * that gives health advice carries one: articles, guides, service, FAQ, city and near-me pages.
 */
export type ReviewStatus = {
  /** The reviewing vet, with the council registration shown beside the name. */
  reviewedBy?: { name: string; registration: string }
  /** YYYY-MM-DD. */
  reviewedAt?: string
  /** YYYY-MM-DD: a year after the last review, or after the text was last revised when no vet has reviewed it. */
  nextReviewDue: string
  sources: readonly GuidelineSource[]
}

/** A health text is looked at again at least this often (decision 0033's staleness period). */
export const REVIEW_INTERVAL_MONTHS = 12

/** The status of a page no vet has reviewed yet: due for review a year after its last revision. */
export function unreviewedStatus(revisedOn: string, sources: readonly GuidelineSource[]): ReviewStatus {
  return { nextReviewDue: addMonths(revisedOn, REVIEW_INTERVAL_MONTHS), sources }
}

/** An article's next review: a year after a vet's review, or after publication while no vet has reviewed it. */
export function articleNextReviewDue(publishedAt: string, reviewedAt?: string | null): string {
  return addMonths((reviewedAt ?? publishedAt).slice(0, 10), REVIEW_INTERVAL_MONTHS)
}

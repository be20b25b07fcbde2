/**
 * The social-proof figures of the home page, computed from what the database holds and never typed
 * in (decision 0063). A figure below its threshold is not shown at all: a small number says little
 * and may point at single people.
 */

/** At least this many owners with a completed visit before 'N+ pet owners served' is shown. */
export const OWNERS_SERVED_THRESHOLD = 100
/** At least this many published reviews before an average rating is shown. */
export const RATINGS_THRESHOLD = 20

export type SocialProofData = {
  /** Distinct owners with at least one completed visit. */
  ownersServed: number
  /** Ratings (1-5) of published reviews from real customers; sample reviews never count. */
  ratings: { count: number; sum: number }
}

/** The figure rounded down to a figure that stays true: 1,240 owners are '1,200+'. */
function lowerBound(count: number): number {
  const step = count >= 1000 ? 100 : count >= 100 ? 50 : 10
  return Math.floor(count / step) * step
}

/** '1,200+ pet owners served', '4.6 average rating from 53 reviews': each only above its threshold. */
export function socialProofClaims(data: SocialProofData): string[] {
  const claims: string[] = []
  if (data.ownersServed >= OWNERS_SERVED_THRESHOLD) {
    claims.push(`${lowerBound(data.ownersServed).toLocaleString('en-IN')}+ pet owners served`)
  }
  if (data.ratings.count >= RATINGS_THRESHOLD) {
    // Rounded down to one decimal, so the figure never reads higher than the reviews give.
    const average = Math.floor((data.ratings.sum / data.ratings.count) * 10) / 10
    claims.push(`${average.toFixed(1)} average rating from ${data.ratings.count.toLocaleString('en-IN')} reviews`)
  }
  return claims
}

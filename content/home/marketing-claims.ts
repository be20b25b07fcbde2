import { MARKETING_CLAIMS } from '../../core/brand.ts'

type Claim = (typeof MARKETING_CLAIMS)[number]

/**
 * What the operator must hold to show each marketing claim of the spec (decision 0020: India's
 * Guidelines for Prevention of Misleading Advertisements, 2022, ask that a claim be substantiated).
 * A claim the operator cannot prove today is taken off the page, not reworded.
 */
export const MARKETING_CLAIM_EVIDENCE: Record<Claim, string> = {
  '1000+ pet owners': 'A count of distinct customer accounts with at least one completed visit, from the appointments table, dated.',
  '4.5+ rating': 'The mean of verified post-visit ratings and the number of ratings, from a named source, dated and reproducible.',
  '5+ cities': 'Completed home visits in each of Gurgaon, Delhi, Noida, Ghaziabad and Faridabad.',
  'Registered vets': 'For every vet who visits: the Veterinary Council of India or State Council registration number, checked and on file.',
  'Certified vets': 'The B.V.Sc. & A.H. degree certificate of every vet, on file.',
  'No hidden fees': 'Every amount charged equals the price shown before booking (the server charges only catalogue prices).',
}

/**
 * The spec's claims that are figures. They are never typed in: the pages show the figures computed
 * from the database (core/site/social-proof.ts), and nothing below the threshold (decision 0063).
 */
export const FIGURE_CLAIMS: readonly Claim[] = ['1000+ pet owners', '4.5+ rating']

/**
 * The claims as shipped, in the spec's words, each with its evidence: the seed of the admin-edited
 * claims (decision 0031). Pages read the stored ones, with the computed figures before them.
 */
export const SHIPPED_MARKETING_CLAIMS: ReadonlyArray<{ text: string; evidence: string }> = MARKETING_CLAIMS.filter(
  (text) => !FIGURE_CLAIMS.includes(text),
).map((text) => ({ text, evidence: MARKETING_CLAIM_EVIDENCE[text] }))

/**
 * The building blocks of the service, city and near-me pages' copy. Plain text only: the page
 * components decide the markup. Prices never appear in copy; they come from the catalogue.
 */

export type Faq = { question: string; answer: string }

export type Step = { title: string; text: string }

export type TextSection = {
  heading: string
  paragraphs: readonly string[]
  /** Optional points after the paragraphs. */
  points?: readonly string[]
}

export type ListBlock = { heading: string; items: readonly string[] }

export type StepsBlock = { heading: string; steps: readonly Step[] }

/** A link to another page of the route table. */
export type PageLink = { to: string; label: string; note?: string }

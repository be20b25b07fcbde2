import type { FaqCatalogue, FaqDto } from '../../../core/contracts/faq.ts'
import { type BrokenFactReport, type ContentFacts, fillFacts } from '../../../core/site/content-facts.ts'
import type { FaqRepo, FaqRow } from './repo.ts'

export function toFaqDto(row: FaqRow): FaqDto {
  return { id: row.id, slug: row.slug, question: row.question, answer: row.answer, category: row.category, sortOrder: row.sortOrder }
}

export type FaqService = FaqCatalogue & {
  /** When the published FAQs last changed, for the sitemap; null when there are none. */
  lastModified(): Promise<Date | null>
}

/**
 * Answers name prices, hours and contact details as placeholders, filled in as they are read. One
 * that names no fact (saved before the check, or a service since withdrawn) is shown as typed and
 * reported, never a failed page.
 */
export function createFaqService(repo: FaqRepo, contentFacts: () => Promise<ContentFacts>, onUnknown: BrokenFactReport): FaqService {
  return {
    listPublished: async () => {
      const [rows, facts] = await Promise.all([repo.listPublished(), contentFacts()])
      return rows.map((row) => ({ ...toFaqDto(row), question: fillFacts(row.question, facts, onUnknown), answer: fillFacts(row.answer, facts, onUnknown) }))
    },
    lastModified: async () => {
      const rows = await repo.listPublished()
      return rows.reduce<Date | null>((latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt), null)
    },
  }
}

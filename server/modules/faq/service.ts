import type { FaqCatalogue, FaqDto } from '../../../core/contracts/faq.ts'
import type { FaqRepo, FaqRow } from './repo.ts'

export function toFaqDto(row: FaqRow): FaqDto {
  return { id: row.id, slug: row.slug, question: row.question, answer: row.answer, category: row.category, sortOrder: row.sortOrder }
}

export type FaqService = FaqCatalogue & {
  /** When the published FAQs last changed, for the sitemap; null when there are none. */
  lastModified(): Promise<Date | null>
}

export function createFaqService(repo: FaqRepo): FaqService {
  return {
    listPublished: async () => (await repo.listPublished()).map(toFaqDto),
    lastModified: async () => {
      const rows = await repo.listPublished()
      return rows.reduce<Date | null>((latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt), null)
    },
  }
}

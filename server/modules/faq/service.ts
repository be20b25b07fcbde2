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
    listPublished: async (language = 'en') => {
      const [rows, facts] = await Promise.all([repo.listPublished(), contentFacts()])
      return rows.map((row) => {
        const dto = toFaqDto(row)
        if (language === 'hi' && row.questionHi !== null && row.answerHi !== null) {
          return { ...dto, question: fillFacts(row.questionHi, facts, onUnknown, 'hi'), answer: fillFacts(row.answerHi, facts, onUnknown, 'hi') }
        }
        const english = { ...dto, question: fillFacts(row.question, facts, onUnknown), answer: fillFacts(row.answer, facts, onUnknown) }
        // A Hindi page shows an entry without Hindi text in English, marked as such.
        return language === 'hi' ? { ...english, lang: 'en' as const } : english
      })
    },
    lastModified: async () => {
      const rows = await repo.listPublished()
      return rows.reduce<Date | null>((latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt), null)
    },
  }
}

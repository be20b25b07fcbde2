import { z } from 'zod'

/**
 * A shipped text (article, FAQ, the marketing claims) that a correction of the shipped content did
 * not reach, because an admin had edited it: the admin compares it with the corrected text and
 * saves. GET /api/admin/content-corrections lists them (decision 0064).
 */
export const PendingCorrection = z.object({
  kind: z.enum(['article', 'faq', 'claims']),
  /** The row's key: the article's or the FAQ's slug, or 'marketing-claims'. */
  key: z.string(),
  /** What the admin sees: the article's title, the FAQ's question, or 'Marketing claims'. */
  title: z.string(),
  /** When an admin last changed the row. */
  editedAt: z.string(),
  /** The admin page where the row is edited. */
  editPath: z.string(),
})
export type PendingCorrection = z.infer<typeof PendingCorrection>

export const PendingCorrectionsResponse = z.object({ corrections: z.array(PendingCorrection) })

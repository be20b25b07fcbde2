import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { BLOG_POSTS } from '../../../content/blog/posts.ts'
import { FAQS } from '../../../content/faq/faqs.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../../content/home/marketing-claims.ts'
import type { PendingCorrection } from '../../../core/contracts/content-corrections.ts'
import type { Db } from '../../db/client.ts'
import { blogPosts, faqs, siteSettings } from '../../db/schema.ts'
import { MARKETING_CLAIMS_KEY } from '../site-settings/service.ts'

/**
 * The site-settings row that records when this database took the corrected shipped content: the
 * seed writes it once, at the first start with the corrections (server/db/seed.ts).
 */
export const CORRECTIONS_KEY = 'content-corrections'
export type CorrectionsMarker = { appliedAt: string }

/**
 * The shipped rows the seed could not correct because an admin had edited them: an article, FAQ
 * or the claims whose text differs from the shipped text and whose last admin change came before
 * the corrections reached this database. An admin's save after that date takes the row off the list.
 */
export function createContentCorrections(db: Db) {
  async function appliedAt(): Promise<Date | null> {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, CORRECTIONS_KEY))
    const value = row?.value as Partial<CorrectionsMarker> | undefined
    return typeof value?.appliedAt === 'string' ? new Date(value.appliedAt) : null
  }

  async function list(): Promise<PendingCorrection[]> {
    const since = await appliedAt()
    if (!since) return []
    const shippedPosts = new Map(BLOG_POSTS.map((post) => [post.slug, post]))
    const shippedFaqs = new Map(FAQS.map((faq) => [faq.slug, faq]))
    const [posts, faqRows, claimRows] = await Promise.all([
      db
        .select({ slug: blogPosts.slug, title: blogPosts.title, content: blogPosts.content, editedAt: blogPosts.adminEditedAt })
        .from(blogPosts)
        .where(and(inArray(blogPosts.slug, [...shippedPosts.keys()]), isNotNull(blogPosts.adminEditedAt), sql`${blogPosts.adminEditedAt} < ${since}`)),
      db
        .select({ slug: faqs.slug, question: faqs.question, answer: faqs.answer, editedAt: faqs.updatedAt })
        .from(faqs)
        .where(and(inArray(faqs.slug, [...shippedFaqs.keys()]), sql`${faqs.version} > 1`, sql`${faqs.updatedAt} < ${since}`)),
      db
        .select({ value: siteSettings.value, editedAt: siteSettings.updatedAt })
        .from(siteSettings)
        .where(and(eq(siteSettings.key, MARKETING_CLAIMS_KEY), sql`${siteSettings.version} > 1`, sql`${siteSettings.updatedAt} < ${since}`)),
    ])
    const corrections: PendingCorrection[] = []
    for (const post of posts) {
      const shipped = shippedPosts.get(post.slug)
      if (shipped && post.editedAt && (post.title !== shipped.title || post.content !== shipped.content)) {
        corrections.push({ kind: 'article', key: post.slug, title: post.title, editedAt: post.editedAt.toISOString(), editPath: '/admin/blogs' })
      }
    }
    for (const faq of faqRows) {
      const shipped = shippedFaqs.get(faq.slug)
      if (shipped && (faq.question !== shipped.question || faq.answer !== shipped.answer)) {
        corrections.push({ kind: 'faq', key: faq.slug, title: faq.question, editedAt: faq.editedAt.toISOString(), editPath: '/admin/faqs' })
      }
    }
    const claimsText = (claims: readonly { text: string; evidence: string }[]) => JSON.stringify(claims.map(({ text, evidence }) => [text, evidence]))
    for (const claims of claimRows) {
      const stored = (claims.value as { claims?: { text: string; evidence: string }[] }).claims ?? []
      if (claimsText(stored) !== claimsText(SHIPPED_MARKETING_CLAIMS)) {
        corrections.push({ kind: 'claims', key: MARKETING_CLAIMS_KEY, title: 'Marketing claims', editedAt: claims.editedAt.toISOString(), editPath: '/admin/claims' })
      }
    }
    return corrections.sort((a, b) => a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title))
  }

  return { list }
}

export type ContentCorrections = ReturnType<typeof createContentCorrections>

import { HINDI_SUMMARIES } from '../../../content/blog/hindi-summaries.ts'
import { type ArticleSummary, currentSummary } from '../../../core/blog/article-summary.ts'
import { type BlogCard, toBlogCard } from '../../../core/blog/listing.ts'
import type { BlogPostDto } from '../../../core/contracts/blog.ts'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { categoryWords } from './blog-words.ts'

/**
 * The Hindi summary a page may show for an article as it stands in the database (decision 0083):
 * the one written for its current English title and text, or null (a new article from the admin,
 * or one edited since its summary was written). Loaders only: the summaries never reach the browser.
 */
export function hindiSummaryOf(post: Pick<BlogPostDto, 'slug' | 'title' | 'content'>): ArticleSummary | null {
  return currentSummary(HINDI_SUMMARIES[post.slug], post)
}

/** An article's card on a Hindi page: its Hindi title and excerpt where its summary is current, its category's Hindi name where it has one. */
export function hindiBlogCard(post: BlogPostDto): BlogCard {
  const card = toBlogCard(post)
  const summary = hindiSummaryOf(post)
  const category = categoryWords(MESSAGES.hi.blog, post.category)
  return {
    ...card,
    ...(summary ? { hindi: { title: summary.title, excerpt: summary.excerpt } } : {}),
    ...(category.lang === undefined ? { hindiCategory: category.name } : {}),
  }
}

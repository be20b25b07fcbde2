import type { BlogPostDto } from '../contracts/blog.ts'
import { stripHtml } from './markdown.ts'

/** How many posts the home page shows (spec section 9). */
export const HOME_BLOG_COUNT = 3
/** Length of the excerpt made from the content when a post has none (spec section 9). */
export const EXCERPT_FALLBACK_LENGTH = 150
/** Posts per page of /blogs and of a category page. */
export const BLOGS_PER_PAGE = 9
/** Reading speed behind the "n min read" of an article. */
const WORDS_PER_MINUTE = 200

type Ranked = { id: number; views: number; publishedAt: string }

/** Most viewed first; equal views put the newer post first, then the lower id, so the order never wobbles. */
export function compareByViews(a: Ranked, b: Ranked): number {
  if (a.views !== b.views) return b.views - a.views
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1
  return a.id - b.id
}

/** The home page's selection: the `count` most viewed posts, in order of views. */
export function mostViewed<Post extends Ranked>(posts: readonly Post[], count: number = HOME_BLOG_COUNT): Post[] {
  return [...posts].sort(compareByViews).slice(0, Math.max(0, count))
}

/** The content as running text: headings and paragraphs joined by spaces, without the '## ' marks. */
export function plainText(content: string): string {
  return stripHtml(content)
    .split(/\n{2,}/)
    .map((block) => block.replace(/^#{2,3}\s+/, '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
}

/**
 * The start of the content as running text, as a list gives it in place of the whole article:
 * exactly what a card's fallback excerpt is cut from (EXCERPT_FALLBACK_LENGTH characters).
 */
export function contentPreview(content: string): string {
  return plainText(content).slice(0, EXCERPT_FALLBACK_LENGTH)
}

/**
 * What a card says under the title: the excerpt, or else the first 150 characters of the content,
 * cut back to the last whole word and ended with an ellipsis.
 */
export function postSummary(post: { excerpt: string | null; content: string }): string {
  const excerpt = post.excerpt?.trim()
  if (excerpt) return excerpt
  const text = plainText(post.content)
  if (text.length <= EXCERPT_FALLBACK_LENGTH) return text
  const cut = text.slice(0, EXCERPT_FALLBACK_LENGTH)
  const lastSpace = cut.lastIndexOf(' ')
  const words = lastSpace > EXCERPT_FALLBACK_LENGTH / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`
}

export function wordCount(content: string): number {
  return plainText(content).split(' ').filter(Boolean).length
}

export function readingMinutes(content: string): number {
  return Math.max(1, Math.round(wordCount(content) / WORDS_PER_MINUTE))
}

/** 'dog-care' reads 'Dog care'. */
export function categoryName(category: string): string {
  const words = category.replace(/-+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What a blog card shows, without the article's content (keeps list pages and their data small). */
export type BlogCard = {
  id: number
  slug: string
  title: string
  image: string | null
  category: string
  summary: string
  publishedAt: string
  /**
   * On a Hindi page, the article's Hindi title and excerpt, when its Hindi summary is current
   * (decision 0083); without it the card shows the English title and summary, marked English.
   */
  hindi?: { title: string; excerpt: string }
  /** On a Hindi page, the category's Hindi name where the blog's words have one (a page without those words, the home page, still shows it). */
  hindiCategory?: string
}

export function toBlogCard(post: BlogPostDto): BlogCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.image,
    category: post.category,
    summary: postSummary(post),
    publishedAt: post.publishedAt,
  }
}

/** The home page links an article by its slug (spec section 2). */
export function blogPostPath(post: { slug: string }): string {
  return `/blogs/${post.slug}`
}

export function blogCategoryPath(category: string): string {
  return `/blogs/category/${category}`
}

/** The path of page `page` of a paginated list; page 1 is the list itself, with no query. */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`
}

/**
 * The `page` query of a list: absent means page 1; anything but a plain positive whole number
 * (`0`, `-1`, `2.5`, `abc`, `01`) is null, which the page answers with 404.
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}

export function pageCount(total: number, perPage: number = BLOGS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

import { z } from 'zod'
import { UserText } from './text.ts'

/**
 * A vet's medical review of an article: who (a staff vet with their council registration number)
 * and when. No article has one yet: the content admin's review step will write it.
 */
export const ArticleReview = z.object({
  reviewerName: z.string(),
  registrationNumber: z.string(),
  /** The council that holds the registration; null for a review recorded before councils were kept. */
  council: z.string().nullable(),
  reviewedAt: z.string(),
})
export type ArticleReview = z.infer<typeof ArticleReview>

export const BlogPostDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  views: z.number().int().nonnegative(),
  authorId: z.string(),
  publishedAt: z.string(),
  /** Absent or null until a vet has reviewed the article. */
  review: ArticleReview.nullable().optional(),
})
export type BlogPostDto = z.infer<typeof BlogPostDto>

export const BlogListResponse = z.array(BlogPostDto)

/**
 * GET /api/blogs: newest first, one page at a time. The spec's client reads the whole list and
 * keeps the three most viewed, so one page holds every post the site has today.
 */
export const BLOG_LIST_MAX_PER_PAGE = 50
export const BlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(BLOG_LIST_MAX_PER_PAGE).default(BLOG_LIST_MAX_PER_PAGE),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'must be a category slug (lower-case letters, digits and hyphens)')
    .optional(),
})
export type BlogListQuery = z.infer<typeof BlogListQuery>

export const AuthorDto = z.object({
  id: z.string(),
  name: z.string(),
  credentials: z.string(),
  bio: z.string(),
  /** An uploaded photo's address, or null for the initials. */
  photo: z.string().nullable().optional(),
})
export type AuthorDto = z.infer<typeof AuthorDto>

/** The answer of POST /api/blogs/{id}/views: the post's view count after this view. */
export const BlogViewResponse = z.object({ views: z.number().int().nonnegative() })
export type BlogViewResponse = z.infer<typeof BlogViewResponse>

export const BlogViewParams = z.object({ id: UserText().min(1).max(200) })

/** A category in use and how many posts it has. */
export type BlogCategorySummary = { category: string; count: number }

/** One page of a list of posts, and how many posts the whole list has. */
export type BlogPostPage = { posts: BlogPostDto[]; total: number }

/** What page loaders may ask of the blog module, handed to them through the load context. */
export type BlogCatalogue = {
  listPosts(): Promise<BlogPostDto[]>
  /** The `count` most viewed posts, most viewed first (ties: newer first, then lower id). */
  listPopular(count: number): Promise<BlogPostDto[]>
  /** Newest first; `page` counts from 1. */
  listPage(options: { page: number; perPage: number; category?: string }): Promise<BlogPostPage>
  listCategories(): Promise<BlogCategorySummary[]>
  findPost(slugOrId: string): Promise<BlogPostDto | null>
  listByCategory(category: string): Promise<BlogPostDto[]>
  findAuthor(authorId: string): Promise<AuthorDto | null>
  listByAuthor(authorId: string): Promise<BlogPostDto[]>
}

import { z } from 'zod'

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
})
export type BlogPostDto = z.infer<typeof BlogPostDto>

export const BlogListResponse = z.array(BlogPostDto)

export const AuthorDto = z.object({
  id: z.string(),
  name: z.string(),
  credentials: z.string(),
  bio: z.string(),
})
export type AuthorDto = z.infer<typeof AuthorDto>

/** What page loaders may ask of the blog module, handed to them through the load context. */
export type BlogCatalogue = {
  listPosts(): Promise<BlogPostDto[]>
  findPost(slugOrId: string): Promise<BlogPostDto | null>
  listByCategory(category: string): Promise<BlogPostDto[]>
  findAuthor(authorId: string): Promise<AuthorDto | null>
  listByAuthor(authorId: string): Promise<BlogPostDto[]>
}

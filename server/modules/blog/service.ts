import type { AuthorDto, BlogCatalogue, BlogPostDto } from '../../../core/contracts/blog.ts'
import type { AuthorRow, BlogPostRow, BlogRepo } from './repo.ts'

function toPostDto(row: BlogPostRow): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    category: row.category,
    excerpt: row.excerpt,
    content: row.content,
    views: row.views,
    authorId: row.authorId,
    publishedAt: row.publishedAt.toISOString(),
  }
}

function toAuthorDto(row: AuthorRow): AuthorDto {
  return { id: row.id, name: row.name, credentials: row.credentials, bio: row.bio }
}

const MAX_SLUG_LENGTH = 200

export function createBlogService(repo: BlogRepo): BlogCatalogue {
  return {
    listPosts: async () => (await repo.listPosts()).map(toPostDto),

    /** Accepts a post's slug or its numeric id; anything else is simply not found. */
    findPost: async (slugOrId) => {
      const slug = slugOrId.toLowerCase().replace(/-+$/, '').slice(0, MAX_SLUG_LENGTH)
      const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null
      const row = await repo.findPost(slug, id)
      return row ? toPostDto(row) : null
    },

    listByCategory: async (category) => (await repo.listByCategory(category.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),

    findAuthor: async (authorId) => {
      const row = await repo.findAuthor(authorId.slice(0, MAX_SLUG_LENGTH))
      return row ? toAuthorDto(row) : null
    },

    listByAuthor: async (authorId) => (await repo.listByAuthor(authorId.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),
  }
}

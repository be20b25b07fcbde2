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
/** Guards the queries against absurd numbers in a URL (`?page=999999`). */
const MAX_PAGE_SIZE = 100

export type BlogService = BlogCatalogue & {
  /** Counts one view of a post named by its id or slug; the new count, or null for no such post. */
  recordView(slugOrId: string): Promise<number | null>
}

export function createBlogService(repo: BlogRepo): BlogService {
  /** Accepts a post's slug or its numeric id; anything else is simply not found. */
  const findRow = (slugOrId: string) => {
    const slug = slugOrId.toLowerCase().replace(/-+$/, '').slice(0, MAX_SLUG_LENGTH)
    const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null
    return repo.findPost(slug, id)
  }

  return {
    listPosts: async () => (await repo.listPosts()).map(toPostDto),

    listPopular: async (count) => (await repo.listTopViewed(Math.min(Math.max(0, count), MAX_PAGE_SIZE))).map(toPostDto),

    listPage: async ({ page, perPage, category }) => {
      const limit = Math.min(Math.max(1, perPage), MAX_PAGE_SIZE)
      const offset = (Math.max(1, page) - 1) * limit
      const filter = category?.slice(0, MAX_SLUG_LENGTH)
      const [rows, total] = await Promise.all([repo.listPage({ offset, limit, category: filter }), repo.countPosts(filter)])
      return { posts: rows.map(toPostDto), total }
    },

    listCategories: () => repo.listCategories(),

    findPost: async (slugOrId) => {
      const row = await findRow(slugOrId)
      return row ? toPostDto(row) : null
    },

    recordView: async (slugOrId) => {
      const row = await findRow(slugOrId)
      return row ? repo.incrementViews(row.id) : null
    },

    listByCategory: async (category) => (await repo.listByCategory(category.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),

    findAuthor: async (authorId) => {
      const row = await repo.findAuthor(authorId.slice(0, MAX_SLUG_LENGTH))
      return row ? toAuthorDto(row) : null
    },

    listByAuthor: async (authorId) => (await repo.listByAuthor(authorId.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),
  }
}

import { contentPreview } from '../../../core/blog/listing.ts'
import type { ArticleReview, AuthorDto, BlogCatalogue, BlogListQuery, BlogPostDto, BlogPostPage } from '../../../core/contracts/blog.ts'
import { type Clock, systemClock } from '../../providers/clock.ts'
import type { AuthorRow, BlogPostRow, BlogRepo } from './repo.ts'

/** A vet's review as readers see it: name, council and registration as they stood then, and the day. */
export function reviewOf(row: Pick<BlogPostRow, 'reviewedAt' | 'reviewerName' | 'reviewerRegistration' | 'reviewerCouncil'>): ArticleReview | null {
  return row.reviewedAt && row.reviewerName
    ? { reviewerName: row.reviewerName, registrationNumber: row.reviewerRegistration ?? '', council: row.reviewerCouncil, reviewedAt: row.reviewedAt.toISOString() }
    : null
}

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
    review: reviewOf(row),
  }
}

function toAuthorDto(row: AuthorRow): AuthorDto {
  return { id: row.id, name: row.name, credentials: row.credentials, bio: row.bio, photo: row.photo }
}

const MAX_SLUG_LENGTH = 200
/** Guards the queries against absurd numbers in a URL (`?page=999999`). */
const MAX_PAGE_SIZE = 100
/**
 * How long the most viewed list is reused. The home page asks for it on every render, and the
 * order changes slowly; on the embedded database a query costs more than the rest of the render.
 */
export const POPULAR_CACHE_MS = 60_000

/**
 * How long a page of GET /api/blogs is reused at most. A view counted by this instance renews it
 * at once; one counted by another instance shows within this time.
 */
export const LIST_CACHE_MS = 60_000

export type BlogService = BlogCatalogue & {
  /**
   * A page of the public list, each post with the start of its content instead of the whole
   * article. The same object is returned while the page is unchanged, so its serialised and
   * compressed forms can be kept beside it.
   */
  listSummaries(query: BlogListQuery): Promise<BlogPostPage>
  /** Counts one view of a post named by its id or slug; the new count, or null for no such post. */
  recordView(slugOrId: string): Promise<number | null>
  /** Forgets the lists kept in memory (the most viewed, the pages of the list): the content admin changed a post. */
  forgetLists(): void
}

export function createBlogService(repo: BlogRepo, clock: Clock = systemClock): BlogService {
  const popular = new Map<number, { until: number; posts: Promise<BlogPostDto[]> }>()
  const summaries = new Map<string, { until: number; page: Promise<BlogPostPage> }>()

  /** Accepts a post's slug or its numeric id; anything else is simply not found. */
  const findRow = (slugOrId: string) => {
    const slug = slugOrId.toLowerCase().replace(/-+$/, '').slice(0, MAX_SLUG_LENGTH)
    const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null
    return repo.findPost(clock.now(), slug, id)
  }

  return {
    listPosts: async () => (await repo.listPosts(clock.now())).map(toPostDto),

    listPopular: async (requested) => {
      const count = Number.isFinite(requested) ? Math.min(Math.max(0, Math.trunc(requested)), MAX_PAGE_SIZE) : 0
      const now = clock.now().getTime()
      let entry = popular.get(count)
      if (!entry || entry.until <= now) {
        const fresh = { until: now + POPULAR_CACHE_MS, posts: repo.listTopViewed(clock.now(), count).then((rows) => rows.map(toPostDto)) }
        popular.set(count, fresh)
        // A failed query is not remembered.
        fresh.posts.catch(() => {
          if (popular.get(count) === fresh) popular.delete(count)
        })
        entry = fresh
      }
      return [...(await entry.posts)]
    },

    listPage: async ({ page, perPage, category }) => {
      const limit = Math.min(Math.max(1, perPage), MAX_PAGE_SIZE)
      const offset = (Math.max(1, page) - 1) * limit
      const filter = category?.slice(0, MAX_SLUG_LENGTH)
      const [rows, total] = await Promise.all([repo.listPage(clock.now(), { offset, limit, category: filter }), repo.countPosts(clock.now(), filter)])
      return { posts: rows.map(toPostDto), total }
    },

    listSummaries: async ({ page, perPage, category }) => {
      const key = `${page}/${perPage}/${category ?? ''}`
      const now = clock.now().getTime()
      let entry = summaries.get(key)
      if (!entry || entry.until <= now) {
        const offset = (page - 1) * perPage
        const fresh = {
          until: now + LIST_CACHE_MS,
          page: Promise.all([repo.listPage(clock.now(), { offset, limit: perPage, category }), repo.countPosts(clock.now(), category)]).then(([rows, total]) => ({
            posts: rows.map((row) => ({ ...toPostDto(row), content: contentPreview(row.content) })),
            total,
          })),
        }
        if (summaries.size >= 200) summaries.clear()
        summaries.set(key, fresh)
        fresh.page.catch(() => {
          if (summaries.get(key) === fresh) summaries.delete(key)
        })
        entry = fresh
      }
      return entry.page
    },

    listCategories: () => repo.listCategories(clock.now()),

    findPost: async (slugOrId) => {
      const row = await findRow(slugOrId)
      return row ? toPostDto(row) : null
    },

    recordView: async (slugOrId) => {
      const row = await findRow(slugOrId)
      if (!row) return null
      const views = await repo.incrementViews(row.id)
      // The lists show view counts: the next request reads them afresh.
      summaries.clear()
      return views
    },

    listByCategory: async (category) => (await repo.listByCategory(clock.now(), category.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),

    findAuthor: async (authorId) => {
      const row = await repo.findAuthor(authorId.slice(0, MAX_SLUG_LENGTH))
      return row ? toAuthorDto(row) : null
    },

    forgetLists: () => {
      popular.clear()
      summaries.clear()
    },

    listByAuthor: async (authorId) => (await repo.listByAuthor(clock.now(), authorId.slice(0, MAX_SLUG_LENGTH))).map(toPostDto),
  }
}

import type {
  AdminArticleDto,
  AdminAuthorDto,
  ArticleInput,
  ArticleUpdate,
  AuthorCreate,
  AuthorUpdate,
  ReviewItemDto,
} from '../../../core/contracts/blog-admin.ts'
import { NOT_A_REVIEWER_MESSAGE, type StaffDto, isReviewer } from '../../../core/contracts/staff.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { BlogAdminRepo, Tx } from './admin-repo.ts'
import type { AuthorRow, BlogPostRow } from './repo.ts'
import { reviewOf } from './service.ts'

export type ContentActor = { userId: string }

/** How old a review may grow before the daily check flags it to the admins. */
export const REVIEW_VALID_MONTHS = 12

const STALE_MESSAGE = 'Someone else saved this since you opened it. Reload to see their version, then make your change again.'

function stale(): DomainError {
  return new DomainError('CONFLICT', STALE_MESSAGE, { code: 'STALE_VERSION' })
}


function toArticleDto(row: BlogPostRow, oldSlugs: string[]): AdminArticleDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    authorId: row.authorId,
    image: row.image,
    excerpt: row.excerpt,
    content: row.content,
    status: row.status === 'draft' ? 'draft' : 'published',
    publishedAt: row.publishedAt.toISOString(),
    views: row.views,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    review: reviewOf(row),
    reviewDue: row.reviewDueAt !== null,
    oldSlugs,
  }
}

function toReviewItem(row: BlogPostRow): ReviewItemDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status === 'draft' ? 'draft' : 'published',
    version: row.version,
    review: reviewOf(row),
    reviewDue: row.reviewDueAt !== null,
  }
}

function toAuthorDto(row: AuthorRow & { articles: number }): AdminAuthorDto {
  return {
    id: row.id,
    name: row.name,
    title: row.credentials,
    bio: row.bio,
    photo: row.photo,
    staffUserId: row.staffUserId,
    version: row.version,
    articles: row.articles,
  }
}

/** What the audit log keeps of an article: everything but the view count, which changes on its own. */
function auditedArticle(row: BlogPostRow) {
  const { views: _views, createdAt: _created, ...rest } = row
  return rest
}

/** 'Dr Kavya Rao' from 'Kavya Rao', 'Dr. Kavya Rao' or 'Dr Kavya Rao': the page says 'Medically reviewed by Dr ...'. */
export function reviewerTitle(name: string): string {
  const bare = name.trim().replace(/^dr\.?\s+/i, '')
  return `Dr ${bare}`
}

export type BlogAdminDeps = {
  repo: BlogAdminRepo
  clock: Clock
  /** The staff record of a user, or null: authors and reviewers are staff. */
  findStaff: (userId: string) => Promise<StaffDto | null>
  /** Called after every committed change: caches of pages, lists and the sitemap forget what they hold. */
  onChange: () => void
}

export function createBlogAdminService({ repo, clock, findStaff, onChange }: BlogAdminDeps) {
  const { db } = repo

  async function requireAuthor(tx: Tx, authorId: string): Promise<void> {
    if (!(await repo.findAuthor(tx, authorId))) throw new DomainError('VALIDATION_ERROR', 'authorId: no author with this id; add the author first')
  }

  async function requireFreeSlug(tx: Tx, slug: string, postId: number | null): Promise<void> {
    const owner = await repo.slugOwner(tx, slug)
    if (owner !== null && owner !== postId) {
      throw new DomainError('CONFLICT', 'slug: another article already uses this address (or used it before); choose another', { code: 'SLUG_TAKEN' })
    }
  }

  async function requireStaffAuthor(staffUserId: string | null): Promise<void> {
    if (staffUserId === null) return
    const staff = await findStaff(staffUserId)
    if (!staff || !staff.active) throw new DomainError('VALIDATION_ERROR', 'staffUserId: no active staff member has this number; add them under Staff first')
  }

  const committed = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work)
    onChange()
    return result
  }

  return {
    async listArticles(): Promise<AdminArticleDto[]> {
      const [rows, redirects] = await Promise.all([repo.listPosts(), repo.listRedirects()])
      return rows.map((row) =>
        toArticleDto(
          row,
          redirects.filter((redirect) => redirect.postId === row.id).map((redirect) => redirect.oldSlug),
        ),
      )
    },

    async createArticle(actor: ContentActor, input: ArticleInput): Promise<AdminArticleDto> {
      const now = clock.now()
      return committed(async (tx) => {
        await requireAuthor(tx, input.authorId)
        await requireFreeSlug(tx, input.slug, null)
        const row = await repo.insertPost(tx, {
          ...input,
          publishedAt: new Date(input.publishedAt),
          version: 1,
          adminEditedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        await writeAudit(tx, { actorId: actor.userId, action: 'blog.create', entityType: 'blog_post', entityId: String(row.id), before: null, after: auditedArticle(row), at: now })
        return toArticleDto(row, [])
      })
    },

    /**
     * Saves an article made from `version`. A new slug keeps the old one answering with a 301; a
     * change of title or text ends the vet's review, which was of the old text.
     */
    async updateArticle(actor: ContentActor, id: number, input: ArticleUpdate): Promise<AdminArticleDto> {
      const now = clock.now()
      return committed(async (tx) => {
        const current = await repo.lockPost(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No article with this id')
        if (current.version !== input.version) throw stale()
        await requireAuthor(tx, input.authorId)
        if (input.slug !== current.slug) {
          await requireFreeSlug(tx, input.slug, id)
          await repo.moveSlug(tx, id, current.slug, input.slug)
        }
        const { version: _version, ...fields } = input
        const textChanged = input.title !== current.title || input.content !== current.content
        const row = await repo.updatePost(tx, id, {
          ...fields,
          publishedAt: new Date(input.publishedAt),
          version: current.version + 1,
          adminEditedAt: now,
          updatedAt: now,
          ...(textChanged ? { reviewedBy: null, reviewerName: null, reviewerRegistration: null, reviewerCouncil: null, reviewedAt: null, reviewDueAt: null } : {}),
        })
        await writeAudit(tx, {
          actorId: actor.userId,
          action: 'blog.update',
          entityType: 'blog_post',
          entityId: String(id),
          before: auditedArticle(current),
          after: auditedArticle(row),
          at: now,
        })
        return toArticleDto(row, await repo.redirectsOf(tx, id))
      })
    },

    async deleteArticle(actor: ContentActor, id: number, version: number): Promise<void> {
      const now = clock.now()
      await committed(async (tx) => {
        const current = await repo.lockPost(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No article with this id')
        if (current.version !== version) throw stale()
        await repo.deletePost(tx, id)
        await writeAudit(tx, { actorId: actor.userId, action: 'blog.delete', entityType: 'blog_post', entityId: String(id), before: auditedArticle(current), after: null, at: now })
      })
    },

    async listAuthors(): Promise<AdminAuthorDto[]> {
      return (await repo.listAuthors()).map(toAuthorDto)
    },

    async createAuthor(actor: ContentActor, input: AuthorCreate): Promise<AdminAuthorDto> {
      await requireStaffAuthor(input.staffUserId)
      const now = clock.now()
      return committed(async (tx) => {
        const row = await repo.insertAuthor(tx, {
          id: input.id,
          name: input.name,
          credentials: input.title,
          bio: input.bio,
          photo: input.photo,
          staffUserId: input.staffUserId,
          adminEditedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        if (!row) throw new DomainError('CONFLICT', 'id: an author with this id already exists', { code: 'SLUG_TAKEN' })
        await writeAudit(tx, { actorId: actor.userId, action: 'author.create', entityType: 'author', entityId: row.id, before: null, after: row, at: now })
        return toAuthorDto({ ...row, articles: 0 })
      })
    },

    async updateAuthor(actor: ContentActor, id: string, input: AuthorUpdate): Promise<AdminAuthorDto> {
      await requireStaffAuthor(input.staffUserId)
      const now = clock.now()
      return committed(async (tx) => {
        const current = await repo.lockAuthor(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No author with this id')
        if (current.version !== input.version) throw stale()
        const row = await repo.updateAuthor(tx, id, {
          name: input.name,
          credentials: input.title,
          bio: input.bio,
          photo: input.photo,
          staffUserId: input.staffUserId,
          version: current.version + 1,
          adminEditedAt: now,
          updatedAt: now,
        })
        await writeAudit(tx, { actorId: actor.userId, action: 'author.update', entityType: 'author', entityId: id, before: current, after: row, at: now })
        return toAuthorDto({ ...row, articles: await repo.articlesOf(tx, id) })
      })
    },

    async deleteAuthor(actor: ContentActor, id: string, version: number): Promise<void> {
      const now = clock.now()
      await committed(async (tx) => {
        const current = await repo.lockAuthor(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No author with this id')
        if (current.version !== version) throw stale()
        if ((await repo.articlesOf(tx, id)) > 0) {
          throw new DomainError('CONFLICT', 'This author has articles; give them another author first')
        }
        await repo.deleteAuthor(tx, id)
        await writeAudit(tx, { actorId: actor.userId, action: 'author.delete', entityType: 'author', entityId: id, before: current, after: null, at: now })
      })
    },

    async listForReview(): Promise<ReviewItemDto[]> {
      return (await repo.listPosts()).map(toReviewItem)
    },

    /**
     * A vet marks the text they read (its `version`) medically reviewed, in their own name and
     * with their council registration number as the staff record holds them now.
     */
    async markReviewed(actor: ContentActor, id: number, version: number): Promise<ReviewItemDto> {
      const vet = await findStaff(actor.userId)
      if (!isReviewer(vet)) {
        throw new DomainError('FORBIDDEN', NOT_A_REVIEWER_MESSAGE, { code: 'NOT_A_REVIEWER' })
      }
      const now = clock.now()
      return committed(async (tx) => {
        const current = await repo.lockPost(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No article with this id')
        if (current.version !== version) throw stale()
        const row = await repo.updatePost(tx, id, {
          reviewedBy: vet.id,
          reviewerName: reviewerTitle(vet.name),
          reviewerRegistration: vet.registrationNumber,
          reviewerCouncil: vet.registrationCouncil,
          reviewedAt: now,
          reviewDueAt: null,
        })
        await writeAudit(tx, {
          actorId: actor.userId,
          action: 'blog.review',
          entityType: 'blog_post',
          entityId: String(id),
          before: reviewOf(current),
          after: reviewOf(row),
          at: now,
        })
        return toReviewItem(row)
      })
    },

    /** The daily check: reviews older than 12 months are flagged to the admins. */
    async flagStaleReviews(): Promise<number> {
      const now = clock.now()
      const cutoff = new Date(now)
      cutoff.setUTCMonth(cutoff.getUTCMonth() - REVIEW_VALID_MONTHS)
      const flagged = await repo.flagReviewsBefore(cutoff, now)
      return flagged
    },
  }
}

export type BlogAdminService = ReturnType<typeof createBlogAdminService>

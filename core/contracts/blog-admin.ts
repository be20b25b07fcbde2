import { z } from 'zod'
import { UserText } from './text.ts'
import { ArticleReview } from './blog.ts'

/** The content admin's blog API: /api/admin/blogs, /api/admin/authors, /api/admin/uploads, and the vet's review. */

export const ARTICLE_STATUSES = ['draft', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

/** The longest article body accepted: well above the longest shipped article, well below the 64 KiB request limit. */
export const ARTICLE_BODY_MAX = 60_000

const required = (field: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
})

const Slug = z
  .string(required('slug'))
  .trim()
  .max(120, 'slug must be at most 120 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lower-case letters and digits joined by single hyphens, such as tick-fever-in-dogs')

/** An image this site serves: an upload's address or a drawing shipped under /images/. */
const ImagePath = z
  .string({ error: 'must be an image address' })
  .trim()
  .max(300)
  .regex(/^\/(uploads|images)\/(?!.*\.\.)[A-Za-z0-9._/-]+$/, 'must be an uploaded image (/uploads/...) or a site image (/images/...)')

export const ArticleInput = z.object({
  title: UserText(required('title')).trim().min(5, 'title must be at least 5 characters').max(160, 'title must be at most 160 characters'),
  slug: Slug,
  category: z
    .string(required('category'))
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'category must be a category slug such as dog-care')
    .max(60, 'category must be at most 60 characters'),
  authorId: UserText(required('authorId')).trim().min(1, 'authorId is required').max(80),
  image: ImagePath.nullable().optional().default(null),
  excerpt: UserText().trim().max(300, 'excerpt must be at most 300 characters').nullable().optional().default(null),
  content: UserText({ multiline: true, ...required('content') })
    .trim()
    .min(50, 'content must be at least 50 characters')
    .max(ARTICLE_BODY_MAX, `content must be at most ${ARTICLE_BODY_MAX} characters`),
  status: z.enum(ARTICLE_STATUSES, { error: 'status must be draft or published' }),
  publishedAt: z.iso.datetime({ offset: true, error: 'publishedAt must be a date and time such as 2026-12-04T10:00:00+05:30' }),
})
export type ArticleInput = z.infer<typeof ArticleInput>

/** An update names the version it was made from: a save over someone else's newer one is refused (409). */
export const ArticleUpdate = ArticleInput.extend({ version: z.number({ error: 'version must be a number' }).int().positive() })
export type ArticleUpdate = z.infer<typeof ArticleUpdate>

export const ArticleIdParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int().positive().max(2_000_000_000) })

export const AdminArticleDto = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  authorId: z.string(),
  image: z.string().nullable(),
  excerpt: z.string().nullable(),
  content: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  publishedAt: z.string(),
  views: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  review: ArticleReview.nullable(),
  /** Set by the daily check when the review is over 12 months old. */
  reviewDue: z.boolean(),
  /** The slugs that redirect here. */
  oldSlugs: z.array(z.string()),
})
export type AdminArticleDto = z.infer<typeof AdminArticleDto>

export const AdminArticleResponse = z.object({ article: AdminArticleDto })
export const AdminArticleListResponse = z.object({ articles: z.array(AdminArticleDto) })

const AuthorId = z
  .string(required('id'))
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case letters and digits joined by hyphens, such as dr-kavya-rao')
  .max(80, 'id must be at most 80 characters')

export const AuthorInput = z.object({
  name: UserText(required('name')).trim().min(2, 'name must be at least 2 characters').max(80, 'name must be at most 80 characters'),
  title: UserText(required('title')).trim().min(2, 'title must be at least 2 characters').max(120, 'title must be at most 120 characters'),
  bio: UserText({ multiline: true, ...required('bio') }).trim().max(1_000, 'bio must be at most 1000 characters').default(''),
  photo: ImagePath.nullable().optional().default(null),
  /** The staff record (a vet) this author is; null for the editorial team. */
  staffUserId: z
    .string({ error: 'staffUserId must be a staff member’s phone number' })
    .regex(/^[6-9]\d{9}$/, 'staffUserId must be a staff member’s 10-digit phone number')
    .nullable()
    .optional()
    .default(null),
})
export type AuthorInput = z.infer<typeof AuthorInput>
export const AuthorCreate = AuthorInput.extend({ id: AuthorId })
export type AuthorCreate = z.infer<typeof AuthorCreate>
export const AuthorUpdate = AuthorInput.extend({ version: z.number({ error: 'version must be a number' }).int().positive() })
export type AuthorUpdate = z.infer<typeof AuthorUpdate>
export const AuthorIdParams = z.object({ id: AuthorId })

export const AdminAuthorDto = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
  staffUserId: z.string().nullable(),
  version: z.number().int(),
  articles: z.number().int(),
})
export type AdminAuthorDto = z.infer<typeof AdminAuthorDto>
export const AdminAuthorResponse = z.object({ author: AdminAuthorDto })
export const AdminAuthorListResponse = z.object({ authors: z.array(AdminAuthorDto) })

export const UPLOAD_KINDS = ['cover', 'photo'] as const
export const UploadQuery = z.object({ kind: z.enum(UPLOAD_KINDS, { error: 'kind must be cover or photo' }).default('cover') })
/** The most an upload may weigh (SECURITY.md, staff side). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UploadResponse = z.object({
  /** The address pages use. */
  url: z.string(),
  /** Every size made, for a srcset. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
})
export type UploadResponse = z.infer<typeof UploadResponse>

/** What a vet sees in the review list, and marks reviewed. */
export const ReviewItemDto = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  version: z.number().int(),
  review: AdminArticleDto.shape.review,
  reviewDue: z.boolean(),
})
export type ReviewItemDto = z.infer<typeof ReviewItemDto>
export const ReviewListResponse = z.object({ articles: z.array(ReviewItemDto) })
export const VersionBody = z.object({ version: z.number({ error: 'version must be a number' }).int().positive() })
export const ReviewBody = z.object({ version: z.number({ error: 'version must be a number' }).int().positive() })
export const ReviewResponse = z.object({ article: ReviewItemDto })

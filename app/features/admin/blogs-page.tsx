import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { categoryName } from '../../../core/blog/listing.ts'
import { slugify } from '../../../core/slug.ts'
import { type AdminArticleDto, type AdminAuthorDto, ArticleInput, AuthorCreate, AuthorUpdate } from '../../../core/contracts/blog-admin.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { ArticleBody } from '../../components/article-body.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/blogs-page.ts'
import {
  blogAdminKeys,
  createArticle,
  createAuthor,
  deleteArticle,
  fetchArticles,
  fetchAuthors,
  fetchReviews,
  markReviewed,
  updateArticle,
  updateAuthor,
  uploadImage,
} from './blog-admin-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Blogs', description: 'PetVaidya blog admin.', noIndex: true })

const CATEGORIES = ['dog-care', 'cat-care', 'vaccination', 'nutrition', 'grooming', 'health']
const SELECT_CLASS = 'mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink'
const TEXTAREA_CLASS =
  'mt-1 block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600'

/** India's time is UTC+5:30 all year: a datetime-local field's value read as Indian time. */
const IST_OFFSET_MS = 330 * 60_000
const toIstInput = (iso: string) => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16)
const fromIstInput = (value: string) => (value ? `${value}:00+05:30` : '')

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

/** A server message 'field: reason' goes beside its field; anything else above the buttons. */
function serverFieldError(error: Error): Record<string, string> {
  const match = /^([a-zA-Z]+): (.+)$/.exec(error.message)
  return match ? { [match[1]!]: match[2]! } : { form: error.message }
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger-700">
      {message}
    </p>
  ) : null
}

function ImagePicker({ label, kind, value, onChange }: { label: string; kind: 'cover' | 'photo'; value: string | null; onChange: (url: string | null) => void }) {
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, kind),
    onSuccess: (stored) => {
      setError(null)
      onChange(stored.url)
    },
    onError: (failure: Error) => setError(failure.message),
  })
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" width={kind === 'cover' ? 160 : 64} height={kind === 'cover' ? 90 : 64} className="rounded-lg border border-line object-cover" />
        ) : (
          <span className="text-sm text-ink-muted">No image: the category drawing is shown.</span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block max-w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line-strong file:bg-white file:px-4 file:font-semibold"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.mutate(file)
            event.target.value = ''
          }}
        />
        {upload.isPending ? <Spinner /> : null}
        {value ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Remove image
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">JPEG, PNG or WebP, up to 5 MB.</p>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ArticleDraft = Omit<ArticleInput, 'excerpt' | 'publishedAt'> & { excerpt: string; publishedAt: string }

function draftOf(article: AdminArticleDto | null, authors: AdminAuthorDto[]): ArticleDraft {
  if (!article) {
    return {
      title: '',
      slug: '',
      category: CATEGORIES[0]!,
      authorId: authors[0]?.id ?? '',
      image: null,
      excerpt: '',
      content: '',
      status: 'draft',
      publishedAt: toIstInput(new Date().toISOString()),
    }
  }
  return { ...article, excerpt: article.excerpt ?? '', publishedAt: toIstInput(article.publishedAt) }
}

/** One article's form with the live preview beside it, rendered by the article page's own component. */
function ArticleEditor({ article, authors, onDone }: { article: AdminArticleDto | null; authors: AdminAuthorDto[]; onDone: () => void }) {
  const client = useQueryClient()
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(article, authors))
  const [slugTouched, setSlugTouched] = useState(article !== null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [stale, setStale] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteArticle({ id: article!.id, version: article!.version }),
    onSuccess: async () => {
      toast({ title: 'Deleted', description: `${article!.title} is no longer on the site.` })
      await client.invalidateQueries({ queryKey: blogAdminKeys.articles })
      onDone()
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') setStale(true)
      setErrors({ form: error.message })
    },
  })
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))

  const save = useMutation({
    mutationFn: (body: ArticleInput) => (article ? updateArticle({ id: article.id, body: { ...body, version: article.version } }) : createArticle(body)),
    onSuccess: async (saved) => {
      toast({ title: 'Saved', description: `${saved.title} is ${saved.status === 'published' ? 'published' : 'a draft'}.` })
      await client.invalidateQueries({ queryKey: blogAdminKeys.articles })
      onDone()
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') setStale(true)
      setErrors(serverFieldError(error))
    },
  })

  const field = (name: keyof ArticleDraft) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })

  return (
    <section className="card mt-4 p-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-ink">
        {article ? `Edit: ${article.title}` : 'New article'}
      </h2>
      <form
        noValidate
        className="mt-4 grid gap-6 lg:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = ArticleInput.safeParse({ ...draft, excerpt: draft.excerpt.trim() || null, publishedAt: fromIstInput(draft.publishedAt) })
          if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
          setErrors({})
          save.mutate(parsed.data)
        }}
      >
        <div className="grid content-start gap-4">
          <div>
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              {...field('title')}
              value={draft.title}
              className="mt-1"
              onChange={(event) => {
                const title = event.target.value
                setDraft((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }))
              }}
            />
            <ErrorText id={`${id}-title-error`} message={errors.title} />
          </div>
          <div>
            <Label htmlFor={`${id}-slug`}>Address (slug)</Label>
            <Input
              {...field('slug')}
              value={draft.slug}
              className="mt-1"
              onChange={(event) => {
                setSlugTouched(true)
                set('slug', event.target.value)
              }}
            />
            <p className="mt-1 text-sm break-all text-ink-muted">
              /blogs/{draft.slug || '…'}
              {article && draft.slug !== article.slug ? ' · the old address will redirect here' : ''}
            </p>
            <ErrorText id={`${id}-slug-error`} message={errors.slug} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-category`}>Category</Label>
              <select {...field('category')} value={draft.category} onChange={(event) => set('category', event.target.value)} className={SELECT_CLASS}>
                {[...new Set([...CATEGORIES, draft.category])].map((category) => (
                  <option key={category} value={category}>
                    {categoryName(category)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor={`${id}-authorId`}>Author</Label>
              <select {...field('authorId')} value={draft.authorId} onChange={(event) => set('authorId', event.target.value)} className={SELECT_CLASS}>
                {authors.map((author) => (
                  <option key={author.id} value={author.id}>
                    {author.name}
                  </option>
                ))}
              </select>
              <ErrorText id={`${id}-authorId-error`} message={errors.authorId} />
            </div>
          </div>
          <ImagePicker label="Cover image" kind="cover" value={draft.image ?? null} onChange={(url) => set('image', url)} />
          <ErrorText id={`${id}-image-error`} message={errors.image} />
          <div>
            <Label htmlFor={`${id}-excerpt`}>Excerpt (shown on cards; optional)</Label>
            <textarea {...field('excerpt')} rows={2} value={draft.excerpt} onChange={(event) => set('excerpt', event.target.value)} className={TEXTAREA_CLASS} />
            <ErrorText id={`${id}-excerpt-error`} message={errors.excerpt} />
          </div>
          <div>
            <Label htmlFor={`${id}-content`}>Body (Markdown)</Label>
            <textarea
              {...field('content')}
              rows={16}
              value={draft.content}
              onChange={(event) => set('content', event.target.value)}
              className={`${TEXTAREA_CLASS} font-mono text-sm`}
            />
            <p className="mt-1 text-sm text-ink-muted">
              ## Heading, ### Subheading, - list item, 1. numbered item, **bold**, *italic*, [link text](https://…). HTML is removed.
            </p>
            <ErrorText id={`${id}-content-error`} message={errors.content} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-status`}>Status</Label>
              <select {...field('status')} value={draft.status} onChange={(event) => set('status', event.target.value as ArticleDraft['status'])} className={SELECT_CLASS}>
                <option value="draft">Draft (not on the site)</option>
                <option value="published">Published</option>
              </select>
            </div>
            <div>
              <Label htmlFor={`${id}-publishedAt`}>Publish date (India time)</Label>
              <Input {...field('publishedAt')} type="datetime-local" value={draft.publishedAt} onChange={(event) => set('publishedAt', event.target.value)} className="mt-1" />
              <ErrorText id={`${id}-publishedAt-error`} message={errors.publishedAt} />
            </div>
          </div>
          {errors.form ? (
            <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
              {errors.form}
              {stale ? ' Your text is still in the form: copy what you need before reloading.' : ''}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {article ? 'Save changes' : 'Create article'}
            </Button>
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            {article && !confirmingDelete ? (
              <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
                Delete article
              </Button>
            ) : null}
            {article && confirmingDelete ? (
              <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
                Yes, delete it for good
              </Button>
            ) : null}
            {stale ? (
              <Button
                variant="secondary"
                onClick={async () => {
                  // The list is not on screen while editing, so it is fetched now: opening the
                  // article again must show the saved version, not the cached one.
                  await client.refetchQueries({ queryKey: blogAdminKeys.articles, type: 'all' })
                  onDone()
                }}
              >
                Reload the saved version
              </Button>
            ) : null}
          </div>
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">Preview</h3>
          <div className="mt-2 max-h-[48rem] overflow-auto rounded-xl border border-line bg-surface p-4" aria-label="Preview of the article" role="region">
            <p className="font-display text-2xl font-extrabold text-ink">{draft.title || 'Untitled'}</p>
            <div className="mt-4">
              <ArticleBody content={draft.content} />
            </div>
          </div>
        </div>
      </form>
    </section>
  )
}

function ReviewNote({ article }: { article: Pick<AdminArticleDto, 'review' | 'reviewDue'> }) {
  if (!article.review) return <span className="text-ink-muted">Not yet reviewed by a vet</span>
  return (
    <span className={article.reviewDue ? 'font-semibold text-danger-700' : 'text-ink-muted'}>
      {article.reviewDue ? 'Review over 12 months old: ask a vet to review it again. ' : ''}
      Reviewed by {article.review.reviewerName} ({article.review.registrationNumber}) on {formatLongDate(article.review.reviewedAt)}
    </span>
  )
}

function ArticleList({ onEdit }: { onEdit: (article: AdminArticleDto) => void }) {
  const articles = useQuery({ queryKey: blogAdminKeys.articles, queryFn: fetchArticles })
  const due = articles.data?.filter((article) => article.reviewDue).length ?? 0
  return (
    <section className="mt-6" aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="font-display text-lg font-semibold text-ink">
        Articles
      </h2>
      {due > 0 ? (
        <p role="status" className="mt-2 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink">
          {due === 1 ? '1 article has' : `${due} articles have`} a medical review over 12 months old.
        </p>
      ) : null}
      {articles.isPending ? <Spinner className="mt-3" /> : null}
      {articles.isError ? (
        <p role="alert" className="mt-3 text-danger-700">
          {articles.error.message}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {articles.data?.map((article) => (
          <li key={article.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={article.title}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {article.title}{' '}
                <span
                  className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${article.status === 'published' ? 'bg-brand-50 text-brand-800' : 'bg-surface text-ink-muted'}`}
                >
                  {article.status === 'published' ? 'Published' : 'Draft'}
                </span>
              </p>
              <p className="text-sm break-all text-ink-muted">
                /blogs/{article.slug} · {categoryName(article.category)} · {formatLongDate(article.publishedAt)} · {article.views} views
              </p>
              <p className="text-sm">
                <ReviewNote article={article} />
              </p>
            </div>
            <div className="flex gap-2">
              {article.status === 'published' ? (
                <a href={`/blogs/${article.slug}`} className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:underline">
                  View
                </a>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => onEdit(article)}>
                Edit
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

type AuthorDraft = { id: string; name: string; title: string; bio: string; photo: string | null; staffUserId: string }

function AuthorForm({ author, onDone }: { author: AdminAuthorDto | null; onDone: () => void }) {
  const client = useQueryClient()
  const id = useId()
  const [draft, setDraft] = useState<AuthorDraft>(
    author ? { ...author, staffUserId: author.staffUserId ?? '' } : { id: '', name: '', title: '', bio: '', photo: null, staffUserId: '' },
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof AuthorDraft>(key: K, value: AuthorDraft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const save = useMutation({
    mutationFn: async () => {
      const body = { ...draft, staffUserId: draft.staffUserId.trim() || null }
      if (author) {
        const parsed = AuthorUpdate.safeParse({ ...body, version: author.version })
        if (!parsed.success) throw Object.assign(new Error('invalid'), { fields: fieldErrors(parsed.error.issues) })
        return updateAuthor({ id: author.id, body: parsed.data })
      }
      const parsed = AuthorCreate.safeParse(body)
      if (!parsed.success) throw Object.assign(new Error('invalid'), { fields: fieldErrors(parsed.error.issues) })
      return createAuthor(parsed.data)
    },
    onSuccess: async (saved) => {
      toast({ title: 'Saved', description: `${saved.name} is saved.` })
      await client.invalidateQueries({ queryKey: blogAdminKeys.authors })
      onDone()
    },
    onError: (error: Error & { fields?: Record<string, string> }) => setErrors(error.fields ?? serverFieldError(error)),
  })
  const input = (name: keyof AuthorDraft, label: string, extra: React.ComponentProps<'input'> = {}) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={String(draft[name] ?? '')}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={Boolean(errors[name])}
        className="mt-1"
        {...extra}
      />
      <ErrorText id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  )
  return (
    <form
      noValidate
      className="mt-3 grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        setErrors({})
        save.mutate()
      }}
    >
      {input('name', 'Name')}
      {input('id', 'Id (used in the address /authors/…)', { disabled: author !== null, placeholder: 'dr-kavya-rao' })}
      {input('title', 'Title', { placeholder: 'Veterinarian, BVSc & AH' })}
      {input('staffUserId', 'Staff phone number (for a vet on the staff)', { inputMode: 'numeric' })}
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-bio`}>Short biography</Label>
        <textarea id={`${id}-bio`} rows={3} value={draft.bio} onChange={(event) => set('bio', event.target.value)} className={TEXTAREA_CLASS} />
        <ErrorText id={`${id}-bio-error`} message={errors.bio} />
      </div>
      <div className="sm:col-span-2">
        <ImagePicker label="Photo" kind="photo" value={draft.photo} onChange={(url) => set('photo', url)} />
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {author ? 'Save author' : 'Add author'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function Authors({ authors }: { authors: AdminAuthorDto[] }) {
  const [editing, setEditing] = useState<AdminAuthorDto | 'new' | null>(null)
  return (
    <section className="mt-8" aria-labelledby="authors-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="authors-heading" className="font-display text-lg font-semibold text-ink">
          Authors
        </h2>
        {editing === null ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            Add an author
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <div className="card mt-3 p-5">
          <AuthorForm author={null} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {authors.map((author) => (
          <li key={author.id} className="card p-4" aria-label={author.name}>
            <div className="flex items-start gap-3">
              {author.photo ? <img src={author.photo} alt="" width={48} height={48} className="size-12 rounded-full object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{author.name}</p>
                <p className="text-sm text-ink-muted">
                  {author.title} · {author.articles} {author.articles === 1 ? 'article' : 'articles'}
                  {author.staffUserId ? ' · on the staff' : ''}
                </p>
              </div>
              {editing === null ? (
                <Button size="sm" variant="outline" onClick={() => setEditing(author)}>
                  Edit
                </Button>
              ) : null}
            </div>
            {editing !== null && editing !== 'new' && editing.id === author.id ? <AuthorForm author={author} onDone={() => setEditing(null)} /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A vet's view: every article, and a button to mark the text they have read medically reviewed. */
function ReviewDesk() {
  const client = useQueryClient()
  const articles = useQuery({ queryKey: blogAdminKeys.reviews, queryFn: fetchReviews })
  const [error, setError] = useState<string | null>(null)
  const review = useMutation({
    mutationFn: markReviewed,
    onSuccess: async (saved) => {
      setError(null)
      toast({ title: 'Marked reviewed', description: `${saved.title} now shows your review.` })
      await client.invalidateQueries({ queryKey: blogAdminKeys.reviews })
    },
    onError: (failure: Error) => setError(failure.message),
  })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Medical review</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Read an article on the site, then mark it reviewed. The article will say it was medically reviewed by you, with your council registration number and
        today’s date. A later change to its text ends the review.
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {articles.isPending ? <Spinner className="mt-3" /> : null}
      <ul className="mt-4 grid gap-3">
        {articles.data?.map((article) => (
          <li key={article.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" aria-label={article.title}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{article.title}</p>
              <p className="text-sm">
                <ReviewNote article={article} />
              </p>
            </div>
            <div className="flex gap-2">
              <a href={`/blogs/${article.slug}`} target="_blank" rel="noopener" className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:underline">
                Read
              </a>
              <Button size="sm" disabled={review.isPending} onClick={() => review.mutate({ id: article.id, version: article.version })}>
                Mark reviewed
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

function ContentDesk() {
  const authors = useQuery({ queryKey: blogAdminKeys.authors, queryFn: fetchAuthors })
  const [editing, setEditing] = useState<AdminArticleDto | 'new' | null>(null)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Manage blogs</h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>New article</Button> : null}
      </div>
      {editing !== null && authors.data ? (
        <ArticleEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          article={editing === 'new' ? null : editing}
          authors={authors.data}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {editing === null ? <ArticleList onEdit={setEditing} /> : null}
      {editing === null && authors.data ? <Authors authors={authors.data} /> : null}
    </>
  )
}

/** The content admin's blog: articles and authors for an admin, the medical review step for a vet (decision 0033). */
export default function BlogsPage() {
  const layout = useRouteLoaderData<{ role: 'admin' | 'vet' }>('admin')
  return layout?.role === 'vet' ? <ReviewDesk /> : <ContentDesk />
}

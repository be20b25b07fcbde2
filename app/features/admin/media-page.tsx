import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { CreateMediaBody, type MediaItemDto, type MediaKind, UpdateMediaBody } from '../../../core/contracts/media.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/media-page.ts'
import { FieldError, SELECT_CLASS, SaveProblem, TEXTAREA_CLASS, fieldErrors } from './content-form.tsx'
import { createMedia, fetchMedia, libraryKeys, reviewMedia, updateMedia, uploadAudio } from './library-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Media', description: 'PetVaidya media library.', noIndex: true })

type Draft = {
  kind: MediaKind
  title: string
  summary: string
  videoUrl: string
  audioUrl: string
  transcript: string
  durationMinutes: string
  healthTopic: boolean
  status: 'draft' | 'published'
}
const EMPTY: Draft = { kind: 'video', title: '', summary: '', videoUrl: '', audioUrl: '', transcript: '', durationMinutes: '', healthTopic: true, status: 'draft' }

const draftOf = (item: MediaItemDto): Draft => ({
  ...item,
  videoUrl: item.videoUrl ?? '',
  audioUrl: item.audioUrl ?? '',
  durationMinutes: item.durationMinutes ? String(item.durationMinutes) : '',
})

const bodyOf = (draft: Draft) => ({
  ...draft,
  videoUrl: draft.kind === 'video' ? draft.videoUrl || null : null,
  audioUrl: draft.kind === 'podcast' ? draft.audioUrl || null : null,
  durationMinutes: draft.durationMinutes ? Number(draft.durationMinutes) : null,
})

function MediaForm({ item, onDone }: { item: MediaItemDto | null; onDone: () => void }) {
  const client = useQueryClient()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(item ? draftOf(item) : EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }))
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      item ? updateMedia({ id: item.id, body: UpdateMediaBody.parse({ ...body, version: item.version }) }) : createMedia(CreateMediaBody.parse(body)),
    onSuccess: async (saved) => {
      toast({ title: 'Saved', description: `${saved.title} is ${saved.status === 'published' ? 'published' : 'a draft'}.` })
      await client.invalidateQueries({ queryKey: libraryKeys.media('admin') })
      onDone()
    },
  })
  const upload = useMutation({
    mutationFn: uploadAudio,
    onSuccess: (url) => set('audioUrl', url),
  })
  return (
    <form
      noValidate
      className="card mt-4 grid gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault()
        const body = bodyOf(draft)
        const parsed = (item ? UpdateMediaBody : CreateMediaBody).safeParse({ ...body, version: item?.version ?? 1 })
        if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
        setErrors({})
        save.mutate(body)
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-kind`}>Kind</Label>
          <select id={`${id}-kind`} value={draft.kind} disabled={item !== null} onChange={(event) => set('kind', event.target.value as MediaKind)} className={SELECT_CLASS}>
            <option value="video">Video (YouTube or Vimeo link)</option>
            <option value="podcast">Podcast episode (audio file)</option>
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-duration`}>Length in minutes</Label>
          <Input id={`${id}-duration`} inputMode="numeric" value={draft.durationMinutes} onChange={(event) => set('durationMinutes', event.target.value)} className="mt-1" />
          <FieldError id={`${id}-duration-error`} message={errors.durationMinutes} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={draft.title} onChange={(event) => set('title', event.target.value)} aria-invalid={Boolean(errors.title)} className="mt-1" />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div>
        <Label htmlFor={`${id}-summary`}>Summary</Label>
        <textarea id={`${id}-summary`} rows={2} value={draft.summary} onChange={(event) => set('summary', event.target.value)} aria-invalid={Boolean(errors.summary)} className={`mt-1 ${TEXTAREA_CLASS}`} />
        <FieldError id={`${id}-summary-error`} message={errors.summary} />
      </div>
      {draft.kind === 'video' ? (
        <div>
          <Label htmlFor={`${id}-video`}>YouTube or Vimeo address</Label>
          <Input id={`${id}-video`} type="url" value={draft.videoUrl} onChange={(event) => set('videoUrl', event.target.value)} aria-invalid={Boolean(errors.videoUrl)} className="mt-1" />
          <FieldError id={`${id}-video-error`} message={errors.videoUrl} />
        </div>
      ) : (
        <div>
          <Label htmlFor={`${id}-audio`}>Audio file (MP3, M4A or Ogg, up to 25 MB)</Label>
          <input
            id={`${id}-audio`}
            type="file"
            accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) upload.mutate(file)
            }}
            className="mt-1 block min-h-11 text-ink"
          />
          {upload.isPending ? <Spinner className="mt-2" /> : null}
          {draft.audioUrl ? <p className="mt-1 text-sm text-ink-muted">Uploaded: {draft.audioUrl}</p> : null}
          <FieldError id={`${id}-audio-error`} message={upload.error?.message ?? errors.audioUrl} />
        </div>
      )}
      <div>
        <Label htmlFor={`${id}-transcript`}>Transcript{draft.kind === 'podcast' ? ' (required)' : ''}</Label>
        <textarea id={`${id}-transcript`} rows={6} value={draft.transcript} onChange={(event) => set('transcript', event.target.value)} aria-invalid={Boolean(errors.transcript)} className={`mt-1 ${TEXTAREA_CLASS}`} />
        <FieldError id={`${id}-transcript-error`} message={errors.transcript} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-ink">
        <input type="checkbox" className="size-5" checked={draft.healthTopic} onChange={(event) => set('healthTopic', event.target.checked)} />
        Health topic: a vet must review it before it is published
      </label>
      <div>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select id={`${id}-status`} value={draft.status} onChange={(event) => set('status', event.target.value as Draft['status'])} className={`${SELECT_CLASS} sm:max-w-xs`}>
          <option value="draft">Draft (not shown)</option>
          <option value="published">Published</option>
        </select>
      </div>
      <SaveProblem error={save.error} onReload={() => void client.invalidateQueries({ queryKey: libraryKeys.media('admin') })} />
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {save.isPending ? <Spinner /> : null}
          {item ? 'Save changes' : 'Add to the library'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function ReviewState({ item }: { item: MediaItemDto }) {
  if (!item.healthTopic) return <>Not a health topic</>
  if (!item.review) return <>Not yet reviewed by a vet</>
  return (
    <>
      Reviewed by {item.review.reviewerName} ({item.review.council ? `${item.review.council}, ` : ''}
      {item.review.registrationNumber}) on {formatDayMonthYear(item.review.reviewedAt)}
    </>
  )
}

/**
 * The media library (decision 0063): admins add videos and episodes and publish them; a vet
 * reviews those on health topics here too (the page's list is theirs, the form is the admins').
 */
export default function MediaPage() {
  // The admin layout's loader says who is here (an admin, or a vet come to review).
  const role = useRouteLoaderData<{ role: 'admin' | 'vet' }>('admin')?.role ?? 'vet'
  const scope = role === 'admin' ? 'admin' : 'vet'
  const client = useQueryClient()
  const media = useQuery({ queryKey: libraryKeys.media(scope), queryFn: () => fetchMedia(scope) })
  const [editing, setEditing] = useState<MediaItemDto | 'new' | null>(null)
  const review = useMutation({
    mutationFn: reviewMedia,
    onSuccess: async (saved) => {
      toast({ title: 'Reviewed', description: `${saved.title} is marked reviewed in your name.` })
      await client.invalidateQueries({ queryKey: libraryKeys.media(scope) })
    },
  })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{role === 'admin' ? 'Media library' : 'Media review'}</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">
        /videos and /podcasts list only published items. An item on a health topic is published only after a vet has reviewed it; a change to its
        words or file ends the review.
      </p>
      {role === 'admin' && editing === null ? (
        <Button className="mt-4" onClick={() => setEditing('new')}>
          Add a video or episode
        </Button>
      ) : null}
      {role === 'admin' && editing !== null ? <MediaForm item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {media.isPending ? <Spinner className="mt-4" /> : null}
      {media.isError ? <p role="alert" className="mt-4 text-danger-700">{media.error.message}</p> : null}
      {review.error ? <p role="alert" className="mt-4 text-danger-700">{review.error.message}</p> : null}
      {media.data?.length === 0 ? <p className="mt-4 text-ink-muted">The library is empty: /videos and /podcasts say that nothing is published yet.</p> : null}
      <ul className="mt-4 grid gap-3">
        {media.data?.map((item) => (
          <li key={item.id} className="card flex flex-wrap items-start justify-between gap-3 p-4" aria-label={item.title}>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {item.title}{' '}
                <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {item.kind === 'video' ? 'Video' : 'Podcast'} · {item.status === 'published' ? 'Published' : 'Draft'}
                </span>
              </p>
              <p className="text-sm text-ink-muted">
                <ReviewState item={item} />
              </p>
            </div>
            <div className="flex gap-2">
              {role === 'vet' && item.healthTopic && !item.review ? (
                <Button size="sm" disabled={review.isPending} onClick={() => review.mutate({ id: item.id, version: item.version })}>
                  Mark reviewed
                </Button>
              ) : null}
              {role === 'admin' ? (
                <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                  Edit
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

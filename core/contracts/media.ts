import { z } from 'zod'
import { UserText } from './text.ts'

/**
 * The media library (decision 0063): a video is a YouTube or Vimeo link, a podcast episode an
 * uploaded audio file with its transcript. Only published items reach /videos and /podcasts, and an
 * item on a health topic is published only after a vet's review.
 */
export const MEDIA_KINDS = ['video', 'podcast'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]
export const MEDIA_STATUSES = ['draft', 'published'] as const

/** The largest audio file an admin may upload (a 60-minute episode at 48 kbit/s is about 22 MB). */
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024
export const AUDIO_CONTENT_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg']
/** Where an uploaded episode is served from: one random name per file. */
export const AUDIO_URL = /^\/uploads\/[a-f0-9]{32}\.(mp3|m4a|ogg)$/

export type VideoSource = { provider: 'youtube' | 'vimeo'; id: string }

/** The video a YouTube or Vimeo address names, or null for any other address. */
export function videoSourceOf(address: string): VideoSource | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^(www|m)\./, '')
  const youtubeId = /^[A-Za-z0-9_-]{11}$/
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const fromQuery = url.pathname === '/watch' ? url.searchParams.get('v') : null
    const fromPath = /^\/(embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[2] ?? null
    const id = fromQuery ?? fromPath
    return id && youtubeId.test(id) ? { provider: 'youtube', id } : null
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1)
    return youtubeId.test(id) ? { provider: 'youtube', id } : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{6,12})$/.exec(url.pathname)?.[1]
    return id ? { provider: 'vimeo', id } : null
  }
  return null
}

/** The address readers open: the video's own page on its site. */
export function videoWatchUrl(source: VideoSource): string {
  return source.provider === 'youtube' ? `https://www.youtube.com/watch?v=${source.id}` : `https://vimeo.com/${source.id}`
}

/** The player address for structured data (embedUrl). */
export function videoEmbedUrl(source: VideoSource): string {
  return source.provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${source.id}` : `https://player.vimeo.com/video/${source.id}`
}

/** YouTube's still of the video; Vimeo has no address that can be derived from the id. */
export function videoThumbnailUrl(source: VideoSource): string | null {
  return source.provider === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null
}

const text = (field: string, min: number, max: number, multiline = false) =>
  UserText({ multiline, error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)

const MediaFields = z.object({
  kind: z.enum(MEDIA_KINDS, { error: 'kind must be video or podcast' }),
  title: text('title', 5, 140),
  summary: text('summary', 20, 400),
  videoUrl: UserText({ error: 'videoUrl must be text' }).trim().max(300, 'videoUrl must be at most 300 characters').nullable().default(null),
  audioUrl: UserText({ error: 'audioUrl must be text' }).trim().max(100, 'audioUrl must be at most 100 characters').nullable().default(null),
  transcript: text('transcript', 0, 60_000, true).default(''),
  durationMinutes: z.number({ error: 'durationMinutes must be a number' }).int('durationMinutes must be a whole number').min(1).max(600).nullable().default(null),
  /** A health topic needs a vet's review before it is published; a studio tour, say, does not. */
  healthTopic: z.boolean({ error: 'healthTopic must be true or false' }).default(true),
  status: z.enum(MEDIA_STATUSES, { error: 'status must be draft or published' }).default('draft'),
})

/** The rules that tie the fields together: the source each kind needs, and the transcript of an episode. */
function checkSource(body: z.infer<typeof MediaFields>, context: z.RefinementCtx): void {
  if (body.kind === 'video') {
    if (!body.videoUrl || !videoSourceOf(body.videoUrl)) {
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'videoUrl must be a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=…' })
    }
    if (body.audioUrl) context.addIssue({ code: 'custom', path: ['audioUrl'], message: 'audioUrl is for podcast episodes; leave it empty for a video' })
  } else {
    if (!body.audioUrl || !AUDIO_URL.test(body.audioUrl)) {
      context.addIssue({ code: 'custom', path: ['audioUrl'], message: 'audioUrl must be an uploaded audio file: upload the MP3, M4A or Ogg file first' })
    }
    if (body.videoUrl) context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'videoUrl is for videos; leave it empty for a podcast episode' })
    if (body.transcript.length < 200) {
      context.addIssue({ code: 'custom', path: ['transcript'], message: 'transcript is required for a podcast episode (at least 200 characters), so the episode can be read as well as heard' })
    }
  }
}

export const CreateMediaBody = MediaFields.superRefine(checkSource)
export type CreateMediaBody = z.infer<typeof CreateMediaBody>
export const UpdateMediaBody = MediaFields.extend({ version: z.number({ error: 'version is required' }).int().min(1) }).superRefine(checkSource)
export type UpdateMediaBody = z.infer<typeof UpdateMediaBody>
export const MediaIdParams = z.object({ id: z.uuid({ error: 'id must be a media item id' }) })
export const MediaReviewBody = z.object({ version: z.number({ error: 'version is required' }).int().min(1) })

export const MediaReview = z.object({ reviewerName: z.string(), registrationNumber: z.string(), council: z.string().nullable(), reviewedAt: z.string() })

export const MediaItemDto = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  title: z.string(),
  summary: z.string(),
  videoUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  transcript: z.string(),
  durationMinutes: z.number().nullable(),
  healthTopic: z.boolean(),
  review: MediaReview.nullable(),
  status: z.enum(MEDIA_STATUSES),
  publishedAt: z.string().nullable(),
  version: z.number(),
})
export type MediaItemDto = z.infer<typeof MediaItemDto>
export const MediaListResponse = z.object({ items: z.array(MediaItemDto) })
export const MediaItemResponse = z.object({ item: MediaItemDto })
export const AudioUploadResponse = z.object({ url: z.string() })

/** What the public pages read. */
export type MediaCatalogue = { listPublished(kind: MediaKind): Promise<MediaItemDto[]> }

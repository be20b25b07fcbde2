import { Info } from '../components/ui/icons.tsx'
import { data, Link } from 'react-router'
import { ACADEMY_PAGE } from '../../content/pages/academy.ts'
import { PODCASTS_PAGE } from '../../content/pages/podcasts.ts'
import { RESOURCES_PAGE } from '../../content/pages/resources.ts'
import { VIDEOS_PAGE } from '../../content/pages/videos.ts'
import { type MediaItemDto, type MediaKind, videoEmbedUrl, videoSourceOf, videoThumbnailUrl, videoWatchUrl } from '../../core/contracts/media.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { type JsonLd, jsonLdGraph, podcastEpisodeJsonLd, videoObjectJsonLd } from '../../core/site/structured-data.ts'
import { GuideList } from '../features/media/guide-list.tsx'
import { MediaList } from '../features/media/media-list.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/collection-page.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { healthPageReview } from '../../content/review/health-pages.ts'
import { ReviewStatusBox } from '../features/health-review/review-status.tsx'

const COLLECTIONS = {
  '/videos': VIDEOS_PAGE,
  '/podcasts': PODCASTS_PAGE,
  '/resources': RESOURCES_PAGE,
  '/academy': ACADEMY_PAGE,
} as const

/** The pages whose items come from the media library (decision 0063). */
const MEDIA_KIND_OF: Partial<Record<string, MediaKind>> = { '/videos': 'video', '/podcasts': 'podcast' }

/** What a media page says when nothing is published yet: one line, and where the written guides are. */
const NOTHING_PUBLISHED: Record<MediaKind, string> = {
  video: 'No videos are published yet. The written guides below cover the same jobs, step by step.',
  podcast: 'No podcast episodes are published yet. Our written guides cover the same topics:',
}

function mediaJsonLd(origin: string, kind: MediaKind, items: readonly MediaItemDto[]): JsonLd | undefined {
  if (items.length === 0) return undefined
  return jsonLdGraph(
    items.map((item) => {
      const source = item.videoUrl ? videoSourceOf(item.videoUrl) : null
      const input = {
        id: item.id,
        title: item.title,
        summary: item.summary,
        publishedAt: item.publishedAt ?? '',
        durationMinutes: item.durationMinutes,
        transcript: item.transcript,
        video: source ? { watchUrl: videoWatchUrl(source), embedUrl: videoEmbedUrl(source), thumbnailUrl: videoThumbnailUrl(source) } : undefined,
        audioPath: item.audioUrl ?? undefined,
      }
      return kind === 'video' ? videoObjectJsonLd(origin, input) : podcastEpisodeJsonLd(origin, input)
    }),
  )
}

/** A media page (videos, podcasts, resources, academy): its guides come from content/pages, its videos and episodes from the media library. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '')
  const page = findSitePage(path)
  const collection = COLLECTIONS[path as keyof typeof COLLECTIONS]
  if (!page || !collection) throw data(null, { status: 404 })
  const { services, siteOrigin } = context.get(serverContext)
  const kind = MEDIA_KIND_OF[path] ?? null
  const items = kind ? await services.media.listPublished(kind) : []
  return withContentFacts(context, {
    title: page.title,
    heading: page.heading,
    description: page.description,
    collection,
    kind,
    items,
    jsonLd: kind ? mediaJsonLd(siteOrigin, kind, items) : undefined,
    review: healthPageReview(path),
  })
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { heading, collection, kind, items, review } = loaderData
  return (
    <>
      <PageHeader heading={heading} description={collection.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {kind && items.length > 0 ? (
          <div className="mb-12">
            <MediaList items={items} />
          </div>
        ) : null}
        {kind && items.length === 0 ? (
          <p className="mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-line bg-white px-4 py-3.5 text-ink" data-testid="nothing-published">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {NOTHING_PUBLISHED[kind]}
              {kind === 'podcast' ? (
                <>
                  {' '}
                  <Link to="/blogs" className="font-semibold text-brand-800 underline underline-offset-4">
                    the blog
                  </Link>{' '}
                  and{' '}
                  <Link to="/resources" className="font-semibold text-brand-800 underline underline-offset-4">
                    resources
                  </Link>
                  .
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {collection.notice ? (
          <p className="mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-4 py-3.5 text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {collection.notice}
          </p>
        ) : null}
        {collection.guides.length > 0 ? <GuideList heading={collection.guidesHeading} guides={collection.guides} /> : null}
        {review ? <ReviewStatusBox status={review} className="mt-12 max-w-4xl" /> : null}
      </div>
    </>
  )
}

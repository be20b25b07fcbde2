import { BookOpen, Info } from '../components/ui/icons.tsx'
import { data, Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { englishPath, languageOfPath } from '../../core/i18n/language.ts'
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
import { TranslatedReviewStatus } from '../components/translated-review-status.tsx'
import { PageMessages, useLanguage, useLocalPath } from '../lib/i18n.tsx'

const COLLECTIONS = {
  '/videos': VIDEOS_PAGE,
  '/podcasts': PODCASTS_PAGE,
  '/resources': RESOURCES_PAGE,
  '/academy': ACADEMY_PAGE,
} as const

/** The pages whose items come from the media library (decision 0063). */
const MEDIA_KIND_OF: Partial<Record<string, MediaKind>> = { '/videos': 'video', '/podcasts': 'podcast' }

/** The key of a page's words in the `collection` messages. */
const PAGE_KEY = { '/videos': 'videos', '/podcasts': 'podcasts', '/resources': 'resources', '/academy': 'academy' } as const

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

/**
 * A media page (videos, podcasts, resources, academy): its guides come from content/pages, its
 * videos and episodes from the media library. In Hindi, the frame is Hindi and the guides and
 * what the team published stay as written, in English (decision 0084).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const path = englishPath(url.pathname.replace(/\/+$/, ''))
  const page = findSitePage(path)
  const collection = COLLECTIONS[path as keyof typeof COLLECTIONS]
  if (!page || !collection) throw data(null, { status: 404 })
  const messages = messagesOf(language, ['collection'])
  const { services, siteOrigin } = context.get(serverContext)
  const kind = MEDIA_KIND_OF[path] ?? null
  const items = kind ? await services.media.listPublished(kind) : []
  const filled = await withContentFacts(context, {
    title: page.title,
    heading: page.heading,
    description: page.description,
    collection,
    kind,
    items,
    jsonLd: kind ? mediaJsonLd(siteOrigin, kind, items) : undefined,
    review: healthPageReview(path),
  })
  if (language === 'en') return { ...filled, messages, intro: collection.intro, notice: collection.notice, guidesHeading: collection.guidesHeading }
  const words = messages.collection.pages[PAGE_KEY[path as keyof typeof PAGE_KEY]]
  return {
    ...filled,
    messages,
    title: words.title,
    heading: words.heading,
    description: words.description,
    intro: words.intro,
    notice: 'notice' in words ? words.notice : null,
    guidesHeading: words.guidesHeading,
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Collection {...loaderData} />
    </PageMessages>
  )
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4'

function Collection({ heading, intro, notice, guidesHeading, collection, kind, items, review }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('collection')
  const localPath = useLocalPath()
  const english = useLanguage() === 'en'
  // What the team wrote (guides, published titles and transcripts) is English; marked so on a page in another language.
  const contentLang = english ? undefined : 'en'
  const hasGuides = collection.guides.length > 0
  return (
    <>
      <PageHeader heading={heading} description={intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {kind && items.length > 0 ? (
          <div className="mb-12">
            <MediaList items={items} contentLang={contentLang} />
          </div>
        ) : null}
        {kind && items.length === 0 ? (
          <p className="mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-line bg-white px-4 py-3.5 text-ink" data-testid="nothing-published">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {t.rich(`nothingPublished.${kind}`, {
                blog: (chunks) => (
                  <Link to={localPath('/blogs')} className={linkClass}>
                    {chunks}
                  </Link>
                ),
                resources: (chunks) => (
                  <Link to={localPath('/resources')} className={linkClass}>
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </p>
        ) : null}
        {notice ? (
          <p className="mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-4 py-3.5 text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {notice}
          </p>
        ) : null}
        {hasGuides && !english ? (
          <aside aria-labelledby="english-notice-heading" className="mb-8 max-w-3xl rounded-2xl border border-line bg-white px-5 py-4 text-sm leading-relaxed text-ink shadow-card">
            <h2 id="english-notice-heading" className="flex items-center gap-2 font-display text-base font-bold text-ink">
              <BookOpen aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {t('guides.englishHeading')}
            </h2>
            <p className="mt-1">{t('guides.englishText')}</p>
            <a href="#guides" className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              {t('guides.englishLink')}
            </a>
          </aside>
        ) : null}
        {hasGuides ? (
          <div id="guides" className="scroll-mt-24">
            <GuideList heading={guidesHeading} navLabel={t('guides.navLabel')} guides={collection.guides} guidesLang={contentLang} />
          </div>
        ) : null}
        {review ? english ? <ReviewStatusBox status={review} className="mt-12 max-w-4xl" /> : <TranslatedReviewStatus status={review} className="mt-12 max-w-4xl" /> : null}
      </div>
    </>
  )
}

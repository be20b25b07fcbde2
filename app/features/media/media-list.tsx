import { useTranslations } from 'use-intl'
import type { MediaItemDto } from '../../../core/contracts/media.ts'
import { videoSourceOf, videoThumbnailUrl, videoWatchUrl } from '../../../core/contracts/media.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { FallbackImage } from '../../components/ui/fallback-image.tsx'
import { useLanguage } from '../../lib/i18n.tsx'

/** Who reviewed an item on a health topic, with their council registration; or that it is general. */
function ReviewLine({ item }: { item: MediaItemDto }) {
  const t = useTranslations('collection.media')
  const language = useLanguage()
  if (item.review) {
    const { reviewerName, council, registrationNumber, reviewedAt } = item.review
    const values = {
      name: reviewerName,
      number: registrationNumber,
      date: formatDayMonthYear(reviewedAt, language),
      person: (chunks: React.ReactNode) => <span translate="no">{chunks}</span>,
      councilName: (chunks: React.ReactNode) => <span translate="no">{chunks}</span>,
      time: (chunks: React.ReactNode) => <time dateTime={reviewedAt}>{chunks}</time>,
    }
    return <p className="mt-3 text-sm text-brand-900">{council ? t.rich('reviewedWithCouncil', { ...values, council }) : t.rich('reviewed', values)}</p>
  }
  return null
}

/**
 * The published videos or podcast episodes (decision 0063). A video links to its page on YouTube or
 * Vimeo (no player is loaded from another site until the reader asks); an episode plays here, with
 * its transcript below it. What the team wrote (title, summary, transcript) is in English, marked
 * `contentLang` on a page in another language.
 */
export function MediaList({ items, contentLang }: { items: readonly MediaItemDto[]; contentLang?: string | undefined }) {
  const t = useTranslations('collection.media')
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label={t('listLabel')}>
      {items.map((item) => {
        const source = item.videoUrl ? videoSourceOf(item.videoUrl) : null
        const thumbnail = source ? videoThumbnailUrl(source) : null
        return (
          <li key={item.id} id={item.id} className="card scroll-mt-24 p-5 sm:p-6">
            {source ? (
              <a href={videoWatchUrl(source)} target="_blank" rel="noopener noreferrer" className="group block">
                {thumbnail ? (
                  <FallbackImage src={thumbnail} alt="" width={480} height={360} loading="lazy" className="aspect-video w-full rounded-xl bg-brand-50 object-cover" />
                ) : null}
                <span className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4 group-hover:no-underline">
                  {t.rich('watchOn', {
                    provider: source.provider === 'youtube' ? 'YouTube' : 'Vimeo',
                    site: (chunks) => <span translate="no">{chunks}</span>,
                  })}
                </span>
              </a>
            ) : null}
            <h2 className="mt-3 font-display text-xl font-semibold text-ink" lang={contentLang}>
              {item.title}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-muted" lang={contentLang}>
              {item.summary}
            </p>
            {item.durationMinutes ? <p className="mt-1 text-sm text-ink-muted">{t('minutes', { minutes: item.durationMinutes })}</p> : null}
            {item.audioUrl ? (
              <audio controls preload="none" src={item.audioUrl} className="mt-4 w-full">
                <a href={item.audioUrl}>{t('download')}</a>
              </audio>
            ) : null}
            <ReviewLine item={item} />
            {item.transcript ? (
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-brand-800">{t('transcript')}</summary>
                <p className="mt-2 leading-relaxed whitespace-pre-line text-ink" lang={contentLang}>
                  {item.transcript}
                </p>
              </details>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

import type { MediaItemDto } from '../../../core/contracts/media.ts'
import { videoSourceOf, videoThumbnailUrl, videoWatchUrl } from '../../../core/contracts/media.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { FallbackImage } from '../../components/ui/fallback-image.tsx'

/** Who reviewed an item on a health topic, with their council registration; or that it is general. */
function ReviewLine({ item }: { item: MediaItemDto }) {
  if (item.review) {
    return (
      <p className="mt-3 text-sm text-brand-900">
        Medically reviewed by {item.review.reviewerName} ({item.review.council ? `${item.review.council} ` : ''}registration no. {item.review.registrationNumber}), on{' '}
        <time dateTime={item.review.reviewedAt}>{formatDayMonthYear(item.review.reviewedAt)}</time>.
      </p>
    )
  }
  return null
}

/**
 * The published videos or podcast episodes (decision 0063). A video links to its page on YouTube or
 * Vimeo (no player is loaded from another site until the reader asks); an episode plays here, with
 * its transcript below it.
 */
export function MediaList({ items }: { items: readonly MediaItemDto[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Published">
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
                  Watch on {source.provider === 'youtube' ? 'YouTube' : 'Vimeo'}
                </span>
              </a>
            ) : null}
            <h2 className="mt-3 font-display text-xl font-semibold text-ink">{item.title}</h2>
            <p className="mt-2 leading-relaxed text-ink-muted">{item.summary}</p>
            {item.durationMinutes ? <p className="mt-1 text-sm text-ink-muted">About {item.durationMinutes} minutes</p> : null}
            {item.audioUrl ? (
              <audio controls preload="none" src={item.audioUrl} className="mt-4 w-full">
                <a href={item.audioUrl}>Download the episode</a>
              </audio>
            ) : null}
            <ReviewLine item={item} />
            {item.transcript ? (
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-brand-800">Transcript</summary>
                <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">{item.transcript}</p>
              </details>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

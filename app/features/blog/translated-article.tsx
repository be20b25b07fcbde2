import { useTranslations } from 'use-intl'
import { BRAND } from '../../../core/brand.ts'
import type { AuthorDto, ArticleReview } from '../../../core/contracts/blog.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { EDITORIAL_TEAM_ID } from '../../../content/blog/authors.ts'
import { BookOpen, Info, ListChecks } from '../../components/ui/icons.tsx'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import { AuthorAvatar } from './author-card.tsx'

/*
 * The parts of an article page in a language other than English (decision 0083): the summary
 * box, the notice that the article is in English, its review status in the page's language and
 * its author. The article itself stays English, marked `lang="en"` by the page.
 */

/** Words that name what is summed up, where it is not an article (the cat vaccination guide). */
type SummaryWords = { heading: string; intro: string }
type NoticeWords = { heading: string; withSummary: string; withoutSummary: string; link: string; target: string }

/** The article's Hindi summary: what the English article says, in a few points. */
export function ArticleSummaryBox({ points, words }: { points: readonly string[]; words?: SummaryWords }) {
  const t = useTranslations('blog.article')
  return (
    <section aria-labelledby="article-summary-heading" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6" data-testid="article-summary">
      <h2 id="article-summary-heading" className="flex items-center gap-2 font-display text-xl font-bold text-ink sm:text-2xl">
        <ListChecks aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        {words?.heading ?? t('summaryHeading')}
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">{words?.intro ?? t('summaryIntro')}</p>
      <ul className="mt-4 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-[17px] leading-[1.7] text-ink">
            <span aria-hidden="true" className="mt-[0.7em] size-2 shrink-0 rounded-full bg-brand-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The notice that the full article is in English, with a link down to it. */
export function EnglishArticleNotice({ withSummary, words }: { withSummary: boolean; words?: NoticeWords }) {
  const t = useTranslations('blog.article')
  return (
    <aside aria-labelledby="english-article-heading" className="mt-4 rounded-2xl border border-line bg-white px-5 py-4 text-[15px] leading-relaxed text-ink shadow-card" data-testid="english-article-notice">
      <h2 id="english-article-heading" className="flex items-center gap-2 font-display text-base font-bold text-ink">
        <BookOpen aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {words?.heading ?? t('englishHeading')}
      </h2>
      <p className="mt-1">{withSummary ? (words?.withSummary ?? t('englishWithSummary')) : (words?.withoutSummary ?? t('englishWithoutSummary'))}</p>
      <a href={`#${words?.target ?? 'full-article'}`} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
        {words?.link ?? t('englishLink')}
      </a>
    </aside>
  )
}

/**
 * The article's review status in the page's language: the same facts the English page shows
 * (reviewer, council and registration, day; or not yet reviewed; next review due). A summary is
 * part of the article, so this is its status too.
 */
export function TranslatedMedicalReview({ review, hasSources, nextReviewDue }: { review: ArticleReview | null; hasSources: boolean; nextReviewDue: string }) {
  const t = useTranslations('blog.article')
  const language = useLanguage()
  const dated = (iso: string) => () => <time dateTime={iso}>{formatDayMonthYear(iso, language)}</time>
  const due = (
    <>
      {' '}
      {t.rich('nextReview', { date: dated(nextReviewDue) })}
    </>
  )
  const name = () => <span translate="no">{review?.reviewerName}</span>
  const registration = () => <span translate="no">{review?.registrationNumber}</span>
  const council = () => <span translate="no">{review?.council}</span>
  return (
    <aside
      aria-labelledby="article-review-heading"
      className={`mt-4 rounded-2xl border px-5 py-4 text-[15px] leading-relaxed ${review ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-accent-500/40 bg-accent-50 text-ink'}`}
      data-testid="article-review"
    >
      <h2 id="article-review-heading" className="flex items-center gap-2 font-display text-base font-bold text-ink">
        <Info aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {t('reviewHeading')}
      </h2>
      {review ? (
        <p className="mt-1">
          {review.council
            ? t.rich('reviewedWithCouncil', { name, council, registration, date: dated(review.reviewedAt) })
            : t.rich('reviewed', { name, registration, date: dated(review.reviewedAt) })}
          {due}
        </p>
      ) : (
        <p className="mt-1">
          <strong className="font-semibold">{t('notReviewed')}</strong> {hasSources ? `${t('notReviewedSources')} ` : ''}
          {t('notReviewedText')}
          {due}
        </p>
      )}
    </aside>
  )
}

/** Who wrote the article: the editorial team in the page's language, a named author as written. */
export function useAuthorWords(author: AuthorDto): { name: string; credentials: string; bio: string; asWritten: boolean } {
  const t = useTranslations('blog.editorialTeam')
  if (author.id === EDITORIAL_TEAM_ID) return { name: t('name', { brand: BRAND }), credentials: t('credentials'), bio: t('bio', { brand: BRAND }), asWritten: false }
  return { name: author.name, credentials: author.credentials, bio: author.bio, asWritten: true }
}

/** The author's line under the title. */
export function TranslatedAuthorLine({ author }: { author: AuthorDto }) {
  const words = useAuthorWords(author)
  const localPath = useLocalPath()
  return (
    <span className="inline-flex items-center gap-3">
      <AuthorAvatar name={author.name} photo={author.photo} />
      <span>
        <SiteLink to={localPath(`/authors/${author.id}`)} className="font-semibold text-ink hover:text-brand-800 hover:underline" translate={words.asWritten ? 'no' : undefined}>
          {words.name}
        </SiteLink>
        <span className="block" lang={words.asWritten ? 'en' : undefined}>
          {words.credentials}
        </span>
      </span>
    </span>
  )
}

/** The author's card at the end of the article, with a link to their page in the page's language. */
export function TranslatedAuthorCard({ author }: { author: AuthorDto }) {
  const t = useTranslations('blog.article')
  const words = useAuthorWords(author)
  const localPath = useLocalPath()
  const name = () => <span translate={words.asWritten ? 'no' : undefined}>{words.name}</span>
  return (
    <aside aria-labelledby="about-author" className="card flex flex-col gap-4 p-5 sm:flex-row sm:p-6">
      <AuthorAvatar name={author.name} photo={author.photo} />
      <div>
        <h2 id="about-author" className="font-display text-lg font-bold text-ink">
          {t.rich('aboutAuthor', { name })}
        </h2>
        <p className="text-sm font-medium text-ink-muted" lang={words.asWritten ? 'en' : undefined}>
          {words.credentials}
        </p>
        <p className="mt-2 leading-relaxed text-ink-muted" lang={words.asWritten ? 'en' : undefined}>
          {words.bio}
        </p>
        <SiteLink to={localPath(`/authors/${author.id}`)} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
          {/* One span: the link is a flex box, which would drop the space after the name. */}
          <span>{t.rich('moreByAuthor', { name })}</span>
        </SiteLink>
      </div>
    </aside>
  )
}

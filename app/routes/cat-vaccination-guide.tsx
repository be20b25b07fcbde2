import { useTranslations } from 'use-intl'
import { BookOpen } from '../components/ui/icons.tsx'
import { CAT_VACCINATION_GUIDE } from '../../content/blog/cat-vaccination-guide.ts'
import { currentCatVaccinationGuideHindi } from '../../content/blog/cat-vaccination-guide-hi.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import type { BlogCard } from '../../core/blog/listing.ts'
import { BRAND } from '../../core/brand.ts'
import { blogPostPath, toBlogCard } from '../../core/blog/listing.ts'
import { articleJsonLd, breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { FallbackImage } from '../components/ui/fallback-image.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { AuthorCard } from '../features/blog/author-card.tsx'
import { ServiceOffers } from '../features/cart/service-offers.tsx'
import { formatLongDate } from '../../core/dates.ts'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/cat-vaccination-guide.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { healthPageReview } from '../../content/review/health-pages.ts'
import { ReviewStatusBox } from '../features/health-review/review-status.tsx'
import { TranslatedReviewStatus } from '../components/translated-review-status.tsx'
import { hindiBlogCard } from '../features/blog/article-summaries.server.ts'
import { ArticleSummaryBox, EnglishArticleNotice, TranslatedAuthorCard, TranslatedAuthorLine } from '../features/blog/translated-article.tsx'
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'

const PATH = '/blogs/cat-vaccination'

export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const { blog, catalogue } = context.get(serverContext).services
  const [author, article, services] = await Promise.all([
    blog.findAuthor(CAT_VACCINATION_GUIDE.authorId),
    blog.findPost(CAT_VACCINATION_GUIDE.articleSlug),
    catalogue.listServices(),
  ])
  const page = findSitePage(PATH)
  const common = {
    author,
    offers: CAT_VACCINATION_GUIDE.offerIds.flatMap((id) => services.filter((service) => service.id === id)),
    review: healthPageReview(PATH),
  }
  if (language === 'hi') {
    // The guide stays English under a Hindi summary, shown only while it was written for the
    // English as it stands, and the same review status (decision 0083).
    const summary = currentCatVaccinationGuideHindi()
    return withContentFacts(context, {
      ...common,
      // Without a current summary the page is titled by the English heading it shows, as an article is.
      title: summary?.title ?? page?.heading ?? 'Cat vaccination',
      heading: summary?.title ?? page?.heading ?? 'Cat vaccination',
      description: summary?.excerpt ?? page?.description ?? '',
      englishHeading: page?.heading ?? 'Cat vaccination',
      article: article ? hindiBlogCard(article) : null,
      summary,
      messages: messagesOf(language, ['blog', 'collection']),
    })
  }
  return withContentFacts(context, {
    ...common,
    title: page?.title ?? 'Cat Vaccination Guide',
    heading: page?.heading ?? 'Cat vaccination',
    description: page?.description ?? '',
    englishHeading: page?.heading ?? 'Cat vaccination',
    article: article && toBlogCard(article),
    summary: null,
    messages: null,
  })
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const origin = siteOriginOf(args)
  const common = loaded.messages?.blog.common
  const language = loaded.messages ? 'hi' : 'en'
  const path = pathInLanguage(PATH, language)
  return pageMeta(args, {
    title: loaded.title,
    description: loaded.description,
    ...(loaded.messages ? { path } : {}),
    jsonLd: jsonLdGraph([
      articleJsonLd(origin, {
        type: 'Article',
        path,
        headline: loaded.heading,
        description: loaded.description,
        image: '/images/blog/cat-vaccination.svg',
        datePublished: CAT_VACCINATION_GUIDE.publishedAt,
        section: loaded.messages?.blog.categories.vaccination.name ?? 'Vaccination',
        author: loaded.author && { name: loaded.author.name, jobTitle: loaded.author.credentials, path: `/authors/${loaded.author.id}` },
        publisher: BRAND,
      }),
      breadcrumbList(origin, [
        { name: common?.home ?? 'Home', path: pathInLanguage('/', language) },
        { name: common?.blog ?? 'Blog', path: pathInLanguage('/blogs', language) },
        { name: loaded.title, path },
      ])]),
  })
}

const sectionTitle = 'font-display text-2xl font-bold tracking-tight text-ink'

export default function CatVaccinationGuidePage({ loaderData }: Route.ComponentProps) {
  const { title, heading, description, author, article, offers, review, messages } = loaderData
  const guide = CAT_VACCINATION_GUIDE
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedGuidePage {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-10 sm:px-6 sm:pb-14 lg:grid-cols-[1.2fr_1fr] lg:items-end">
          <div>
            <Breadcrumbs
              items={[
                { name: 'Home', path: '/' },
                { name: 'Blog', path: '/blogs' },
                { name: title, path: PATH },
              ]}
            />
            <h1 className="mt-6 font-display text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{heading}</h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{description}</p>
            {author ? (
              <p className="mt-4 text-sm text-ink-muted">
                By{' '}
                <SiteLink to={`/authors/${author.id}`} className="font-semibold text-ink hover:underline">
                  {author.name}
                </SiteLink>
                , {author.credentials} · <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt)}</time>
              </p>
            ) : null}
          </div>
          <div className="hidden aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50 sm:block">
            <FallbackImage src="/images/blog/cat-vaccination.svg" alt="" width={800} height={450} className="size-full object-cover" />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <GuideText />

        {article ? (
          <SiteLink
            to={blogPostPath(article)}
            className="card mt-10 flex items-start gap-4 p-5 transition-shadow hover:shadow-float"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <BookOpen aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-brand-800">Read the full article</span>
              <span className="mt-0.5 block font-display text-lg font-bold text-ink">{article.title}</span>
              <span className="mt-1 block text-ink-muted">{article.summary}</span>
            </span>
          </SiteLink>
        ) : null}

        {review ? <ReviewStatusBox status={review} className="mt-10" /> : null}

        {author ? (
          <div className="mt-8">
            <AuthorCard author={author} />
          </div>
        ) : null}
      </div>

      <ServiceOffers services={offers} heading="Book your cat’s vaccination at home" />
    </>
  )
}

/** The guide's English text: its intro, the schedule, the vaccines and the common questions. */
function GuideText() {
  const guide = CAT_VACCINATION_GUIDE
  return (
    <>
      <div className="space-y-4 text-lg leading-relaxed text-ink">
        {guide.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="schedule-title" className="mt-10">
        <h2 id="schedule-title" className={sectionTitle}>
          The usual schedule
        </h2>
        <table className="mt-5 w-full border-separate border-spacing-0 text-left max-sm:block">
          <caption className="sr-only">Cat vaccination schedule by age</caption>
          <thead className="max-sm:sr-only">
            <tr className="text-sm text-ink-muted">
              <th scope="col" className="border-b border-line px-4 py-3 font-semibold">Age</th>
              <th scope="col" className="border-b border-line px-4 py-3 font-semibold">Vaccines</th>
              <th scope="col" className="border-b border-line px-4 py-3 font-semibold">Notes</th>
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3">
            {guide.schedule.map((row) => (
              <tr key={row.age} className="align-top max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-4 max-sm:shadow-card sm:even:bg-white">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-ink max-sm:block max-sm:p-0">
                  {row.age}
                </th>
                <td className="px-4 py-3 text-ink max-sm:block max-sm:p-0 max-sm:pt-1">{row.vaccines}</td>
                <td className="px-4 py-3 text-ink-muted max-sm:block max-sm:p-0 max-sm:pt-1 max-sm:text-sm">{row.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="vaccines-title" className="mt-12">
        <h2 id="vaccines-title" className={sectionTitle}>
          Which vaccines, and what they protect against
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {guide.vaccines.map((vaccine) => (
            <li key={vaccine.name} className="card flex flex-col p-5">
              <span
                className={`self-start rounded-full px-2.5 py-0.5 text-xs font-bold ${vaccine.kind === 'Core' ? 'bg-brand-700 text-white' : 'bg-surface text-ink-muted ring-1 ring-line'}`}
              >
                {vaccine.kind}
              </span>
              <h3 className="mt-3 font-display text-lg font-bold text-ink">{vaccine.name}</h3>
              <dl className="mt-2 space-y-2 text-[15px]">
                <div>
                  <dt className="font-semibold text-ink">Protects against</dt>
                  <dd className="text-ink-muted">{vaccine.protectsAgainst}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">When</dt>
                  <dd className="text-ink-muted">{vaccine.when}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="questions-title" className="mt-12">
        <h2 id="questions-title" className={sectionTitle}>
          Common questions
        </h2>
        <div className="mt-5 divide-y divide-line rounded-2xl border border-line bg-white">
          {guide.questions.map((item) => (
            <div key={item.question} className="p-5">
              <h3 className="font-semibold text-ink">{item.question}</h3>
              <p className="mt-1.5 leading-relaxed text-ink-muted">{item.answer}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  )
}

/**
 * The guide on a Hindi page (decision 0083): the Hindi frame, the Hindi summary while it is current,
 * the notice that the guide is in English, its review status in Hindi (the English page's status),
 * then the English guide, marked `lang="en"`.
 */
function TranslatedGuidePage({ heading, description, englishHeading, author, article, offers, review, summary }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('blog')
  const localPath = useLocalPath()
  const guide = CAT_VACCINATION_GUIDE
  const path = pathInLanguage(PATH, 'hi')
  const headingLang = summary ? undefined : 'en'
  return (
    <>
      <section className="border-b border-line/60 bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-6 pb-10 sm:px-6 sm:pb-14 lg:grid-cols-[1.2fr_1fr] lg:items-end">
          <div>
            <Breadcrumbs
              label={t('common.breadcrumb')}
              items={[
                { name: t('common.home'), path: '/hi' },
                { name: t('common.blog'), path: '/hi/blogs' },
                { name: heading, path, lang: headingLang },
              ]}
            />
            <h1 lang={headingLang} className="mt-6 font-display text-3xl leading-snug font-bold tracking-tight text-balance text-ink sm:text-4xl">
              {heading}
            </h1>
            {summary ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{description}</p> : null}
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm text-ink-muted">
              {author ? <TranslatedAuthorLine author={author} /> : null}
              <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt, 'hi')}</time>
            </div>
          </div>
          <div className="hidden aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50 sm:block">
            <FallbackImage src="/images/blog/cat-vaccination.svg" alt="" width={800} height={450} className="size-full object-cover" />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        {summary ? <ArticleSummaryBox points={summary.points} words={{ heading: t('guide.summaryHeading'), intro: t('guide.summaryIntro') }} /> : null}
        <EnglishArticleNotice
          withSummary={summary !== null}
          words={{
            heading: t('guide.englishHeading'),
            withSummary: t('guide.englishWithSummary'),
            withoutSummary: t('guide.englishWithoutSummary'),
            link: t('guide.englishLink'),
            target: 'full-guide',
          }}
        />
        {review ? <TranslatedReviewStatus status={review} className="mt-4" /> : null}

        <section id="full-guide" aria-labelledby="full-guide-heading" className="mt-10 scroll-mt-20 border-t border-line pt-8">
          <h2 id="full-guide-heading" className="font-display text-xl font-bold text-ink-muted sm:text-2xl">
            {t('guide.fullGuideHeading')}
          </h2>
          <div lang="en" data-testid="english-guide">
            {summary ? <p className="mt-4 font-display text-2xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-3xl">{englishHeading}</p> : null}
            <div className="mt-6">
              <GuideText />
            </div>
          </div>
        </section>

        {article ? <HindiArticleLink article={article} to={localPath(blogPostPath(article))} label={t('guide.articleLink')} /> : null}

        {author ? (
          <div className="mt-8">
            <TranslatedAuthorCard author={author} />
          </div>
        ) : null}
      </div>

      <ServiceOffers services={offers} heading={t('guide.offersHeading')} />
    </>
  )
}

/** The full article on the subject, named in Hindi where its summary is current, else in English, marked. */
function HindiArticleLink({ article, to, label }: { article: BlogCard; to: string; label: string }) {
  const lang = article.hindi ? undefined : 'en'
  return (
    <SiteLink to={to} className="card mt-10 flex items-start gap-4 p-5 transition-shadow hover:shadow-float">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <BookOpen aria-hidden="true" className="size-5" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-brand-800">{label}</span>
        <span lang={lang} className="mt-0.5 block font-display text-lg font-bold text-ink">{article.hindi?.title ?? article.title}</span>
        <span lang={lang} className="mt-1 block text-ink-muted">{article.hindi?.excerpt ?? article.summary}</span>
      </span>
    </SiteLink>
  )
}

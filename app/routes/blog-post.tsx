import { CalendarCheck, Clock } from '../components/ui/icons.tsx'
import { data, redirect } from 'react-router'
import { useTranslations } from 'use-intl'
import { BRAND } from '../../core/brand.ts'
import { EDITORIAL_TEAM_ID } from '../../content/blog/authors.ts'
import {
  type BlogCard,
  blogCategoryPath,
  blogPostPath,
  categoryName,
  postSummary,
  readingMinutes,
  toBlogCard,
  wordCount,
} from '../../core/blog/listing.ts'
import { articleJsonLd, breadcrumbList, jsonLdGraph } from '../../core/site/structured-data.ts'
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx'
import { Button } from '../components/ui/button.tsx'
import { FallbackImage } from '../components/ui/fallback-image.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { articleBodyHtml } from '../components/article-body.server.tsx'
import { StaticArticleBody } from '../components/static-article-body.tsx'
import { MedicalReview } from '../features/blog/medical-review.tsx'
import { AuthorAvatar, AuthorCard } from '../features/blog/author-card.tsx'
import { BlogCardGrid } from '../features/blog/blog-card-grid.tsx'
import { useRecordBlogView } from '../features/blog/record-view.ts'
import { formatLongDate } from '../../core/dates.ts'
import { pageMeta, siteOriginOf } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import { openAppointmentModal } from '../lib/window-events.ts'
import type { Route } from './+types/blog-post.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { articleNextReviewDue } from '../../core/site/health-review.ts'
import { languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { PageMessages } from '../lib/i18n.tsx'
import { hindiBlogCard, hindiSummaryOf } from '../features/blog/article-summaries.server.ts'
import { categoryWords, useCategoryLabel } from '../features/blog/blog-words.ts'
import {
  ArticleSummaryBox,
  EnglishArticleNotice,
  TranslatedAuthorCard,
  TranslatedAuthorLine,
  TranslatedMedicalReview,
} from '../features/blog/translated-article.tsx'

const RELATED_COUNT = 3

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname)
  const { blog } = context.get(serverContext).services
  const post = await blog.findPost(params.id)
  if (!post) throw data(null, { status: 404 })
  // One address per article: the numeric id and other spellings lead to the slug.
  if (params.id !== post.slug) throw redirect(pathInLanguage(blogPostPath(post), language), 301)
  const [author, sameCategory, popular] = await Promise.all([
    blog.findAuthor(post.authorId),
    blog.listByCategory(post.category),
    blog.listPopular(RELATED_COUNT + 1),
  ])
  const toCard = language === 'hi' ? hindiBlogCard : toBlogCard
  const related: BlogCard[] = []
  for (const candidate of [...sameCategory, ...popular]) {
    if (related.length === RELATED_COUNT) break
    if (candidate.id !== post.id && !related.some((card) => card.id === candidate.id)) related.push(toCard(candidate))
  }
  // A Hindi page shows the article's Hindi summary only while it was written for the English as it
  // stands: an article edited since, or new from the admin, gets the notice alone (decision 0083).
  const hindi = language === 'hi' ? { summary: hindiSummaryOf(post), messages: messagesOf(language, ['blog']) } : null
  const filled = await withContentFacts(context, {
    post,
    author,
    related,
    summary: postSummary(post),
    minutes: readingMinutes(post.content),
    words: wordCount(post.content),
  })
  // The body goes to the page as the HTML the server rendered, not as Markdown for the browser to
  // parse and hydrate (decision 0078).
  const { content, ...shown } = filled.post
  return {
    ...filled,
    post: shown,
    bodyHtml: articleBodyHtml(content),
    hasSources: /^## Sources$/m.test(content),
    hindiSummary: hindi?.summary ?? null,
    messages: hindi?.messages ?? null,
  }
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const { post, author, summary, words, hindiSummary, messages } = loaded
  const origin = siteOriginOf(args)
  const language = messages ? 'hi' : 'en'
  const path = pathInLanguage(blogPostPath(post), language)
  const common = messages?.blog.common
  const category = categoryWords(messages?.blog ?? null, post.category).name
  // A Hindi page is titled in Hindi where its summary is current, and otherwise by the English title it shows.
  const title = hindiSummary?.title ?? post.title
  const description = hindiSummary?.excerpt ?? summary
  return pageMeta(args, {
    title,
    description,
    path,
    jsonLd: jsonLdGraph([
      articleJsonLd(origin, {
        type: 'BlogPosting',
        path,
        headline: title,
        description,
        image: post.image,
        datePublished: post.publishedAt,
        section: category,
        wordCount: words,
        author: author && { name: author.name, jobTitle: author.credentials, path: `/authors/${author.id}`, kind: author.id === EDITORIAL_TEAM_ID ? 'Organization' : 'Person' },
        publisher: BRAND,
        review: post.review ?? null,
      }),
      breadcrumbList(origin, [
        { name: common?.home ?? 'Home', path: pathInLanguage('/', language) },
        { name: common?.blog ?? 'Blog', path: pathInLanguage('/blogs', language) },
        { name: category, path: pathInLanguage(blogCategoryPath(post.category), language) },
        { name: title, path },
      ])]),
  })
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, author, related, minutes, bodyHtml, hasSources, messages } = loaderData
  useRecordBlogView(post.id)
  if (messages) {
    return (
      <PageMessages messages={messages}>
        <TranslatedBlogPost {...loaderData} />
      </PageMessages>
    )
  }
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
        <Breadcrumbs
          items={[
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blogs' },
            { name: categoryName(post.category), path: blogCategoryPath(post.category) },
            { name: post.title, path: blogPostPath(post) },
          ]}
        />
        <header className="mt-6">
          <SiteLink
            to={blogCategoryPath(post.category)}
            className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-xs font-bold tracking-wider text-brand-800 uppercase hover:bg-brand-100"
          >
            {categoryName(post.category)}
          </SiteLink>
          <h1 className="mt-3 font-display text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-[2.5rem]">
            {post.title}
          </h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm text-ink-muted">
            {author ? (
              <span className="inline-flex items-center gap-3">
                <AuthorAvatar name={author.name} photo={author.photo} />
                <span>
                  <SiteLink to={`/authors/${author.id}`} className="font-semibold text-ink hover:text-brand-800 hover:underline">
                    {author.name}
                  </SiteLink>
                  <span className="block">{author.credentials}</span>
                </span>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-3">
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {minutes} min read
              </span>
            </span>
          </div>
        </header>
        <MedicalReview review={post.review ?? null} hasSources={hasSources} nextReviewDue={articleNextReviewDue(post.publishedAt, post.review?.reviewedAt)} />
        <div className="mt-7 aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50">
          <FallbackImage src={post.image} alt="" width={800} height={450} fetchPriority="high" className="size-full object-cover" />
        </div>
        <StaticArticleBody html={bodyHtml} className="mt-8" />
        <p className="mt-10 rounded-xl border border-line bg-white px-4 py-3 text-sm leading-relaxed text-ink-muted">
          This article is general advice for pet parents and does not replace an examination. If your pet is unwell, talk to a vet.
        </p>
        <section aria-labelledby="article-cta-title" className="mt-8 rounded-2xl bg-brand-800 px-5 py-6 text-white sm:px-7 [&_:focus-visible]:outline-white">
          <h2 id="article-cta-title" className="font-display text-xl font-bold">
            Want a vet to take a look?
          </h2>
          <p className="mt-1 text-brand-100">A registered vet can visit you at home anywhere in Delhi NCR, or talk to you by video.</p>
          <Button variant="secondary" className="mt-4 border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book an appointment
          </Button>
        </section>
        {author ? (
          <div className="mt-8">
            <AuthorCard author={author} />
          </div>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="border-t border-line/70 bg-white py-12">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="related-title" className="font-display text-2xl font-bold tracking-tight text-ink">
              Keep reading
            </h2>
            <div className="mt-6">
              <BlogCardGrid cards={related} label="More articles" />
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}

/**
 * An article on a Hindi page (decision 0083): the Hindi frame, the Hindi summary while it is
 * current, the notice that the article is in English, its review status in Hindi (the same
 * status as the English page's), then the English article, marked `lang="en"`.
 */
function TranslatedBlogPost({ post, author, related, minutes, bodyHtml, hasSources, hindiSummary }: Route.ComponentProps['loaderData']) {
  const t = useTranslations('blog')
  const category = useCategoryLabel()(post.category)
  const titleLang = hindiSummary ? undefined : 'en'
  const title = hindiSummary?.title ?? post.title
  const path = pathInLanguage(blogPostPath(post), 'hi')
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-8">
        <Breadcrumbs
          label={t('common.breadcrumb')}
          items={[
            { name: t('common.home'), path: '/hi' },
            { name: t('common.blog'), path: '/hi/blogs' },
            { name: category.name, path: pathInLanguage(blogCategoryPath(post.category), 'hi'), lang: category.lang },
            { name: title, path, lang: titleLang },
          ]}
        />
        <header className="mt-6">
          <SiteLink
            to={pathInLanguage(blogCategoryPath(post.category), 'hi')}
            lang={category.lang}
            className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-bold text-brand-800 hover:bg-brand-100"
          >
            {category.name}
          </SiteLink>
          <h1 lang={titleLang} className="mt-3 font-display text-[1.875rem] leading-snug font-extrabold tracking-tight text-balance text-ink sm:text-[2.5rem] sm:leading-tight">
            {title}
          </h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3 text-sm text-ink-muted">
            {author ? <TranslatedAuthorLine author={author} /> : null}
            <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, 'hi')}</time>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {t('article.readingTime', { minutes })}
              </span>
            </span>
          </div>
        </header>
        {hindiSummary ? <ArticleSummaryBox points={hindiSummary.points} /> : null}
        <EnglishArticleNotice withSummary={hindiSummary !== null} />
        <TranslatedMedicalReview review={post.review ?? null} hasSources={hasSources} nextReviewDue={articleNextReviewDue(post.publishedAt, post.review?.reviewedAt)} />
        <div className="mt-7 aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50">
          <FallbackImage src={post.image} alt="" width={800} height={450} fetchPriority="high" className="size-full object-cover" />
        </div>
        <section id="full-article" aria-labelledby="full-article-heading" className="mt-10 scroll-mt-20 border-t border-line pt-8">
          <h2 id="full-article-heading" className="font-display text-xl font-bold text-ink-muted sm:text-2xl">
            {t('article.fullArticleHeading')}
          </h2>
          <div lang="en" data-testid="english-article">
            {hindiSummary ? <p className="mt-4 font-display text-2xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-3xl">{post.title}</p> : null}
            <StaticArticleBody html={bodyHtml} className="mt-6" />
          </div>
        </section>
        <p className="mt-10 rounded-xl border border-line bg-white px-4 py-3 text-sm leading-relaxed text-ink-muted">{t('article.disclaimer')}</p>
        <section aria-labelledby="article-cta-title" className="mt-8 rounded-2xl bg-brand-800 px-5 py-6 text-white sm:px-7 [&_:focus-visible]:outline-white">
          <h2 id="article-cta-title" className="font-display text-xl font-bold">
            {t('article.ctaHeading')}
          </h2>
          <p className="mt-1 text-brand-100">{t('article.ctaText')}</p>
          <Button variant="secondary" className="mt-4 border-white" onClick={() => openAppointmentModal()}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('article.ctaButton')}
          </Button>
        </section>
        {author ? (
          <div className="mt-8">
            <TranslatedAuthorCard author={author} />
          </div>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="border-t border-line/70 bg-white py-12">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="related-title" className="font-display text-2xl font-bold tracking-tight text-ink">
              {t('article.keepReading')}
            </h2>
            <div className="mt-6">
              <BlogCardGrid cards={related} label={t('article.moreArticles')} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}

import { BookOpen } from '../components/ui/icons.tsx'
import { CAT_VACCINATION_GUIDE } from '../../content/blog/cat-vaccination-guide.ts'
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

const PATH = '/blogs/cat-vaccination'

export async function loader({ context }: Route.LoaderArgs) {
  const { blog, catalogue } = context.get(serverContext).services
  const [author, article, services] = await Promise.all([
    blog.findAuthor(CAT_VACCINATION_GUIDE.authorId),
    blog.findPost(CAT_VACCINATION_GUIDE.articleSlug),
    catalogue.listServices(),
  ])
  const page = findSitePage(PATH)
  return withContentFacts(context, {
    title: page?.title ?? 'Cat Vaccination Guide',
    heading: page?.heading ?? 'Cat vaccination',
    description: page?.description ?? '',
    author,
    article: article && toBlogCard(article),
    offers: CAT_VACCINATION_GUIDE.offerIds.flatMap((id) => services.filter((service) => service.id === id)),
    review: healthPageReview(PATH),
  })
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData
  if (!loaded) return pageMeta(args, {})
  const origin = siteOriginOf(args)
  return pageMeta(args, {
    title: loaded.title,
    description: loaded.description,
    jsonLd: jsonLdGraph([
      articleJsonLd(origin, {
        type: 'Article',
        path: PATH,
        headline: loaded.heading,
        description: loaded.description,
        image: '/images/blog/cat-vaccination.svg',
        datePublished: CAT_VACCINATION_GUIDE.publishedAt,
        section: 'Vaccination',
        author: loaded.author && { name: loaded.author.name, jobTitle: loaded.author.credentials, path: `/authors/${loaded.author.id}` },
        publisher: BRAND,
      }),
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: loaded.title, path: PATH },
      ])]),
  })
}

const sectionTitle = 'font-display text-2xl font-bold tracking-tight text-ink'

export default function CatVaccinationGuidePage({ loaderData }: Route.ComponentProps) {
  const { title, heading, description, author, article, offers, review } = loaderData
  const guide = CAT_VACCINATION_GUIDE
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

import { Info } from '../components/ui/icons.tsx'
import { data } from 'react-router'
import { ACADEMY_PAGE } from '../../content/pages/academy.ts'
import { PODCASTS_PAGE } from '../../content/pages/podcasts.ts'
import { RESOURCES_PAGE } from '../../content/pages/resources.ts'
import { VIDEOS_PAGE } from '../../content/pages/videos.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { GuideList } from '../features/media/guide-list.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/collection-page.ts'
import { withContentFacts } from '../lib/content-facts.ts'

const COLLECTIONS = {
  '/videos': VIDEOS_PAGE,
  '/podcasts': PODCASTS_PAGE,
  '/resources': RESOURCES_PAGE,
  '/academy': ACADEMY_PAGE,
} as const

/** A media page (videos, podcasts, resources, academy): its guides come from content/pages. */
export function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '')
  const page = findSitePage(path)
  const collection = COLLECTIONS[path as keyof typeof COLLECTIONS]
  if (!page || !collection) throw data(null, { status: 404 })
  return withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, collection })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { heading, collection } = loaderData
  return (
    <>
      <PageHeader heading={heading} description={collection.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {collection.notice ? (
          <p className="mb-8 flex max-w-3xl items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-4 py-3.5 text-ink">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            {collection.notice}
          </p>
        ) : null}
        <GuideList heading={collection.guidesHeading} guides={collection.guides} />
      </div>
    </>
  )
}

import { useTranslations } from 'use-intl'
import { ArrowRight } from '../../components/ui/icons.tsx'
import type { BlogCard } from '../../../core/blog/listing.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { BlogCardGrid } from './blog-card-grid.tsx'

/** The home page's most viewed articles, most viewed first (spec section 2). */
export function PopularPosts({ cards }: { cards: readonly BlogCard[] }) {
  const t = useTranslations('home.posts')
  const localPath = useLocalPath()
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="popular-posts-title" className="border-y border-line/70 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="popular-posts-title" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {t('title')}
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
          </div>
          <SiteLink
            to={localPath('/blogs')}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 hover:underline hover:underline-offset-4"
          >
            {t('all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
        </div>
        <div className="mt-8">
          <BlogCardGrid cards={cards} label={t('listLabel')} ordered />
        </div>
      </div>
    </section>
  )
}

import { useTranslations } from 'use-intl'
import { ArrowRight } from '../../components/ui/icons.tsx'
import { type BlogCard as BlogCardData, blogPostPath } from '../../../core/blog/listing.ts'
import { FallbackImage } from '../../components/ui/fallback-image.tsx'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import { useCategoryLabel } from './blog-words.ts'

type BlogCardProps = {
  card: BlogCardData
  /** The heading level that fits the page's outline. */
  headingLevel?: 'h2' | 'h3'
  /** 'eager' for cards in the first screen. */
  imageLoading?: 'lazy' | 'eager'
}

/**
 * A blog post as a card (spec section 2): image with a fallback, category, title, and the excerpt
 * or the first 150 characters of the content. The title's link covers the whole card. On a Hindi
 * page the card shows the article's Hindi title and excerpt where its Hindi summary is current, and
 * otherwise its own words in English, marked so (decisions 0075, 0083); it links the Hindi article.
 */
export function BlogCard({ card, headingLevel: Heading = 'h3', imageLoading = 'lazy' }: BlogCardProps) {
  const t = useTranslations('shell.common')
  const language = useLanguage()
  const localPath = useLocalPath()
  const label = useCategoryLabel()(card.category)
  const category = language === 'hi' && card.hindiCategory ? { name: card.hindiCategory, lang: undefined } : label
  const hindi = language === 'hi' ? card.hindi : undefined
  const articleLang = language === 'en' || hindi ? undefined : 'en'
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-float">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <FallbackImage
          src={card.image}
          alt=""
          width={800}
          height={450}
          loading={imageLoading}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p lang={category.lang} className="text-xs font-bold tracking-wider text-brand-700 uppercase">{category.name}</p>
        <Heading lang={articleLang} className="mt-2 font-display text-lg leading-snug font-bold text-ink">
          <SiteLink
            to={localPath(blogPostPath(card))}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {hindi?.title ?? card.title}
          </SiteLink>
        </Heading>
        <p lang={articleLang} className="mt-2 line-clamp-3 text-[15px] leading-relaxed text-ink-muted">{hindi?.excerpt ?? card.summary}</p>
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-800">
          {t('readArticle')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  )
}

import { useMessages } from 'use-intl'
import { categoryName } from '../../../core/blog/listing.ts'
import type { Messages } from '../../../content/i18n/index.ts'
import { useLanguage } from '../../lib/i18n.tsx'

/** A category's name as a page shows it, and `lang="en"` when it stays English on a page in another language. */
export type CategoryLabel = { name: string; lang: 'en' | undefined }

/**
 * The blog's words where the page's loader gives them (the Hindi blog pages, decision 0083), or
 * null on a page that does not (every English page, the Hindi home page): the shared blog parts
 * then say what they always said, in English.
 */
export function useBlogMessages(): Messages['blog'] | null {
  const messages = useMessages() as Partial<Messages>
  const language = useLanguage()
  return language === 'en' ? null : (messages.blog ?? null)
}

/** Names a category in the page's language: a category added in the admin has no Hindi name and stays English, marked. */
export function useCategoryLabel(): (category: string) => CategoryLabel {
  const blog = useBlogMessages()
  const language = useLanguage()
  return (category) => {
    if (blog && Object.hasOwn(blog.categories, category)) return { name: blog.categories[category as keyof Messages['blog']['categories']].name, lang: undefined }
    return { name: categoryName(category), lang: language === 'en' ? undefined : 'en' }
  }
}

import { useMessages } from 'use-intl'
import { categoryName } from '../../../core/blog/listing.ts'
import type { Messages } from '../../../content/i18n/index.ts'
import { useLanguage } from '../../lib/i18n.tsx'

type BlogMessages = Messages['blog']

/**
 * A category as a page names it: in the blog's words where they name it (the shipped categories),
 * else by its English name, with `lang="en"` on a page in another language (a category added in
 * the admin), and with its description where the words have one.
 */
export type CategoryWords = { name: string; description: string | null; lang: 'en' | undefined }

export function categoryWords(blog: BlogMessages | null, category: string): CategoryWords {
  if (blog && Object.hasOwn(blog.categories, category)) {
    const { name, description } = blog.categories[category as keyof BlogMessages['categories']]
    return { name, description, lang: undefined }
  }
  return { name: categoryName(category), description: null, lang: blog ? 'en' : undefined }
}

/**
 * The blog's words where the page's loader gives them (the Hindi blog pages, decision 0083), or
 * null on a page that does not (every English page, the Hindi home page): the shared blog parts
 * then say what they always said, in English.
 */
export function useBlogMessages(): BlogMessages | null {
  const messages = useMessages() as Partial<Messages>
  const language = useLanguage()
  return language === 'en' ? null : (messages.blog ?? null)
}

/** Names a category in the page's language: on a Hindi page without the blog's words (the home page) it stays English, marked. */
export function useCategoryLabel(): (category: string) => Pick<CategoryWords, 'name' | 'lang'> {
  const blog = useBlogMessages()
  const language = useLanguage()
  return (category) => {
    const words = categoryWords(blog, category)
    const keptEnglish = language !== 'en' && (blog === null || words.lang === 'en')
    return { name: words.name, lang: keptEnglish ? 'en' : undefined }
  }
}

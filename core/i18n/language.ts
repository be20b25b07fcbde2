/**
 * The owner's side speaks English at today's URLs and Hindi under /hi (decision 0075). The
 * language of a page is read from its path, never guessed from headers, so that a link, a
 * crawler and a shared URL all get the same page.
 */

export const LANGUAGES = ['en', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** The cookie that keeps a visitor's choice between visits (a signed-in owner's is also in the profile). */
export const LANGUAGE_COOKIE = 'pv_lang'
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi'
}

/** `<html lang>`: English as written in India, Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' }

/**
 * The Intl locale of each language. Hindi pages keep Latin digits (₹1,499, 4 दिसंबर): prices,
 * phone numbers and OTPs are read and typed in them everywhere in India.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' }

const HINDI_PREFIX = /^\/hi(?=\/|\.data$|$)/

/** The language of a page path; a data request of React Router (`/hi.data`, `/hi/faq.data`) counts as its page. */
export function languageOfPath(pathname: string): Language {
  return HINDI_PREFIX.test(pathname) ? 'hi' : 'en'
}

/** The English path of a page in either language: '/hi/faq' → '/faq', '/hi' → '/'. */
export function englishPath(pathname: string): string {
  if (!HINDI_PREFIX.test(pathname)) return pathname
  const rest = pathname.replace(HINDI_PREFIX, '')
  return rest === '' || rest === '/' ? '/' : rest
}

/** The path of the same page in a language: '/faq' → '/hi/faq', '/' → '/hi'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const english = englishPath(pathname)
  if (language === 'en') return english
  return english === '/' ? '/hi' : `/hi${english}`
}

/**
 * Where a visitor who chose Hindi lands when they open the English home page (a bookmark, the
 * address typed by hand): the Hindi home page. Only the home page moves; every other address
 * shows what it names, so links, search results and shared pages never change under anyone.
 */
export function chosenHome(pathAndQuery: string, chosen: string | undefined): string | null {
  if (chosen !== 'hi') return null
  const queryAt = pathAndQuery.indexOf('?')
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt)
  return path === '/' ? `/hi${queryAt < 0 ? '' : pathAndQuery.slice(queryAt)}` : null
}

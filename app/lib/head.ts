import type { MetaDescriptor } from 'react-router'
import { BRAND } from '../../core/brand.ts'
import { type HeadInput, buildHead } from '../../core/site/head.ts'
import type { BusinessContact } from './business.ts'
import type { Messages, SHELL_NAMESPACES } from '../../content/i18n/index.ts'
import { type Language, englishPath, languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { hasHindi } from '../../core/i18n/pages.ts'

export type RootData = {
  siteOrigin: string
  gtmId: string | null
  locationLookup: boolean
  business: BusinessContact
  marketingClaims: string[]
  /**
   * Whether the request carried a session cookie. Without one the visitor is certainly signed out
   * (the page cache only keeps pages rendered for such requests), so a page can render its
   * signed-out view on the server instead of a placeholder.
   */
  sessionCookie: boolean
  /** The page's language, from its path (decision 0075). */
  language: Language
  /** The shell's strings in that language. */
  messages: Pick<Messages, (typeof SHELL_NAMESPACES)[number]>
}

type MetaArgsLike = {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

function rootData(matches: MetaArgsLike['matches']): Partial<RootData> & { siteOrigin: string } {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
  return data ?? { siteOrigin: '', gtmId: null, locationLookup: false }
}

/** The business's contact details for a page's structured data, when the root loader ran. */
export function businessOf(args: MetaArgsLike): BusinessContact | null {
  return rootData(args.matches).business ?? null
}

/** The site origin for absolute URLs in a page's structured data. */
export function siteOriginOf(args: MetaArgsLike): string {
  return rootData(args.matches).siteOrigin
}

/**
 * The head tags of a page: title, description, canonical, social cards, robots, JSON-LD.
 * `path` replaces the location's path in the canonical URL (page 2 of a list, `/blogs?page=2`).
 */
export function pageMeta(args: MetaArgsLike, input: Omit<HeadInput, 'path' | 'origin'> & { path?: string }): MetaDescriptor[] {
  const { siteOrigin } = rootData(args.matches)
  const path = input.path ?? args.location.pathname
  const head = buildHead({ ...input, path, origin: siteOrigin })
  const language = languageOfPath(args.location.pathname)
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'keywords', content: head.keywords },
    { name: 'robots', content: head.robots },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical ?? `${siteOrigin}/` },
    { property: 'og:image', content: head.image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${BRAND}: vets at home, at a clinic or by video in Delhi NCR` },
    { property: 'og:locale', content: language === 'hi' ? 'hi_IN' : 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: head.image },
  ]
  if (head.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical })
  // A page in both languages names both, and English as the default, on either side.
  if (hasHindi(path) && !input.noIndex) {
    const origin = siteOrigin.replace(/\/+$/, '')
    const english = `${origin}${englishPath(path)}`
    tags.push(
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: english },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: `${origin}${pathInLanguage(path, 'hi')}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english },
    )
  }
  if (head.jsonLd) tags.push({ 'script:ld+json': head.jsonLd })
  return tags
}

type PageHeadData = { title?: string; description?: string; jsonLd?: Record<string, unknown>; noIndex?: boolean }

/**
 * The head tags of a page whose loader returns its title and description (and JSON-LD, and
 * whether search engines should skip it); `noIndex` here marks pages that never should be listed.
 */
export function loaderDataMeta(args: MetaArgsLike & { loaderData?: PageHeadData | undefined }, options: { noIndex?: boolean } = {}): MetaDescriptor[] {
  const data = args.loaderData
  return pageMeta(args, { title: data?.title, description: data?.description, jsonLd: data?.jsonLd, noIndex: options.noIndex || data?.noIndex })
}

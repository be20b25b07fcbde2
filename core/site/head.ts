import { BRAND, DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, DEFAULT_TITLE } from '../brand.ts'

export type HeadInput = {
  title?: string
  description?: string
  keywords?: string
  /** Path of the page, without query string. */
  path: string
  origin: string
  image?: string
  noIndex?: boolean
  jsonLd?: Record<string, unknown>
}

export type HeadTags = {
  title: string
  description: string
  keywords: string
  canonical: string | null
  robots: string
  image: string
  jsonLd: Record<string, unknown> | null
}

/** `{page} - PetVaidya`; the brand is appended to any title that lacks it. */
export function pageTitle(title: string | undefined): string {
  const trimmed = title?.trim()
  if (!trimmed) return DEFAULT_TITLE
  return trimmed.toLowerCase().includes(BRAND.toLowerCase()) ? trimmed : `${trimmed} - ${BRAND}`
}

/** Site origin plus path; none for the root. */
export function canonicalUrl(origin: string, path: string): string | null {
  if (path === '/' || path === '') return null
  const cleanOrigin = origin.replace(/\/+$/, '')
  const cleanPath = path.startsWith('/') ? path : `/${path}`
  return `${cleanOrigin}${cleanPath.replace(/\/+$/, '')}`
}

export function buildHead(input: HeadInput): HeadTags {
  return {
    title: pageTitle(input.title),
    description: input.description?.trim() || DEFAULT_DESCRIPTION,
    keywords: input.keywords?.trim() || DEFAULT_KEYWORDS,
    canonical: canonicalUrl(input.origin, input.path),
    robots: input.noIndex ? 'noindex, nofollow' : 'index, follow',
    image: input.image ?? `${input.origin.replace(/\/+$/, '')}/og-image.png`,
    jsonLd: input.jsonLd ?? null,
  }
}

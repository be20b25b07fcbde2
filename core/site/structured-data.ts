/** schema.org structured data shared by pages (JSON-LD). */

export type Crumb = { name: string; path: string }

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`
}

/** A BreadcrumbList from the home page down to the current page; the last crumb is the page itself. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  }
}

export type ArticleFacts = {
  type: 'BlogPosting' | 'Article'
  path: string
  headline: string
  description: string
  image: string | null
  datePublished: string
  section?: string
  wordCount?: number
  author: { name: string; path: string; jobTitle: string } | null
  publisher: string
}

export function articleJsonLd(origin: string, facts: ArticleFacts): Record<string, unknown> {
  const url = absolute(origin, facts.path)
  return {
    '@type': facts.type,
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: facts.headline,
    description: facts.description,
    ...(facts.image ? { image: facts.image.startsWith('/') ? absolute(origin, facts.image) : facts.image } : {}),
    datePublished: facts.datePublished,
    inLanguage: 'en-IN',
    ...(facts.section ? { articleSection: facts.section } : {}),
    ...(facts.wordCount ? { wordCount: facts.wordCount } : {}),
    ...(facts.author
      ? { author: { '@type': 'Person', name: facts.author.name, jobTitle: facts.author.jobTitle, url: absolute(origin, facts.author.path) } }
      : {}),
    publisher: { '@type': 'Organization', name: facts.publisher, url: absolute(origin, '/') },
  }
}

/** Several entities in one JSON-LD script. */
export function jsonLdGraph(...nodes: Array<Record<string, unknown>>): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

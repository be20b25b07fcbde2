/**
 * A small reader of the HTML the server sends, before any script runs: enough to find the
 * head tags, the headings and the asset URLs of a page without a browser.
 */

export type Tag = { name: string; attributes: Record<string, string> }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10))
    return ENTITIES[code.toLowerCase()] ?? entity
  })
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase()
    if (name) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

/** The start tags of one element name, in document order. */
export function startTags(html: string, name: string): Tag[] {
  const pattern = new RegExp(`<${name}(?=[\\s/>])([^>]*)>`, 'gi')
  return [...html.matchAll(pattern)].map((match) => ({ name: name.toLowerCase(), attributes: parseAttributes(match[1] ?? '') }))
}

/** The markup between `<head>` and `</head>`. */
export function headOf(html: string): string {
  const match = /<head(?:\s[^>]*)?>([\s\S]*?)<\/head>/i.exec(html)
  if (!match) throw new Error('The HTML has no <head>')
  return match[1] ?? ''
}

/** The text of every element of one name (tags inside it removed). */
export function elementTexts(html: string, name: string): string[] {
  const pattern = new RegExp(`<${name}(?=[\\s>])[^>]*>([\\s\\S]*?)</${name}>`, 'gi')
  return [...html.matchAll(pattern)].map((match) => decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '')).trim())
}

/** `content` of `<meta name=...>` or `<meta property=...>`; null when absent. */
export function metaContent(head: string, key: string): string | null {
  const tag = startTags(head, 'meta').find((meta) => meta.attributes.name === key || meta.attributes.property === key)
  return tag ? (tag.attributes.content ?? '') : null
}

/** `href` of every `<link>` whose rel lists `rel`. */
export function linkHrefs(head: string, rel: string): string[] {
  return startTags(head, 'link')
    .filter((link) => (link.attributes.rel ?? '').toLowerCase().split(/\s+/).includes(rel))
    .map((link) => link.attributes.href ?? '')
}

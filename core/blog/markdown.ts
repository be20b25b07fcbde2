/**
 * The Markdown an article's body is written in, parsed into a small tree that the article page
 * and the admin's live preview both render with one component. The tree holds text and a few
 * kinds of node, never HTML: raw HTML in the source is dropped (a <script> or <style> with its
 * contents), so a body can carry no script and no inline event handler, and a link is kept only
 * when its address is https, http, mailto or a path on this site.
 *
 * What it understands: paragraphs separated by a blank line; '## ' and '### ' headings; lists
 * whose every line starts with '- ' (or '1. ' for a numbered list); **bold**, *italic*,
 * [text](address) links, and bare https addresses as links (the sources each article ends with).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; external: boolean; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }

/** Elements whose contents go with them; any other tag is dropped and its text kept. */
const DROPPED_ELEMENTS = /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi
const TAG = /<\/?[a-z!?][^>]*>?/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g

/** The source with every piece of HTML taken out. */
export function stripHtml(source: string): string {
  let text = source
  // Repeated until nothing changes, so that '<scr<script>ipt>' cannot reassemble a tag.
  for (let pass = 0; pass < 5; pass += 1) {
    const next = text.replace(COMMENT, '').replace(DROPPED_ELEMENTS, '').replace(TAG, '')
    if (next === text) break
    text = next
  }
  return text
}

/** An address a link may point to, or null: https, http, mailto, or a path on this site. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const href = raw.trim()
  if (/^\/(?![/\\])/.test(href)) return { href, external: false }
  if (/^mailto:[^\s]+$/i.test(href)) return { href, external: false }
  if (!/^https?:\/\//i.test(href)) return null
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : null
  } catch {
    return null
  }
}

const INLINE = /\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)|(https:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/

/** One line or paragraph of text as inline nodes. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = []
  let rest = text
  const pushText = (value: string) => {
    if (!value) return
    const last = nodes.at(-1)
    if (last?.type === 'text') last.text += value
    else nodes.push({ type: 'text', text: value })
  }
  while (rest.length > 0) {
    const match = INLINE.exec(rest)
    if (!match) {
      pushText(rest)
      break
    }
    pushText(rest.slice(0, match.index))
    const [whole, strong, em, linkText, linkHref, bare] = match
    if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) })
    else if (em !== undefined) nodes.push({ type: 'em', children: parseInline(em) })
    else if (linkText !== undefined && linkHref !== undefined) {
      const target = safeHref(linkHref)
      if (target) nodes.push({ type: 'link', ...target, children: parseInline(linkText) })
      else pushText(linkText)
    } else if (bare !== undefined) {
      const target = safeHref(bare)
      if (target) nodes.push({ type: 'link', ...target, children: [{ type: 'text', text: bare }] })
      else pushText(bare)
    }
    rest = rest.slice(match.index + whole.length)
  }
  return nodes
}

const BULLET = /^- /
const NUMBERED = /^\d{1,3}\. /

/** An article's Markdown as blocks, HTML removed. */
export function parseMarkdown(source: string): Block[] {
  const text = stripHtml(source.replace(/\r\n?/g, '\n'))
  const blocks: Block[] = []
  for (const raw of text.split(/\n[ \t]*\n/)) {
    const block = raw.trim()
    if (!block) continue
    const heading = /^(#{2,3}) (.+)$/.exec(block)
    if (heading && !block.includes('\n')) {
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, children: parseInline(heading[2]!.trim()) })
      continue
    }
    const lines = block.split('\n').map((line) => line.trim())
    const marker = lines.every((line) => BULLET.test(line)) ? BULLET : lines.every((line) => NUMBERED.test(line)) ? NUMBERED : null
    if (marker) {
      blocks.push({ type: 'list', ordered: marker === NUMBERED, items: lines.map((line) => parseInline(line.replace(marker, ''))) })
      continue
    }
    blocks.push({ type: 'paragraph', children: parseInline(lines.join('\n')) })
  }
  return blocks
}

/** The words of a node list as plain text (a list item, a heading). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('')
}

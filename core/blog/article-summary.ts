/**
 * A short summary of an English article in another language (decision 0083): the article stays
 * English, the summary tells an owner what it says. A summary names the revision of the English
 * text it was written from; once that text changes (an edit in the blog admin, a new seed), the
 * summary no longer says what the article says, and the page shows none until it is written again.
 */
export type ArticleSummary = {
  /** `articleRevision` of the English title and text this summary was written from. */
  revision: string
  /** The article's title in the summary's language. */
  title: string
  /** One sentence for the article's card and its page's description. */
  excerpt: string
  /** What the article says, in 4-6 short points: no advice the English text does not give. */
  points: readonly string[]
}

export const SUMMARY_POINTS = { min: 4, max: 6 } as const

/** The text of an article as its revision counts it: line endings and trailing spaces do not change what it says. */
function revisedText(article: { title: string; content: string }): string {
  const tidy = (text: string) =>
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim()
  return `${tidy(article.title)}\n\n${tidy(article.content)}`
}

/**
 * The revision of an article's English title and text: a 53-bit hash (cyrb53) as 14 hex digits.
 * The same text gives the same revision everywhere; any change of a word gives another. Not a
 * secret or a signature: it only tells a summary from an out-of-date one.
 */
export function articleRevision(article: { title: string; content: string }): string {
  const text = revisedText(article)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

/**
 * The summary a page may show for this article: the one written for its current title and text,
 * or null when there is none or it was written for an earlier revision.
 */
export function currentSummary<Summary extends Pick<ArticleSummary, 'revision'>>(
  summary: Summary | undefined,
  article: { title: string; content: string },
): Summary | null {
  if (!summary) return null
  return summary.revision === articleRevision(article) ? summary : null
}

import { renderToStaticMarkup } from 'react-dom/server'
import { ArticleBody } from './article-body.tsx'

/**
 * An article's body as HTML, rendered on the server by the same component as the admin's live
 * preview, so React escapes every piece of text and the Markdown's rules (no raw HTML, safe link
 * addresses) hold as they do there. The article page inserts it with `StaticArticleBody`.
 */
export function articleBodyHtml(content: string): string {
  return renderToStaticMarkup(<ArticleBody content={content} />)
}

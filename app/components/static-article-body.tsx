/**
 * An article's body as the server rendered it (`articleBodyHtml` of article-body.server.tsx). The
 * text never changes once the page is served, so React keeps the server's elements as they are:
 * hydrating the page builds no tree for the body's elements, and the browser neither downloads nor
 * runs the Markdown parser. Only HTML from `articleBodyHtml` may be given to it.
 */
export function StaticArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

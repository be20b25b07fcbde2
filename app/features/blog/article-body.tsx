/**
 * An article's content: paragraphs separated by a blank line, and '## ' section headings
 * (the format of content/blog/types.ts). Nothing else is interpreted, so no HTML can get in.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="prose-content">
      {content.split(/\n{2,}/).map((block, index) =>
        block.startsWith('## ') ? <h2 key={index}>{block.slice(3)}</h2> : <p key={index}>{block}</p>,
      )}
    </div>
  )
}

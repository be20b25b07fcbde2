const LINKED_ITEM = /^(.*?):?\s+(https:\/\/\S+)$/

/** A list item, with its trailing https address (a source's) as a link. */
function ListItem({ text }: { text: string }) {
  const linked = LINKED_ITEM.exec(text)
  if (!linked) return <li>{text}</li>
  return (
    <li>
      {linked[1]}:{' '}
      <a href={linked[2]} rel="noopener noreferrer" className="break-all text-brand-800 underline underline-offset-2">
        {linked[2]}
      </a>
    </li>
  )
}

/**
 * An article's content: paragraphs separated by a blank line, '## ' section headings, and lists
 * whose every line starts with '- ' (an item ending in an https address links to it: the sources
 * each article ends with). Nothing else is interpreted, so no HTML can get in.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="prose-content">
      {content.split(/\n{2,}/).map((block, index) => {
        if (block.startsWith('## ')) return <h2 key={index}>{block.slice(3)}</h2>
        const lines = block.split('\n')
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <ListItem key={item} text={line.slice(2)} />
              ))}
            </ul>
          )
        }
        return <p key={index}>{block}</p>
      })}
    </div>
  )
}

import { Fragment } from 'react'
import { type Inline, parseMarkdown } from '../../core/blog/markdown.ts'

const LINK_CLASS = 'wrap-anywhere text-brand-800 underline underline-offset-2'

function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>
      case 'strong':
        return (
          <strong key={index}>
            <Inlines nodes={node.children} />
          </strong>
        )
      case 'em':
        return (
          <em key={index}>
            <Inlines nodes={node.children} />
          </em>
        )
      case 'link':
        return (
          <a key={index} href={node.href} rel={node.external ? 'noopener noreferrer' : 'noopener'} className={LINK_CLASS}>
            <Inlines nodes={node.children} />
          </a>
        )
    }
  })
}

/**
 * An article's body from its Markdown (core/blog/markdown.ts). The content admin's live preview
 * renders it with this component, and the article page shows the HTML the server rendered with it
 * (article-body.server.tsx, static-article-body.tsx), so the preview is the page. The tree holds no HTML, and React escapes
 * every piece of text.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="prose-content">
      {parseMarkdown(content).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index}>
                <Inlines nodes={block.children} />
              </h2>
            ) : (
              <h3 key={index}>
                <Inlines nodes={block.children} />
              </h3>
            )
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul'
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines nodes={item} />
                  </li>
                ))}
              </List>
            )
          }
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines nodes={block.children} />
              </p>
            )
        }
      })}
    </div>
  )
}

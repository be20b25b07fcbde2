import type { BlogCard as BlogCardData } from '../../../core/blog/listing.ts'
import { BlogCard } from './blog-card.tsx'

type BlogCardGridProps = {
  cards: readonly BlogCardData[]
  label: string
  headingLevel?: 'h2' | 'h3'
  /** How many cards at the top load their image at once (the rest load as they scroll into view). */
  eagerImages?: number
  /** An ordered list where the order means something (most viewed first). */
  ordered?: boolean
}

export function BlogCardGrid({ cards, label, headingLevel, eagerImages = 0, ordered = false }: BlogCardGridProps) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <BlogCard card={card} headingLevel={headingLevel} imageLoading={index < eagerImages ? 'eager' : 'lazy'} />
        </li>
      ))}
    </List>
  )
}

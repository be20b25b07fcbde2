/** A block of a guide: paragraphs, a list (steps when `ordered`), or both. */
export type GuideSection = {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  ordered?: boolean
}

/** One written guide, episode outline, lesson plan or checklist of a media page. */
export type Guide = {
  /** Anchor of the guide on its page (kebab-case). */
  id: string
  title: string
  summary: string
  /** Short facts shown as tags: a length, a level, 'Printable checklist'. */
  facts: readonly string[]
  /** An honest marker for media that does not exist yet, such as 'Video coming soon'. */
  status?: string
  sections: readonly GuideSection[]
}

/** A media or resource page (/videos, /podcasts, /resources, /academy): its guides, in order. */
export type CollectionPage = {
  /** ISO date of the last change to this copy (the sitemap's lastmod). */
  updated: string
  intro: string
  /** What is and is not available yet, shown above the guides; null when all is there. */
  notice: string | null
  guidesHeading: string
  guides: readonly Guide[]
}

import { findSitePage } from '../../../core/site/pages.ts'

/** A page's title, heading and description as the route table gives them in English. */
export function sitePageText(path: string): { title: string; heading: string; description: string } {
  const page = findSitePage(path)
  if (!page) throw new Error(`${path} is not in the route table`)
  return { title: page.title, heading: page.heading, description: page.description }
}

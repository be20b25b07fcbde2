import { NEWSLETTER_ISSUES } from '../../../content/newsletters/issues.ts'
import { ABOUT_PAGE } from '../../../content/pages/about.ts'
import { ACADEMY_PAGE } from '../../../content/pages/academy.ts'
import { PODCASTS_PAGE } from '../../../content/pages/podcasts.ts'
import { RESOURCES_PAGE } from '../../../content/pages/resources.ts'
import { VIDEOS_PAGE } from '../../../content/pages/videos.ts'
import { CANCELLATION_POLICY } from '../../../content/policies/cancellation-policy.ts'
import { PRIVACY_POLICY } from '../../../content/policies/privacy-policy.ts'
import { SHIPPING_POLICY } from '../../../content/policies/shipping-policy.ts'
import { TERMS_OF_SERVICE } from '../../../content/policies/terms-of-service.ts'

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** '22 November 2026' (a policy's date as shown) as the calendar date 2026-11-22. */
export function isoDateOf(shown: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(shown.trim())
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1
  if (!match || month < 0) throw new Error(`Not a date like '22 November 2026': ${shown}`)
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
}

/**
 * The pages whose text lives in content/ files, with the date that text last changed (the
 * sitemap's lastmod). Other pages of the route table change with a release.
 */
export const CONTENT_PAGE_DATES: Readonly<Record<string, string>> = {
  '/about': ABOUT_PAGE.updated,
  '/videos': VIDEOS_PAGE.updated,
  '/podcasts': PODCASTS_PAGE.updated,
  '/resources': RESOURCES_PAGE.updated,
  '/academy': ACADEMY_PAGE.updated,
  '/newsletters': NEWSLETTER_ISSUES.map((issue) => issue.sentOn).sort().at(-1) ?? ABOUT_PAGE.updated,
  '/privacy-policy': isoDateOf(PRIVACY_POLICY.updated),
  '/terms-of-service': isoDateOf(TERMS_OF_SERVICE.updated),
  '/cancellation-policy': isoDateOf(CANCELLATION_POLICY.updated),
  '/shipping-policy': isoDateOf(SHIPPING_POLICY.updated),
}

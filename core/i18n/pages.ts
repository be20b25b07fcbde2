import type { PageModule } from '../site/pages.ts'
import { englishPath } from './language.ts'

/**
 * The route modules that have a Hindi page under /hi (decision 0075). Pages of other modules
 * answer 404 under /hi, and neither link nor hreflang points there, until they are translated.
 */
export const HINDI_MODULES: ReadonlySet<PageModule> = new Set<PageModule>(['home', 'appointment-success', 'appointments', 'pet-profiles', 'help'])

/**
 * The English paths of those pages. A list of its own, so that a page's links and head tags can
 * ask without the route table reaching the browser; pages.test.ts holds it equal to the table.
 */
export const HINDI_PATHS: ReadonlySet<string> = new Set(['/', '/appointment/success', '/appointments', '/pet-profiles', '/help'])

/** True when the page at this path (English or Hindi) exists in Hindi too. */
export function hasHindi(path: string): boolean {
  return HINDI_PATHS.has(englishPath(path.split(/[?#]/)[0] ?? path))
}

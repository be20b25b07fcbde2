import type { PageModule } from '../site/pages.ts'
import { englishPath } from './language.ts'

/**
 * The route modules that have a Hindi page under /hi (decision 0075). Pages of other modules
 * answer 404 under /hi, and neither link nor hreflang points there, until they are translated.
 */
export const HINDI_MODULES: ReadonlySet<PageModule> = new Set<PageModule>(['home', 'appointment-success', 'appointments', 'pet-profiles', 'help', 'faq', 'policy', 'gold-membership', 'gold-membership-success'])

/**
 * The English route paths of those pages, as the route table writes them (a `:param` segment
 * matches any one segment). A list of its own, so that a page's links and head tags can ask
 * without the route table reaching the browser; pages.test.ts holds it equal to the table.
 */
export const HINDI_PATHS: ReadonlySet<string> = new Set(['/', '/appointment/success', '/appointments', '/pet-profiles', '/help', '/faq', '/privacy-policy', '/terms-of-service', '/cancellation-policy', '/shipping-policy', '/gold-membership', '/gold-membership-success'])

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

const PATTERNS: readonly string[][] = [...HINDI_PATHS].map(segments)

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((part, index) => part.startsWith(':') || part === path[index])
}

/** True when the page at this path (English or Hindi) exists in Hindi too. */
export function hasHindi(path: string): boolean {
  const wanted = segments(englishPath(path.split(/[?#]/)[0] ?? path))
  return PATTERNS.some((pattern) => matches(pattern, wanted))
}

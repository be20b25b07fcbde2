import type { PageModule } from '../site/pages.ts'
import { englishPath } from './language.ts'

/**
 * The route modules that have a Hindi page under /hi (decision 0075). Pages of other modules
 * answer 404 under /hi, and neither link nor hreflang points there, until they are translated.
 */
export const HINDI_MODULES: ReadonlySet<PageModule> = new Set<PageModule>([
  'home', 'appointment-success', 'appointments', 'pet-profiles', 'help',
  'services-overview', 'pricing', 'service',
  'city', 'near-me', 'find-clinics', 'clinic-search', 'clinics-map', 'clinic',
  'faq', 'policy', 'gold-membership', 'gold-membership-success',
  'account', 'book-appointment', 'payment-success',
  'favorites',
  'gold-membership-referral',
  'about',
  'testimonials',
  'collection',
  'newsletters',
  'blog-index', 'blog-category', 'blog-post',
  'author',
  'cat-vaccination-guide',
])

/**
 * The English route paths of those pages, as the route table writes them (a `:param` segment
 * matches any one segment). A list of its own, so that a page's links and head tags can ask
 * without the route table reaching the browser; pages.test.ts holds it equal to the table.
 */
export const HINDI_PATHS: ReadonlySet<string> = new Set([
  '/', '/appointment/success', '/appointments', '/pet-profiles', '/help',
  '/services', '/pricing', '/services/dog-vaccination', '/services/cat-vaccination', '/services/consultation', '/services/lab-tests', '/consultation', '/dog-vaccination', '/cat-vaccination', '/dog-grooming', '/cat-grooming', '/dog-health-consultation', '/cat-health-consultation', '/dog-lab-test', '/cat-lab-test', '/dog-neuter-surgery', '/cat-neuter-surgery', '/video-consultation',
  '/pet-clinic-gurgaon-vet-home-visit', '/pet-clinic-delhi-vet-home-visit', '/pet-clinic-noida-vet-home-visit', '/pet-clinic-faridabad-vet-home-visit', '/pet-clinic-ghaziabad-vet-home-visit',
  '/services-near-me', '/pet-clinic-near-me', '/pet-hospital-near-me', '/veterinarian-near-me', '/pet-grooming-near-me', '/pet-vaccination-near-me',
  '/pet-health-checkup-near-me', '/pet-lab-test-near-me', '/dog-neuter-near-me', '/dog-spaying-near-me', '/cat-neuter-near-me', '/cat-spaying-near-me',
  '/find-clinics', '/clinic-search', '/find-clinics-map', '/clinics/:slug',
  '/faq', '/privacy-policy', '/terms-of-service', '/cancellation-policy', '/shipping-policy', '/gold-membership', '/gold-membership-success',
  '/account', '/book-an-appointment', '/payment/success',
  '/favorites',
  '/gold-membership/referral',
  '/about',
  '/testimonials',
  '/videos', '/podcasts', '/resources', '/academy',
  '/newsletters',
  '/blogs', '/blogs/category/:category', '/blogs/:id',
  '/authors/:authorId',
  '/blogs/cat-vaccination',
])

/**
 * Translated pages with a route of their own in app/routes.ts rather than in the route table
 * (a pet's health record), as their English route patterns; app/routes.ts gives each its /hi route.
 */
export const HINDI_OWN_ROUTES = {
  'pet-health': '/pet-profiles/:petId',
} as const

/**
 * English pages whose path a Hindi pattern matches though they have no Hindi page: a page's own
 * path wins over a `:param` (React Router ranks it so), so '/clinics/register' is not a clinic.
 */
const ENGLISH_ONLY_PATHS: ReadonlySet<string> = new Set(['/clinics/register'])

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

const PATTERNS: readonly string[][] = [...HINDI_PATHS, ...Object.values(HINDI_OWN_ROUTES)].map(segments)

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length === path.length && pattern.every((part, index) => part.startsWith(':') || part === path[index])
}

/** True when the page at this path (English or Hindi) exists in Hindi too. */
export function hasHindi(path: string): boolean {
  const wanted = segments(englishPath(path.split(/[?#]/)[0] ?? path))
  if (ENGLISH_ONLY_PATHS.has(`/${wanted.join('/')}`)) return false
  return PATTERNS.some((pattern) => matches(pattern, wanted))
}

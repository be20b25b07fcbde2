import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { HINDI_MODULES, HINDI_OWN_ROUTES } from '../core/i18n/pages.ts'
import { type PageModule, SITE_PAGES } from '../core/site/pages.ts'

const moduleFiles: Record<PageModule, string> = {
  home: 'routes/home.tsx',
  content: 'routes/content-page.tsx',
  // The admin pages are children of the admin layout (adminRoutes below), never routed from the table.
  admin: 'features/admin/admin-layout.tsx',
  'blog-post': 'routes/blog-post.tsx',
  'blog-category': 'routes/blog-category.tsx',
  author: 'routes/author.tsx',
  'redirect-appointment': 'routes/appointment-redirect.tsx',
  help: 'routes/help.tsx',
  policy: 'routes/policy-page.tsx',
  'payment-success': 'routes/payment-success.tsx',
  'book-appointment': 'routes/book-appointment.tsx',
  'appointment-success': 'routes/appointment-success.tsx',
  appointments: 'routes/appointments.tsx',
  'pet-profiles': 'routes/pet-profiles.tsx',
  account: 'routes/account.tsx',
  newsletters: 'routes/newsletters.tsx',
  faq: 'routes/faq.tsx',
  about: 'routes/about.tsx',
  collection: 'routes/collection-page.tsx',
  service: 'routes/service-page.tsx',
  'services-overview': 'routes/services-overview.tsx',
  pricing: 'routes/pricing.tsx',
  city: 'routes/city-page.tsx',
  'near-me': 'routes/near-me-page.tsx',
  'blog-index': 'routes/blog-index.tsx',
  'cat-vaccination-guide': 'routes/cat-vaccination-guide.tsx',
  testimonials: 'routes/testimonials.tsx',
  'find-clinics': 'routes/find-clinics.tsx',
  'clinic-search': 'routes/clinic-search.tsx',
  'clinics-map': 'routes/clinics-map.tsx',
  clinic: 'routes/clinic-page.tsx',
  'clinic-register': 'routes/clinic-register.tsx',
  favorites: 'routes/favorites.tsx',
  'gold-membership': 'routes/gold-membership.tsx',
  'gold-membership-success': 'routes/gold-membership-success.tsx',
  'gold-membership-referral': 'routes/gold-membership-referral.tsx',
}

function routeId(path: string): string {
  return `page${path.replace(/[^a-z0-9]+/gi, '-')}`
}

const firstSegment = (path: string) => path.split('/')[1] ?? ''

/**
 * Pages with a module of their own get a route each. The many pages rendered from the route table
 * by content-page.tsx share two patterns, whose loader answers 404 for a path not in the table:
 * React Router matches every request against every route, so fewer routes render faster.
 * A content page under a prefix that another module's pattern also covers (/blogs/...) keeps a
 * route of its own so that the more specific pattern cannot take it.
 */
const ownModulePages = SITE_PAGES.filter((page) => page.module !== 'content' && page.module !== 'home' && page.module !== 'admin')
const ownPrefixes = new Set(ownModulePages.map((page) => firstSegment(page.path)))
const pinnedContentPages = SITE_PAGES.filter(
  (page) => page.module === 'content' && page.path.split('/').length > 2 && ownPrefixes.has(firstSegment(page.path)),
)

/**
 * The admin area (decision 0027): one layout whose loader answers 404 to anyone but an admin, and
 * route modules of their own, so that none of it reaches the owner's JavaScript.
 */
const ADMIN = 'features/admin'
const adminRoutes = [
  route('admin', `${ADMIN}/admin-layout.tsx`, { id: 'admin' }, [
    index(`${ADMIN}/admin-home.tsx`, { id: 'admin-home' }),
    route('staff', `${ADMIN}/staff-page.tsx`, { id: 'admin-staff' }),
    route('audit', `${ADMIN}/audit-page.tsx`, { id: 'admin-audit' }),
    route('appointments', `${ADMIN}/board-page.tsx`, { id: 'admin-appointments' }),
    route('collections', `${ADMIN}/collections-page.tsx`, { id: 'admin-collections' }),
    route('members', `${ADMIN}/members-page.tsx`, { id: 'admin-members' }),
    route('membership-plans', `${ADMIN}/plans-page.tsx`, { id: 'admin-membership-plans' }),
    route('faqs', `${ADMIN}/faqs-page.tsx`, { id: 'admin-faqs' }),
    route('services', `${ADMIN}/services-page.tsx`, { id: 'admin-services' }),
    route('whatsapp', `${ADMIN}/whatsapp-page.tsx`, { id: 'admin-whatsapp' }),
    route('claims', `${ADMIN}/claims-page.tsx`, { id: 'admin-claims' }),
    route('blogs', `${ADMIN}/blogs-page.tsx`, { id: 'admin-blogs' }),
    route('jobs', `${ADMIN}/jobs-page.tsx`, { id: 'admin-jobs' }),
    route('service-area', `${ADMIN}/service-area-page.tsx`, { id: 'admin-service-area' }),
    route('clinics', `${ADMIN}/clinics-page.tsx`, { id: 'admin-clinics' }),
    route('hospitals', `${ADMIN}/hospitals-page.tsx`, { id: 'admin-hospitals' }),
    route('media', `${ADMIN}/media-page.tsx`, { id: 'admin-media' }),
  ]),
  // The vet's day: its own page, not under the admin layout, and likewise 404 for anyone but staff.
  route('vet', 'features/vet/vet-day-page.tsx', { id: 'vet-day' }),
  // A partner clinic's desk (decision 0072): 404 for anyone but a clinic desk.
  route('clinic-desk', 'features/clinic-desk/clinic-desk-page.tsx', { id: 'clinic-desk' }),
]

/** A video visit's call room (issue 33): a route module of its own, so its WebRTC code reaches no other page. */
const callRoutes = [route('visits/:id/call', 'routes/video-call.tsx', { id: 'video-call' })]

/**
 * The Hindi pages (decision 0075): the same route modules under /hi, each of which reads its
 * language from the path. Modules not yet translated have no route there, so /hi/... answers 404.
 */
const hindiRoutes = [
  ...(HINDI_MODULES.has('home') ? [route('hi', moduleFiles.home, { id: 'hi-home' })] : []),
  ...ownModulePages
    .filter((page) => HINDI_MODULES.has(page.module))
    .map((page) => route(`hi${page.path}`, moduleFiles[page.module], { id: `hi-${routeId(page.path)}` })),
  route(`hi${HINDI_OWN_ROUTES['pet-health']}`, 'routes/pet-health.tsx', { id: 'hi-pet-health' }),
]

export default [
  index(moduleFiles.home),
  ...hindiRoutes,
  ...adminRoutes,
  ...callRoutes,
  route('pet-profiles/:petId', 'routes/pet-health.tsx', { id: 'pet-health' }),
  route('card/:token', 'routes/vaccination-card.tsx', { id: 'vaccination-card' }),
  ...ownModulePages.map((page) => route(page.path.slice(1), moduleFiles[page.module], { id: routeId(page.path) })),
  ...pinnedContentPages.map((page) => route(page.path.slice(1), moduleFiles.content, { id: routeId(page.path) })),
  route(':page', moduleFiles.content, { id: 'content-page' }),
  route(':section/:page', moduleFiles.content, { id: 'content-subpage' }),
  // Test-only page that throws after hydration, for the error screen's browser test.
  route('__error-check', 'routes/error-check.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

import { CITIES, cityPagePath } from './cities.ts'

export type NavLink = { to: string; label: string }

export const HEADER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/academy', label: 'Academy' },
  { to: '/gold-membership', label: 'Membership' },
]

export const SERVICES_MENU: readonly NavLink[] = [
  { to: '/services/dog-vaccination', label: 'Dog Vaccination' },
  { to: '/services/cat-vaccination', label: 'Cat Vaccination' },
  { to: '/dog-health-consultation', label: 'Dog Health Consultation' },
  { to: '/cat-health-consultation', label: 'Cat Health Consultation' },
  { to: '/dog-lab-test', label: 'Dog Lab Test' },
  { to: '/cat-lab-test', label: 'Cat Lab Test' },
  { to: '/dog-grooming', label: 'Dog Grooming' },
  { to: '/cat-grooming', label: 'Cat Grooming' },
  { to: '/dog-neuter-surgery', label: 'Dog Neuter Surgery' },
  { to: '/cat-neuter-surgery', label: 'Cat Neuter Surgery' },
]

export const USER_MENU: readonly NavLink[] = [
  { to: '/account', label: 'My Account' },
  { to: '/appointments', label: 'My Appointments' },
  { to: '/pet-profiles', label: 'Pet Profiles' },
  { to: '/help', label: 'Help Section' },
  { to: '/favorites', label: 'Favorite Clinics' },
]

/** The staff's own pages in the account menu, by role: an admin's admin area, a vet's day. */
export function staffMenuFor(role: 'customer' | 'vet' | 'admin' | 'clinic' | null | undefined): readonly NavLink[] {
  if (role === 'admin') return [{ to: '/admin', label: 'Admin' }]
  if (role === 'vet') return [{ to: '/vet', label: 'My visits' }]
  if (role === 'clinic') return [{ to: '/clinic-desk', label: 'Clinic desk' }]
  return []
}

/** The staff's working pages: no shop on them (cart, chat button), only the work. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(admin|vet|clinic-desk)(\/|$)/.test(pathname)
}

/** A video visit's call room: nothing floats over the call's controls, its chat or the vet's record form. */
export function isCallPath(pathname: string): boolean {
  return /^\/visits\/[^/]+\/call\/?$/.test(pathname)
}

export type FooterGroup = { title: string; links: readonly NavLink[] }

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Quick links',
    links: [
      { to: '/', label: 'Home' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/newsletters', label: 'Newsletters' },
      { to: '/faq', label: 'FAQ' },
      { to: '/about', label: 'About Us' },
      { to: '/gold-membership', label: 'Gold Membership' },
    ],
  },
  {
    title: 'Vet home visits',
    links: CITIES.map((city) => ({ to: cityPagePath(city.slug), label: `Vet in ${city.name}` })),
  },
  {
    title: 'Dog services',
    links: [
      { to: '/dog-vaccination', label: 'Dog Vaccination' },
      { to: '/dog-health-consultation', label: 'Dog Health Consultation' },
      { to: '/dog-lab-test', label: 'Dog Lab Test' },
      { to: '/dog-grooming', label: 'Dog Grooming' },
      { to: '/dog-neuter-surgery', label: 'Dog Neuter Surgery' },
    ],
  },
  {
    title: 'Cat services',
    links: [
      { to: '/cat-vaccination', label: 'Cat Vaccination' },
      { to: '/cat-health-consultation', label: 'Cat Health Consultation' },
      { to: '/cat-lab-test', label: 'Cat Lab Test' },
      { to: '/cat-grooming', label: 'Cat Grooming' },
      { to: '/cat-neuter-surgery', label: 'Cat Neuter Surgery' },
    ],
  },
  {
    title: 'Popular searches',
    links: [
      { to: '/pet-vaccination-near-me', label: 'Pet vaccination near me' },
      { to: '/pet-clinic-near-me', label: 'Pet clinic near me' },
      { to: '/pet-health-checkup-near-me', label: 'Pet health checkup near me' },
      { to: '/pet-grooming-near-me', label: 'Pet grooming near me' },
      { to: '/pet-lab-test-near-me', label: 'Pet lab test near me' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/cancellation-policy', label: 'Cancellation Policy' },
      { to: '/shipping-policy', label: 'Shipping Policy' },
    ],
  },
]

/** Pages prefetched while the browser is idle (spec section 2). */
export const IDLE_PREFETCH_PATHS = ['/services', '/blogs'] as const
export const IDLE_PREFETCH_FALLBACK_MS = 2000

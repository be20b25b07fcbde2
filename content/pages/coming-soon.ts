import { BRAND } from '../../core/brand.ts'

/** What a page of the route table says until its feature is built: where things stand and what to do meanwhile. */
export type ComingSoonCopy = {
  heading: string
  paragraphs: readonly string[]
  /** The next steps offered: booking opens the booking dialog; links go to pages of the route table. */
  actions: readonly ({ kind: 'book'; label: string } | { kind: 'link'; to: string; label: string })[]
  /** Lists the partner clinics, where visits can be booked today. */
  showClinics?: boolean
}

const CLINIC_FINDER: ComingSoonCopy = {
  heading: 'The clinic finder is on its way',
  paragraphs: [
    'Soon you can search partner clinics by locality, see them on a map with their opening hours, and save the ones you like.',
    `Today our vets see patients at the two ${BRAND} partner clinics below. Book a clinic visit online and choose the clinic in the booking form, or book a vet at home anywhere in Delhi NCR.`,
  ],
  actions: [
    { kind: 'book', label: 'Book a clinic visit' },
    { kind: 'link', to: '/services', label: 'See all services' },
  ],
  showClinics: true,
}

const STAFF_TOOLS: ComingSoonCopy = {
  heading: 'A tool for our staff',
  paragraphs: [
    `This page is where the ${BRAND} team will edit the site's content and settings. It opens to staff accounts in a coming release and shows nothing to other visitors.`,
  ],
  actions: [{ kind: 'link', to: '/', label: 'Go to the home page' }],
}

export const COMING_SOON: Readonly<Record<string, ComingSoonCopy>> = {
  '/find-clinics': CLINIC_FINDER,
  '/clinic-search': CLINIC_FINDER,
  '/find-clinics-map': CLINIC_FINDER,
  '/clinics/register': {
    heading: 'Clinic registration opens soon',
    paragraphs: [
      `If you run a veterinary clinic in Delhi NCR and would like to receive bookings through ${BRAND}, write to {supportEmail} with the clinic's name and address, its opening hours, and the Veterinary Council registration numbers of its vets.`,
      'Our partnerships team reads every message and will get in touch to visit the clinic.',
    ],
    actions: [{ kind: 'link', to: '/about', label: `About ${BRAND}` }],
  },
  '/favorites': {
    heading: 'Favourite clinics arrive with the clinic finder',
    paragraphs: ['Once the clinic finder is live you can save clinics here and book them again in a tap.'],
    actions: [
      { kind: 'link', to: '/find-clinics', label: 'Our partner clinics' },
      { kind: 'link', to: '/appointments', label: 'My appointments' },
    ],
  },
  '/admin/faqs': STAFF_TOOLS,
  '/admin/blogs': STAFF_TOOLS,
  '/admin/services': STAFF_TOOLS,
  '/admin/whatsapp': STAFF_TOOLS,
}

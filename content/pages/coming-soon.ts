import { BRAND } from '../../core/brand.ts'

/** What a page of the route table says until its feature is built: where things stand and what to do meanwhile. */
export type ComingSoonCopy = {
  heading: string
  paragraphs: readonly string[]
  /** The next steps offered: booking opens the booking dialog; links go to pages of the route table. */
  actions: readonly ({ kind: 'book'; label: string } | { kind: 'link'; to: string; label: string })[]
}

const MEMBERSHIP: ComingSoonCopy = {
  heading: 'Gold Membership opens soon',
  paragraphs: [
    'Sign-ups for Gold Membership are not open yet, and no membership fee can be paid today.',
    'Until then every service is available at the prices on our pricing page, with home visits, clinic visits and video consultations bookable online for any day of the next ten.',
  ],
  actions: [
    { kind: 'book', label: 'Book a vet visit' },
    { kind: 'link', to: '/pricing', label: 'See prices' },
  ],
}

const STAFF_TOOLS: ComingSoonCopy = {
  heading: 'A tool for our staff',
  paragraphs: [
    `This page is where the ${BRAND} team will edit the site's content and settings. It opens to staff accounts in a coming release and shows nothing to other visitors.`,
  ],
  actions: [{ kind: 'link', to: '/', label: 'Go to the home page' }],
}

export const COMING_SOON: Readonly<Record<string, ComingSoonCopy>> = {
  '/gold-membership': MEMBERSHIP,
  '/gold-membership-success': {
    ...MEMBERSHIP,
    paragraphs: [`No Gold Membership has been bought yet: sign-ups open soon. If money left your account for one, write to {supportEmail} or call {supportPhone} and we will sort it out.`],
  },
  '/gold-membership/referral': {
    ...MEMBERSHIP,
    heading: 'Referrals open with Gold Membership',
    paragraphs: ['Once Gold Membership opens, members can invite friends from this page.'],
  },
  '/admin/faqs': STAFF_TOOLS,
  '/admin/blogs': STAFF_TOOLS,
  '/admin/services': STAFF_TOOLS,
  '/admin/whatsapp': STAFF_TOOLS,
}

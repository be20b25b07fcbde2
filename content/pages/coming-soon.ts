import { BRAND } from '../../core/brand.ts'

/** What a page of the route table says until its feature is built: where things stand and what to do meanwhile. */
export type ComingSoonCopy = {
  heading: string
  paragraphs: readonly string[]
  /** The next steps offered: booking opens the booking dialog; links go to pages of the route table. */
  actions: readonly ({ kind: 'book'; label: string } | { kind: 'link'; to: string; label: string })[]
}

const STAFF_TOOLS: ComingSoonCopy = {
  heading: 'A tool for our staff',
  paragraphs: [
    `This page is where the ${BRAND} team will edit the site's content and settings. It opens to staff accounts in a coming release and shows nothing to other visitors.`,
  ],
  actions: [{ kind: 'link', to: '/', label: 'Go to the home page' }],
}

export const COMING_SOON: Readonly<Record<string, ComingSoonCopy>> = {
  '/admin/faqs': STAFF_TOOLS,
  '/admin/blogs': STAFF_TOOLS,
  '/admin/services': STAFF_TOOLS,
  '/admin/whatsapp': STAFF_TOOLS,
}

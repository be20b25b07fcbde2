import { CITIES } from '../../../core/site/cities.ts'
import { sitePageText } from './site-page.ts'

/** /about: the frame of the page; its prose is content (content/pages/about.ts and its Hindi twin). */
export default {
  page: sitePageText('/about'),
  valuesLabel: 'What we stand for',
  cityNames: Object.fromEntries(CITIES.map((city) => [city.slug, city.name])) as Record<(typeof CITIES)[number]['slug'], string>,
  /** On a page in another language, the partner clinics as the data names them. */
  clinics: 'Clinic consultations are at {count, plural, one {# partner clinic} other {# partner clinics}}: <places></places>.',
  cta: {
    heading: 'Meet a vet without leaving home',
    text: 'Book a home visit, a clinic consultation or a video call in a few steps, and pay online or after the service.',
    book: 'Book an appointment',
    faq: 'Read the FAQ',
  },
}

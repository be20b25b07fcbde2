import { sitePageText } from './site-page.ts'

/** /testimonials: the frame of the page; a review's own words stay as its author wrote them. */
export default {
  page: sitePageText('/testimonials'),
  breadcrumb: {
    home: 'Home',
    testimonials: 'Testimonials',
  },
  sampleNotice:
    'These are sample reviews, written to illustrate our services; they are not from real customers. Verified reviews will replace them.',
  listLabel: 'Reviews',
  empty: 'No reviews yet. Reviews from owners after a completed visit will appear here.',
  cta: {
    heading: 'Book a vet for your dog or cat',
    text: 'At home, at a clinic or by video, anywhere in Delhi NCR.',
    book: 'Book an appointment',
  },
}

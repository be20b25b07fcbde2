import { FAQ_CATEGORIES, type FaqCategoryId } from '../../../core/contracts/faq.ts'
import { sitePageText } from './site-page.ts'

/** The FAQ page's own words; the questions and answers come from the database (decision 0081). */
export default {
  page: sitePageText('/faq'),
  list: {
    empty: 'No questions are published yet. Please write to us with yours.',
    topicsLabel: 'FAQ topics',
    topics: 'Topics',
  },
  categories: Object.fromEntries(FAQ_CATEGORIES.map((category) => [category.id, category.label])) as Record<FaqCategoryId, string>,
  review: {
    note: 'The Hindi answers say what the English ones say and carry the same medical review; the review and its sources follow in English.',
  },
  contact: {
    heading: 'Still have a question?',
    text: 'Our support team answers every day from {hours}. In an emergency outside those hours, go straight to the nearest 24-hour veterinary hospital.',
  },
}

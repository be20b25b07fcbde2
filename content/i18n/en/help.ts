import { HELP_TOPICS, type HelpTopicId } from '../../pages/help-topics.ts'
import { sitePageText } from './site-page.ts'

/** The help page: how to reach us, the account card, the help topics (content/pages/help-topics.ts). */
export default {
  page: sitePageText('/help'),
  contact: {
    heading: 'Talk to us',
    text: "Questions about a booking, a payment or your pet's care? We answer every day from {hours}; in an emergency outside those hours, go straight to the nearest 24-hour veterinary hospital.",
    whatsapp: 'Chat on WhatsApp',
  },
  account: {
    heading: 'Your account',
    text: 'Sign in to see where you are signed in, download your data or delete your account.',
    login: 'Login',
  },
  topics: {
    heading: 'Help topics',
    items: Object.fromEntries(HELP_TOPICS.map((topic) => [topic.id, { title: topic.title, text: topic.text }])) as Record<HelpTopicId, { title: string; text: string }>,
  },
}

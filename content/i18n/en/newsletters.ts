import { NEWSLETTER_CONSENT_TEXT } from '../../../core/contracts/newsletter.ts'
import { sitePageText } from './site-page.ts'

/** /newsletters: the sign-up form and the frame of the past issues (the issues are content, in English). */
export default {
  page: sitePageText('/newsletters'),
  subscribe: {
    heading: 'Get the next issue',
    text: 'One short e-mail at the start of each month: what the season means for your dog or cat in Delhi NCR, a vet’s answer to a reader’s question, and any offers. No spam, and we never share your address.',
  },
  past: {
    heading: 'Past issues',
    text: 'Read any issue in full below.',
  },
  form: {
    email: 'E-mail address',
    firstName: 'First name',
    optional: '(optional)',
    firstNamePlaceholder: 'Your first name',
    consent: NEWSLETTER_CONSENT_TEXT,
    /** On a page in another language: the consent is kept in English, as the server stores it. */
    consentEnglish: 'The consent as it is kept with your address:',
    subscribe: 'Subscribe',
    thanks: 'Thank you for subscribing',
    subscribed: 'You are subscribed. The next issue reaches your inbox early next month.',
    another: 'Subscribe another address',
    errors: {
      emailMissing: 'Enter your e-mail address',
      emailInvalid: 'Enter a valid e-mail address, like <example>name@example.com</example>',
      firstNameLong: 'First name must be at most 50 characters',
      tooMany: 'Too many attempts. Please wait a minute and try again.',
      failed: 'We could not subscribe you just now. Please try again in a minute.',
    },
  },
}

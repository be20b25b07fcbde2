import { z } from 'zod'
import { UserText } from './text.ts'
import { BRAND } from '../brand.ts'

/** The consent line shown beside the form; the server stores the text the person agreed to. */
export const NEWSLETTER_CONSENT_TEXT = `I agree to receive ${BRAND}'s monthly pet care newsletter by e-mail. I can unsubscribe whenever I wish by replying to any issue.`

export const NEWSLETTER_EMAIL_MAX_LENGTH = 254
export const NEWSLETTER_INVALID_EMAIL = 'Enter a valid e-mail address, like name@example.com'

export const NewsletterEmail = UserText({ error: (issue) => (issue.input === undefined ? 'Enter your e-mail address' : 'email must be a string') })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_INVALID_EMAIL)
  .pipe(z.email(NEWSLETTER_INVALID_EMAIL))
  .transform((email) => email.toLowerCase())

export const NewsletterSubscribeBody = z.object({
  email: NewsletterEmail,
  firstName: UserText({ error: 'firstName must be a string' })
    .trim()
    .max(50, 'First name must be at most 50 characters')
    .optional()
    .transform((name) => (name ? name : undefined)),
})
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>

/** The same answer for a new and a known address: the form never reveals who is subscribed. */
export const NewsletterSubscribeResponse = z.object({ success: z.literal(true), message: z.string() })
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'You are subscribed. The next issue reaches your inbox early next month.'

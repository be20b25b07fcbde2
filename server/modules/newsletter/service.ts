import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterSubscribeBody,
  type NewsletterSubscribeResponse,
} from '../../../core/contracts/newsletter.ts'
import type { Clock } from '../../providers/clock.ts'
import type { NewsletterRepo } from './repo.ts'

export function createNewsletterService(deps: { repo: NewsletterRepo; clock: Clock }) {
  return {
    /** Stores the address once; a repeat answers the same, so the form never reveals who is subscribed. */
    subscribe: async (body: NewsletterSubscribeBody): Promise<NewsletterSubscribeResponse> => {
      await deps.repo.subscribe({
        email: body.email,
        firstName: body.firstName ?? null,
        consentText: NEWSLETTER_CONSENT_TEXT,
        consentedAt: deps.clock.now(),
      })
      return { success: true, message: NEWSLETTER_SUBSCRIBED_MESSAGE }
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>

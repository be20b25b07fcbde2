import { NewsletterSubscribeBody, NewsletterSubscribeResponse } from '../../../core/contracts/newsletter.ts'
import { ApiError, callApi } from '../../lib/api-client.ts'

/** A refusal says why in English (the server's words) and by `reason`, for a page that says it in another language. */
export type SubscribeOutcome =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: Record<string, string>; message: string; reason: 'fields' | 'tooMany' | 'failed' }

const GENERIC_FAILURE = 'We could not subscribe you just now. Please try again in a minute.'

/** "email: Enter a valid ...; firstName: ..." (the server's 400 message) as one message per field. */
function fieldErrorsFrom(message: string): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z]+): (.+)$/.exec(part)
    if (match?.[1] && match[2] && !(match[1] in errors)) errors[match[1]] = match[2]
  }
  return errors
}

/**
 * Checks the form with the server's own contract, then subscribes. Loaded on first submit, so the
 * page does not carry the validation library until someone uses the form.
 */
export async function subscribeToNewsletter(input: { email: string; firstName: string }): Promise<SubscribeOutcome> {
  const checked = NewsletterSubscribeBody.safeParse(input)
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      if (!(field in fieldErrors)) fieldErrors[field] = issue.message
    }
    return { ok: false, fieldErrors, message: Object.values(fieldErrors)[0] ?? GENERIC_FAILURE, reason: 'fields' }
  }
  try {
    const answer = await callApi('POST', '/api/newsletter/subscribe', NewsletterSubscribeResponse, checked.data)
    return { ok: true, message: answer.message }
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const fieldErrors = fieldErrorsFrom(error.message)
      return { ok: false, fieldErrors, message: Object.values(fieldErrors)[0] ?? error.message, reason: Object.keys(fieldErrors).length > 0 ? 'fields' : 'failed' }
    }
    if (error instanceof ApiError && error.status === 429) {
      return { ok: false, fieldErrors: {}, message: 'Too many attempts. Please wait a minute and try again.', reason: 'tooMany' }
    }
    return { ok: false, fieldErrors: {}, message: GENERIC_FAILURE, reason: 'failed' }
  }
}

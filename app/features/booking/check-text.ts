import { useMessages } from 'use-intl'
import { BOOKING_MESSAGES, STEP_CHECK_TITLES } from '../../../core/booking/messages.ts'
import type { StepProblem } from '../../../core/booking/wizard.ts'

/** Each text of the step checks (core, English) by its key in the `booking.checks` messages. */
const KEY_OF_TEXT = new Map(Object.entries({ ...BOOKING_MESSAGES, ...STEP_CHECK_TITLES }).map(([key, text]) => [text as string, key]))

/**
 * A step check's text in the page's language: the checks are shared with the server and speak
 * English; the page shows each by its key. A text the checks build from data (the PIN code's
 * area) stays as written.
 */
export function useCheckText(): (text: string) => string {
  const checks = useMessages().booking.checks as Record<string, string>
  return (text) => {
    const key = KEY_OF_TEXT.get(text)
    return key === undefined ? text : (checks[key] ?? text)
  }
}

/** A step's problem with its title, description and field messages in the page's language. */
export function useTranslatedProblem(): (problem: StepProblem) => StepProblem {
  const text = useCheckText()
  return (problem) => ({
    title: text(problem.title),
    description: text(problem.description),
    fields: Object.fromEntries(Object.entries(problem.fields).map(([field, message]) => [field, text(message)])),
  })
}

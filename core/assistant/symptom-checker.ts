import { CONCERNS } from './concerns.ts'
import type { AssistantPet } from './pet.ts'
import { NOT_A_DIAGNOSIS, type TriageResult, type Urgency, findConcerns, moreUrgent, normaliseMessage, sectionsToText, triage } from './triage.ts'

/**
 * The symptom checker's conversation: the owner's first message, then follow-up questions one at
 * a time, then the urgency, causes to discuss with a vet and safe home care. Any answer that
 * shows an emergency ends the questions at once.
 */
export const FOLLOW_UP_QUESTIONS = [
  'How long has this been going on? (for example: since this morning, 2 days, a week)',
  'Is your pet eating and drinking as usual, less, or not at all?',
  'How is their energy: normal, quieter than usual, or very weak?',
  'Any vomiting or diarrhoea? If so, how many times today?',
] as const

export type SymptomCheck = { answers: string[] }
export const START_CHECK: SymptomCheck = { answers: [] }

export type SymptomStep =
  | { kind: 'question'; check: SymptomCheck; reply: string; urgency: Urgency }
  | { kind: 'result'; check: SymptomCheck; reply: string; urgency: Urgency; result: TriageResult }

const LONG = /\b(\d+ (days|weeks|months)|two days|three days|a week|weeks|months|hafte|mahine|do din|teen din)\b/
const NOT_AT_ALL = /\b(not at all|nothing|none|no food|no water|nahi|nahin|nhi|bilkul nahi|stopped)\b/
const VERY_WEAK = /\b(very weak|weak|cant stand|lying down all|no energy|bahut sust|kamzor)\b/
const OFTEN = /\b([3-9]|[1-9]\d|three|four|five|many|several) ?(times|baar)\b|\bbaar baar|\brepeatedly/

function extraUrgency(answers: readonly string[]): Urgency {
  const [duration = '', eating = '', energy = '', sickness = ''] = answers.map(normaliseMessage)
  let urgency: Urgency = 'routine'
  if (LONG.test(duration)) urgency = 'soon'
  if (NOT_AT_ALL.test(eating) || VERY_WEAK.test(energy) || OFTEN.test(sickness)) urgency = 'soon'
  return urgency
}

/** One turn of the checker: the owner's message in, the next question or the result out. */
export function symptomCheckerTurn(check: SymptomCheck, message: string, pet: AssistantPet): SymptomStep {
  const answers = [...check.answers, message]
  const combined = answers.join('. ')
  const now = triage(combined, pet)
  if (now.urgency === 'emergency') return { kind: 'result', check: { answers }, reply: now.reply, urgency: 'emergency', result: now }
  const asked = answers.length - 1
  const next = FOLLOW_UP_QUESTIONS[asked]
  if (next !== undefined) {
    const opening = asked === 0 ? `Thank you. ${noted(combined)}I will ask ${FOLLOW_UP_QUESTIONS.length} short questions, one at a time.\n\n` : ''
    return { kind: 'question', check: { answers }, reply: `${opening}${next}\n\n${NOT_A_DIAGNOSIS}`, urgency: now.urgency }
  }
  const urgency = moreUrgent(now.urgency, extraUrgency(answers.slice(1)))
  const result = urgency === now.urgency ? now : regrade(now, urgency, pet, combined)
  return { kind: 'result', check: { answers }, reply: result.reply, urgency, result }
}

function noted(text: string): string {
  const labels = findConcerns(normaliseMessage(text)).map((concern) => concern.label.toLowerCase())
  return labels.length > 0 ? `Noted: ${labels.join(', ')}. ` : ''
}

function regrade(result: TriageResult, urgency: Urgency, pet: AssistantPet, combined: string): TriageResult {
  const concerns = findConcerns(normaliseMessage(combined))
  const fallback = CONCERNS.find((concern) => concern.id === 'lethargy')
  const shown = concerns.length > 0 ? concerns : fallback ? [fallback] : []
  const sections = [
    { heading: 'See a vet within 24 hours', lines: [`From your answers, your ${pet.breed.trim() || pet.category} should see a vet within 24 hours: book a home visit or a video consultation today.`] },
    { heading: 'To discuss with the vet', lines: [...new Set(shown.flatMap((concern) => [...concern.causes]))] },
    { heading: 'Safe at home meanwhile', lines: [...new Set(shown.flatMap((concern) => [...concern.homeCare]))] },
    ...result.sections.slice(-2),
  ]
  return { ...result, urgency, sections, reply: sectionsToText(sections) }
}

import { CONCERNS } from './concerns.ts'
import { lightNormalise } from './normalise.ts'
import type { AssistantPet } from './pet.ts'
import { NOT_A_DIAGNOSIS, SEE_A_VET_TODAY, type TriageResult, type TriageSettings, type Urgency, findConcerns, moreUrgent, readForTriage, sectionsToText, triageReading } from './triage.ts'

/**
 * The symptom checker's conversation: the owner's first message, then follow-up questions one at
 * a time, then the urgency, causes to discuss with a vet and safe home care. It grades with the
 * triage engine itself, on everything the owner has said so far, so an emergency found there is
 * found here under the same name (a blocked bladder is never called bloat); any answer that shows
 * an emergency ends the questions at once.
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

const LONG = /\b((\d+|two|three|four|five|several|do|teen|chaar|char|paanch|panch|kai|kaee) (days?|weeks?|months?|din|hafte|haphte|mahine|maheene)|a week|weeks|months|hafte|haphte|mahine|maheene)\b/
const NOT_AT_ALL = /\b(not at all|nothing|none|no food|no water|nahi|nahin|naheen|nhi|bilkul nahi|stopped)\b/
const VERY_WEAK = /\b(very weak|weak|cant stand|lying down all|no energy|bahut sust|kamzor|kamjor|khada nahi|khadaa naheen)\b/
const OFTEN = /\b([3-9]|[1-9]\d|three|four|five|many|several|teen|chaar|char|paanch|panch|kai|kaee) ?(times|baar)\b|\bbaar baar|\brepeatedly/

/** Devanagari digits as the digits the patterns read: '२ दिन' is '2 din'. */
const DEVANAGARI_DIGITS = /[०-९]/g
/** 'No problem', 'no change', 'not weak': a negation that says all is well, not that something is missing. */
const ALL_WELL = /\b(koi |koee |no )?(dikkat|problem|pareshani|pareshaani|badlav|badlaav|farak|fark|change) (nahi|nahin|naheen|nhi)\b|\bno (problem|change)\b|\bnot (very )?weak\b|\b(kamzor|kamjor|sust) (nahi|nahin|naheen|nhi)\b/g

function readAnswer(answer: string): string {
  return lightNormalise(answer.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))).replace(ALL_WELL, 'fine')
}

/**
 * The answers to the follow-up questions, read for what they add: a long course, no food, weakness.
 * Read as the engine reads a message (lower case, Devanagari in the Latin letters Hinglish uses), so
 * an answer typed in Hindi ('बिल्कुल नहीं', 'बहुत कमज़ोर', '3 बार') counts as it does in Hinglish.
 */
function extraUrgency(answers: readonly string[]): Urgency {
  const [duration = '', eating = '', energy = '', sickness = ''] = answers.map(readAnswer)
  return LONG.test(duration) || NOT_AT_ALL.test(eating) || VERY_WEAK.test(energy) || OFTEN.test(sickness) ? 'soon' : 'routine'
}

/** One turn of the checker: the owner's message in, the next question or the result out. */
export function symptomCheckerTurn(check: SymptomCheck, message: string, pet: AssistantPet, settings: TriageSettings = {}): SymptomStep {
  const answers = [...check.answers, message]
  const reading = readForTriage(answers.join('.\n'), pet)
  const now = triageReading(reading, settings)
  if (now.urgency === 'emergency') return { kind: 'result', check: { answers }, reply: now.reply, urgency: 'emergency', result: now }
  const asked = answers.length - 1
  const next = FOLLOW_UP_QUESTIONS[asked]
  if (next !== undefined) {
    const labels = findConcerns(reading).map(({ concern }) => concern.label.toLowerCase())
    const noted = labels.length > 0 ? `Noted: ${labels.join(', ')}. ` : ''
    const opening = asked === 0 ? `Thank you. ${noted}I will ask ${FOLLOW_UP_QUESTIONS.length} short questions, one at a time.\n\n` : ''
    return { kind: 'question', check: { answers }, reply: `${opening}${next}\n\n${NOT_A_DIAGNOSIS}`, urgency: now.urgency }
  }
  const urgency = moreUrgent(now.urgency, extraUrgency(answers.slice(1)))
  const result = urgency === now.urgency ? now : regrade(now, urgency, pet, reading)
  return { kind: 'result', check: { answers }, reply: result.reply, urgency, result }
}

function regrade(result: TriageResult, urgency: Urgency, pet: AssistantPet, reading: ReturnType<typeof readForTriage>): TriageResult {
  const concerns = findConcerns(reading).map(({ concern }) => concern)
  const fallback = CONCERNS.find((concern) => concern.id === 'lethargy')
  const shown = concerns.length > 0 ? concerns : fallback ? [fallback] : []
  const sections = [
    { heading: SEE_A_VET_TODAY, lines: [`From your answers, your ${pet.breed.trim() || pet.category} should see a vet today: book a home visit or a video consultation.`] },
    { heading: 'To discuss with the vet', lines: [...new Set(shown.flatMap((concern) => [...concern.causes]))] },
    { heading: 'Safe at home meanwhile', lines: [...new Set(shown.flatMap((concern) => [...concern.homeCare]))] },
    ...result.sections.slice(-2),
  ]
  return { ...result, urgency, sections, reply: sectionsToText(sections) }
}

import type { AssistantToolId } from '../../../content/assistant/tools.ts'
import { carePlan } from '../../../core/assistant/care-plan.ts'
import type { AssistantPet } from '../../../core/assistant/pet.ts'
import { START_CHECK, type SymptomCheck, symptomCheckerTurn } from '../../../core/assistant/symptom-checker.ts'
import { NOT_A_DIAGNOSIS, type TriageResult, type TriageSettings, type Urgency, triage } from '../../../core/assistant/triage.ts'

export type ChatAction = 'emergency-contact' | 'book-visit' | 'book-vaccination'
export type Section = { heading: string; lines: string[] }

/** A chat message (spec section 3: role and content), with the parts the screen lays out. */
export type ChatMessage = {
  id: number
  role: 'user' | 'assistant'
  content: string
  sections?: Section[]
  urgency?: Urgency
  actions?: ChatAction[]
}

export type ChatMemory = { symptom: SymptomCheck }
export const FRESH_MEMORY: ChatMemory = { symptom: START_CHECK }

export const REPLY_DELAY_MS = 1000

export function greeting(tool: AssistantToolId, pet: AssistantPet): string {
  const who = `your ${pet.breed} (${pet.age})`
  if (tool === 'triage') return `Tell me what is happening with ${who}. If your pet is struggling to breathe, has collapsed or is bleeding heavily, go to the nearest 24-hour veterinary hospital now.`
  if (tool === 'symptom') return `What symptoms have you noticed in ${who}? I will ask a few questions, one at a time.`
  return `Ask me about diet, exercise, grooming or vaccinations for ${who}, or say 'plan' for a full care plan.`
}

function fromTriage(result: TriageResult): Omit<ChatMessage, 'id' | 'role'> {
  return {
    content: result.reply,
    sections: result.sections,
    urgency: result.urgency,
    // A home visit is not emergency care: an emergency reply offers the phone line (with its hours) and the hospital, no booking.
    actions: result.urgency === 'emergency' ? ['emergency-contact'] : result.urgency === 'soon' ? ['book-visit'] : [],
  }
}

const TOPICS: readonly [RegExp, string][] = [
  [/\b(diet|food|feed|eat|khana|nutrition|treat)/i, 'Diet'],
  [/\b(exercise|walk|play|run|activity)/i, 'Exercise'],
  [/\b(groom|bath|brush|nail|coat|hair|shampoo)/i, 'Grooming'],
  [/\b(vaccin|deworm|rabies|booster|injection|tika|teeka|worm)/i, 'Vaccination and deworming'],
]

/**
 * The reply of each tool, computed here in the browser; conversations never leave it. `settings`
 * carries the support line's hours from the page's site settings, so an emergency reply names
 * the line only with the hours it answers.
 */
export function replyTo(
  tool: AssistantToolId,
  message: string,
  pet: AssistantPet,
  memory: ChatMemory,
  settings: TriageSettings = {},
): { reply: Omit<ChatMessage, 'id' | 'role'>; memory: ChatMemory } {
  if (tool === 'symptom') {
    const step = symptomCheckerTurn(memory.symptom, message, pet, settings)
    if (step.kind === 'question') return { reply: { content: step.reply, urgency: step.urgency }, memory: { symptom: step.check } }
    return { reply: fromTriage(step.result), memory: FRESH_MEMORY }
  }
  const result = triage(message, pet, settings)
  if (tool === 'triage' || result.urgency === 'emergency') return { reply: fromTriage(result), memory }
  const plan = carePlan(pet)
  const asked = TOPICS.filter(([pattern]) => pattern.test(message)).map(([, heading]) => heading)
  const sections = asked.length > 0 ? plan.sections.filter((section, index) => index === 0 || asked.includes(section.heading) || section.heading === 'Note') : plan.sections
  const withNote = sections.some((section) => section.heading === 'Note') ? sections : [...sections, { heading: 'Note', lines: [NOT_A_DIAGNOSIS] }]
  const content = withNote.map((section) => [section.heading, ...section.lines.map((line) => `- ${line}`)].join('\n')).join('\n\n')
  return { reply: { content, sections: withNote, urgency: result.urgency, actions: plan.offersVaccination ? ['book-vaccination'] : [] }, memory }
}

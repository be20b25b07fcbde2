import enHome from '../i18n/en/home.ts'
import type { Messages } from '../i18n/index.ts'

/** The three assistant tools of the home page (spec sections 1 and 2, 'Pet assistant'). */
export type AssistantToolId = 'triage' | 'symptom' | 'recommender'

export type AssistantTool = {
  id: AssistantToolId
  title: string
  /** The one-line description of spec section 2. */
  description: string
  /** What the tool helps with, shown on its card. */
  helpsWith: readonly string[]
}

const TOOL_IDS: readonly AssistantToolId[] = ['triage', 'symptom', 'recommender']

/** The tools in a language: their words are the `home` messages (content/i18n/{en,hi}/home.ts). */
export function assistantTools(text: Messages['home']['assistant']['tools']): AssistantTool[] {
  return TOOL_IDS.map((id) => {
    const { title, description, helpsWith } = text[id]
    return { id, title, description, helpsWith: [helpsWith.first, helpsWith.second, helpsWith.third] }
  })
}

export const ASSISTANT_TOOLS: readonly AssistantTool[] = assistantTools(enHome.assistant.tools)

import type { AssistantTool, AssistantToolId } from '../../../content/assistant/tools.ts'
import type { AssistantPet } from '../../../core/assistant/pet.ts'

/**
 * The assistant's access flow (spec section 2) as one state machine: Start Chat remembers the
 * tool; an unverified visitor verifies first; then the tool's Pet Information form, then its chat.
 * Every end (closing any dialog) returns to `idle`.
 */
export type AssistantFlow =
  | { stage: 'idle' }
  | { stage: 'verifying'; tool: AssistantToolId }
  | { stage: 'pet-form'; tool: AssistantToolId }
  | { stage: 'chat'; tool: AssistantToolId; pet: AssistantPet }

export type AssistantFlowEvent =
  | { type: 'start'; tool: AssistantTool['id']; verified: boolean }
  | { type: 'verified' }
  | { type: 'pet-submitted'; pet: AssistantPet }
  | { type: 'close' }

export const IDLE: AssistantFlow = { stage: 'idle' }

export function assistantFlow(state: AssistantFlow, event: AssistantFlowEvent): AssistantFlow {
  switch (event.type) {
    case 'start':
      return event.verified ? { stage: 'pet-form', tool: event.tool } : { stage: 'verifying', tool: event.tool }
    case 'verified':
      return state.stage === 'verifying' ? { stage: 'pet-form', tool: state.tool } : state
    case 'pet-submitted':
      return state.stage === 'pet-form' ? { stage: 'chat', tool: state.tool, pet: event.pet } : state
    case 'close':
      return IDLE
  }
}

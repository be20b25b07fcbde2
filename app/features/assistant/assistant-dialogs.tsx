import type { AssistantTool } from '../../../content/assistant/tools.ts'
import type { BusinessContact } from '../../lib/business.ts'
import type { AssistantFlow, AssistantFlowEvent } from './assistant-flow.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { PetInfoDialog } from './pet-info-dialog.tsx'

/** The assistant's dialogs, loaded on first use so the engine stays out of the home page's first load. */
export default function AssistantDialogs({
  flow,
  tools,
  dispatch,
  business,
}: {
  flow: AssistantFlow
  tools: readonly AssistantTool[]
  dispatch: (event: AssistantFlowEvent) => void
  business: BusinessContact
}) {
  const tool = flow.stage === 'idle' ? undefined : tools.find((candidate) => candidate.id === flow.tool)
  const close = () => dispatch({ type: 'close' })
  return (
    <>
      <PetInfoDialog open={flow.stage === 'pet-form'} toolTitle={tool?.title ?? 'the assistant'} onClose={close} onSubmit={(pet) => dispatch({ type: 'pet-submitted', pet })} />
      {flow.stage === 'chat' && tool ? <ChatDialog key={`${tool.id}-${flow.pet.breed}-${flow.pet.age}`} tool={tool} pet={flow.pet} business={business} onClose={close} /> : null}
    </>
  )
}

import type { AssistantTool } from '../../../content/assistant/tools.ts'
import { toast } from '../../components/ui/toast-store.ts'
import { type BusinessContact, useBusiness } from '../../lib/business.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { ToolsCarousel } from './tools-carousel.tsx'

/**
 * Until the tools ship, Start Chat says so and offers the nearest real help (decision 0009):
 * a call for an emergency, a vet appointment otherwise.
 */
function startChat(tool: AssistantTool, business: BusinessContact): void {
  const action =
    tool.id === 'triage'
      ? { label: 'Call us', altText: `Call ${business.phone}`, onClick: () => window.location.assign(business.phoneHref) }
      : { label: 'Book a vet', altText: 'Book an appointment with a vet', onClick: () => openAppointmentModal() }
  toast({ title: tool.comingSoon.title, description: tool.comingSoon.description, action })
}

/** The carousel of the three assistant tools (spec sections 1 and 2). */
export function AssistantToolsSection({ tools }: { tools: readonly AssistantTool[] }) {
  const business = useBusiness()
  return (
    <section aria-labelledby="assistant-title" className="overflow-hidden bg-gradient-to-b from-surface to-brand-50/50 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="assistant-title" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Pet assistant tools
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Quick guidance for worried moments and everyday care, built with our vets. They support, and never replace, a visit to the vet.
        </p>
        <div className="mt-8">
          <ToolsCarousel tools={tools} onStartChat={(tool) => startChat(tool, business)} />
        </div>
      </div>
    </section>
  )
}

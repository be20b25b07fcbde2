import { lazy, useReducer } from 'react'
import { useTranslations } from 'use-intl'
import type { AssistantTool } from '../../../content/assistant/tools.ts'
import { MountOnFirstOpen } from '../../components/ui/mount-on-first-open.tsx'
import { useBusiness } from '../../lib/business.ts'
import { openAuthModal } from '../../lib/window-events.ts'
import { IDLE, assistantFlow } from './assistant-flow.ts'
import { ToolsCarousel } from './tools-carousel.tsx'

// The dialogs and the triage engine load when a tool is first started, not with the home page.
const AssistantDialogs = lazy(() => import('./assistant-dialogs.tsx'))

/** The carousel of the three assistant tools and their access flow (spec sections 1 and 2). */
export function AssistantToolsSection({ tools, isVerified }: { tools: readonly AssistantTool[]; isVerified: boolean }) {
  const [flow, dispatch] = useReducer(assistantFlow, IDLE)
  const business = useBusiness()
  const t = useTranslations('home.assistant')

  function startChat(tool: AssistantTool): void {
    dispatch({ type: 'start', tool: tool.id, verified: isVerified })
    if (!isVerified) openAuthModal({ title: t('verifyTitle'), redirectTo: null, onVerified: () => dispatch({ type: 'verified' }) })
  }

  return (
    <section aria-labelledby="assistant-title" className="overflow-hidden bg-gradient-to-b from-surface to-brand-50/50 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="assistant-title" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        <div className="mt-8">
          <ToolsCarousel tools={tools} onStartChat={startChat} />
        </div>
      </div>
      <MountOnFirstOpen open={flow.stage === 'pet-form' || flow.stage === 'chat'}>
        <AssistantDialogs flow={flow} tools={tools} dispatch={dispatch} business={business} />
      </MountOnFirstOpen>
    </section>
  )
}

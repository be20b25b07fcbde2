import { useTranslations } from 'use-intl'
import { HeartPulse, Siren, Stethoscope } from '../../components/ui/icons.tsx'
import type { AssistantTool, AssistantToolId } from '../../../content/assistant/tools.ts'
import { Button } from '../../components/ui/button.tsx'

// The home page already draws these icons, so the cards add no icon code of their own.
const looks: Record<AssistantToolId, { Icon: typeof Siren; band: string; icon: string }> = {
  triage: { Icon: Siren, band: 'from-danger-50 to-white', icon: 'bg-danger-600 text-white' },
  symptom: { Icon: Stethoscope, band: 'from-brand-50 to-white', icon: 'bg-brand-700 text-white' },
  recommender: { Icon: HeartPulse, band: 'from-accent-50 to-white', icon: 'bg-accent-700 text-white' },
}

/** One assistant tool: what it does and a Start Chat button. */
export function ToolCard({ tool, onStartChat }: { tool: AssistantTool; onStartChat: (tool: AssistantTool) => void }) {
  const { Icon, band, icon } = looks[tool.id]
  const t = useTranslations('home.assistant')
  return (
    <article className={`card flex h-full flex-col bg-gradient-to-b p-6 ${band}`}>
      <div className="flex items-start justify-between gap-3">
        <span className={`inline-flex size-12 items-center justify-center rounded-xl ${icon}`}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
      </div>
      <h3 className="mt-4 font-display text-xl font-bold text-ink">{tool.title}</h3>
      <p className="mt-1 text-ink-muted">{tool.description}</p>
      <ul className="mt-4 flex-1 list-disc space-y-1.5 pl-5 text-[15px] text-ink marker:text-brand-600">
        {tool.helpsWith.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Button className="mt-6 self-start" onClick={() => onStartChat(tool)} aria-label={t('startLabel', { title: tool.title })}>
        {t('start')}
      </Button>
    </article>
  )
}

import { Check } from '../../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import { type WizardStep, stepState } from '../../../core/booking/wizard.ts'

/** The step indicator: the full list on wider screens, compact dots on phones; done, current, upcoming. */
export function StepProgress({ steps, current }: { steps: readonly WizardStep[]; current: WizardStep }) {
  const position = steps.indexOf(current) + 1
  const t = useTranslations('booking')
  return (
    <nav aria-label={t('progress.label')} className="mt-4">
      <ol className="hidden items-center gap-1 sm:flex">
        {steps.map((step, index) => {
          const state = stepState(step, current)
          return (
            <li key={step} className="flex flex-1 items-center gap-1.5" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'done' ? 'bg-brand-700 text-white' : state === 'current' ? 'bg-brand-100 text-brand-800 ring-2 ring-brand-700' : 'bg-surface text-ink-subtle'
                }`}
              >
                {state === 'done' ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={`truncate text-xs font-semibold ${state === 'upcoming' ? 'text-ink-subtle' : 'text-ink'}`}>{t(`steps.${step}`)}</span>
              {state === 'done' ? <span className="sr-only">{t('progress.done')}</span> : null}
            </li>
          )
        })}
      </ol>
      <div className="flex items-center justify-between gap-3 sm:hidden">
        <p className="text-sm font-semibold text-ink">
          {t('progress.stepOf', { position, count: steps.length, step: t(`steps.${current}`) })}
        </p>
        <ol className="flex items-center gap-1.5" aria-hidden="true">
          {steps.map((step) => {
            const state = stepState(step, current)
            return (
              <li
                key={step}
                data-state={state}
                className={`h-2 rounded-full transition-all ${state === 'current' ? 'w-5 bg-brand-700' : state === 'done' ? 'w-2 bg-brand-700' : 'w-2 bg-line-strong'}`}
              />
            )
          })}
        </ol>
      </div>
    </nav>
  )
}

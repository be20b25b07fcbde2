import { useTranslations } from 'use-intl'
import { Spinner } from './spinner.tsx'

/** The full-screen 'Loading...' veil of the spec; it blocks clicks while a long step runs. */
export function LoadingOverlay() {
  const t = useTranslations('shell.header')
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[90] flex animate-fade-in items-center justify-center bg-white/75 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-float">
        <Spinner className="size-9 text-brand-700" />
        <p className="text-base font-semibold text-ink">{t('loading')}</p>
      </div>
    </div>
  )
}

import { useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { Spinner } from '../components/ui/spinner.tsx'

/**
 * While a client navigation loads the next page's code and data: a bar along the top and a
 * 'Loading...' pill. Both fade in after a short delay, so fast navigations do not flash.
 */
export function NavigationProgress() {
  const navigation = useNavigation()
  const t = useTranslations('shell.header')
  if (navigation.state !== 'loading') return null
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[80]">
      <div className="h-1 w-full animate-delayed-show overflow-hidden bg-brand-100">
        <div className="h-full w-1/3 animate-[navigation-bar_1.1s_ease-in-out_infinite] bg-brand-600" />
      </div>
      <div className="mt-20 flex animate-delayed-show justify-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink shadow-float">
          <Spinner className="size-4 text-brand-700" />
          {t('loading')}
        </span>
      </div>
    </div>
  )
}

import { House, RefreshCw, Stethoscope } from '../components/ui/icons.tsx'
import { BRAND } from '../../core/brand.ts'
import { buttonClass } from '../components/ui/button.tsx'
import englishText from '../../content/i18n/en/error-screen.ts'
import type { Messages } from '../../content/i18n/index.ts'
import { useOptionalBusiness } from '../lib/business.ts'
import { useLocalPath } from '../lib/i18n.tsx'
import { BrandMark } from './brand-logo.tsx'

/**
 * The screen for an uncaught render error (spec section 2). It stands alone, without the
 * header and footer, because the shell itself may be what failed; 'Go to Homepage' is a full
 * page load for the same reason. Its words come with the root loader's messages, in the page's
 * language, or in English when that loader is what failed.
 */
export function ErrorFallback({ text = englishText }: { text?: Messages['shell']['error'] | undefined }) {
  // Without the root loader's data (it may be what failed) the support line is left out.
  const business = useOptionalBusiness()
  const localPath = useLocalPath()
  return (
    <main id="main-content" className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-surface px-4">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2.5 py-4">
        <BrandMark className="size-8" />
        <span translate="no" className="text-lg font-extrabold tracking-tight text-ink">
          {BRAND.slice(0, 3)}
          <span className="text-brand-700">{BRAND.slice(3)}</span>
        </span>
      </div>
      <div className="flex flex-1 items-center justify-center pb-16">
        <section
          aria-labelledby="error-title"
          className="w-full max-w-lg rounded-3xl border border-line bg-white p-7 text-center shadow-card sm:p-10"
        >
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-50 text-accent-700">
            <Stethoscope aria-hidden="true" className="size-8" />
          </span>
          <h1 id="error-title" className="mt-5 font-display text-3xl font-bold tracking-tight text-ink">
            {text.heading}
          </h1>
          <p className="mt-3 text-lg text-ink">{text.problem}</p>
          <p className="mt-2 text-ink-muted">{text.advice}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" className="size-5" />
              {text.tryAgain}
            </button>
            <a href={localPath('/')} className={buttonClass({ variant: 'secondary' })}>
              <House aria-hidden="true" className="size-5" />
              {text.home}
            </a>
          </div>
          {business ? (
            <p className="mt-8 border-t border-line pt-6 text-sm text-ink-muted">
              {text.support}{' '}
              <a href={`mailto:${business.email}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {business.email}
              </a>{' '}
              ·{' '}
              <a
                href={business.phoneHref}
                className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
              >
                {business.phone}
              </a>
            </p>
          ) : null}
        </section>
      </div>
    </main>
  )
}

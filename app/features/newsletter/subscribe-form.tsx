import { CircleAlert, CircleCheck, Mail } from '../../components/ui/icons.tsx'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useLanguage } from '../../lib/i18n.tsx'
import type { SubscribeOutcome } from './newsletter-api.ts'

type FormState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: React.ReactNode; fieldErrors: Record<string, React.ReactNode> }

/**
 * The newsletter sign-up: an e-mail address, an optional first name, and the consent line (words:
 * `newsletters.form`). An English page shows the server's and the contract's words as they are; a
 * page in another language says the same in its own words, and shows the consent the server keeps
 * (English) beside its translation.
 */
export function SubscribeForm({ consentText }: { consentText: string }) {
  const t = useTranslations('newsletters.form')
  const english = useLanguage() === 'en'
  const [email, setEmail] = useState('')
  const [firstName, setFirstName] = useState('')
  const [state, setState] = useState<FormState>({ kind: 'idle' })
  const ids = { email: useId(), name: useId(), emailError: useId(), consent: useId(), formError: useId() }

  async function submit() {
    setState({ kind: 'busy' })
    const { subscribeToNewsletter } = await import('./newsletter-api.ts')
    const outcome = await subscribeToNewsletter({ email, firstName })
    if (outcome.ok) setState({ kind: 'done', message: english ? outcome.message : t('subscribed') })
    else setState({ kind: 'failed', ...(english ? { message: outcome.message, fieldErrors: outcome.fieldErrors } : translated(outcome)) })
  }

  /** A refusal in the page's words, by field, as the English page says it in the contract's. */
  function translated(outcome: Extract<SubscribeOutcome, { ok: false }>): { message: React.ReactNode; fieldErrors: Record<string, React.ReactNode> } {
    const fieldErrors: Record<string, React.ReactNode> = {}
    if (outcome.fieldErrors.email) {
      fieldErrors.email = email.trim() === '' ? t('errors.emailMissing') : t.rich('errors.emailInvalid', { example: (chunks) => <span translate="no">{chunks}</span> })
    }
    if (outcome.fieldErrors.firstName) fieldErrors.firstName = t('errors.firstNameLong')
    const message = outcome.reason === 'tooMany' ? t('errors.tooMany') : (fieldErrors.email ?? fieldErrors.firstName ?? t('errors.failed'))
    return { message, fieldErrors }
  }

  if (state.kind === 'done') {
    return (
      <div role="status" className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">{t('thanks')}</p>
          <p className="mt-1 text-ink-muted">{state.message}</p>
          <button
            type="button"
            className="mt-3 min-h-11 font-semibold text-brand-700 underline-offset-4 hover:underline"
            onClick={() => {
              setEmail('')
              setFirstName('')
              setState({ kind: 'idle' })
            }}
          >
            {t('another')}
          </button>
        </div>
      </div>
    )
  }

  const emailError = state.kind === 'failed' ? state.fieldErrors.email : undefined
  const formError = state.kind === 'failed' && !emailError ? state.message : undefined
  const busy = state.kind === 'busy'

  return (
    <form
      noValidate
      aria-describedby={formError ? ids.formError : undefined}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void submit()
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={ids.email}>{t('email')}</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.com"
            translate="no"
            maxLength={254}
            value={email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? ids.emailError : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailError ? (
            <p id={ids.emailError} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.name}>
            {t('firstName')} <span className="font-normal text-ink-muted">{t('optional')}</span>
          </Label>
          <Input
            id={ids.name}
            name="firstName"
            autoComplete="given-name"
            placeholder={t('firstNamePlaceholder')}
            maxLength={50}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
      </div>
      {english ? (
        <p id={ids.consent} className="text-sm leading-relaxed text-ink-muted">
          {consentText}
        </p>
      ) : (
        <div id={ids.consent} className="space-y-1 text-sm leading-relaxed text-ink-muted">
          <p>{t('consent')}</p>
          <p>
            {t('consentEnglish')} <span lang="en">{consentText}</span>
          </p>
        </div>
      )}
      {formError ? (
        <p id={ids.formError} role="alert" className="flex items-start gap-1.5 rounded-xl bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={busy} aria-describedby={ids.consent}>
        {busy ? <Spinner className="size-4" /> : <Mail aria-hidden="true" className="size-5" />}
        {t('subscribe')}
      </Button>
    </form>
  )
}

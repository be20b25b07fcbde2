import { BadgeCheck, ShieldCheck } from '../../components/ui/icons.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useMessages, useTranslations } from 'use-intl'
import { OTP_POLICY, type SentCode, sentCodeStillOpen } from '../../../core/auth/policy.ts'
import { PHONE_DIGITS, formatIndianMobile, phoneFieldValue, phoneProblem } from '../../../core/phone.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { errorText } from '../../lib/error-texts.ts'
import { useMarketingClaims } from '../../lib/marketing-claims.ts'
import { useTranslatedApiError } from '../../lib/api-error-text.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { sendOtp, verifyOtp } from './auth-api.ts'
import { useAuth } from './auth-provider.tsx'

export const PHONE_LENGTH = PHONE_DIGITS
export const OTP_LENGTH = 6

type Step = 'details' | 'code'

/** Whole seconds left until `until` (epoch ms), ticking once a second while above zero. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    setNow(Date.now())
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [until])
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

export type PhoneVerificationDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onVerified: (phoneNumber: string, firstName: string) => void
  title?: string
  description?: string
  /**
   * Confirming a signed-in person again with a fresh code (a change that needs a recent sign-in):
   * the dialog opens even though they are signed in, with their name and number filled in.
   */
  reverify?: boolean
}


/** Sign-in by SMS code (spec section 2): details, then the code; 'Change' goes back. */
export function PhoneVerificationDialog({
  open,
  onOpenChange,
  onVerified,
  title,
  description,
  reverify = false,
}: PhoneVerificationDialogProps) {
  const auth = useAuth()
  const t = useTranslations('auth')
  const { titles, claims: claimWords } = useMessages().auth
  const language = useLanguage()
  const translatedError = useTranslatedApiError('auth')
  const failure = (error: unknown, fallback: string) => translatedError(error, fallback) ?? errorText(error, fallback)
  const marketingClaims = useMarketingClaims()
  const [step, setStep] = useState<Step>('details')
  const [firstName, setFirstName] = useState('')
  const [phoneNumber, setPhoneNumber] = useState('')
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const [phoneHint, setPhoneHint] = useState<string | null>(null)
  // When a new code may be asked for: the server's cool-down after each send.
  const [resendAt, setResendAt] = useState<number | null>(null)
  const resendIn = useSecondsLeft(resendAt)
  // The code last sent: after 'Change', the same number goes back to it while it lives.
  const [sent, setSent] = useState<SentCode | null>(null)
  const ids = { name: useId(), phone: useId(), phoneHint: useId(), otp: useId() }

  const alreadyVerified = open && !reverify && auth.isAuthenticated && Boolean(auth.phoneNumber) && Boolean(auth.displayName)
  // Each opening is one request: a code checked after the dialog closed (or opened again for another
  // change) signs the person in, but does not finish a request nobody is waiting for.
  const opening = useRef(0)
  useEffect(() => {
    opening.current += 1
  }, [open])
  // Whoever signs out takes what they typed with them: on a shared computer the next person starts empty.
  useEffect(() => {
    if (auth.phoneNumber) return
    setFirstName('')
    setPhoneNumber('')
    setSent(null)
    setResendAt(null)
  }, [auth.phoneNumber])
  useEffect(() => {
    if (!open || !reverify) return
    setFirstName((name) => name || auth.displayName || '')
    // A fresh code confirms the person signed in: their own number, not one typed over it.
    if (auth.phoneNumber) setPhoneNumber(auth.phoneNumber)
  }, [open, reverify, auth.displayName, auth.phoneNumber])
  useEffect(() => {
    if (alreadyVerified && auth.phoneNumber && auth.displayName) {
      onVerified(auth.phoneNumber, auth.displayName)
      onOpenChange(false)
    }
  }, [alreadyVerified, auth.phoneNumber, auth.displayName, onVerified, onOpenChange])

  useEffect(() => {
    if (!open) {
      setStep('details')
      setOtp('')
      setBusy(false)
    }
  }, [open])

  function detailsValid(): boolean {
    const problem = phoneProblem(phoneNumber)
    setPhoneHint(problem === 'firstDigit' ? t('firstDigit') : null)
    if (problem !== null || firstName.trim() === '') {
      toast({ variant: 'destructive', title: t('toasts.invalidInput'), description: t('toasts.invalidInputText') })
      return false
    }
    return true
  }

  /** 'Get OTP via SMS': the code already on its way to this number if it still works, else a new one. */
  function continueToCode() {
    if (!detailsValid()) return
    if (sentCodeStillOpen(sent, phoneNumber, Date.now())) {
      setOtp('')
      setStep('code')
      return
    }
    void requestCode()
  }

  async function requestCode() {
    if (!detailsValid()) return
    setBusy(true)
    try {
      await sendOtp(phoneNumber, firstName.trim(), language)
      toast({ title: t('toasts.otpSent'), description: t('toasts.otpSentText') })
      setResendAt(Date.now() + OTP_POLICY.resendIntervalMs)
      setSent({ phoneNumber, sentAt: Date.now() })
      setOtp('')
      setStep('code')
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds !== null) setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      toast({ variant: 'destructive', title: t('toasts.error'), description: failure(error, t('toasts.sendFailed')) })
    } finally {
      setBusy(false)
    }
  }

  async function checkCode() {
    setBusy(true)
    const request = opening.current
    try {
      const user = await verifyOtp(phoneNumber, otp, firstName.trim())
      auth.setAuthenticated(phoneNumber, firstName.trim(), user)
      setSent(null)
      toast({ title: t('toasts.success'), description: t('toasts.verified') })
      if (request !== opening.current) return
      onVerified(phoneNumber, firstName.trim())
      onOpenChange(false)
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.error'), description: failure(error, t('toasts.invalidOtp')) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open && !alreadyVerified} onOpenChange={onOpenChange}>
      <DialogContent widthClass="max-w-[400px]">
        <DialogHeader>
          <DialogTitle>{title ? (titles[title] ?? title) : t('welcome')}</DialogTitle>
          <DialogDescription>{description ?? (reverify ? t('reverifyDescription') : t('description'))}</DialogDescription>
        </DialogHeader>

        {/* Why to trust us is for someone deciding to sign in, not for a signed-in person confirming a change. */}
        {reverify ? null : (
          <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-ink-muted" aria-label={t('trust')}>
            {marketingClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {/* A claim the team typed in English and has no translation stays in English, marked so. */}
                {language === 'en' || claimWords[claim] ? (claimWords[claim] ?? claim) : <span lang="en">{claim}</span>}
              </li>
            ))}
          </ul>
        )}

        {step === 'details' ? (
          <form
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              continueToCode()
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>{t('firstName')}</Label>
              <Input
                id={ids.name}
                autoComplete="given-name"
                placeholder={t('firstNamePlaceholder')}
                maxLength={50}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.phone}>{t('phone')}</Label>
              <div className="flex items-stretch gap-2">
                <span className="inline-flex items-center rounded-xl border border-line-strong bg-surface px-3 text-base text-ink-muted">+91</span>
                <Input
                  id={ids.phone}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t('phonePlaceholder')}
                  value={phoneNumber}
                  readOnly={reverify && Boolean(auth.phoneNumber)}
                  // No maxLength: it would cut a pasted '+91 98765 43210' before the prefix is dropped.
                  onChange={(event) => {
                    setPhoneNumber(phoneFieldValue(event.target.value))
                    setPhoneHint(null)
                  }}
                  aria-invalid={phoneHint ? true : undefined}
                  aria-describedby={phoneHint ? ids.phoneHint : undefined}
                />
              </div>
              {phoneHint ? (
                <p id={ids.phoneHint} className="text-sm font-medium text-danger-700" role="alert">
                  {phoneHint}
                </p>
              ) : null}
            </div>
            <Button type="submit" className="w-full" disabled={busy || phoneNumber.trim() === '' || firstName.trim() === ''}>
              {busy && <Spinner className="size-4" />}
              {t('getOtp')}
            </Button>
          </form>
        ) : (
          <form
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              if (otp.length === OTP_LENGTH) void checkCode()
            }}
          >
            <div>
              <h3 className="font-display text-lg font-semibold text-ink">{t('enterOtp')}</h3>
              <p className="text-sm text-ink-muted">{t('enterOtpText')}</p>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.otp} className="sr-only">
                {t('otp')}
              </Label>
              <Input
                id={ids.otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('otpPlaceholder')}
                maxLength={OTP_LENGTH}
                className="text-center text-xl tracking-[0.5em]"
                value={otp}
                onChange={(event) => setOtp(event.target.value.slice(0, OTP_LENGTH))}
                autoFocus
              />
            </div>
            <p className="text-sm text-ink-muted">
              {t('sentTo')} <span className="font-semibold text-ink">{formatIndianMobile(phoneNumber)}</span>{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                disabled={busy}
                onClick={() => setStep('details')}
              >
                {t('change')}
              </button>
            </p>
            <Button type="submit" className="w-full" disabled={busy || otp.length !== OTP_LENGTH}>
              {busy && <Spinner className="size-4" />}
              {t('verify')}
            </Button>
            <Button type="button" variant="ghost" className="w-full" disabled={busy || resendIn > 0} onClick={() => void requestCode()}>
              {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
            </Button>
          </form>
        )}

        <p className="mt-5 flex gap-2 text-xs leading-relaxed text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            {t.rich('privacy', {
              link: (chunks) => (
                <Link to="/privacy-policy" className="font-semibold text-brand-700 underline" onClick={() => onOpenChange(false)}>
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </p>
      </DialogContent>
    </Dialog>
  )
}

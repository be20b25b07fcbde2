import { BadgeCheck, ShieldCheck } from '../../components/ui/icons.tsx'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { BRAND } from '../../../core/brand.ts'
import { OTP_POLICY } from '../../../core/auth/policy.ts'
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
import { sendOtp, verifyOtp } from './auth-api.ts'
import { useAuth } from './auth-provider.tsx'

export const PHONE_LENGTH = PHONE_DIGITS
export const OTP_LENGTH = 6

type Step = 'details' | 'code'

export const FIRST_DIGIT_HINT = 'Indian mobile numbers start with 6, 7, 8 or 9. Please check the number.'

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
}


/** Sign-in by SMS code (spec section 2): details, then the code; 'Change' goes back. */
export function PhoneVerificationDialog({
  open,
  onOpenChange,
  onVerified,
  title = `Welcome to ${BRAND}`,
  description = 'Please verify your phone number to continue.',
}: PhoneVerificationDialogProps) {
  const auth = useAuth()
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
  const ids = { name: useId(), phone: useId(), phoneHint: useId(), otp: useId() }

  const alreadyVerified = open && auth.isAuthenticated && Boolean(auth.phoneNumber) && Boolean(auth.displayName)
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

  async function requestCode() {
    const problem = phoneProblem(phoneNumber)
    setPhoneHint(problem === 'firstDigit' ? FIRST_DIGIT_HINT : null)
    if (problem !== null || firstName.trim() === '') {
      toast({ variant: 'destructive', title: 'Invalid Input', description: 'Please enter a valid first name and 10-digit phone number' })
      return
    }
    setBusy(true)
    try {
      await sendOtp(phoneNumber, firstName.trim())
      toast({ title: 'OTP Sent', description: 'Please check your phone for the verification code' })
      setResendAt(Date.now() + OTP_POLICY.resendIntervalMs)
      setOtp('')
      setStep('code')
    } catch (error) {
      if (error instanceof ApiError && error.retryAfterSeconds !== null) setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      toast({ variant: 'destructive', title: 'Error', description: errorText(error, 'Failed to send OTP. Please try again.') })
    } finally {
      setBusy(false)
    }
  }

  async function checkCode() {
    setBusy(true)
    try {
      const user = await verifyOtp(phoneNumber, otp, firstName.trim())
      auth.setAuthenticated(phoneNumber, firstName.trim(), user)
      toast({ title: 'Success', description: 'Phone number verified successfully' })
      onVerified(phoneNumber, firstName.trim())
      onOpenChange(false)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorText(error, 'Invalid OTP. Please try again.') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open && !alreadyVerified} onOpenChange={onOpenChange}>
      <DialogContent widthClass="max-w-[400px]">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-ink-muted" aria-label="Why pet parents trust us">
          {marketingClaims.map((claim) => (
            <li key={claim} className="flex items-center gap-1.5">
              <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {claim}
            </li>
          ))}
        </ul>

        {step === 'details' ? (
          <form
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault()
              void requestCode()
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={ids.name}>First Name</Label>
              <Input
                id={ids.name}
                autoComplete="given-name"
                placeholder="Your first name"
                maxLength={50}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.phone}>Phone Number</Label>
              <div className="flex items-stretch gap-2">
                <span className="inline-flex items-center rounded-xl border border-line-strong bg-surface px-3 text-base text-ink-muted">+91</span>
                <Input
                  id={ids.phone}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="10-digit mobile number"
                  value={phoneNumber}
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
              Get OTP via SMS
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
              <h3 className="font-display text-lg font-semibold text-ink">Enter OTP</h3>
              <p className="text-sm text-ink-muted">Please enter the OTP sent to your phone</p>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.otp} className="sr-only">
                OTP
              </Label>
              <Input
                id={ids.otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="6-digit code"
                maxLength={OTP_LENGTH}
                className="text-center text-xl tracking-[0.5em]"
                value={otp}
                onChange={(event) => setOtp(event.target.value.slice(0, OTP_LENGTH))}
                autoFocus
              />
            </div>
            <p className="text-sm text-ink-muted">
              OTP sent to <span className="font-semibold text-ink">{formatIndianMobile(phoneNumber)}</span>{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                disabled={busy}
                onClick={() => setStep('details')}
              >
                Change
              </button>
            </p>
            <Button type="submit" className="w-full" disabled={busy || otp.length !== OTP_LENGTH}>
              {busy && <Spinner className="size-4" />}
              Verify OTP
            </Button>
            <Button type="button" variant="ghost" className="w-full" disabled={busy || resendIn > 0} onClick={() => void requestCode()}>
              {resendIn > 0 ? `Resend OTP in ${resendIn}s` : 'Resend OTP'}
            </Button>
          </form>
        )}

        <p className="mt-5 flex gap-2 text-xs leading-relaxed text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            We use your name and mobile number only to sign you in and to manage your bookings. Read our{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline" onClick={() => onOpenChange(false)}>
              Privacy Policy
            </Link>
            .
          </span>
        </p>
      </DialogContent>
    </Dialog>
  )
}

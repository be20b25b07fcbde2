import { BadgeCheck, ShieldCheck } from '../../components/ui/icons.tsx'
import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { BRAND, MARKETING_CLAIMS } from '../../../core/brand.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { sendOtp, verifyOtp } from './auth-api.ts'
import { useAuth } from './auth-provider.tsx'

export const PHONE_LENGTH = 10
export const OTP_LENGTH = 6

type Step = 'details' | 'code'

export type PhoneVerificationDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onVerified: (phoneNumber: string, firstName: string) => void
  title?: string
  description?: string
}

function formatPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`
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
  const [step, setStep] = useState<Step>('details')
  const [firstName, setFirstName] = useState('')
  const [phoneNumber, setPhoneNumber] = useState('')
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { name: useId(), phone: useId(), otp: useId() }

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
    if (!/^\d{10}$/.test(phoneNumber) || firstName.trim() === '') {
      toast({ variant: 'destructive', title: 'Invalid Input', description: 'Please enter a valid first name and 10-digit phone number' })
      return
    }
    setBusy(true)
    try {
      await sendOtp(phoneNumber, firstName.trim())
      toast({ title: 'OTP Sent', description: 'Please check your phone for the verification code' })
      setOtp('')
      setStep('code')
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send OTP. Please try again.' })
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
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Invalid OTP. Please try again.' })
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
          {MARKETING_CLAIMS.map((claim) => (
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
                  maxLength={PHONE_LENGTH}
                  value={phoneNumber}
                  onChange={(event) => setPhoneNumber(event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
                />
              </div>
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
              OTP sent to <span className="font-semibold text-ink">{formatPhone(phoneNumber)}</span>{' '}
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
            <Button type="button" variant="ghost" className="w-full" disabled={busy} onClick={() => void requestCode()}>
              Resend OTP
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

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, CalendarCheck, ShieldCheck } from '../../components/ui/icons.tsx'
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { type VisitType } from '../../../core/booking/options.ts'
import { paymentLine, visitCharge } from '../../../core/booking/pricing.ts'
import { type MemberBenefits, memberPricing } from '../../../core/membership/membership.ts'
import {
  type BookingForm,
  EMPTY_BOOKING_FORM,
  type StepProblem,
  WIZARD_STEPS,
  type WizardStep,
  appointmentRequest,
  fieldErrorsAfterChange,
  nextStep,
  previousStep,
} from '../../../core/booking/wizard.ts'
import { pincodeStepProblem } from '../../../core/service-area/booking-check.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { accountKeys } from '../../lib/query-keys/account-keys.ts'
import { addressKeys } from '../../lib/query-keys/address-keys.ts'
import { appointmentKeys } from '../../lib/query-keys/appointment-keys.ts'
import { petKeys } from '../../lib/query-keys/pet-keys.ts'
import { slotKeys } from '../../lib/query-keys/slot-keys.ts'
import { savedAddressFields } from './address-fields.ts'
import { settledPincodeLookup } from './pincode-lookup.ts'
import { createAppointment, fetchAddresses, fetchCatalogue, fetchPets, fetchSharedPets, fetchProfile, saveAddress, updateAddress } from './booking-api.ts'
import { ContactStep } from './contact-step.tsx'
import { PetStep } from './pet-step.tsx'
import { StepProgress } from './step-progress.tsx'
import type { BookingLine } from './wizard-types.ts'
import { formatLongDateTime } from '../../../core/dates.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import { useTranslatedApiError } from '../../lib/api-error-text.ts'
import { useTranslatedProblem } from './check-text.ts'

export type BookingAccount = { phoneNumber: string; displayName: string; userId: string }

export type BookingWizardProps = {
  /** The signed-in person, or null: step 0 then verifies the phone first. */
  account: BookingAccount | null
  onVerifyPhone: () => void
  cart: { items: readonly BookingLine[]; amountDue: number; paymentId: string | null }
  /** The signed-in person's Gold Membership benefits as the server reports them; null for a non-member. */
  memberBenefits?: MemberBenefits | null
  onCancel: () => void
  onBooked: (appointmentId: string) => void
  /** Whether the server can turn a location into an address; without it the button is not offered. */
  locationLookup?: boolean
  /** A pet to start with (the health record's 'Book this vaccination'), when it is theirs or shared with them. */
  petId?: string
  /** Choices made before the wizard opened: a clinic visit at the clinic whose page it was opened from. */
  initial?: Partial<BookingForm>
}

/** A server message without its field prefix ('appointmentTime: This time...'), for a toast. */
function readable(message: string): string {
  return message.replace(/^[A-Za-z0-9.]+: /, '')
}

// The first view is the sign-in prompt or the pet step: the later steps are scripts of their own,
// fetched once someone signed in has the wizard on screen (decision 0078, addendum 3), so the booking
// page's first script carries only what it shows.
const loadScheduleStep = () => import('./schedule-step.tsx')
const loadAddressStep = () => import('./address-step.tsx')
const loadConfirmStep = () => import('./confirm-step.tsx')
const ScheduleStep = lazy(() => loadScheduleStep().then((module) => ({ default: module.ScheduleStep })))
const AddressStep = lazy(() => loadAddressStep().then((module) => ({ default: module.AddressStep })))
const ConfirmStep = lazy(() => loadConfirmStep().then((module) => ({ default: module.ConfirmStep })))
const STEP_SCRIPTS: Partial<Record<WizardStep, () => Promise<unknown>>> = { schedule: loadScheduleStep, address: loadAddressStep, confirm: loadConfirmStep }

/**
 * Whether a step's script is here (fetched again if an earlier try failed). The wizard moves to a
 * step only once it is, so a lazy step never meets a failed load: React would keep that failure for
 * the tab's life and the page would fall to its error screen with the booking lost.
 */
function stepScriptReady(step: WizardStep): Promise<boolean> {
  const load = STEP_SCRIPTS[step]
  return load ? load().then(() => true, () => false) : Promise.resolve(true)
}

/**
 * The step checks and the request's contract need Zod, which step 0 does not: they load once
 * someone signed in has the wizard on the screen (decision 0057), long before the first Continue.
 */
const loadStepCheck = () => import('../../../core/booking/step-check.ts')
const loadBookingContract = () => import('../../../core/contracts/booking.ts')

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/** The five-step booking wizard with phone verification first (spec sections 2, 4 and 5). */
export function BookingWizard({ account, onVerifyPhone, cart, memberBenefits = null, onCancel, onBooked, locationLookup = false, petId, initial }: BookingWizardProps) {
  const t = useTranslations('booking')
  const language = useLanguage()
  const translatedProblem = useTranslatedProblem()
  const translatedError = useTranslatedApiError('booking')
  const [needsVerification] = useState(account === null)
  const steps = WIZARD_STEPS.filter((step) => step !== 'verify' || needsVerification)
  const [step, setStep] = useState<WizardStep>(account ? 'pet' : 'verify')
  const [form, setForm] = useState<BookingForm>(() => ({
    ...EMPTY_BOOKING_FORM,
    ...initial,
    phoneNumber: account?.phoneNumber ?? '',
    petOwnerName: account?.displayName ?? '',
  }))
  const [errors, setErrors] = useState<StepProblem['fields']>({})
  const [processing, setProcessing] = useState(false)
  // Continue on the Address step may wait for the PIN code's lookup: one press, and it shows.
  const [checkingPincode, setCheckingPincode] = useState(false)
  const [editingAddress, setEditingAddress] = useState(false)
  const [now] = useState(() => new Date())
  const idempotencyKey = useRef(newKey())
  const top = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  // Whether the PIN code was typed after the city: then its served city replaces the city, as the
  // Address step fills it in; a city typed after the PIN code is the owner's, and is checked.
  const pincodeAfterCity = useRef(false)
  const formNow = useRef(form)
  formNow.current = form
  const update = useCallback((patch: Partial<BookingForm>) => {
    if (patch.pincode !== undefined) pincodeAfterCity.current = true
    else if (patch.city !== undefined) pincodeAfterCity.current = false
    // A field's error speaks of the value it had: a new value clears it until the next Continue.
    setErrors((errors) => fieldErrorsAfterChange(errors, formNow.current, patch))
    setForm((previous) => ({ ...previous, ...patch }))
  }, [])

  // Step 0 (verification) checks nothing and shows no price: a signed-out visitor's page loads
  // neither the checks nor the catalogue until they are signed in.
  const signedIn = account !== null
  useEffect(() => {
    if (!signedIn) return
    // Warm-ups only: a failure here is met again, and said, at the Continue that needs the script.
    for (const load of [loadStepCheck, loadBookingContract, loadScheduleStep, loadAddressStep, loadConfirmStep]) void load().catch(() => undefined)
  }, [signedIn])

  // Verified from step 0: the phone and name are filled in and the wizard moves on.
  useEffect(() => {
    if (!account) return
    setForm((previous) => ({ ...previous, phoneNumber: account.phoneNumber, petOwnerName: previous.petOwnerName || account.displayName }))
    setStep((current) => (current === 'verify' ? 'pet' : current))
  }, [account])

  // Each new step starts at its top (not at the first render: the page keeps its own scroll).
  const firstStep = useRef(step)
  useEffect(() => {
    if (step !== firstStep.current) {
      top.current?.scrollIntoView({ block: 'start' })
      // Focus follows the step: a second Enter cannot confirm a booking the person has not seen.
      heading.current?.focus({ preventScroll: true })
    }
    if (step === 'confirm') idempotencyKey.current = newKey()
  }, [step])

  const queryClient = useQueryClient()
  const userId = account?.userId ?? ''
  const pets = useQuery({ queryKey: petKeys.list(userId), queryFn: () => fetchPets(userId), enabled: userId !== '' })
  const sharedPets = useQuery({ queryKey: [...petKeys.list(userId), 'shared'], queryFn: fetchSharedPets, enabled: userId !== '' })
  const addresses = useQuery({ queryKey: addressKeys.list(userId), queryFn: () => fetchAddresses(userId), enabled: userId !== '' })

  const profile = useQuery({ queryKey: accountKeys.profile(userId), queryFn: fetchProfile, enabled: userId !== '' })
  const savedEmail = profile.data?.email ?? ''
  useEffect(() => {
    if (savedEmail) setForm((previous) => (previous.email ? previous : { ...previous, email: savedEmail }))
  }, [savedEmail])

  // A returning owner starts from what they keep with us: their only pet, their default address.
  const prefilled = useRef({ pet: false, address: false })
  useEffect(() => {
    if (prefilled.current.pet || !pets.data || (petId && !sharedPets.data && !sharedPets.isError)) return
    prefilled.current.pet = true
    const asked = petId ? [...pets.data, ...(sharedPets.data ?? [])].find((pet) => pet.id === petId) : undefined
    if (asked) {
      setForm((previous) => ({ ...previous, existingPetId: asked.id, petName: asked.name, petType: asked.type, petBreed: asked.breed }))
      return
    }
    const [only] = pets.data
    if (pets.data.length === 1 && only) {
      setForm((previous) =>
        previous.existingPetId || previous.petName ? previous : { ...previous, existingPetId: only.id, petName: only.name, petType: only.type, petBreed: only.breed },
      )
    }
  }, [pets.data, sharedPets.data, sharedPets.isError, petId])
  useEffect(() => {
    if (prefilled.current.address || !addresses.data) return
    prefilled.current.address = true
    const preferred = addresses.data.find((address) => address.isDefault)
    if (preferred) setForm((previous) => (previous.addressId || previous.address ? previous : { ...previous, ...savedAddressFields(preferred) }))
  }, [addresses.data])

  const visitType = (form.appointmentType || 'home') as VisitType
  // An empty cart pays the visit's charge, read from the server's catalogue like every price.
  const catalogue = useQuery({ queryKey: ['/api/services'], queryFn: fetchCatalogue, staleTime: 60_000, enabled: signedIn })
  const charge = visitCharge(catalogue.data ?? [], visitType)
  const lines: BookingLine[] =
    cart.items.length > 0
      ? [...cart.items]
      : charge
        ? [{ id: charge.catalogueId, title: charge.title, price: charge.price, discountedPrice: charge.discountedPrice, quantity: 1 }]
        : []
  const paidOnline = cart.items.length > 0 && cart.amountDue === 0 && cart.paymentId !== null
  // The member's benefits priced exactly as the server prices them (core/membership), which checks the total.
  const serviceTypes = new Map((catalogue.data ?? []).map((service) => [service.id, service.serviceType]))
  const priced = memberPricing(
    lines.map((line) => ({
      serviceType: serviceTypes.get(line.id) ?? null,
      listPricePaise: Math.round(line.price * 100),
      pricePaise: Math.round(line.discountedPrice * 100),
      quantity: line.quantity,
    })),
    { visitType, cartEmpty: cart.items.length === 0, paidOnline, vaccinationPlan: false, benefits: memberBenefits },
  )
  const total = priced.totalPaise / 100
  const listTotal = Math.round(lines.reduce((sum, line) => sum + line.price * 100 * line.quantity, 0)) / 100
  const due = paidOnline ? 0 : total

  /** Out of the home-visit area: a video call goes on from here; a clinic visit needs its clinic chosen. */
  async function switchVisit(visit: 'video' | 'clinic') {
    update({ appointmentType: visit })
    setErrors({})
    if (visit !== 'clinic') return
    if (await stepScriptReady('schedule')) setStep('schedule')
    else connectionProblem()
  }

  /** A script the next step needs did not arrive: the owner stays where they are, with what they typed. */
  function connectionProblem() {
    toast({ variant: 'destructive', title: t('toasts.connection'), description: t('toasts.stepUnavailable') })
  }

  /** The PIN code's check, after its lookup has answered. */
  async function pincodeProblem(): Promise<StepProblem | null> {
    setCheckingPincode(true)
    const lookup = await settledPincodeLookup(queryClient, form.pincode).finally(() => setCheckingPincode(false))
    // An answer that came after Continue (or before the Address step filled it in) gives its city.
    const servedCity = pincodeAfterCity.current && lookup.state === 'found' && lookup.pincode.served ? lookup.pincode.city : null
    if (servedCity && servedCity !== form.city) update({ city: servedCity })
    return pincodeStepProblem({ ...form, city: servedCity ?? form.city }, lookup)
  }

  async function goOn() {
    const [check, nextReady] = await Promise.all([loadStepCheck().catch(() => null), stepScriptReady(nextStep(step))])
    if (!check || !nextReady) {
      // Continue needs the step checks and the next step, scripts of their own; on a dropped connection it says so.
      connectionProblem()
      return
    }
    const { checkStep } = check
    const found = checkStep(step, form) ?? (step === 'address' && form.appointmentType === 'home' ? await pincodeProblem() : null)
    if (found) {
      const problem = translatedProblem(found)
      setErrors(problem.fields)
      toast({ variant: 'destructive', title: problem.title, description: problem.description })
      return
    }
    setErrors({})
    setStep(nextStep(step))
  }

  function goBack() {
    setErrors({})
    setStep(previousStep(step))
  }

  async function keepAddress() {
    if (!account || form.appointmentType !== 'home') return
    const body = {
      userId: account.userId,
      addressLine1: form.address.trim(),
      city: form.city.trim(),
      pincode: form.pincode,
      landmark: form.landmark.trim(),
      isDefault: form.isDefault,
      // Editing keeps the label the owner gave it (Home, Work, Other).
      tag: addresses.data?.find((address) => address.id === form.addressId)?.tag ?? 'Home',
      latitude: form.latitude,
      longitude: form.longitude,
    }
    if (form.addressId) {
      if (!editingAddress) return
      try {
        await updateAddress(form.addressId, body)
      } catch (error) {
        console.warn('Updating the saved address failed', error)
      }
    } else if (form.saveAddress) {
      await saveAddress(body)
    }
  }

  /** What a booking changes: the lists, the pets (a new one is saved with it), the addresses and the free places. */
  function refreshAfterBooking(owner: string) {
    for (const queryKey of [appointmentKeys.all(owner), petKeys.all(owner), addressKeys.all(owner), slotKeys.all]) {
      void queryClient.invalidateQueries({ queryKey })
    }
  }

  async function confirm() {
    if (!account || processing) return
    if (lines.length === 0) {
      toast({ variant: 'destructive', title: t('toasts.failed'), description: t('toasts.chargeMissing') })
      void catalogue.refetch()
      return
    }
    setProcessing(true)
    try {
      await keepAddress()
      const payload = appointmentRequest(form, {
        userId: account.userId,
        services: cart.items,
        totalAmount: total,
        paymentId: cart.items.length > 0 && cart.amountDue === 0 ? cart.paymentId : null,
      })
      // The same contract as the server's: a payload it would refuse never leaves the browser.
      const { AppointmentRequest } = await loadBookingContract()
      const result = await createAppointment(AppointmentRequest.parse(payload), idempotencyKey.current)
      toast({
        title: t('toasts.booked'),
        description: t('toasts.bookedText', { pet: form.petName, when: formatLongDateTime(form.appointmentDate, form.appointmentTime, language) }),
      })
      onBooked(result.id)
    } catch (error) {
      const fallback = t('toasts.failedText')
      const message = translatedError(error, fallback) ?? (error instanceof ApiError && error.status < 500 && error.message ? readable(error.message) : fallback)
      toast({ variant: 'destructive', title: t('toasts.failed'), description: message })
    } finally {
      // Even a refused booking may have saved the address.
      refreshAfterBooking(account.userId)
      setProcessing(false)
    }
  }

  return (
    <div ref={top} className="scroll-mt-24">
      <StepProgress steps={steps} current={step} />

      <section aria-labelledby="booking-step-title" className="mt-5">
        <h3 id="booking-step-title" ref={heading} tabIndex={-1} className="font-display text-lg font-semibold text-ink focus:outline-none">
          {t(`steps.${step}`)}
        </h3>
        {/* The Address step for a clinic or video visit: nobody comes to the door. */}
        <p className="mt-1 mb-4 text-sm text-ink-muted">{step === 'address' && form.appointmentType !== 'home' ? t('intros.addressAway') : t(`intros.${step}`)}</p>

        <Suspense fallback={<Spinner />}>
        {step === 'verify' ? (
          <div className="rounded-2xl border border-line p-5 text-center">
            <ShieldCheck aria-hidden="true" className="mx-auto size-10 text-brand-700" />
            <p className="mt-3 text-ink">{t('verify.text')}</p>
            <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={onVerifyPhone}>
              {t('verify.button')}
            </Button>
          </div>
        ) : step === 'pet' ? (
          <PetStep form={form} errors={errors} update={update} pets={pets.data ?? []} sharedPets={sharedPets.data ?? []} />
        ) : step === 'contact' ? (
          <ContactStep form={form} errors={errors} update={update} />
        ) : step === 'schedule' ? (
          <ScheduleStep form={form} errors={errors} update={update} now={now} cartLines={cart.items} />
        ) : step === 'address' ? (
          <AddressStep
            form={form}
            errors={errors}
            update={update}
            addresses={addresses.data ?? []}
            signedIn={signedIn}
            locationLookup={locationLookup}
            editing={editingAddress}
            setEditing={setEditingAddress}
            onSwitchVisit={switchVisit}
          />
        ) : (
          <ConfirmStep form={form} lines={lines} listTotal={listTotal} total={total} paymentLine={paymentLine(due, cart.items.length)} now={now} memberSaving={priced.savedPaise / 100} />
        )}
        </Suspense>
      </section>

      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-between">
        {step === 'pet' || step === 'verify' ? (
          <Button variant="outline" onClick={onCancel} disabled={processing}>
            {t('actions.cancel')}
          </Button>
        ) : (
          <Button variant="outline" onClick={goBack} disabled={processing}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('actions.back')}
          </Button>
        )}
        {step === 'verify' ? null : step === 'confirm' ? (
          <Button size="lg" onClick={() => void confirm()} disabled={processing}>
            {processing ? <Spinner /> : <CalendarCheck aria-hidden="true" className="size-5" />}
            {t('actions.confirm')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => void goOn()} disabled={checkingPincode} aria-busy={checkingPincode}>
            {t('actions.continue')}
            {checkingPincode ? <Spinner /> : <ArrowRight aria-hidden="true" className="size-5" />}
          </Button>
        )}
      </div>
    </div>
  )
}

import type { BookingForm, StepProblem } from '../booking/wizard.ts'
import { BOOKING_MESSAGES, STEP_CHECK_TITLES } from '../booking/messages.ts'
import type { PincodeDto } from '../contracts/pincode.ts'
import { cityAgrees, listOfCities } from './service-area.ts'

/** What the wizard knows of the typed PIN code: still asking, answered, or not in the directory. */
export type PincodeLookup = { state: 'idle' } | { state: 'checking' } | { state: 'unknown' } | { state: 'failed' } | { state: 'found'; pincode: PincodeDto }

export const PINCODE_STEP_TITLES = {
  unknown: STEP_CHECK_TITLES.invalidPincode,
  outside: STEP_CHECK_TITLES.outsideArea,
  city: STEP_CHECK_TITLES.cityMismatch,
  checking: STEP_CHECK_TITLES.checkingPincode,
} as const

/** 'Home visits are available in Gurgaon, Delhi, ...' */
export function outOfAreaNotice(pincode: PincodeDto): string {
  const cities = listOfCities(pincode.servedCities.map((name) => ({ slug: name, name })))
  return `Our vets do not visit ${pincode.pincode} (${pincode.district}, ${pincode.state}) yet. Home visits are available in ${cities}.`
}

export function cityMismatchMessage(pincode: PincodeDto): string {
  return `PIN code ${pincode.pincode} is in ${pincode.city}`
}

/**
 * Step 4 for a home visit, after the spec's own checks: the PIN code must be one vets go to, and
 * the city must agree with it. A lookup that failed (offline) lets the step through: the server
 * checks again.
 */
export function pincodeStepProblem(form: Pick<BookingForm, 'appointmentType' | 'pincode' | 'city'>, lookup: PincodeLookup): StepProblem | null {
  if (form.appointmentType !== 'home' || !/^\d{6}$/.test(form.pincode)) return null
  switch (lookup.state) {
    case 'idle':
    case 'failed':
      return null
    case 'checking':
      return { title: PINCODE_STEP_TITLES.checking, description: STEP_CHECK_TITLES.lookingUpPincode, fields: {} }
    case 'unknown':
      return { title: PINCODE_STEP_TITLES.unknown, description: BOOKING_MESSAGES.pincode, fields: { pincode: BOOKING_MESSAGES.pincode } }
    case 'found': {
      const { pincode } = lookup
      if (!pincode.served) return { title: PINCODE_STEP_TITLES.outside, description: outOfAreaNotice(pincode), fields: { pincode: outOfAreaNotice(pincode) } }
      if (!cityAgrees(form.city, { slug: pincode.city.toLowerCase(), name: pincode.city }, pincode.district)) {
        return { title: PINCODE_STEP_TITLES.city, description: `${cityMismatchMessage(pincode)}. Please correct the city or the PIN code.`, fields: { city: cityMismatchMessage(pincode) } }
      }
      return null
    }
  }
}

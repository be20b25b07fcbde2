import { describe, expect, it } from 'vitest'
import { checkStep } from './step-check.ts'
import { EMPTY_BOOKING_FORM, appointmentRequest, fieldErrorsAfterChange, nextStep, previousStep, stepState } from './wizard.ts'

const complete = {
  ...EMPTY_BOOKING_FORM,
  petName: 'Bruno',
  petType: 'puppy',
  petBreed: 'Beagle',
  petOwnerName: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  serviceType: 'vaccination',
  appointmentDate: '2026-11-25',
  address: 'H-12, Sector 45',
  city: 'Gurgaon',
  pincode: '122003',
}

describe('checkStep', () => {
  it('passes a complete form on every step', () => {
    for (const step of ['verify', 'pet', 'contact', 'schedule', 'address', 'confirm'] as const) expect(checkStep(step, complete)).toBeNull()
  })

  it.each([
    ['pet', { petName: ' ' }, 'Required Fields Missing', 'Please fill in all pet details fields', { petName: 'Pet name is required' }],
    ['pet', { petType: '' }, 'Required Fields Missing', 'Please fill in all pet details fields', { petType: 'Please select your pet type' }],
    ['pet', { petBreed: '' }, 'Required Fields Missing', 'Please fill in all pet details fields', { petBreed: "Please select your pet's breed" }],
    ['pet', { petType: 'kitten', petBreed: 'Beagle' }, 'Required Fields Missing', 'Please fill in all pet details fields', { petBreed: "Please select your pet's breed" }],
    ['contact', { petOwnerName: '' }, 'Required Fields Missing', 'Please fill in all contact details', { petOwnerName: 'Please fill in all contact details' }],
    ['contact', { email: '' }, 'Required Fields Missing', 'Please fill in all contact details', { email: 'Please fill in all contact details' }],
    ['contact', { email: 'asha.example.in' }, 'Invalid Email', 'Please enter a valid email address', { email: 'Please enter a valid email address' }],
    ['schedule', { serviceType: '' }, 'Required Fields Missing', 'Please select appointment type, date and time', { serviceType: 'Please select appointment type, date and time' }],
    ['schedule', { appointmentDate: '' }, 'Required Fields Missing', 'Please select appointment type, date and time', { appointmentDate: 'Please select appointment type, date and time' }],
    ['schedule', { appointmentTime: '' }, 'Required Fields Missing', 'Please select appointment type, date and time', { appointmentTime: 'Please select appointment type, date and time' }],
    ['schedule', { appointmentType: 'clinic' }, 'Clinic Selection Required', 'Please select a clinic for your visit', { clinicId: 'Please select a clinic for your visit' }],
    ['address', { address: '' }, 'Address Required', 'Please provide your complete address for home visit', { address: 'Please provide your complete address for home visit' }],
    ['address', { pincode: '' }, 'Address Required', 'Please provide your complete address for home visit', { pincode: 'Please provide your complete address for home visit' }],
    ['address', { pincode: '12203' }, 'Invalid PIN Code', 'Please enter a valid 6-digit PIN code', { pincode: 'Please enter a valid 6-digit PIN code' }],
    ['address', { pincode: '12203a' }, 'Invalid PIN Code', 'Please enter a valid 6-digit PIN code', { pincode: 'Please enter a valid 6-digit PIN code' }],
  ] as const)('%s step with %o: %s', (step, change, title, description, fields) => {
    expect(checkStep(step, { ...complete, ...change })).toEqual({ title, description, fields: expect.objectContaining(fields) })
  })

  it('leaves the address optional for clinic and video visits', () => {
    expect(checkStep('address', { ...complete, appointmentType: 'video', address: '', city: '', pincode: '' })).toBeNull()
    expect(checkStep('address', { ...complete, appointmentType: 'clinic', clinicId: 'clinic-delhi-lajpat-nagar', address: '', pincode: '' })).toBeNull()
  })
})

describe('steps', () => {
  it('move forward and back, never back to verification', () => {
    expect(nextStep('verify')).toBe('pet')
    expect(nextStep('address')).toBe('confirm')
    expect(nextStep('confirm')).toBe('confirm')
    expect(previousStep('contact')).toBe('pet')
    expect(previousStep('pet')).toBe('pet')
  })

  it('are done, current or upcoming', () => {
    expect(['verify', 'pet', 'contact', 'schedule'].map((step) => stepState(step as 'pet', 'contact'))).toEqual(['done', 'done', 'current', 'upcoming'])
  })
})

describe('appointmentRequest', () => {
  const services = [{ id: 'dog-grooming', title: 'Dog Grooming at Home', price: 1499, discountedPrice: 1199, quantity: 1, extra: 'dropped' }]

  it('is a payload the server contract accepts, with address fields only for a home visit', async () => {
    const { AppointmentRequest } = await import('../contracts/booking.ts')
    const home = appointmentRequest({ ...complete, appointmentTime: '10:00', latitude: 28.4, longitude: 77 }, { userId: '9876543210', services, totalAmount: 1199, paymentId: null })
    expect(AppointmentRequest.safeParse(home).success).toBe(true)
    expect(home).toMatchObject({ address: 'H-12, Sector 45', latitude: 28.4, services: [{ id: 'dog-grooming', quantity: 1 }] })
    expect(home.services[0]).not.toHaveProperty('extra')
    const video = appointmentRequest({ ...complete, appointmentType: 'video', clinicId: 'x' }, { userId: '9876543210', services: [], totalAmount: 149, paymentId: 'pay_ABCDEF123456' })
    expect(video).toMatchObject({ address: undefined, pincode: undefined, clinicId: undefined, paymentId: 'pay_ABCDEF123456' })
    expect(AppointmentRequest.safeParse(video).success).toBe(true)
  })
})

describe('fieldErrorsAfterChange', () => {
  const errors = { pincode: 'Our vets do not visit 400001 (Mumbai, Maharashtra) yet.', city: 'PIN code 122003 is in Gurgaon' }
  const form = { pincode: '400001', city: 'Mumbai' }

  it.each([
    ['a new PIN code drops the PIN code error and keeps the city error', { pincode: '122002' }, { city: errors.city }],
    ['a new city drops the city error', { city: 'Gurgaon' }, { pincode: errors.pincode }],
    ['both change: no error left', { pincode: '122002', city: 'Gurgaon' }, {}],
    ['the same value again keeps its error', { pincode: '400001' }, errors],
    ['a field without an error changes nothing', { landmark: 'Near the park' }, errors],
  ])('%s', (_, patch, left) => {
    expect(fieldErrorsAfterChange(errors, form, patch)).toEqual(left)
  })

  it('returns the same object when nothing is cleared, so the page does not render again', () => {
    expect(fieldErrorsAfterChange(errors, form, { notes: 'gate code 1234' })).toBe(errors)
  })
})

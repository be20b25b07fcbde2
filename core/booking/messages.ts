/** The booking messages of spec section 5, shared by the step checks, the server and the service-area notices. */
export const BOOKING_MESSAGES = {
  petName: 'Pet name is required',
  petType: 'Please select your pet type',
  petBreed: "Please select your pet's breed",
  contactMissing: 'Please fill in all contact details',
  email: 'Please enter a valid email address',
  scheduleMissing: 'Please select appointment type, date and time',
  clinic: 'Please select a clinic for your visit',
  addressMissing: 'Please provide your complete address for home visit',
  pincode: 'Please enter a valid 6-digit PIN code',
} as const

/**
 * The titles and notices of the step checks (spec section 5). Pages in another language show
 * each by its key (content/i18n/<language>/booking.ts, `checks`).
 */
export const STEP_CHECK_TITLES = {
  required: 'Required Fields Missing',
  petDetails: 'Please fill in all pet details fields',
  invalidEmail: 'Invalid Email',
  clinicRequired: 'Clinic Selection Required',
  addressRequired: 'Address Required',
  invalidPincode: 'Invalid PIN Code',
  outsideArea: 'Outside Our Home Visit Area',
  cityMismatch: 'City Does Not Match',
  checkingPincode: 'Checking PIN Code',
  lookingUpPincode: 'One moment: we are looking up your PIN code.',
} as const

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

/** Free places per day, visit type and clinic: public, and changed by every booking, move and cancellation. */
export const slotKeys = {
  all: ['slots'] as const,
  day: (date: string, visitType: string, clinicId = '') => [...slotKeys.all, date, visitType, clinicId] as const,
}

/** The clinics the booking form offers, nearest first from a PIN code when one is given. */
export const bookingClinicKeys = {
  list: (pincode: string) => ['booking-clinics', pincode] as const,
}

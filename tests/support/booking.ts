/** The body of `POST /api/appointments` for a home visit by `phone`, as the booking wizard sends it. */
export function homeVisitBody(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    petOwnerName: 'Asha Verma',
    phoneNumber: phone,
    email: 'asha@example.in',
    petName: 'Bruno',
    petType: 'dog',
    petBreed: 'Labrador',
    serviceType: 'checkup',
    appointmentType: 'home',
    appointmentDate: '2026-11-23',
    appointmentTime: '10:00',
    services: [],
    totalAmount: 799,
    notes: '',
    userId: phone,
    address: 'H-12, Sector 45',
    city: 'Gurgaon',
    pincode: '122003',
    landmark: 'Near the park',
    ...overrides,
  }
}

/** The business details the journeys' server is configured with (tests/e2e read them back). */
export const E2E_BUSINESS = {
  phoneInput: '098765-01234',
  phone: '+91 98765 01234',
  phoneHref: 'tel:+919876501234',
  email: 'help@petvaidya.example',
  whatsappInput: '+91 91234 56789',
  whatsappHref: 'https://wa.me/919123456789',
  hoursInput: '07:30-21:00',
  hours: '7:30 am to 9 pm',
}

/** What a clinic offers, as its card and the finder's filter name it. */
export const CLINIC_SERVICES = ['checkup', 'vaccination', 'surgery', 'labtest', 'grooming', 'emergency', 'dental', 'xray', 'ultrasound', 'boarding'] as const
export type ClinicService = (typeof CLINIC_SERVICES)[number]

export const CLINIC_SERVICE_LABELS: Record<ClinicService, string> = {
  checkup: 'Check-ups',
  vaccination: 'Vaccination',
  surgery: 'Neuter and spay surgery',
  labtest: 'Lab tests',
  grooming: 'Grooming',
  emergency: 'Emergency care',
  dental: 'Dental care',
  xray: 'X-ray',
  ultrasound: 'Ultrasound',
  boarding: 'Boarding',
}

/** The cities of the finder's filter: the five of Delhi NCR. */
export const CLINIC_CITIES = ['Delhi', 'Gurgaon', 'Noida', 'Faridabad', 'Ghaziabad'] as const
export type ClinicCity = (typeof CLINIC_CITIES)[number]

/** A point in each city's centre, for a clinic whose PIN code has no position in the directory. */
export const CITY_CENTRES: Record<ClinicCity, { latitude: number; longitude: number }> = {
  Delhi: { latitude: 28.6139, longitude: 77.209 },
  Gurgaon: { latitude: 28.4595, longitude: 77.0266 },
  Noida: { latitude: 28.5355, longitude: 77.391 },
  Faridabad: { latitude: 28.4089, longitude: 77.3178 },
  Ghaziabad: { latitude: 28.6692, longitude: 77.4538 },
}

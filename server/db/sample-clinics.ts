import { type WeeklyHours, everyDay } from '../../core/clinics/hours.ts'
import type { ClinicService } from '../../core/clinics/services.ts'

/**
 * SAMPLE DATA, inserted only with DEMO_DATA=1 (never in production). Made-up clinics across Delhi NCR, so that the finder, the clinic pages and
 * clinic visits work before the business lists its real partners. Names, phone numbers and
 * registration numbers are invented; localities, PIN codes and map positions are real places.
 * Every row is stored with `sample = true` and its page says so. The first two are the partner
 * clinics of the booking form (spec section 3), kept with their ids and names.
 */
export type SampleClinic = {
  id: string
  slug: string
  name: string
  description: string
  address: string
  locality: string
  city: 'Delhi' | 'Gurgaon' | 'Noida' | 'Faridabad' | 'Ghaziabad'
  pincode: string
  latitude: number
  longitude: number
  phone: string
  services: ClinicService[]
  hours: WeeklyHours
  open24x7: boolean
  capacityPerSlot: number
}

const weekdays = (opens: string, closes: string, sunday: [string, string] | null): WeeklyHours => ({
  ...everyDay(opens, closes),
  sun: sunday ? [{ opens: sunday[0], closes: sunday[1] }] : [],
})

/** Morning and evening sessions with a lunch break, as many neighbourhood clinics keep them. */
const twoSessions = (sunday: boolean): WeeklyHours => {
  const day = [
    { opens: '09:30', closes: '13:30' },
    { opens: '16:30', closes: '21:00' },
  ]
  return { sun: sunday ? [{ opens: '10:00', closes: '14:00' }] : [], mon: day, tue: day, wed: day, thu: day, fri: day, sat: day }
}

/** An evening clinic that stays open past midnight (closed on Mondays). */
const lateEvenings: WeeklyHours = { ...everyDay('12:00', '02:00'), mon: [] }

/**
 * A sample clinic's week. None is open around the clock: an invented 24-hour hospital at a real
 * locality could send an owner to a place that does not exist at night (decision 0063).
 */
const opening = (hours: WeeklyHours) => ({ hours, open24x7: false })

// Weeks that several sample clinics keep.
const LONG_DAYS_SUNDAY_TILL_4 = weekdays('09:00', '21:00', ['10:00', '16:00'])
const LONG_DAYS_SUNDAY_TILL_2 = weekdays('09:00', '21:00', ['10:00', '14:00'])
const TWO_SESSIONS = twoSessions(false)
const TWO_SESSIONS_AND_SUNDAY = twoSessions(true)

export const SAMPLE_CLINICS: readonly SampleClinic[] = [
  {
    id: 'clinic-ghaziabad-indirapuram',
    slug: 'petvaidya-partner-clinic-indirapuram',
    name: 'PetVaidya Partner Clinic, Indirapuram',
    description: 'A neighbourhood clinic near Shipra Mall with a vaccination room, a small in-house lab for blood counts and a grooming table. Walk-ins are seen between booked visits.',
    address: 'Shop 12, Shipra Mall Road, Indirapuram, Ghaziabad 201014',
    locality: 'Indirapuram',
    city: 'Ghaziabad',
    pincode: '201014',
    latitude: 28.6415,
    longitude: 77.3712,
    phone: '6000000101',
    services: ['checkup', 'vaccination', 'labtest', 'grooming', 'dental'],
    ...opening(LONG_DAYS_SUNDAY_TILL_4),
    capacityPerSlot: 4,
  },
  {
    id: 'clinic-delhi-lajpat-nagar',
    slug: 'petvaidya-partner-clinic-lajpat-nagar',
    name: 'PetVaidya Partner Clinic, Lajpat Nagar',
    description: 'Two consulting rooms a short walk from Lajpat Nagar metro station, with digital X-ray and an operating theatre for neutering and spaying on weekday mornings.',
    address: 'B-24, Lajpat Nagar II, New Delhi 110024',
    locality: 'Lajpat Nagar',
    city: 'Delhi',
    pincode: '110024',
    latitude: 28.5677,
    longitude: 77.2433,
    phone: '6000000102',
    services: ['checkup', 'vaccination', 'surgery', 'labtest', 'xray'],
    ...opening(LONG_DAYS_SUNDAY_TILL_4),
    capacityPerSlot: 4,
  },
  {
    id: 'clinic-hauz-khas-paws-whiskers',
    slug: 'paws-and-whiskers-vet-clinic-hauz-khas',
    name: 'Paws and Whiskers Vet Clinic',
    description: 'A cat-friendly clinic with a separate waiting corner for cats and a quiet examination room. Known for kitten vaccination courses and dental scaling.',
    address: 'C-7, Hauz Khas Main Market Road, New Delhi 110016',
    locality: 'Hauz Khas',
    city: 'Delhi',
    pincode: '110016',
    latitude: 28.5494,
    longitude: 77.2001,
    phone: '6000000103',
    services: ['checkup', 'vaccination', 'dental', 'labtest'],
    ...opening(TWO_SESSIONS),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-dwarka-sector-12',
    slug: 'dwarka-pet-care-centre-sector-12',
    name: 'Dwarka Pet Care Centre',
    description: 'A family-run clinic in Sector 12 with ultrasound on site, popular with owners of large breeds for hip and abdominal scans.',
    address: 'Plot 4, Pocket 1, Sector 12, Dwarka, New Delhi 110075',
    locality: 'Dwarka Sector 12',
    city: 'Delhi',
    pincode: '110075',
    latitude: 28.5921,
    longitude: 77.046,
    phone: '6000000104',
    services: ['checkup', 'vaccination', 'ultrasound', 'labtest', 'surgery'],
    ...opening(weekdays('10:00', '20:00', null)),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-rohini-sector-9',
    slug: 'rohini-animal-care-sector-9',
    name: 'Rohini Animal Care',
    description: 'A busy clinic near the Sector 9 market with a grooming studio upstairs and a boarding room for short stays.',
    address: 'Shop 21, DC Chowk, Sector 9, Rohini, Delhi 110085',
    locality: 'Rohini Sector 9',
    city: 'Delhi',
    pincode: '110085',
    latitude: 28.7159,
    longitude: 77.112,
    phone: '6000000105',
    services: ['checkup', 'vaccination', 'grooming', 'boarding'],
    ...opening(TWO_SESSIONS_AND_SUNDAY),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-mayur-vihar-phase-1',
    slug: 'mayur-vihar-pet-hospital-phase-1',
    name: 'Mayur Vihar Pet Hospital',
    description: 'A small hospital with four kennels for day care after surgery, an X-ray room and a vet on call for its own in-patients overnight.',
    address: 'C-112, Pocket 1, Mayur Vihar Phase 1, Delhi 110091',
    locality: 'Mayur Vihar Phase 1',
    city: 'Delhi',
    pincode: '110091',
    latitude: 28.6044,
    longitude: 77.2947,
    phone: '6000000106',
    services: ['checkup', 'vaccination', 'surgery', 'xray', 'labtest'],
    ...opening(weekdays('09:00', '21:00', ['09:00', '13:00'])),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-rajouri-garden',
    slug: 'rajouri-garden-vet-clinic',
    name: 'Rajouri Garden Vet Clinic',
    description: 'An evening clinic for working owners, open from noon until 2 am on most days, with tick and skin care as a speciality in the monsoon.',
    address: 'J-9/14, Rajouri Garden, New Delhi 110027',
    locality: 'Rajouri Garden',
    city: 'Delhi',
    pincode: '110027',
    latitude: 28.6415,
    longitude: 77.1209,
    phone: '6000000107',
    services: ['checkup', 'vaccination', 'grooming'],
    ...opening(lateEvenings),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-gurgaon-sector-56',
    slug: 'sector-56-pet-clinic-gurgaon',
    name: 'Sector 56 Pet Clinic',
    description: 'A clinic beside the Sector 56 market that runs puppy and kitten vaccination days on Saturdays and keeps a record card for every pet.',
    address: 'SCO 14, Sector 56 Market, Gurgaon, Haryana 122011',
    locality: 'Sector 56',
    city: 'Gurgaon',
    pincode: '122011',
    latitude: 28.4242,
    longitude: 77.1029,
    phone: '6000000109',
    services: ['checkup', 'vaccination', 'labtest', 'grooming'],
    ...opening(weekdays('09:00', '20:00', ['10:00', '14:00'])),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-gurgaon-dlf-phase-4',
    slug: 'dlf-phase-4-vet-care-gurgaon',
    name: 'DLF Phase 4 Vet Care',
    description: 'Close to Galleria Market, with dental care, ultrasound and a grooming room with a hydraulic table for big dogs.',
    address: 'Shop 7, Galleria Market, DLF Phase 4, Gurgaon, Haryana 122009',
    locality: 'DLF Phase 4',
    city: 'Gurgaon',
    pincode: '122009',
    latitude: 28.4646,
    longitude: 77.0822,
    phone: '6000000110',
    services: ['checkup', 'vaccination', 'dental', 'ultrasound', 'grooming'],
    ...opening(TWO_SESSIONS_AND_SUNDAY),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-gurgaon-palam-vihar',
    slug: 'palam-vihar-pet-clinic-gurgaon',
    name: 'Palam Vihar Pet Clinic',
    description: 'A quiet clinic in C Block with unhurried appointments, a vaccination reminder service and boarding for small dogs and cats.',
    address: 'C-1/22, Palam Vihar, Gurgaon, Haryana 122017',
    locality: 'Palam Vihar',
    city: 'Gurgaon',
    pincode: '122017',
    latitude: 28.5062,
    longitude: 77.0386,
    phone: '6000000112',
    services: ['checkup', 'vaccination', 'boarding'],
    ...opening(weekdays('10:00', '19:00', null)),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-noida-sector-50',
    slug: 'sector-50-pet-clinic-noida',
    name: 'Sector 50 Pet Clinic',
    description: 'A clinic at the Sector 50 market with a lab that returns most blood reports the same evening, and neutering on Tuesday and Friday mornings.',
    address: 'Shop 3, Central Market, Sector 50, Noida, Uttar Pradesh 201301',
    locality: 'Sector 50',
    city: 'Noida',
    pincode: '201301',
    latitude: 28.571,
    longitude: 77.366,
    phone: '6000000113',
    services: ['checkup', 'vaccination', 'surgery', 'labtest'],
    ...opening(LONG_DAYS_SUNDAY_TILL_2),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-noida-extension',
    slug: 'greater-noida-west-pet-care',
    name: 'Greater Noida West Pet Care',
    description: 'A new clinic for the high-rise societies of Noida Extension, with a grooming studio and a pick-up service for pets that travel badly.',
    address: 'Shop 18, Gaur City Galleria, Greater Noida West, Uttar Pradesh 201306',
    locality: 'Noida Extension',
    city: 'Noida',
    pincode: '201306',
    latitude: 28.6057,
    longitude: 77.43,
    phone: '6000000115',
    services: ['checkup', 'vaccination', 'grooming', 'dental'],
    ...opening(TWO_SESSIONS_AND_SUNDAY),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-faridabad-sector-15',
    slug: 'sector-15-pet-clinic-faridabad',
    name: 'Sector 15 Pet Clinic',
    description: 'An established clinic near the Sector 15 market with a surgery room, X-ray and a vaccination clinic every morning.',
    address: 'Booth 11, Sector 15 Market, Faridabad, Haryana 121007',
    locality: 'Sector 15',
    city: 'Faridabad',
    pincode: '121007',
    latitude: 28.396,
    longitude: 77.324,
    phone: '6000000116',
    services: ['checkup', 'vaccination', 'surgery', 'xray'],
    ...opening(weekdays('09:00', '20:00', ['09:00', '13:00'])),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-faridabad-nit',
    slug: 'nit-faridabad-animal-clinic',
    name: 'NIT Faridabad Animal Clinic',
    description: 'A clinic in NIT 2 that also treats rescued street dogs for local feeders, with low-cost sterilisation days once a month.',
    address: '2F-14, NIT 2, Faridabad, Haryana 121001',
    locality: 'NIT Faridabad',
    city: 'Faridabad',
    pincode: '121001',
    latitude: 28.393,
    longitude: 77.296,
    phone: '6000000117',
    services: ['checkup', 'vaccination', 'surgery'],
    ...opening(TWO_SESSIONS),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-greater-faridabad',
    slug: 'greater-faridabad-vet-centre',
    name: 'Greater Faridabad Vet Centre',
    description: 'A clinic for the newer sectors along the Agra Canal, with ultrasound, lab tests and a grooming bay.',
    address: 'Shop 5, Omaxe Plaza, Sector 86, Greater Faridabad, Haryana 121002',
    locality: 'Greater Faridabad',
    city: 'Faridabad',
    pincode: '121002',
    latitude: 28.4225,
    longitude: 77.3453,
    phone: '6000000118',
    services: ['checkup', 'vaccination', 'ultrasound', 'labtest', 'grooming'],
    ...opening(weekdays('10:00', '20:00', ['10:00', '14:00'])),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-vaishali-sector-4',
    slug: 'vaishali-pet-hospital',
    name: 'Vaishali Pet Hospital',
    description: 'A hospital near the Vaishali metro station with X-ray, surgery and kennels for pets recovering after an operation.',
    address: '4/112, Sector 4, Vaishali, Ghaziabad, Uttar Pradesh 201010',
    locality: 'Vaishali',
    city: 'Ghaziabad',
    pincode: '201010',
    latitude: 28.645,
    longitude: 77.34,
    phone: '6000000119',
    services: ['checkup', 'vaccination', 'surgery', 'xray', 'labtest'],
    ...opening(LONG_DAYS_SUNDAY_TILL_2),
    capacityPerSlot: 3,
  },
  {
    id: 'clinic-raj-nagar-extension',
    slug: 'raj-nagar-extension-vet-clinic',
    name: 'Raj Nagar Extension Vet Clinic',
    description: 'A clinic inside a shopping arcade on the NH-58 side, with vaccination, check-ups and bathing and nail trims for small breeds.',
    address: 'Shop 9, KW Srishti Arcade, Raj Nagar Extension, Ghaziabad, Uttar Pradesh 201017',
    locality: 'Raj Nagar Extension',
    city: 'Ghaziabad',
    pincode: '201017',
    latitude: 28.696,
    longitude: 77.428,
    phone: '6000000120',
    services: ['checkup', 'vaccination', 'grooming'],
    ...opening(TWO_SESSIONS_AND_SUNDAY),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-crossings-republik',
    slug: 'crossings-republik-pet-clinic',
    name: 'Crossings Republik Pet Clinic',
    description: 'The township\'s own clinic, open late on weekdays, with a lab for blood and urine tests and a grooming table.',
    address: 'Shop 2, Galaxy Plaza, Crossings Republik, Ghaziabad, Uttar Pradesh 201016',
    locality: 'Crossings Republik',
    city: 'Ghaziabad',
    pincode: '201016',
    latitude: 28.631,
    longitude: 77.44,
    phone: '6000000121',
    services: ['checkup', 'vaccination', 'labtest', 'grooming'],
    ...opening(weekdays('10:00', '22:00', null)),
    capacityPerSlot: 2,
  },
  {
    id: 'clinic-vasundhara-sector-13',
    slug: 'vasundhara-animal-care',
    name: 'Vasundhara Animal Care',
    description: 'A clinic beside the Sector 13 park with dental scaling, vaccination and a small boarding room for cats.',
    address: '13/24, Sector 13, Vasundhara, Ghaziabad, Uttar Pradesh 201012',
    locality: 'Vasundhara',
    city: 'Ghaziabad',
    pincode: '201012',
    latitude: 28.66,
    longitude: 77.365,
    phone: '6000000122',
    services: ['checkup', 'vaccination', 'dental', 'boarding'],
    ...opening(weekdays('09:30', '20:30', ['10:00', '13:00'])),
    capacityPerSlot: 2,
  },
]

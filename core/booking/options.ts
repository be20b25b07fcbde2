/** The choices of the booking wizard (spec section 3) and the clinics a clinic visit can go to. */

export const PET_TYPES = ['dog', 'cat', 'puppy', 'kitten'] as const
export type PetType = (typeof PET_TYPES)[number]

export const PET_TYPE_LABELS: Record<PetType, string> = { dog: 'Dog', cat: 'Cat', puppy: 'Puppy', kitten: 'Kitten' }

export const DOG_BREEDS = [
  'Labrador',
  'German Shepherd',
  'Golden Retriever',
  'Beagle',
  'Bulldog',
  'Rottweiler',
  'Boxer',
  'Dachshund',
  'Pug',
  'Great Dane',
  'Pomeranian',
  // The Indian street dog, the most common dog in Delhi NCR homes.
  'Indie',
  'Mixed breed',
  'Other',
] as const

export const CAT_BREEDS = ['Persian', 'Bengal', 'Ragdoll', 'British Shorthair', 'Indian domestic', 'Mixed breed', 'Other'] as const

/** Dog breeds serve dogs and puppies, cat breeds cats and kittens. */
export function breedsFor(petType: PetType | '' | null | undefined): readonly string[] {
  if (petType === 'dog' || petType === 'puppy') return DOG_BREEDS
  if (petType === 'cat' || petType === 'kitten') return CAT_BREEDS
  return []
}

export const VISIT_TYPES = ['home', 'clinic', 'video'] as const
export type VisitType = (typeof VISIT_TYPES)[number]

export const VISIT_TYPE_LABELS: Record<VisitType, string> = { home: 'Home visit', clinic: 'Clinic visit', video: 'Video consultation' }

export const SERVICE_TYPE_LABELS = {
  checkup: 'Health check-up',
  vaccination: 'Vaccination',
  surgery: 'Neuter or spay surgery',
  labtest: 'Lab test',
  grooming: 'Grooming',
} as const

export type Clinic = { id: string; name: string; address: string }

/** The two partner clinics of spec section 3. */
export const CLINICS: readonly Clinic[] = [
  {
    id: 'clinic-ghaziabad-indirapuram',
    name: 'PetVaidya Partner Clinic, Indirapuram',
    address: 'Shop 12, Shipra Mall Road, Indirapuram, Ghaziabad 201014',
  },
  {
    id: 'clinic-delhi-lajpat-nagar',
    name: 'PetVaidya Partner Clinic, Lajpat Nagar',
    address: 'B-24, Lajpat Nagar II, New Delhi 110024',
  },
]

export function findClinic(id: string | null | undefined): Clinic | undefined {
  return CLINICS.find((clinic) => clinic.id === id)
}

/**
 * The bookable services and their prices in rupees: the seed of the server's catalogue table,
 * which is the source of every price the server charges (DESIGN.md, money). Pages read prices
 * from the server, never from this file directly.
 */

export const PET_KINDS = ['dog', 'cat'] as const
export type PetKind = (typeof PET_KINDS)[number]

/** The spec's service type values (section 3). */
export const SERVICE_TYPES = ['checkup', 'vaccination', 'surgery', 'labtest', 'grooming'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

/**
 * What a catalogue item is (decision 0072): a bookable service, or a medicine or consumable that a
 * vet bills at a visit and that is never booked or put in a cart.
 */
export const CATALOGUE_KINDS = ['service', 'medicine', 'consumable'] as const
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number]

/** Whether an item of this kind is booked (and so has a service type). */
export const isBookableKind = (kind: CatalogueKind): boolean => kind === 'service'

export type CatalogueSeed = {
  id: string
  title: string
  /** 'any' for visits and consultations that are the same for dogs and cats. */
  petType: PetKind | 'any'
  serviceType: ServiceType
  description: string
  /** List price in whole rupees. */
  price: number
  /** The price charged, in whole rupees; never above the list price. */
  discountedPrice: number
}

export const SERVICE_CATALOGUE: readonly CatalogueSeed[] = [
  {
    id: 'home-visit',
    title: 'Vet Home Visit',
    petType: 'any',
    serviceType: 'checkup',
    description: 'A registered vet at your door for a full check-up, advice and a written prescription.',
    price: 999,
    discountedPrice: 799,
  },
  {
    id: 'clinic-consultation',
    title: 'Clinic Consultation',
    petType: 'any',
    serviceType: 'checkup',
    description: 'A consultation with a vet at a clinic, with no waiting in a queue.',
    price: 699,
    discountedPrice: 499,
  },
  {
    id: 'video-consultation',
    title: 'Video Consultation',
    petType: 'any',
    serviceType: 'checkup',
    description: 'A video call with a registered vet for advice, second opinions and follow-ups.',
    price: 199,
    discountedPrice: 149,
  },
  {
    id: 'dog-vaccination-core',
    title: 'Dog Core Vaccine (DHPPi+L)',
    petType: 'dog',
    serviceType: 'vaccination',
    description:
      'One dose of the combined core vaccine against distemper, hepatitis, parvovirus and parainfluenza, with leptospirosis (L) in the same injection at the visits the schedule calls for, a check-up and a signed vaccination card.',
    price: 1499,
    discountedPrice: 1199,
  },
  {
    id: 'dog-vaccination-rabies',
    title: 'Dog Anti-Rabies Vaccine',
    petType: 'dog',
    serviceType: 'vaccination',
    description: 'The anti-rabies dose, recorded on a signed card that municipal pet registration accepts.',
    price: 899,
    discountedPrice: 699,
  },
  {
    id: 'cat-vaccination-core',
    title: 'Cat Core Vaccine (FVRCP)',
    petType: 'cat',
    serviceType: 'vaccination',
    description: 'One dose of the tricat vaccine against feline panleukopenia, herpesvirus and calicivirus, with a check-up.',
    price: 1699,
    discountedPrice: 1399,
  },
  {
    id: 'cat-vaccination-rabies',
    title: 'Cat Anti-Rabies Vaccine',
    petType: 'cat',
    serviceType: 'vaccination',
    description: 'The anti-rabies dose for your cat, recorded on a signed vaccination card.',
    price: 899,
    discountedPrice: 699,
  },
  {
    id: 'dog-health-checkup',
    title: 'Dog Health Check-up',
    petType: 'dog',
    serviceType: 'checkup',
    description: 'A nose-to-tail examination: weight, temperature, heart, skin, ears, teeth and joints, with diet and deworming advice.',
    price: 999,
    discountedPrice: 799,
  },
  {
    id: 'cat-health-checkup',
    title: 'Cat Health Check-up',
    petType: 'cat',
    serviceType: 'checkup',
    description: 'A calm examination at home: weight, hydration, heart, teeth, coat and litter habits, with advice.',
    price: 999,
    discountedPrice: 799,
  },
  {
    id: 'dog-lab-blood-panel',
    title: 'Dog Blood Panel (CBC, Liver, Kidney)',
    petType: 'dog',
    serviceType: 'labtest',
    description: 'Blood drawn at home for a complete blood count with liver and kidney profiles; the vet explains the report.',
    price: 2499,
    discountedPrice: 1999,
  },
  {
    id: 'dog-lab-tick-fever',
    title: 'Dog Tick Fever Test',
    petType: 'dog',
    serviceType: 'labtest',
    description: 'A rapid test for Ehrlichia and Anaplasma antibodies and heartworm; babesiosis needs a blood smear or PCR, which the vet arranges if needed.',
    price: 1799,
    discountedPrice: 1499,
  },
  {
    id: 'cat-lab-blood-panel',
    title: 'Cat Blood Panel (CBC, Liver, Kidney)',
    petType: 'cat',
    serviceType: 'labtest',
    description: 'Blood drawn gently at home for a complete blood count with liver and kidney profiles.',
    price: 2699,
    discountedPrice: 2199,
  },
  {
    id: 'dog-grooming',
    title: 'Dog Grooming at Home',
    petType: 'dog',
    serviceType: 'grooming',
    description: 'Bath, blow-dry, brushing, nail clipping, ear cleaning and a hygiene trim.',
    price: 1499,
    discountedPrice: 1199,
  },
  {
    id: 'cat-grooming',
    title: 'Cat Grooming at Home',
    petType: 'cat',
    serviceType: 'grooming',
    description: 'Brushing and de-matting, nail trim, ear and eye cleaning, with a bath only if your cat tolerates it.',
    price: 1299,
    discountedPrice: 999,
  },
  {
    id: 'dog-neuter',
    title: 'Dog Neutering (Male)',
    petType: 'dog',
    serviceType: 'surgery',
    description: 'Castration at a clinic under general anaesthesia, with pre-surgery blood tests, a cone and a home follow-up.',
    price: 6999,
    discountedPrice: 5999,
  },
  {
    id: 'dog-spay',
    title: 'Dog Spaying (Female)',
    petType: 'dog',
    serviceType: 'surgery',
    description: 'Spay surgery at a clinic with pre-surgery tests, pain relief, a cone and a home follow-up.',
    price: 9999,
    discountedPrice: 8499,
  },
  {
    id: 'cat-neuter',
    title: 'Cat Neutering (Male)',
    petType: 'cat',
    serviceType: 'surgery',
    description: 'Castration at a clinic with anaesthesia, pain relief and a home follow-up.',
    price: 3999,
    discountedPrice: 3299,
  },
  {
    id: 'cat-spay',
    title: 'Cat Spaying (Female)',
    petType: 'cat',
    serviceType: 'surgery',
    description: 'Spay surgery at a clinic with pre-surgery checks, pain relief, a cone and a home follow-up.',
    price: 5999,
    discountedPrice: 4999,
  },
]

/** The catalogue entry charged for a visit when the cart is empty (spec section 9, default charges). */
export const VISIT_SERVICE_IDS = { home: 'home-visit', clinic: 'clinic-consultation', video: 'video-consultation' } as const

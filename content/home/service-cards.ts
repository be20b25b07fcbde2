import type { NavLink } from '../../core/site/navigation.ts'

/** The icons the home page has for service cards. */
export type ServiceCardIcon = 'syringe' | 'cat' | 'stethoscope' | 'flask' | 'scissors' | 'heart-pulse' | 'video' | 'siren'

export type HomeServiceCard = {
  title: string
  summary: string
  icon: ServiceCardIcon
  links: readonly NavLink[]
  /** The price shown on the card: the lowest price charged among these catalogue services. */
  priceFrom?: { label: string; serviceIds: readonly string[] }
}

/** The scrolling row of service cards on the home page (spec section 1). */
export const HOME_SERVICE_CARDS: readonly HomeServiceCard[] = [
  {
    title: 'Dog Vaccination',
    summary: 'Puppy and booster vaccines, rabies included, with a signed vaccination record.',
    icon: 'syringe',
    links: [{ to: '/services/dog-vaccination', label: 'View dog vaccination' }],
    priceFrom: { label: 'A dose, visit included, from', serviceIds: ['dog-vaccination-core', 'dog-vaccination-rabies'] },
  },
  {
    title: 'Cat Vaccination',
    summary: 'Tricat and rabies vaccines for kittens and adult cats, given calmly at home.',
    icon: 'cat',
    links: [{ to: '/services/cat-vaccination', label: 'View cat vaccination' }],
    priceFrom: { label: 'A dose, visit included, from', serviceIds: ['cat-vaccination-core', 'cat-vaccination-rabies'] },
  },
  {
    title: 'Health Consultation',
    summary: 'A thorough check-up and clear advice from a registered vet, wherever suits you.',
    icon: 'stethoscope',
    links: [{ to: '/services/consultation', label: 'View health consultation' }],
  },
  {
    title: 'Lab Tests',
    summary: 'Blood, urine and stool tests with sample collection at home, and reports explained.',
    icon: 'flask',
    links: [{ to: '/services/lab-tests', label: 'View lab tests' }],
  },
  {
    title: 'Grooming',
    summary: 'Bath, brushing, nail clipping and ear cleaning at home, gentle and unhurried.',
    icon: 'scissors',
    links: [
      { to: '/dog-grooming', label: 'Dog grooming' },
      { to: '/cat-grooming', label: 'Cat grooming' },
    ],
  },
  {
    title: 'Neuter/Spay Surgery',
    summary: 'Surgery at a partner clinic, with the pre-surgery blood test and after-care at home.',
    icon: 'heart-pulse',
    links: [
      { to: '/dog-neuter-surgery', label: 'Dog neutering' },
      { to: '/cat-neuter-surgery', label: 'Cat neutering' },
    ],
  },
  {
    title: 'Video Consultation',
    summary: 'Talk to a registered vet by video in a booked slot, for advice, second opinions and follow-ups.',
    icon: 'video',
    links: [{ to: '/video-consultation', label: 'View video consultation' }],
    priceFrom: { label: 'Video call fee', serviceIds: ['video-consultation'] },
  },
  {
    title: 'Emergencies',
    summary: 'The signs that cannot wait, first aid on the way, and why a 24-hour hospital is the place to go.',
    icon: 'siren',
    links: [{ to: '/pet-hospital-near-me', label: 'Emergency vets near you' }],
  },
]

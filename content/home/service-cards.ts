import enHome from '../i18n/en/home.ts'
import type { Messages } from '../i18n/index.ts'
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

type CardText = Messages['home']['services']
type CardId = keyof CardText['cards']

/** The words of a card are the `home` messages; what it links and prices is here. */
type CardShape = {
  id: CardId
  icon: ServiceCardIcon
  links: ReadonlyArray<{ to: string; label: 'link' | 'dog' | 'cat' }>
  priceFrom?: { label: 'dosePrice' | 'videoFee'; serviceIds: readonly string[] }
}

/** The scrolling row of service cards on the home page (spec section 1). */
const CARDS: readonly CardShape[] = [
  {
    id: 'dogVaccination',
    icon: 'syringe',
    links: [{ to: '/services/dog-vaccination', label: 'link' }],
    priceFrom: { label: 'dosePrice', serviceIds: ['dog-vaccination-core', 'dog-vaccination-rabies'] },
  },
  {
    id: 'catVaccination',
    icon: 'cat',
    links: [{ to: '/services/cat-vaccination', label: 'link' }],
    priceFrom: { label: 'dosePrice', serviceIds: ['cat-vaccination-core', 'cat-vaccination-rabies'] },
  },
  { id: 'consultation', icon: 'stethoscope', links: [{ to: '/services/consultation', label: 'link' }] },
  { id: 'labTests', icon: 'flask', links: [{ to: '/services/lab-tests', label: 'link' }] },
  {
    id: 'grooming',
    icon: 'scissors',
    links: [
      { to: '/dog-grooming', label: 'dog' },
      { to: '/cat-grooming', label: 'cat' },
    ],
  },
  {
    id: 'neuter',
    icon: 'heart-pulse',
    links: [
      { to: '/dog-neuter-surgery', label: 'dog' },
      { to: '/cat-neuter-surgery', label: 'cat' },
    ],
  },
  {
    id: 'video',
    icon: 'video',
    links: [{ to: '/video-consultation', label: 'link' }],
    priceFrom: { label: 'videoFee', serviceIds: ['video-consultation'] },
  },
  { id: 'emergencies', icon: 'siren', links: [{ to: '/pet-hospital-near-me', label: 'link' }] },
]

/** The cards in a language. */
export function homeServiceCards(text: CardText): HomeServiceCard[] {
  return CARDS.map(({ id, icon, links, priceFrom }) => {
    const words: Record<string, string> = text.cards[id]
    return {
      title: words.title ?? '',
      summary: words.summary ?? '',
      icon,
      links: links.map((link) => ({ to: link.to, label: words[link.label] ?? '' })),
      ...(priceFrom ? { priceFrom: { label: text[priceFrom.label], serviceIds: priceFrom.serviceIds } } : {}),
    }
  })
}

export const HOME_SERVICE_CARDS: readonly HomeServiceCard[] = homeServiceCards(enHome.services)

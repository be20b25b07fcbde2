import { BRAND } from '../../core/brand.ts'
import type { CollectionPage } from './types.ts'

/** /podcasts: the first season's episode outlines; no audio is published yet. */
export const PODCASTS_PAGE: CollectionPage = {
  updated: '2026-11-22',
  intro: `Pet Talk by ${BRAND}: unhurried conversations with vets about raising dogs and cats in Indian homes, from choosing a pet to the questions people feel silly asking. The first season is being recorded.`,
  notice:
    'No episode has been released yet, so there is nothing to play here. Below are the outlines of the first season, with the key points of each conversation written out.',
  guidesHeading: 'Season 1 episode outlines',
  guides: [
    {
      id: 'adopting-an-indie-dog',
      title: 'Episode 1: Adopting an Indian street dog',
      summary: 'Why indie dogs make hardy, loyal companions, and what the first month after adoption looks like.',
      facts: ['Season 1', 'About 30 minutes'],
      status: 'Audio coming soon',
      sections: [
        {
          heading: 'What we cover',
          items: [
            'Indie dogs are a natural breed shaped by the Indian climate: short coats, few inherited diseases, and good health when vaccinated and dewormed.',
            'The first vet visit: a check-up, deworming, tick control, and starting or completing the core and anti-rabies vaccines.',
            'Settling in: a quiet corner, a fixed routine of meals and walks, and patience with house training for the first two to three weeks.',
            'Neutering or spaying: why vets recommend it, and the Animal Birth Control programme for street dogs.',
            'What your building society can and cannot demand of a pet owner under the Animal Welfare Board of India guidelines.',
          ],
        },
      ],
    },
    {
      id: 'vaccine-myths',
      title: 'Episode 2: Vaccine myths Indian pet parents hear',
      summary: 'A vet answers the things neighbours, breeders and the internet say about vaccines.',
      facts: ['Season 1', 'About 25 minutes'],
      status: 'Audio coming soon',
      sections: [
        {
          heading: 'What we cover',
          items: [
            '"Indoor pets do not need vaccines": why rabies and parvovirus still reach flats.',
            '"One rabies shot lasts for life": boosters, and what to do after a bite from an unknown animal.',
            '"Vaccines make pets ill": the mild, short-lived tiredness that is normal, and the rare reactions that need a vet.',
            'Why the puppy series needs several doses, and why the last one matters most.',
            'Keeping the vaccination card up to date for travel, boarding and grooming salons.',
          ],
        },
      ],
    },
    {
      id: 'feeding-from-the-indian-kitchen',
      title: 'Episode 3: Roti, rice and doodh: feeding pets from the Indian kitchen',
      summary: 'What home food can and cannot do for a dog or cat, and how to make it balanced.',
      facts: ['Season 1', 'About 35 minutes'],
      status: 'Audio coming soon',
      sections: [
        {
          heading: 'What we cover',
          items: [
            'Dogs can do well on home food, but plain roti and rice with milk lacks protein, calcium and essential fatty acids for a growing puppy.',
            'Cats are strict carnivores: they need animal protein and taurine, and cannot live on a vegetarian diet.',
            'Most adult cats and many dogs digest milk poorly: curd in small amounts is usually better tolerated.',
            'Kitchen foods that are dangerous: onion, garlic, grapes and raisins, chocolate, cooked bones, and salty namkeen.',
            'How to judge body condition by feel, and when to ask a vet for a diet plan.',
          ],
        },
      ],
    },
    {
      id: 'happy-cats-in-flats',
      title: 'Episode 4: Happy cats in small flats',
      summary: 'Keeping an indoor cat active, calm and safe when space is tight.',
      facts: ['Season 1', 'About 25 minutes'],
      status: 'Audio coming soon',
      sections: [
        {
          heading: 'What we cover',
          items: [
            'Going vertical: shelves, a tall scratching post and a window perch add territory without floor space.',
            'Two short play sessions a day with a wand toy, ending with a treat, mimic a hunt and prevent night-time zoomies.',
            'Litter tray rules: one more tray than the number of cats, cleaned daily, away from food and water.',
            'Balcony safety: high-rise falls are common in cats; netting on balconies and windows prevents them.',
            'Signs of stress, such as overgrooming or peeing outside the tray, and when they point to a urinary problem that needs a vet.',
          ],
        },
      ],
    },
  ],
}

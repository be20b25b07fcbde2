import { DEFAULT_TITLE } from '../../../core/brand.ts'
import { findSitePage } from '../../../core/site/pages.ts'
import { SHIPPED_MARKETING_CLAIMS } from '../../home/marketing-claims.ts'

const page = findSitePage('/')

/** The home page: hero, visit charges, service cards, articles, assistant tools, reviews, booking band. */
export default {
  /** The page's title, heading and description are the route table's (core/site/pages.ts). */
  page: {
    title: DEFAULT_TITLE,
    heading: page?.heading ?? '',
    description: page?.description ?? '',
  },
  hero: {
    tagline: 'Vets at home across Delhi NCR',
    book: 'Book a Home Service Today',
    explore: 'Explore Our Services',
    claimsLabel: 'Why pet parents choose us',
  },
  /** The shipped claims, by their English text; a claim the team words otherwise stays as typed. */
  claims: Object.fromEntries(SHIPPED_MARKETING_CLAIMS.map(({ text }) => [text, text])) as Record<string, string>,
  prices: {
    title: 'Clear visit charges',
    note: 'The charge for the visit itself; vaccines, tests and medicines are priced separately.',
    home: 'Home visit',
    clinic: 'Clinic consultation',
    video: 'Video consultation',
    payLater: 'Pay online, or pay the vet after the service.',
  },
  services: {
    title: 'Our services',
    intro: 'Everything your dog or cat needs, from the first puppy shot to the yearly check-up.',
    all: 'All services',
    listLabel: 'Services',
    dosePrice: 'A dose, visit included, from',
    videoFee: 'Video call fee',
    cards: {
      dogVaccination: {
        title: 'Dog Vaccination',
        summary: 'Puppy and booster vaccines, rabies included, with a signed vaccination record.',
        link: 'View dog vaccination',
      },
      catVaccination: {
        title: 'Cat Vaccination',
        summary: 'Tricat and rabies vaccines for kittens and adult cats, given calmly at home.',
        link: 'View cat vaccination',
      },
      consultation: {
        title: 'Health Consultation',
        summary: 'A thorough check-up and clear advice from a registered vet, wherever suits you.',
        link: 'View health consultation',
      },
      labTests: {
        title: 'Lab Tests',
        summary: 'Blood, urine and stool tests with sample collection at home, and reports explained.',
        link: 'View lab tests',
      },
      grooming: {
        title: 'Grooming',
        summary: 'Bath, brushing, nail clipping and ear cleaning at home, gentle and unhurried.',
        dog: 'Dog grooming',
        cat: 'Cat grooming',
      },
      neuter: {
        title: 'Neuter/Spay Surgery',
        summary: 'Surgery at a clinic, with the pre-surgery blood test and after-care at home.',
        dog: 'Dog neutering',
        cat: 'Cat neutering',
      },
      video: {
        title: 'Video Consultation',
        summary: 'Talk to a registered vet by video in a booked slot, for advice, second opinions and follow-ups.',
        link: 'View video consultation',
      },
      emergencies: {
        title: 'Emergencies',
        summary: 'The signs that cannot wait, first aid on the way, and why a 24-hour hospital is the place to go.',
        link: 'Emergency vets near you',
      },
    },
  },
  posts: {
    title: 'Most read on our blog',
    intro: 'Practical advice for dog and cat parents in India, each article showing whether a vet has reviewed it.',
    all: 'All articles',
    listLabel: 'Most read articles',
  },
  assistant: {
    title: 'Pet assistant tools',
    intro: 'Quick guidance for worried moments and everyday care. They support, and never replace, a visit to the vet.',
    carousel: 'Assistant tools',
    slide: '{index} of {count}: {title}',
    previous: 'Previous tool',
    next: 'Next tool',
    start: 'Start Chat',
    startLabel: 'Start Chat: {title}',
    verifyTitle: 'Verify to Access AI Tools',
    tools: {
      triage: {
        title: 'Emergency Pet Triage',
        description: 'Immediate guidance for pet emergencies',
        helpsWith: {
          first: 'How urgent it is, and what to do on the way',
          second: 'Heatstroke, poisoning, injuries and breathing trouble',
          third: 'When to go to a 24-hour vet straight away',
        },
      },
      symptom: {
        title: 'Pet Symptom Checker',
        description: 'Check symptoms and get recommendations',
        helpsWith: {
          first: 'Vomiting, diarrhoea, itching, coughing and more',
          second: 'Whether it can wait or needs a vet today',
          third: 'What to tell the vet when you book',
        },
      },
      recommender: {
        title: 'Pet Care Recommender',
        description: 'Personalised care recommendations',
        helpsWith: {
          first: 'Diet and exercise for your pet’s age and breed',
          second: 'Grooming and parasite prevention routines',
          third: 'Vaccination and check-up reminders',
        },
      },
    },
  },
  reviews: {
    title: 'What Pet Parents Say About Our Veterinary Services',
    intro: 'Sample reviews showing the kind of care dog and cat parents across Delhi NCR can expect.',
    more: 'Read More Reviews',
  },
  band: {
    title: 'A vet at your door, when it suits you',
    text: 'Tell us about your pet, pick a date and a time, and a registered vet comes to you.',
    book: 'Book an appointment',
    call: 'Call {phone}',
  },
}

import type { CityPageContent } from './types.ts'

export const NOIDA: CityPageContent = {
  slug: 'noida',
  name: 'Noida',
  region: 'Uttar Pradesh',
  eyebrow: 'Noida · Gautam Buddh Nagar, Uttar Pradesh',
  lead: 'Home vet visits across Noida’s sectors, Noida Extension and Greater Noida: vaccinations with the record your Noida Authority registration asks for, check-ups, tests, grooming, and neutering at clinics.',
  highlights: ['Sectors, Noida Extension and Greater Noida', 'Records for Noida Authority pet registration', 'Visits that suit high-rise societies', 'Spaying and neutering at clinics'],
  intro: {
    heading: 'Pet care for a city of high-rise societies',
    paragraphs: [
      'Much of Noida lives in large group housing societies, from Sector 50 to the towers of Noida Extension. Pets share lifts, lawns and basements with hundreds of neighbours, and societies increasingly ask to see vaccination and registration records. A home visit keeps that paperwork current without a trip down the Expressway.',
      'Our Noida vets meet many young families with a first puppy or kitten, and many Indies and community cats taken in by residents. Puppy vaccines, skin and ear trouble in the humid months, and spaying or neutering are the commonest reasons we are called here.',
    ],
  },
  areas: {
    heading: 'Areas we visit in Noida',
    intro: 'We cover Noida, Noida Extension and Greater Noida. These are the sectors and townships we visit most; if yours is not listed, book and we will confirm.',
    groups: [
      {
        name: 'Central Noida',
        localities: ['Sector 15', 'Sector 18', 'Sector 19', 'Sector 27', 'Sector 44', 'Sector 50', 'Sector 51', 'Sector 62', 'Sector 75', 'Sector 76', 'Sector 77', 'Sector 78'],
      },
      {
        name: 'Along the Expressway',
        localities: ['Sector 93', 'Sector 100', 'Sector 104', 'Sector 128', 'Sector 137', 'Sector 143', 'Sector 150', 'Sector 168'],
      },
      {
        name: 'Noida Extension (Greater Noida West)',
        localities: ['Gaur City', 'Techzone 4', 'Sector 1', 'Sector 10', 'Sector 16C'],
      },
      {
        name: 'Greater Noida',
        localities: ['Alpha 1', 'Alpha 2', 'Beta 1', 'Beta 2', 'Gamma 1', 'Omega 1', 'Knowledge Park'],
      },
    ],
    note: 'In most societies the guard calls you before letting the vet in. Approve the visit on your society’s visitor app or tell the gate in advance, and give us your tower and flat number when you book.',
  },
  responseTimes: {
    heading: 'How soon a vet can come',
    intro: 'Typical times in Noida. The Noida–Greater Noida Expressway is quick outside rush hour and slow in it, and that decides how fast a vet reaches the far sectors.',
    rows: [
      { label: 'Same day, central sectors', value: 'Usually available when you book by early afternoon.' },
      { label: 'Noida Extension and Greater Noida', value: 'Book a few hours ahead; next-day morning slots are the easiest to get.' },
      { label: 'Video consultation', value: 'Often in the next hourly slot.' },
      { label: 'Surgery at a clinic', value: 'Usually within a week of the pre-surgery check, on a day that suits you.' },
    ],
    note: 'These are typical times. We will call you if the vet is held up on the Expressway or by rain.',
  },
  localFacts: {
    heading: 'Good to know in Noida',
    sections: [
      {
        heading: 'Noida Authority pet registration',
        paragraphs: [
          'Noida Authority’s pet policy (approved in November 2022) requires pet dogs and cats in its area to be registered, with a current anti-rabies vaccination record, and the registration is renewed every year. For dogs it also asks for sterilisation and sets out what owners must do, such as cleaning up after their pets in common areas. Greater Noida comes under the Greater Noida Authority, which has its own process.',
          'Our vet’s signed certificate with the batch sticker is what the application needs. The policy changes from time to time: check the current requirements and fee on the Noida Authority website (noidaauthorityonline.in) before you apply.',
        ],
      },
      {
        heading: 'Living with pets in a society',
        paragraphs: [
          'Use a leash in lifts and common areas, carry a scoop, and keep your pet’s vaccination record on your phone: these settle most society disputes before they start. The Animal Welfare Board of India has advised that housing societies cannot ban residents from keeping pets, but a vaccinated, well-handled pet is the best argument in any meeting.',
        ],
      },
    ],
  },
  seasons: {
    heading: 'What each season brings for pets in Noida',
    intro: 'Noida shares Delhi’s extremes with a few local twists: open land along the Yamuna and the Hindon, and long stretches of new construction.',
    risks: [
      {
        season: 'Summer heat',
        months: 'April to June',
        risk: 'Shade is scarce in the newer sectors, and podium decks and paved society roads heat up fast. Flat-faced dogs, Persian cats and dogs kept on balconies overheat quickly.',
        advice: 'Walk on grass or shaded paths before 7 am and late in the evening, never leave a pet on a sunny balcony, and put a bowl of cool water in every room your pet uses.',
      },
      {
        season: 'Monsoon',
        months: 'July to September',
        risk: 'Low-lying sectors and underpasses flood, society lawns grow long and stay damp, and strays and rats share the same water. Ticks, leptospirosis and fungal skin infections peak.',
        advice: 'Keep tick preventives and the leptospirosis vaccine current, dry your dog’s paws and belly after walks, and avoid puddles. Book a tick fever test for a dog that goes quiet and stops eating.',
      },
      {
        season: 'Winter smog and fog',
        months: 'November to January',
        risk: 'Noida and Greater Noida often record very poor to severe air, and cold, foggy mornings are hard on older pets and short-coated dogs.',
        advice: 'Take shorter walks around midday on bad-air days, put an air purifier in your pet’s sleeping room, use a sweater for thin-coated and elderly dogs, and see a vet about coughing or stiffness that does not settle.',
      },
      {
        season: 'Festival fireworks',
        months: 'October to November',
        risk: 'Fireworks in society compounds go on for nights around Diwali, and frightened pets slip out of open doors and down stairwells.',
        advice: 'Keep main and balcony doors shut, make a quiet room with the curtains drawn, and make sure your pet’s collar tag or microchip details are up to date.',
      },
    ],
  },
  faqs: [
    {
      question: 'How do I register my dog or cat with Noida Authority?',
      answer: 'Apply through Noida Authority with your pet’s details and a current anti-rabies vaccination certificate, and renew every year; in Greater Noida, apply to the Greater Noida Authority. Our vet can vaccinate at home and sign the certificate. Check the current process and fee with the authority.',
    },
    {
      question: 'Do you come to Noida Extension and Greater Noida?',
      answer: 'Yes. Book a few hours ahead for those areas; next-day morning slots are the easiest to get.',
    },
    {
      question: 'My society wants my dog sterilised. Can you help?',
      answer: 'Yes. We examine your dog and take the pre-surgery blood sample at home, book the neuter or spay at a clinic, and visit you at home afterwards to check the wound.',
    },
    {
      question: 'A community cat has had kittens in our basement. What should we do?',
      answer: 'Leave the family undisturbed if they are safe, and keep the mother fed. At about eight weeks the kittens can be vaccinated and rehomed, and the mother spayed once they are weaned; our vets can advise you on a video call.',
    },
    {
      question: 'Can the vet come after office hours?',
      answer: 'Yes. Slots run hourly until 8 pm. Weekday evening slots in Noida fill quickly, so book a day ahead if you can.',
    },
  ],
  related: [
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'If your society asks for it.' },
    { to: '/cat-spaying-near-me', label: 'Cat spaying', note: 'For community cats you have taken in.' },
    { to: '/pet-vaccination-near-me', label: 'Pet vaccination near you', note: 'Records for registration.' },
    { to: '/cat-vaccination', label: 'Kitten vaccination schedule', note: 'Which dose is due when.' },
  ],
  offersHeading: 'Book a vet in Noida',
}

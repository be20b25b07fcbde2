import { FASTING_CAVEAT } from '../../core/health/care-facts.ts'
import type { NearMePageContent } from './types.ts'
import { VISIT_CHARGE_RULE } from '../services/visit-charge-rule.ts'
import { courseSummary, findCourse } from '../../core/health/vaccination-schedules.ts'

/** /pet-grooming-near-me */
export const PET_GROOMING_NEAR_ME: NearMePageContent = {
  kind: 'grooming',
  eyebrow: 'Grooming near you · At home',
  lead: 'A groomer at your home instead of a salon across town: your dog or cat is bathed, brushed and trimmed on familiar ground, one pet at a time, with nothing to catch from other animals.',
  highlights: ['Dogs and cats, at home', 'No cage dryers, no sedation', 'Tools cleaned between pets', 'Skin problems flagged to a vet'],
  lookFor: {
    heading: 'What to look for in a groomer',
    items: [
      'Clean tools, sterilised between pets, and fresh towels for each one',
      'No sedation: a groomer should never sedate a pet; only a vet can decide that',
      'Patience: breaks and treats for a nervous pet, not force',
      'Coat knowledge: a brush-out for double coats rather than a shave, and a shampoo that suits the skin',
      'Honesty: being told about ticks, lumps, sore skin or ears that need a vet',
      'Nails clipped safely, without cutting into the quick',
    ],
  },
  choice: {
    heading: 'Home grooming or a salon?',
    intro: 'Both can be good; it depends on your pet. And neither replaces a vet: a pet that is unwell, injured or in pain needs a consultation first, or a hospital if it cannot wait.',
    options: [
      { title: 'Home grooming suits', when: ['Nervous, elderly or reactive pets', 'Cats, which rarely enjoy salons', 'Puppies learning to be handled', 'Owners who would rather not travel'] },
      { title: 'A salon may suit', when: ['Dogs that need a full styled breed cut', 'Very large dogs in a home with no room to bathe them', 'Owners who want the mess kept out of the house'] },
    ],
  },
  sections: [
    {
      heading: 'Grooming through the seasons',
      paragraphs: ['What your pet needs changes through the Delhi NCR year.'],
      points: [
        'Summer: brush more often to clear the dead undercoat and keep a hygiene trim; do not shave a double coat.',
        'Monsoon: dry the coat and paws thoroughly after every wet walk, and check for ticks while you brush.',
        'Winter: fewer baths, with your pet dried completely and kept warm afterwards; dry skin may need a moisturising shampoo.',
      ],
    },
  ],
  citiesIntro: 'Our groomers visit homes in all five cities.',
  faqs: [
    {
      question: 'How long does a home grooming session take?',
      answer: 'Usually one to two hours for a dog, depending on its size and coat, and less for a cat. Nervous pets get breaks, which can make it longer.',
    },
    {
      question: 'How often should my dog be groomed?',
      answer: 'Every four to six weeks for most short-coated dogs, and every three to four weeks for long or curly coats such as Shih Tzus and Poodles, with brushing at home in between.',
    },
    {
      question: 'Will grooming make a mess of my bathroom?',
      answer: 'The groomer cleans up afterwards, hair in the drain included. A large dog is easiest to bathe in a bathroom with a hand shower, or on a balcony near a tap.',
    },
    {
      question: 'Can a pet with a skin problem be groomed?',
      answer: 'Tell us when you book. Mild problems can usually be worked around with a gentle shampoo; sore, infected or very itchy skin should be seen by a vet first, and the groomer will tell you if they notice anything.',
    },
  ],
  related: [
    { to: '/dog-grooming', label: 'Dog grooming', note: 'What a session includes.' },
    { to: '/cat-grooming', label: 'Cat grooming', note: 'De-matting, nails and ears.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'For lumps or skin found while grooming.' },
    { to: '/services-near-me', label: 'All services near you', note: 'Vaccines, check-ups and more.' },
  ],
  offersHeading: 'Book grooming at home',
  schema: { name: 'Pet grooming at home near you', serviceType: 'Pet grooming' },
}

/** /pet-vaccination-near-me */
export const PET_VACCINATION_NEAR_ME: NearMePageContent = {
  kind: 'vaccination',
  eyebrow: 'Vaccination near you · At home',
  lead: 'Vaccines for your puppy, kitten, dog or cat, given at home by a registered vet near you. No waiting room, which matters most for young animals that are not yet protected, and a signed certificate for municipal registration and your housing society.',
  highlights: ['Puppies, kittens and adult pets', 'Vaccines kept cold to your door', 'A signed certificate with the batch sticker', 'Reminders for the next dose'],
  lookFor: {
    heading: 'What good vaccination looks like',
    items: [
      'An examination before every dose, because only a healthy animal should be vaccinated',
      'Vaccines kept between 2 and 8 °C all the way to the injection; ask how they are carried',
      'The batch sticker on the card, with the date and the vet’s signature and registration number',
      'A schedule explained for your pet’s age and way of life, not a one-size-fits-all list',
      'A reminder before the next dose falls due',
    ],
  },
  choice: {
    heading: 'At home or at a clinic?',
    intro: 'A vaccine works the same wherever it is given; the setting matters for the animal. A pet that is ill on the day is examined and treated first, and one that is seriously unwell needs a hospital, not a vaccine.',
    options: [
      { title: 'At home is best for', when: ['Puppies and kittens that have not finished their course and should not meet sick animals', 'Cats, which are calmer and easier to examine at home', 'Homes with several pets, all done in one visit'] },
      { title: 'A clinic is fine for', when: ['Healthy adult dogs that travel well', 'When you are at the clinic anyway for something else'] },
    ],
  },
  sections: [
    {
      heading: 'The schedules in brief',
      paragraphs: [
        `Puppies: ${courseSummary(findCourse('dog', 'dhppi'))}; ${courseSummary(findCourse('dog', 'leptospirosis'))}; ${courseSummary(findCourse('dog', 'rabies'))}. Kittens: ${courseSummary(findCourse('cat', 'fvrcp'))}; ${courseSummary(findCourse('cat', 'rabies'))}. The week-by-week schedules, with the optional vaccines, are on the dog and cat schedule pages.`,
      ],
    },
    {
      heading: 'Certificates for registration',
      paragraphs: [
        'Civic bodies across NCR, including Delhi’s MCD, the Municipal Corporation of Gurugram, Noida Authority and the Ghaziabad Municipal Corporation, ask for a current anti-rabies vaccination record when you register a pet dog. Our vet’s signed certificate is what they ask for. Fees and processes change, so check with your civic body before applying.',
      ],
    },
  ],
  steps: {
    heading: 'Vaccination at home, step by step',
    steps: [
      { title: 'Tell us what is due', text: 'Share the last date on the card, or your pet’s age if this is its first dose.' },
      { title: 'Choose a slot', text: 'Hourly from {slotHours}, up to ten days ahead.' },
      { title: 'Check and vaccinate', text: 'The vet examines your pet, gives the dose and watches for a reaction.' },
      { title: 'Keep the card', text: 'Signed, stamped and dated, with the next due date written in.' },
    ],
  },
  citiesIntro: 'We vaccinate at home across these five cities. Each city page explains its pet registration rules.',
  faqs: [
    {
      question: 'Can you vaccinate my dog and my cat in the same visit?',
      answer: 'Yes. Add a dose for each pet to the cart; the vet examines each one and fills in a separate card.',
    },
    {
      question: 'Does vaccination at home cost more?',
      answer: VISIT_CHARGE_RULE,
    },
    {
      question: 'What if my pet is unwell on the day?',
      answer: 'The vet will not vaccinate a pet with a fever or an active illness. They examine it and advise treatment, and the dose is given once your pet has recovered.',
    },
    {
      question: 'Which vaccines does an indoor pet need?',
      answer: 'The core vaccines and rabies, even for a pet that never goes out: infections travel on shoes and clothes, and registration needs a current anti-rabies record. Optional vaccines depend on lifestyle, such as boarding.',
    },
  ],
  related: [
    { to: '/dog-vaccination', label: 'Puppy and dog schedule', note: 'Week by week.' },
    { to: '/cat-vaccination', label: 'Kitten and cat schedule', note: 'Week by week.' },
    { to: '/services/dog-vaccination', label: 'Dog vaccination service', note: 'What the visit includes.' },
    { to: '/services/cat-vaccination', label: 'Cat vaccination service', note: 'What the visit includes.' },
  ],
  offersHeading: 'Book a vaccine at home',
  schema: { name: 'Pet vaccination at home near you', serviceType: 'Veterinary vaccination' },
}

/** /pet-health-checkup-near-me */
export const PET_HEALTH_CHECKUP_NEAR_ME: NearMePageContent = {
  kind: 'consultation',
  eyebrow: 'Check-ups near you · Dogs and cats',
  lead: 'A yearly check-up is the cheapest way to keep a pet healthy: most serious problems start quietly and are far easier to treat early. A registered vet near you examines your dog or cat at home and tells you what they find.',
  highlights: ['Nose-to-tail examination', 'Yearly, or twice a year for seniors', 'Blood tests for older pets', 'A written summary to keep'],
  lookFor: {
    heading: 'What a proper check-up covers',
    items: [
      'Weight and body condition, compared with last time',
      'Heart and lungs listened to; pulse and gums checked',
      'Teeth and gums, the problem most often missed in pets',
      'Skin, coat, ears and eyes, with a search for ticks and fleas',
      'Belly, joints and lymph nodes felt for pain, swelling or lumps',
      'A conversation about food, thirst, toilet habits and behaviour',
    ],
  },
  choice: {
    heading: 'How often, by age',
    intro: 'A guide; your vet may suggest otherwise for your pet. A check-up is for a pet that is well or mildly unwell; one that has collapsed or cannot breathe needs a hospital.',
    options: [
      { title: 'Puppies and kittens', when: ['At each vaccine visit until 16 weeks', 'Then at about six months, before neutering or spaying'] },
      { title: 'Adults', when: ['Once a year, with the booster vaccines', 'Sooner for any change in appetite, weight or energy'] },
      { title: 'Seniors', when: ['Twice a year: dogs from about seven (earlier for giant breeds), cats from about ten', 'A blood panel once a year to check kidneys and liver'] },
    ],
  },
  sections: [
    {
      heading: 'Signs that should bring the check-up forward',
      paragraphs: ['Do not wait for the yearly visit if you notice:'],
      points: [
        'more drinking or urinating than usual',
        'weight loss, or a gain you cannot explain',
        'bad breath, dropping food, or chewing on one side',
        'a lump that is new or growing',
        'coughing, tiring quickly, or reluctance to walk or jump',
      ],
    },
  ],
  citiesIntro: 'Check-ups at home in all five cities.',
  faqs: [
    {
      question: 'Does my pet need a check-up if it seems healthy?',
      answer: 'Yes, that is when a check-up is most useful. Pets hide pain and illness, and a vet can find dental disease, heart murmurs, weight problems and lumps you would not notice.',
    },
    {
      question: 'Should a blood test be part of the check-up?',
      answer: 'For pets over seven, a yearly blood panel is worth it, because kidney and liver changes show in the blood before any symptom. For young, healthy pets it is usually not needed.',
    },
    {
      question: 'Can the check-up and a vaccine be done together?',
      answer: 'Yes. Every vaccination visit starts with an examination; if you also want a full check-up with time for questions, book both.',
    },
    {
      question: 'How long does a home check-up take?',
      answer: 'Usually 30 to 45 minutes, including time for your questions.',
    },
  ],
  related: [
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'What the vet looks for at each age.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'Quiet signs in cats.' },
    { to: '/pet-lab-test-near-me', label: 'Lab tests near you', note: 'Blood tests at home for older pets.' },
    { to: '/services/consultation', label: 'Vet consultation', note: 'When something is wrong now.' },
  ],
  offersHeading: 'Book a check-up',
  schema: { name: 'Pet health check-up at home near you', serviceType: 'Veterinary health check-up' },
}

/** /pet-lab-test-near-me */
export const PET_LAB_TEST_NEAR_ME: NearMePageContent = {
  kind: 'lab',
  eyebrow: 'Lab tests near you · Samples at home',
  lead: 'Blood and tick fever tests for your dog or cat, with the sample taken at home by a vet near you, processed by a partner laboratory, and the results explained to you rather than simply emailed.',
  highlights: ['Sample taken at home', 'Partner laboratories', 'Most results in 1 to 3 days', 'A vet explains the report'],
  lookFor: {
    heading: 'What matters in a pet lab test',
    items: [
      'The sample taken by a vet, in the right tube for each test',
      'Samples kept at the right temperature and delivered to the laboratory quickly',
      'A laboratory that uses veterinary reference ranges, not human ones',
      'A vet to explain the report and what to do next',
      'Clear instructions beforehand about fasting and medicines',
    ],
  },
  choice: {
    heading: 'Which test, when?',
    intro: 'The commonest reasons to test, and the test that answers them. A pet that is collapsing, bleeding or struggling to breathe needs a hospital first; tests come later.',
    options: [
      { title: 'Blood panel (CBC, liver, kidney)', when: ['Before anaesthesia or surgery', 'Every year for pets over seven', 'A pet that is unwell without an obvious cause'] },
      { title: 'Tick fever test (dogs)', when: ['Fever, tiredness or poor appetite after ticks', 'Pale gums, nosebleeds or bruising', 'The months after the monsoon'] },
    ],
  },
  sections: [
    {
      heading: 'Getting ready for a blood test at home',
      paragraphs: ['A few simple steps keep the results reliable.'],
      points: [
        `Nothing to eat for 8 to 12 hours, usually overnight; water is fine. ${FASTING_CAVEAT}`,
        'Book a morning slot, so the fast is easy on your pet.',
        'Give regular medicines unless the vet says otherwise, and tell us what they are.',
        'Keep your pet calm beforehand: excitement and stress change some values.',
      ],
    },
  ],
  citiesIntro: 'Home sample collection in all five cities.',
  faqs: [
    {
      question: 'How soon will I get the results?',
      answer: 'Reports usually come within 1 to 3 days of the sample reaching the laboratory, depending on the test. The vet tells you when to expect each result.',
    },
    {
      question: 'Can you take a urine or stool sample at home?',
      answer: 'The vet can arrange urine and stool tests at the visit and will tell you the price first. If asked, collect a fresh sample in a clean container and keep it cool until the vet arrives.',
    },
    {
      question: 'Another vet asked for tests. Can you take the sample?',
      answer: 'Yes. Share the list of tests when you book; we confirm which we can arrange and their price, and send you the report to take back.',
    },
    {
      question: 'Is there a charge for collecting the sample at home?',
      answer: 'No. The price of the test covers the visit to take the sample.',
    },
  ],
  related: [
    { to: '/services/lab-tests', label: 'All lab tests', note: 'What each test shows.' },
    { to: '/dog-lab-test', label: 'Dog lab tests', note: 'Blood panel and tick fever test.' },
    { to: '/cat-lab-test', label: 'Cat lab tests', note: 'Blood panel for cats.' },
    { to: '/pet-health-checkup-near-me', label: 'Check-ups near you', note: 'The examination that goes with a test.' },
  ],
  offersHeading: 'Book a test at home',
  schema: { name: 'Pet lab tests with home sample collection near you', serviceType: 'Veterinary laboratory testing' },
}

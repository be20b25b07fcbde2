import { VACCINE_WATCH_MINUTES } from '../../core/health/care-facts.ts'
import { dewormingPlanFor } from '../../core/health/health-plan.ts'
import type { ServicePageContent } from './types.ts'

/** /services/dog-vaccination: the service sheet. */
export const DOG_VACCINATION_SHEET: ServicePageContent = {
  layout: 'sheet',
  kind: 'vaccination',
  eyebrow: 'Service sheet · Dogs',
  lead: 'A registered vet comes to your home, examines your dog, gives the vaccine that is due and signs the vaccination card. No waiting room full of sick animals, and no wrestling a frightened puppy into a car.',
  highlights: [
    'An examination before every dose',
    'A signed card with the vaccine batch sticker',
    'Vaccines carried in a cold box to your door',
    'The next due date written down, and a reminder',
  ],
  about: {
    heading: 'What the service is',
    paragraphs: [
      'Vaccination protects dogs from infections that are common in Indian cities and often fatal: parvovirus and distemper in puppies, leptospirosis after the monsoon, and rabies at any age. We bring the vaccine and the vet to you, one visit per dose, at a time you choose.',
      'A vaccine should only go into a healthy animal, so the vet examines your dog before each dose. A puppy with a fever, diarrhoea or a heavy worm load is treated first and vaccinated a few days later. After the dose the vet records the vaccine, its batch number and the date on the card and tells you when the next one is due.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'A check-up before the dose: temperature, weight, heart and lungs, skin, eyes and ears',
      'The vaccine, from a licensed manufacturer, kept at 2-8 °C in an insulated box',
      'A signed and stamped vaccination card with the batch sticker',
      'Deworming and tick-control advice for your dog’s age and weight',
      `At least ${VACCINE_WATCH_MINUTES} minutes of observation after the injection`,
      'The date of the next dose, with a reminder before it falls due',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Puppies from six weeks old, starting their first course',
      'Adult dogs due for their yearly booster',
      'Rescued or adopted dogs with no vaccination record',
      'Owners who need a current anti-rabies certificate for registration or their housing society',
      'Anxious, elderly or very large dogs for whom a car ride and a clinic are an ordeal',
    ],
  },
  sections: [
    {
      heading: 'The vaccines and what they prevent',
      paragraphs: [
        'The core vaccine for dogs in India is a combination usually written DHPPi+L. The anti-rabies vaccine is a separate injection, often given at the same visit.',
      ],
      points: [
        'Distemper: a virus that attacks the gut, the lungs and the nervous system; dogs that survive can be left with fits.',
        'Infectious hepatitis (canine adenovirus): damages the liver and the eyes.',
        'Parvovirus: violent vomiting and bloody diarrhoea; the commonest killer of unvaccinated puppies here.',
        'Parainfluenza: one of the viruses behind kennel cough.',
        'Leptospirosis: bacteria spread in rat urine and flood water; it damages the kidneys and liver and can pass to people.',
        'Rabies: fatal once signs appear, in dogs and in people; India has more rabies deaths than any other country.',
      ],
    },
    {
      heading: 'After the injection',
      paragraphs: [
        'A sore spot where the needle went in, a sleepy day and a smaller appetite are normal for a day or two. Let your dog rest and skip the long walk.',
        'Swelling of the face, hives, repeated vomiting or laboured breathing within a few hours are signs of an allergic reaction. They are rare, but they need a vet within minutes. From {supportHours} call us straight away and we will direct you to the nearest open clinic; outside those hours, go straight to the nearest 24-hour veterinary hospital.',
      ],
    },
  ],
  steps: {
    heading: 'How a home vaccination visit works',
    steps: [
      { title: 'Book a slot', text: 'Choose dog vaccination, a day in the next ten days and an hourly slot from {slotHours}.' },
      { title: 'Keep the record handy', text: 'Have your dog’s old card or adoption papers ready; the vet plans the dose from them.' },
      { title: 'Examination and dose', text: 'The vet examines your dog, gives the vaccine and stays a while to make sure there is no reaction.' },
      { title: 'Card and next date', text: 'You get the signed card and the next due date. Pay online beforehand or pay after the visit.' },
    ],
  },
  faqs: [
    {
      question: 'Do you bring the vaccine, or do I have to buy it?',
      answer: 'We bring it. The vet carries the vaccine in a cold box so that it stays at the 2-8 °C its maker requires. You do not have to buy, store or refrigerate anything.',
    },
    {
      question: 'Is a vaccination given at home as valid as one given at a clinic?',
      answer: 'Yes. It is the same vaccine and a registered vet gives it. The card carries the vaccine’s batch sticker, the date and the vet’s signature and registration number, which municipal bodies, housing societies, boarding kennels and airlines look for.',
    },
    {
      question: 'My dog missed last year’s booster. Does the course start again?',
      answer: 'Usually not, for an adult dog that had a full puppy course: one booster restores protection for most core vaccines. The leptospirosis part is the exception: if more than about 18 months have passed, it needs two doses three to four weeks apart again.',
    },
    {
      question: 'Can you vaccinate two dogs in one visit?',
      answer: 'Yes. Add one dose per dog to your cart. The vet examines each dog before its dose and fills in a card for each.',
    },
    {
      question: 'Does a dog that never goes out need the anti-rabies vaccine?',
      answer: 'Yes. Rabies is present across India, a dog can meet an infected animal on a balcony, in a lift or through an open gate, and registration needs a current anti-rabies record. It is the one vaccine we never advise skipping.',
    },
  ],
  related: [
    { to: '/dog-vaccination', label: 'Puppy vaccination schedule', note: 'Which dose is due when, week by week.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'A full examination between vaccines.' },
    { to: '/pet-vaccination-near-me', label: 'Pet vaccination near you', note: 'Where our vets visit in Delhi NCR.' },
    { to: '/services/cat-vaccination', label: 'Cat vaccination at home', note: 'Tricat and rabies for cats and kittens.' },
  ],
  offersHeading: 'Book a dose for your dog',
  schema: { name: 'Dog vaccination at home', serviceType: 'Veterinary vaccination' },
}

/** /dog-vaccination: the schedule guide, with the booking. */
export const DOG_VACCINATION_GUIDE: ServicePageContent = {
  layout: 'guide',
  kind: 'vaccination',
  eyebrow: 'Schedule guide · Puppies and adult dogs',
  lead: 'Which vaccine your dog needs and when, from the first puppy dose to the adult boosters, following the WSAVA 2024 guidelines and practice in India. When a dose is due, book it and a vet gives it at home.',
  highlights: ['First dose at 6-8 weeks', 'Puppy doses every 2-4 weeks until 16 weeks or later', 'Anti-rabies from 12 weeks', 'Core booster at 6-12 months'],
  about: {
    heading: 'Why puppies need a series of doses',
    paragraphs: [
      'A puppy takes in antibodies with its mother’s first milk. They protect it for its first weeks, but they also cancel out a vaccine given too early, and they fade at a different age in every puppy. So a puppy gets several doses three to four weeks apart, to be sure that one of them arrives after the mother’s antibodies have gone.',
      'The last puppy dose should be given at 16 weeks of age or later. Stopping the course at eight or ten weeks is the commonest reason a puppy that was “vaccinated” still catches parvovirus.',
    ],
  },
  schedule: {
    heading: 'The vaccination schedule for dogs in India',
    intro: 'The schedule most vets here follow for a healthy puppy. Your vet may move a dose by a week or two for the vaccine brand, your puppy’s health or the date the course began.',
    doses: [
      {
        age: '6-8 weeks',
        vaccines: ['DHPPi, 1st dose'],
        note: 'The first dose of the core vaccine, without the leptospirosis part: leptospirosis starts at the next visit. The puppy should have been dewormed already.',
      },
      {
        age: '9-11 weeks',
        vaccines: ['DHPPi+L: DHPPi 2nd dose, leptospirosis 1st dose'],
        note: 'Three to four weeks after the first. Keep the puppy away from unknown dogs, parks and pet shops for now.',
      },
      {
        age: '12-14 weeks',
        vaccines: ['DHPPi+L: DHPPi 3rd dose, leptospirosis 2nd dose', 'Anti-rabies, 1st dose'],
        note: 'Leptospirosis always needs two doses 2 to 4 weeks apart. The first anti-rabies dose is often given at the same visit.',
      },
      {
        age: '16 weeks or later',
        vaccines: ['DHPPi, last puppy dose', 'Anti-rabies booster, as your vet advises'],
        note: 'Not optional: the last core dose must fall at 16 weeks of age or later. Many vets repeat the anti-rabies dose a few weeks after the first.',
      },
      {
        age: '6-12 months',
        vaccines: ['DHPPi booster'],
        note: 'The booster that covers a puppy whose last dose was blocked by its mother’s antibodies.',
      },
      {
        age: 'Every year',
        vaccines: ['Anti-rabies booster', 'Leptospirosis booster'],
        note: 'Yearly for life. Leptospirosis protection lasts only about a year. In the years between core boosters your dog needs the leptospirosis part alone, not the full combination: tell us when you book, and we will say whether we can bring a leptospirosis-only vaccine. The anti-rabies certificate stays current for registration and your housing society.',
      },
      {
        age: 'Every 3 years',
        vaccines: ['DHPPi'],
        note: 'The core vaccine protects for three years or more, so no more often than this (WSAVA 2024).',
      },
    ],
    optional: {
      heading: 'Optional vaccines, depending on your dog’s life',
      items: [
        'Canine coronavirus: not recommended (WSAVA 2024). It causes mostly mild diarrhoea in young puppies, and the vaccine has not been shown to prevent disease; a combination that includes it is not needed.',
        'Kennel cough (Bordetella with parainfluenza): advised before boarding, daycare, grooming salons or shows. Given as nose drops or an injection, one to two weeks before the stay.',
      ],
    },
    footnote: 'Adopted an adult dog with no record? One dose of the core vaccine protects a dog over 16 weeks (WSAVA 2024), though many vets give two; leptospirosis always needs two doses 2-4 weeks apart, plus an anti-rabies dose. Then anti-rabies and leptospirosis every year, and the core vaccine no more often than every three years.',
  },
  sections: [
    {
      heading: 'Before and after each dose',
      paragraphs: ['A vaccine works best in a healthy, dewormed puppy that is not under stress. A few habits around each visit make the course work.'],
      points: [
        `Deworm on time, on the one schedule we use everywhere. ${dewormingPlanFor('dog')}`,
        'Postpone if your puppy has a fever, is off its food, or has diarrhoea or vomiting; tell us and we will move the visit.',
        'Keep the puppy’s paws off public ground until one to two weeks after the last dose. Carry it outside so it still meets people, traffic and sounds.',
        'Expect a quiet day or two after a dose. Facial swelling, hives or laboured breathing within hours need a vet at once.',
      ],
    },
    {
      heading: 'The anti-rabies record and pet dog registration',
      paragraphs: [
        'Municipal bodies across Delhi NCR, including Delhi’s MCD, Gurugram, Noida Authority and Ghaziabad, ask owners to register or licence pet dogs, and the application asks for a current anti-rabies vaccination record. Our vet signs and stamps the card and adds the vaccine’s batch sticker, which is what the forms and most housing societies want to see.',
        'Rules and fees change from time to time, so check the current requirements with your municipal body before you apply.',
      ],
    },
  ],
  included: {
    heading: 'What a vaccination visit includes',
    items: [
      'A vet who reads your dog’s card and decides which dose is due',
      'The examination that comes before every vaccine',
      'The dose, given at home and recorded with its batch sticker',
      'Advice on deworming, ticks and safe socialising until the course is done',
    ],
  },
  audience: {
    heading: 'This guide is for you if',
    items: [
      'You have just brought home a puppy between 6 and 16 weeks old',
      'Your dog’s yearly booster is due, or overdue',
      'You adopted a dog and do not know what it has had',
      'You are planning boarding, travel or a move and need the record in order',
    ],
  },
  steps: {
    heading: 'Booking the next dose at home',
    steps: [
      { title: 'Find the dose', text: 'Use the schedule above, or tell us the last date on your dog’s card and we will work out what is due.' },
      { title: 'Pick a time', text: 'Any day in the next ten days, hourly from {slotHours}. Morning and early evening slots go first.' },
      { title: 'The vet visits', text: `An examination, then the dose, then at least ${VACCINE_WATCH_MINUTES} minutes to watch for a reaction.` },
      { title: 'Next date on the card', text: 'The card is signed and dated, and we remind you before the next dose is due.' },
    ],
  },
  faqs: [
    {
      question: 'My puppy had its first vaccine at the breeder. What now?',
      answer: 'Ask the breeder for the card, or at least the vaccine’s name and date, and count three to four weeks from that date for the next dose. With no record, the vet treats the puppy as unvaccinated and starts again: an extra dose does no harm, a missing one can.',
    },
    {
      question: 'When can my puppy go for walks?',
      answer: 'One to two weeks after the last puppy dose, given at 16 weeks or later. Until then let it meet healthy, fully vaccinated dogs at home, and carry it outside so it gets used to the world without touching ground where sick dogs have been.',
    },
    {
      question: 'My puppy has had three doses. Does it still need one at 16 weeks?',
      answer: 'Only if the third was given before 16 weeks, when the mother’s antibodies may still have blocked it. The vet looks at the dates on the card and your puppy’s age to decide.',
    },
    {
      question: 'How often does an adult dog need boosters?',
      answer: 'Anti-rabies yearly is the usual practice in India, and a certificate less than a year old is what registration forms and housing societies normally ask for. Leptospirosis also needs a yearly dose. The core vaccine (DHPPi) is repeated no more often than every three years after the booster at 6 to 12 months, as the WSAVA 2024 guidelines advise.',
    },
    {
      question: 'Is the same dose safe for a tiny breed?',
      answer: 'Yes. A Shih Tzu and a Great Dane get the same dose, because it is about starting an immune response, not about body weight. Small breeds are a little more prone to mild reactions, so the vet watches them for a while after the injection.',
    },
  ],
  related: [
    { to: '/services/dog-vaccination', label: 'Dog vaccination service', note: 'What the home visit includes.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'For a puppy that seems unwell before a dose.' },
    { to: '/dog-lab-test', label: 'Dog lab tests', note: 'Tick fever and blood tests at home.' },
    { to: '/cat-vaccination', label: 'Kitten vaccination schedule', note: 'If you also have a cat.' },
  ],
  offersHeading: 'Book the next dose',
  schema: { name: 'Dog vaccination schedule and home vaccination', serviceType: 'Veterinary vaccination' },
}

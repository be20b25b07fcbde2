import { VACCINE_WATCH_MINUTES } from '../../core/health/care-facts.ts'
import { dewormingPlanFor } from '../../core/health/health-plan.ts'
import type { ServicePageContent } from './types.ts'

/** /services/cat-vaccination: the service sheet. */
export const CAT_VACCINATION_SHEET: ServicePageContent = {
  layout: 'sheet',
  kind: 'vaccination',
  eyebrow: 'Service sheet · Cats',
  lead: 'Most cats hate the carrier, the car and the clinic more than the injection. Our vet vaccinates your cat at home, where it is calm, after a gentle examination on its own ground.',
  highlights: [
    'Vaccinated at home, without the carrier and the car',
    'A gentle examination before every dose',
    'Tricat (FVRCP) and anti-rabies vaccines',
    'A signed card and a reminder for the next dose',
  ],
  about: {
    heading: 'What the service is',
    paragraphs: [
      'Indoor cats still need their vaccines: the viruses behind cat flu and panleukopenia travel on shoes, clothes and hands, and a new kitten or a stay at a boarding cattery can bring them home. We bring the vaccine and a vet used to handling cats to your door.',
      'The vet lets your cat settle, examines it where it feels safe, gives the dose that is due and records it on the card. Because your cat was not stressed by the journey, the examination is also more telling: a frightened cat’s heart rate, temperature and even blood sugar rise at a clinic.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'An examination before the dose: weight, temperature, heart, mouth, eyes, ears and coat',
      'The vaccine, kept at 2-8 °C from the pharmacy to your home',
      'A signed vaccination card with the batch sticker',
      'Deworming and flea-control advice for your cat’s age',
      'The date of the next dose, with a reminder before it is due',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Kittens from six weeks old, starting their course',
      'Adult cats due for a booster',
      'Rescued or adopted cats with no record',
      'Cats going to a boarding cattery, or travelling with you',
      'Shy, elderly or easily stressed cats that panic in a carrier',
    ],
  },
  sections: [
    {
      heading: 'The vaccines and what they prevent',
      paragraphs: ['The core vaccine for cats is the three-in-one called FVRCP or tricat. Rabies is a separate injection.'],
      points: [
        'Feline panleukopenia (feline parvovirus): severe vomiting and diarrhoea; often fatal in kittens.',
        'Feline herpesvirus (rhinotracheitis): the main cause of cat flu, with sneezing, runny eyes and ulcers on the eye.',
        'Feline calicivirus: cat flu with painful mouth ulcers, sometimes lameness.',
        'Rabies: fatal once signs appear, and passed on by a bite or scratch; in India cats catch it from the bite of an infected dog, cat or other mammal, such as a street dog or a mongoose.',
      ],
    },
    {
      heading: 'Making the visit easy for your cat',
      paragraphs: [
        'Shut your cat into a quiet room with its bed before the vet arrives, so that it is not hiding under the sofa at the moment of the visit. Keep dogs and children out of that room for a while.',
        'A towel to wrap your cat in and a few favourite treats help more than any restraint. Mild sleepiness or a tender spot for a day afterwards is normal; facial swelling, vomiting or breathing trouble is not, and needs a vet straight away.',
      ],
    },
  ],
  steps: {
    heading: 'How a home vaccination visit works',
    steps: [
      { title: 'Book a slot', text: 'Choose cat vaccination and a day in the next ten days; pick a time when your cat is usually calm.' },
      { title: 'Prepare a quiet room', text: 'Keep your cat in one room with its bed, and have its old card or adoption papers to hand.' },
      { title: 'Examination and dose', text: `The vet examines your cat where it feels safe, gives the vaccine and stays at least ${VACCINE_WATCH_MINUTES} minutes to watch for a reaction.` },
      { title: 'Card and reminder', text: 'You get the signed card and the next due date. Pay online beforehand or after the visit.' },
    ],
  },
  faqs: [
    {
      question: 'My cat never goes outside. Does it really need vaccines?',
      answer: 'Yes, the core ones. Panleukopenia and cat flu viruses survive for a long time on surfaces and come in on shoes and clothes. Indoor cats also meet new cats at boarding, at the vet, or when you adopt a second one.',
    },
    {
      question: 'Can my cat be vaccinated if it is hiding and scared?',
      answer: 'Usually yes. Our vets take their time, examine the cat where it is, and use a towel rather than force. If a cat is too distressed to examine safely, the vet will say so and suggest another day rather than rush.',
    },
    {
      question: 'Do you give the FeLV (feline leukaemia) vaccine?',
      answer: 'Current guidelines (WSAVA 2024, AAHA/AAFP 2020) recommend FeLV vaccination for kittens and young cats, and for adult cats that go outdoors or live with an FeLV-positive cat, after a negative FeLV test. Two doses three to four weeks apart, then a booster a year later. FeLV vaccines are not stocked everywhere in India: ask us when you book whether we can bring one, and your vet will advise for your cat.',
    },
    {
      question: 'Can a pregnant or nursing cat be vaccinated?',
      answer: 'Most cat vaccines are live vaccines that are not given in pregnancy. Tell us when you book; the vet will usually wait until the kittens are weaned and vaccinate the mother then.',
    },
    {
      question: 'Is the certificate accepted for travel and boarding?',
      answer: 'Yes. The card carries the batch sticker, the date, and the vet’s signature and registration number. Airlines and countries have their own timing rules for rabies, so check them well before you travel.',
    },
  ],
  related: [
    { to: '/cat-vaccination', label: 'Kitten vaccination schedule', note: 'Which dose is due when.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'A yearly examination at home.' },
    { to: '/cat-grooming', label: 'Cat grooming at home', note: 'Brushing, de-matting and nail trims.' },
    { to: '/services/dog-vaccination', label: 'Dog vaccination at home', note: 'If you also have a dog.' },
  ],
  offersHeading: 'Book a dose for your cat',
  schema: { name: 'Cat vaccination at home', serviceType: 'Veterinary vaccination' },
}

/** /cat-vaccination: the schedule guide, with the booking. */
export const CAT_VACCINATION_GUIDE: ServicePageContent = {
  layout: 'guide',
  kind: 'vaccination',
  eyebrow: 'Schedule guide · Kittens and adult cats',
  lead: 'The vaccines a kitten needs and when, the boosters an adult cat needs, and what is optional. When a dose is due, book it and a vet gives it at home, with no carrier and no car ride.',
  highlights: ['Tricat (FVRCP) from 6-8 weeks', 'Repeated every 3-4 weeks until 16 weeks', 'Rabies at 12-16 weeks', 'Boosters at 6-12 months, then as your vet advises'],
  about: {
    heading: 'How a kitten’s protection builds up',
    paragraphs: [
      'Kittens get antibodies from their mother’s milk that shield them for the first weeks but also block vaccines. Because nobody can tell when those antibodies fade in a given kitten, the tricat vaccine is repeated every three to four weeks until the kitten is at least 16 weeks old.',
      'A booster between 6 and 12 months of age then fills any gap left by the kitten course. After that, adult cats need fewer doses than most owners expect, and your vet tailors them to how your cat lives.',
    ],
  },
  schedule: {
    heading: 'The vaccination schedule for cats',
    intro: 'The schedule most vets in India follow for a healthy kitten. The exact weeks depend on the vaccine brand and on your kitten’s health.',
    doses: [
      {
        age: '6-8 weeks',
        vaccines: ['FVRCP (tricat), 1st dose'],
        note: 'The first core dose. Deworm before it, and keep the kitten indoors and away from unknown cats.',
      },
      {
        age: '9-12 weeks',
        vaccines: ['FVRCP, 2nd dose'],
        note: 'Three to four weeks after the first dose.',
      },
      {
        age: '12-14 weeks',
        vaccines: ['FVRCP, 3rd dose (when the 2nd fell at 9-10 weeks)', 'Rabies, 1st dose'],
        note: 'Rabies is given from 12 weeks. A kitten whose doses started at 6 weeks has one more tricat dose before the last.',
      },
      {
        age: '16 weeks or later',
        vaccines: ['FVRCP, last kitten dose'],
        note: 'Not optional: the last tricat dose of the kitten course must fall at 16 weeks of age or later, whenever the course began, because the mother’s antibodies can block every dose before it.',
      },
      {
        age: '6-12 months',
        vaccines: ['FVRCP booster', 'Rabies booster'],
        note: 'One booster of each, to make sure every kitten has responded.',
      },
      {
        age: 'Adult cats',
        vaccines: ['FVRCP, as your vet advises', 'Rabies, as your vet advises'],
        note: 'For the tricat, no more often than every three years for most adult cats, more often only for a cat at high risk of cat flu; rabies every year, as practice in India requires.',
      },
    ],
    optional: {
      heading: 'Other vaccines',
      items: [
        'FeLV (feline leukaemia): recommended for kittens and young cats, and for adults that go outdoors or live with an FeLV-positive cat (WSAVA 2024, AAHA/AAFP 2020). Two doses three to four weeks apart from 8 weeks of age, after a negative FeLV test, then a booster a year later. Not every clinic in India stocks it, so ask before the visit.',
        'Your vet may suggest others for cats in catteries or multi-cat rescues; most indoor pets do not need them.',
      ],
    },
    footnote: 'Adopted an adult cat with no record? It gets two doses of tricat three to four weeks apart and one rabies dose, then boosters as your vet advises.',
  },
  sections: [
    {
      heading: 'Before and after each dose',
      paragraphs: ['A kitten responds best to its vaccine when it is healthy, dewormed and calm.'],
      points: [
        `Deworm on the one schedule we use everywhere. ${dewormingPlanFor('cat')}`,
        'Postpone the dose if your kitten is sneezing heavily, off its food, or has diarrhoea; tell us and we will move the visit.',
        'Keep a kitten indoors and away from unknown cats until a week or two after its last kitten dose.',
        'Mild sleepiness for a day is normal. A lump at the injection site that is still growing a month later, is larger than 2 cm, or is still there after three months should be shown to a vet.',
      ],
    },
    {
      heading: 'Why adult cats are vaccinated with care',
      paragraphs: [
        'In rare cases a cat can develop a tumour where it was injected. Vets reduce that risk by giving only the vaccines a cat needs, at sensible intervals, and by injecting low on a leg rather than between the shoulder blades, so that any lump is found early. It is one reason your vet asks how your cat lives before choosing its vaccines.',
      ],
    },
  ],
  included: {
    heading: 'What a vaccination visit includes',
    items: [
      'A vet who reads your cat’s card and decides which dose is due',
      'An examination before the injection, done calmly at home',
      'The dose, recorded with its batch sticker and the next due date',
      'Advice on deworming and fleas for your kitten’s age',
    ],
  },
  audience: {
    heading: 'This guide is for you if',
    items: [
      'You have a kitten between 6 and 16 weeks old',
      'Your cat is about a year old and due for its first booster',
      'You adopted a cat and do not know its history',
      'Your cat is going to a cattery or travelling with you',
    ],
  },
  steps: {
    heading: 'Booking the next dose at home',
    steps: [
      { title: 'Find the dose', text: 'Use the schedule above, or tell us the last date on the card and we will work out what is due.' },
      { title: 'Pick a calm time', text: 'Any day in the next ten days, hourly from {slotHours}; choose a time your cat is usually relaxed.' },
      { title: 'The vet visits', text: `An unhurried examination, the dose, and at least ${VACCINE_WATCH_MINUTES} minutes to watch for a reaction.` },
      { title: 'Next date on the card', text: 'The card is signed and dated, and we remind you before the next dose.' },
    ],
  },
  faqs: [
    {
      question: 'When can my kitten be allowed near other cats?',
      answer: 'A week or two after its last kitten dose, given at 16 weeks or later. Before that, keep it away from unknown cats and do not let visitors who have handled other cats pick it up without washing their hands.',
    },
    {
      question: 'My kitten came from a shelter with one vaccine. What next?',
      answer: 'Count three to four weeks from that dose for the next one and carry on the course until 16 weeks. Without a record of the first dose, the vet starts the course again; an extra dose is safe.',
    },
    {
      question: 'Why does my adult cat not need a tricat every year?',
      answer: 'Protection from the core tricat components usually lasts longer than a year in an adult cat with a full course. Your vet may suggest yearly doses for a cat that boards often or meets other cats, and longer gaps for an indoor cat on its own.',
    },
    {
      question: 'Should my cat be tested before the FeLV vaccine?',
      answer: 'Yes. The vaccine does nothing for a cat that already carries the virus, so vets test first. It is a quick blood test; ask at the visit.',
    },
    {
      question: 'What if my cat is sneezing on the day of the vaccine?',
      answer: 'Tell the vet. A cat with mild sneezing and a normal temperature may still be vaccinated; one with fever, discharge from the eyes or not eating is treated first and vaccinated when well.',
    },
  ],
  related: [
    { to: '/services/cat-vaccination', label: 'Cat vaccination service', note: 'What the home visit includes.' },
    { to: '/consultation', label: 'Cat consultation', note: 'When your cat seems unwell.' },
    { to: '/cat-spaying-near-me', label: 'Cat spaying', note: 'When to spay a kitten.' },
    { to: '/dog-vaccination', label: 'Puppy vaccination schedule', note: 'If you also have a dog.' },
  ],
  offersHeading: 'Book the next dose',
  schema: { name: 'Cat vaccination schedule and home vaccination', serviceType: 'Veterinary vaccination' },
}

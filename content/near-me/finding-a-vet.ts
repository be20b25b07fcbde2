import type { NearMePageContent } from './types.ts'

/** /services-near-me */
export const SERVICES_NEAR_ME: NearMePageContent = {
  kind: 'consultation',
  eyebrow: 'Near you · Delhi NCR',
  lead: 'Whatever your dog or cat needs, a registered vet near you: at your home in Gurgaon, Delhi, Noida, Ghaziabad or Faridabad, at a clinic, or on a video call. Here is how to choose between them, and what each costs.',
  highlights: ['Home visits in five cities', 'Clinic visits without the queue', 'Video calls from your phone', 'Every price before you book'],
  lookFor: {
    heading: 'What to look for in a vet service near you',
    items: [
      'Registered vets: every vet should be registered with the Veterinary Council of India or a State Veterinary Council, and say so',
      'Prices stated before you book, including what a visit covers and what would cost extra',
      'Slots that fit your day, evenings included, rather than a promise to call you back',
      'A written prescription and notes you can keep, not only advice over the phone',
      'Clear instructions for emergencies: whom to call at night, and where to go',
      'A way to ask follow-up questions about the same problem after the visit',
    ],
  },
  choice: {
    heading: 'Home, clinic or video?',
    intro: 'Most problems can be handled in more than one way; a true emergency needs a hospital at once. For everything else, a rough guide:',
    options: [
      { title: 'A vet at home', when: ['Vaccines, check-ups and blood samples', 'Puppies and kittens whose vaccines are not complete', 'Cats, nervous dogs, and old or large pets'] },
      { title: 'A clinic', when: ['When an X-ray, scan or procedure may be needed', 'Surgery such as neutering and spaying', 'When the clinic is on your way anyway'] },
      { title: 'A video call', when: ['Diet, behaviour and training questions', 'A second opinion, or a report explained', 'Deciding how urgent something is'] },
    ],
  },
  sections: [
    {
      heading: 'What “near you” means for a home visit',
      paragraphs: [
        'For a home visit, near you means your own door. You choose the slot, and we send a vet who works in your part of the city; in a city as large as Delhi, that keeps travel short and visits on time. For a clinic consultation, we suggest the clinic closest to the address you give.',
      ],
    },
  ],
  steps: {
    heading: 'Getting a vet near you',
    steps: [
      { title: 'Pick the service', text: 'From the list above or any service page; or just a visit, if you are not sure what is needed.' },
      { title: 'Choose where', text: 'Your home, a clinic, or a video call.' },
      { title: 'Choose when', text: 'A day in the next ten days and an hourly slot from {slotHours}.' },
      { title: 'Pay your way', text: 'Online by UPI or card, or after the service.' },
    ],
  },
  citiesIntro: 'Our vets visit homes across these five cities. Each city page lists the localities we cover, typical response times and local rules.',
  faqs: [
    {
      question: 'How do I know a vet will reach my area?',
      answer: 'Each city page lists the localities our vets visit most. If yours is not listed, book anyway: we confirm before the visit, and if we cannot reach you we tell you straight away and refund any online payment.',
    },
    {
      question: 'Are your prices the same everywhere?',
      answer: 'Yes. All five cities pay the same prices, shown on each service page and on the pricing page.',
    },
    {
      question: 'Can I get a vet today?',
      answer: 'Often, yes. Same-day slots are usually available when you book in the morning, especially in central areas. Slots run hourly from {slotHours}.',
    },
    {
      question: 'What if I need a vet at night?',
      answer: 'Home visits start from {slotHours}. At night a real emergency needs the nearest 24-hour veterinary hospital: go straight there. Our phone line answers every day from {supportHours}.',
    },
  ],
  related: [
    { to: '/services', label: 'All services', note: 'Every service and its page.' },
    { to: '/pricing', label: 'Prices', note: 'Every service in one table.' },
    { to: '/veterinarian-near-me', label: 'Choosing a vet', note: 'What to ask and look for.' },
    { to: '/pet-hospital-near-me', label: 'Emergencies', note: 'When it cannot wait.' },
  ],
  offersHeading: 'Popular services near you',
  schema: { name: 'Veterinary services near you in Delhi NCR', serviceType: 'Veterinary care' },
}

/** /pet-clinic-near-me */
export const PET_CLINIC_NEAR_ME: NearMePageContent = {
  kind: 'clinic',
  eyebrow: 'Clinics near you · Delhi NCR',
  lead: 'Sometimes a clinic is the right place: for an X-ray, a scan, surgery or a procedure. Sometimes a vet at home is better. Here is how to tell, what a good pet clinic looks like, and how to see a vet at a clinic at a booked time instead of in a queue.',
  highlights: ['Booked clinic consultations, no queue', 'Clinics equipped for tests and surgery', 'Or a vet at your home instead', 'The same prices in every city'],
  lookFor: {
    heading: 'What a good pet clinic has',
    items: [
      'Registered vets, with the registration displayed or given when you ask',
      'A clean consulting room, with the table wiped down between patients',
      'A separate waiting space, or at least a quiet corner, for cats away from dogs',
      'Lab tests, X-ray and ultrasound on site or close by, so you are not sent elsewhere for each one',
      'An estimate before treatment, and an itemised bill after',
      'Clear advice on where to go when the clinic is closed',
    ],
  },
  choice: {
    heading: 'Clinic or home visit?',
    intro: 'Both are real consultations with a registered vet; the difference is what can be done on the spot. At night, or for an emergency, go to a hospital.',
    options: [
      { title: 'Choose a clinic when', when: ['An X-ray, ultrasound or procedure is likely', 'Your pet needs surgery, dental scaling or a wound stitched', 'A complex problem may need equipment on hand'] },
      { title: 'Choose a home visit when', when: ['Your pet is stable and likely to need an examination and medicines', 'Your pet is a cat, anxious, very old, large or not yet vaccinated', 'You have several pets to be seen'] },
    ],
  },
  sections: [
    {
      heading: 'How a booked clinic consultation works',
      paragraphs: [
        'You choose a clinic consultation and a slot, and we tell you which clinic to go to. You are seen at your booked time rather than first come, first served, and you pay the consultation price you saw when booking. If the vet recommends tests or treatment at the clinic, they tell you the cost before doing anything.',
      ],
    },
    {
      heading: 'Getting your pet there calmly',
      paragraphs: ['The journey is often the hardest part of a clinic visit.'],
      points: [
        'Cats travel in a closed carrier covered with a towel; leave the carrier out for a few days beforehand so it is not a surprise.',
        'Dogs go on a short leash and keep away from other dogs in the waiting area.',
        'Bring the vaccination card, a list of medicines, and a fresh stool or urine sample if you were asked for one.',
      ],
    },
  ],
  citiesIntro: 'Home visits across these cities. Clinic consultations are at {partnerClinics}. The city pages list the localities we cover.',
  faqs: [
    {
      question: 'Where can I book a clinic consultation?',
      answer: 'The clinic finder lists every clinic where a consultation can be booked, with its address and hours. Today there are {partnerClinics}. Home visits cover all five cities.',
    },
    {
      question: 'Is a clinic consultation cheaper than a home visit?',
      answer: 'Yes, because the vet does not travel. Both prices are shown on this page and on the pricing page.',
    },
    {
      question: 'Will I have to wait at the clinic?',
      answer: 'You are booked for a time, so the wait should be short. An emergency arriving just before you can occasionally cause a delay; the clinic will tell you.',
    },
    {
      question: 'Can I take my pet to a clinic for vaccines?',
      answer: 'Yes, though many owners prefer vaccination at home, especially for puppies and kittens that are not yet protected and should not sit in a waiting room with sick animals.',
    },
  ],
  related: [
    { to: '/services/consultation', label: 'Vet consultation', note: 'Home, clinic or video compared.' },
    { to: '/pet-hospital-near-me', label: 'Pet hospitals and emergencies', note: 'When a clinic visit cannot wait.' },
    { to: '/dog-neuter-surgery', label: 'Neutering and spaying', note: 'Surgery at a clinic.' },
    { to: '/veterinarian-near-me', label: 'Choosing a vet', note: 'What to ask and look for.' },
  ],
  offersHeading: 'Book a consultation',
  schema: { name: 'Pet clinic consultation near you', serviceType: 'Veterinary clinic consultation' },
}

/** /pet-hospital-near-me */
export const PET_HOSPITAL_NEAR_ME: NearMePageContent = {
  kind: 'emergency',
  eyebrow: 'Emergencies',
  lead: 'If your pet is in danger now, go straight to the nearest 24-hour veterinary hospital. Our phone line gives advice on the way from {supportHours}. This page lists the signs that cannot wait, what to do on the journey, and when a home visit or a video call is enough instead.',
  highlights: ['Signs that cannot wait', 'First aid for the journey', 'Phone advice from {supportHours}', 'Follow-up at home after discharge'],
  lookFor: {
    heading: 'Go to a hospital now if your pet',
    items: [
      'is struggling to breathe, or its gums or tongue are blue, grey or very pale',
      'has collapsed or cannot stand, or has a fit lasting more than a few minutes, or several in a row',
      'has a swollen, tight belly and is retching without bringing anything up, especially a large, deep-chested dog',
      'has been hit by a vehicle or fallen from a height, even if it seems fine',
      'has eaten rat poison, chocolate, grapes or raisins, sugar-free gum, medicines for people, or, for a cat, any part of a lily',
      'is a male cat straining in the litter box and passing little or no urine',
      'shows heatstroke on a hot day: heavy panting, drooling, bright red gums, vomiting or wobbling',
      'is bleeding heavily, or has strained hard for half an hour while giving birth without delivering',
    ],
  },
  choice: {
    heading: 'Hospital, home visit or video call?',
    intro: 'In a real emergency a home visit is not the answer: a hospital has oxygen, fluids, X-ray and surgery on hand. For everything else there are calmer options.',
    options: [
      { title: 'A hospital, now', when: ['Any sign in the list above', 'Injuries from accidents, fights or falls', 'Poisoning, even if your pet seems well for the moment'] },
      { title: 'A home visit today', when: ['Vomiting or diarrhoea in a pet that is still bright and drinking', 'A limp, a small wound or a sore eye', 'A dog off its food for a day; for a cat, book sooner'] },
      { title: 'A video call first', when: ['You are unsure how serious it is', 'You are unsure whether it can wait for a home visit', 'Slots run from {slotHours}: at night, go to a hospital'] },
    ],
  },
  sections: [
    {
      heading: 'On the way to the hospital',
      paragraphs: ['Call the hospital before you set off so that the team is ready. Then:'],
      points: [
        'Move an injured pet on a flat board, blanket or towel, keeping its back straight.',
        'Press a clean cloth firmly on a bleeding wound and keep pressing.',
        'Cool an overheated pet first, before the journey: pour plenty of tap water over it, as cool as you have, and keep air moving; then travel with the air conditioning on or the windows down, still wetting it. Do not wrap it in wet towels, which trap heat.',
        'Do not make your pet vomit unless a vet tells you to, and take the packet of whatever it swallowed.',
        'Muzzle a dog in pain gently with a soft cloth if it might bite, but never one that is vomiting or struggling to breathe.',
      ],
    },
  ],
  steps: {
    heading: 'After the emergency',
    steps: [
      { title: 'Discharge', text: 'Ask the hospital for written notes, the diagnosis and a list of medicines with doses.' },
      { title: 'Care at home', text: 'Our vet can visit to check wounds, give injections or remove stitches, so you avoid repeat trips.' },
      { title: 'Follow-up tests', text: 'Blood tests to check recovery can be taken at home and explained by a vet.' },
    ],
  },
  citiesIntro: 'Our phone line serves all five cities, and our vets can follow up at home after a hospital stay in any of them.',
  faqs: [
    {
      question: 'Do you run a 24-hour pet hospital?',
      answer: 'No. We offer vets at home, at clinics and by video. In an emergency go straight to the nearest 24-hour veterinary hospital. Our phone line answers every day from {supportHours}.',
    },
    {
      question: 'What counts as an emergency?',
      answer: 'Anything in the list on this page: breathing trouble, collapse, fits, a swollen belly, accidents, poisoning, a blocked male cat, heatstroke, heavy bleeding or a difficult birth. When in doubt, go, and call the hospital on the way; our own phone line answers from {supportHours}.',
    },
    {
      question: 'My dog ate chocolate. Is that an emergency?',
      answer: 'It can be. Dark and baking chocolate are the most dangerous, and the risk depends on how much was eaten and how big your dog is. Call a vet straight away with the wrapper to hand; do not wait for signs to appear.',
    },
    {
      question: 'Can a vet come to my home at night?',
      answer: 'No: home visits start from {slotHours}. At night the safest choice for a real emergency is the nearest 24-hour veterinary hospital; save its number now, before you need it.',
    },
    {
      question: 'How can I prepare before an emergency happens?',
      answer: 'Save the numbers of the nearest 24-hour hospital and ours in your phone, keep your pet’s vaccination card and medicine list in one place, and keep a towel, a blanket and a carrier or leash near the door.',
    },
  ],
  related: [
    { to: '/video-consultation', label: 'Video consultation', note: 'Ask a vet how urgent it is.' },
    { to: '/services/consultation', label: 'Vet consultation', note: 'For problems that can wait a few hours.' },
    { to: '/pet-clinic-near-me', label: 'Pet clinics near you', note: 'For X-rays, scans and procedures.' },
    { to: '/consultation', label: 'Cat consultation', note: 'When your cat is unwell.' },
  ],
  offersHeading: 'When it is not an emergency',
  schema: { name: 'Emergency veterinary advice and referral', serviceType: 'Emergency veterinary care' },
}

/** /veterinarian-near-me */
export const VETERINARIAN_NEAR_ME: NearMePageContent = {
  kind: 'consultation',
  eyebrow: 'Vets near you · Registered and experienced',
  lead: 'A good vet is someone you will see for years: for the puppy vaccines, the yearly check-ups and the bad nights. Here is how to choose one near you in Delhi NCR, and how to have a registered vet come to your home.',
  highlights: ['Registered veterinarians only', 'The same vet again where possible', 'Notes and prescriptions in writing', 'At home, at a clinic or by video'],
  lookFor: {
    heading: 'How to choose a vet',
    items: [
      'Registration: a vet in India must hold a veterinary degree and be registered with the Veterinary Council of India or a State Veterinary Council; ask for the number',
      'Listening: a good vet asks about diet, habits and history before examining',
      'Explaining: you should leave knowing what is wrong, what each medicine does and what to watch for',
      'Honesty about cost: an estimate before tests or treatment, and the options when there are several',
      'Calm handling: your pet is handled gently and given time',
      'Continuity: records kept from visit to visit, and the same vet where possible',
    ],
  },
  choice: {
    heading: 'A vet at home, at a clinic or on a call',
    intro: 'A registered vet can see your pet in three ways, each with its strengths. None of them replaces a hospital when a pet cannot breathe, has collapsed or has been hurt.',
    options: [
      { title: 'At home', when: ['The vet sees how your pet lives, eats and moves', 'No travel stress and no waiting-room infections', 'Vaccines, check-ups, samples and most treatments'] },
      { title: 'At a clinic', when: ['Equipment for X-rays, scans and procedures', 'Surgery and dental work', 'A booked time instead of a queue'] },
      { title: 'By video', when: ['Quick questions and follow-ups', 'Behaviour and diet advice', 'A second opinion from wherever you are'] },
    ],
  },
  sections: [
    {
      heading: 'Why a regular vet matters',
      paragraphs: [
        'A vet who has seen your dog or cat before notices change: a few hundred grams lost, a new heart murmur, teeth that have worsened since last year. Keeping the same vet, or at least the same records, turns separate visits into a picture of your pet’s health over time.',
        'Our vets keep notes from each visit with your pet’s record, so whichever vet sees your pet next can read what happened before.',
      ],
    },
  ],
  citiesIntro: 'Registered vets visit homes in these cities; each city page lists the areas covered.',
  faqs: [
    {
      question: 'How can I check that a vet is registered?',
      answer: 'Ask for their registration number with the Veterinary Council of India or the State Veterinary Council. Every vet who visits for us can give you theirs, and it appears on their prescriptions.',
    },
    {
      question: 'Can I ask for the same vet every time?',
      answer: 'Tell us when you book and we will try to send the vet who saw your pet before, depending on their schedule.',
    },
    {
      question: 'Do your vets treat both dogs and cats?',
      answer: 'Yes. All our vets see dogs and cats, and they are used to examining nervous cats at home.',
    },
    {
      question: 'What does a vet bring to a home visit?',
      answer: 'What is needed to examine your pet, common injectable medicines, vaccines in a cold box if a vaccination is booked, and equipment to take blood samples. Anything that needs a clinic, such as an X-ray, is arranged separately.',
    },
  ],
  related: [
    { to: '/services/consultation', label: 'Vet consultation', note: 'What a consultation includes.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'A yearly examination at home.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'Calm check-ups for cats.' },
    { to: '/services-near-me', label: 'All services near you', note: 'Vaccines, tests, grooming and surgery.' },
  ],
  offersHeading: 'See a vet',
  schema: { name: 'Registered veterinarian at home, at a clinic or by video', serviceType: 'Veterinary consultation' },
}

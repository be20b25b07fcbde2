import type { ServicePageContent } from './types.ts'

/** /video-consultation: a video call with a vet. */
export const VIDEO_CONSULTATION: ServicePageContent = {
  layout: 'sheet',
  kind: 'video',
  eyebrow: 'Video consultation · Dogs and cats',
  lead: 'A video call with a registered vet from your phone: for advice, a second opinion, a follow-up, or simply to know whether what you are seeing needs a vet visit. Slots run from {slotHours}; at night, an emergency goes straight to a 24-hour hospital.',
  highlights: ['From your phone, wherever you are', 'Show the problem on camera', 'Reports and photos reviewed', 'Told honestly when a visit is needed'],
  about: {
    heading: 'What a video consultation is',
    paragraphs: [
      'A vet sees your pet on camera, asks about the history, looks at what you show them, and gives you advice and a plan. A lot of veterinary work is listening and looking: behaviour problems, diet questions, skin rashes, eye discharge, a limp you can film, or a report you want explained.',
      'What a video call cannot do is touch your pet: feel its belly, listen to its heart or take its temperature. When that matters, the vet says so, and you can book a home visit or go to a clinic with the advice you have already had.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'A video call with a registered vet at the slot you book',
      'A look at your pet on camera, and at photos, videos and reports you share',
      'Advice and a written care plan',
      'A clear recommendation if your pet should be seen in person, and how soon',
    ],
  },
  audience: {
    heading: 'Good for',
    items: [
      'Diet, weight, behaviour and training questions',
      'A second opinion on a diagnosis or a treatment plan',
      'Reading blood test or scan reports',
      'Follow-ups after a visit or surgery: wound checks, progress, medicine doubts',
      'Deciding how urgent a symptom is, in slot hours or far from a clinic',
    ],
  },
  sections: [
    {
      heading: 'When a video call is not enough',
      paragraphs: ['Do not wait for a video slot if your pet is in real trouble. Go straight to the nearest 24-hour veterinary hospital if your pet shows any of these; from {supportHours} our phone line can advise you on the way:'],
      points: [
        'is struggling to breathe, or has collapsed',
        'has been hit by a vehicle or fallen from a height',
        'is bleeding heavily, or has a fit that lasts more than a few minutes',
        'has swallowed a poison, a medicine for people, or a sharp object',
      ],
    },
    {
      heading: 'Getting the most from the call',
      paragraphs: ['Five minutes of preparation makes the call far more useful.'],
      points: [
        'Sit somewhere bright, with your pet close by, and your phone charged.',
        'Film the problem beforehand if it comes and goes: a cough, a limp, a fit, a strange noise.',
        'Have photos of vomit or stool, recent reports, and the names of medicines ready to share.',
        'Note when it started, what your pet has eaten, and whether it is drinking and passing urine normally.',
      ],
    },
  ],
  steps: {
    heading: 'How a video consultation works',
    steps: [
      { title: 'Book a slot', text: 'Choose a video consultation and an hourly slot from {slotHours}, up to ten days ahead.' },
      { title: 'Get ready', text: 'Charge your phone, find good light, and have photos, videos and reports at hand.' },
      { title: 'Talk to the vet', text: 'The vet calls at your slot, looks at your pet on camera and goes through the problem with you.' },
      { title: 'Your plan', text: 'You get written advice, and a clear answer on whether and when your pet should be seen in person.' },
    ],
  },
  faqs: [
    {
      question: 'Can the vet prescribe medicines on a video call?',
      answer: 'The vet can advise on care you can give at home and on medicines your pet already takes. Medicines that need an examination to be prescribed safely are prescribed after one, at a home visit or clinic.',
    },
    {
      question: 'What do I need for the call?',
      answer: 'A smartphone with a camera, a steady internet connection, and enough light to see your pet. You do not need a computer; the call details come with your booking.',
    },
    {
      question: 'What if the vet says my pet needs a visit?',
      answer: 'Book a home visit or a clinic consultation; the vet who saw you on video shares their notes, so you do not have to start again.',
    },
    {
      question: 'Can I use a video call for a new puppy or kitten?',
      answer: 'Yes, for advice on food, house training, biting and the vaccine schedule. The first examination and the vaccines themselves need a visit.',
    },
  ],
  related: [
    { to: '/services/consultation', label: 'Vet consultation', note: 'Home, clinic or video compared.' },
    { to: '/consultation', label: 'Cat consultation', note: 'When your cat seems unwell.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'A full examination at home.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'When a call is not enough.' },
  ],
  offersHeading: 'Book a video call',
  schema: { name: 'Video consultation with a vet', serviceType: 'Veterinary telemedicine consultation' },
}

/**
 * The words of the parts every service, pricing, city and near-me page shares
 * (app/features/service-pages), and the frame of the Hindi service pages (decision 0079).
 */
export default {
  hero: {
    glance: 'At a glance',
    book: 'Book a vet visit',
    seePrices: 'See prices',
    callNow: 'Call us now',
  },
  priceCard: {
    prices: 'Prices',
    visitCharges: 'Visit charges',
    note: 'Pay online by UPI or card, or pay after the service.',
  },
  startingPrices: {
    heading: 'Starting prices',
    note: 'Every service and both of its prices are in the tables below.',
  },
  from: 'from <b>{price}</b>',
  bestFor: 'Best for',
  step: 'Step {number}: ',
  table: {
    service: 'Service',
    listPrice: 'List price',
    youPay: 'You pay',
    listPriceHidden: 'list price ',
    pets: { dog: 'Dogs', cat: 'Cats', any: 'Dogs and cats' },
  },
  cities: {
    label: 'City pages',
    link: 'Vet in {city}',
    heading: 'Where our vets visit',
  },
  faq: {
    heading: 'Questions pet parents ask',
    intro: 'Something else on your mind? Call us on <phone></phone> from {hours}.',
  },
  related: {
    heading: 'Related pages',
    pricing: 'See what each service includes',
  },
  band: {
    book: 'Book an appointment',
    call: 'Call {phone}',
    service: {
      heading: 'A vet at your door, when it suits you',
      text: 'Pick a day and an hourly slot, and a registered vet comes to you. Pay online, or after the service.',
    },
    overview: {
      heading: 'Not sure which service you need?',
      text: 'Book a home visit or a video call: the vet examines or listens, then tells you what your pet needs, and nothing more.',
    },
    pricing: {
      heading: 'The price you see is the price you pay',
      text: 'Book a visit now and pay online, or pay the vet after the service.',
    },
  },
  pincodes: {
    summary: '{city}: {count} PIN codes',
    note: "PIN codes and localities from India Post's all-India PIN code directory. Not on the list? Book a video consultation, or call us from {hours}: we add areas as our team grows.",
  },
  /** Only the Hindi pages show these: the summary box over a guide kept in English. */
  guide: {
    summaryHeading: 'In short',
    notice: 'The full guide to this service below is in English for now.',
    guideHeading: 'The full guide',
    reviewed: 'Medically reviewed by <name></name> (registration no. {registration}) on {date}.',
    notReviewed: 'Not yet reviewed by a vet. Written by our editorial team from veterinary guidelines; it is general advice and does not replace an examination.',
    nextReview: 'Next review due: {date}.',
    faqNote: 'The questions and answers are in English for now.',
  },
}

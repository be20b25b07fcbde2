import type { PricingContent } from './types.ts'
import { VISIT_CHARGE_RULE } from './visit-charge-rule.ts'

/** /pricing: the price list, the visit charges and how payment works. */
export const PRICING: PricingContent = {
  eyebrow: 'Prices · Every service',
  lead: 'Every service we offer, with its list price and the price you actually pay. This page reads the same catalogue as the checkout, so what you see here is what you are charged.',
  highlights: ['Every price shown before you book', 'Nothing added without your agreement', 'Pay online by UPI or card, or after the service', 'The same prices in all five cities'],
  visitChargesHeading: 'Visit charges',
  visitChargesIntro: 'What a consultation costs when you book a visit on its own, without adding a service such as a vaccine or a test.',
  visitTypes: [
    {
      serviceId: 'home-visit',
      title: 'Home visit',
      text: 'A registered vet at your home for an examination, advice and a written prescription. There is no separate travel charge within our service areas.',
      bestFor: ['A pet that seems unwell', 'A yearly check-up at home', 'Pets that find travel stressful'],
    },
    {
      serviceId: 'clinic-consultation',
      title: 'Clinic consultation',
      text: 'A consultation at a clinic at a time you book, without waiting in a queue.',
      bestFor: ['When tests or imaging at the clinic may follow', 'If a clinic is close to you', 'The lowest charge for an in-person visit'],
    },
    {
      serviceId: 'video-consultation',
      title: 'Video consultation',
      text: 'A video call with a registered vet. If your pet needs to be seen in person, the vet says so and you can book a visit.',
      bestFor: ['Advice and second opinions', 'Follow-ups and reading a report', 'Deciding how urgent a problem is'],
    },
  ],
  tableHeading: 'Every service and its price',
  tableIntro: 'In rupees: the list price, and the price the checkout charges. Open a service to see what it includes.',
  groupHeadings: {
    visits: 'Visits and consultations',
    checkup: 'Health check-ups',
    vaccination: 'Vaccination, per dose',
    surgery: 'Neutering and spaying',
    labtest: 'Lab tests',
    grooming: 'Grooming at home',
  },
  serviceLinks: {
    'home-visit': '/services/consultation',
    'clinic-consultation': '/pet-clinic-near-me',
    'video-consultation': '/video-consultation',
    'dog-health-checkup': '/dog-health-consultation',
    'cat-health-checkup': '/cat-health-consultation',
    'dog-vaccination-core': '/services/dog-vaccination',
    'dog-vaccination-rabies': '/services/dog-vaccination',
    'cat-vaccination-core': '/services/cat-vaccination',
    'cat-vaccination-rabies': '/services/cat-vaccination',
    'dog-neuter': '/dog-neuter-surgery',
    'dog-spay': '/dog-neuter-surgery',
    'cat-neuter': '/cat-neuter-surgery',
    'cat-spay': '/cat-neuter-surgery',
    'dog-lab-blood-panel': '/dog-lab-test',
    'dog-lab-tick-fever': '/dog-lab-test',
    'cat-lab-blood-panel': '/cat-lab-test',
    'dog-grooming': '/dog-grooming',
    'cat-grooming': '/cat-grooming',
  },
  fees: {
    heading: 'No hidden fees, and how you pay',
    noHiddenFees: {
      heading: 'What “no hidden fees” means',
      paragraphs: [
        'The price on this page is the price at checkout. There is no booking fee, no charge for paying online, and no travel charge for a home visit within our service areas.',
        VISIT_CHARGE_RULE,
      ],
      points: [
        'Medicines on a prescription are not part of a service’s price; you can buy them at any pharmacy.',
        'If the vet suggests an extra test or treatment during the visit, they tell you its price first and do nothing without your agreement.',
        'A surgery’s price covers what its description lists, such as checks before the operation, pain relief and a follow-up visit.',
      ],
    },
    payment: {
      heading: 'How payment works',
      paragraphs: [
        'Pay online when you book, by UPI (Google Pay or any UPI app) or by debit or credit card, through our payment partner’s secure checkout. We never see or store your card or UPI details.',
        'Or pay after the service: the vet completes the visit first, and you then pay the amount shown when you booked.',
      ],
      points: [
        'An online payment is confirmed at once, and your booking shows it as paid.',
        'If you chose to pay later, your booking summary says the payment will be collected after the service.',
      ],
    },
  },
  sections: [
    {
      heading: 'Why there are two prices',
      paragraphs: [
        'The list price is what a service costs without our current discount; the price you pay is what we charge today, and what the checkout uses. When a discount changes, this page changes with it.',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is the home visit charge added to a vaccination or grooming booking?',
      answer: `No. ${VISIT_CHARGE_RULE}`,
    },
    {
      question: 'Are the prices the same in every city?',
      answer: 'Yes. Gurgaon, Delhi, Noida, Ghaziabad and Faridabad all pay the prices on this page.',
    },
    {
      question: 'Will I pay anything extra on the day?',
      answer: 'Only for something you agree to on the day beyond what you booked, such as an extra test, and the vet tells you its price first. Medicines on a prescription are bought separately, wherever you like.',
    },
    {
      question: 'Which payment methods can I use online?',
      answer: 'UPI, including Google Pay, and debit or credit cards, through our payment partner’s secure checkout.',
    },
    {
      question: 'My online payment failed or is stuck. What happens?',
      answer: 'A failed payment is not charged, and you can try again or choose to pay after the service. If money left your account but the booking does not show as paid, it is usually confirmed automatically within minutes; if not, write to us with the payment reference.',
    },
    {
      question: 'Why is a video consultation so much cheaper?',
      answer: 'No one travels and no equipment is used. It suits advice, follow-ups and second opinions, and the vet tells you if your pet needs to be seen in person.',
    },
  ],
  offersHeading: 'Book a visit',
  related: [
    { to: '/services/dog-vaccination', label: 'Dog vaccination', note: 'Core and anti-rabies doses at home.' },
    { to: '/services/lab-tests', label: 'Lab tests', note: 'Which test, when, and how samples are taken.' },
    { to: '/dog-grooming', label: 'Dog grooming', note: 'What a home grooming session covers.' },
    { to: '/dog-neuter-surgery', label: 'Neutering and spaying', note: 'What the surgery price includes.' },
    { to: '/video-consultation', label: 'Video consultation', note: 'How a call with a vet works.' },
    { to: '/cancellation-policy', label: 'Cancellation policy', note: 'Rescheduling, cancelling and refunds.' },
  ],
}

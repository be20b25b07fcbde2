import type { ServicesOverviewContent } from './types.ts'

/** /services: the overview of every service. */
export const SERVICES_OVERVIEW: ServicesOverviewContent = {
  eyebrow: 'All services · Dogs and cats',
  lead: 'Everything a dog or cat needs from a vet, from the first puppy vaccine to surgery: at your home anywhere in Delhi NCR, at a clinic, or by video. Each service has its own page with what it includes and what it costs.',
  highlights: [
    'Registered vets at home, at a clinic or by video',
    'Every price shown before you book',
    'Hourly slots from {slotHours}, up to ten days ahead',
    'Emergency? Go to a 24-hour hospital; our phone line answers from {supportHours}',
  ],
  groupsHeading: 'Choose a service',
  groups: [
    {
      kind: 'vaccination',
      title: 'Vaccination',
      summary: 'Core and anti-rabies vaccines for puppies, kittens and adults, with an examination first and a signed card after.',
      serviceIds: ['dog-vaccination-core', 'dog-vaccination-rabies', 'cat-vaccination-core', 'cat-vaccination-rabies'],
      links: [
        { to: '/services/dog-vaccination', label: 'Dog vaccination at home' },
        { to: '/dog-vaccination', label: 'Puppy and dog schedule' },
        { to: '/services/cat-vaccination', label: 'Cat vaccination at home' },
        { to: '/cat-vaccination', label: 'Kitten and cat schedule' },
      ],
    },
    {
      kind: 'consultation',
      title: 'Check-ups and consultations',
      summary: 'A nose-to-tail examination and clear advice, for a pet that seems unwell or for its yearly check.',
      serviceIds: ['home-visit', 'clinic-consultation', 'dog-health-checkup', 'cat-health-checkup'],
      links: [
        { to: '/services/consultation', label: 'Vet consultation' },
        { to: '/dog-health-consultation', label: 'Dog health check-up' },
        { to: '/cat-health-consultation', label: 'Cat health check-up' },
        { to: '/consultation', label: 'Cat consultation' },
      ],
    },
    {
      kind: 'video',
      title: 'Video consultation',
      summary: 'Talk to a vet on your phone for advice, a second opinion, a follow-up, or to decide whether a visit is needed.',
      serviceIds: ['video-consultation'],
      links: [{ to: '/video-consultation', label: 'Talk to a vet by video' }],
    },
    {
      kind: 'lab',
      title: 'Lab tests',
      summary: 'Blood and tick fever tests with the sample taken at home, and the report explained by a vet.',
      serviceIds: ['dog-lab-blood-panel', 'dog-lab-tick-fever', 'cat-lab-blood-panel'],
      links: [
        { to: '/services/lab-tests', label: 'All lab tests' },
        { to: '/dog-lab-test', label: 'Dog lab tests' },
        { to: '/cat-lab-test', label: 'Cat lab tests' },
      ],
    },
    {
      kind: 'grooming',
      title: 'Grooming',
      summary: 'Bath, brushing, nail trims and ear cleaning at home: no cage dryers, no queue, no other animals around.',
      serviceIds: ['dog-grooming', 'cat-grooming'],
      links: [
        { to: '/dog-grooming', label: 'Dog grooming' },
        { to: '/cat-grooming', label: 'Cat grooming' },
      ],
    },
    {
      kind: 'surgery',
      title: 'Neutering and spaying',
      summary: 'Surgery at a clinic, with checks beforehand, pain relief and a follow-up visit at home.',
      serviceIds: ['dog-neuter', 'dog-spay', 'cat-neuter', 'cat-spay'],
      links: [
        { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying' },
        { to: '/cat-neuter-surgery', label: 'Cat neutering and spaying' },
      ],
    },
    {
      kind: 'clinic',
      title: 'Clinic consultations',
      summary: 'Prefer to go to a clinic? Book a consultation at a time you choose and skip the queue. Today there are {partnerClinics}.',
      serviceIds: ['clinic-consultation'],
      links: [{ to: '/pet-clinic-near-me', label: 'Pet clinics near you' }],
    },
    {
      kind: 'emergency',
      title: 'Emergencies',
      summary: 'Go straight to a 24-hour veterinary hospital. From {supportHours} our phone line gives first-aid advice on the way.',
      serviceIds: [],
      links: [{ to: '/pet-hospital-near-me', label: 'Emergency vets near you' }],
    },
  ],
  visitTypesHeading: 'Three ways to see a vet',
  visitTypesIntro: 'A consultation comes in three forms. The charge shown is for a visit booked on its own; when you book a service such as a vaccine or a test, you pay that service’s price instead.',
  visitTypes: [
    {
      serviceId: 'home-visit',
      title: 'Home visit',
      text: 'A vet comes to your door with what is needed to examine your pet, vaccinate it or take samples.',
      bestFor: ['Puppies and kittens not yet fully vaccinated', 'Cats, nervous dogs and pets that hate the car', 'Old or large pets, and homes with several pets'],
    },
    {
      serviceId: 'clinic-consultation',
      title: 'Clinic consultation',
      text: 'You take your pet to a clinic at a booked time and see a vet without waiting in a queue.',
      bestFor: ['When an X-ray or ultrasound may be needed', 'Check-ups after surgery at that clinic', 'Owners who live or work near a clinic'],
    },
    {
      serviceId: 'video-consultation',
      title: 'Video consultation',
      text: 'A video call with a vet from your phone, for advice that does not need hands on your pet.',
      bestFor: ['Diet, behaviour and training questions', 'A second opinion on a diagnosis or a report', 'Deciding whether a symptom needs a vet, during slot hours'],
    },
  ],
  steps: {
    heading: 'How booking works',
    steps: [
      { title: 'Choose the service', text: 'Add a service to your cart from its page, or simply book a visit if you are not sure what your pet needs.' },
      { title: 'Tell us about your pet', text: 'Name, age, and what is wrong if anything, so that the vet arrives prepared.' },
      { title: 'Pick a time and place', text: 'Home, clinic or video; a day in the next ten days; an hourly slot from {slotHours}.' },
      { title: 'Pay your way', text: 'Pay online by UPI or card, or pay after the service. Either way the price is the one you saw.' },
    ],
  },
  faqs: [
    {
      question: 'Are your vets qualified and registered?',
      answer: 'Every vet holds a veterinary degree (B.V.Sc. & A.H. or higher) and is registered with the Veterinary Council of India or a State Veterinary Council, as the law requires to practise. You can ask the vet for their registration number at the visit.',
    },
    {
      question: 'Which areas do you cover?',
      answer: 'Gurgaon, Delhi, Noida, Ghaziabad and Faridabad, including Noida Extension, Greater Noida and Greater Faridabad. Each city page lists the localities our vets visit most; if yours is missing, book anyway and we will confirm.',
    },
    {
      question: 'Can one visit cover a dog and a cat?',
      answer: 'Yes. Add each pet’s services to the cart and one vet sees both pets in the same visit.',
    },
    {
      question: 'What if my pet needs more than I booked?',
      answer: 'The vet tells you what they found and what they suggest, with its price, before doing anything more. Nothing is added without your agreement.',
    },
    {
      question: 'Do you handle emergencies?',
      answer: 'We do not run a hospital, and a home visit is not emergency care. A pet that cannot breathe, has collapsed or was hit by a vehicle needs the nearest 24-hour veterinary hospital at once. Our phone line answers every day from {supportHours}, and can give first-aid advice on the way.',
    },
  ],
  offersHeading: 'Popular services',
}

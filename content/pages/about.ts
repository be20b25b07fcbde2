import { BRAND } from '../../core/brand.ts'

export type AboutSection = { heading: string; paragraphs: readonly string[] }

/** /about: who we are, how our vets work, what a home visit kit holds, the cities served. */
export const ABOUT_PAGE = {
  updated: '2026-11-22',
  intro: `${BRAND} brings a registered vet to your door, books you into a trusted clinic, or puts you on a video call with one, for dogs and cats across Delhi NCR. We started because getting a frightened cat or a large, unwell dog through city traffic to a crowded clinic is often the hardest part of pet care.`,
  story: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${BRAND} is a team of veterinarians, vet assistants and support staff based in Delhi NCR. We run home visits, partner with neighbourhood clinics for the care that needs a clinic, such as surgery and X-rays, and offer video consultations for advice and follow-ups.`,
        'Our prices are listed in rupees before you book, the same online and after the service, with no travel fee in the cities we serve. You can pay online or pay the vet after the visit.',
      ],
    },
    {
      heading: 'How our vets work',
      paragraphs: [
        'Every vet who treats your pet holds a Bachelor of Veterinary Science and Animal Husbandry (B.V.Sc. & A.H.) and is registered with the Veterinary Council of India or a State Veterinary Council, as the Indian Veterinary Council Act, 1984 requires. We check each registration before a vet joins and every year after. The vet’s name and registration number are printed on every prescription.',
        'Vets follow written clinical protocols for vaccination, sample collection and emergencies, keep vaccines in the cold chain, and record every visit in your pet’s profile, so the next vet knows what was done. When a problem needs equipment we cannot bring home, the vet tells you so and refers you to a clinic or a 24-hour hospital.',
      ],
    },
  ] satisfies readonly AboutSection[],
  kit: {
    heading: 'What a home visit kit holds',
    intro: 'Each vet carries a standard kit, checked and restocked after every day of visits:',
    items: [
      'Stethoscope, digital thermometer, otoscope for ears and a pen torch for eyes and mouth',
      'A portable weighing scale or sling, for accurate doses',
      'Vaccines in an insulated cold box with a thermometer, kept between 2 and 8 °C',
      'Sterile single-use syringes, needles and gloves, and a sharps container taken back for safe disposal',
      'Blood, urine and stool sample tubes, labelled at your home and sent to a partner laboratory the same day',
      'Rapid test kits, such as for tick fever and parvovirus, where the vet needs an answer during the visit',
      'Wound care and first-aid supplies, a muzzle and a soft restraint towel',
      'Printed vaccination cards and a prescription pad',
    ],
  },
  citiesHeading: 'Where we work',
  citiesIntro: 'Home visits in these cities, and video consultations from anywhere in India. Clinic consultations are at {partnerClinics}.',
  values: [
    { title: 'Registered vets only', text: 'No visit is made by anyone who is not a registered veterinarian or supervised by one.' },
    { title: 'Clear prices', text: 'What you see before booking is what you pay, in rupees, with no hidden fees.' },
    { title: 'Gentle handling', text: 'Fear-free handling at home, with breaks and treats, matters as much as the treatment.' },
  ],
} as const

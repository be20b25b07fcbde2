/**
 * How to register a pet with the civic body in Delhi, Noida, Gurugram and Ghaziabad: what the owner
 * needs and what the authority has published. Fees and periods change; each entry names the reports
 * it was written from and when, and says where a figure is uncertain rather than guessing one. The
 * entries were written from press reports and the authorities' published policies; nobody has
 * confirmed them with the authorities, so the page asks the owner to.
 */

export type RegistrationSource = { title: string; url: string; published: string }

export type MunicipalRegistration = {
  id: 'delhi-mcd' | 'noida' | 'gurugram' | 'ghaziabad'
  area: string
  authority: string
  /** Which pets the rule covers. */
  covers: string
  howToApply: string
  needs: readonly string[]
  fee: string
  renewal: string
  /** Where the owner confirms the current rules; the authority's own site. */
  authorityUrl: string
  sources: readonly RegistrationSource[]
  /** The day this entry was written from its sources (YYYY-MM-DD); not a check with the authority. */
  writtenOn: string
}

export const MUNICIPAL_REGISTRATIONS: readonly MunicipalRegistration[] = [
  {
    id: 'delhi-mcd',
    area: 'Delhi',
    authority: 'Municipal Corporation of Delhi (MCD), Department of Veterinary Services',
    covers: 'Pet dogs kept in the MCD area. Registration is required by section 399 of the Delhi Municipal Corporation Act, 1957.',
    howToApply: 'Online on the MCD portal (mcdonline.nic.in), one application per dog, by an owner aged 18 or over. The certificate carries a token number and a QR code.',
    needs: ['Anti-rabies vaccination certificate from a vet', 'A recent photograph of the dog', "The owner's identity proof", "The owner's residence proof"],
    fee: 'MCD set one fee for all of Delhi under its 2023 policy; news reports at the time gave it as ₹500 a year. Check the amount shown on the portal before paying.',
    renewal: 'Every year. The registration is valid only as long as the anti-rabies vaccination, so renew it when the yearly anti-rabies dose is given.',
    authorityUrl: 'https://mcdonline.nic.in/',
    sources: [
      { title: 'MCD, Policy and guidelines for pet dog registration, No. 76/DDVS/RCP/MCD/2023', url: 'https://mcdonline.nic.in/', published: '2023-10-25' },
      { title: 'India Today, MCD urges citizens to get pet dogs registered', url: 'https://www.indiatoday.in/cities/delhi/story/municipal-corporation-of-delhi-urges-citizens-pet-dogs-registration-1999076-2022-09-11', published: '2022-09-11' },
    ],
    writtenOn: '2026-11-25',
  },
  {
    id: 'noida',
    area: 'Noida',
    authority: 'Noida Authority (New Okhla Industrial Development Authority)',
    covers: "Pet dogs and cats in the Authority's area, under its pet policy in force from December 2022.",
    howToApply: "On the Noida Authority Pet Registration (NAPR) app: sign up with your mobile number, choose 'new registration', fill in the pet's details and upload the documents, then pay online.",
    needs: ['Anti-rabies vaccination record (the policy makes it compulsory)', 'Proof of sterilisation, which the policy also requires', 'Photographs of the pet', 'Your identity and address details'],
    fee: 'The policy announced in December 2022 set ₹500 a pet a year, with late fees for registering after the deadline. The Authority may have changed it since: the app shows the current amount.',
    renewal: 'Every year; the policy asked for payment in April.',
    authorityUrl: 'https://noidaauthorityonline.in/',
    sources: [
      { title: 'Zee News, Noida Authority unveils policy for pet dogs and cats', url: 'https://zeenews.india.com/india/noida-authority-unveils-policy-for-pet-dogs/cats-check-registration-fee-fine-for-violation-other-details-2547632.html', published: '2022-12-12' },
      { title: 'CNBC-TV18, How to get your pet dog registered in Noida', url: 'https://www.cnbctv18.com/india/how-to-get-your-pet-dog-registered-in-noida-15422911.htm/amp', published: '2022-12-14' },
    ],
    writtenOn: '2026-11-25',
  },
  {
    id: 'gurugram',
    area: 'Gurugram',
    authority: 'Municipal Corporation of Gurugram (MCG)',
    covers: 'Pet dogs in the MCG area; MCG has asked owners to register them and may take an unregistered dog into custody.',
    howToApply: 'Apply to MCG with its application form and the documents below; after verification you pay the fee and the dog gets a token number. Ask MCG whether an online form is open for your area.',
    needs: ['Vaccination certificate (including anti-rabies) from a vet', 'A health certificate from a vet', 'Photographs of the dog, and one of the dog with you', 'Your identity proof', 'Sterilisation certificate, where MCG asks for it'],
    fee: 'We could not confirm the current fee from MCG itself: owners have reported ₹500 to register and a smaller yearly renewal. Ask MCG before you pay.',
    renewal: 'Every year, as far as MCG has said publicly; confirm with MCG.',
    authorityUrl: 'https://mcg.gov.in/',
    sources: [
      { title: 'Municipal Corporation of Gurugram', url: 'https://mcg.gov.in/', published: 'not dated' },
      { title: 'Indian Express, Register pet dogs immediately: Gurgaon civic body', url: 'https://indianexpress.com/article/cities/delhi/register-pet-dogs-immediately-gurgaon-8344192/', published: '2022-12-30' },
    ],
    writtenOn: '2026-11-25',
  },
  {
    id: 'ghaziabad',
    area: 'Ghaziabad',
    authority: 'Ghaziabad Municipal Corporation (GMC)',
    covers: 'Pet dogs in the GMC area, under the rules its board passed in October 2022. GMC does not register Pit Bull, Rottweiler or Dogo Argentino dogs.',
    howToApply: 'Apply to GMC’s veterinary department, online where GMC has opened its form, with the documents below.',
    needs: [
      'Anti-rabies vaccination certificate from a vet',
      'A sterilisation certificate: GMC does not register an unsterilised adult dog; for a puppy under 6 months the owner gives an affidavit to sterilise it later',
      'A photograph of the dog',
      'Your identity and address proof',
    ],
    fee: 'We could not confirm the current fee from GMC itself. Ask GMC before you pay.',
    renewal: 'We could not confirm the renewal period; keep the anti-rabies vaccination current and ask GMC. GMC’s rules also ask owners to muzzle their dog in public places and in lifts.',
    authorityUrl: 'https://ghaziabadnagarnigam.in/',
    sources: [
      { title: 'Jagran English, Ghaziabad bans Pit Bull and two other dog breeds', url: 'https://english.jagran.com/india/amid-rising-cases-of-pet-attacks-ups-ghaziabad-bans-pit-bull-and-2-other-dog-breeds-10051943', published: '2022-10-17' },
      { title: 'Hindustan Times, Ghaziabad civic body gives Dec 31 deadline for registration of banned dog breeds', url: 'https://www.hindustantimes.com/cities/noida-news/ghaziabad-civic-body-gives-dec-31-deadline-for-registration-of-banned-dog-breeds-101670694697606.html', published: '2022-12-10' },
    ],
    writtenOn: '2026-11-29',
  },
]

import { BRAND } from '../../core/brand.ts'
import { OTP_POLICY } from '../../core/auth/policy.ts'

export type PolicySection = { heading: string; paragraphs: readonly string[] }
export type Policy = { updated: string; intro: string; sections: readonly PolicySection[] }

/** How soon we answer a grievance or a complaint, in days. */
export const GRIEVANCE_REPLY_DAYS = 7
/** How long a sign-in code lasts, in minutes (the auth module's figure). */
export const SIGN_IN_CODE_MINUTES = OTP_POLICY.lifetimeMs / 60_000

/** Our privacy notice under India's Digital Personal Data Protection Act, 2023. */
export const PRIVACY_POLICY: Policy = {
  updated: '22 November 2026',
  intro: `${BRAND} brings veterinary care to dog and cat owners in Delhi NCR. To do that we need some details about you and your pet. This notice says what we collect, why, who sees it, how long we keep it and what you can do about it, in line with the Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      heading: 'What we collect and why',
      paragraphs: [
        'Mobile number: to sign you in with a one-time code sent by SMS, to confirm bookings and to reach you about a visit. It is also your account identifier.',
        'Name: to address you and to tell the vet whom to ask for.',
        'E-mail address: to send booking confirmations and receipts when you give one.',
        'Address, landmark, city and PIN code: so the vet can reach you for a home visit. You can save addresses to reuse them, or not.',
        "Location: only when you press 'Use current location' on the address form, to fill in your address. We never read your location in the background.",
        "Pet details: name, type, breed, age and what you tell us about your pet's health, so the vet can prepare and keep a record of the care given.",
        'Payment details: the payment provider handles your card or UPI details. We receive only the payment reference, amount and status.',
        'Technical data: the pages you visit and the device and browser you use, to keep the service secure and working. Analytics run only if we have enabled them, and never include your mobile number.',
      ],
    },
    {
      heading: 'Your consent',
      paragraphs: [
        'We process these details on the basis of your consent, which you give when you sign in or book, and for the legitimate uses the Act allows, such as meeting a legal obligation. You can withdraw consent whenever you choose by deleting your account; this does not affect what was done before.',
      ],
    },
    {
      heading: 'Who sees your data',
      paragraphs: [
        'The vet and support staff handling your booking. Our SMS provider, to deliver sign-in codes. Our payment provider, to take payments. Our hosting and database providers, who store data for us under contract. We do not sell your data, and we do not share it for advertising.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `Your profile, pets and saved addresses stay until you delete your account. Sign-in codes expire after ${SIGN_IN_CODE_MINUTES} minutes and their records are kept for at most a day to stop abuse. Records of appointments and payments are kept for as long as tax and accounting law requires, detached from your name and number once you delete your account.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and download the data we hold about you, correct it, and delete your account, from the Help Section once signed in. You can also see the devices you are signed in on and sign them out. For anything else, or to raise a grievance, write to us.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Sign-in codes are never stored as such, sessions can be ended from any device, and connections are encrypted. If a breach affecting you ever occurs, we will tell you and the Data Protection Board of India as the Act requires.',
      ],
    },
    {
      heading: 'Contact and grievances',
      paragraphs: [`Grievance officer, ${BRAND}: {supportEmail}, {supportPhone}. We reply within ${GRIEVANCE_REPLY_DAYS} days.`],
    },
  ],
}

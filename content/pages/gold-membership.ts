import { REFERRALS_PER_YEAR, REMINDER_DAYS, TYPICAL_YEAR } from '../../core/membership/membership.ts'
import type { Faq, Step } from '../page-blocks.ts'
import { MEMBERSHIP_REFUND_DAYS } from '../policies/cancellation-policy.ts'

/**
 * The copy of /gold-membership and its two pages. Every price and benefit figure is a placeholder
 * filled in from the plan rows ({planPrice:gold-annual}), so an admin's edit shows here at once.
 */
export const GOLD_MEMBERSHIP_PAGE = {
  eyebrow: 'Gold Membership',
  lead: `One yearly or half-yearly fee for the visits most dogs and cats need anyway: home visits without the visit fee, lower prices on vaccines and lab tests, and video consultations with a vet in booked slots from {slotHours}. Every benefit is applied by our system at booking, so you never have to ask for it.`,
  highlights: [
    'Free home visits, counted for you at booking',
    'Member prices on vaccinations and lab tests',
    'Video consultations at no charge',
    'A place kept for members in every booking hour',
  ],
  plansHeading: 'Choose your plan',
  plansIntro: 'Both plans carry the same benefits; the annual plan includes more free home visits and costs less per month.',
  savingsHeading: 'What a typical family saves in a year',
  savingsIntro: `Worked out from today's prices for a dog or cat that needs ${TYPICAL_YEAR.homeVisits} home visits, ${TYPICAL_YEAR.vaccinations} vaccinations, ${TYPICAL_YEAR.labTests} lab test and ${TYPICAL_YEAR.videoConsults} video consultations in a year.`,
  stepsHeading: 'How it works',
  steps: [
    { title: 'Join online', text: 'Pay by UPI or card on this page. Your membership starts the moment the payment is confirmed, and the receipt comes by e-mail.' },
    { title: 'Book as usual', text: "Book a home visit with an empty cart and the visit fee shows as 'Covered by Membership'. Discounts are taken off the total before you confirm." },
    { title: 'Renew from your expiry date', text: `We send an SMS ${REMINDER_DAYS.join(' and ')} days before your membership ends. Renewing early adds the new term after your current expiry date, so no paid day is lost.` },
  ] satisfies Step[],
  referralHeading: 'Joining with a friend’s code?',
  referralIntro: 'Enter the referral code a member gave you before you choose your plan. The lower price shows on the plan before you pay.',
  faqs: [
    {
      question: 'How do the free home visits work?',
      answer:
        "Book a home visit with nothing in your cart, and the visit fee shows as 'Covered by Membership'. The annual plan includes {planFreeVisits:gold-annual} such visits per term, the half-yearly plan {planFreeVisits:gold-half-yearly}. A covered visit is counted when you book it; if you cancel it, the visit goes back to your membership. Vaccines, tests and medicines given at the visit are charged as usual, less your member discount.",
    },
    {
      question: 'What discount do members get on vaccinations and lab tests?',
      answer:
        '{planDiscount:gold-annual} off the price of vaccinations and lab tests when you pay after the service. The discount is shown in the booking summary before you confirm. Services you pay for online in advance keep the price you paid.',
    },
    {
      question: 'Are video consultations really free?',
      answer:
        'Yes. Members book a video consultation like anyone else, and the fee shows as covered. The vet calls you on your registered number at the booked time; advice that needs an examination is followed up with a home or clinic visit.',
    },
    {
      question: 'Does one membership cover all my pets?',
      answer: 'One membership belongs to one account and covers every dog and cat you book for from it. Free home visits are shared between your pets.',
    },
    {
      question: 'When does my membership start and end, and how do I renew?',
      answer: `It starts when your payment is confirmed and runs for the term of your plan. We remind you by SMS ${REMINDER_DAYS.join(' and ')} days before it ends. When you renew while it is still running, the new term starts on your current expiry date; free visits you have not used are kept for the new term.`,
    },
    {
      question: 'How do referrals work?',
      answer: `Every member has a referral code on the referral page. A friend who joins with it gets {referralDiscount:gold-annual} off their first term, and you get {referrerCredit:gold-annual} extra free home visit once their payment is confirmed. Codes are for new members only, cannot be used on your own account, and earn rewards for up to ${REFERRALS_PER_YEAR} friends a year.`,
    },
    {
      question: 'Can I cancel my membership?',
      answer: `Yes. The fee is refunded in full within ${MEMBERSHIP_REFUND_DAYS} days of purchase if no member benefit has been used; write to {supportEmail} or call {supportPhone}. After that, the membership runs until the end of its term. The cancellation policy has the details.`,
    },
  ] satisfies Faq[],
  referralLead: 'Share your code with friends who have a dog or cat. They pay less for their first term, and you get extra free home visits.',
  referralNonMember: 'Referral codes are for Gold members. Join first, and your code appears here straight away.',
}

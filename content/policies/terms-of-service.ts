import { BRAND } from '../../core/brand.ts'
import { GRIEVANCE_REPLY_DAYS, type Policy } from './privacy-policy.ts'

/** The youngest a person booking with us may be, in years. */
export const MINIMUM_AGE_YEARS = 18

/** The terms on which we provide our services, written to be read. */
export const TERMS_OF_SERVICE: Policy = {
  updated: '22 November 2026',
  intro: `These terms apply when you use the ${BRAND} website or book a service with us. By signing in or booking you accept them. They are governed by the laws of India, including the Consumer Protection Act, 2019 and the Information Technology Act, 2000.`,
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        `You must be ${MINIMUM_AGE_YEARS} or older and the owner or carer of the pet, or acting with the owner’s permission. You sign in with an Indian mobile number verified by a one-time code, and you are responsible for what is done through your account.`,
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        `${BRAND} arranges veterinary care by registered veterinarians: home visits, consultations at clinics and video consultations, vaccination, lab tests, grooming and neuter or spay surgery. Each vet is registered with the Veterinary Council of India or a State Veterinary Council and is professionally responsible for the clinical decisions they make.`,
        'A video consultation gives advice and triage. It cannot replace a physical examination, and the vet may ask you to book a visit before treating or prescribing.',
        'Our content, articles and assistant tools give general information. They are not a diagnosis; if your pet is unwell, consult a vet.',
      ],
    },
    {
      heading: 'Bookings',
      paragraphs: [
        'A booking is confirmed when you see the confirmation page. Give accurate details about your pet’s health, behaviour and vaccination history, and warn us if your pet may bite or scratch: the vet may decline to handle an animal that cannot be handled safely, and will advise you on the next step.',
        'Please make sure an adult is present for a home visit and the pet is ready at the booked time.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are in Indian rupees and include applicable taxes unless stated otherwise. The price shown when you book is the price you pay; our server calculates it from our current price list, whatever a browser sends.',
        'You can pay online through our payment partner, or pay the vet after the service by UPI or cash. A payment that fails is not charged; if money leaves your account without a confirmed payment, your bank reverses it, or we refund it once we are told.',
      ],
    },
    {
      heading: 'Cancellation and refunds',
      paragraphs: ['Cancellations, rescheduling, no-shows and refunds, including of Gold Membership fees, follow our cancellation policy, which forms part of these terms.'],
    },
    {
      heading: 'Gold Membership',
      paragraphs: [
        'A Gold Membership is personal to the account that bought it, runs for the term purchased and is not transferable. Its benefits are those listed on the Gold Membership page at the time of purchase. Referral rewards are given only for genuine new members, once their payment is confirmed, and within the yearly limit shown on the referral page.',
      ],
    },
    {
      heading: 'Your conduct',
      paragraphs: [
        'Treat our vets and staff with respect. We may refuse or end a service, and close an account, where a person is abusive, threatening or unsafe, misuses the service, or tries to interfere with its security.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Our vets use reasonable professional skill and care. Treatment always carries some risk, and outcomes cannot be guaranteed. To the extent the law allows, our liability for a service is limited to the amount you paid for it; nothing in these terms limits liability for negligence or any right you have as a consumer under Indian law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: ['How we handle personal data is described in our privacy policy, in line with the Digital Personal Data Protection Act, 2023.'],
    },
    {
      heading: 'Changes, disputes and contact',
      paragraphs: [
        'We may update these terms; the date at the top says when they last changed, and a booking is governed by the terms in force when it was made. Disputes are subject to the courts of Delhi, without affecting your right to approach a consumer commission.',
        `Questions or complaints: {supportEmail}, {supportPhone}. We reply within ${GRIEVANCE_REPLY_DAYS} days.`,
      ],
    },
  ],
}

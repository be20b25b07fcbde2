import { sitePageText } from './site-page.ts'

/**
 * The policy pages' own words (decision 0081). The English text of each policy is the binding one
 * (content/policies) and the English page shows only it; a Hindi page shows these key points
 * first, with the figures passed in from the same constants the English text uses.
 */
export default {
  pages: {
    privacy: sitePageText('/privacy-policy'),
    terms: sitePageText('/terms-of-service'),
    cancellation: sitePageText('/cancellation-policy'),
    shipping: sitePageText('/shipping-policy'),
  },
  summary: {
    heading: 'The key points',
    notice: 'This is a summary in plain words. The full policy below, in English, is the binding text.',
    fullText: 'The full policy (in English)',
    contact: 'Questions or complaints: write or call; we reply within {replyDays} days.',
  },
  points: {
    privacy: {
      collect: 'We collect your mobile number, name, e-mail if you give one, addresses for home visits and your pets’ details, only to sign you in, book visits and care for your pet.',
      location: 'Your location is read only when you press the button to fill in your address, never in the background.',
      payment: 'Card and UPI details stay with the payment provider; we receive only the reference, amount and status.',
      sharing: 'Only the vet and staff handling your booking, and the providers who send SMS, take payments and store data for us, see your data. We never sell it or share it for advertising.',
      keeping: 'A sign-in code lasts {codeMinutes} minutes. Your profile stays until you delete your account; appointment and payment records are kept as long as tax law requires, detached from your name.',
      rights: 'You can see, download and correct your data, sign out other devices and delete your account from the help page, under the DPDP Act 2023.',
    },
    terms: {
      who: 'You must be {minimumAge} or older and the owner or carer of the pet, and you sign in with an Indian mobile number.',
      vets: 'Every vet is registered with the Veterinary Council of India or a State Council and is responsible for their clinical decisions. A video call gives advice; it does not replace an examination.',
      prices: 'Prices are in rupees and include taxes; the price you see at booking is what you pay. Pay online or after the service.',
      cancellation: 'Cancellations and refunds follow the cancellation policy, which is part of these terms.',
      membership: 'A Gold Membership belongs to the account that bought it and cannot be transferred.',
      disputes: 'Indian law applies; disputes go to the courts of Delhi, and your consumer rights stay.',
    },
    cancellation: {
      online: 'Cancel or reschedule online, from My Appointments, until {cutoffHours} hours before the start, free of charge. After that, call support.',
      reschedule: 'A new time can be any free slot within {rescheduleDays} days; an appointment can be moved online up to {maxReschedules} times.',
      refund: 'An online payment for a cancelled appointment is refunded in full to the way you paid; the bank usually credits it in {refundWorkingDays} working days. If you chose to pay after the service, nothing is charged.',
      ourCancel: 'If we cancel, you choose a new slot or a full refund.',
      noShow: 'A no-show is not refunded: no one at home, the pet not available, or a video call not answered within {noShowMinutes} minutes.',
      membership: 'A Gold Membership fee is refunded within {membershipRefundDays} days of purchase if no benefit was used.',
    },
    shipping: {
      noGoods: 'We sell veterinary services, not goods: nothing is shipped, and there are no delivery charges.',
      delivery: 'Home visits come to your address in the slot you booked; clinic visits are at the booked clinic; video calls come to your mobile number.',
      lab: 'Lab samples go to a partner laboratory; the report is usually ready in {labFromHours} to {labToHours} hours, and the vet explains it.',
      confirmation: 'You see a confirmation page, and an e-mail with the details comes to the address you gave.',
      late: 'If a vet is more than {lateMinutes} minutes late, support calls you with a new time; if we cannot come, you choose a new slot or a full refund.',
    },
  },
}

import { FASTING_CAVEAT, VACCINE_WATCH_MINUTES } from '../../core/health/care-facts.ts'
import { BRAND } from '../../core/brand.ts'
import { courseSummary, findCourse } from '../../core/health/vaccination-schedules.ts'
import type { FaqCategoryId } from '../../core/contracts/faq.ts'
import { VISIT_CHARGE_RULE } from '../services/visit-charge-rule.ts'

/** A question of /faq as seeded into the faqs table; `slug` is its stable key and page anchor. */
export type SeedFaq = { slug: string; category: FaqCategoryId; question: string; answer: string }

/**
 * The shipped FAQs, in the order /faq shows them (the seed stores the position as sort_order).
 * Each answer is one plain-text paragraph. Prices, hours and contact details are placeholders
 * ({price:home-visit}, {supportHours}...) filled in from the catalogue and configuration when read.
 */
export const FAQS: readonly SeedFaq[] = [
  {
    slug: 'what-happens-on-a-home-visit',
    category: 'home-visits',
    question: 'What happens during a vet home visit?',
    answer:
      'A registered vet arrives in the slot you booked with a portable kit: thermometer, stethoscope, weighing sling, vaccines kept in a cold box, sterile syringes and sample tubes, and basic first-aid supplies. The vet examines your pet nose to tail, asks about diet, behaviour and history, gives any vaccine or treatment that was booked, collects samples if a lab test is needed, and leaves a written prescription and advice. Most visits take 30 to 45 minutes.',
  },
  {
    slug: 'how-do-i-prepare-for-a-home-visit',
    category: 'home-visits',
    question: 'How should I prepare for a home visit?',
    answer:
      `Keep your pet indoors and on a leash or in a carrier before the vet arrives, keep old prescriptions and the vaccination card at hand, and note any changes you have seen in eating, drinking, toilet habits or energy. For a blood test the vet may ask you to hold back food for 8 to 12 hours, with water available; the booking confirmation says so when it applies. ${FASTING_CAVEAT} A well-lit spot where your pet feels safe, such as a familiar mat, makes the examination easier.`,
  },
  {
    slug: 'what-time-slots-are-available',
    category: 'home-visits',
    question: 'Which time slots can I book?',
    answer:
      'Home visits, clinic consultations and video calls are booked in hourly slots starting from {slotHours}, every day, up to 10 days ahead. The morning and early evening slots are the most popular and fill first. A booked visit is not emergency care: in an emergency go straight to the nearest 24-hour veterinary hospital. Our phone line, for advice on the way, answers every day from {supportHours}; outside those hours, go straight to the nearest 24-hour veterinary hospital.',
  },
  {
    slug: 'how-much-does-a-home-visit-cost',
    category: 'prices-and-payment',
    question: 'How much does a visit cost?',
    answer:
      `A vet home visit costs {price:home-visit} (list price {listPrice:home-visit}), a clinic consultation {price:clinic-consultation} ({listPrice:clinic-consultation}) and a video consultation {price:video-consultation} ({listPrice:video-consultation}). ${VISIT_CHARGE_RULE} Every price is shown on the service pages and in your cart before you pay, with no travel fee or other hidden charge in the cities we serve.`,
  },
  {
    slug: 'can-i-pay-after-the-service',
    category: 'prices-and-payment',
    question: 'Can I pay after the service?',
    answer:
      'Yes. When you book you can choose to pay online or to pay after the service. If you pay after, the vet collects the amount once the visit is done, by UPI or in cash, and you get a receipt. Paying online in advance is optional and costs the same.',
  },
  {
    slug: 'which-payment-methods-do-you-accept',
    category: 'prices-and-payment',
    question: 'Which payment methods do you accept online?',
    answer:
      'Online payments are taken in Indian rupees through our payment partner, Razorpay: UPI apps, debit and credit cards, net banking and popular wallets. We never see or store your card or UPI details; we receive only the payment reference and its status.',
  },
  {
    slug: 'how-do-i-cancel-or-reschedule',
    category: 'bookings-and-cancellation',
    question: 'How do I cancel or reschedule an appointment?',
    answer:
      'Open My Appointments and choose Cancel or Reschedule. An upcoming appointment can be cancelled or rescheduled online until 2 hours before its start; later than that, call support. Rescheduling moves the booking to any free slot within the next 10 days.',
  },
  {
    slug: 'when-will-i-get-my-refund',
    category: 'bookings-and-cancellation',
    question: 'When will I get my money back if I cancel?',
    answer:
      'If you paid online and cancel, the full amount is refunded to the original payment method. We start the refund the same day, and the bank usually credits it in 5-7 working days. A no-show, where no one is home or the pet is not available at the booked time, is not refunded. The full rules are in our cancellation policy.',
  },
  {
    slug: 'which-vaccines-does-my-dog-need',
    category: 'vaccination',
    question: 'Which vaccines does my dog need, and when?',
    answer:
      `Every puppy in India needs the core vaccine (DHPPi), anti-rabies and leptospirosis, which current guidelines treat as core where it is common, as it is here: ${courseSummary(findCourse('dog', 'dhppi'))}; ${courseSummary(findCourse('dog', 'leptospirosis'))}; ${courseSummary(findCourse('dog', 'rabies'))}. The last puppy dose at 16 weeks or later is not optional: it is the one that works once the mother’s antibodies have gone. The vet records every dose on a signed vaccination card.`,
  },
  {
    slug: 'which-vaccines-does-my-cat-need',
    category: 'vaccination',
    question: 'Which vaccines does my cat need?',
    answer:
      `Kittens need the core vaccine against panleukopenia, herpesvirus and calicivirus (FVRCP, often sold as Tricat) and anti-rabies: ${courseSummary(findCourse('cat', 'fvrcp'))}; ${courseSummary(findCourse('cat', 'rabies'))}. Two doses ending near 12 weeks are not enough: the course runs to 16 weeks or later. Indoor cats still need both: rabies is present across India, and panleukopenia virus travels in on shoes and clothes.`,
  },
  {
    slug: 'is-it-safe-to-vaccinate-at-home',
    category: 'vaccination',
    question: 'Is it safe to vaccinate my pet at home?',
    answer:
      `Yes. Our vets carry vaccines in a cold box to keep them between 2 and 8 °C, check your pet is well before vaccinating, and stay at least ${VACCINE_WATCH_MINUTES} minutes afterwards to watch for a reaction. Many pets are calmer at home than in a waiting room, which also makes the examination more accurate.`,
  },
  {
    slug: 'what-can-a-video-consultation-help-with',
    category: 'video-consultation',
    question: 'What can a video consultation help with?',
    answer:
      'A video call suits advice on diet, behaviour and skin problems, follow-ups after a visit, reading lab reports, deciding whether a symptom needs an in-person visit, and second opinions. A vet cannot vaccinate, take samples or examine by touch over video, and does not prescribe medicines that need a physical examination; the vet will tell you when a visit is needed.',
  },
  {
    slug: 'how-does-a-video-call-work',
    category: 'video-consultation',
    question: 'How does a video call work?',
    answer:
      'Book a video consultation and pick a slot. At the booked time the vet calls you by video on the mobile number you signed in with. Keep your pet near you in good light, and have photos of reports or the vaccination card ready. A call usually lasts 15 to 20 minutes, and you receive the advice in writing afterwards.',
  },
  {
    slug: 'what-does-gold-membership-include',
    category: 'membership',
    question: 'What does Gold Membership include?',
    answer:
      "Gold Membership costs {planPrice:gold-annual} for a year or {planPrice:gold-half-yearly} for six months. It includes home visits without the visit fee ({planFreeVisits:gold-annual} a year on the annual plan, {planFreeVisits:gold-half-yearly} on the half-yearly one), {planDiscount:gold-annual} off vaccinations and lab tests paid after the service, video consultations at no charge, and a place kept for members in every booking hour. The benefits apply automatically when you book while signed in; covered visits show as 'Covered by Membership'. Join on the Gold Membership page.",
  },
  {
    slug: 'which-areas-do-you-serve',
    category: 'areas-served',
    question: 'Which cities and areas do you serve?',
    answer:
      'Our vets make home visits across Delhi NCR: Gurgaon, Delhi, Noida, Ghaziabad and Faridabad. Clinic consultations are at the clinics listed when you book, and video consultations are available wherever you are in India. If your PIN code is at the edge of a city, enter your address while booking and we will confirm the visit or suggest the nearest clinic.',
  },
  {
    slug: 'are-your-vets-registered',
    category: 'areas-served',
    question: 'Are your vets qualified and registered?',
    answer: `Every ${BRAND} vet holds a B.V.Sc. & A.H. degree and is registered with the Veterinary Council of India or a State Veterinary Council, as the Indian Veterinary Council Act, 1984 requires to practise. The vet's name and registration number are on the prescription you receive, so you can look them up with the council.`,
  },
  {
    slug: 'what-data-do-you-keep',
    category: 'privacy',
    question: 'What data do you keep about me and my pet?',
    answer:
      "Your mobile number and name to sign you in, the addresses you save for home visits, your pets' details and health records, and the records of your appointments and payments. We use them only to provide and improve our services, never sell them, and follow India's Digital Personal Data Protection Act, 2023. Our privacy policy lists everything we collect and why.",
  },
  {
    slug: 'how-do-i-delete-my-account',
    category: 'privacy',
    question: 'How do I download my data or delete my account?',
    answer: `Sign in and open the Help Section: you can download everything we hold about you as a file, see the devices you are signed in on, and delete your account. Deleting erases your pets, addresses and sessions; records of appointments and payments are kept only as long as accounting law requires, detached from your name and number. For anything else write to {supportEmail} or call {supportPhone}.`,
  },
]

import { BRAND } from '../../core/brand.ts'
import { CITIES } from '../../core/site/cities.ts'
import type { Policy } from './privacy-policy.ts'

const cityNames = CITIES.map((city) => city.name)

/** How late a vet may run before support calls you, in minutes. */
export const LATE_NOTICE_MINUTES = 15
/** When a lab report is usually ready, in hours after the sample. */
export const LAB_REPORT_HOURS = { from: 24, to: 72 } as const
const cityList = `${cityNames.slice(0, -1).join(', ')} and ${cityNames.at(-1)}`

/** We ship no goods: how and where our services are delivered, and how you are told. */
export const SHIPPING_POLICY: Policy = {
  updated: '22 November 2026',
  intro: `${BRAND} sells veterinary services, not products. Nothing is shipped or couriered to you. This policy explains where and how each service is delivered and what confirmation you receive.`,
  sections: [
    {
      heading: 'We ship no goods',
      paragraphs: [
        'We do not sell or ship medicines, food, accessories or any other goods, so there are no shipping charges, delivery times or courier partners. Any medicine a vet prescribes is bought by you from a pharmacy of your choice; vaccines and materials used during a visit are part of the service and its price.',
      ],
    },
    {
      heading: 'How services are delivered',
      paragraphs: [
        `Home visits: a registered vet comes to the address you give, in the time slot you booked, anywhere in the areas we serve in ${cityList}. Enter a full address with a landmark and PIN code so the vet can find you.`,
        'Clinic consultations and surgery: at the clinic shown in your booking, at the booked time.',
        'Video consultations: by a video call to the mobile number you signed in with, at the booked time, wherever you are in India.',
        `Lab tests: samples are collected during a home visit or at a clinic and taken to a partner laboratory; the vet explains the report when it is ready, usually within ${LAB_REPORT_HOURS.from} to ${LAB_REPORT_HOURS.to} hours depending on the test.`,
      ],
    },
    {
      heading: 'Confirmation',
      paragraphs: [
        'When your booking is confirmed you see a confirmation page, and an e-mail confirmation is sent to the address you gave, with the date, time, visit type, address or clinic, the services booked and the amount paid or due. The e-mail carries a calendar file (.ics) that adds the appointment to Google Calendar, Outlook or Apple Calendar in one tap. The appointment also appears in My Appointments.',
      ],
    },
    {
      heading: 'Delays and missed visits',
      paragraphs: [
        `If a vet is running more than ${LATE_NOTICE_MINUTES} minutes late, support calls you with a new time or offers to reschedule. If we cannot deliver a booked service, you choose a new slot or a full refund, as our cancellation policy describes.`,
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`{supportEmail}, {supportPhone}, every day from {supportHours}.`],
    },
  ],
}

import type { Language } from '../../core/i18n/language.ts'
import enAccount from './en/account.ts'
import enAppointments from './en/appointments.ts'
import enAssistant from './en/assistant.ts'
import enAuth from './en/auth.ts'
import enBlog from './en/blog.ts'
import enBooking from './en/booking.ts'
import enCart from './en/cart.ts'
import enHealth from './en/health.ts'
import enFaq from './en/faq.ts'
import enHelp from './en/help.ts'
import enClinics from './en/clinics.ts'
import enPlaces from './en/places.ts'
import enHome from './en/home.ts'
import enMail from './en/mail.ts'
import enMembership from './en/membership.ts'
import enPayment from './en/payment.ts'
import enPets from './en/pets.ts'
import enServicePages from './en/service-pages.ts'
import enPolicy from './en/policy.ts'
import enShell from './en/shell.ts'
import enSms from './en/sms.ts'
import enFavorites from './en/favorites.ts'
import enReferral from './en/referral.ts'
import enAbout from './en/about.ts'
import enTestimonials from './en/testimonials.ts'
import enCollection from './en/collection.ts'
import enNewsletters from './en/newsletters.ts'
import hiAccount from './hi/account.ts'
import hiAppointments from './hi/appointments.ts'
import hiAssistant from './hi/assistant.ts'
import hiAuth from './hi/auth.ts'
import hiBlog from './hi/blog.ts'
import hiBooking from './hi/booking.ts'
import hiCart from './hi/cart.ts'
import hiHealth from './hi/health.ts'
import hiFaq from './hi/faq.ts'
import hiHelp from './hi/help.ts'
import hiClinics from './hi/clinics.ts'
import hiPlaces from './hi/places.ts'
import hiHome from './hi/home.ts'
import hiMail from './hi/mail.ts'
import hiMembership from './hi/membership.ts'
import hiPayment from './hi/payment.ts'
import hiPets from './hi/pets.ts'
import hiServicePages from './hi/service-pages.ts'
import hiPolicy from './hi/policy.ts'
import hiShell from './hi/shell.ts'
import hiSms from './hi/sms.ts'
import hiFavorites from './hi/favorites.ts'
import hiReferral from './hi/referral.ts'
import hiAbout from './hi/about.ts'
import hiTestimonials from './hi/testimonials.ts'
import hiCollection from './hi/collection.ts'
import hiNewsletters from './hi/newsletters.ts'

/**
 * Every string of the owner's side, by language and feature (decision 0075). The English messages
 * are the source; each Hindi file must have exactly their keys (`Translation`), and
 * content/i18n/messages.test.ts compares the ICU arguments of every pair.
 */
const en = {
  shell: enShell,
  auth: enAuth,
  cart: enCart,
  payment: enPayment,
  booking: enBooking,
  home: enHome,
  sms: enSms,
  mail: enMail,
  appointments: enAppointments,
  pets: enPets,
  help: enHelp,
  servicePages: enServicePages,
  clinics: enClinics,
  places: enPlaces,
  account: enAccount,
  health: enHealth,
  assistant: enAssistant,
  faq: enFaq,
  policy: enPolicy,
  membership: enMembership,
  favorites: enFavorites,
  referral: enReferral,
  about: enAbout,
  testimonials: enTestimonials,
  collection: enCollection,
  newsletters: enNewsletters,
  blog: enBlog,
}
export type Messages = typeof en
export type Namespace = keyof Messages

export const MESSAGES: Record<Language, Messages> = {
  en,
  hi: {
    shell: hiShell,
    auth: hiAuth,
    cart: hiCart,
    payment: hiPayment,
    booking: hiBooking,
    home: hiHome,
    sms: hiSms,
    mail: hiMail,
    appointments: hiAppointments,
    pets: hiPets,
    help: hiHelp,
    servicePages: hiServicePages,
    clinics: hiClinics,
    places: hiPlaces,
    account: hiAccount,
    health: hiHealth,
    assistant: hiAssistant,
    faq: hiFaq,
    policy: hiPolicy,
    membership: hiMembership,
    favorites: hiFavorites,
    referral: hiReferral,
    about: hiAbout,
    testimonials: hiTestimonials,
    collection: hiCollection,
    newsletters: hiNewsletters,
    blog: hiBlog,
  },
}

/**
 * The namespaces every page needs: the site's frame and the dialogs any page can open (sign-in,
 * cart, payment, the booking wizard).
 */
export const SHELL_NAMESPACES = ['shell', 'auth', 'cart', 'payment', 'booking'] as const satisfies readonly Namespace[]

/** Some namespaces of a language, for a page's loader data: a page carries only what it shows. */
export function messagesOf<N extends Namespace>(language: Language, namespaces: readonly N[]): Pick<Messages, N> {
  const all = MESSAGES[language]
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])) as Pick<Messages, N>
}

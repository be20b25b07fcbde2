import { FOOTER_GROUPS, HEADER_LINKS, SERVICES_MENU, USER_MENU } from '../../../core/site/navigation.ts'
import { CITIES } from '../../../core/site/cities.ts'
import errorScreen from './error-screen.ts'

/**
 * Every link of the header, menus and footer, by its English name (the navigation's, in core).
 * The staff's links (Admin, My visits, Clinic desk) are not here: their pages are English-only, so
 * their names stay English in both menus, and no visitor's page carries the staff's menu.
 */
const links = Object.fromEntries(
  [...HEADER_LINKS, ...SERVICES_MENU, ...USER_MENU, ...FOOTER_GROUPS.flatMap((group) => group.links)].map(
    (link) => [link.label, link.label],
  ),
) as Record<string, string>

/** The site's frame: header, menus, the language switch, the footer, the chat button, the 404 and error screens. */
export default {
  links,
  header: {
    login: 'Login',
    logout: 'Logout',
    cart: '{count, plural, one {Cart, # item} other {Cart, # items}}',
    accountMenu: 'Account menu, {name}',
    myAccount: 'My account',
    signedInAs: 'Signed in as',
    signedInAsName: 'Signed in as {name}',
    openMenu: 'Open menu',
    menu: 'Menu',
    menuDescription: 'Pages of the site and your account',
    servicesMenu: 'Services for dogs and cats',
    servicesMenuButton: 'Services menu',
    allServices: 'All services and prices',
    callUs: 'Call us: {phone}',
    servicePages: 'Service pages',
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile',
    callHours: 'Our phone line answers from {hours}. Outside those hours, go straight to the nearest 24-hour veterinary hospital.',
    logoutFailed: 'Logout failed. Please try again.',
    error: 'Error',
    /** The pill of a client navigation and the full-screen veil of a long step (the spec's 'Loading...'). */
    loading: 'Loading...',
  },
  /** The round button every dialog and sheet closes with. */
  language: {
    label: 'Language',
    switchTo: 'हिन्दी में पढ़ें',
    switchToShort: 'हिन्दी',
  },
  /** Parts every page may show: the skip link, a dialog's Close, a struck price, a row's arrows, a blog card. */
  common: {
    skipToContent: 'Skip to content',
    close: 'Close',
    notifications: 'Notification',
    insteadOf: '<hidden>instead of </hidden>{amount}',
    previousIn: 'Previous: {label}',
    nextIn: 'Next: {label}',
    readArticle: 'Read article',
    chatWithUs: 'Chat with us',
  },
  /** The cities served, by their English name (core/site/cities.ts). */
  cities: Object.fromEntries(CITIES.map((city) => [city.name, city.name])) as Record<string, string>,
  footer: {
    groups: Object.fromEntries(FOOTER_GROUPS.map((group) => [group.title, group.title])) as Record<string, string>,
    about: 'Registered vets at home, at a clinic or by video for dogs and cats across {cities}.',
    navigation: 'Footer',
    socialMedia: 'Social media',
    social: {
      instagram: '{brand} on Instagram',
      facebook: '{brand} on Facebook',
      youtube: '{brand} on YouTube',
      x: '{brand} on X',
      linkedin: '{brand} on LinkedIn',
    },
    recognition: 'Recognition',
    badges: {
      registered: 'Registered veterinarians (VCI)',
      startupIndia: 'Startup India recognised',
      securePayments: 'Secure payments',
    },
    rights: 'All rights reserved.',
    caring: 'Caring for dogs and cats across Delhi NCR.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    eyebrow: 'Error 404',
    heading: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
    home: 'Go to Homepage',
    services: 'See our services',
  },
  error: errorScreen,
}

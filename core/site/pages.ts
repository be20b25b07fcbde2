/**
 * The route table of the product (spec section 2): every page, the route module that
 * renders it and its head tags. The server's sitemap, the app's routes and the tests all
 * read this one list.
 */
import { CITIES, cityPagePath } from './cities.ts'

export type PageModule =
  | 'home'
  | 'content'
  | 'blog-post'
  | 'blog-category'
  | 'author'
  | 'redirect-appointment'
  | 'help'
  | 'policy'
  | 'payment-success'
  | 'book-appointment'
  | 'appointment-success'
  | 'appointments'
  | 'pet-profiles'
  | 'account'
  | 'newsletters'
  | 'faq'
  | 'about'
  | 'collection'
  | 'service'
  | 'services-overview'
  | 'pricing'
  | 'city'
  | 'near-me'
  | 'blog-index'
  | 'cat-vaccination-guide'
  | 'testimonials'
  | 'find-clinics'
  | 'clinic-search'
  | 'clinics-map'
  | 'clinic'
  | 'clinic-register'
  | 'favorites'
  | 'gold-membership'
  | 'gold-membership-success'
  | 'gold-membership-referral'
  /** The admin area's pages: routed by the admin layout (app/routes.ts), listed here for robots and the sitemap. */
  | 'admin'

export type SitePage = {
  /** React Router path pattern. */
  path: string
  /** A concrete path that renders this page, for the sitemap and the tests. */
  examplePath: string
  module: PageModule
  section: 'home' | 'services' | 'cities' | 'near-me' | 'media' | 'account' | 'clinics' | 'membership' | 'policies' | 'admin'
  title: string
  heading: string
  description: string
  /** Pages a search engine should not list (account, admin, transient success pages). */
  noIndex?: boolean
}

type PageInput = Omit<SitePage, 'examplePath' | 'module'> & Partial<Pick<SitePage, 'examplePath' | 'module'>>

function page(input: PageInput): SitePage {
  return { module: 'content', examplePath: input.path, ...input }
}

const CITY_DESCRIPTIONS: Record<(typeof CITIES)[number]['slug'], string> = {
  gurgaon: 'A registered vet at your door from DLF and Golf Course Road to Sohna Road and the Dwarka Expressway: vaccines, check-ups, lab tests and grooming.',
  delhi: 'Vets at home across South, West, North and East Delhi: puppy and kitten vaccines, MCD licence paperwork, check-ups, tests and grooming.',
  noida: 'Home vet visits in Noida sectors, Noida Extension and Greater Noida: vaccination records for registration, check-ups, lab tests and grooming.',
  faridabad: 'A vet at home in Faridabad, from NIT and the old sectors to Greater Faridabad: vaccines, tick checks, lab tests and grooming for dogs and cats.',
  ghaziabad: 'Home vet visits in Indirapuram, Vaishali, Vasundhara, Raj Nagar Extension and Crossings Republik: vaccines, check-ups, tests and grooming.',
}

const cityPages = CITIES.map((city) =>
  page({
    path: cityPagePath(city.slug),
    module: 'city',
    section: 'cities',
    title: `Vet Home Visit in ${city.name}`,
    heading: `Vet home visits and pet clinics in ${city.name}`,
    description: CITY_DESCRIPTIONS[city.slug],
  }),
)

type ServicePageSeed = [path: string, title: string, heading: string, description: string]

const servicePages: ServicePageSeed[] = [
  ['/services', 'Pet Care Services', 'Veterinary services for dogs and cats', 'Vaccination, health check-ups, lab tests, grooming and neutering at home, at a clinic or by video, with every price shown before you book.'],
  ['/services/dog-vaccination', 'Dog Vaccination at Home', 'Dog vaccination at home', 'Core and rabies vaccines for puppies and adult dogs, given at home by a registered vet with a signed vaccination record.'],
  ['/services/cat-vaccination', 'Cat Vaccination at Home', 'Cat vaccination at home', 'Tricat and rabies vaccines for kittens and adult cats, given calmly at home by a registered vet.'],
  ['/services/consultation', 'Vet Consultation', 'Vet consultation for your pet', 'A full check-up and advice from a registered vet at home, at a clinic or by video call.'],
  ['/services/lab-tests', 'Pet Lab Tests', 'Lab tests for dogs and cats', 'Blood tests, urine and stool tests with sample collection at home and reports explained by a vet.'],
  ['/consultation', 'Cat Consultation', 'Cat consultation with a vet', 'A gentle check-up for your cat at home or at a clinic, with advice on diet, behaviour and preventive care.'],
  ['/dog-vaccination', 'Dog Vaccination Schedule', 'Dog vaccination schedule and home visits', 'Puppy and booster vaccines for dogs, the Indian schedule explained, and a vet at your door.'],
  ['/cat-vaccination', 'Cat Vaccination Schedule', 'Cat vaccination schedule and home visits', 'Kitten and booster vaccines for cats, the schedule explained, and a vet at your door.'],
  ['/dog-grooming', 'Dog Grooming', 'Dog grooming at home', 'Bath, brushing, nail clipping, ear cleaning and hygiene trims for dogs, done at home.'],
  ['/cat-grooming', 'Cat Grooming', 'Cat grooming at home', 'Gentle brushing, nail trims, ear cleaning and de-matting for cats, done at home with minimal stress.'],
  ['/dog-health-consultation', 'Dog Health Consultation', 'Health check-up for your dog', 'A thorough check-up for your dog by a registered vet at home, at a clinic or by video.'],
  ['/cat-health-consultation', 'Cat Health Consultation', 'Health check-up for your cat', 'A thorough check-up for your cat by a registered vet at home, at a clinic or by video.'],
  ['/dog-lab-test', 'Dog Lab Test', 'Lab tests for your dog', 'Complete blood count, liver and kidney profiles, tick fever tests and more, sampled at home.'],
  ['/cat-lab-test', 'Cat Lab Test', 'Lab tests for your cat', 'Blood, urine and stool tests for cats, sampled at home and explained by a vet.'],
  ['/dog-neuter-surgery', 'Dog Neuter Surgery', 'Neutering and spaying for dogs', 'Neuter and spay surgery for dogs at a clinic, with pre-surgery tests and after-care at home.'],
  ['/cat-neuter-surgery', 'Cat Neuter Surgery', 'Neutering and spaying for cats', 'Neuter and spay surgery for cats at a clinic, with pre-surgery tests and after-care at home.'],
  ['/video-consultation', 'Video Consultation', 'Talk to a vet by video', 'A video call with a registered vet in a slot you book, for advice, second opinions and follow-ups.'],
  ['/pricing', 'Pricing', 'Transparent prices in rupees', 'Home visits, clinic consultations and video calls with clear prices and no hidden fees.'],
]

function servicePageModule(path: string): PageModule {
  if (path === '/services') return 'services-overview'
  if (path === '/pricing') return 'pricing'
  return 'service'
}

type NearMeSeed = [path: string, title: string, description: string]

const nearMePages: NearMeSeed[] = [
  ['/services-near-me', 'Pet Services Near Me', 'Vet services near you in Delhi NCR: home visits, clinic visits and video consultations for dogs and cats, with every price shown before you book.'],
  ['/pet-clinic-near-me', 'Pet Clinic Near Me', 'A pet clinic near you in Delhi NCR: what a good clinic has, when a home visit is the better choice, and booked consultations without the queue.'],
  ['/pet-hospital-near-me', 'Pet Hospital Near Me', 'Pet hospitals and emergency vets near you in Delhi NCR: the signs that cannot wait, first aid on the way, and when a 24-hour hospital is the place to go.'],
  ['/veterinarian-near-me', 'Veterinarian Near Me', 'A registered veterinarian near you in Gurgaon, Delhi, Noida, Ghaziabad or Faridabad: how to choose a vet, and one at your door, at a clinic or by video.'],
  ['/pet-grooming-near-me', 'Pet Grooming Near Me', 'Dog and cat grooming near you, done at home: bath, brushing, nails and ears, no cage dryers or sedation, and what to look for in a groomer.'],
  ['/pet-vaccination-near-me', 'Pet Vaccination Near Me', 'Dog and cat vaccination near you, given at home by a registered vet: the schedules in brief, and a signed certificate for pet registration.'],
  ['/pet-health-checkup-near-me', 'Pet Health Checkup Near Me', 'A full health check-up for your dog or cat near you: what the vet examines, how often at each age, and blood tests for older pets, at home.'],
  ['/pet-lab-test-near-me', 'Pet Lab Test Near Me', 'Pet lab tests near you with the sample taken at home: blood panels and tick fever tests for dogs and cats, how to prepare, and results explained.'],
  ['/dog-neuter-near-me', 'Dog Neuter Near Me', 'Dog neutering near you in Delhi NCR: the right age, fasting and preparation, what a good surgical clinic offers, and recovery with the cone.'],
  ['/dog-spaying-near-me', 'Dog Spaying Near Me', 'Dog spaying near you in Delhi NCR: timing around heats, preparing your dog, questions for the clinic, and day-by-day recovery at home.'],
  ['/cat-neuter-near-me', 'Cat Neuter Near Me', 'Cat neutering near you in Delhi NCR: when to neuter a tomcat, how to prepare him, an end to spraying and roaming, and a quick recovery.'],
  ['/cat-spaying-near-me', 'Cat Spaying Near Me', 'Cat spaying near you in Delhi NCR: spaying before the first heat, fasting and preparation, and caring for your cat after surgery.'],
]

export const SITE_PAGES: readonly SitePage[] = [
  page({
    path: '/',
    module: 'home',
    section: 'home',
    title: '',
    heading: 'Trusted vets for your dog or cat, at your doorstep',
    description: 'Book a registered vet at home, at a clinic or by video anywhere in Delhi NCR. Vaccination, check-ups, lab tests, grooming and surgery with clear prices.',
  }),
  ...servicePages.map(([path, title, heading, description]) =>
    page({ path, module: servicePageModule(path), section: 'services', title, heading, description }),
  ),
  ...cityPages,
  ...nearMePages.map(([path, title, description]) =>
    page({ path, module: 'near-me', section: 'near-me', title, heading: title, description }),
  ),
  page({ path: '/videos', module: 'collection', section: 'media', title: 'Pet Care Videos', heading: 'Pet care videos', description: 'Pet care videos for dog and cat owners, with a transcript or written guide for each.' }),
  page({ path: '/podcasts', module: 'collection', section: 'media', title: 'Pet Care Podcasts', heading: 'Pet care podcasts', description: 'Pet Talk, our podcast about raising dogs and cats in Indian homes, with a full transcript of every episode.' }),
  page({ path: '/resources', module: 'collection', section: 'media', title: 'Pet Care Resources', heading: 'Resources for pet parents', description: 'Printable vaccination charts, a pet first-aid kit checklist, toxic foods from the Indian kitchen and emergency signs.' }),
  page({ path: '/blogs', module: 'blog-index', section: 'media', title: 'Pet Care Blog', heading: 'Pet care blog', description: 'Articles on vaccination, nutrition, grooming and behaviour for dogs and cats in India, each showing whether a vet has reviewed it.' }),
  page({ path: '/blogs/cat-vaccination', module: 'cat-vaccination-guide', section: 'media', title: 'Cat Vaccination Guide', heading: 'Cat vaccination: a guide for Indian cat parents', description: 'Which vaccines your cat needs, when to give them and what they cost.' }),
  page({ path: '/blogs/category/:category', examplePath: '/blogs/category/dog-care', module: 'blog-category', section: 'media', title: 'Blog Category', heading: 'Blog category', description: 'Articles on one pet care topic.' }),
  page({ path: '/blogs/:id', examplePath: '/blogs/puppy-vaccination-schedule-in-india', module: 'blog-post', section: 'media', title: 'Blog', heading: 'Blog post', description: 'A pet care article.' }),
  page({ path: '/authors/:authorId', examplePath: '/authors/petvaidya-editorial-team', module: 'author', section: 'media', title: 'Author', heading: 'Author', description: 'Who writes and reviews our articles.' }),
  page({ path: '/newsletters', module: 'newsletters', section: 'media', title: 'Pet Care Newsletter', heading: 'The PetVaidya newsletter', description: 'A free monthly e-mail with seasonal pet care advice for Delhi NCR. Subscribe, or read past issues.' }),
  page({ path: '/about', module: 'about', section: 'media', title: 'About Us', heading: 'About PetVaidya', description: 'Who we are, how our registered vets work, what a home visit kit holds and the Delhi NCR cities we serve.' }),
  page({ path: '/faq', module: 'faq', section: 'media', title: 'FAQ', heading: 'Frequently asked questions', description: 'Answers about home visits, prices in rupees, paying after the service, cancellation, vaccination, video calls and membership.' }),
  page({ path: '/testimonials', module: 'testimonials', section: 'media', title: 'Testimonials', heading: 'What pet parents say', description: 'Reviews from dog and cat owners across Delhi NCR after a completed visit.' }),
  page({ path: '/academy', module: 'collection', section: 'media', title: 'Academy', heading: 'PetVaidya Academy', description: 'Free written courses for pet parents: first aid, your puppy\'s first year, understanding your cat, and nutrition.' }),
  page({ path: '/appointments', module: 'appointments', section: 'account', title: 'My Appointments', heading: 'My appointments', description: 'Your upcoming and past vet appointments.', noIndex: true }),
  page({ path: '/book-an-appointment', module: 'book-appointment', section: 'account', title: 'Book an Appointment', heading: 'Book an appointment', description: 'Book a registered vet at home, at a clinic or by video in a few steps. Pay online now, or after the visit by UPI, card or cash.' }),
  page({ path: '/appointment/success', examplePath: '/appointment/success?id=1', module: 'appointment-success', section: 'account', title: 'Appointment Confirmed', heading: 'Your appointment is booked', description: 'Your appointment is confirmed.', noIndex: true }),
  page({ path: '/appointment', module: 'redirect-appointment', section: 'account', title: 'Book a Vet Appointment', heading: 'Book an appointment', description: 'Book a vet at home, at a clinic or by video.', noIndex: true }),
  page({ path: '/payment/success', module: 'payment-success', section: 'account', title: 'Payment Successful', heading: 'Payment successful', description: 'Your payment went through.', noIndex: true }),
  page({ path: '/account', module: 'account', section: 'account', title: 'My Account', heading: 'My account', description: 'Your name and e-mail, saved addresses, pets, your data and your account.', noIndex: true }),
  page({ path: '/pet-profiles', module: 'pet-profiles', section: 'account', title: 'Pet Profiles', heading: 'Pet profiles', description: 'Your pets and their health records.', noIndex: true }),
  page({ path: '/help', module: 'help', section: 'account', title: 'Help', heading: 'Help section', description: 'Help with bookings, payments and your account.' }),
  page({ path: '/favorites', module: 'favorites', section: 'account', title: 'Favorite Clinics', heading: 'Favorite clinics', description: 'Clinics you have saved.', noIndex: true }),
  page({ path: '/find-clinics', module: 'find-clinics', section: 'clinics', title: 'Find Clinics', heading: 'Find a pet clinic', description: 'Pet clinics in Delhi NCR with their hours and services, as each clinic lists them. Filter by city, service and who is open now.' }),
  page({ path: '/clinic-search', module: 'clinic-search', section: 'clinics', title: 'Clinic Search', heading: 'Search pet clinics', description: 'Search pet clinics by area, name, service or PIN code, nearest first.' }),
  page({ path: '/find-clinics-map', module: 'clinics-map', section: 'clinics', title: 'Clinics Map', heading: 'Pet clinics on the map', description: 'Pet clinics across Delhi NCR on a map, with the same list beside it.' }),
  page({ path: '/clinics/register', module: 'clinic-register', section: 'clinics', title: 'Register Your Clinic', heading: 'Register your clinic', description: 'Partner with us and reach pet owners in your area.' }),
  page({ path: '/clinics/:slug', examplePath: '/clinics/petvaidya-partner-clinic-lajpat-nagar', module: 'clinic', section: 'clinics', title: 'Clinic', heading: 'Clinic', description: 'A pet clinic in Delhi NCR.' }),
  page({
    path: '/gold-membership',
    module: 'gold-membership',
    section: 'membership',
    title: 'Gold Membership',
    heading: 'Gold Membership that pays for itself',
    description: 'Free home vet visits, member prices on vaccines and lab tests, and free video consultations for your dog or cat in Delhi NCR. Compare the plans and join online.',
  }),
  page({ path: '/gold-membership-success', module: 'gold-membership-success', section: 'membership', title: 'Gold Membership confirmed', heading: 'Your Gold Membership is confirmed', description: 'Your Gold Membership is active.', noIndex: true }),
  page({ path: '/gold-membership/referral', module: 'gold-membership-referral', section: 'membership', title: 'Refer a Friend', heading: 'Refer a friend to Gold', description: 'Share your Gold Membership code: your friend pays less for their first term, and you get extra free home visits.', noIndex: true }),
  page({ path: '/privacy-policy', module: 'policy', section: 'policies', title: 'Privacy Policy', heading: 'Privacy policy', description: 'What we collect, why, and your rights under the DPDP Act 2023.' }),
  page({ path: '/terms-of-service', module: 'policy', section: 'policies', title: 'Terms of Service', heading: 'Terms of service', description: 'The terms on which we provide vet home visits, clinic and video consultations, bookings and payments in India.' }),
  page({ path: '/cancellation-policy', module: 'policy', section: 'policies', title: 'Cancellation Policy', heading: 'Cancellation and refund policy', description: 'Cancel or reschedule online until 2 hours before your appointment; online payments are refunded in full.' }),
  page({ path: '/shipping-policy', module: 'policy', section: 'policies', title: 'Shipping Policy', heading: 'Shipping and service delivery policy', description: 'We ship no goods: our services are delivered at home in Delhi NCR, at clinics or by video.' }),
  page({ path: '/admin/faqs', module: 'admin', section: 'admin', title: 'Admin: FAQs', heading: 'Manage FAQs', description: 'Admin: FAQs.', noIndex: true }),
  page({ path: '/admin/blogs', module: 'admin', section: 'admin', title: 'Admin: Blogs', heading: 'Manage blogs', description: 'Admin: blogs.', noIndex: true }),
  page({ path: '/admin/services', module: 'admin', section: 'admin', title: 'Admin: Services', heading: 'Manage services', description: 'Admin: services.', noIndex: true }),
  page({ path: '/admin/whatsapp', module: 'admin', section: 'admin', title: 'Admin: WhatsApp', heading: 'WhatsApp settings', description: 'Admin: WhatsApp.', noIndex: true }),
]

export function findSitePage(path: string): SitePage | undefined {
  return SITE_PAGES.find((candidate) => candidate.path === path)
}

/** A concrete path of the first page rendered by `module`: the one page of its kind the benchmarks and their CI checks open. */
export function examplePathOf(module: PageModule): string {
  const example = SITE_PAGES.find((candidate) => candidate.module === module)
  if (!example) throw new Error(`No page of kind ${module} in the route table`)
  return example.examplePath
}

import { MEMBERSHIP_SUCCESS_LEAD } from '../../pages/gold-membership-success.ts'
import { sitePageText } from './site-page.ts'

/**
 * The words of /gold-membership, its success page and the membership summary (decision 0081). The
 * page's long copy is content (content/pages/gold-membership.ts and its Hindi twin); prices and
 * benefits come from the plan rows and the catalogue as arguments.
 */
export default {
  page: sitePageText('/gold-membership'),
  hero: {
    atAGlance: 'At a glance',
    book: 'Book a vet visit',
    seePrices: 'See prices',
  },
  plans: {
    /** A plan's name on a Hindi page, from its term; the English page shows the row's name. */
    name: 'Gold Membership: {term}',
    years: '{count, plural, one {# year} other {# years}}',
    months: '{count, plural, one {# month} other {# months}}',
    bestValue: 'Best value',
    validFor: 'Valid for {term} from the day you join',
    perMonth: 'About {price} a month',
    covered: '{plan}: what is covered',
    join: 'Join for {price}',
    pricesHeading: 'Gold Membership plans',
    paidOnce: 'Paid once for the whole term, which starts the moment your payment is confirmed.',
    benefits: {
      homeVisits: '{count, plural, one {# home visit} other {# home visits}} without the visit fee',
      homeVisitsWithFee: '{count, plural, one {# home visit} other {# home visits}} without the visit fee ({fee} each)',
      discount: '{percent}% off vaccinations and lab tests paid after the visit',
      video: 'Video consultations with a vet at no charge',
      priority: 'Priority slots: a place in every booking hour kept for members',
    },
  },
  referral: {
    label: 'Referral code (optional)',
    valid: 'The code is valid: the friend’s price is shown on the plans below.',
    checking: 'Checking the code…',
    empty: 'Leave it empty if nobody referred you.',
    invalid: 'This referral code is not valid. Please check it with your friend.',
    own: 'Your own referral code is for your friends to use.',
    notFirst: 'A referral code is for a first membership only.',
    cap: 'This code has been used as many times as a year allows.',
  },
  savings: {
    plan: 'Plan',
    without: 'Without membership',
    worth: 'Benefits worth',
    yearCost: 'Membership for a year',
    youSave: 'You save',
    lessThanFee: 'Less than the fee',
  },
  faqHeading: 'Gold Membership questions',
  faqNote: 'Something else on your mind? Call us on <phone></phone> from {hours}.',
  success: {
    page: sitePageText('/gold-membership-success'),
    signIn: 'Sign in with the number you paid from to see your membership.',
    receiptEmail: 'The receipt comes by SMS and to {email}.',
    receiptNoEmail: 'The receipt comes by SMS; add an e-mail address on <link>your account</link> to get it by e-mail too.',
    questions: 'Questions about your membership? Call {phone} or write to <email></email>.',
  },
  summary: {
    loading: 'Loading...',
    noneWelcome:
      'We have not received the payment for a membership on this account yet. If money left your account, it is usually confirmed within a few minutes: reload this page shortly.',
    none: 'You are not a Gold member yet. Members get free home visits, lower prices on vaccines and lab tests, and free video consultations.',
    seePlans: 'See the plans',
    status: { active: 'Active', cancelled: 'Cancelled', expired: 'Ended' },
    rows: {
      plan: 'Plan',
      memberNumber: 'Member number',
      status: 'Status',
      validFrom: 'Valid from',
      validUntil: 'Valid until',
      endedOn: 'Ended on',
      freeVisits: 'Free home visits',
      discount: 'Member discount',
      video: 'Video consultations',
    },
    freeVisitsValue: '{left} left of {total} ({used} used)',
    discountValue: '{percent}% off vaccinations and lab tests',
    free: 'Free',
    book: 'Book a home visit',
    renew: 'Renew from your expiry date',
    joinAgain: 'Join again',
    refer: 'Refer a friend',
    leads: {
      joined: MEMBERSHIP_SUCCESS_LEAD.joined,
      renewed: MEMBERSHIP_SUCCESS_LEAD.renewed('{date}'),
      rejoined: MEMBERSHIP_SUCCESS_LEAD.rejoined,
    },
  },
}

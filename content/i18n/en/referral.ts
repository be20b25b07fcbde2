import { BRAND } from '../../../core/brand.ts'
import { GOLD_MEMBERSHIP_PAGE } from '../../pages/gold-membership.ts'
import { sitePageText } from './site-page.ts'

/** /gold-membership/referral: a member's code, its share links and what referrals have earned. */
export default {
  page: sitePageText('/gold-membership/referral'),
  lead: GOLD_MEMBERSHIP_PAGE.referralLead,
  nonMember: GOLD_MEMBERSHIP_PAGE.referralNonMember,
  signIn: 'Sign in to see your referral code.',
  loading: 'Loading...',
  seePlans: 'See the plans',
  code: 'Your referral code',
  share: 'Share on WhatsApp',
  copy: 'Copy invite link',
  copied: 'Link copied',
  joined: 'Friends who joined',
  earned: 'Free visits earned',
  rules:
    'Rewards count for up to {cap} friends a year. A friend\'s code works on their first membership only, and your reward is added once their payment is confirmed.',
  message: `I use ${BRAND} Gold for my pet's vet visits at home. Join with my code {code} for a lower price on your first term: {link}`,
  terms: {
    sentence: '{friend}, and {you}.',
    friendDiscount: 'Your friend gets {percent}% off their first term',
    friendUsual: 'Your friend joins at the usual price',
    youVisits: 'you get {count, plural, one {# extra free home visit} other {# extra free home visits}} once their payment goes through',
    youThanks: 'you get our thanks',
  },
}

import { callApi } from '../../lib/api-client.ts'

// The booking wizard reads the membership: its contract loads with the answer, not with the page (decision 0057).
const membership = () => import('../../../core/contracts/membership.ts')

export function fetchPlans() {
  return callApi('GET', '/api/membership/plans', async () => (await membership()).MembershipPlansResponse)
}

export function fetchMembership() {
  return callApi('GET', '/api/membership', async () => (await membership()).MembershipResponse)
}

export function fetchReferrals() {
  return callApi('GET', '/api/referrals/me', async () => (await membership()).ReferralsResponse)
}

/** Checks a referral code before its friend's price is shown; the server's reason comes back as the error. */
export function checkReferralCode(referralCode: string) {
  return callApi('POST', '/api/referrals/check', async () => (await membership()).ReferralCheckResponse, { referralCode })
}

import { MembershipPlansResponse, MembershipResponse, ReferralsResponse } from '../../../core/contracts/membership.ts'
import { callApi } from '../../lib/api-client.ts'

export function fetchPlans() {
  return callApi('GET', '/api/membership/plans', MembershipPlansResponse)
}

export function fetchMembership() {
  return callApi('GET', '/api/membership', MembershipResponse)
}

export function fetchReferrals() {
  return callApi('GET', '/api/referrals/me', ReferralsResponse)
}

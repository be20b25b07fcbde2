import { privateScope } from './private-scope.ts'

/** The person's Gold Membership and their referrals; the plans are public. */
export const membershipKeys = {
  plans: ['membership', 'plans'] as const,
  all: (userId: string) => [...privateScope(userId), 'membership'] as const,
  status: (userId: string) => [...membershipKeys.all(userId), 'status'] as const,
  referrals: (userId: string) => [...membershipKeys.all(userId), 'referrals'] as const,
}

import { z } from 'zod'
import { REFERRAL_CODE_PATTERN, normaliseReferralCode } from '../membership/membership.ts'
import { UserText } from './text.ts'

/** A plan as pages and the purchase see it; prices in whole rupees, benefits as the plan row says. */
export const MembershipPlanDto = z.object({
  id: z.string(),
  name: z.string(),
  durationMonths: z.number().int(),
  price: z.number(),
  discountedPrice: z.number(),
  freeHomeVisits: z.number().int(),
  serviceDiscountPercent: z.number().int(),
  freeVideoConsults: z.boolean(),
  prioritySlots: z.boolean(),
  referralDiscountPercent: z.number().int(),
  referrerCreditVisits: z.number().int(),
})
export type MembershipPlanDto = z.infer<typeof MembershipPlanDto>

/** What page loaders may ask of memberships, through the load context. */
export type MembershipCatalogue = { listPlans(): Promise<MembershipPlanDto[]> }

export const MembershipPlansResponse = z.object({ plans: z.array(MembershipPlanDto) })

export const MemberBenefitsDto = z.object({
  freeHomeVisits: z.number().int(),
  freeHomeVisitsUsed: z.number().int(),
  freeHomeVisitsLeft: z.number().int(),
  serviceDiscountPercent: z.number().int(),
  freeVideoConsults: z.boolean(),
  prioritySlots: z.boolean(),
})
export type MemberBenefitsDto = z.infer<typeof MemberBenefitsDto>

/** The signed-in person's membership: `active: false` and nulls for a non-member. */
export const MembershipResponse = z.object({
  active: z.boolean(),
  status: z.enum(['active', 'cancelled', 'expired']).nullable(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  memberNumber: z.string().nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  benefits: MemberBenefitsDto.nullable(),
  /** The newest paid term: how it came about (first membership, renewal, new start after a lapse) and its span. */
  latestTerm: z.object({ kind: z.enum(['joined', 'renewed', 'rejoined']), startsAt: z.string(), endsAt: z.string() }).nullable(),
})
export type MembershipResponse = z.infer<typeof MembershipResponse>

export const ReferralsResponse = z.object({
  /** Null until the person has been a member. */
  code: z.string().nullable(),
  /** Friends whose payment earned a credit. */
  credits: z.number().int(),
  /** Friends who joined after the yearly cap: no credit. */
  capped: z.number().int(),
  creditVisits: z.number().int(),
  perYearCap: z.number().int(),
})
export type ReferralsResponse = z.infer<typeof ReferralsResponse>

/** A member's code as typed; spaces, dashes and case are ignored. */
export const ReferralCode = UserText()
  .max(20)
  .transform(normaliseReferralCode)
  .refine((code) => REFERRAL_CODE_PATTERN.test(code), 'is not a referral code')

// --- admin ---

export const MemberAdminDto = z.object({
  id: z.string(),
  memberNumber: z.string(),
  userId: z.string(),
  name: z.string(),
  planId: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  startsAt: z.string(),
  expiresAt: z.string(),
  freeHomeVisits: z.number().int(),
  freeVisitsUsed: z.number().int(),
  cancelReason: z.string().nullable(),
})
export type MemberAdminDto = z.infer<typeof MemberAdminDto>

export const MembersResponse = z.object({ members: z.array(MemberAdminDto) })
export const MemberResponse = z.object({ member: MemberAdminDto })

export const MemberIdParams = z.object({ id: z.uuid('id must be a membership id') })

const Reason = UserText().trim().min(3, 'must be at least 3 characters').max(300)

export const ExtendMemberBody = z.object({
  days: z.number({ error: 'must be a whole number of days' }).int('must be a whole number of days').min(1).max(366),
  reason: Reason,
})
export type ExtendMemberBody = z.infer<typeof ExtendMemberBody>

export const CancelMemberBody = z.object({ reason: Reason })
export type CancelMemberBody = z.infer<typeof CancelMemberBody>

export const AdminPlanDto = MembershipPlanDto.extend({ active: z.boolean(), version: z.number().int() })
export type AdminPlanDto = z.infer<typeof AdminPlanDto>
export const AdminPlansResponse = z.object({ plans: z.array(AdminPlanDto) })
export const AdminPlanResponse = z.object({ plan: AdminPlanDto })

export const PlanIdParams = z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a plan id').max(50) })

const wholeRupees = z.number({ error: 'must be a whole number of rupees' }).int('must be a whole number of rupees').min(1).max(100_000)
const count = (max: number) => z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(max)

export const UpdatePlanBody = z
  .object({
    name: UserText().trim().min(3).max(80),
    price: wholeRupees,
    discountedPrice: wholeRupees,
    freeHomeVisits: count(50),
    serviceDiscountPercent: count(50),
    freeVideoConsults: z.boolean({ error: 'must be true or false' }),
    prioritySlots: z.boolean({ error: 'must be true or false' }),
    referralDiscountPercent: count(50),
    referrerCreditVisits: count(5),
    active: z.boolean({ error: 'must be true or false' }),
    /** The version the edit started from: an older one is refused with 409. */
    version: z.number({ error: 'must be a whole number' }).int().min(1),
  })
  .superRefine((body, context) => {
    if (body.discountedPrice > body.price) context.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'must not be more than the list price' })
  })
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>

/** POST /api/referrals/check: a code to check before its price is shown. */
export const ReferralCheckBody = z.object({ referralCode: ReferralCode })
export const ReferralCheckResponse = z.object({ valid: z.literal(true) })

import { z } from 'zod'
import { normalizeIndianMobile } from '../phone.ts'
import { CITIES } from '../site/cities.ts'
import { UserText } from './text.ts'

/**
 * 24-hour veterinary hospitals the team has checked (decision 0063). Each row says who verified it
 * and on which day; pages show both, and a row older than HOSPITAL_VERIFICATION_DAYS is not shown.
 */
export const HOSPITAL_VERIFICATION_DAYS = 90

const CITY_NAMES = CITIES.map((city) => city.name) as [string, ...string[]]

const line = (field: string, min: number, max: number) =>
  UserText({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)

/** Landlines are common for hospitals: 10 to 11 digits (with the STD code), or an Indian mobile. */
const HospitalPhone = UserText({ error: 'phone is required' })
  .max(20, 'phone must be a phone number such as 011 2345 6789')
  .transform((value, context) => {
    const mobile = normalizeIndianMobile(value)
    if (mobile) return mobile
    const digits = value.replace(/[\s-]/g, '')
    if (/^0\d{9,10}$/.test(digits)) return digits
    context.addIssue({ code: 'custom', message: 'phone must be a phone number such as 011 2345 6789 or 98765 43210' })
    return z.NEVER
  })

const HospitalFields = {
  name: line('name', 3, 120),
  address: line('address', 10, 300),
  city: z.enum(CITY_NAMES, { error: `city must be one of ${CITY_NAMES.join(', ')}` }),
  phone: HospitalPhone,
  lastVerifiedOn: z.iso.date({ error: 'lastVerifiedOn must be a date such as 2026-11-29' }),
  verifiedBy: line('verifiedBy', 2, 80),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
}

export const CreateHospitalBody = z.object(HospitalFields)
export type CreateHospitalBody = z.infer<typeof CreateHospitalBody>
export const UpdateHospitalBody = z.object({ ...HospitalFields, version: z.number({ error: 'version is required' }).int().min(1) })
export type UpdateHospitalBody = z.infer<typeof UpdateHospitalBody>
export const HospitalIdParams = z.object({ id: z.uuid({ error: 'id must be a hospital id' }) })

export const HospitalDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  lastVerifiedOn: z.string(),
  verifiedBy: z.string(),
  active: z.boolean(),
  version: z.number(),
})
export type HospitalDto = z.infer<typeof HospitalDto>
export const HospitalListResponse = z.object({ hospitals: z.array(HospitalDto) })
export const HospitalResponse = z.object({ hospital: HospitalDto })

/** What the public pages read. */
export type HospitalDirectory = { listVerified(): Promise<HospitalDto[]> }

/** Whether a hospital's check is recent enough to show (dates as YYYY-MM-DD, India's calendar). */
export function isRecentlyVerified(lastVerifiedOn: string, today: string): boolean {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastVerifiedOn}T00:00:00Z`)) / 86_400_000
  return days >= 0 && days <= HOSPITAL_VERIFICATION_DAYS
}

import { z } from 'zod'
import { VISIT_TYPES, type VisitType } from '../booking/options.ts'
import { normalizeIndianMobile } from '../phone.ts'
import { CITIES } from '../site/cities.ts'
import { PhoneNumber } from './auth.ts'

/** Letters, digits, spaces and ordinary punctuation: no control characters or lone surrogates. */
const CLEAN_LINE = /^[^\p{Cc}\p{Cs}]*$/u

function line(field: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) })
    .trim()
    .regex(CLEAN_LINE, `${field} must not contain control characters`)
    .max(max, `${field} must be at most ${max} characters`)
}

export const STAFF_ROLES = ['vet', 'admin'] as const
export const CITY_NAMES = CITIES.map((city) => city.name)

const StaffName = line('name', 80).min(2, 'name must be at least 2 characters')
const StaffRole = z.enum(STAFF_ROLES, { error: 'role must be vet or admin' })
/** A VCI or state veterinary council registration, as printed on the certificate ('DL-1234', 'VCI/2019/5678'). */
const RegistrationNumber = line('registrationNumber', 40).regex(
  /^[A-Za-z0-9][A-Za-z0-9 /.-]{2,39}$/,
  'registrationNumber must be the council registration number, such as DL-12345',
)
const Cities = z.array(z.enum(CITY_NAMES as [string, ...string[]], { error: `cities must be among ${CITY_NAMES.join(', ')}` }), {
  error: 'cities must be a list',
}).max(CITY_NAMES.length)
const VisitTypes = z.array(z.enum(VISIT_TYPES, { error: 'visitTypes must be among home, clinic, video' }), { error: 'visitTypes must be a list' }).max(3)

type StaffRole = (typeof STAFF_ROLES)[number]
type RoleIssue = { path: 'registrationNumber' | 'visitTypes'; message: string }

/**
 * The details that belong to a vet only: a vet needs a council registration and at least one
 * visit type; an admin holds no registration. A detail left undefined is not being changed.
 */
export function staffRoleIssues(profile: { role: StaffRole; registrationNumber?: string | null; visitTypes?: readonly VisitType[] }): RoleIssue[] {
  const issues: RoleIssue[] = []
  if (profile.role === 'vet') {
    if (profile.registrationNumber !== undefined && !profile.registrationNumber) issues.push({ path: 'registrationNumber', message: 'is required for a vet' })
    if (profile.visitTypes !== undefined && profile.visitTypes.length === 0) {
      issues.push({ path: 'visitTypes', message: 'Choose at least one visit type for a vet: home, clinic or video' })
    }
  } else if (profile.registrationNumber) {
    issues.push({ path: 'registrationNumber', message: 'is for vets only; leave it empty for an admin' })
  }
  return issues
}

function addRoleIssues(issues: RoleIssue[], context: z.RefinementCtx): void {
  for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
}

export const CreateStaffBody = z
  .object({
    name: StaffName,
    phoneNumber: PhoneNumber,
    role: StaffRole,
    registrationNumber: RegistrationNumber.optional(),
    cities: Cities.optional(),
    visitTypes: VisitTypes.optional(),
  })
  .superRefine((body, context) => {
    addRoleIssues(staffRoleIssues({ role: body.role, registrationNumber: body.registrationNumber ?? null, visitTypes: body.visitTypes ?? [] }), context)
  })
export type CreateStaffBody = z.infer<typeof CreateStaffBody>

/** An edit; the role's rules are checked here on what the body names, and by the service on the result. */
export const UpdateStaffBody = z
  .object({
    name: StaffName.optional(),
    role: StaffRole.optional(),
    registrationNumber: RegistrationNumber.nullable().optional(),
    cities: Cities.optional(),
    visitTypes: VisitTypes.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.role) addRoleIssues(staffRoleIssues({ role: body.role, registrationNumber: body.registrationNumber, visitTypes: body.visitTypes }), context)
  })
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>

export const StaffIdParams = z.object({ id: z.string().regex(/^[6-9]\d{9}$/, 'id must be a staff member’s 10-digit phone number') })

export const StaffDto = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  registrationNumber: z.string().nullable(),
  cities: z.array(z.string()),
  visitTypes: z.array(z.enum(VISIT_TYPES)),
  /** True for a number in ADMIN_PHONES: an admin by configuration, not editable here. */
  fromConfiguration: z.boolean(),
})
export type StaffDto = z.infer<typeof StaffDto>
export const StaffListResponse = z.object({ staff: z.array(StaffDto) })
export const StaffResponse = z.object({ staff: StaffDto })

/** A filter of the audit log; its messages name no field, so the page can put its own label first. */
function auditFilter(max: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .regex(CLEAN_LINE, 'must not contain control characters')
    .max(max, `must be at most ${max} characters`)
}

/** Who made a change: their mobile number, written as people write it ('+91 98765 43210'). */
const AuditActor = z
  .string({ error: 'must be text' })
  .max(20, 'must be a 10-digit mobile number, such as 9876543210')
  .transform((value, context) => {
    const phone = normalizeIndianMobile(value)
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'must be a 10-digit mobile number, such as 9876543210' })
      return z.NEVER
    }
    return phone
  })

export const AuditQuery = z.object({
  entityType: auditFilter(40).optional(),
  entityId: auditFilter(80).optional(),
  actorId: AuditActor.optional(),
  action: auditFilter(60).optional(),
  before: z.iso.datetime({ error: 'before must be a date and time' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
})
export type AuditQuery = z.infer<typeof AuditQuery>

export const AuditEntryDto = z.object({
  id: z.string(),
  actorId: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
})
export type AuditEntryDto = z.infer<typeof AuditEntryDto>
export const AuditListResponse = z.object({ entries: z.array(AuditEntryDto) })

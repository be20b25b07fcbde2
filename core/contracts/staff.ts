import { z } from 'zod'
import { VISIT_TYPES, type VisitType } from '../booking/options.ts'
import { normalizeIndianMobile } from '../phone.ts'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { CITIES } from '../site/cities.ts'
import { PhoneNumber } from './auth.ts'
import { UserText } from './text.ts'

/** Letters, digits, spaces and ordinary punctuation on one line. */
function line(field: string, max: number) {
  return UserText({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
}

/** `clinic`: a partner clinic's desk, scoped to one clinic (decision 0072). */
export const STAFF_ROLES = ['vet', 'admin', 'clinic'] as const

/**
 * The councils that register veterinarians in India (Indian Veterinary Council Act, 1984): the
 * Veterinary Council of India's register, and the state councils of Delhi NCR's states.
 */
export const VET_COUNCILS = [
  'Veterinary Council of India',
  'Delhi Veterinary Council',
  'Haryana Veterinary Council',
  'Uttar Pradesh State Veterinary Council',
  'Rajasthan State Veterinary Council',
  'Punjab State Veterinary Council',
] as const
export type VetCouncil = (typeof VET_COUNCILS)[number]
const RegistrationCouncil = z.enum(VET_COUNCILS, { error: `registrationCouncil must be one of: ${VET_COUNCILS.join(', ')}` })
export const CITY_NAMES = CITIES.map((city) => city.name)

const StaffName = line('name', 80).min(2, 'name must be at least 2 characters')
const StaffRole = z.enum(STAFF_ROLES, { error: 'role must be vet, admin or clinic' })
/** The clinic a clinic desk works for: a clinic's id. */
const ClinicId = z.string({ error: 'clinicId must be a clinic’s id' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'clinicId must be a clinic’s id').max(100, 'clinicId must be a clinic’s id')
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
type RoleIssue = { path: 'registrationNumber' | 'visitTypes' | 'clinicId'; message: string }

/**
 * The details that belong to a vet only: a vet needs a council registration and at least one
 * visit type; an admin holds no registration. A detail left undefined is not being changed.
 */
export function staffRoleIssues(profile: { role: StaffRole; registrationNumber?: string | null; visitTypes?: readonly VisitType[]; clinicId?: string | null }): RoleIssue[] {
  const issues: RoleIssue[] = []
  if (profile.role === 'clinic' && profile.clinicId !== undefined && !profile.clinicId) issues.push({ path: 'clinicId', message: 'Choose the clinic this person works for' })
  if (profile.role !== 'clinic' && profile.clinicId) issues.push({ path: 'clinicId', message: 'is for clinic desks only; leave it empty for a vet or an admin' })
  if (profile.role === 'vet') {
    if (profile.registrationNumber !== undefined && !profile.registrationNumber) issues.push({ path: 'registrationNumber', message: 'is required for a vet' })
    if (profile.visitTypes !== undefined && profile.visitTypes.length === 0) {
      issues.push({ path: 'visitTypes', message: 'Choose at least one visit type for a vet: home, clinic or video' })
    }
  } else if (profile.registrationNumber) {
    issues.push({ path: 'registrationNumber', message: 'is for vets only; leave it empty for an admin or a clinic desk' })
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
    registrationCouncil: RegistrationCouncil.optional(),
    cities: Cities.optional(),
    visitTypes: VisitTypes.optional(),
    clinicId: ClinicId.optional(),
  })
  .superRefine((body, context) => {
    addRoleIssues(
      staffRoleIssues({ role: body.role, registrationNumber: body.registrationNumber ?? null, visitTypes: body.role === 'vet' ? (body.visitTypes ?? []) : undefined, clinicId: body.clinicId ?? null }),
      context,
    )
  })
export type CreateStaffBody = z.infer<typeof CreateStaffBody>

/** An edit; the role's rules are checked here on what the body names, and by the service on the result. */
export const UpdateStaffBody = z
  .object({
    name: StaffName.optional(),
    role: StaffRole.optional(),
    registrationNumber: RegistrationNumber.nullable().optional(),
    registrationCouncil: RegistrationCouncil.nullable().optional(),
    cities: Cities.optional(),
    visitTypes: VisitTypes.optional(),
    clinicId: ClinicId.nullable().optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    /**
     * Deactivating a vet (or making them an admin) who still has visits ahead: the number of those
     * visits the admin agreed to leave without a vet. They return to the board unassigned.
     */
    unassignVisits: z
      .number({ error: 'unassignVisits must be a number' })
      .int('unassignVisits must be a whole number')
      .min(0, 'unassignVisits must be at least 0')
      .max(1000, 'unassignVisits must be at most 1000')
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.role) addRoleIssues(staffRoleIssues({ role: body.role, registrationNumber: body.registrationNumber, visitTypes: body.visitTypes, clinicId: body.clinicId }), context)
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
  /** The council that holds the registration. */
  registrationCouncil: z.enum(VET_COUNCILS).nullable(),
  /** Who checked the number against the council's register, and when; null until someone has (or since it changed). */
  registrationCheck: z.object({ checkedBy: z.string(), checkedAt: z.string() }).nullable(),
  cities: z.array(z.string()),
  visitTypes: z.array(z.enum(VISIT_TYPES)),
  /** A clinic desk's clinic; null for a vet or an admin. */
  clinic: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** True for a number in ADMIN_PHONES: an admin by configuration, not editable here. */
  fromConfiguration: z.boolean(),
})
export type StaffDto = z.infer<typeof StaffDto>

/**
 * Who may sign a medical review (articles, media): an active vet whose registration number and
 * council are on file and were checked against the council's register by an admin (decision 0063).
 */
export function isReviewer(staff: StaffDto | null): staff is StaffDto & { registrationNumber: string; registrationCouncil: VetCouncil } {
  return staff !== null && staff.role === 'vet' && staff.active && !!staff.registrationNumber && !!staff.registrationCouncil && staff.registrationCheck !== null
}
export const NOT_A_REVIEWER_MESSAGE =
  'Only a vet whose council registration an admin has checked against the register can review content (Staff page: record the council and the check)'

/** A visit a vet still holds from now on, as the deactivation refusal lists it. */
export const VisitAhead = z.object({
  id: z.string(),
  date: z.string(),
  /** The slot's start, 'HH:MM' India time. */
  slot: z.string(),
  ownerFirstName: z.string(),
  pet: z.object({ name: z.string(), type: z.string() }),
  status: z.enum(VISIT_STATUSES),
  visitType: z.enum(VISIT_TYPES),
})
export type VisitAhead = z.infer<typeof VisitAhead>

/**
 * The 409 VET_HAS_VISITS answer to deactivating a vet with visits ahead: the visits, and whether
 * they may be left unassigned (not while the vet is on the way to or in one of them).
 */
export const VetHasVisitsError = z.object({
  code: z.literal('VET_HAS_VISITS'),
  error: z.string(),
  visits: z.array(VisitAhead),
  canUnassign: z.boolean(),
})
export type VetHasVisitsError = z.infer<typeof VetHasVisitsError>

export const StaffListResponse = z.object({ staff: z.array(StaffDto) })
/** The clinics a clinic desk can be given, for the staff page's chooser. */
export const StaffClinicChoice = z.object({ id: z.string(), name: z.string(), city: z.string(), live: z.boolean() })
export const StaffClinicsResponse = z.object({ clinics: z.array(StaffClinicChoice) })
export const StaffResponse = z.object({ staff: StaffDto })

/** A filter of the audit log; its messages name no field, so the page can put its own label first. */
function auditFilter(max: number) {
  return UserText({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
}

/** Who made a change: their mobile number, written as people write it ('+91 98765 43210'). */
const AuditActor = UserText({ error: 'must be text' })
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

/** A person named in the audit log, as they are now: their name and role. */
const AuditPerson = z.object({ name: z.string(), role: z.enum(['customer', 'vet', 'admin', 'clinic']) })

export const AuditEntryDto = z.object({
  id: z.string(),
  actorId: z.string(),
  /** Who made the change, or null when the actor is no account (a job) or it is gone. */
  actor: AuditPerson.nullable(),
  /** The person changed, for an entry about a user; null otherwise. */
  subject: AuditPerson.nullable(),
  /** The visit changed, for an entry about an appointment: whose pet, which day and hour; null otherwise. */
  visit: z.object({ petName: z.string(), ownerName: z.string(), date: z.string(), time: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
})
export type AuditEntryDto = z.infer<typeof AuditEntryDto>
export const AuditListResponse = z.object({ entries: z.array(AuditEntryDto) })

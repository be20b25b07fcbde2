import { z } from 'zod'
import { DOSE_KINDS, HEALTH_KINDS, PLAN_STATUSES } from '../health/health-plan.ts'
import { normalizeIndianMobile } from '../phone.ts'
import { UserText } from './text.ts'
import { CalendarDate } from './calendar-date.ts'

const VACCINES = ['dhppi', 'leptospirosis', 'rabies', 'fvrcp'] as const

const DateField = CalendarDate('must be a date (YYYY-MM-DD)')
const optionalText = (max: number) =>
  UserText({ error: 'must be a string' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null))

export const PetIdParams = z.object({ petId: z.uuid('is not a pet id') })
export const PetItemParams = z.object({ petId: z.uuid('is not a pet id'), id: z.uuid('is not an id') })
export const CardTokenParams = z.object({ token: UserText().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a card link') })

export const PlanItemDto = z.object({
  key: z.string(),
  kind: z.enum(HEALTH_KINDS),
  vaccine: z.enum(VACCINES).nullable(),
  name: z.string(),
  dueDate: z.string(),
  status: z.enum(PLAN_STATUSES),
  givenOn: z.string().nullable(),
  verifiedByVet: z.boolean(),
})
export type PlanItemDto = z.infer<typeof PlanItemDto>
export const HealthPlanResponse = z.object({ items: z.array(PlanItemDto) })

/** A dose the owner enters: a vaccine names which one; worming and tick and flea need no name. */
export const DoseBody = z
  .object({
    kind: z.enum(DOSE_KINDS, { error: 'must be vaccination, deworming or tick-flea' }),
    vaccine: z.enum(VACCINES, { error: 'must be one of dhppi, leptospirosis, rabies, fvrcp' }).optional(),
    givenOn: DateField,
    productName: optionalText(100),
    batch: optionalText(50),
  })
  .superRefine((value, context) => {
    if (value.kind === 'vaccination' && !value.vaccine) context.addIssue({ code: 'custom', path: ['vaccine'], message: 'is required for a vaccination' })
    if (value.kind !== 'vaccination' && value.vaccine) context.addIssue({ code: 'custom', path: ['vaccine'], message: 'is only for a vaccination' })
  })
export type DoseBody = z.infer<typeof DoseBody>
export type DoseInput = z.input<typeof DoseBody>

export const DoseDto = z.object({
  id: z.string(),
  kind: z.enum(DOSE_KINDS),
  vaccine: z.enum(VACCINES).nullable(),
  productName: z.string().nullable(),
  batch: z.string().nullable(),
  givenOn: z.string(),
  nextDueOn: z.string().nullable(),
  verifiedByVet: z.boolean(),
  /** A photo of the vaccination card page (owner-entered doses only); never on the public card. */
  cardPhotoUrl: z.string().nullable(),
})
export type DoseDto = z.infer<typeof DoseDto>

export const HealthSettingsBody = z.object({
  remindersOn: z.boolean({ error: 'must be true or false' }),
  registrationNumber: optionalText(60),
  registrationRenewsOn: DateField.optional().transform((value) => value ?? null),
})
export type HealthSettingsBody = z.infer<typeof HealthSettingsBody>
export type HealthSettingsInput = z.input<typeof HealthSettingsBody>

export const CardLinkDto = z.object({ id: z.string(), url: z.string(), qrSvg: z.string() })
export const CardLinkSummary = z.object({ id: z.string(), createdAt: z.string() })

export const CaregiverBody = z.object({
  phoneNumber: UserText({ error: 'must be a mobile number' })
    .transform((value) => normalizeIndianMobile(value))
    .refine((value): value is string => value !== null, 'must be a 10-digit Indian mobile number'),
  canEdit: z.boolean({ error: 'must be true or false' }).default(false),
})
export const CaregiverDto = z.object({ id: z.string(), phoneNumber: z.string(), canEdit: z.boolean() })

export const UpcomingVisitDto = z.object({ date: z.string(), time: z.string(), visitType: z.string(), serviceType: z.string() })

export const PetHealthResponse = z.object({
  pet: z.object({ id: z.string(), name: z.string(), type: z.enum(['dog', 'cat', 'puppy', 'kitten']), breed: z.string(), birthDate: z.string().nullable(), photoUrl: z.string().nullable() }),
  role: z.enum(['owner', 'caregiver']),
  canEdit: z.boolean(),
  remindersOn: z.boolean(),
  registrationNumber: z.string().nullable(),
  registrationRenewsOn: z.string().nullable(),
  plan: z.array(PlanItemDto),
  doses: z.array(DoseDto),
  upcomingVisits: z.array(UpcomingVisitDto),
  /** The owner's only: who the pet is shared with, and the card links still open. */
  caregivers: z.array(CaregiverDto),
  cardLinks: z.array(CardLinkSummary),
})
export type PetHealthResponse = z.infer<typeof PetHealthResponse>

export const SharedPetsResponse = z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(['dog', 'cat', 'puppy', 'kitten']), breed: z.string(), canEdit: z.boolean() }))

/** The public card: the pet's name, species, photo and doses, nothing else. */
export const PublicCardResponse = z.object({
  name: z.string(),
  species: z.enum(['dog', 'cat']),
  photoUrl: z.string().nullable(),
  doses: z.array(z.object({ kind: z.enum(DOSE_KINDS), name: z.string(), givenOn: z.string(), nextDueOn: z.string().nullable(), verifiedByVet: z.boolean() })),
})
export type PublicCardResponse = z.infer<typeof PublicCardResponse>

import { z } from 'zod'
import { APPLICATION_DECISIONS, APPLICATION_STATUSES } from '../clinics/application.ts'
import { TIME_OF_DAY, WEEKDAY_KEYS, type WeeklyHours } from '../clinics/hours.ts'
import { CLINIC_CITIES, CLINIC_SERVICES } from '../clinics/services.ts'
import { PhoneNumber } from './auth.ts'
import { EMAIL_PATTERN } from './booking.ts'
import { UserText } from './text.ts'

/** The clinics contracts: the finder's query and answers, a clinic's page, favourites, and registration. */

const flag = z
  .enum(['true', 'false', '1', '0', 'on'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'on')

const optionalQueryText = (max: number) =>
  UserText({ error: 'must be a string' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

const coordinate = (min: number, max: number) =>
  UserText()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined
      const number = Number(value)
      if (!Number.isFinite(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: `must be a number from ${min} to ${max}` })
        return z.NEVER
      }
      return number
    })

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

/** `GET /api/clinics` and the finder pages' query string. */
export const ClinicsQuery = z
  .object({
    q: optionalQueryText(100),
    city: z.preprocess(emptyAsUndefined, z.enum(CLINIC_CITIES, { error: `must be one of ${CLINIC_CITIES.join(', ')}` }).optional()),
    pincode: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code').optional()),
    lat: coordinate(-90, 90),
    lon: coordinate(-180, 180),
    service: z.preprocess(emptyAsUndefined, z.enum(CLINIC_SERVICES, { error: 'is not a service clinics offer' }).optional()),
    openNow: flag,
    open24x7: flag,
    limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(50),
  })
  .superRefine((value, context) => {
    if ((value.lat === undefined) !== (value.lon === undefined)) {
      context.addIssue({ code: 'custom', path: [value.lat === undefined ? 'lat' : 'lon'], message: 'lat and lon come together' })
    }
  })
export type ClinicsQuery = z.infer<typeof ClinicsQuery>

const OpeningPeriod = z
  .object({
    opens: z.string({ error: 'must be a time' }).regex(TIME_OF_DAY, 'must be a time such as 09:00'),
    closes: z.string({ error: 'must be a time' }).regex(TIME_OF_DAY, 'must be a time such as 21:00'),
  })
  .refine((period) => period.opens !== period.closes, { message: 'opening and closing times must differ', path: ['closes'] })

export const WeeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, z.array(OpeningPeriod, { error: 'must be a list of opening times' }).max(3, 'at most 3 openings a day')])) as Record<
    (typeof WEEKDAY_KEYS)[number],
    z.ZodArray<typeof OpeningPeriod>
  >,
  { error: 'must give the hours of each weekday' },
) as unknown as z.ZodType<WeeklyHours>

export const ClinicSummaryDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  locality: z.string(),
  city: z.string(),
  address: z.string(),
  pincode: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.enum(CLINIC_SERVICES)),
  open24x7: z.boolean(),
  /** Open at the time of the answer, in India. */
  openNow: z.boolean(),
  /** Today's hours in words ('9:00 am – 9:00 pm', 'Open 24 hours', 'Closed'). */
  todayHours: z.string(),
  /** Km from the place asked about; null when no place was given. */
  distanceKm: z.number().nullable(),
  photo: z.string().nullable(),
  /** Sample data shipped with the product until the business lists its real partners. */
  sample: z.boolean(),
})
export type ClinicSummaryDto = z.infer<typeof ClinicSummaryDto>

export const ClinicPlace = z.object({ label: z.string(), latitude: z.number(), longitude: z.number() })
export type ClinicPlace = z.infer<typeof ClinicPlace>

export const ClinicsResponse = z.object({ clinics: z.array(ClinicSummaryDto), total: z.number(), place: ClinicPlace.nullable() })
export type ClinicsResponse = z.infer<typeof ClinicsResponse>

export const ClinicDto = ClinicSummaryDto.extend({
  description: z.string(),
  email: z.string().nullable(),
  hours: WeeklyHoursSchema,
  photos: z.array(z.string()),
})
export type ClinicDto = z.infer<typeof ClinicDto>

export const ClinicResponse = z.object({ clinic: ClinicDto })

export const ClinicSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not a clinic').max(120, 'is not a clinic') })
export const ClinicIdParams = z.object({ clinicId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'is not a clinic').max(120, 'is not a clinic') })

export const FavoritesResponse = z.object({ clinics: z.array(ClinicSummaryDto) })
/** The answer to adding or removing a favourite clinic. */
export const FavoriteChange = z.object({ clinicId: z.string(), favorite: z.boolean() })
export const FavoriteIdsResponse = z.object({ clinicIds: z.array(z.string()) })

// --- registration ---

const required = (max: number, message: string) => UserText({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`)

/** A Veterinary Council registration number as councils print them: 'DVC/2345', 'HVC-12-0456', 'UPSVC 7781'. */
export const VET_REGISTRATION = /^[A-Za-z]{0,8}[\s/-]?[A-Za-z0-9][A-Za-z0-9/ -]{1,24}$/
/** A GSTIN: state code, PAN, entity number, 'Z', check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const ClinicRegistrationBody = z
  .object({
    clinicName: required(100, 'Please enter the clinic name'),
    ownerName: required(100, "Please enter the owner's name"),
    phone: PhoneNumber,
    email: required(254, 'Please enter an e-mail address').pipe(z.string().regex(EMAIL_PATTERN, 'Please enter a valid email address')),
    address: required(300, 'Please enter the address'),
    locality: required(100, 'Please enter the locality'),
    city: z.enum(CLINIC_CITIES, { error: `Please choose the city: ${CLINIC_CITIES.join(', ')}` }),
    pincode: z.string({ error: 'Please enter a valid 6-digit PIN code' }).trim().regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code'),
    services: z.array(z.enum(CLINIC_SERVICES, { error: 'is not a service we list' }), { error: 'Please choose at least one service' }).min(1, 'Please choose at least one service').max(CLINIC_SERVICES.length),
    open24x7: z.boolean({ error: 'must be true or false' }).default(false),
    hours: WeeklyHoursSchema,
    vetRegistrations: z
      .array(UserText().trim().regex(VET_REGISTRATION, 'is not a registration number such as DVC/2345'), { error: 'Please give the registration number of at least one vet' })
      .min(1, 'Please give the registration number of at least one vet')
      .max(20, 'at most 20 vets'),
    gstNumber: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.string({ error: 'must be a string' }).regex(GSTIN, 'is not a valid GSTIN (15 characters, such as 07AABCP1234C1Z5)').optional(),
    ),
  })
  .superRefine((value, context) => {
    if (!value.open24x7 && WEEKDAY_KEYS.every((key) => value.hours[key].length === 0)) {
      context.addIssue({ code: 'custom', path: ['hours'], message: 'Please give the opening hours of at least one day' })
    }
  })
export type ClinicRegistrationBody = z.infer<typeof ClinicRegistrationBody>

export const ClinicApplicationDto = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  clinicName: z.string(),
  ownerName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  pincode: z.string(),
  services: z.array(z.enum(CLINIC_SERVICES)),
  open24x7: z.boolean(),
  hours: WeeklyHoursSchema,
  vetRegistrations: z.array(z.string()),
  gstNumber: z.string().nullable(),
  /** The admin's reason for a rejection or the changes asked for. */
  reviewNote: z.string().nullable(),
  /** The live clinic's page, once approved. */
  clinicSlug: z.string().nullable(),
  applicantId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ClinicApplicationDto = z.infer<typeof ClinicApplicationDto>

export const ClinicApplicationResponse = z.object({ application: ClinicApplicationDto })
export const MyApplicationsResponse = z.object({ applications: z.array(ClinicApplicationDto) })
export const ApplicationListResponse = z.object({ applications: z.array(ClinicApplicationDto) })

export const ApplicationsQuery = z.object({ status: z.preprocess(emptyAsUndefined, z.enum(APPLICATION_STATUSES, { error: 'is not an application status' }).optional()) })
export const ApplicationIdParams = z.object({ id: z.guid('is not an application id') })

export const ApplicationDecisionBody = z
  .object({
    decision: z.enum(APPLICATION_DECISIONS, { error: 'must be approve, request_changes or reject' }),
    reason: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      UserText({ error: 'must be a string', multiline: true }).max(500, 'must be at most 500 characters').optional(),
    ),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'approve' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'Please give the applicant a reason' })
  })
export type ApplicationDecisionBody = z.infer<typeof ApplicationDecisionBody>

/** What page loaders may ask of the clinics (the server's service implements it). */
export type ClinicCatalogue = {
  search(query: ClinicsQuery): Promise<ClinicsResponse>
  detail(slug: string): Promise<ClinicDto>
}

import { z } from 'zod'
import { parseAge } from '../assistant/age.ts'
import { UserText } from './text.ts'
import { CallLink } from './video.ts'
import { BOOKING_MESSAGES } from '../booking/messages.ts'
import { CAT_BREEDS, DOG_BREEDS, PET_TYPES, VISIT_TYPES, breedsFor } from '../booking/options.ts'
import { isSlotTime } from '../booking/schedule.ts'
import { CalendarDate } from './calendar-date.ts'
import { SERVICE_TYPES } from '../catalogue/services.ts'
import { PhoneNumber } from './auth.ts'
import { PaymentServiceLine } from './payment.ts'
import { VISIT_STATUSES } from '../operations/visit-status.ts'
import { VisitRecordDto } from './visits.ts'

/**
 * The booking contracts: one schema per wizard step (the browser checks a step with it before
 * Continue) and the appointment request the server checks again with the same field rules.
 * Messages are the spec's (section 5).
 */


/** A simple x@y.z pattern (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (max: number, message: string) =>
  UserText({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`)

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  UserText({ error: 'must be a string', multiline: options.multiline })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined))

export const PetTypeField = z.enum(PET_TYPES, { error: BOOKING_MESSAGES.petType })
export const BreedField = z.enum([...new Set([...DOG_BREEDS, ...CAT_BREEDS])], { error: BOOKING_MESSAGES.petBreed })
export const PincodeField = z.string({ error: BOOKING_MESSAGES.pincode }).trim().regex(/^\d{6}$/, BOOKING_MESSAGES.pincode)

function breedMatchesType(value: { petType: string; petBreed: string }, context: z.RefinementCtx) {
  if (!breedsFor(value.petType as (typeof PET_TYPES)[number]).includes(value.petBreed)) {
    context.addIssue({ code: 'custom', path: ['petBreed'], message: BOOKING_MESSAGES.petBreed })
  }
}

export const PetDetailsStep = z
  .object({ petName: text(50, BOOKING_MESSAGES.petName), petType: PetTypeField, petBreed: text(50, BOOKING_MESSAGES.petBreed) })
  .superRefine(breedMatchesType)

export const ContactStep = z.object({
  petOwnerName: text(100, BOOKING_MESSAGES.contactMissing),
  email: text(254, BOOKING_MESSAGES.contactMissing).pipe(z.string().regex(EMAIL_PATTERN, BOOKING_MESSAGES.email)),
})

const VisitTypeField = z.enum(VISIT_TYPES, { error: BOOKING_MESSAGES.scheduleMissing })
const ServiceTypeField = z.enum(SERVICE_TYPES, { error: BOOKING_MESSAGES.scheduleMissing })
const DateField = CalendarDate(BOOKING_MESSAGES.scheduleMissing)
const TimeField = z.string({ error: BOOKING_MESSAGES.scheduleMissing }).refine(isSlotTime, BOOKING_MESSAGES.scheduleMissing)
const ClinicField = UserText({ error: 'must be a string' })
  .optional()
  .transform((value) => (value ? value : undefined))
  // The server checks that the clinic exists and is live; here only its shape.
  .refine((value) => value === undefined || (value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)), 'is not one of our clinics')

function clinicForClinicVisits(value: { appointmentType: string; clinicId?: string }, context: z.RefinementCtx) {
  if (value.appointmentType === 'clinic' && !value.clinicId) {
    context.addIssue({ code: 'custom', path: ['clinicId'], message: BOOKING_MESSAGES.clinic })
  }
}

export const ScheduleStep = z
  .object({
    appointmentType: VisitTypeField,
    serviceType: ServiceTypeField,
    appointmentDate: DateField,
    appointmentTime: TimeField,
    clinicId: ClinicField,
  })
  .superRefine(clinicForClinicVisits)

type AddressFields = { appointmentType: string; address?: string; city?: string; pincode?: string }

/** A home visit needs the address, city and a 6-digit PIN code; other visits may leave them out. */
function addressForHomeVisits(value: AddressFields, context: z.RefinementCtx) {
  if (value.appointmentType !== 'home') {
    if (value.pincode && !/^\d{6}$/.test(value.pincode)) context.addIssue({ code: 'custom', path: ['pincode'], message: BOOKING_MESSAGES.pincode })
    return
  }
  for (const field of ['address', 'city', 'pincode'] as const) {
    if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: BOOKING_MESSAGES.addressMissing })
  }
  if (value.pincode && !/^\d{6}$/.test(value.pincode)) context.addIssue({ code: 'custom', path: ['pincode'], message: BOOKING_MESSAGES.pincode })
}

const Latitude = z.number({ error: 'must be a number' }).min(-90).max(90).optional()
const Longitude = z.number({ error: 'must be a number' }).min(-180).max(180).optional()

export const AddressStep = z
  .object({
    appointmentType: VisitTypeField,
    address: optionalText(300),
    city: optionalText(100),
    pincode: optionalText(6),
    landmark: optionalText(200),
  })
  .superRefine(addressForHomeVisits)

export const VaccinationPlan = z.object({
  planId: UserText().trim().min(1).max(50),
  planName: UserText().trim().max(100).optional(),
  planType: UserText().trim().max(50).optional(),
  coverage: UserText({ multiline: true }).trim().max(300).optional(),
  visits: z.number().int().min(0).max(50).optional(),
  vaccines: z.array(UserText().trim().max(100)).max(30).optional(),
})

/** The appointment request payload of spec section 3, checked on the server with the step rules. */
export const AppointmentRequest = z
  .object({
    petOwnerName: text(100, BOOKING_MESSAGES.contactMissing),
    phoneNumber: PhoneNumber,
    email: text(254, BOOKING_MESSAGES.contactMissing).pipe(z.string().regex(EMAIL_PATTERN, BOOKING_MESSAGES.email)),
    petName: text(50, BOOKING_MESSAGES.petName),
    petType: PetTypeField,
    petBreed: text(50, BOOKING_MESSAGES.petBreed),
    serviceType: ServiceTypeField,
    appointmentType: VisitTypeField,
    appointmentDate: DateField,
    appointmentTime: TimeField,
    services: z.array(PaymentServiceLine, { error: 'must be a list' }).max(20),
    totalAmount: z.number({ error: 'must be a number' }).finite().nonnegative(),
    notes: UserText({ error: 'must be a string', multiline: true }).trim().max(1000, 'must be at most 1000 characters').default(''),
    userId: UserText({ error: 'userId is required' }).trim().min(1, 'userId is required').max(20),
    existingPetId: z.uuid('is not a pet id').optional(),
    clinicId: ClinicField,
    address: optionalText(300),
    city: optionalText(100),
    pincode: optionalText(6),
    landmark: optionalText(200),
    latitude: Latitude,
    longitude: Longitude,
    vaccinationPlan: VaccinationPlan.optional(),
    /** The provider's id of the online payment made for these services, when there was one. */
    paymentId: z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, 'is not a payment id').optional(),
  })
  .superRefine(breedMatchesType)
  .superRefine(clinicForClinicVisits)
  .superRefine(addressForHomeVisits)
export type AppointmentRequest = z.infer<typeof AppointmentRequest>
export type AppointmentRequestInput = z.input<typeof AppointmentRequest>

export const AppointmentStatus = z.enum(['booked', 'cancelled', 'completed'])

export const AppointmentDto = z.object({
  id: z.string(),
  status: AppointmentStatus,
  petName: z.string(),
  petType: PetTypeField,
  petBreed: z.string(),
  petOwnerName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  appointmentType: z.enum(VISIT_TYPES),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  startsAt: z.string(),
  clinicId: z.string().nullable(),
  /** The clinic of a clinic visit, as it is named today. */
  clinicName: z.string().nullable(),
  clinicAddress: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  landmark: z.string().nullable(),
  notes: z.string(),
  services: z.array(z.object({ id: z.string(), title: z.string(), price: z.number(), discountedPrice: z.number(), quantity: z.number() })),
  /** Rupees. */
  totalAmount: z.number(),
  /** Rupees paid online for this booking; 0 when it is paid after the service. */
  paidAmount: z.number(),
  /** The provider's id of that online payment, or null. */
  paymentId: z.string().nullable(),
  amountDue: z.number(),
  /**
   * The refund of the online payment of a cancelled booking: `started` until the provider
   * confirms it, `completed` once it has, `failed` when it needs the support team.
   */
  refund: z.object({ status: z.enum(['started', 'completed', 'failed']), amount: z.number() }).nullable(),
  vaccinationPlan: z.boolean(),
  /** The Gold Membership benefit that priced the booking: a free visit or video call, or the member discount. */
  membershipBenefit: z.enum(['free_visit', 'free_video', 'discount']).nullable().optional(),
  /** The owner may still cancel online: before a vet has the visit, and until 2 hours before it starts. */
  canChange: z.boolean(),
  /** The owner may still move it online: as canChange, and not yet moved MAX_RESCHEDULES times. */
  canReschedule: z.boolean(),
  rescheduleCount: z.number(),
  createdAt: z.string(),
  /** Where the visit is on the team's side: vet assigned, on the way, in progress... */
  visitStatus: z.enum(VISIT_STATUSES),
  /** The vet given the visit, once one is. */
  vet: z.object({ name: z.string() }).nullable(),
  /** What the vet wrote, once the visit is completed. */
  record: VisitRecordDto.nullable(),
  /** A video visit's call room: its address and when it opens and closes; null for other visits. */
  call: CallLink.nullable(),
  /** The money of the visit (GET /api/appointments/{id} only): due, paid, refunded or partly refunded. */
  paymentStatus: z.enum(['due', 'paid', 'refunded', 'partly_refunded']).optional(),
  /** Every receipt of the visit, oldest first, with the printable page's address. */
  receipts: z
    .array(z.object({ number: z.string(), method: z.string(), label: z.string(), amount: z.number(), issuedAt: z.string(), url: z.string() }))
    .optional(),
  /**
   * The visit's bill once the vet has added to it at the door, in rupees (decision 0058): what it
   * came to, what was paid online before the visit and at the door (net of refunds: `refunded`),
   * and what is still due. Null or absent while the bill is the booking's: totalAmount and
   * amountDue, which stay the booking's figures, then say it all.
   */
  bill: z
    .object({ total: z.number(), paidOnline: z.number(), paidAtDoor: z.number(), refunded: z.number(), due: z.number() })
    .nullable()
    .optional(),
})
export type AppointmentDto = z.infer<typeof AppointmentDto>

export const CreateAppointmentResponse = z.object({ success: z.literal(true), id: z.string(), appointment: AppointmentDto })
export const AppointmentListResponse = z.object({ upcoming: z.array(AppointmentDto), past: z.array(AppointmentDto) })
export const AppointmentResponse = z.object({ appointment: AppointmentDto })

export const RescheduleBody = z.object({ appointmentDate: DateField, appointmentTime: TimeField })
export type RescheduleBody = z.infer<typeof RescheduleBody>

export const SlotsQuery = z.object({ date: DateField, visitType: VisitTypeField, clinicId: ClinicField })
export const SlotDto = z.object({ time: z.string(), popular: z.boolean(), available: z.boolean(), reason: z.enum(['past', 'notice', 'full', 'closed']).nullable() })
export const SlotsResponse = z.object({ date: z.string(), visitType: z.enum(VISIT_TYPES), clinicId: z.string().nullable(), slots: z.array(SlotDto) })
export type SlotDto = z.infer<typeof SlotDto>

// --- pets and addresses ---

export const PetBody = z
  .object({
    name: text(50, BOOKING_MESSAGES.petName),
    type: PetTypeField,
    breed: text(50, BOOKING_MESSAGES.petBreed),
    birthDate: z.preprocess((value) => (value === '' ? undefined : value), CalendarDate('must be a date (YYYY-MM-DD)').optional()),
    ageText: optionalText(30),
    weightKg: z.number({ error: 'must be a number' }).positive('must be more than zero').max(150, 'must be at most 150').optional(),
    notes: optionalText(1000, { multiline: true }),
  })
  .superRefine((value, context) => {
    if (!breedsFor(value.type).includes(value.breed)) context.addIssue({ code: 'custom', path: ['breed'], message: BOOKING_MESSAGES.petBreed })
    // An age is kept only when it can be read ('2 years', '6 months'), never 'abc'.
    const age = value.ageText ? parseAge(value.ageText) : null
    if (age && !age.ok) context.addIssue({ code: 'custom', path: ['ageText'], message: age.message })
  })
export type PetBody = z.infer<typeof PetBody>

export const PetDto = z.object({
  id: z.string(),
  name: z.string(),
  type: PetTypeField,
  breed: z.string(),
  birthDate: z.string().nullable(),
  ageText: z.string().nullable(),
  weightKg: z.number().nullable(),
  notes: z.string().nullable(),
})
export type PetDto = z.infer<typeof PetDto>
export const PetListResponse = z.array(PetDto)

export const AddressBody = z.object({
  userId: UserText().trim().max(20).optional(),
  addressLine1: text(300, BOOKING_MESSAGES.addressMissing),
  addressLine2: optionalText(300),
  city: text(100, BOOKING_MESSAGES.addressMissing),
  state: optionalText(100),
  pincode: PincodeField,
  landmark: optionalText(200),
  isDefault: z.boolean({ error: 'must be true or false' }).default(false),
  tag: UserText().trim().max(30).default('Home'),
  latitude: Latitude.nullable().transform((value) => value ?? undefined),
  longitude: Longitude.nullable().transform((value) => value ?? undefined),
})
export type AddressBody = z.infer<typeof AddressBody>
export type AddressBodyInput = z.input<typeof AddressBody>

export const AddressDto = z.object({
  id: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  tag: z.string(),
  isDefault: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AddressDto = z.infer<typeof AddressDto>
export const AddressListResponse = z.array(AddressDto)

export const ReverseGeocodeQuery = z.object({
  lat: z.coerce.number({ error: 'must be a number' }).min(-90).max(90),
  lon: z.coerce.number({ error: 'must be a number' }).min(-180).max(180),
})
export const ReverseGeocodeResponse = z.object({
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  suburb: z.string(),
})
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponse>

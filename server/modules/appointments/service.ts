import { randomUUID } from 'node:crypto'
import { type VisitStatus, isOwnerChangeable, ownerStatus } from '../../../core/operations/visit-status.ts'
import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '../../../core/brand.ts'
import { appointmentIcs } from '../../../core/booking/calendar.ts'
import { SERVICE_TYPE_LABELS, VISIT_TYPE_LABELS, type VisitType } from '../../../core/booking/options.ts'
import { type WeeklyHours, isSlotInHours } from '../../../core/clinics/hours.ts'
import { DEFAULT_VISIT_CHARGES } from '../../../core/booking/pricing.ts'
import { type MemberBenefits, bookableCapacity, memberPricing } from '../../../core/membership/membership.ts'
import {
  MAX_RESCHEDULES,
  SLOT_TIMES,
  canChangeAppointment,
  isPopularSlot,
  isSlotPast,
  slotRefusal,
  slotStart,
  visitDayLabel,
} from '../../../core/booking/schedule.ts'
import type { AppointmentDto, AppointmentRequest, RescheduleBody, SlotDto } from '../../../core/contracts/booking.ts'
import type { VisitRecordDto } from '../../../core/contracts/visits.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import { formatLongDateTime, formatTime } from '../../../core/dates.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { CatalogueService, PricedServiceLine } from '../catalogue/service.ts'
import type { PetsService } from '../pets/service.ts'
import type { PincodesService } from '../pincodes/service.ts'
import { type AppointmentChange, createAppointmentNotifier } from './notifications.ts'
import { AccountLimitError, type AppointmentWithPayment, type AppointmentsRepo, MembershipBenefitGoneError, PaymentAlreadyUsedError, type SlotKey, slotOf } from './repo.ts'

/** What booking needs of a clinic (the clinics module's service gives it). */
export type BookableClinic = { id: string; name: string; address: string; capacityPerSlot: number; hours: unknown; open24x7: boolean }

/**
 * Waits for all of `work` (sent at once) and throws the first failure in the list's order, not
 * in the order they happened to fail: a request wrong in two ways always hears of the same one.
 */
async function settledInOrder<T extends readonly unknown[]>(work: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work)
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}

/** What booking asks of memberships: the account's benefits now, if it is a member. */
export type MemberBenefitsSource = { benefitsFor(userId: string): Promise<{ membershipId: string; benefits: MemberBenefits } | null> }

const MEMBERSHIP_CHANGED_MESSAGE = 'Your membership benefits changed meanwhile. Please go back a step, check the total and confirm again.'

export type SlotCapacity = Record<VisitType, number>

const rupees = (paise: number) => paise / 100
const formatRupees = (paise: number) => `₹${rupees(paise).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`

const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another time.'
const tooLateMessage = (supportPhone: string) => `Appointments can be changed online until 2 hours before they start. Please call us on ${supportPhone}.`

function refusalError(refusal: NonNullable<ReturnType<typeof slotRefusal>>): DomainError {
  switch (refusal) {
    case 'PAST':
      return new DomainError('VALIDATION_ERROR', 'appointmentTime: This time has already passed. Please choose a later slot.', { code: 'SLOT_PAST' })
    case 'OUT_OF_WINDOW':
      return new DomainError('VALIDATION_ERROR', 'appointmentDate: Please choose a date within the next 10 days.', { code: 'DATE_OUT_OF_RANGE' })
    case 'INVALID_DATE':
      return new DomainError('VALIDATION_ERROR', 'appointmentDate: Please select appointment type, date and time')
    case 'INVALID_TIME':
      return new DomainError('VALIDATION_ERROR', 'appointmentTime: Please select appointment type, date and time')
  }
}

/** The 409 of a booking past what one account may hold (decision 0017). */
function accountLimitError(error: AccountLimitError, slot: { date: string; time: string }, supportPhone: string): DomainError {
  const day = visitDayLabel(slot.date)
  if (error.refusal.refused === 'pet-slot-taken') {
    return new DomainError('CONFLICT', `${error.refusal.petName} already has a visit booked on ${day} at ${formatTime(slot.time)}. Please choose another time.`, {
      code: 'PET_SLOT_TAKEN',
    })
  }
  const held = error.refusal.held
  return new DomainError(
    'CONFLICT',
    `You already have ${held} ${held === 1 ? 'visit' : 'visits'} booked on ${day}. Please choose another day, or call us on ${supportPhone} to book more.`,
    { code: 'DAILY_BOOKING_LIMIT' },
  )
}

type StoredLine = PricedServiceLine

const REFUND_STATUS_SHOWN: Record<string, NonNullable<AppointmentDto['refund']>['status']> = {
  pending: 'started',
  initiated: 'started',
  processed: 'completed',
  failed: 'failed',
}

export function toAppointmentDto(row: AppointmentWithPayment, now: Date, record: VisitRecordDto | null = null): AppointmentDto {
  const lines = row.services as StoredLine[]
  const amountDuePaise = Math.max(0, row.totalPaise - row.paidPaise)
  const changeable = isOwnerChangeable(row.status) && canChangeAppointment(row.startsAt, now)
  return {
    id: row.id,
    status: ownerStatus(row.status as VisitStatus),
    petName: row.petName,
    petType: row.petType as AppointmentDto['petType'],
    petBreed: row.petBreed,
    petOwnerName: row.ownerName,
    phoneNumber: row.phone,
    email: row.email,
    serviceType: row.serviceType as AppointmentDto['serviceType'],
    appointmentType: row.visitType as AppointmentDto['appointmentType'],
    appointmentDate: row.date,
    appointmentTime: row.time,
    startsAt: row.startsAt.toISOString(),
    clinicId: row.clinicId ?? null,
    clinicName: row.clinic?.name ?? null,
    clinicAddress: row.clinic?.address ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    pincode: row.pincode ?? null,
    landmark: row.landmark ?? null,
    notes: row.notes,
    services: lines.map((line) => ({
      id: line.id,
      title: line.title,
      price: rupees(line.listPricePaise),
      discountedPrice: rupees(row.vaccinationPlan ? line.listPricePaise : line.pricePaise),
      quantity: line.quantity,
    })),
    totalAmount: rupees(row.totalPaise),
    paidAmount: rupees(Math.min(row.paidPaise, row.totalPaise)),
    paymentId: row.providerPaymentId,
    amountDue: rupees(amountDuePaise),
    refund: row.refund ? { status: REFUND_STATUS_SHOWN[row.refund.status] ?? 'started', amount: rupees(row.refund.amountPaise) } : null,
    vaccinationPlan: row.vaccinationPlan !== null,
    membershipBenefit: (row.membershipBenefit ?? null) as AppointmentDto['membershipBenefit'],
    canChange: changeable,
    canReschedule: changeable && row.rescheduleCount < MAX_RESCHEDULES,
    rescheduleCount: row.rescheduleCount,
    createdAt: row.createdAt.toISOString(),
    visitStatus: row.status as VisitStatus,
    vet: row.vetId ? { name: row.vetName ?? 'Your vet' } : null,
    // The owner reads the record once the vet has completed the visit.
    record: row.status === 'completed' ? record : null,
  }
}

/** Where the visit happens, in words, for the e-mail and the calendar. */
export function visitLocation(appointment: Pick<AppointmentDto, 'appointmentType' | 'clinicName' | 'clinicAddress' | 'address' | 'landmark' | 'city' | 'pincode'>): string {
  if (appointment.appointmentType === 'video') return 'Video call (the link comes by SMS before the call)'
  if (appointment.appointmentType === 'clinic') {
    return appointment.clinicName ? `${appointment.clinicName}, ${appointment.clinicAddress ?? ''}`.replace(/, $/, '') : 'Partner clinic'
  }
  return homeAddressLine(appointment)
}

/** Each move and the cancellation is a new version of the same event (same UID, higher SEQUENCE). */
export function calendarVersion(appointment: Pick<AppointmentDto, 'status' | 'rescheduleCount'>): { sequence: number; cancelled: boolean } {
  const cancelled = appointment.status === 'cancelled'
  return { sequence: appointment.rescheduleCount + (cancelled ? 1 : 0), cancelled }
}

export function calendarFile(appointment: AppointmentDto, now: Date, supportPhone: string): string {
  return appointmentIcs({
    uid: `${appointment.id}@petvaidya`,
    startsAt: new Date(appointment.startsAt),
    durationMinutes: 60,
    summary: `${BRAND}: ${VISIT_TYPE_LABELS[appointment.appointmentType]} for ${appointment.petName}, ${formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)}`,
    description: `${SERVICE_TYPE_LABELS[appointment.serviceType]} for ${appointment.petName} (${appointment.petBreed}). Booking ${appointment.id}. Questions: ${supportPhone}.`,
    location: visitLocation(appointment),
    now,
    ...calendarVersion(appointment),
  })
}

function confirmationText(appointment: AppointmentDto, supportPhone: string): string {
  const lines = appointment.services.map((line) => `- ${line.title} × ${line.quantity}: ₹${(line.discountedPrice * line.quantity).toLocaleString('en-IN')}`)
  const due = appointment.amountDue === 0 ? 'Paid online.' : `To pay after the service: ₹${appointment.amountDue.toLocaleString('en-IN')}.`
  return [
    `Hello ${appointment.petOwnerName},`,
    '',
    `Your appointment for ${appointment.petName} is booked.`,
    '',
    `When: ${formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)} (India time)`,
    `Visit: ${VISIT_TYPE_LABELS[appointment.appointmentType]}, ${SERVICE_TYPE_LABELS[appointment.serviceType]}`,
    `Where: ${visitLocation(appointment)}`,
    '',
    ...lines,
    `Total: ₹${appointment.totalAmount.toLocaleString('en-IN')}. ${due}`,
    '',
    `You can cancel or reschedule from My Appointments until 2 hours before the visit. Questions: ${supportPhone}.`,
    '',
    `Team ${BRAND}`,
  ].join('\n')
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>

export function createAppointmentsService(deps: {
  repo: AppointmentsRepo
  catalogue: CatalogueService
  pets: PetsService
  mailer: Mailer
  /** Tells owners of moves and cancellations (the OTP sender's providers). */
  sms: SmsSender
  clock: Clock
  capacity: SlotCapacity
  /** Upcoming visits one account may hold on a day when it books for itself. */
  bookingsPerAccountPerDay: number
  logger: FastifyBaseLogger
  /** Queues a send job for each refund that cancellations recorded (never throws). */
  sendDueRefunds: () => Promise<void>
  /** Decides whether vets go to a home visit's PIN code, and its city (decision 0025). */
  pincodes: Pick<PincodesService, 'homeVisitCity'>
  /** The support line as e-mails and messages show it: '+91 98765 01234' (from configuration). */
  supportPhone: string
  /** Queues a job (decision 0021): the owner's change notices go out as jobs. */
  sendJob: (name: string, data: AppointmentChange, options: { key: string }) => Promise<void>
  /** The vets' records of these visits (the visits module), shown to the owner. */
  recordsFor: (ids: readonly string[]) => Promise<Map<string, VisitRecordDto>>
  /** The live clinics where clinic visits are booked, each with its own places and hours. */
  clinics: { bookable(clinicId: string): Promise<BookableClinic | null> }
  /** Gold Membership's benefits (decision 0036); none when absent. */
  members?: MemberBenefitsSource
  /** Places of each slot only members with priority slots may book. */
  heldForMembers?: number
}) {
  const members = deps.members ?? { benefitsFor: async () => null }
  const { repo, catalogue, pets, mailer, clock, capacity, logger, sendDueRefunds, supportPhone } = deps
  const notifier = createAppointmentNotifier({
    sms: deps.sms,
    mailer,
    clock,
    logger,
    supportPhone,
    calendarFile: (appointment, now) => calendarFile(appointment, now, supportPhone),
    sendJob: deps.sendJob,
  })

  /** The lines the booking charges (the cart's services, or the visit's default charge when it is empty), with their catalogue rows. */
  function pricedLines(request: AppointmentRequest) {
    if (request.services.length > 0) return catalogue.priceLinesWithRows(request.services)
    return catalogue.priceLinesWithRows([{ id: DEFAULT_VISIT_CHARGES[request.appointmentType].catalogueId, quantity: 1 }], 'appointmentType')
  }

  async function sendConfirmation(appointment: AppointmentDto): Promise<void> {
    try {
      await mailer.send({
        to: appointment.email,
        subject: `Booked: ${VISIT_TYPE_LABELS[appointment.appointmentType]} for ${appointment.petName} on ${formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime)}`,
        text: confirmationText(appointment, supportPhone),
        attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(appointment, clock.now(), supportPhone) }],
      })
    } catch (error) {
      // The booking stands; the page and My Appointments still show it.
      logger.warn({ err: (error as Error).message, appointmentId: appointment.id }, 'confirmation e-mail failed')
    }
  }

  async function ownAppointment(userId: string, id: string): Promise<AppointmentWithPayment> {
    const row = await repo.find(userId, id)
    if (!row) throw new DomainError('NOT_FOUND', 'No such appointment')
    return row
  }

  /** The clinic of a clinic visit, which must be live: a 400 naming clinicId otherwise. */
  async function clinicFor(clinicId: string | undefined | null): Promise<BookableClinic> {
    const clinic = clinicId ? await deps.clinics.bookable(clinicId) : null
    if (!clinic) throw new DomainError('VALIDATION_ERROR', 'clinicId: is not one of our clinics')
    return clinic
  }

  /** The clinic of a clinic visit, live and open at that time. */
  async function openClinicFor(clinicId: string | undefined | null, date: string, time: string): Promise<BookableClinic> {
    const clinic = await clinicFor(clinicId)
    refuseClosedClinic(clinic, date, time)
    return clinic
  }

  function refuseClosedClinic(clinic: BookableClinic, date: string, time: string): void {
    if (!isSlotInHours({ hours: clinic.hours as WeeklyHours, open24x7: clinic.open24x7 }, date, time)) {
      throw new DomainError('VALIDATION_ERROR', `appointmentTime: ${clinic.name} is closed at ${formatTime(time)} on ${visitDayLabel(date)}. Please choose another time.`, {
        code: 'CLINIC_CLOSED',
      })
    }
  }

  /**
   * Everything a booking reads and checks before its transaction, the reads sent together: the
   * home visit's city, the clinic, the catalogue's prices, the account's membership, a saved pet
   * and the payment. Refusals come in the order the wizard's steps ask for these.
   */
  async function planBooking(userId: string, request: AppointmentRequest, now: Date) {
    const refusal = slotRefusal(request.appointmentDate, request.appointmentTime, now)
    if (refusal) throw refusalError(refusal)
    const [homeCity, clinic, priced, member, pet, payment] = await settledInOrder([
      request.appointmentType === 'home' ? deps.pincodes.homeVisitCity(request.pincode ?? '', request.city) : null,
      request.appointmentType === 'clinic' ? openClinicFor(request.clinicId, request.appointmentDate, request.appointmentTime) : null,
      pricedLines(request),
      members.benefitsFor(userId),
      request.existingPetId ? pets.findBookable(userId, request.existingPetId) : null,
      request.paymentId ? repo.findPaymentForUser(request.paymentId, userId) : null,
    ] as const)

    const { lines, rows } = priced
    const total = memberPricing(
      lines.map((line) => ({ ...line, serviceType: rows.get(line.id)?.serviceType ?? null })),
      {
        visitType: request.appointmentType,
        cartEmpty: request.services.length === 0,
        paidOnline: Boolean(request.paymentId),
        vaccinationPlan: request.vaccinationPlan !== undefined,
        benefits: member?.benefits ?? null,
      },
    )
    if (Math.round(request.totalAmount * 100) !== total.totalPaise) {
      throw new DomainError('VALIDATION_ERROR', `totalAmount: The total does not match the current prices (${formatRupees(total.totalPaise)}). Please refresh and try again.`, {
        code: 'AMOUNT_MISMATCH',
      })
    }

    if (request.existingPetId && !pet) throw new DomainError('NOT_FOUND', 'existingPetId: No such pet')
    const petId = pet ? pet.id : randomUUID()
    const newPet = pet ? null : { id: petId, userId, name: request.petName, type: request.petType, breed: request.petBreed, createdAt: now, updatedAt: now }

    if (request.paymentId && !payment) throw new DomainError('VALIDATION_ERROR', 'paymentId: No such payment for this account')
    if (payment?.appointmentId) throw new DomainError('CONFLICT', 'This payment is already linked to another booking', { code: 'PAYMENT_USED' })
    return { homeCity, clinic, lines, total, member, petId, newPet, payment }
  }

  return {
    /**
     * The day's hourly slots for a visit type; for a clinic visit at `clinicId`, with that clinic's
     * own places per slot, and no slot offered while it is closed. A member with priority slots
     * also sees the place held back for members.
     */
    async slots(date: string, visitType: VisitType, clinicId?: string, userId: string | null = null): Promise<SlotDto[]> {
      const now = clock.now()
      const clinic = visitType === 'clinic' && clinicId ? await clinicFor(clinicId) : null
      const booked = await repo.bookedCounts(date, visitType, clinic?.id ?? '')
      const priority = userId ? ((await members.benefitsFor(userId))?.benefits.prioritySlots ?? false) : false
      const places = bookableCapacity(clinic ? clinic.capacityPerSlot : capacity[visitType], deps.heldForMembers ?? 0, priority)
      return SLOT_TIMES.map((time) => {
        const past = isSlotPast(date, time, now)
        const closed = clinic !== null && !isSlotInHours({ hours: clinic.hours as WeeklyHours, open24x7: clinic.open24x7 }, date, time)
        const full = (booked.get(time) ?? 0) >= places
        return { time, popular: isPopularSlot(time), available: !past && !closed && !full, reason: past ? 'past' : closed ? 'closed' : full ? 'full' : null }
      })
    },

    /**
     * Books for the account `userId`. `options.perDayLimit` is the day's limit of visits for
     * that account: the configured one by default, null for staff booking for a customer.
     * `options.appointmentId` (from the request's Idempotency-Key) names the booking a retry of
     * the same request finds instead of making another (decision 0042): the transaction looks
     * for it in the statement that counts the account's day, and a refusal before it looks too.
     */
    async book(userId: string, request: AppointmentRequest, options: { perDayLimit?: number | null; appointmentId?: string } = {}): Promise<AppointmentDto> {
      const now = clock.now()
      const perDayLimit = options.perDayLimit === undefined ? deps.bookingsPerAccountPerDay : options.perDayLimit
      if (request.userId !== userId) throw new DomainError('FORBIDDEN', 'userId: is not the signed-in user')
      const retryOf = options.appointmentId
      let plan
      try {
        plan = await planBooking(userId, request, now)
      } catch (error) {
        // What its first run used (a free visit, the payment) or the clock (a slot now past) can
        // refuse a retry of a booking that was made: the retry answers with that booking.
        if (retryOf && error instanceof DomainError) {
          const made = await repo.find(userId, retryOf)
          if (made) return toAppointmentDto(made, now)
        }
        throw error
      }
      const { homeCity, clinic, lines, total, member, petId, newPet, payment } = plan

      const isHome = request.appointmentType === 'home'
      const slot: SlotKey = { date: request.appointmentDate, time: request.appointmentTime, visitType: request.appointmentType, clinicId: clinic?.id ?? '' }
      let booked
      try {
        booked = await repo.book({
          slot,
          capacity: bookableCapacity(clinic ? clinic.capacityPerSlot : capacity[request.appointmentType], deps.heldForMembers ?? 0, member?.benefits.prioritySlots ?? false),
          freeVisitOf: total.benefit === 'free_visit' ? (member?.membershipId ?? null) : null,
          newPet,
          limits: { userId, perDay: perDayLimit, pet: { id: request.existingPetId ? petId : null, name: request.petName }, now },
          madeCheck: retryOf !== undefined,
          appointment: {
            id: retryOf ?? randomUUID(),
            userId,
            petId,
            status: 'booked',
            petName: request.petName,
            petType: request.petType,
            petBreed: request.petBreed,
            ownerName: request.petOwnerName,
            phone: request.phoneNumber,
            email: request.email,
            serviceType: request.serviceType,
            visitType: request.appointmentType,
            clinicId: clinic?.id ?? null,
            date: request.appointmentDate,
            time: request.appointmentTime,
            startsAt: slotStart(request.appointmentDate, request.appointmentTime),
            address: isHome ? (request.address ?? null) : null,
            city: homeCity,
            pincode: isHome ? (request.pincode ?? null) : null,
            landmark: isHome ? (request.landmark ?? null) : null,
            latitude: isHome ? (request.latitude ?? null) : null,
            longitude: isHome ? (request.longitude ?? null) : null,
            notes: request.notes,
            services: lines,
            vaccinationPlan: request.vaccinationPlan ?? null,
            totalPaise: total.totalPaise,
            paymentId: payment?.id ?? null,
            membershipId: total.benefit ? (member?.membershipId ?? null) : null,
            membershipBenefit: total.benefit,
            createdAt: now,
            updatedAt: now,
          },
        })
      } catch (error) {
        if (error instanceof PaymentAlreadyUsedError) throw new DomainError('CONFLICT', error.message, { code: 'PAYMENT_USED' })
        if (error instanceof MembershipBenefitGoneError) throw new DomainError('CONFLICT', MEMBERSHIP_CHANGED_MESSAGE, { code: 'MEMBERSHIP_CHANGED' })
        if (error instanceof AccountLimitError) throw accountLimitError(error, slot, supportPhone)
        throw error
      }
      if (booked.outcome === 'full') throw new DomainError('CONFLICT', SLOT_FULL_MESSAGE, { code: 'SLOT_FULL' })
      if (booked.outcome === 'made') {
        const made = retryOf ? await repo.find(userId, retryOf) : null
        if (!made) throw new DomainError('CONFLICT', 'This Idempotency-Key was already used with a different request', { code: 'IDEMPOTENCY_KEY_REUSED' })
        return toAppointmentDto(made, now)
      }

      // The answer is made from what was just written and read: nothing is read back.
      const appointment = toAppointmentDto(
        {
          ...booked.row,
          clinic: clinic ? { name: clinic.name, address: clinic.address } : null,
          paidPaise: payment?.amountPaise ?? 0,
          providerPaymentId: payment?.providerPaymentId ?? null,
          refund: null,
          vetName: null,
        },
        now,
      )
      void sendConfirmation(appointment)
      return appointment
    },

    /** The handlers of the change-notice jobs (one per channel). */
    deliverChangeSms: notifier.deliverSms,
    deliverChangeMail: notifier.deliverMail,

    /** After an account deletion: the owner still hears of each visit it cancelled, at the number and address they gave. */
    tellOfCancellations(visits: readonly AppointmentDto[]): void {
      for (const visit of visits) void notifier.notify({ kind: 'cancelled', appointment: { ...visit, status: 'cancelled' } })
    },

    async list(userId: string) {
      const now = clock.now()
      const found = await repo.listForUser(userId)
      const records = await deps.recordsFor(found.filter((row) => row.status === 'completed').map((row) => row.id))
      const rows = found.map((row) => toAppointmentDto(row, now, records.get(row.id) ?? null))
      const isUpcoming = (appointment: AppointmentDto) => appointment.status === 'booked' && new Date(appointment.startsAt).getTime() > now.getTime()
      return { upcoming: rows.filter(isUpcoming), past: rows.filter((row) => !isUpcoming(row)).reverse() }
    },

    async find(userId: string, id: string) {
      const row = await ownAppointment(userId, id)
      const records = row.status === 'completed' ? await deps.recordsFor([row.id]) : new Map<string, VisitRecordDto>()
      return toAppointmentDto(row, clock.now(), records.get(row.id) ?? null)
    },

    async calendar(userId: string, id: string) {
      const now = clock.now()
      return calendarFile(toAppointmentDto(await ownAppointment(userId, id), now), now, supportPhone)
    },

    async cancel(userId: string, id: string) {
      const now = clock.now()
      const row = await ownAppointment(userId, id)
      if (!isOwnerChangeable(row.status)) throw new DomainError('CONFLICT', 'This appointment is no longer upcoming', { code: 'NOT_UPCOMING' })
      if (!canChangeAppointment(row.startsAt, now)) throw new DomainError('CONFLICT', tooLateMessage(supportPhone), { code: 'CHANGE_TOO_LATE' })
      if (!(await repo.cancel(userId, id, now))) throw new DomainError('CONFLICT', 'This appointment is no longer upcoming', { code: 'NOT_UPCOMING' })
      await sendDueRefunds()
      const cancelled = toAppointmentDto(await ownAppointment(userId, id), now)
      await notifier.notify({ kind: 'cancelled', appointment: cancelled })
      return cancelled
    },

    async reschedule(userId: string, id: string, body: RescheduleBody) {
      const now = clock.now()
      const row = await ownAppointment(userId, id)
      if (!isOwnerChangeable(row.status)) throw new DomainError('CONFLICT', 'This appointment is no longer upcoming', { code: 'NOT_UPCOMING' })
      if (!canChangeAppointment(row.startsAt, now)) throw new DomainError('CONFLICT', tooLateMessage(supportPhone), { code: 'CHANGE_TOO_LATE' })
      if (row.rescheduleCount >= MAX_RESCHEDULES) {
        throw new DomainError('CONFLICT', `An appointment can be rescheduled online ${MAX_RESCHEDULES} times. Please call us on ${supportPhone}.`, { code: 'RESCHEDULE_LIMIT' })
      }
      const refusal = slotRefusal(body.appointmentDate, body.appointmentTime, now)
      if (refusal) throw refusalError(refusal)
      if (body.appointmentDate === row.date && body.appointmentTime === row.time) {
        throw new DomainError('VALIDATION_ERROR', 'appointmentTime: This is the current time of the appointment. Please choose another.')
      }
      const from = slotOf(row)
      const to = { ...from, date: body.appointmentDate, time: body.appointmentTime }
      const clinic = row.visitType === 'clinic' && row.clinicId ? await deps.clinics.bookable(row.clinicId) : null
      if (clinic) refuseClosedClinic(clinic, body.appointmentDate, body.appointmentTime)
      let outcome
      try {
        outcome = await repo.reschedule({
          userId,
          id,
          from,
          to,
          startsAt: slotStart(body.appointmentDate, body.appointmentTime),
          capacity: bookableCapacity(
            clinic ? clinic.capacityPerSlot : capacity[row.visitType as VisitType],
            deps.heldForMembers ?? 0,
            (await members.benefitsFor(userId))?.benefits.prioritySlots ?? false,
          ),
          now,
          limits: { userId, perDay: deps.bookingsPerAccountPerDay, pet: { id: row.petId, name: row.petName }, exceptId: row.id, now },
        })
      } catch (error) {
        if (error instanceof AccountLimitError) throw accountLimitError(error, to, supportPhone)
        throw error
      }
      if (outcome === 'full') throw new DomainError('CONFLICT', SLOT_FULL_MESSAGE, { code: 'SLOT_FULL' })
      if (outcome === 'changed') throw new DomainError('CONFLICT', 'This appointment changed meanwhile. Please reload and try again.', { code: 'NOT_UPCOMING' })
      const moved = toAppointmentDto(await ownAppointment(userId, id), now)
      await notifier.notify({ kind: 'rescheduled', appointment: moved, from: { date: row.date, time: row.time } })
      return moved
    },
  }
}

import { randomUUID } from 'node:crypto'
import { type VisitStatus, isOwnerChangeable, ownerStatus } from '../../../core/operations/visit-status.ts'
import type { FastifyBaseLogger } from 'fastify'
import { appointmentIcs } from '../../../core/booking/calendar.ts'
import type { VisitType } from '../../../core/booking/options.ts'
import { type WeeklyHours, isSlotInHours } from '../../../core/clinics/hours.ts'
import { DEFAULT_VISIT_CHARGES } from '../../../core/booking/pricing.ts'
import { fitRefusal } from '../../../core/booking/visit-fit.ts'
import type { ServiceType } from '../../../core/catalogue/services.ts'
import { type MemberBenefits, bookableCapacity, coveredByGold, memberPricing } from '../../../core/membership/membership.ts'
import { DEFAULT_NOTICE_PERIODS, type NoticePeriods, noticeRefusalMessage, slotWithinNotice } from '../../../core/booking/notice.ts'
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
import { DEFAULT_CALL_OPENS_MINUTES_BEFORE, callLinkOf } from '../../../core/video/call-window.ts'
import { formatLongDateTime, formatTime } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { formatRupees as rupeesText } from '../../../core/money.ts'
import { mailText, ownerTranslator, visitPhrase } from '../../i18n/owner-messages.ts'
import type { OwnerLanguage } from '../account/owner-language.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import type { CatalogueService, PricedServiceLine } from '../catalogue/service.ts'
import type { PetsService } from '../pets/service.ts'
import type { PincodesService } from '../pincodes/service.ts'
import type { ClinicNoticeJob } from '../../../core/operations/clinic-notices.ts'
import type { ClinicNotices } from './clinic-notices.ts'
import { type AppointmentChange, createAppointmentNotifier } from './notifications.ts'
import {
  AccountLimitError,
  type AppointmentWithPayment,
  type AppointmentsRepo,
  type BookablePayment,
  MembershipBenefitGoneError,
  PaymentAlreadyUsedError,
  PaymentRefundedError,
  type SlotKey,
  slotOf,
} from './repo.ts'

/** What booking needs of a clinic (the clinics module's service gives it). */
export type BookableClinic = { id: string; name: string; address: string; phone: string; email: string | null; capacityPerSlot: number; hours: unknown; open24x7: boolean }

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

const PAYMENT_REFUNDED_MESSAGE = 'This payment was refunded, so it cannot pay for a booking. Please empty the cart and book again.'

/**
 * A payment pays for the very lines its order was for (ids and quantities): a cart changed after
 * paying is refused with what the payment was for. An order without lines (none are made so) is
 * not compared.
 */
function refuseOtherLinesThanPaid(payment: BookablePayment, lines: readonly PricedServiceLine[]): void {
  if (payment.flowType !== 'cart') throw new DomainError('VALIDATION_ERROR', 'paymentId: This payment was not for services to book')
  const paid = Array.isArray(payment.items) ? (payment.items as PricedServiceLine[]) : []
  if (paid.length === 0) return
  const key = (items: readonly { id: string; quantity: number }[]) =>
    items
      .map((item) => `${item.id}×${item.quantity}`)
      .sort()
      .join(',')
  if (key(paid) !== key(lines)) {
    const what = paid.map((line) => (line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title)).join(', ')
    throw new DomainError('VALIDATION_ERROR', `services: This payment was for ${what}. Please book exactly these services with it.`, { code: 'PAID_LINES_DIFFER' })
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

export function toAppointmentDto(
  row: AppointmentWithPayment,
  now: Date,
  record: VisitRecordDto | null = null,
  callOpensMinutes = DEFAULT_CALL_OPENS_MINUTES_BEFORE,
): AppointmentDto {
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
    call: callLinkOf(row, callOpensMinutes),
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

export function calendarFile(appointment: AppointmentDto, now: Date, supportPhone: string, language: Language = 'en'): string {
  const t = ownerTranslator(language)
  const petName = appointment.petName
  return appointmentIcs({
    uid: `${appointment.id}@petvaidya`,
    startsAt: new Date(appointment.startsAt),
    durationMinutes: 60,
    summary: t('mail.calendar.summary', { visitType: t('mail.visitType', { type: appointment.appointmentType }), petName, when: formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language) }),
    description: t('mail.calendar.description', { serviceType: t('mail.serviceType', { type: appointment.serviceType }), petName, breed: appointment.petBreed, id: appointment.id, supportPhone }),
    location: visitLocation(appointment),
    now,
    ...calendarVersion(appointment),
  })
}

/** The confirmation e-mail's subject and text, in the owner's language (decision 0076). */
export function confirmationMail(appointment: AppointmentDto, supportPhone: string, callUrl: string | null, language: Language = 'en'): { subject: string; text: string } {
  const t = ownerTranslator(language)
  const when = formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language)
  const visitType = t('mail.visitType', { type: appointment.appointmentType })
  const lines = appointment.services.map((line) => `- ${line.title} × ${line.quantity}: ${rupeesText(line.discountedPrice * line.quantity)}`)
  const due = coveredByGold(appointment)
    ? t('mail.booked.dueGold')
    : appointment.amountDue === 0
      ? t('mail.booked.duePaid')
      : t('mail.booked.dueAfter', { amount: rupeesText(appointment.amountDue) })
  const place =
    appointment.appointmentType === 'video'
      ? t('mail.booked.whereVideo')
      : appointment.appointmentType === 'clinic' && !appointment.clinicName
        ? t('mail.booked.partnerClinic')
        : visitLocation(appointment)
  return {
    subject: t('mail.booked.subject', { visitType, petName: appointment.petName, when }),
    text: mailText(t, appointment.petOwnerName, [
      [t('mail.booked.intro', { petName: appointment.petName })],
      [
        t('mail.booked.when', { when }),
        t('mail.booked.visit', { visitType, serviceType: t('mail.serviceType', { type: appointment.serviceType }) }),
        t('mail.booked.where', { place }),
      ],
      ...(callUrl ? [[t('mail.booked.call', { url: callUrl })]] : []),
      [...lines, t('mail.booked.total', { amount: rupeesText(appointment.totalAmount), due })],
      [t('mail.changes', { supportPhone })],
    ]),
  }
}

/** The booking's confirmation: one job per channel, keyed by the booking (issue 36). */
export const CONFIRMATION_SMS_JOB = 'booking-confirmation-sms'
export const CONFIRMATION_MAIL_JOB = 'booking-confirmation-mail'
export type BookingConfirmationJob = { appointmentId: string }

/** The confirmation SMS, in the owner's language, with the video call's link when it has one. */
export function confirmationSms(appointment: AppointmentDto, supportPhone: string, callUrl: string | null, language: Language = 'en'): string {
  const t = ownerTranslator(language)
  const due = coveredByGold(appointment) ? t('sms.dueGold') : appointment.amountDue === 0 ? t('sms.duePaid') : t('sms.dueAtVisit', { amount: rupeesText(appointment.amountDue) })
  const text = t('sms.booked', {
    visit: visitPhrase(t, appointment.petName, appointment.appointmentType),
    when: formatLongDateTime(appointment.appointmentDate, appointment.appointmentTime, language),
    due,
    supportPhone,
  })
  return callUrl ? `${text} ${t('sms.joinCall', { callUrl })}` : text
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
  /** The notice each visit type needs before it starts (HOME_VISIT_NOTICE_MINUTES, SHORT_NOTICE_MINUTES). */
  noticePeriods?: NoticePeriods
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
  sendJob: (name: string, data: AppointmentChange | BookingConfirmationJob, options: { key: string }) => Promise<void>
  /** The vets' records of these visits (the visits module), shown to the owner. */
  recordsFor: (ids: readonly string[]) => Promise<Map<string, VisitRecordDto>>
  /** The live clinics where clinic visits are booked, each with its own places and hours. */
  clinics: { bookable(clinicId: string): Promise<BookableClinic | null> }
  /** Gold Membership's benefits (decision 0036); none when absent. */
  members?: MemberBenefitsSource
  /** Places of each slot only members with priority slots may book. */
  heldForMembers?: number
  /** Video visits: how many minutes before the slot the call room opens (VIDEO_ROOM_OPENS_MINUTES). */
  callOpensMinutes?: number
  /** Video visits' rooms (the video module): the link as messages give it, and the notice when the room opens. */
  callLinks?: { urlOf(visitId: string): string; queueRoomOpen(visit: { id: string; visitType: string; startsAt: Date }): Promise<void> }
  /** Tells the partner clinic of a clinic visit booked, moved or cancelled (never rejects). */
  clinicNotices?: Pick<ClinicNotices, 'queue'>
  /** The language the owner's messages are written in, read when each is sent (the account module). */
  ownerLanguage: Pick<OwnerLanguage, 'ofVisit'>
}) {
  const tellClinic = (visit: { id: string; visitType: string }, job: ClinicNoticeJob) => deps.clinicNotices?.queue(visit, job) ?? Promise.resolve()
  const dto = (row: AppointmentWithPayment, now: Date, record: VisitRecordDto | null = null) => toAppointmentDto(row, now, record, deps.callOpensMinutes)
  const members = deps.members ?? { benefitsFor: async () => null }
  const noticePeriods = deps.noticePeriods ?? DEFAULT_NOTICE_PERIODS
  /** A slot that starts too soon for its visit type is refused with a 422 naming the rule. */
  function refuseShortNotice(visitType: VisitType, date: string, time: string, now: Date): void {
    if (slotWithinNotice({ slotStart: slotStart(date, time), visitType, now, ...noticePeriods })) {
      throw new DomainError('UNPROCESSABLE', `appointmentTime: ${noticeRefusalMessage(visitType, noticePeriods)}`, { code: 'SHORT_NOTICE' })
    }
  }
  const { repo, catalogue, pets, mailer, clock, capacity, logger, sendDueRefunds, supportPhone } = deps
  const notifier = createAppointmentNotifier({
    sms: deps.sms,
    mailer,
    clock,
    logger,
    supportPhone,
    calendarFile: (appointment, now, language) => calendarFile(appointment, now, supportPhone, language),
    sendJob: deps.sendJob,
    ownerLanguage: deps.ownerLanguage,
  })

  /** The lines the booking charges (the cart's services, or the visit's default charge when it is empty), with their catalogue rows. */
  function pricedLines(request: AppointmentRequest) {
    if (request.services.length > 0) return catalogue.priceLinesWithRows(request.services)
    return catalogue.priceLinesWithRows([{ id: DEFAULT_VISIT_CHARGES[request.appointmentType].catalogueId, quantity: 1 }], 'appointmentType')
  }

  /**
   * Queues the booking's confirmation, one job per channel keyed by the booking, before the answer
   * goes: a retry of the booking queues nothing more, and a failed send is retried by the queue.
   */
  async function queueConfirmation(appointmentId: string): Promise<void> {
    try {
      const job = { appointmentId }
      await Promise.all([deps.sendJob(CONFIRMATION_SMS_JOB, job, { key: appointmentId }), deps.sendJob(CONFIRMATION_MAIL_JOB, job, { key: appointmentId })])
    } catch (error) {
      // The booking stands; the page and My Appointments still show it.
      logger.error({ err: (error as Error).message, appointmentId }, 'booking confirmation could not be queued')
    }
  }

  /** A video visit's room: the notice (SMS and e-mail) when it opens, queued once per visit and time. */
  async function queueRoomOpen(appointment: AppointmentDto): Promise<void> {
    if (!deps.callLinks || !appointment.call) return
    await deps.callLinks.queueRoomOpen({ id: appointment.id, visitType: appointment.appointmentType, startsAt: new Date(appointment.startsAt) }).catch((error: unknown) => {
      logger.error({ err: (error as Error).message, appointmentId: appointment.id }, 'room-open notice not queued')
    })
  }

  /** The link to a video visit's call room as the confirmation gives it, or null for other visits. */
  const callUrlOf = (appointment: AppointmentDto) => (appointment.call && deps.callLinks ? deps.callLinks.urlOf(appointment.id) : null)

  /** The booking as it stands when its confirmation job runs; none for a visit cancelled meanwhile. */
  async function confirmedVisit(job: BookingConfirmationJob): Promise<AppointmentDto | null> {
    const row = await repo.findById(job.appointmentId)
    if (!row || !isOwnerChangeable(row.status)) return null
    return dto(row, clock.now())
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
    refuseShortNotice(request.appointmentType, request.appointmentDate, request.appointmentTime, now)
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
    if (payment?.refunded) throw new DomainError('CONFLICT', PAYMENT_REFUNDED_MESSAGE, { code: 'PAYMENT_REFUNDED' })
    if (payment) refuseOtherLinesThanPaid(payment, lines)
    const misfit = fitRefusal(
      lines.map((line) => ({ id: line.id, title: line.title, serviceType: (rows.get(line.id)?.serviceType ?? null) as ServiceType | null })),
      request.appointmentType,
      request.serviceType,
    )
    if (misfit) throw new DomainError('VALIDATION_ERROR', `${misfit.field}: ${misfit.message}`, { code: 'SERVICES_DO_NOT_FIT' })
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
        const tooSoon = !past && slotWithinNotice({ slotStart: slotStart(date, time), visitType, now, ...noticePeriods })
        const closed = clinic !== null && !isSlotInHours({ hours: clinic.hours as WeeklyHours, open24x7: clinic.open24x7 }, date, time)
        const full = (booked.get(time) ?? 0) >= places
        const reason = past ? 'past' : tooSoon ? 'notice' : closed ? 'closed' : full ? 'full' : null
        return { time, popular: isPopularSlot(time), available: reason === null, reason }
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
          if (made) return dto(made, now)
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
        if (error instanceof PaymentRefundedError) throw new DomainError('CONFLICT', PAYMENT_REFUNDED_MESSAGE, { code: 'PAYMENT_REFUNDED' })
        if (error instanceof MembershipBenefitGoneError) throw new DomainError('CONFLICT', MEMBERSHIP_CHANGED_MESSAGE, { code: 'MEMBERSHIP_CHANGED' })
        if (error instanceof AccountLimitError) throw accountLimitError(error, slot, supportPhone)
        throw error
      }
      if (booked.outcome === 'full') throw new DomainError('CONFLICT', SLOT_FULL_MESSAGE, { code: 'SLOT_FULL' })
      if (booked.outcome === 'made') {
        const made = retryOf ? await repo.find(userId, retryOf) : null
        if (!made) throw new DomainError('CONFLICT', 'This Idempotency-Key was already used with a different request', { code: 'IDEMPOTENCY_KEY_REUSED' })
        // A retry after a crash between the booking and its confirmation queues it now (keyed: once).
        await queueConfirmation(made.id)
        await tellClinic(made, { appointmentId: made.id, cause: 'booked' })
        const retried = dto(made, now)
        await queueRoomOpen(retried)
        return retried
      }

      // The answer is made from what was just written and read: nothing is read back.
      const appointment = dto(
        {
          ...booked.row,
          clinic: clinic ? { name: clinic.name, address: clinic.address, phone: clinic.phone, email: clinic.email } : null,
          paidPaise: payment?.amountPaise ?? 0,
          providerPaymentId: payment?.providerPaymentId ?? null,
          refund: null,
          vetName: null,
        },
        now,
      )
      await queueConfirmation(appointment.id)
      await tellClinic(booked.row, { appointmentId: appointment.id, cause: 'booked' })
      await queueRoomOpen(appointment)
      return appointment
    },

    /** The confirmation SMS of a booking (a job's handler: a failure throws and is retried). */
    async deliverConfirmationSms(job: BookingConfirmationJob): Promise<void> {
      const appointment = await confirmedVisit(job)
      if (!appointment) return
      const language = await deps.ownerLanguage.ofVisit(appointment.id)
      await deps.sms.send({ kind: 'notice', to: appointment.phoneNumber, text: confirmationSms(appointment, supportPhone, callUrlOf(appointment), language), language })
    },

    /** The confirmation e-mail of a booking, with its .ics, when the booking has an address. */
    async deliverConfirmationMail(job: BookingConfirmationJob): Promise<void> {
      const appointment = await confirmedVisit(job)
      if (!appointment?.email) return
      const language = await deps.ownerLanguage.ofVisit(appointment.id)
      await mailer.send({
        to: appointment.email,
        ...confirmationMail(appointment, supportPhone, callUrlOf(appointment), language),
        attachments: [{ filename: 'petvaidya-appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(appointment, clock.now(), supportPhone, language) }],
      })
    },

    /** The handlers of the change-notice jobs (one per channel). */
    deliverChangeSms: notifier.deliverSms,
    deliverChangeMail: notifier.deliverMail,

    /** After an account deletion: the owner still hears of each visit it cancelled, at the number and address they gave. */
    tellOfCancellations(visits: readonly AppointmentDto[]): void {
      for (const visit of visits) {
        void notifier.notify({ kind: 'cancelled', appointment: { ...visit, status: 'cancelled' } })
        void tellClinic({ id: visit.id, visitType: visit.appointmentType }, { appointmentId: visit.id, cause: 'cancelled' })
      }
    },

    async list(userId: string) {
      const now = clock.now()
      const found = await repo.listForUser(userId)
      const records = await deps.recordsFor(found.filter((row) => row.status === 'completed').map((row) => row.id))
      const rows = found.map((row) => dto(row, now, records.get(row.id) ?? null))
      const isUpcoming = (appointment: AppointmentDto) => appointment.status === 'booked' && new Date(appointment.startsAt).getTime() > now.getTime()
      return { upcoming: rows.filter(isUpcoming), past: rows.filter((row) => !isUpcoming(row)).reverse() }
    },

    async find(userId: string, id: string) {
      const row = await ownAppointment(userId, id)
      const records = row.status === 'completed' ? await deps.recordsFor([row.id]) : new Map<string, VisitRecordDto>()
      return dto(row, clock.now(), records.get(row.id) ?? null)
    },

    /** The visit's calendar file, in the owner's language like its e-mails. */
    async calendar(userId: string, id: string) {
      const now = clock.now()
      return calendarFile(dto(await ownAppointment(userId, id), now), now, supportPhone, await deps.ownerLanguage.ofVisit(id))
    },

    async cancel(userId: string, id: string) {
      const now = clock.now()
      const row = await ownAppointment(userId, id)
      if (!isOwnerChangeable(row.status)) throw new DomainError('CONFLICT', 'This appointment is no longer upcoming', { code: 'NOT_UPCOMING' })
      if (!canChangeAppointment(row.startsAt, now)) throw new DomainError('CONFLICT', tooLateMessage(supportPhone), { code: 'CHANGE_TOO_LATE' })
      if (!(await repo.cancel(userId, id, now))) throw new DomainError('CONFLICT', 'This appointment is no longer upcoming', { code: 'NOT_UPCOMING' })
      await sendDueRefunds()
      const cancelled = dto(await ownAppointment(userId, id), now)
      await notifier.notify({ kind: 'cancelled', appointment: cancelled })
      await tellClinic(row, { appointmentId: id, cause: 'cancelled' })
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
      refuseShortNotice(row.visitType as VisitType, body.appointmentDate, body.appointmentTime, now)
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
      const moved = dto(await ownAppointment(userId, id), now)
      await notifier.notify({ kind: 'rescheduled', appointment: moved, from: { date: row.date, time: row.time } })
      await tellClinic(row, { appointmentId: id, cause: 'moved', from: { date: row.date, time: row.time }, to: { date: body.appointmentDate, time: body.appointmentTime } })
      // The room opens at the new time: its notice goes then (the old one finds the visit moved and sends nothing).
      await deps.callLinks?.queueRoomOpen({ id: moved.id, visitType: moved.appointmentType, startsAt: new Date(moved.startsAt) })
      return moved
    },
  }
}

import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { BRAND } from '../../../core/brand.ts'
import { type ApplicationStatus, canResubmit, decide } from '../../../core/clinics/application.ts'
import { WEEKDAY_KEYS, type WeeklyHours, dayHoursText, indiaWeekMinute, isOpenAt } from '../../../core/clinics/hours.ts'
import { type SearchIndex, type SearchableClinic, buildSearchIndex, findClinics } from '../../../core/clinics/search.ts'
import { CITY_CENTRES, type ClinicCity, type ClinicService } from '../../../core/clinics/services.ts'
import type {
  ApplicationDecisionBody,
  ClinicApplicationDto,
  ClinicDto,
  ClinicPlace,
  ClinicRegistrationBody,
  ClinicSummaryDto,
  ClinicsQuery,
  ClinicsResponse,
} from '../../../core/contracts/clinics.ts'
import { slugify } from '../../../core/slug.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import { writeAudit } from '../audit/repo.ts'
import type { PincodesService } from '../pincodes/service.ts'
import type { ApplicationRow, ClinicRow, ClinicsRepo } from './repo.ts'

export const APPLICATION_NOTICE_JOB = 'clinic-application-notice'
/** Photos kept per clinic: the newest first. */
const MAX_CLINIC_PHOTOS = 6

export type ApplicationNotice = { applicationId: string; status: ApplicationStatus }

type IndexedClinic = SearchableClinic & { row: ClinicRow }

const PINCODE_IN_TEXT = /\b(\d{6})\b/

function toSearchable(row: ClinicRow): IndexedClinic {
  const clinic = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    locality: row.locality,
    city: row.city,
    address: row.address,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    services: row.services as ClinicService[],
    hours: row.hours as WeeklyHours,
    open24x7: row.open24x7,
  }
  return { ...clinic, row }
}

export function todayHoursText(row: Pick<ClinicRow, 'hours' | 'open24x7'>, now: Date): string {
  if (row.open24x7) return 'Open 24 hours'
  const today = WEEKDAY_KEYS[indiaWeekMinute(now).day]!
  return dayHoursText((row.hours as WeeklyHours)[today] ?? [])
}

export function toClinicSummary(row: ClinicRow, now: Date, distanceKm: number | null = null): ClinicSummaryDto {
  const hours = row.hours as WeeklyHours
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    locality: row.locality,
    city: row.city,
    address: row.address,
    pincode: row.pincode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    services: row.services as ClinicService[],
    open24x7: row.open24x7,
    openNow: isOpenAt({ hours, open24x7: row.open24x7 }, now),
    todayHours: todayHoursText(row, now),
    distanceKm,
    photo: row.photos[0] ?? null,
    sample: row.sample,
  }
}

function toApplicationDto(row: ApplicationRow, clinicSlug: string | null): ClinicApplicationDto {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    clinicName: row.clinicName,
    ownerName: row.ownerName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    locality: row.locality,
    city: row.city,
    pincode: row.pincode,
    services: row.services as ClinicService[],
    open24x7: row.open24x7,
    hours: row.hours as WeeklyHours,
    vetRegistrations: row.vetRegistrations,
    gstNumber: row.gstNumber,
    reviewNote: row.reviewNote,
    clinicSlug,
    applicantId: row.applicantId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The SMS and e-mail telling an applicant of a decision (pure). */
export function applicationNoticeText(application: Pick<ApplicationRow, 'clinicName' | 'ownerName' | 'status' | 'reviewNote'>, pageUrl: string): { sms: string; subject: string; body: string } {
  const name = application.clinicName
  switch (application.status) {
    case 'approved':
      return {
        sms: `${BRAND}: ${name} is approved and now listed in our clinic finder. Details: ${pageUrl}`,
        subject: `${name} is approved on ${BRAND}`,
        body: `Your application is approved: ${name} is now listed in the ${BRAND} clinic finder and pet owners can book clinic visits there.`,
      }
    case 'changes_requested':
      return {
        sms: `${BRAND}: please update your application for ${name}: ${application.reviewNote ?? ''} ${pageUrl}`.trim(),
        subject: `Changes needed to your ${BRAND} application for ${name}`,
        body: `Our partnerships team needs a few changes before approving ${name}:\n\n${application.reviewNote ?? ''}\n\nPlease update the application on ${pageUrl}.`,
      }
    case 'rejected':
      return {
        sms: `${BRAND}: your application for ${name} was not approved. Reason: ${application.reviewNote ?? ''}`,
        subject: `Your ${BRAND} application for ${name}`,
        body: `We are sorry: your application for ${name} was not approved.\n\nReason: ${application.reviewNote ?? ''}`,
      }
    default:
      return {
        sms: `${BRAND}: we have your application for ${name} and will reply within 3 working days.`,
        subject: `We have your application for ${name}`,
        body: `Thank you for applying. Our partnerships team reviews every application within 3 working days.`,
      }
  }
}

export type ClinicsService = ReturnType<typeof createClinicsService>

export function createClinicsService(deps: {
  repo: ClinicsRepo
  pincodes: Pick<PincodesService, 'place'>
  clock: Clock
  sms: SmsSender
  mailer: Mailer
  logger: FastifyBaseLogger
  siteOrigin: string
  sendJob: (name: string, data: ApplicationNotice, options: { key: string }) => Promise<void>
}) {
  const { repo, clock } = deps
  /**
   * The live clinics with their search words, kept between requests. Each search first reads the
   * clinics' version, which the database bumps at every change, so an approval on any instance
   * shows in the next search everywhere (decision 0034).
   */
  let kept: { version: number; clinics: IndexedClinic[]; index: SearchIndex } | null = null

  async function liveClinics(): Promise<{ clinics: IndexedClinic[]; index: SearchIndex }> {
    const version = await repo.liveVersion()
    if (kept?.version === version) return kept
    const clinics = (await repo.listLive()).map(toSearchable)
    kept = { version, clinics, index: buildSearchIndex(clinics) }
    return kept
  }

  /** The place to measure from: coordinates given, or a PIN code (its clinics' centre, else the directory's point). */
  async function placeOf(query: ClinicsQuery, clinics: readonly IndexedClinic[]): Promise<{ place: ClinicPlace | null; q: string | undefined }> {
    if (query.lat !== undefined && query.lon !== undefined) return { place: { label: 'your location', latitude: query.lat, longitude: query.lon }, q: query.q }
    let pincode = query.pincode
    let q = query.q
    const inText = q ? PINCODE_IN_TEXT.exec(q) : null
    if (!pincode && inText) {
      pincode = inText[1]
      q = q!.replace(PINCODE_IN_TEXT, ' ').trim() || undefined
    }
    if (!pincode) return { place: null, q }
    const found = await deps.pincodes.place(pincode)
    if (!found) throw new DomainError('VALIDATION_ERROR', `${query.pincode ? 'pincode' : 'q'}: No post office has the PIN code ${pincode}`, { code: 'UNKNOWN_PINCODE' })
    const here = clinics.filter((clinic) => clinic.pincode === pincode)
    if (here.length > 0) {
      const latitude = here.reduce((sum, clinic) => sum + clinic.latitude, 0) / here.length
      const longitude = here.reduce((sum, clinic) => sum + clinic.longitude, 0) / here.length
      return { place: { label: found.label, latitude, longitude }, q }
    }
    if (found.latitude === null || found.longitude === null) {
      throw new DomainError('UNPROCESSABLE', `pincode: We cannot place ${pincode} on the map yet. Please search by area name instead.`, { code: 'UNKNOWN_PINCODE' })
    }
    return { place: { label: found.label, latitude: found.latitude, longitude: found.longitude }, q }
  }

  async function uniqueSlug(tx: Parameters<Parameters<ClinicsRepo['db']['transaction']>[0]>[0], name: string, locality: string): Promise<string> {
    const base = (name.toLowerCase().includes(locality.toLowerCase()) ? slugify(name) : slugify(`${name} ${locality}`)).slice(0, 90).replace(/-+$/, '') || 'clinic'
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`
      if (!(await repo.slugTaken(tx, slug))) return slug
    }
  }

  async function notify(applicationId: string, status: ApplicationStatus): Promise<void> {
    try {
      await deps.sendJob(APPLICATION_NOTICE_JOB, { applicationId, status }, { key: `${applicationId}:${status}:${clock.now().getTime()}` })
    } catch (error) {
      deps.logger.warn({ err: (error as Error).message, applicationId }, 'application notice could not be queued')
    }
  }

  return {
    async search(query: ClinicsQuery): Promise<ClinicsResponse> {
      const now = clock.now()
      const { clinics, index } = await liveClinics()
      const { place, q } = await placeOf(query, clinics)
      const filters = { q, city: query.city, service: query.service, openNow: query.openNow, open24x7: query.open24x7, place }
      const { matches, total } = findClinics(clinics, filters, now, index, query.limit)
      return { clinics: matches.map((match) => toClinicSummary(match.clinic.row, now, match.distanceKm)), total, place }
    },

    async detail(slug: string): Promise<ClinicDto> {
      const row = await repo.findLiveBySlug(slug)
      if (!row) throw new DomainError('NOT_FOUND', 'No such clinic')
      return { ...toClinicSummary(row, clock.now()), description: row.description, email: row.email, hours: row.hours as WeeklyHours, photos: row.photos }
    },

    /**
     * The live clinics that take consultations, as content names them ({partnerClinics}). A sample
     * listing (demo data) is no partner: no page counts it as one.
     */
    async partnerClinics(): Promise<{ name: string; locality: string; city: string }[]> {
      return (await liveClinics()).clinics
        .filter((clinic) => !clinic.row.sample && clinic.services.includes('checkup'))
        .map((clinic) => ({ name: clinic.name, locality: clinic.locality, city: clinic.city }))
    },

    /** Every live clinic's slug and last change, for the sitemap; sample listings never enter it. */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      return (await liveClinics()).clinics.filter((clinic) => !clinic.row.sample).map((clinic) => ({ slug: clinic.slug, updatedAt: clinic.row.updatedAt }))
    },

    /**
     * An admin's photo for a live clinic (stored by the upload pipeline, decision 0045): it comes
     * first on the clinic's page and cards. The clinic is looked up before anything is stored.
     */
    async addPhoto(actorId: string, clinicId: string, store: () => Promise<{ url: string }>): Promise<{ photos: string[] }> {
      const row = await repo.findLive(clinicId)
      if (!row) throw new DomainError('NOT_FOUND', 'No such clinic')
      const { url } = await store()
      const photos = [url, ...row.photos].slice(0, MAX_CLINIC_PHOTOS)
      await repo.setPhotos(row.id, photos, clock.now())
      await writeAudit(repo.db, { actorId, action: 'clinic.photo.add', entityType: 'clinic', entityId: row.id, before: { photos: row.photos }, after: { photos }, at: clock.now() })
      return { photos }
    },

    /** Takes one photo off a live clinic, or all of them when none is named. */
    async removePhotos(actorId: string, clinicId: string, photo?: string): Promise<{ photos: string[] }> {
      const row = await repo.findLive(clinicId)
      if (!row) throw new DomainError('NOT_FOUND', 'No such clinic')
      if (photo !== undefined && !row.photos.includes(photo)) throw new DomainError('NOT_FOUND', 'This clinic has no such photo')
      const photos = photo === undefined ? [] : row.photos.filter((kept) => kept !== photo)
      await repo.setPhotos(row.id, photos, clock.now())
      await writeAudit(repo.db, { actorId, action: 'clinic.photo.remove', entityType: 'clinic', entityId: row.id, before: { photos: row.photos }, after: { photos }, at: clock.now() })
      return { photos }
    },

    /** A live clinic where visits can be booked, or null. */
    bookable: (clinicId: string) => repo.findLive(clinicId),

    async favorites(userId: string): Promise<ClinicSummaryDto[]> {
      const now = clock.now()
      return (await repo.favorites(userId)).map((row) => toClinicSummary(row, now))
    },

    async addFavorite(userId: string, clinicId: string): Promise<void> {
      if (!(await repo.findLive(clinicId))) throw new DomainError('NOT_FOUND', 'No such clinic')
      await repo.addFavorite(userId, clinicId, clock.now())
    },

    removeFavorite: (userId: string, clinicId: string) => repo.removeFavorite(userId, clinicId),

    /** A new application, or the resubmission of one whose changes were asked for. */
    async apply(applicantId: string, body: ClinicRegistrationBody): Promise<ClinicApplicationDto> {
      const now = clock.now()
      const fields = {
        clinicName: body.clinicName,
        ownerName: body.ownerName,
        phone: body.phone,
        email: body.email,
        address: body.address,
        locality: body.locality,
        city: body.city,
        pincode: body.pincode,
        services: [...new Set(body.services)],
        hours: body.hours,
        open24x7: body.open24x7,
        vetRegistrations: body.vetRegistrations,
        gstNumber: body.gstNumber ?? null,
      }
      if (!(await deps.pincodes.place(body.pincode))) throw new DomainError('VALIDATION_ERROR', `pincode: No post office has the PIN code ${body.pincode}`, { code: 'UNKNOWN_PINCODE' })
      const row = await repo.db.transaction(async (tx) => {
        const open = await repo.lockOpenApplication(tx, applicantId)
        if (open && !canResubmit(open.status as ApplicationStatus)) {
          throw new DomainError('CONFLICT', 'Your application is already under review. We will tell you by SMS and e-mail when it is decided.', { code: 'APPLICATION_OPEN' })
        }
        if (open) return repo.updateApplication(tx, open.id, { ...fields, status: 'pending', updatedAt: now })
        return repo.insertApplication(tx, { id: randomUUID(), applicantId, status: 'pending', ...fields, createdAt: now, updatedAt: now })
      })
      await notify(row.id, 'pending')
      return toApplicationDto(row, null)
    },

    async applicationsOf(applicantId: string): Promise<ClinicApplicationDto[]> {
      const rows = await repo.applicationsOf(applicantId)
      return Promise.all(rows.map(async (row) => toApplicationDto(row, await repo.slugOf(row.clinicId))))
    },

    async listApplications(status: ApplicationStatus | undefined): Promise<ClinicApplicationDto[]> {
      const rows = await repo.listApplications(status)
      return Promise.all(rows.map(async (row) => toApplicationDto(row, await repo.slugOf(row.clinicId))))
    },

    /** An admin's decision: approving puts the clinic live; every decision is in the audit log. */
    async decide(actorId: string, id: string, body: ApplicationDecisionBody): Promise<ClinicApplicationDto> {
      const now = clock.now()
      const place = await (async () => {
        const application = await repo.findApplication(id)
        return application ? deps.pincodes.place(application.pincode) : null
      })()
      const { row, slug } = await repo.db.transaction(async (tx) => {
        const current = await repo.lockApplication(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No such application')
        const next = decide(current.status as ApplicationStatus, body.decision)
        if (!next) throw new DomainError('CONFLICT', `This application is ${current.status.replace('_', ' ')}, not waiting for a decision`, { code: 'APPLICATION_DECIDED' })
        let clinicId: string | null = null
        let slug: string | null = null
        if (next === 'approved') {
          slug = await uniqueSlug(tx, current.clinicName, current.locality)
          const centre = CITY_CENTRES[current.city as ClinicCity] ?? CITY_CENTRES.Delhi
          const clinic = await repo.insertClinic(tx, {
            id: `clinic-${slug}`.slice(0, 120),
            slug,
            name: current.clinicName,
            description: '',
            address: current.address,
            locality: current.locality,
            city: current.city,
            pincode: current.pincode,
            latitude: place?.latitude ?? centre.latitude,
            longitude: place?.longitude ?? centre.longitude,
            phone: current.phone,
            email: current.email,
            services: current.services,
            hours: current.hours,
            open24x7: current.open24x7,
            vetRegistrations: current.vetRegistrations,
            status: 'live',
            sample: false,
            createdAt: now,
            updatedAt: now,
          })
          clinicId = clinic.id
        }
        const updated = await repo.updateApplication(tx, id, {
          status: next,
          reviewNote: body.decision === 'approve' ? (body.reason ?? null) : body.reason!,
          decidedBy: actorId,
          decidedAt: now,
          clinicId,
          updatedAt: now,
        })
        await writeAudit(tx, {
          actorId,
          action: `clinic_application.${body.decision}`,
          entityType: 'clinic_application',
          entityId: id,
          before: { status: current.status },
          after: { status: next, reason: body.reason ?? null, clinicId },
          at: now,
        })
        return { row: updated, slug }
      })
      await notify(row.id, row.status as ApplicationStatus)
      return toApplicationDto(row, slug)
    },

    /** The job that tells an applicant (SMS to the signed-in phone, e-mail to the clinic's address). */
    async deliverNotice(notice: ApplicationNotice): Promise<void> {
      const application = await repo.findApplication(notice.applicationId)
      if (!application || application.status !== notice.status) return
      const text = applicationNoticeText(application, `${deps.siteOrigin}/clinics/register`)
      await deps.sms.send({ kind: 'notice', to: application.applicantId, text: text.sms })
      await deps.mailer.send({ to: application.email, subject: text.subject, text: `Hello ${application.ownerName},\n\n${text.body}\n\nTeam ${BRAND}` })
    },
  }
}

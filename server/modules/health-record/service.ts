import { createHash, randomBytes, randomUUID } from 'node:crypto'
import QRCode from 'qrcode-svg'
import { BRAND } from '../../../core/brand.ts'
import { indiaDate, slotStart } from '../../../core/booking/schedule.ts'
import type { DoseBody, DoseDto, HealthSettingsBody, PetHealthResponse, PublicCardResponse } from '../../../core/contracts/health-record.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { maskPhonesInText } from '../../../core/phone.ts'
import { type GivenDose, type PlanItem, type ReminderStage, healthPlan, nextDueOfDoses, reminderStageOn, speciesOf } from '../../../core/health/health-plan.ts'
import { type DigestLine, digestText, dueWords, heldByRecentDose, isQuietHour, needsHealthDetails, nextSendingMorning } from '../../../core/health/reminder-digest.ts'
import { type VaccineId, coursesFor } from '../../../core/health/vaccination-schedules.ts'
import type { Db } from '../../db/client.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import { WhatsAppDeliveryError, type WhatsAppSender } from '../../providers/whatsapp/whatsapp-sender.ts'
import type { ImageErasure } from '../uploads/service.ts'
import type { DoseRow, Executor, HealthRecordRepo, PetRow } from './repo.ts'

/** The reminder job: one digest per owner per day, with every reminder claimed for their pets (decision 0065). */
export const HEALTH_REMINDER_JOB = 'health-reminder'
/** Every day at REMINDER_HOUR the plans are read and each owner's reminders of the day are claimed and queued. */
export const QUEUE_HEALTH_REMINDERS_JOB = 'queue-health-reminders'

/** One item's reminder at one stage, claimed once. */
export type HealthReminder = {
  petId: string
  itemKey: string
  dueDate: string
  stage: ReminderStage
}

/** The day's message to one owner: the reminders due and the pets whose details are asked for. */
export type HealthDigest = {
  owner: string
  /** The day in India the digest was made for. */
  day: string
  reminders: HealthReminder[]
  detailsFor: string[]
  /** 'sms' on the one SMS sent in place of a WhatsApp message that could not be delivered. */
  channel?: 'sms'
  /** Set on the copy queued for the morning when the first came during the night. */
  deferred?: true
}

/** The job key of a digest: one per owner and day, and once more for its SMS in place of WhatsApp. */
export const digestJobKey = (digest: Pick<HealthDigest, 'owner' | 'day' | 'channel' | 'deferred'>) =>
  `${digest.owner}:${digest.day}${digest.deferred ? ':morning' : ''}${digest.channel === 'sms' ? ':sms' : ''}`

/** The request for a pet's missing details is claimed once, ever, under this item key and date. */
const DETAILS_REQUEST = { itemKey: 'details-request', dueDate: '1970-01-01', stage: 'details-request' } as const

/** The names of the approved WhatsApp templates the reminders use (language en). */
export type ReminderTemplates = { healthReminder: string; registrationReminder: string }

/** 24 random bytes: 192 bits, above the 128 that SECURITY.md asks of public links. */
const CARD_TOKEN_BYTES = 24
const MAX_CAREGIVERS = 10
const MAX_OPEN_CARD_LINKS = 10

const notFound = () => new DomainError('NOT_FOUND', 'No such pet')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

function givenDose(row: DoseRow): GivenDose {
  return { kind: row.kind as GivenDose['kind'], vaccine: row.vaccine as VaccineId | null, givenOn: row.givenOn, source: row.source as GivenDose['source'], nextDueOn: row.nextDueOn }
}

function toDoseDto(row: DoseRow): DoseDto {
  return {
    id: row.id,
    kind: row.kind as DoseDto['kind'],
    vaccine: row.vaccine as DoseDto['vaccine'],
    productName: row.productName,
    batch: row.batch,
    givenOn: row.givenOn,
    nextDueOn: row.nextDueOn,
    verifiedByVet: row.source === 'vet',
    cardPhotoUrl: row.cardPhotoUrl,
  }
}

/** The name a dose goes by on the card: the vaccine's short name, or the treatment. */
function doseLabel(pet: PetRow, row: DoseRow): string {
  if (row.kind === 'deworming') return 'Deworming'
  if (row.kind === 'tick-flea') return 'Tick and flea prevention'
  const course = coursesFor(speciesOf(pet.type as PetRow['type'] & 'dog').species).find((candidate) => candidate.vaccine === row.vaccine)
  return course?.shortName ?? String(row.vaccine)
}

function planFor(pet: PetRow, doses: DoseRow[], today: string): PlanItem[] {
  return healthPlan({
    ...speciesOf(pet.type as 'dog'),
    birthDate: pet.birthDate,
    doses: doses.map(givenDose),
    today,
    registrationRenewsOn: pet.registrationRenewsOn,
  })
}

/** The SVG of a QR code for a link, drawn here without any outside service. */
export function qrSvg(url: string): string {
  return new QRCode({ content: url, padding: 2, width: 192, height: 192, ecl: 'M', join: true, container: 'svg-viewbox' }).svg()
}

/**
 * The approved templates carry one item: a digest of one dose or one renewal fills them as before;
 * a digest of several fills the dose template with the pets, the items and the earliest date (the
 * full text goes with it), and a request alone names what to add.
 */
function whatsAppTemplate(
  templates: ReminderTemplates,
  lines: ReadonlyArray<DigestLine & { registration: boolean; name: string }>,
  detailsFor: ReadonlyArray<{ name: string }>,
  today: string,
  link: string,
): { template: string; parameters: string[] } {
  const [first] = lines
  if (lines.length === 1 && detailsFor.length === 0 && first) {
    const when = dueWords(first.dueDate, today)
    return first.registration
      ? { template: templates.registrationReminder, parameters: [first.petName, when, first.dateText, link] }
      : { template: templates.healthReminder, parameters: [first.petName, first.name, when, first.dateText, link] }
  }
  if (!first) {
    return { template: templates.healthReminder, parameters: [detailsFor.map((pet) => pet.name).join(', '), 'birth date and past vaccines', 'are to be filled in', formatLongDate(today), link] }
  }
  const sorted = [...lines].sort((a, b) => a.dueDate.localeCompare(b.dueDate))
  const pets = [...new Set(sorted.map((line) => line.petName))].join(', ')
  const items = sorted.map((line) => `${line.what} (${dueWords(line.dueDate, today).replace(/^is /, '')})`).join(', ')
  return { template: templates.healthReminder, parameters: [pets, items, 'are due', sorted[0]?.dateText ?? '', link] }
}

export type VetVaccine = { vaccine: VaccineId; name?: string | null; batch?: string | null; nextDueDate?: string | null; givenOn: string }

export type HealthRecordService = ReturnType<typeof createHealthRecordService>

/**
 * A pet's health record: its plan, the doses given, reminders, public card links and caregivers.
 * The owner does everything; a caregiver sees the pet, its plan and its visits, and records doses
 * when the owner lets them edit. Anyone else gets 'no such pet'.
 */
export function createHealthRecordService(deps: {
  repo: HealthRecordRepo
  clock: Clock
  sms: SmsSender
  /** Reminders go here when it is configured and the owner has not chosen SMS (decision 0050). */
  whatsapp?: WhatsAppSender | null
  templates?: ReminderTemplates
  logger?: { warn(details: object, message: string): void }
  siteOrigin: string
  sendJob: (name: string, data: HealthDigest, options: { key: string; startAfter?: Date }) => Promise<void>
  /** The upload pipeline (decision 0032): checks, re-encodes and stores an image, giving its address. */
  storeImage?: (actorId: string, bytes: Buffer, kind: 'pet' | 'card-page') => Promise<{ url: string }>
  /**
   * In the transaction that takes photos off their rows: records each erasure in the audit log and
   * queues the job that erases its files, so both happen if and only if the change commits (0054).
   */
  eraseImages?: (tx: Executor, actorId: string, images: ImageErasure[]) => Promise<void>
}) {
  const { repo, clock } = deps
  const today = () => indiaDate(clock.now())
  const erase = async (tx: Executor, actorId: string, images: Array<Omit<ImageErasure, 'url'> & { url: string | null | undefined }>) => {
    const gone = images.flatMap((image) => (image.url ? [{ ...image, url: image.url }] : []))
    if (gone.length > 0) await deps.eraseImages?.(tx, actorId, gone)
  }
  const storeImage = (actorId: string, bytes: Buffer, kind: 'pet' | 'card-page') => {
    if (!deps.storeImage) throw new Error('no image store configured')
    return deps.storeImage(actorId, bytes, kind)
  }

  async function access(userId: string, petId: string, need: 'view' | 'edit' | 'own') {
    const found = await repo.access(userId, petId)
    if (!found) throw notFound()
    const role = found.caregiver ? 'caregiver' : 'owner'
    const canEdit = role === 'owner' || (found.caregiver?.canEdit ?? false)
    if (need === 'own' && role !== 'owner') throw new DomainError('FORBIDDEN', 'Only the owner can do this')
    if (need === 'edit' && !canEdit) throw new DomainError('FORBIDDEN', 'The owner has not let you edit this pet')
    return { pet: found.pet, role: role as 'owner' | 'caregiver', canEdit }
  }

  return {
    access,

    async plan(userId: string, petId: string) {
      const { pet } = await access(userId, petId, 'view')
      return { items: planFor(pet, await repo.doses(pet.id), today()) }
    },

    async overview(userId: string, petId: string): Promise<PetHealthResponse> {
      const { pet, role, canEdit } = await access(userId, petId, 'view')
      const doses = await repo.doses(pet.id)
      const owner = role === 'owner'
      return {
        pet: { id: pet.id, name: pet.name, type: pet.type as PetHealthResponse['pet']['type'], breed: pet.breed, birthDate: pet.birthDate, photoUrl: pet.photoUrl },
        role,
        canEdit,
        remindersOn: pet.healthRemindersOn,
        registrationNumber: pet.registrationNumber,
        registrationRenewsOn: pet.registrationRenewsOn,
        plan: planFor(pet, doses, today()),
        doses: doses.map(toDoseDto),
        upcomingVisits: await repo.upcomingVisits(pet.id, clock.now()),
        caregivers: owner ? (await repo.caregivers(pet.id)).map((row) => ({ id: row.id, phoneNumber: row.phone, canEdit: row.canEdit })) : [],
        cardLinks: owner ? (await repo.openCardLinks(pet.id)).map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() })) : [],
      }
    },

    async recordDose(userId: string, petId: string, body: DoseBody): Promise<DoseDto> {
      const { pet } = await access(userId, petId, 'edit')
      if (body.givenOn > today()) throw new DomainError('VALIDATION_ERROR', 'givenOn: must not be in the future')
      if (pet.birthDate && body.givenOn < pet.birthDate) throw new DomainError('VALIDATION_ERROR', 'givenOn: must not be before the pet was born')
      if (body.vaccine && !coursesFor(speciesOf(pet.type as 'dog').species).some((course) => course.vaccine === body.vaccine)) {
        throw new DomainError('VALIDATION_ERROR', `vaccine: is not given to a ${speciesOf(pet.type as 'dog').species}`)
      }
      const [row] = await repo.insertDoses([
        {
          id: randomUUID(),
          petId: pet.id,
          kind: body.kind,
          vaccine: body.vaccine ?? null,
          productName: body.productName,
          batch: body.batch,
          givenOn: body.givenOn,
          source: 'owner',
          recordedBy: userId,
          createdAt: clock.now(),
        },
      ])
      return toDoseDto(row as DoseRow)
    },

    /** The pet's photo, from the owner or a caregiver who may edit; access is checked before anything is stored. */
    async setPhoto(userId: string, petId: string, bytes: Buffer): Promise<{ photoUrl: string }> {
      const { pet } = await access(userId, petId, 'edit')
      const { url } = await storeImage(userId, bytes, 'pet')
      const set = await repo.inTransaction(async (tx) => {
        const set = await repo.setPhoto(tx, pet.id, url, clock.now())
        // The pet went while the photo was being stored: the new photo is erased instead.
        await erase(tx, userId, set ? [{ url: set.replaced, petId: pet.id, reason: 'replaced' }] : [{ url, petId: pet.id, reason: 'not-kept' }])
        return set
      })
      if (!set) throw notFound()
      return { photoUrl: url }
    },

    /** Takes the photo off the pet, and erases its files: its pages and its card show none from now on. */
    async removePhoto(userId: string, petId: string): Promise<void> {
      const { pet } = await access(userId, petId, 'edit')
      await repo.inTransaction(async (tx) => {
        const set = await repo.setPhoto(tx, pet.id, null, clock.now())
        await erase(tx, userId, [{ url: set?.replaced, petId: pet.id, reason: 'removed' }])
      })
    },

    /** A photo of the vaccination card page for a dose the owner (or a caregiver) entered. */
    async setDoseCardPhoto(userId: string, petId: string, doseId: string, bytes: Buffer): Promise<{ cardPhotoUrl: string }> {
      const { pet } = await access(userId, petId, 'edit')
      if (!(await repo.doses(pet.id)).some((row) => row.id === doseId && row.source === 'owner')) {
        throw new DomainError('NOT_FOUND', 'No such dose entered by the owner')
      }
      const { url } = await storeImage(userId, bytes, 'card-page')
      const set = await repo.inTransaction(async (tx) => {
        const set = await repo.setDoseCardPhoto(tx, pet.id, doseId, url)
        // The dose went while the photo was being stored: the new photo is erased instead.
        await erase(tx, userId, [set ? { url: set.replaced, petId: pet.id, doseId, reason: 'replaced' } : { url, petId: pet.id, doseId, reason: 'not-kept' }])
        return set
      })
      if (!set) throw new DomainError('NOT_FOUND', 'No such dose entered by the owner')
      return { cardPhotoUrl: url }
    },

    async removeDoseCardPhoto(userId: string, petId: string, doseId: string): Promise<void> {
      const { pet } = await access(userId, petId, 'edit')
      const cleared = await repo.inTransaction(async (tx) => {
        const cleared = await repo.setDoseCardPhoto(tx, pet.id, doseId, null)
        await erase(tx, userId, [{ url: cleared?.replaced, petId: pet.id, doseId, reason: 'removed' }])
        return cleared
      })
      if (!cleared) throw new DomainError('NOT_FOUND', 'No such dose entered by the owner')
    },

    async removeDose(userId: string, petId: string, doseId: string): Promise<void> {
      const { pet } = await access(userId, petId, 'edit')
      // A vet's record stays: only what an owner entered can be taken back.
      const removed = await repo.inTransaction(async (tx) => {
        const removed = await repo.deleteOwnerDose(tx, pet.id, doseId)
        await erase(tx, userId, [{ url: removed?.cardPhotoUrl, petId: pet.id, doseId, reason: 'dose-deleted' }])
        return removed
      })
      if (!removed) throw new DomainError('NOT_FOUND', 'No such dose entered by the owner')
    },

    /**
     * Within the transaction that deletes a user's own pet (the one named) or all of them (the
     * account): their photos and card page photos are read under lock, and each one's erasure is
     * recorded and queued in that transaction.
     */
    async erasePhotosOfOwnPets(tx: Executor, userId: string, reason: 'pet-deleted' | 'account-deleted', petId?: string): Promise<void> {
      await erase(tx, userId, (await repo.lockPhotosOfOwnPets(tx, userId, petId)).map((photo) => ({ ...photo, reason })))
    },

    async updateSettings(userId: string, petId: string, body: HealthSettingsBody): Promise<void> {
      const { pet } = await access(userId, petId, 'own')
      await repo.updateSettings(pet.id, { healthRemindersOn: body.remindersOn, registrationNumber: body.registrationNumber, registrationRenewsOn: body.registrationRenewsOn }, clock.now())
    },

    async createCardLink(userId: string, petId: string) {
      const { pet } = await access(userId, petId, 'own')
      if ((await repo.openCardLinks(pet.id)).length >= MAX_OPEN_CARD_LINKS) {
        throw new DomainError('CONFLICT', `A pet can have up to ${MAX_OPEN_CARD_LINKS} open card links; revoke one first`)
      }
      const token = randomBytes(CARD_TOKEN_BYTES).toString('base64url')
      const id = randomUUID()
      await repo.insertCardLink({ id, petId: pet.id, tokenHash: hashToken(token), createdAt: clock.now() })
      const url = `${deps.siteOrigin}/card/${token}`
      return { id, url, qrSvg: qrSvg(url) }
    },

    async revokeCardLink(userId: string, petId: string, id: string): Promise<void> {
      const { pet } = await access(userId, petId, 'own')
      if (!(await repo.revokeCardLink(pet.id, id, clock.now()))) throw new DomainError('NOT_FOUND', 'No such card link')
    },

    /** What a card link shows: the name, species, photo and doses; a revoked or unknown link is 404. */
    async publicCard(token: string): Promise<PublicCardResponse> {
      const pet = await repo.petOfCardToken(hashToken(token))
      if (!pet) throw new DomainError('NOT_FOUND', 'No such card')
      const doses = await repo.doses(pet.id)
      // The next dates are the plan's, as the owner's record shows them.
      const nextDue = nextDueOfDoses(planFor(pet, doses, today()), doses.map(givenDose))
      return {
        name: pet.name,
        species: speciesOf(pet.type as 'dog').species,
        photoUrl: pet.photoUrl,
        doses: doses.map((row, index) => ({
          kind: row.kind as DoseDto['kind'],
          name: doseLabel(pet, row),
          givenOn: row.givenOn,
          nextDueOn: nextDue[index] ?? null,
          verifiedByVet: row.source === 'vet',
        })),
      }
    },

    async addCaregiver(userId: string, petId: string, body: { phoneNumber: string; canEdit: boolean }) {
      const { pet } = await access(userId, petId, 'own')
      if (body.phoneNumber === pet.userId) throw new DomainError('VALIDATION_ERROR', 'phoneNumber: is your own number')
      const existing = await repo.caregivers(pet.id)
      if (existing.length >= MAX_CAREGIVERS && !existing.some((row) => row.phone === body.phoneNumber)) {
        throw new DomainError('CONFLICT', `A pet can be shared with up to ${MAX_CAREGIVERS} people`)
      }
      const row = await repo.upsertCaregiver({ id: randomUUID(), petId: pet.id, phone: body.phoneNumber, canEdit: body.canEdit, createdAt: clock.now() })
      return { id: row.id, phoneNumber: row.phone, canEdit: row.canEdit }
    },

    async removeCaregiver(userId: string, petId: string, id: string): Promise<void> {
      const { pet } = await access(userId, petId, 'own')
      if (!(await repo.removeCaregiver(pet.id, id))) throw new DomainError('NOT_FOUND', 'No such caregiver')
    },

    sharedWithMe: async (userId: string) => (await repo.sharedWith(userId)).map((row) => ({ ...row, type: row.type as 'dog' })),

    /** The health records of a user's own pets, for the data export. */
    async exportFor(userId: string, petIds: string[]) {
      const records = []
      for (const petId of petIds) {
        const { pet } = await access(userId, petId, 'own')
        records.push({
          petId: pet.id,
          photoUrl: pet.photoUrl,
          remindersOn: pet.healthRemindersOn,
          registrationNumber: pet.registrationNumber,
          registrationRenewsOn: pet.registrationRenewsOn,
          doses: (await repo.doses(pet.id)).map(toDoseDto),
          caregivers: (await repo.caregivers(pet.id)).map((row) => ({ phoneNumber: row.phone, canEdit: row.canEdit })),
          cardLinks: (await repo.openCardLinks(pet.id)).map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString() })),
        })
      }
      return { healthRecords: records, petsSharedWithMe: await repo.sharedWith(userId) }
    },

    /** Within the account's deletion: the person stops being a caregiver (their own pets cascade). */
    eraseCaregiverOf: (tx: Db, userId: string) => repo.removeCaregiverEverywhere(userId, tx),

    /**
     * The vaccines a vet gave in a visit record, in the visit's transaction: each lands in the pet's
     * record as verified by the vet. Recording the same visit again adds nothing.
     */
    recordVetDoses: async (tx: Db, input: { petId: string; visitId: string; vetPhone?: string; vaccines: VetVaccine[] }) =>
      (
        await repo.insertDoses(
          input.vaccines.map((given) => ({
            id: randomUUID(),
            petId: input.petId,
            kind: 'vaccination',
            vaccine: given.vaccine,
            productName: given.name ?? null,
            batch: given.batch ?? null,
            givenOn: given.givenOn,
            nextDueOn: given.nextDueDate ?? null,
            source: 'vet',
            visitId: input.visitId,
            recordedBy: input.vetPhone ?? null,
            createdAt: clock.now(),
          })),
          tx,
        )
      ).map(toDoseDto),

    /**
     * Reads every plan whose reminders are on and queues one digest per owner with the reminders
     * due today, each claimed once: none about a course treated in the last 30 days, and for a pet
     * whose plan would be a guess, one request for its details instead. An owner who already had a
     * digest today waits for tomorrow.
     */
    async queueDueReminders(): Promise<number> {
      const day = today()
      const now = clock.now()
      const digests = new Map<string, HealthDigest>()
      const remindedToday = new Map<string, boolean>()
      let after: string | null = null
      for (;;) {
        const page = await repo.remindablePets(after, 200)
        for (const pet of page) {
          if (!remindedToday.has(pet.userId)) remindedToday.set(pet.userId, await repo.ownerRemindedSince(pet.userId, slotStart(day, '00:00')))
          if (remindedToday.get(pet.userId)) continue
          const digest = digests.get(pet.userId) ?? { owner: pet.userId, day, reminders: [], detailsFor: [] }
          const doses = (await repo.doses(pet.id)).map(givenDose)
          const guessed = needsHealthDetails(pet, doses.length, day)
          if (guessed && (await repo.claimReminder({ petId: pet.id, ...DETAILS_REQUEST, sentAt: now }))) digest.detailsFor.push(pet.id)
          for (const item of planFor(pet, await repo.doses(pet.id), day)) {
            if (guessed && item.kind !== 'registration') continue
            const stage = reminderStageOn(item, day)
            if (!stage || heldByRecentDose(item, doses, day)) continue
            const reminder = { petId: pet.id, itemKey: item.key, dueDate: item.dueDate, stage }
            if (await repo.claimReminder({ ...reminder, sentAt: now })) digest.reminders.push(reminder)
          }
          digests.set(pet.userId, digest)
        }
        if (page.length < 200) break
        after = page[page.length - 1]?.id ?? null
      }
      let queued = 0
      for (const digest of digests.values()) {
        if (digest.reminders.length === 0 && digest.detailsFor.length === 0) continue
        await deps.sendJob(HEALTH_REMINDER_JOB, digest, { key: digestJobKey(digest) })
        queued += 1
      }
      return queued
    },

    /**
     * Sends one owner's digest, leaving out what was recorded or turned off since it was queued:
     * by WhatsApp when it is configured and the owner has not chosen SMS, else by SMS. During the
     * night (21:00-09:00 in India) it is queued again for 09:00. A WhatsApp message refused for
     * good (or still failing on the job's last try) is replaced by one SMS, queued as its own job;
     * a WhatsApp message that went is never followed by an SMS.
     */
    async sendReminder(digest: HealthDigest, attempt: { last: boolean } = { last: false }): Promise<void> {
      const now = clock.now()
      if (isQuietHour(now)) {
        const morning = { ...digest, deferred: true as const }
        await deps.sendJob(HEALTH_REMINDER_JOB, morning, { key: digestJobKey(morning), startAfter: nextSendingMorning(now) })
        return
      }
      const day = today()
      const lines: Array<DigestLine & { petId: string; registration: boolean; name: string }> = []
      const detailsFor: Array<{ id: string; name: string }> = []
      for (const petId of new Set([...digest.reminders.map((reminder) => reminder.petId), ...digest.detailsFor])) {
        const pet = await repo.petById(petId)
        if (!pet || !pet.healthRemindersOn || pet.userId !== digest.owner) continue
        const doses = await repo.doses(pet.id)
        const given = doses.map(givenDose)
        if (digest.detailsFor.includes(pet.id) && needsHealthDetails(pet, given.length, day)) detailsFor.push({ id: pet.id, name: pet.name })
        const plan = planFor(pet, doses, day)
        for (const reminder of digest.reminders.filter((candidate) => candidate.petId === pet.id)) {
          const item = plan.find((candidate) => candidate.key === reminder.itemKey && candidate.dueDate === reminder.dueDate)
          if (!item || item.status === 'done' || heldByRecentDose(item, given, day)) continue
          const registration = item.kind === 'registration'
          lines.push({ petId: pet.id, petName: pet.name, name: item.name, registration, what: registration ? 'municipal registration renewal' : item.name, dueDate: item.dueDate, dateText: formatLongDate(item.dueDate) })
        }
      }
      const single = lines.length === 1 && detailsFor.length === 0 ? lines[0] : undefined
      const petsUrl = single || (lines.length === 0 && detailsFor.length === 1) ? `${deps.siteOrigin}/pet-profiles/${single?.petId ?? detailsFor[0]?.id}` : `${deps.siteOrigin}/pet-profiles`
      const text = digestText({
        brand: BRAND,
        today: day,
        lines,
        detailsFor: detailsFor.map((pet) => pet.name),
        bookUrl: `${deps.siteOrigin}/book-an-appointment${single ? `?pet=${single.petId}` : ''}`,
        petsUrl,
      })
      if (!text) return
      const whatsapp = deps.whatsapp
      if (whatsapp && deps.templates && digest.channel !== 'sms' && (await repo.ownerWantsWhatsApp(digest.owner))) {
        try {
          await whatsapp.send({ to: digest.owner, ...whatsAppTemplate(deps.templates, lines, detailsFor, day, petsUrl), text })
          return
        } catch (error) {
          const permanent = error instanceof WhatsAppDeliveryError && error.permanent
          if (!permanent && !attempt.last) throw error
          deps.logger?.warn({ day: digest.day, lines: lines.length, err: maskPhonesInText((error as Error).message) }, 'WhatsApp reminder not delivered; sending it by SMS')
          const bySms = { ...digest, channel: 'sms' as const }
          await deps.sendJob(HEALTH_REMINDER_JOB, bySms, { key: digestJobKey(bySms) })
          return
        }
      }
      await deps.sms.send({ kind: 'notice', to: digest.owner, text })
    },
  }
}

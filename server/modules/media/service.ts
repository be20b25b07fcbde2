import type { CreateMediaBody, MediaItemDto, MediaKind, UpdateMediaBody } from '../../../core/contracts/media.ts'
import { NOT_A_REVIEWER_MESSAGE, type StaffDto, isReviewer } from '../../../core/contracts/staff.ts'
import { reviewerTitle } from '../blog/admin-service.ts'
import { DomainError, staleVersionError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { MediaRepo, MediaRow } from './repo.ts'

export const UNREVIEWED_MESSAGE = 'An item on a health topic is published only after a vet has reviewed it; save it as a draft and ask a vet to review it'

function toDto(row: MediaRow): MediaItemDto {
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    title: row.title,
    summary: row.summary,
    videoUrl: row.videoUrl,
    audioUrl: row.audioUrl,
    transcript: row.transcript,
    durationMinutes: row.durationMinutes,
    healthTopic: row.healthTopic,
    review:
      row.reviewedAt && row.reviewerName
        ? { reviewerName: row.reviewerName, registrationNumber: row.reviewerRegistration ?? '', council: row.reviewerCouncil, reviewedAt: row.reviewedAt.toISOString() }
        : null,
    status: row.status as MediaItemDto['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
  }
}

/** The fields a vet's review vouches for: a change to any of them ends the review. */
const reviewedContent = (row: Pick<MediaRow, 'title' | 'summary' | 'videoUrl' | 'audioUrl' | 'transcript'>) =>
  JSON.stringify([row.title, row.summary, row.videoUrl, row.audioUrl, row.transcript])

const NO_REVIEW = { reviewedBy: null, reviewerName: null, reviewerRegistration: null, reviewerCouncil: null, reviewedAt: null }

/**
 * The media library (decision 0063). Admins add and edit items; a vet whose registration was
 * checked reviews those on health topics; only published items reach the pages.
 */
export function createMediaService(deps: { repo: MediaRepo; clock: Clock; findStaff: (userId: string) => Promise<StaffDto | null>; changed: () => void }) {
  const { repo, clock, findStaff, changed } = deps

  function refuseUnreviewedPublishing(item: { status: string; healthTopic: boolean; reviewedAt: Date | null }): void {
    if (item.status === 'published' && item.healthTopic && !item.reviewedAt) {
      throw new DomainError('CONFLICT', UNREVIEWED_MESSAGE, { code: 'NOT_REVIEWED' })
    }
  }

  return {
    listAll: async (): Promise<MediaItemDto[]> => (await repo.listAll()).map(toDto),

    listPublished: async (kind: MediaKind): Promise<MediaItemDto[]> => (await repo.listPublished(kind)).map(toDto),

    async create(actorId: string, body: CreateMediaBody): Promise<MediaItemDto> {
      const now = clock.now()
      refuseUnreviewedPublishing({ ...body, reviewedAt: null })
      const row = await repo.db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, { ...body, publishedAt: body.status === 'published' ? now : null, createdAt: now, updatedAt: now })
        await writeAudit(tx, { actorId, action: 'media.create', entityType: 'media_item', entityId: inserted.id, before: null, after: toDto(inserted), at: now })
        return inserted
      })
      changed()
      return toDto(row)
    },

    async update(actorId: string, id: string, body: UpdateMediaBody): Promise<MediaItemDto> {
      const now = clock.now()
      const { version, ...changes } = body
      const row = await repo.db.transaction(async (tx) => {
        const current = await repo.lock(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No media item with this id')
        if (current.version !== version) throw staleVersionError('this media item')
        // A vet reviewed the old words and file: a change to them ends the review.
        const review = reviewedContent(current) === reviewedContent(changes) ? {} : NO_REVIEW
        const reviewedAt = 'reviewedAt' in review ? null : current.reviewedAt
        refuseUnreviewedPublishing({ ...changes, reviewedAt })
        const publishedAt = changes.status === 'published' ? (current.publishedAt ?? now) : null
        const updated = await repo.update(tx, id, { ...changes, ...review, publishedAt, version: version + 1, updatedAt: now })
        await writeAudit(tx, { actorId, action: 'media.update', entityType: 'media_item', entityId: id, before: toDto(current), after: toDto(updated), at: now })
        return updated
      })
      changed()
      return toDto(row)
    },

    /** A vet marks the version they read reviewed, in their name and with their checked council registration. */
    async markReviewed(actorId: string, id: string, version: number): Promise<MediaItemDto> {
      const vet = await findStaff(actorId)
      if (!isReviewer(vet)) throw new DomainError('FORBIDDEN', NOT_A_REVIEWER_MESSAGE, { code: 'NOT_A_REVIEWER' })
      const now = clock.now()
      const row = await repo.db.transaction(async (tx) => {
        const current = await repo.lock(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No media item with this id')
        if (current.version !== version) throw staleVersionError('this media item')
        const updated = await repo.update(tx, id, {
          reviewedBy: vet.id,
          reviewerName: reviewerTitle(vet.name),
          reviewerRegistration: vet.registrationNumber,
          reviewerCouncil: vet.registrationCouncil,
          reviewedAt: now,
          version: version + 1,
          updatedAt: now,
        })
        await writeAudit(tx, { actorId, action: 'media.review', entityType: 'media_item', entityId: id, before: toDto(current).review, after: toDto(updated).review, at: now })
        return updated
      })
      changed()
      return toDto(row)
    },
  }
}
export type MediaService = ReturnType<typeof createMediaService>

import { type AdminFaqDto, type CreateFaqBody, type ReorderFaqsBody, type UpdateFaqBody, faqHindiPairError } from '../../../core/contracts/content-admin.ts'
import { DomainError, staleVersionError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { type ContentFacts, unknownFacts } from '../../../core/site/content-facts.ts'
import { writeAudit } from '../audit/repo.ts'
import type { FaqRepo, FaqRow } from './repo.ts'

/** Sort orders leave room between neighbours, so one FAQ can be slotted in without renumbering. */
const SORT_STEP = 10

function toAdminDto(row: FaqRow): AdminFaqDto {
  return {
    id: row.id,
    slug: row.slug,
    question: row.question,
    answer: row.answer,
    questionHi: row.questionHi,
    answerHi: row.answerHi,
    category: row.category,
    sortOrder: row.sortOrder,
    published: row.published,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the audit log keeps of an FAQ: its content, not its timestamps. */
function audited(row: FaqRow) {
  const { updatedAt: _updated, createdAt: _created, ...rest } = row
  return rest
}

export type ContentChanged = () => void

/**
 * The team's side of the FAQs: every change is checked against the version the admin saw, written
 * with its audit row in one transaction, and then the rendered pages are dropped (`changed`).
 */
export function createFaqAdminService(deps: { repo: FaqRepo; clock: Clock; changed: ContentChanged; contentFacts: () => Promise<ContentFacts> }) {
  const { repo, clock, changed, contentFacts } = deps

  /** A placeholder the page could not fill ('{nosuchfact}', a withdrawn service) is refused on save. */
  async function checkPlaceholders(fields: { question?: string | undefined; answer?: string | undefined; questionHi?: string | null | undefined; answerHi?: string | null | undefined }): Promise<void> {
    const facts = await contentFacts()
    for (const field of ['question', 'answer', 'questionHi', 'answerHi'] as const) {
      const unknown = unknownFacts(fields[field] ?? '', facts)
      if (unknown.length > 0) throw new DomainError('VALIDATION_ERROR', `${field}: names an unknown fact: ${unknown.join(', ')}`)
    }
  }
  const db = repo.db

  async function lockOne(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], id: number, version: number): Promise<FaqRow> {
    const [row] = await repo.lockByIds(tx, [id])
    if (!row) throw new DomainError('NOT_FOUND', 'No FAQ with this id')
    if (row.version !== version) throw staleVersionError('this FAQ')
    return row
  }

  return {
    list: async (): Promise<AdminFaqDto[]> => (await repo.listAll()).map(toAdminDto),

    async create(actorId: string, body: CreateFaqBody): Promise<AdminFaqDto> {
      const pair = faqHindiPairError(body.questionHi, body.answerHi)
      if (pair) throw new DomainError('VALIDATION_ERROR', pair)
      await checkPlaceholders(body)
      const now = clock.now()
      const created = await db.transaction(async (tx) => {
        if (await repo.findBySlug(tx, body.slug)) {
          throw new DomainError('CONFLICT', 'slug: An FAQ with this slug already exists; choose another', { code: 'ALREADY_EXISTS' })
        }
        const sortOrder = body.sortOrder ?? (await repo.lastSortOrder(tx)) + SORT_STEP
        const row = await repo.insertIn(tx, { ...body, sortOrder }, now)
        await writeAudit(tx, { actorId, action: 'faq.create', entityType: 'faq', entityId: String(row.id), before: null, after: audited(row), at: now })
        return row
      })
      changed()
      return toAdminDto(created)
    },

    async update(actorId: string, id: number, body: UpdateFaqBody): Promise<AdminFaqDto> {
      const now = clock.now()
      const { version, ...changes } = body
      await checkPlaceholders(changes)
      const saved = await db.transaction(async (tx) => {
        const current = await lockOne(tx, id, version)
        // The Hindi pair as it will be after this save: both or neither.
        const pair = faqHindiPairError(changes.questionHi === undefined ? current.questionHi : changes.questionHi, changes.answerHi === undefined ? current.answerHi : changes.answerHi)
        if (pair) throw new DomainError('VALIDATION_ERROR', pair)
        const row = await repo.saveIn(tx, current, changes, now)
        await writeAudit(tx, { actorId, action: 'faq.update', entityType: 'faq', entityId: String(id), before: audited(current), after: audited(row), at: now })
        return row
      })
      changed()
      return toAdminDto(saved)
    },

    async remove(actorId: string, id: number, version: number): Promise<void> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        const current = await lockOne(tx, id, version)
        await repo.removeIn(tx, id)
        await writeAudit(tx, { actorId, action: 'faq.delete', entityType: 'faq', entityId: String(id), before: audited(current), after: null, at: now })
      })
      changed()
    },

    /**
     * Puts the named FAQs in the given order, in the places their sort orders held before (so a
     * reorder within one group leaves the other groups alone). Every version must be current.
     */
    async reorder(actorId: string, body: ReorderFaqsBody): Promise<AdminFaqDto[]> {
      const now = clock.now()
      const ids = body.order.map((entry) => entry.id)
      if (new Set(ids).size !== ids.length) throw new DomainError('VALIDATION_ERROR', 'order: names an FAQ twice')
      await db.transaction(async (tx) => {
        const rows = await repo.lockByIds(tx, ids)
        const byId = new Map(rows.map((row) => [row.id, row]))
        for (const [index, entry] of body.order.entries()) {
          const row = byId.get(entry.id)
          if (!row) throw new DomainError('VALIDATION_ERROR', `order.${index}.id: No FAQ with this id`)
          if (row.version !== entry.version) throw staleVersionError('the order of these FAQs')
        }
        const places = rows.map((row) => row.sortOrder).sort((a, b) => a - b)
        // Equal sort orders (ties broken by id) would not move anything: make each place distinct.
        for (let index = 1; index < places.length; index++) places[index] = Math.max(places[index]!, places[index - 1]! + 1)
        const before = body.order.map((entry) => ({ id: entry.id, sortOrder: byId.get(entry.id)?.sortOrder }))
        const after: Array<{ id: number; sortOrder: number }> = []
        for (const [index, entry] of body.order.entries()) {
          const row = byId.get(entry.id)
          const sortOrder = places[index]
          if (!row || sortOrder === undefined) continue
          if (row.sortOrder !== sortOrder) await repo.saveIn(tx, row, { sortOrder }, now)
          after.push({ id: entry.id, sortOrder })
        }
        await writeAudit(tx, { actorId, action: 'faq.reorder', entityType: 'faq', entityId: ids.join(','), before, after, at: now })
      })
      changed()
      return (await repo.listAll()).map(toAdminDto)
    },
  }
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>

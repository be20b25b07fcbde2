import { type AdminServiceDto, type CreateServiceBody, GST_RATES, type UpdateServiceBody, kindIssues } from '../../../core/contracts/content-admin.ts'
import { DomainError, staleVersionError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { CatalogueChanges, CatalogueRepo, CatalogueRow } from './repo.ts'

const SORT_STEP = 10

function toAdminDto(row: CatalogueRow): AdminServiceDto {
  return {
    id: row.id,
    title: row.title,
    petType: row.petType as AdminServiceDto['petType'],
    kind: row.kind as AdminServiceDto['kind'],
    serviceType: row.serviceType as AdminServiceDto['serviceType'],
    unit: row.unit,
    description: row.description,
    price: row.listPricePaise / 100,
    discountedPrice: row.pricePaise / 100,
    active: row.active,
    sortOrder: row.sortOrder,
    taxRate: row.taxRateBps / 100,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }
}

function audited(row: CatalogueRow) {
  const { updatedAt: _updated, createdAt: _created, ...rest } = row
  return rest
}

/**
 * The team's side of the catalogue, the source of every price. A new price is read by the next
 * cart, order and page; orders and bookings already made keep the priced lines they stored.
 */
export function createCatalogueAdminService(deps: {
  repo: CatalogueRepo
  clock: Clock
  changed: () => void
  /** Where content names the service by a placeholder ('FAQ how-much-is-a-home-visit'); empty when nowhere. */
  contentNaming: (serviceId: string) => Promise<string[]>
}) {
  const { repo, clock, changed, contentNaming } = deps
  const db = repo.db
  return {
    list: async (): Promise<AdminServiceDto[]> => (await repo.listAll()).map(toAdminDto),

    async create(actorId: string, body: CreateServiceBody): Promise<AdminServiceDto> {
      const now = clock.now()
      const created = await db.transaction(async (tx) => {
        const { price, discountedPrice, sortOrder, taxRate, serviceType, ...rest } = body
        const row = await repo.insertIn(
          tx,
          { ...rest, serviceType: rest.kind === 'service' ? (serviceType ?? null) : null, listPricePaise: price * 100, pricePaise: discountedPrice * 100, taxRateBps: taxRate * 100, sortOrder: sortOrder ?? (await repo.lastSortOrder(tx)) + SORT_STEP },
          now,
        )
        if (!row) throw new DomainError('CONFLICT', 'id: A catalogue item with this id already exists; choose another', { code: 'ALREADY_EXISTS' })
        await writeAudit(tx, { actorId, action: 'service.create', entityType: 'service', entityId: row.id, before: null, after: audited(row), at: now })
        return row
      })
      changed()
      return toAdminDto(created)
    },

    async update(actorId: string, id: string, body: UpdateServiceBody): Promise<AdminServiceDto> {
      const now = clock.now()
      const { version, price, discountedPrice, taxRate, ...rest } = body
      // Read before the transaction: on PGlite a second statement outside it would wait for it.
      const naming = rest.active === false ? await contentNaming(id) : []
      if (naming.length > 0) {
        throw new DomainError('CONFLICT', `active: Content names this service's price; change it first: ${naming.join(', ')}`, { code: 'SERVICE_IN_USE' })
      }
      const saved = await db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id)
        if (!current) throw new DomainError('NOT_FOUND', 'No service with this id')
        if (current.version !== version) throw staleVersionError('this service')
        // The kind is set when the item is added: a medicine never gains a service type, a service never loses it.
        const issues = kindIssues({ kind: current.kind, serviceType: rest.serviceType, unit: rest.unit }, true)
        if (issues.length > 0) throw new DomainError('VALIDATION_ERROR', issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
        const listPricePaise = price === undefined ? current.listPricePaise : price * 100
        const pricePaise = discountedPrice === undefined ? current.pricePaise : discountedPrice * 100
        if (pricePaise > listPricePaise) throw new DomainError('VALIDATION_ERROR', 'discountedPrice: must not be more than the list price')
        // A retired slab is accepted only as the item's own rate sent back unchanged.
        if (taxRate !== undefined && !(GST_RATES as readonly number[]).includes(taxRate) && taxRate * 100 !== current.taxRateBps) {
          throw new DomainError('VALIDATION_ERROR', `taxRate must be one of ${GST_RATES.join(', ')} (% GST)`)
        }
        const changes: CatalogueChanges = { ...rest, listPricePaise, pricePaise, ...(taxRate === undefined ? {} : { taxRateBps: taxRate * 100 }) }
        const row = await repo.saveIn(tx, current, changes, now)
        await writeAudit(tx, { actorId, action: 'service.update', entityType: 'service', entityId: id, before: audited(current), after: audited(row), at: now })
        return row
      })
      changed()
      return toAdminDto(saved)
    },
  }
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>

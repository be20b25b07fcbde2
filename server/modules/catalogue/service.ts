import type { CatalogueServiceDto, ServiceCatalogue } from '../../../core/contracts/catalogue.ts'
import type { CatalogueRow, CatalogueRepo } from './repo.ts'

export function toCatalogueDto(row: CatalogueRow): CatalogueServiceDto {
  return {
    id: row.id,
    title: row.title,
    petType: row.petType as CatalogueServiceDto['petType'],
    serviceType: row.serviceType as CatalogueServiceDto['serviceType'],
    description: row.description,
    price: row.listPricePaise / 100,
    discountedPrice: row.pricePaise / 100,
  }
}

export type CatalogueService = ServiceCatalogue & {
  /** The active rows for these ids, keyed by id, with prices in paise: for computing totals. */
  pricesFor(ids: readonly string[]): Promise<Map<string, CatalogueRow>>
}

const MAX_ID_LENGTH = 100

export function createCatalogueService(repo: CatalogueRepo): CatalogueService {
  return {
    listServices: async () => (await repo.listActive()).map(toCatalogueDto),
    findService: async (id) => {
      if (id.length > MAX_ID_LENGTH) return null
      const row = await repo.findActive(id)
      return row ? toCatalogueDto(row) : null
    },
    pricesFor: async (ids) => new Map((await repo.findActiveByIds(ids)).map((row) => [row.id, row])),
  }
}

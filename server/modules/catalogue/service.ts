import type { BillableItemDto, CatalogueServiceDto, ServiceCatalogue } from '../../../core/contracts/catalogue.ts'
import { DomainError } from '../../http-errors.ts'
import type { CatalogueRow, CatalogueRepo } from './repo.ts'

/** A line as the server prices it from its catalogue, in paise. */
export type PricedServiceLine = { id: string; title: string; listPricePaise: number; pricePaise: number; quantity: number }

/** What a client may send for a line: only the id and the quantity are read. */
type RequestedLine = { id: string; quantity: number }

const MAX_QUANTITY = 20

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

export function toBillableDto(row: CatalogueRow): BillableItemDto {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as BillableItemDto['kind'],
    petType: row.petType as BillableItemDto['petType'],
    unit: row.unit,
    price: row.pricePaise / 100,
    taxRate: row.taxRateBps / 100,
  }
}

export type CatalogueService = ServiceCatalogue & {
  /** What a vet may add to a visit's bill: every active service, medicine and consumable. */
  listBillable(): Promise<BillableItemDto[]>
  /** The active rows for these ids, keyed by id, with prices in paise: for computing totals. */
  pricesFor(ids: readonly string[]): Promise<Map<string, CatalogueRow>>
  /**
   * Prices requested lines from the catalogue (lines of one id are merged); an unknown id or too
   * many of one service is a 400 naming the line. The client's prices are never read.
   */
  priceLines(lines: readonly RequestedLine[], field?: string): Promise<PricedServiceLine[]>
  /** `priceLines` with the catalogue rows it priced them from, read in the same statement. */
  priceLinesWithRows(lines: readonly RequestedLine[], field?: string): Promise<{ lines: PricedServiceLine[]; rows: Map<string, CatalogueRow> }>
  /**
   * Sets a service's list price and price charged, in whole rupees: every page, the booking
   * wizard and the charge read the new prices from here. Null for an unknown id.
   */
  updatePrices(id: string, prices: { price: number; discountedPrice: number }, now: Date): Promise<CatalogueServiceDto | null>
}

const MAX_ID_LENGTH = 100

export function createCatalogueService(repo: CatalogueRepo): CatalogueService {
  const pricesFor = async (ids: readonly string[]) => new Map((await repo.findActiveByIds(ids)).map((row) => [row.id, row]))

  async function priceLinesWithRows(requested: readonly RequestedLine[], field = 'services') {
    const quantities = new Map<string, number>()
    for (const line of requested) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity)
    const rows = await pricesFor([...quantities.keys()])
    const lines: PricedServiceLine[] = []
    for (const [index, line] of requested.entries()) {
      const row = rows.get(line.id)
      if (!row) throw new DomainError('VALIDATION_ERROR', `${field}.${index}.id: This service is not available`)
      if (lines.some((priced) => priced.id === row.id)) continue
      const quantity = quantities.get(row.id) ?? line.quantity
      if (quantity > MAX_QUANTITY) throw new DomainError('VALIDATION_ERROR', `${field}.${index}.quantity: Too many of one service`)
      lines.push({ id: row.id, title: row.title, listPricePaise: row.listPricePaise, pricePaise: row.pricePaise, quantity })
    }
    return { lines, rows }
  }

  return {
    listServices: async () => (await repo.listActive()).map(toCatalogueDto),
    listBillable: async () => (await repo.listBillable()).map(toBillableDto),
    findService: async (id) => {
      if (id.length > MAX_ID_LENGTH) return null
      const row = await repo.findActive(id)
      return row ? toCatalogueDto(row) : null
    },
    pricesFor,
    updatePrices: async (id, prices, now) => {
      if (!Number.isInteger(prices.price) || !Number.isInteger(prices.discountedPrice) || prices.discountedPrice < 0 || prices.discountedPrice > prices.price) {
        throw new DomainError('VALIDATION_ERROR', 'discountedPrice: must be a whole number of rupees, from 0 up to the list price')
      }
      const row = await repo.updatePrices(id, { listPricePaise: prices.price * 100, pricePaise: prices.discountedPrice * 100 }, now)
      return row ? toCatalogueDto(row) : null
    },
    priceLines: async (requested, field) => (await priceLinesWithRows(requested, field)).lines,
    priceLinesWithRows,
  }
}

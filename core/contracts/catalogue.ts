import { z } from 'zod'
import { CATALOGUE_KINDS, PET_KINDS, SERVICE_TYPES } from '../catalogue/services.ts'

/** One bookable service as the API and the pages see it; prices in whole rupees. */
export const CatalogueServiceDto = z.object({
  id: z.string(),
  title: z.string(),
  petType: z.enum([...PET_KINDS, 'any']),
  serviceType: z.enum(SERVICE_TYPES),
  description: z.string(),
  price: z.number().nonnegative(),
  discountedPrice: z.number().nonnegative(),
})
export type CatalogueServiceDto = z.infer<typeof CatalogueServiceDto>

export const CatalogueListResponse = z.array(CatalogueServiceDto)

/** What page loaders may ask of the catalogue, through the load context. */
export type ServiceCatalogue = {
  listServices(): Promise<CatalogueServiceDto[]>
  findService(id: string): Promise<CatalogueServiceDto | null>
}

/** An item a vet may add to a visit's bill: a service, a medicine or a consumable; prices in rupees. */
export const BillableItemDto = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  petType: z.enum([...PET_KINDS, 'any']),
  /** What one unit is ('strip of 10 tablets'); empty for a service. */
  unit: z.string(),
  /** The price charged for one unit, GST included. */
  price: z.number().nonnegative(),
  /** The GST inside the price, in per cent. */
  taxRate: z.number(),
})
export type BillableItemDto = z.infer<typeof BillableItemDto>
export const BillableListResponse = z.object({ items: z.array(BillableItemDto) })

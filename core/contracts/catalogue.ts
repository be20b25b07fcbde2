import { z } from 'zod'
import { PET_KINDS, SERVICE_TYPES } from '../catalogue/services.ts'

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

import { createContext } from 'react-router'
import type { BlogCatalogue } from '../../core/contracts/blog.ts'
import type { ServiceCatalogue } from '../../core/contracts/catalogue.ts'
import type { FaqCatalogue } from '../../core/contracts/faq.ts'
import type { ServiceAreaCatalogue } from '../../core/contracts/pincode.ts'

/** What the server hands to every loader; created once per request by the Fastify bridge. */
export type ServerContext = {
  siteOrigin: string
  gtmId: string | null
  /** Whether a reverse geocoder is configured: without one, 'Use current location' is not offered. */
  locationLookup: boolean
  nonce: string
  /** Pages that exist only for the browser tests (`/__error-check`) answer 404 when false (production). */
  testPages: boolean
  services: {
    blog: BlogCatalogue
    catalogue: ServiceCatalogue
    faq: FaqCatalogue
    pincodes: ServiceAreaCatalogue
  }
}

export const serverContext = createContext<ServerContext>()

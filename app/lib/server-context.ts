import { createContext } from 'react-router'
import type { BlogCatalogue } from '../../core/contracts/blog.ts'
import type { ClinicCatalogue } from '../../core/contracts/clinics.ts'
import type { ServiceCatalogue } from '../../core/contracts/catalogue.ts'
import type { FaqCatalogue } from '../../core/contracts/faq.ts'
import type { PublicCardResponse } from '../../core/contracts/health-record.ts'
import type { HospitalDirectory } from '../../core/contracts/hospitals.ts'
import type { MediaCatalogue } from '../../core/contracts/media.ts'
import type { MembershipCatalogue } from '../../core/contracts/membership.ts'
import type { CallRoomDto } from '../../core/contracts/video.ts'
import type { ServiceAreaCatalogue } from '../../core/contracts/pincode.ts'
import type { BusinessDetails } from '../../core/site/business.ts'
import type { BrokenFactReport, ContentFacts } from '../../core/site/content-facts.ts'

/** What the server hands to every loader; created once per request by the Fastify bridge. */
export type ServerContext = {
  siteOrigin: string
  gtmId: string | null
  /** Whether a reverse geocoder is configured: without one, 'Use current location' is not offered. */
  locationLookup: boolean
  /** The clinic map's tile URL template and its attribution (configuration). */
  mapTiles: { url: string; attribution: string }
  nonce: string
  /** Whether the request carries a session cookie (it may have ended; without one, certainly signed out). */
  sessionCookie: boolean
  /** The text of a built stylesheet by its public address, written inline into every page's head (decision 0052). */
  stylesheetText(href: string): string
  /** The business's contact details and support hours, from configuration. */
  business: BusinessDetails
  /** The business details with what the team edits in the admin (the WhatsApp number) read from the database. */
  businessDetails(): Promise<BusinessDetails>
  /** The marketing claims as the team last saved them (decision 0031). */
  marketingClaims(): Promise<string[]>
  /** What content placeholders are filled in with: contact details and the catalogue's prices. */
  contentFacts(): Promise<ContentFacts>
  /** Whether sample clinics and sample reviews are shown (DEMO_DATA: development only, never production). */
  demoData: boolean
  /** Logs a placeholder that names no fact; the page shows that text as typed. */
  reportBrokenFact: BrokenFactReport
  /** Told of an error a loader or render threw, so that the server can answer 503 when the database is unreachable. */
  pageError?: (error: unknown) => void
  /** Pages that exist only for the browser tests (`/__error-check`) answer 404 when false (production). */
  testPages: boolean
  /**
   * Whether the request's session belongs to an admin (role admin, ADMIN_PHONES folded in). Asked
   * only by the admin pages, so no other page pays for the session look-up.
   */
  isAdmin: () => Promise<boolean>
  /** A public vaccination card by its link's token with the link's QR code, or null (revoked, unknown). */
  vaccinationCard(token: string): Promise<{ card: PublicCardResponse; url: string; qrSvg: string } | null>
  /** The staff role of the request's session, or null; a vet reaches only the review step of the content admin (decision 0033). */
  staffRole: () => Promise<'admin' | 'vet' | 'clinic' | null>
  /**
   * A video visit's call room for the request's session: signed out, not theirs (null: the page
   * answers 404), or the room. Asked only by the call room's page.
   */
  callRoom: (visitId: string) => Promise<{ signedIn: false } | { signedIn: true; room: CallRoomDto | null }>
  services: {
    blog: BlogCatalogue
    catalogue: ServiceCatalogue
    faq: FaqCatalogue
    pincodes: ServiceAreaCatalogue
    clinics: ClinicCatalogue
    membership: MembershipCatalogue
    hospitals: HospitalDirectory
    media: MediaCatalogue
  }
}

export const serverContext = createContext<ServerContext>()

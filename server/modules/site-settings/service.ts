import {
  MarketingClaim,
  type MarketingClaimsDto,
  type UpdateMarketingClaimsBody,
  type UpdateWhatsappBody,
  type WhatsappSettingsDto,
  chatLinkOf,
} from '../../../core/contracts/content-admin.ts'
import { socialProofClaims } from '../../../core/site/social-proof.ts'
import { DEFAULT_WHATSAPP_MESSAGE } from '../../../core/site/whatsapp.ts'
import { staleVersionError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { SiteSettingsRepo } from './repo.ts'

export const WHATSAPP_KEY = 'whatsapp'
export const MARKETING_CLAIMS_KEY = 'marketing-claims'

type Whatsapp = { number: string; message: string }
type Claims = { claims: MarketingClaim[] }

/** The shipped values: what a key holds until an admin saves it (and what the seed writes). */
export function defaultSettings(whatsappNumber: string, claims: readonly MarketingClaim[]) {
  return {
    [WHATSAPP_KEY]: { number: whatsappNumber, message: DEFAULT_WHATSAPP_MESSAGE } satisfies Whatsapp,
    [MARKETING_CLAIMS_KEY]: { claims: [...claims] } satisfies Claims,
  }
}

/**
 * The WhatsApp chat and the marketing claims: stored in `site_settings`, edited by admins with a
 * version check and an audit row in one transaction, read by the pages and the chat button.
 */
export function createSiteSettingsService(deps: {
  repo: SiteSettingsRepo
  clock: Clock
  defaults: ReturnType<typeof defaultSettings>
  changed: () => void
}) {
  const { repo, clock, defaults, changed } = deps

  async function read<Value>(key: keyof typeof defaults, valid: (value: unknown) => value is Value): Promise<{ value: Value; version: number }> {
    const row = await repo.find(key)
    // A row whose value no longer fits its contract (edited by hand) falls back to the shipped one.
    if (row && valid(row.value)) return { value: row.value, version: row.version }
    return { value: defaults[key] as Value, version: row?.version ?? 1 }
  }

  async function save<Value>(actorId: string, key: keyof typeof defaults, value: Value, version: number, what: string, valid: (value: unknown) => value is Value) {
    const now = clock.now()
    const saved = await repo.db.transaction(async (tx) => {
      const current = await repo.lock(tx, key)
      const currentVersion = current?.version ?? 1
      if (currentVersion !== version) throw staleVersionError(what)
      const row = await repo.saveIn(tx, key, value, version, now)
      if (!row) throw staleVersionError(what)
      const before = current && valid(current.value) ? current.value : defaults[key]
      await writeAudit(tx, { actorId, action: `${key}.update`, entityType: 'site-setting', entityId: key, before, after: value, at: now })
      return row
    })
    changed()
    return saved.version
  }

  const isWhatsapp = (value: unknown): value is Whatsapp =>
    typeof value === 'object' && value !== null && typeof (value as Whatsapp).number === 'string' && typeof (value as Whatsapp).message === 'string'
  const isClaims = (value: unknown): value is Claims =>
    typeof value === 'object' && value !== null && Array.isArray((value as Claims).claims) && (value as Claims).claims.every((claim) => MarketingClaim.safeParse(claim).success)

  return {
    async whatsapp(): Promise<WhatsappSettingsDto> {
      const { value, version } = await read(WHATSAPP_KEY, isWhatsapp)
      return { number: value.number, message: value.message, version }
    },

    async chatLink(): Promise<string> {
      return chatLinkOf((await read(WHATSAPP_KEY, isWhatsapp)).value)
    },

    async updateWhatsapp(actorId: string, body: UpdateWhatsappBody): Promise<WhatsappSettingsDto> {
      const value: Whatsapp = { number: body.number, message: body.message }
      const version = await save(actorId, WHATSAPP_KEY, value, body.version, 'the WhatsApp settings', isWhatsapp)
      return { ...value, version }
    },

    async marketingClaims(): Promise<MarketingClaimsDto> {
      const { value, version } = await read(MARKETING_CLAIMS_KEY, isClaims)
      return { claims: value.claims, version }
    },

    /**
     * What the pages show: the figures computed from the database (none below their threshold),
     * then the claims as the team saved them. No review store exists yet, so no rating is shown.
     */
    async shownClaims(): Promise<string[]> {
      const [owners, { value }] = await Promise.all([repo.ownersServed(), read(MARKETING_CLAIMS_KEY, isClaims)])
      return [...socialProofClaims({ ownersServed: owners, ratings: { count: 0, sum: 0 } }), ...value.claims.map((claim) => claim.text)]
    },

    async updateMarketingClaims(actorId: string, body: UpdateMarketingClaimsBody): Promise<MarketingClaimsDto> {
      const value: Claims = { claims: body.claims }
      const version = await save(actorId, MARKETING_CLAIMS_KEY, value, body.version, 'the marketing claims', isClaims)
      return { claims: value.claims, version }
    },
  }
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>

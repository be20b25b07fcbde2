import { z } from 'zod'
import { CATALOGUE_KINDS, PET_KINDS, SERVICE_TYPES } from '../catalogue/services.ts'
import { normalizeIndianMobile } from '../phone.ts'
import { UserText } from './text.ts'

/**
 * The content admin's requests and answers: FAQs, services and prices, the WhatsApp chat and the
 * marketing claims. Every item carries a version; a save names the version it was read at, and a
 * save over a newer one is refused (409 STALE_VERSION), so two admins cannot overwrite each other.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

function line(field: string, max: number, min = 1) {
  return UserText({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
}

function paragraph(field: string, max: number) {
  return UserText({ multiline: true, error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
}

const Slug = (field: string) =>
  line(field, 80).regex(SLUG, `${field} must be lower-case letters and digits joined by single hyphens, such as home-visit-cost`)

export const Version = z
  .number({ error: 'version is required: reload the page and save again' })
  .int('version must be a whole number')
  .positive('version must be a whole number')

const SortOrder = z.number({ error: 'sortOrder must be a number' }).int('sortOrder must be a whole number').min(0, 'sortOrder must be 0 or more').max(1_000_000, 'sortOrder is too large')

// --- FAQs ---

export const AdminFaqDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The Hindi question and answer, or null where none is written yet (decision 0081). */
  questionHi: z.string().nullable(),
  answerHi: z.string().nullable(),
  category: z.string(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type AdminFaqDto = z.infer<typeof AdminFaqDto>

export const AdminFaqListResponse = z.object({ faqs: z.array(AdminFaqDto) })
export const AdminFaqResponse = z.object({ faq: AdminFaqDto })

const FaqFields = {
  question: line('question', 300, 5),
  answer: paragraph('answer', 4000),
  category: Slug('category'),
  published: z.boolean({ error: 'published must be true or false' }),
}

/** An optional text in Hindi: empty or null clears it. */
function optionalHindi(field: string, max: number, multiline: boolean) {
  return z
    .union([
      z.null(),
      UserText({ multiline, error: () => `${field} must be text or null` })
        .trim()
        .max(max, `${field} must be at most ${max} characters`),
    ])
    .transform((value) => (value === null || value === '' ? null : value))
}

/** The Hindi question and answer of an FAQ: both or neither (decision 0081). */
const FaqHindiFields = {
  questionHi: optionalHindi('questionHi', 300, false).optional(),
  answerHi: optionalHindi('answerHi', 4000, true).optional(),
}

/** '... is required with ...' when one of the Hindi pair is given without the other. */
export function faqHindiPairError(questionHi: string | null | undefined, answerHi: string | null | undefined): string | null {
  if ((questionHi ?? null) === null && (answerHi ?? null) !== null) return 'questionHi: is required when answerHi is given (both or neither)'
  if ((questionHi ?? null) !== null && (answerHi ?? null) === null) return 'answerHi: is required when questionHi is given (both or neither)'
  return null
}

/** A new FAQ goes last in its group unless a sort order is given. */
export const CreateFaqBody = z.object({
  slug: Slug('slug'),
  ...FaqFields,
  ...FaqHindiFields,
  published: FaqFields.published.default(true),
  sortOrder: SortOrder.optional(),
})
export type CreateFaqBody = z.infer<typeof CreateFaqBody>

export const UpdateFaqBody = z.object({
  question: FaqFields.question.optional(),
  answer: FaqFields.answer.optional(),
  category: FaqFields.category.optional(),
  ...FaqHindiFields,
  published: FaqFields.published.optional(),
  sortOrder: SortOrder.optional(),
  version: Version,
})
export type UpdateFaqBody = z.infer<typeof UpdateFaqBody>

export const DeleteFaqQuery = z.object({ version: z.coerce.number({ error: 'version is required' }).pipe(Version) })

/** The FAQs of one group in their new order, each with the version the admin saw. */
export const ReorderFaqsBody = z.object({
  order: z
    .array(z.object({ id: z.number({ error: 'id must be a number' }).int().positive(), version: Version }), { error: 'order must be a list' })
    .min(1, 'order must name at least one FAQ')
    .max(500, 'order is too long'),
})
export type ReorderFaqsBody = z.infer<typeof ReorderFaqsBody>

export const FaqIdParams = z.object({ id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be a whole number') })

// --- services and prices ---

export const AdminServiceDto = z.object({
  id: z.string(),
  title: z.string(),
  petType: z.enum([...PET_KINDS, 'any']),
  /** A bookable service, or a medicine or consumable billed at a visit. */
  kind: z.enum(CATALOGUE_KINDS),
  /** A service's type; null for a medicine or a consumable. */
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  /** What one unit is ('strip of 10 tablets'); empty for a service. */
  unit: z.string(),
  description: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** The GST inside the price, in per cent (one of GST_RATES). */
  taxRate: z.number(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type AdminServiceDto = z.infer<typeof AdminServiceDto>

/** The catalogue, and the business's GSTIN (null when none is configured: GST rates then need a warning). */
export const AdminServiceListResponse = z.object({ services: z.array(AdminServiceDto), gstin: z.string().nullable() })
export const AdminServiceResponse = z.object({ service: AdminServiceDto })

const Rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .int(`${field} must be a whole number of rupees`)
    .min(1, `${field} must be at least ₹1`)
    .max(1_000_000, `${field} must be at most ₹10,00,000`)

/**
 * The GST slabs a service can carry, in per cent; stored in basis points (1800 = 18 %). Since
 * 22 September 2025 GST has the slabs 0, 5 and 18 % (and 40 % for goods no pet service is): the
 * old 12 and 28 % slabs are gone, so a new item cannot be given them. A vet's treatment is exempt
 * (0 %); medicines carry 5 %; grooming and most other services 18 %.
 */
export const GST_RATES = [0, 5, 18] as const
/** The slabs retired on 22 September 2025: an item saved with one keeps it until an admin changes it. */
export const RETIRED_GST_RATES = [12, 28] as const

const gstRate = (rates: readonly number[]) =>
  z.number({ error: 'taxRate must be a GST rate in per cent' }).refine((rate) => rates.includes(rate), `taxRate must be one of ${GST_RATES.join(', ')} (% GST)`)
const GstRate = gstRate(GST_RATES)
/** An edit may send back an item's retired rate unchanged (the form sends every field). */
const GstRateOnEdit = gstRate([...GST_RATES, ...RETIRED_GST_RATES])

const ServiceFields = {
  title: line('title', 120, 3),
  petType: z.enum([...PET_KINDS, 'any'], { error: 'petType must be dog, cat or any' }),
  kind: z.enum(CATALOGUE_KINDS, { error: `kind must be one of ${CATALOGUE_KINDS.join(', ')}` }),
  serviceType: z.enum(SERVICE_TYPES, { error: `serviceType must be one of ${SERVICE_TYPES.join(', ')}` }),
  unit: UserText({ error: 'unit must be text' }).trim().max(60, 'unit must be at most 60 characters'),
  description: paragraph('description', 1000),
  price: Rupees('price'),
  discountedPrice: Rupees('discountedPrice'),
  active: z.boolean({ error: 'active must be true or false' }),
  sortOrder: SortOrder,
  taxRate: GstRate,
}

const discountNotAboveList = (body: { price?: number | undefined; discountedPrice?: number | undefined }, context: z.RefinementCtx) => {
  if (body.price !== undefined && body.discountedPrice !== undefined && body.discountedPrice > body.price) {
    context.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'must not be more than the list price' })
  }
}

/**
 * A service has a service type and is sold by the visit; a medicine or consumable has no service
 * type and needs its unit ('strip of 10 tablets'). `kind` is the stored one on an edit.
 */
export function kindIssues(item: { kind: string; serviceType?: string | null | undefined; unit?: string | undefined }, editing = false): Array<{ path: 'serviceType' | 'unit'; message: string }> {
  const issues: Array<{ path: 'serviceType' | 'unit'; message: string }> = []
  if (item.kind === 'service') {
    if (!editing && !item.serviceType) issues.push({ path: 'serviceType', message: 'is required for a service' })
    if (item.serviceType === null) issues.push({ path: 'serviceType', message: 'is required for a service' })
  } else {
    if (item.serviceType) issues.push({ path: 'serviceType', message: 'is for services only; a medicine or consumable has none' })
    if ((!editing || item.unit !== undefined) && !item.unit?.trim()) issues.push({ path: 'unit', message: 'say what one unit is, such as strip of 10 tablets' })
  }
  return issues
}

export const CreateServiceBody = z
  .object({
    id: Slug('id'),
    ...ServiceFields,
    kind: ServiceFields.kind.default('service'),
    serviceType: ServiceFields.serviceType.optional(),
    unit: ServiceFields.unit.default(''),
    active: ServiceFields.active.default(true),
    sortOrder: SortOrder.optional(),
    taxRate: GstRate.default(0),
  })
  .superRefine(discountNotAboveList)
  .superRefine((body, context) => {
    for (const issue of kindIssues(body)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  })
export type CreateServiceBody = z.infer<typeof CreateServiceBody>

export const UpdateServiceBody = z
  .object({
    title: ServiceFields.title.optional(),
    petType: ServiceFields.petType.optional(),
    serviceType: ServiceFields.serviceType.optional(),
    unit: ServiceFields.unit.optional(),
    description: ServiceFields.description.optional(),
    price: ServiceFields.price.optional(),
    discountedPrice: ServiceFields.discountedPrice.optional(),
    active: ServiceFields.active.optional(),
    sortOrder: SortOrder.optional(),
    taxRate: GstRateOnEdit.optional(),
    version: Version,
  })
  .superRefine(discountNotAboveList)
export type UpdateServiceBody = z.infer<typeof UpdateServiceBody>

export const ServiceIdParams = z.object({ id: Slug('id') })

// --- WhatsApp ---

export const WhatsappSettingsDto = z.object({
  /** 10 digits of an Indian mobile. */
  number: z.string(),
  message: z.string(),
  version: z.number().int(),
})
export type WhatsappSettingsDto = z.infer<typeof WhatsappSettingsDto>

export const WhatsappSettingsResponse = z.object({ whatsapp: WhatsappSettingsDto })

export const UpdateWhatsappBody = z.object({
  number: line('number', 20).transform((value, context) => {
    const phone = normalizeIndianMobile(value)
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'Enter a valid 10-digit mobile number' })
      return z.NEVER
    }
    return phone
  }),
  message: paragraph('message', 500),
  version: Version,
})
export type UpdateWhatsappBody = z.infer<typeof UpdateWhatsappBody>

/** The answer of POST /api/whatsapp/start-chat (spec section 7). */
export const StartChatResponse = z.object({ chatLink: z.string().url() })

/** https://wa.me/91XXXXXXXXXX?text=... with the message URL-encoded. */
export function chatLinkOf(settings: { number: string; message: string }): string {
  const text = settings.message.trim()
  return `https://wa.me/91${settings.number}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}

// --- marketing claims ---

export const MarketingClaim = z.object({
  text: line('text', 40, 2),
  /** What the operator holds to prove the claim (decision 0031); shown only to admins. */
  evidence: paragraph('evidence', 500),
})
export type MarketingClaim = z.infer<typeof MarketingClaim>

export const MarketingClaimsDto = z.object({ claims: z.array(MarketingClaim), version: z.number().int() })
export type MarketingClaimsDto = z.infer<typeof MarketingClaimsDto>
export const MarketingClaimsResponse = z.object({ marketingClaims: MarketingClaimsDto })

export const UpdateMarketingClaimsBody = z.object({
  claims: z.array(MarketingClaim, { error: 'claims must be a list' }).max(8, 'claims: at most 8 are shown'),
  version: Version,
})
export type UpdateMarketingClaimsBody = z.infer<typeof UpdateMarketingClaimsBody>

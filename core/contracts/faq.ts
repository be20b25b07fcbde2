import { z } from 'zod'

/** The FAQ groups of /faq in the order they are shown, with their headings. */
export const FAQ_CATEGORIES = [
  { id: 'home-visits', label: 'Home visits' },
  { id: 'prices-and-payment', label: 'Prices and payment' },
  { id: 'bookings-and-cancellation', label: 'Bookings, cancellation and rescheduling' },
  { id: 'vaccination', label: 'Vaccination' },
  { id: 'video-consultation', label: 'Video consultations' },
  { id: 'membership', label: 'Gold Membership' },
  { id: 'areas-served', label: 'Areas we serve' },
  { id: 'privacy', label: 'Privacy and your data' },
] as const

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id']

export const FaqDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  sortOrder: z.number().int(),
})
export type FaqDto = z.infer<typeof FaqDto>

export const FaqListResponse = z.array(FaqDto)

/**
 * An FAQ as a page in one language shows it (decision 0081): on a Hindi page, `lang` is 'en' for
 * an entry that has no Hindi text yet and is shown in English, marked as such.
 */
export const LocalFaq = FaqDto.extend({ lang: z.literal('en').optional() })
export type LocalFaq = z.infer<typeof LocalFaq>

export type FaqGroup<T extends Pick<FaqDto, 'category'> = FaqDto> = { category: string; label: string; faqs: T[] }

/** The heading of an FAQ group: the known label, or the category's words for an admin's new one. */
export function faqCategoryLabel(category: string): string {
  return FAQ_CATEGORIES.find((known) => known.id === category)?.label ?? category.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase())
}

/**
 * FAQs grouped by category: known categories in their fixed order, any other (an admin's new one)
 * after them in order of first appearance. Within a group, the order given.
 */
export function groupFaqs<T extends Pick<FaqDto, 'category'>>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq])
  const known: readonly string[] = FAQ_CATEGORIES.map((category) => category.id)
  const order = [...known.filter((id) => groups.has(id)), ...[...groups.keys()].filter((id) => !known.includes(id))]
  return order.map((category) => ({ category, label: faqCategoryLabel(category), faqs: groups.get(category) ?? [] }))
}

/** What page loaders may ask of the FAQ module, through the load context. */
export type FaqCatalogue = {
  /** The published FAQs in English; in Hindi, each entry's Hindi text where it has one. */
  listPublished(language?: 'en' | 'hi'): Promise<LocalFaq[]>
}

import type { Faq, ListBlock, PageLink, StepsBlock, TextSection } from '../page-blocks.ts'

/** What a page is about; the pages pick an icon from it. */
export type ServiceKind = 'vaccination' | 'consultation' | 'lab' | 'grooming' | 'surgery' | 'video' | 'clinic' | 'emergency'

export type VaccineDose = {
  /** When, e.g. '6-8 weeks'. */
  age: string
  vaccines: readonly string[]
  note: string
}

export type VaccineSchedule = {
  heading: string
  intro: string
  doses: readonly VaccineDose[]
  /** Vaccines that depend on the pet's life rather than its age. */
  optional: ListBlock
  footnote: string
}

/**
 * The copy of one service page. Two pages of one service take different angles: a 'sheet'
 * describes the service itself; a 'guide' leads with what an owner needs to know (the schedule,
 * the preparation) and then offers the booking.
 */
export type ServicePageContent = {
  layout: 'sheet' | 'guide'
  kind: ServiceKind
  /** A short label above the heading. */
  eyebrow: string
  /** The opening paragraph under the heading. */
  lead: string
  /** Three or four short facts shown under the opening. */
  highlights: readonly string[]
  /** What the service is. */
  about: TextSection
  included: ListBlock
  audience: ListBlock
  schedule?: VaccineSchedule
  /** The sections that give the page its own angle. */
  sections: readonly TextSection[]
  steps: StepsBlock
  faqs: readonly Faq[]
  related: readonly PageLink[]
  offersHeading: string
  /** schema.org Service name and type. */
  schema: { name: string; serviceType: string }
}

/** One group of services on the /services overview. */
export type ServiceGroup = {
  kind: ServiceKind
  title: string
  summary: string
  /** Catalogue ids whose lowest price the card shows as 'from'. */
  serviceIds: readonly string[]
  links: readonly PageLink[]
}

export type VisitTypeCopy = {
  /** The catalogue service charged for this kind of visit. */
  serviceId: string
  title: string
  text: string
  bestFor: readonly string[]
}

export type ServicesOverviewContent = {
  eyebrow: string
  lead: string
  highlights: readonly string[]
  groupsHeading: string
  groups: readonly ServiceGroup[]
  visitTypesHeading: string
  visitTypesIntro: string
  visitTypes: readonly VisitTypeCopy[]
  steps: StepsBlock
  faqs: readonly Faq[]
  offersHeading: string
}

export type PricingContent = {
  eyebrow: string
  lead: string
  highlights: readonly string[]
  tableHeading: string
  tableIntro: string
  /** The heading of each group of the price list, by group key (see core/catalogue/price-list.ts). */
  groupHeadings: Readonly<Record<string, string>>
  visitChargesHeading: string
  visitChargesIntro: string
  visitTypes: readonly VisitTypeCopy[]
  /** What 'no hidden fees' means, and how payment works, side by side under one heading. */
  fees: { heading: string; noHiddenFees: TextSection; payment: TextSection }
  /** The page that describes each catalogue service, by service id; the price list links to it. */
  serviceLinks: Readonly<Record<string, string>>
  sections: readonly TextSection[]
  faqs: readonly Faq[]
  offersHeading: string
  related: readonly PageLink[]
}

/** A page's title, heading and meta description, in the words of the page's language. */
export type PageText = { title: string; heading: string; description: string }

/**
 * The Hindi frame of a service page whose full guide stays in English (decision 0079): the top
 * of the page, and a short summary of the guide over the notice that the rest is in English.
 */
export type HindiServicePage = PageText & {
  eyebrow: string
  lead: string
  highlights: readonly string[]
  /** A few sentences that sum the English guide up, shown with the page's review status. */
  summary: readonly string[]
  offersHeading: string
}

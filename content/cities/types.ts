import type { Faq, PageLink, TextSection } from '../page-blocks.ts'

export type AreaGroup = { name: string; localities: readonly string[] }

export type ResponseTime = { label: string; value: string }

export type SeasonalRisk = { season: string; months: string; risk: string; advice: string }

/** The copy of one city page; every city is written on its own, not from a template. */
export type CityPageContent = {
  slug: string
  /** The city's name as the page writes it, and its official name where that differs. */
  name: string
  officialName?: string
  region: string
  eyebrow: string
  lead: string
  highlights: readonly string[]
  intro: TextSection
  areas: { heading: string; intro: string; groups: readonly AreaGroup[]; note: string }
  responseTimes: { heading: string; intro: string; rows: readonly ResponseTime[]; note: string }
  localFacts: { heading: string; sections: readonly TextSection[] }
  seasons: { heading: string; intro: string; risks: readonly SeasonalRisk[] }
  faqs: readonly Faq[]
  related: readonly PageLink[]
  offersHeading: string
}

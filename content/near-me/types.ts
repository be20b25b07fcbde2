import type { Faq, ListBlock, PageLink, StepsBlock, TextSection } from '../page-blocks.ts'
import type { ServiceKind } from '../services/types.ts'

/** One way of getting care (home visit, clinic, hospital, video) and when it is the right one. */
export type CareOption = { title: string; when: readonly string[] }

/** The copy of one near-me page. */
export type NearMePageContent = {
  kind: ServiceKind
  eyebrow: string
  lead: string
  highlights: readonly string[]
  lookFor: ListBlock
  choice: { heading: string; intro: string; options: readonly CareOption[] }
  sections: readonly TextSection[]
  steps?: StepsBlock
  citiesIntro: string
  faqs: readonly Faq[]
  related: readonly PageLink[]
  offersHeading: string
  schema: { name: string; serviceType: string }
}

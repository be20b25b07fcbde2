import { MUNICIPAL_REGISTRATIONS } from '../../core/health/municipal-registration.ts'
import { DEWORMING, TICK_FLEA } from '../../core/health/health-plan.ts'
import type { GuidelineSource } from '../../core/health/vaccination-schedules.ts'
import { type ReviewStatus, unreviewedStatus } from '../../core/site/health-review.ts'
import { REFERENCES } from '../blog/sources.ts'
import { CITY_PAGE_CONTENT } from '../cities/pages.ts'
import { NEAR_ME_PAGE_CONTENT } from '../near-me/pages.ts'
import { SERVICE_PAGE_CONTENT } from '../services/pages.ts'
import type { ServiceKind } from '../services/types.ts'

/**
 * The review status of every health page outside the blog (the blog's articles carry their own,
 * from the database): the guides, service pages, FAQ, city and near-me pages, resources and academy.
 * No vet has reviewed these texts yet, so each reads "Not yet reviewed by a vet", with the sources
 * it was written from and a review due a year after the texts were last revised.
 */

/** The day the health texts of these pages were last revised (the corrections of the veterinary review). */
export const HEALTH_PAGES_REVISED_ON = '2026-11-29'

const R = REFERENCES
const VACCINATION = [R.wsava2024, R.wsavaAsia2020, R.aaha2022, R.aafp2020, R.napre2021]
const PARASITES = [...DEWORMING.sources, ...TICK_FLEA.sources]
const EMERGENCIES = [R.blockedCat, R.bloat, R.heatstroke, R.heatstrokeCooling, R.poisons, R.toads, R.rabiesProphylaxis]

const BY_KIND: Record<ServiceKind, readonly GuidelineSource[]> = {
  vaccination: [...VACCINATION, ...DEWORMING.sources],
  consultation: [R.felineLifeStage, R.wsava2024, ...PARASITES, R.wsavaNutrition],
  lab: [R.anaesthesia, R.felineLifeStage, R.troccapDogs],
  grooming: [R.icatcare, R.dentalCare, ...TICK_FLEA.sources],
  surgery: [R.anaesthesia, R.pyometra, R.mammaryTumours, R.neuterTiming, R.felineLifeStage, R.abcRules],
  video: EMERGENCIES,
  clinic: EMERGENCIES,
  emergency: EMERGENCIES,
}

function unique(sources: readonly GuidelineSource[]): GuidelineSource[] {
  return sources.filter((source, index) => sources.findIndex((other) => other.url === source.url) === index)
}

/** The city pages' registration rules come from core/health/municipal-registration.ts (Faridabad has none there). */
const REGISTRATION_OF_CITY: Readonly<Record<string, string>> = { delhi: 'delhi-mcd', gurgaon: 'gurugram', noida: 'noida', ghaziabad: 'ghaziabad' }

const cityRegistrationSources = (slug: string): GuidelineSource[] =>
  MUNICIPAL_REGISTRATIONS.filter((entry) => entry.id === REGISTRATION_OF_CITY[slug]).flatMap((entry) =>
    entry.sources.filter((source) => source.url.startsWith('https://')).map(({ title, url }) => ({ title, url })),
  )

const SOURCES_BY_PATH: Readonly<Record<string, readonly GuidelineSource[]>> = {
  ...Object.fromEntries(Object.entries(SERVICE_PAGE_CONTENT).map(([path, content]) => [path, BY_KIND[content.kind]])),
  ...Object.fromEntries(Object.entries(NEAR_ME_PAGE_CONTENT).map(([path, content]) => [path, BY_KIND[content.kind]])),
  ...Object.fromEntries(
    Object.entries(CITY_PAGE_CONTENT).map(([path, city]) => [
      path,
      [...cityRegistrationSources(city.slug), R.wsava2024, R.napre2021, ...PARASITES, R.heatstroke, R.heatstrokeCooling, R.airQuality],
    ]),
  ),
  '/blogs/cat-vaccination': [R.aafp2020, R.wsava2024, R.wsavaAsia2020, R.napre2021],
  '/faq': [...VACCINATION, R.anaesthesia, R.vetCouncilAct],
  '/resources': [...VACCINATION, ...DEWORMING.sources, R.poisons, R.heatstroke, R.heatstrokeCooling, R.blockedCat, R.bloat, R.rabiesProphylaxis],
  '/academy': [R.heatstroke, R.heatstrokeCooling, R.poisons, R.wsava2024, R.felineLifeStage, R.wsavaNutrition],
}

/** The paths that carry a review status: every health page outside the blog. */
export const HEALTH_PAGE_PATHS: readonly string[] = Object.keys(SOURCES_BY_PATH)

/** The review status of a health page, or null for a page that gives no health advice. */
export function healthPageReview(path: string): ReviewStatus | null {
  const sources = SOURCES_BY_PATH[path]
  return sources ? unreviewedStatus(HEALTH_PAGES_REVISED_ON, unique(sources)) : null
}

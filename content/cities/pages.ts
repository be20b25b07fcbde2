import { cityPagePath } from '../../core/site/cities.ts'
import { DELHI } from './delhi.ts'
import { FARIDABAD } from './faridabad.ts'
import { GHAZIABAD } from './ghaziabad.ts'
import { GURGAON } from './gurgaon.ts'
import { NOIDA } from './noida.ts'
import type { CityPageContent } from './types.ts'

const CITY_PAGES: readonly CityPageContent[] = [GURGAON, DELHI, NOIDA, FARIDABAD, GHAZIABAD]

/** The copy of each city page of the route table, by path. */
export const CITY_PAGE_CONTENT: Readonly<Record<string, CityPageContent>> = Object.fromEntries(
  CITY_PAGES.map((city) => [cityPagePath(city.slug), city]),
)

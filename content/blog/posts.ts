import { adoptingIndieDog } from './articles/adopting-indie-dog.ts'
import { bitesAndRabies } from './articles/bites-and-rabies.ts'
import { catGroomingAtHome } from './articles/cat-grooming-at-home.ts'
import { catVaccination } from './articles/cat-vaccination.ts'
import { dewormingSchedule } from './articles/deworming-schedule.ts'
import { feedingIndieDog } from './articles/feeding-indie-dog.ts'
import { heartwormIndia } from './articles/heartworm-india.ts'
import { heatstrokeDelhiSummer } from './articles/heatstroke-delhi-summer.ts'
import { kittenFirstWeeks } from './articles/kitten-first-weeks.ts'
import { neuteringMyths } from './articles/neutering-myths.ts'
import { petFirstAidKit } from './articles/pet-first-aid-kit.ts'
import { puppyVaccinationSchedule } from './articles/puppy-vaccination-schedule.ts'
import { signsCatUnwell } from './articles/signs-cat-unwell.ts'
import { tickFeverMonsoon } from './articles/tick-fever-monsoon.ts'
import { winterSmogPets } from './articles/winter-smog-pets.ts'
import { withSources } from './sources.ts'
import type { SeedPost } from './types.ts'

export type { SeedAuthor, SeedPost } from './types.ts'
export { AUTHORS } from './authors.ts'

/**
 * The blog categories the shipped posts use (kebab-case, shown at /blogs/category/{slug}). Each
 * has a cover drawing at public/images/blog/{category}.svg for articles without one of their own.
 */
export const BLOG_CATEGORIES = ['dog-care', 'cat-care', 'vaccination', 'nutrition', 'grooming', 'health'] as const

/** The shipped blog posts, newest first, each ending with its sources. Each article lives in its own file under articles/. */
export const BLOG_POSTS: readonly SeedPost[] = ([
  bitesAndRabies,
  heartwormIndia,
  winterSmogPets,
  signsCatUnwell,
  kittenFirstWeeks,
  catGroomingAtHome,
  petFirstAidKit,
  neuteringMyths,
  tickFeverMonsoon,
  adoptingIndieDog,
  dewormingSchedule,
  heatstrokeDelhiSummer,
  feedingIndieDog,
  catVaccination,
  puppyVaccinationSchedule,
] satisfies SeedPost[]).map((post) => ({ ...post, content: withSources(post.slug, post.content) }))

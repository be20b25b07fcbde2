import { catGroomingAtHome } from './articles/cat-grooming-at-home.ts'
import { catVaccination } from './articles/cat-vaccination.ts'
import { feedingIndieDog } from './articles/feeding-indie-dog.ts'
import { heatstrokeDelhiSummer } from './articles/heatstroke-delhi-summer.ts'
import { neuteringMyths } from './articles/neutering-myths.ts'
import { puppyVaccinationSchedule } from './articles/puppy-vaccination-schedule.ts'
import { signsCatUnwell } from './articles/signs-cat-unwell.ts'
import { tickFeverMonsoon } from './articles/tick-fever-monsoon.ts'
import type { SeedPost } from './types.ts'

export type { SeedAuthor, SeedPost } from './types.ts'
export { AUTHORS } from './authors.ts'

/** The blog categories the shipped posts use (kebab-case, shown at /blogs/category/{slug}). */
export const BLOG_CATEGORIES = ['dog-care', 'cat-care', 'vaccination', 'nutrition', 'grooming', 'health'] as const

/** The shipped blog posts, newest first. Each article lives in its own file under articles/. */
export const BLOG_POSTS: readonly SeedPost[] = [
  signsCatUnwell,
  catGroomingAtHome,
  neuteringMyths,
  tickFeverMonsoon,
  heatstrokeDelhiSummer,
  feedingIndieDog,
  catVaccination,
  puppyVaccinationSchedule,
]

import { BRAND } from '../../core/brand.ts'
import type { SeedAuthor } from './types.ts'

/** The id of the team that writes every article until a real, named person does. */
export const EDITORIAL_TEAM_ID = 'petvaidya-editorial-team'

/**
 * Who writes for the blog. No invented people: articles are written by the editorial team from
 * the guidelines each one names at its end. A named author or medical reviewer is a staff record
 * (a vet with their council registration number), added by an admin; none is seeded.
 */
export const AUTHORS: readonly SeedAuthor[] = [
  {
    id: EDITORIAL_TEAM_ID,
    name: `The ${BRAND} editorial team`,
    credentials: 'Written from current veterinary guidelines',
    bio: `The ${BRAND} editorial team writes these articles for dog and cat owners in India from current veterinary guidelines (WSAVA, AAHA, AAFP, TroCCAP and India’s rabies programme), named with their addresses at the end of each article. An article says so when a vet has not yet reviewed it.`,
  },
]

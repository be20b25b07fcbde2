import { privateScope } from './private-scope.ts'

/** The owner's pets: the Pet Profiles page, the profile page and the booking dialog share one list. */
export const petKeys = {
  all: (userId: string) => [...privateScope(userId), 'pets'] as const,
  list: (userId: string) => [...petKeys.all(userId), 'list'] as const,
}

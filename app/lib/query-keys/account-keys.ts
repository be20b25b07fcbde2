import { privateScope } from './private-scope.ts'

/** The account itself: the profile and the signed-in sessions. */
export const accountKeys = {
  all: (userId: string) => [...privateScope(userId), 'account'] as const,
  profile: (userId: string) => [...accountKeys.all(userId), 'profile'] as const,
  sessions: (userId: string) => [...accountKeys.all(userId), 'sessions'] as const,
}

import { privateScope } from './private-scope.ts'

/** A pet's health record (owner or caregiver) and the pets shared with the signed-in user. */
export const healthKeys = {
  all: (userId: string) => [...privateScope(userId), 'health'] as const,
  record: (userId: string, petId: string) => [...healthKeys.all(userId), 'record', petId] as const,
  shared: (userId: string) => [...healthKeys.all(userId), 'shared'] as const,
}

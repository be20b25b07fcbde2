import { privateScope } from './private-scope.ts'

/** The owner's saved addresses. */
export const addressKeys = {
  all: (userId: string) => [...privateScope(userId), 'addresses'] as const,
  list: (userId: string) => [...addressKeys.all(userId), 'list'] as const,
}

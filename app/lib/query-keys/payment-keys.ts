import { privateScope } from './private-scope.ts'

/** The owner's payments for services not booked yet (decision 0067). */
export const paymentKeys = {
  unbooked: (userId: string) => [...privateScope(userId), 'payments', 'unbooked'] as const,
}

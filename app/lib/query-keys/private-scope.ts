/**
 * Every query about one signed-in person sits under ['private', userId]: another person's keys
 * never match it, and signing out (or deleting the account, or a session that expired) drops
 * the whole root at once.
 */
export const PRIVATE_ROOT = ['private'] as const

export const privateScope = (userId: string) => [...PRIVATE_ROOT, userId] as const

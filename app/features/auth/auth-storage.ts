/** The persistent browser storage keys of the spec (section 3). */
export const AUTH_STORAGE_KEYS = ['isAuthenticated', 'phoneNumber', 'displayName', 'userId'] as const

export type StoredAuth = { isAuthenticated: boolean; phoneNumber: string | null; displayName: string | null; userId: string | null }

export const SIGNED_OUT: StoredAuth = { isAuthenticated: false, phoneNumber: null, displayName: null, userId: null }

/** The userId is the phone number with every non-digit removed. */
export function userIdOf(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '')
}

export function readStoredAuth(storage: Storage): StoredAuth {
  try {
    if (storage.getItem('isAuthenticated') !== 'true') return SIGNED_OUT
    const phoneNumber = storage.getItem('phoneNumber')
    return {
      isAuthenticated: true,
      phoneNumber,
      displayName: storage.getItem('displayName'),
      userId: storage.getItem('userId') ?? (phoneNumber ? userIdOf(phoneNumber) : null),
    }
  } catch {
    return SIGNED_OUT
  }
}

export function writeStoredAuth(storage: Storage, auth: StoredAuth): void {
  try {
    if (!auth.isAuthenticated) {
      for (const key of AUTH_STORAGE_KEYS) storage.removeItem(key)
      return
    }
    storage.setItem('isAuthenticated', 'true')
    if (auth.phoneNumber) storage.setItem('phoneNumber', auth.phoneNumber)
    if (auth.displayName) storage.setItem('displayName', auth.displayName)
    if (auth.userId) storage.setItem('userId', auth.userId)
  } catch {
    // Storage can be full or disabled (private mode); the server session still holds.
  }
}

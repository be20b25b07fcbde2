import { describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEYS, SIGNED_OUT, readStoredAuth, userIdOf, writeStoredAuth } from './auth-storage.ts'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

describe('auth storage', () => {
  it('keeps the four keys of the spec and reads them back', () => {
    const storage = memoryStorage()
    writeStoredAuth(storage, { isAuthenticated: true, phoneNumber: '9876543210', displayName: 'Asha', userId: '9876543210' })
    expect(AUTH_STORAGE_KEYS.map((key) => storage.getItem(key))).toEqual(['true', '9876543210', 'Asha', '9876543210'])
    expect(readStoredAuth(storage)).toEqual({ isAuthenticated: true, phoneNumber: '9876543210', displayName: 'Asha', userId: '9876543210' })
  })

  it('clears every key on sign-out', () => {
    const storage = memoryStorage()
    writeStoredAuth(storage, { isAuthenticated: true, phoneNumber: '9876543210', displayName: 'Asha', userId: '9876543210' })
    writeStoredAuth(storage, SIGNED_OUT)
    expect(storage.length).toBe(0)
    expect(readStoredAuth(storage)).toEqual(SIGNED_OUT)
  })

  it('treats anything but the string true as signed out', () => {
    const storage = memoryStorage()
    storage.setItem('isAuthenticated', 'yes')
    storage.setItem('phoneNumber', '9876543210')
    expect(readStoredAuth(storage)).toEqual(SIGNED_OUT)
  })

  it('derives the userId from the phone number digits', () => {
    expect(userIdOf('+91 98765-43210')).toBe('919876543210')
    expect(userIdOf('9876543210')).toBe('9876543210')
  })
})

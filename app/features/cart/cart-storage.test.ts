import { describe, expect, it } from 'vitest'
import { EMPTY_CART } from '../../../core/cart/cart.ts'
import { readSavedCart, takePaymentSuccess, writeSavedCart } from './cart-storage.ts'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  }
}

const brokenStorage = (): Storage =>
  ({
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
    removeItem: () => {
      throw new Error('SecurityError')
    },
  }) as unknown as Storage

describe('the saved cart', () => {
  it('is written under the key cart and read back', () => {
    const storage = memoryStorage()
    writeSavedCart(storage, EMPTY_CART)
    expect(JSON.parse(storage.getItem('cart') ?? '')).toEqual(EMPTY_CART)
    expect(readSavedCart(storage)).toEqual(EMPTY_CART)
  })

  it('reads as nothing when missing, malformed or unreadable, and a failed write is harmless', () => {
    expect(readSavedCart(memoryStorage())).toBeNull()
    expect(readSavedCart(memoryStorage({ cart: '{oops' }))).toBeNull()
    expect(readSavedCart(brokenStorage())).toBeNull()
    expect(() => writeSavedCart(brokenStorage(), EMPTY_CART)).not.toThrow()
  })
})

describe('the paymentSuccess entry', () => {
  it('is read once and removed', () => {
    const storage = memoryStorage({ paymentSuccess: '{"amount":2398,"paymentId":"pay_ABC","method":"online"}' })
    expect(takePaymentSuccess(storage)).toEqual({ amount: 2398, paymentId: 'pay_ABC', method: 'online' })
    expect(storage.getItem('paymentSuccess')).toBeNull()
    expect(takePaymentSuccess(storage)).toBeNull()
  })

  it('is removed even when it cannot be used', () => {
    const storage = memoryStorage({ paymentSuccess: '{"amount":"lots"}' })
    expect(takePaymentSuccess(storage)).toBeNull()
    expect(storage.getItem('paymentSuccess')).toBeNull()
    expect(takePaymentSuccess(brokenStorage())).toBeNull()
  })
})

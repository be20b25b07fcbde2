import {
  CART_STORAGE_KEY,
  type CartState,
  PAYMENT_SUCCESS_KEY,
  type PaymentSuccessEntry,
  parsePaymentSuccess,
} from '../../../core/cart/cart.ts'

export function readSavedCart(storage: Storage): unknown {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

export function writeSavedCart(storage: Storage, state: CartState): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Full or disabled storage: the cart still works for this page's life.
  }
}

/** Reads and removes the session's paymentSuccess entry (spec section 4, start-up import). */
export function takePaymentSuccess(storage: Storage): PaymentSuccessEntry | null {
  try {
    const entry = parsePaymentSuccess(storage.getItem(PAYMENT_SUCCESS_KEY))
    storage.removeItem(PAYMENT_SUCCESS_KEY)
    return entry
  } catch {
    return null
  }
}

/** Forgets the session's paymentSuccess entry (a sign-out: it was the person's, not the device's). */
export function forgetPaymentSuccess(storage: Storage): void {
  try {
    storage.removeItem(PAYMENT_SUCCESS_KEY)
  } catch {
    // Disabled storage holds nothing to forget.
  }
}

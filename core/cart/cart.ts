/**
 * The cart of spec sections 3 and 4 as a pure reducer: items, total, payment status, and the
 * amount due. Prices are the rupee figures the catalogue served; the server recomputes every
 * amount it charges, so these only drive what the visitor sees and asks to pay.
 */

export type CartItem = {
  id: string
  title: string
  /** List price in rupees. */
  price: number
  /** Price charged in rupees. */
  discountedPrice: number
  /** At least 1. */
  quantity: number
  /** Other fields of the payload pass through untouched. */
  [extra: string]: unknown
}

export type FlowType = 'cart' | 'membership'

export type PaymentStatus = {
  isCompleted: boolean
  amount: number
  paymentId: string | null
  method: string | null
  /** Milliseconds since the epoch. */
  timestamp: number | null
  itemsFingerprint: string | null
  flowType: FlowType
  planId: string | null
  /** The account that paid (its userId): the paid cart is theirs, never another account's on this device. */
  ownerId: string | null
}

export type CartState = {
  items: CartItem[]
  total: number
  paymentStatus: PaymentStatus
}

export type CompletedPayment = {
  amount: number
  paymentId: string
  method?: string | null
  timestamp: number
  flowType?: FlowType
  planId?: string | null
  ownerId?: string | null
}

export type CartAction =
  | { type: 'ADD_ITEM'; item: Omit<CartItem, 'quantity'> & { quantity?: number } }
  | { type: 'REMOVE_ITEM'; id: string }
  | { type: 'CLEAR_CART' }
  | { type: 'LOAD_CART'; saved: unknown }
  | { type: 'SET_PAYMENT_COMPLETED'; payment: CompletedPayment }
  | { type: 'CLEAR_PAYMENT_STATUS' }
  /** An unbooked payment from the payer's account (decision 0067) becomes the cart, settled, to book. */
  | { type: 'TAKE_PAID'; items: ReadonlyArray<Omit<CartItem, 'quantity'> & { quantity: number }>; payment: CompletedPayment }

/** Browser storage keys of the spec (section 3): the cart persists, paymentSuccess lives for the tab's session. */
export const CART_STORAGE_KEY = 'cart'
export const PAYMENT_SUCCESS_KEY = 'paymentSuccess'

/** Amounts within this many rupees count as equal (spec section 9). */
export const PAYMENT_TOLERANCE = 0.01

export const EMPTY_PAYMENT_STATUS: PaymentStatus = {
  isCompleted: false,
  amount: 0,
  paymentId: null,
  method: null,
  timestamp: null,
  itemsFingerprint: null,
  flowType: 'cart',
  planId: null,
  ownerId: null,
}

export const EMPTY_CART: CartState = { items: [], total: 0, paymentStatus: EMPTY_PAYMENT_STATUS }

const toPaise = (rupees: number) => Math.round(rupees * 100)

/** The sum of discounted price times quantity, added up in paise so that no float error creeps in. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + toPaise(item.discountedPrice) * item.quantity, 0) / 100
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** A short digest of each line's id, quantity and price (FNV-1a, 32 bits): the items a payment paid for. */
export function itemsFingerprint(items: readonly CartItem[]): string {
  const text = items.map((item) => `${item.id}:${item.quantity}:${toPaise(item.discountedPrice)}`).join('|')
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

function withItems(state: CartState, items: CartItem[]): CartState {
  const stale = state.paymentStatus.isCompleted && state.paymentStatus.itemsFingerprint !== itemsFingerprint(items)
  return { items, total: cartTotal(items), paymentStatus: stale ? EMPTY_PAYMENT_STATUS : state.paymentStatus }
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function loadItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null
  const item = value as Record<string, unknown>
  if (typeof item.id !== 'string' || item.id === '' || typeof item.title !== 'string') return null
  if (!isFiniteNumber(item.price) || !isFiniteNumber(item.discountedPrice) || item.discountedPrice < 0) return null
  const quantity = isFiniteNumber(item.quantity) && item.quantity >= 1 ? Math.floor(item.quantity) : 1
  return { ...item, id: item.id, title: item.title, price: item.price, discountedPrice: item.discountedPrice, quantity }
}

function loadPaymentStatus(value: unknown): PaymentStatus {
  if (typeof value !== 'object' || value === null) return EMPTY_PAYMENT_STATUS
  const status = value as Record<string, unknown>
  const text = (field: unknown) => (typeof field === 'string' ? field : null)
  return {
    isCompleted: status.isCompleted === true,
    amount: isFiniteNumber(status.amount) ? status.amount : 0,
    paymentId: text(status.paymentId),
    method: text(status.method),
    timestamp: isFiniteNumber(status.timestamp) ? status.timestamp : null,
    itemsFingerprint: text(status.itemsFingerprint),
    flowType: status.flowType === 'membership' ? 'membership' : 'cart',
    planId: text(status.planId),
    ownerId: text(status.ownerId),
  }
}

/** Saved data is accepted only when items is an array and total a number (spec section 4). */
function loadCart(state: CartState, saved: unknown): CartState {
  if (typeof saved !== 'object' || saved === null) return state
  const { items, total, paymentStatus } = saved as Record<string, unknown>
  if (!Array.isArray(items) || typeof total !== 'number') return state
  const loaded = items.map(loadItem).filter((item): item is CartItem => item !== null)
  // Two lines with one id would break ADD_ITEM and REMOVE_ITEM: keep the first.
  const unique = loaded.filter((item, index) => loaded.findIndex((other) => other.id === item.id) === index)
  return withItems({ ...state, paymentStatus: loadPaymentStatus(paymentStatus) }, unique)
}

/**
 * A cart whose services are paid for online and not yet booked (decision 0007). Its lines are held
 * as they are until the booking: a change would make the fingerprint rule ask for the whole cart
 * again, charging twice for what was paid. New services wait until the paid ones are booked.
 */
export function isSettled(state: CartState): boolean {
  return state.items.length > 0 && state.paymentStatus.isCompleted && state.paymentStatus.flowType === 'cart' && amountDue(state) === 0
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM': {
      if (isSettled(state)) return state
      const present = state.items.some((item) => item.id === action.item.id)
      const items: CartItem[] = present
        ? state.items.map((item) => (item.id === action.item.id ? { ...item, quantity: item.quantity + 1 } : item))
        : [...state.items, { ...action.item, quantity: 1 } as CartItem]
      return withItems(state, items)
    }
    case 'REMOVE_ITEM': {
      if (isSettled(state)) return state
      const line = state.items.find((item) => item.id === action.id)
      if (!line) return state
      const items =
        line.quantity <= 1
          ? state.items.filter((item) => item.id !== action.id)
          : state.items.map((item) => (item.id === action.id ? { ...item, quantity: item.quantity - 1 } : item))
      return withItems(state, items)
    }
    case 'CLEAR_CART':
      return EMPTY_CART
    case 'LOAD_CART':
      return loadCart(state, action.saved)
    case 'TAKE_PAID': {
      const items = action.items.map((item) => ({ ...item }) as CartItem)
      return cartReducer({ items, total: cartTotal(items), paymentStatus: EMPTY_PAYMENT_STATUS }, { type: 'SET_PAYMENT_COMPLETED', payment: action.payment })
    }
    case 'SET_PAYMENT_COMPLETED':
      return {
        ...state,
        paymentStatus: {
          isCompleted: true,
          amount: action.payment.amount,
          paymentId: action.payment.paymentId,
          method: action.payment.method ?? 'online',
          timestamp: action.payment.timestamp,
          itemsFingerprint: itemsFingerprint(state.items),
          flowType: action.payment.flowType ?? 'cart',
          planId: action.payment.planId ?? null,
          ownerId: action.payment.ownerId ?? null,
        },
      }
    case 'CLEAR_PAYMENT_STATUS':
      return { ...state, paymentStatus: EMPTY_PAYMENT_STATUS }
    default: {
      const unknown: { type?: unknown } = action
      console.warn(`Cart: ignored an unknown action ${String(unknown.type)}`)
      return state
    }
  }
}

/**
 * Whether this device must forget the cart for the account now signed in (`userId`, null when
 * signed out): a paid cart is only its payer's, and a switch away from a signed-in account (logout,
 * another person) takes the cart with it. A visitor signing in keeps the cart they filled.
 */
export function cartIsNotFor(state: CartState, userId: string | null, previousUserId: string | null | undefined): boolean {
  const switchedAway = typeof previousUserId === 'string' && previousUserId !== userId
  const paidByAnother = state.paymentStatus.isCompleted && state.paymentStatus.ownerId !== userId
  return switchedAway || paidByAnother
}

/** What is left to pay for the cart, in rupees (spec section 4, amount due). */
export function amountDue(state: CartState): number {
  const payment = state.paymentStatus
  if (
    payment.isCompleted &&
    payment.itemsFingerprint === itemsFingerprint(state.items) &&
    Math.abs(payment.amount - state.total) <= PAYMENT_TOLERANCE
  ) {
    return 0
  }
  if (state.items.length === 0 && payment.isCompleted && payment.flowType === 'membership' && payment.planId) return 0
  return state.total
}

/** The session-storage entry a finished checkout leaves (spec section 3): amount, paymentId, method. */
export type PaymentSuccessEntry = { amount: number; paymentId: string; method?: string }

export function parsePaymentSuccess(raw: string | null): PaymentSuccessEntry | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { amount, paymentId, method } = value as Record<string, unknown>
    if (!isFiniteNumber(amount) || typeof paymentId !== 'string' || paymentId === '') return null
    return { amount, paymentId, ...(typeof method === 'string' ? { method } : {}) }
  } catch {
    return null
  }
}

/**
 * The start-up import of spec section 4: a paymentSuccess entry becomes a completed cart payment
 * (method online unless given) when the cart's payment is not complete yet. Returns the action
 * to dispatch, or null when there is nothing to import.
 */
export function importPaymentSuccess(state: CartState, entry: PaymentSuccessEntry | null, now: number, ownerId: string | null = null): CartAction | null {
  if (!entry || state.paymentStatus.isCompleted) return null
  return {
    type: 'SET_PAYMENT_COMPLETED',
    payment: { amount: entry.amount, paymentId: entry.paymentId, method: entry.method ?? 'online', timestamp: now, flowType: 'cart', ownerId },
  }
}

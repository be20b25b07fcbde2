import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type CartAction,
  type CartItem,
  type CartState,
  EMPTY_CART,
  amountDue,
  cartReducer,
  cartTotal,
  importPaymentSuccess,
  isSettled,
  itemsFingerprint,
  parsePaymentSuccess,
} from './cart.ts'

const vaccine = { id: 'dog-vaccination-core', title: 'Dog Core Vaccine', price: 1499, discountedPrice: 1199 }
const grooming = { id: 'dog-grooming', title: 'Dog Grooming', price: 1499, discountedPrice: 1199.5 }

const run = (actions: CartAction[], start: CartState = EMPTY_CART) => actions.reduce(cartReducer, start)
const add = (item: Omit<CartItem, 'quantity'>): CartAction => ({ type: 'ADD_ITEM', item })
const paid = (amount: number, extra: Partial<{ flowType: 'cart' | 'membership'; planId: string }> = {}): CartAction => ({
  type: 'SET_PAYMENT_COMPLETED',
  payment: { amount, paymentId: 'pay_1', timestamp: 1, ...extra },
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('cart actions', () => {
  it('adds a new item with quantity 1 and raises the quantity of one already there', () => {
    const state = run([add(vaccine), add(grooming), add(vaccine)])
    expect(state.items.map((item) => [item.id, item.quantity])).toEqual([
      ['dog-vaccination-core', 2],
      ['dog-grooming', 1],
    ])
    expect(state.total).toBe(1199 * 2 + 1199.5)
  })

  it('removes one unit at a time, drops the line at quantity 1 and ignores an absent id', () => {
    const two = run([add(vaccine), add(vaccine)])
    const one = cartReducer(two, { type: 'REMOVE_ITEM', id: vaccine.id })
    expect(one.items[0]?.quantity).toBe(1)
    const none = cartReducer(one, { type: 'REMOVE_ITEM', id: vaccine.id })
    expect(none.items).toEqual([])
    expect(none.total).toBe(0)
    expect(cartReducer(one, { type: 'REMOVE_ITEM', id: 'missing' })).toBe(one)
  })

  it('keeps extra fields of the payload', () => {
    const state = run([add({ ...vaccine, petType: 'dog' })])
    expect(state.items[0]).toMatchObject({ petType: 'dog', quantity: 1 })
  })

  it('empties the cart and resets the payment on CLEAR_CART', () => {
    const state = run([add(vaccine), paid(1199), { type: 'CLEAR_CART' }])
    expect(state).toEqual(EMPTY_CART)
  })

  it('records the fingerprint of the items a payment covered, and clears it on CLEAR_PAYMENT_STATUS', () => {
    const state = run([add(vaccine), paid(1199)])
    expect(state.paymentStatus).toMatchObject({ isCompleted: true, amount: 1199, method: 'online', flowType: 'cart' })
    expect(state.paymentStatus.itemsFingerprint).toBe(itemsFingerprint(state.items))
    expect(cartReducer(state, { type: 'CLEAR_PAYMENT_STATUS' }).paymentStatus.isCompleted).toBe(false)
  })

  it('holds a paid cart as it is until the booking, so nothing paid is asked for again', () => {
    const settled = run([add(vaccine), paid(1199)])
    expect(isSettled(settled)).toBe(true)
    for (const change of [add(grooming), add(vaccine), { type: 'REMOVE_ITEM', id: vaccine.id } as CartAction]) {
      const next = cartReducer(settled, change)
      expect(next).toBe(settled)
      expect(amountDue(next)).toBe(0)
    }
    const booked = cartReducer(settled, { type: 'CLEAR_CART' })
    expect(isSettled(booked)).toBe(false)
    expect(cartReducer(booked, add(grooming)).items).toHaveLength(1)
  })

  it('still resets a payment whose lines no longer match, as saved by an older version', () => {
    const state = run([add(vaccine), paid(1199)])
    const edited = cartReducer(EMPTY_CART, { type: 'LOAD_CART', saved: { ...state, items: [{ ...vaccine, quantity: 2 }], total: 2398 } })
    expect(edited.paymentStatus.isCompleted).toBe(false)
    expect(amountDue(edited)).toBe(2398)
  })

  it('ignores an unknown action with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const state = run([add(vaccine)])
    expect(cartReducer(state, { type: 'EXPLODE' } as unknown as CartAction)).toBe(state)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EXPLODE'))
  })
})

describe('LOAD_CART', () => {
  it('accepts saved data only when items is an array and total a number', () => {
    const state = run([add(vaccine)])
    expect(cartReducer(state, { type: 'LOAD_CART', saved: { items: 'x', total: 5 } })).toBe(state)
    expect(cartReducer(state, { type: 'LOAD_CART', saved: { items: [], total: '5' } })).toBe(state)
    expect(cartReducer(state, { type: 'LOAD_CART', saved: null })).toBe(state)
  })

  it('defaults a missing or invalid quantity to 1, drops malformed lines and recomputes the total', () => {
    const loaded = cartReducer(EMPTY_CART, {
      type: 'LOAD_CART',
      saved: {
        items: [{ ...vaccine }, { ...grooming, quantity: 0 }, { id: 'x', title: 'No price' }, { ...vaccine, quantity: 3 }],
        total: 999_999,
      },
    })
    expect(loaded.items.map((item) => [item.id, item.quantity])).toEqual([
      ['dog-vaccination-core', 1],
      ['dog-grooming', 1],
    ])
    expect(loaded.total).toBe(1199 + 1199.5)
  })

  it('restores a completed payment that still matches its items', () => {
    const saved = JSON.parse(JSON.stringify(run([add(vaccine), paid(1199)]))) as unknown
    const loaded = cartReducer(EMPTY_CART, { type: 'LOAD_CART', saved })
    expect(loaded.paymentStatus.isCompleted).toBe(true)
    expect(amountDue(loaded)).toBe(0)
  })
})

describe('amount due', () => {
  it('is the total when nothing is paid', () => {
    expect(amountDue(run([add(vaccine), add(grooming)]))).toBe(1199 + 1199.5)
  })

  it('is zero when the payment matches the items and the total within 0.01', () => {
    expect(amountDue(run([add(vaccine), paid(1199.009)]))).toBe(0)
    expect(amountDue(run([add(vaccine), paid(1198.98)]))).toBe(1199)
  })

  it('is zero with an empty cart for a completed membership payment with a plan', () => {
    expect(amountDue(run([paid(1999, { flowType: 'membership', planId: 'gold-annual' })]))).toBe(0)
    expect(amountDue(run([add(vaccine), paid(1999, { flowType: 'membership', planId: 'gold-annual' })]))).toBe(1199)
    expect(amountDue(run([paid(1999, { flowType: 'membership', planId: 'gold-annual' }), add(vaccine)]))).toBe(1199)
  })
})

describe('the paymentSuccess entry', () => {
  it('parses amount, paymentId and method, and refuses anything else', () => {
    expect(parsePaymentSuccess('{"amount":1199,"paymentId":"pay_1"}')).toEqual({ amount: 1199, paymentId: 'pay_1' })
    expect(parsePaymentSuccess('{"amount":"1199","paymentId":"pay_1"}')).toBeNull()
    expect(parsePaymentSuccess('not json')).toBeNull()
    expect(parsePaymentSuccess(null)).toBeNull()
  })

  it('becomes a completed cart payment paid online unless one is already complete', () => {
    const cart = run([add(vaccine)])
    const action = importPaymentSuccess(cart, { amount: 1199, paymentId: 'pay_9' }, 42)
    expect(action).not.toBeNull()
    const imported = cartReducer(cart, action as CartAction)
    expect(imported.paymentStatus).toMatchObject({ isCompleted: true, paymentId: 'pay_9', method: 'online', flowType: 'cart', timestamp: 42 })
    expect(importPaymentSuccess(imported, { amount: 1, paymentId: 'pay_x' }, 43)).toBeNull()
  })
})

const itemArbitrary = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  title: fc.string(),
  price: fc.integer({ min: 0, max: 100_000 }).map((paise) => paise / 100),
  discountedPrice: fc.integer({ min: 0, max: 100_000 }).map((paise) => paise / 100),
})

const actionArbitrary: fc.Arbitrary<CartAction> = fc.oneof(
  itemArbitrary.map((item) => ({ type: 'ADD_ITEM', item }) as CartAction),
  fc.constantFrom('a', 'b', 'c', 'd', 'z').map((id) => ({ type: 'REMOVE_ITEM', id }) as CartAction),
  fc.constant({ type: 'CLEAR_CART' } as CartAction),
  fc.constant({ type: 'CLEAR_PAYMENT_STATUS' } as CartAction),
  fc.integer({ min: 0, max: 100_000 }).map(
    (paise) => ({ type: 'SET_PAYMENT_COMPLETED', payment: { amount: paise / 100, paymentId: 'pay', timestamp: 1 } }) as CartAction,
  ),
)

describe('for any sequence of actions', () => {
  it('quantities stay at least 1 and the total is the sum of discounted price times quantity', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 40 }), (actions) => {
        const state = run(actions)
        for (const item of state.items) expect(item.quantity).toBeGreaterThanOrEqual(1)
        const expected = state.items.reduce((sum, item) => sum + Math.round(item.discountedPrice * 100) * item.quantity, 0)
        expect(Math.round(state.total * 100)).toBe(expected)
        expect(state.total).toBe(cartTotal(state.items))
        expect(new Set(state.items.map((item) => item.id)).size).toBe(state.items.length)
      }),
    )
  })

  it('a completed payment survives only while its fingerprint matches the items', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 40 }), (actions) => {
        let state = EMPTY_CART
        for (const action of actions) {
          state = cartReducer(state, action)
          if (state.paymentStatus.isCompleted) {
            expect(state.paymentStatus.itemsFingerprint).toBe(itemsFingerprint(state.items))
          }
        }
      }),
    )
  })

  it('what was saved loads back to the same cart', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 30 }), (actions) => {
        const state = run(actions)
        const loaded = cartReducer(EMPTY_CART, { type: 'LOAD_CART', saved: JSON.parse(JSON.stringify(state)) })
        expect(loaded).toEqual(state)
      }),
    )
  })
})

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import {
  CART_STORAGE_KEY,
  type CartAction,
  type CartItem,
  type CartState,
  type CompletedPayment,
  EMPTY_CART,
  amountDue,
  cartIsNotFor,
  cartReducer,
  importPaymentSuccess,
  itemCount,
} from '../../../core/cart/cart.ts'
import { forgetPaymentSuccess, readSavedCart, takePaymentSuccess, writeSavedCart } from './cart-storage.ts'

export type CartContextValue = CartState & {
  itemCount: number
  /** What is left to pay, in rupees (zero once a matching payment is complete). */
  amountDue: number
  /** False until the saved cart has been read from this browser's storage. */
  ready: boolean
  addItem: (item: Omit<CartItem, 'quantity'>) => void
  removeItem: (id: string) => void
  clearCart: () => void
  setPaymentCompleted: (payment: CompletedPayment) => void
  clearPaymentStatus: () => void
  /** Makes a payment of the account's, not booked yet, the cart to book (it replaces the cart). */
  takePaid: (items: Extract<CartAction, { type: 'TAKE_PAID' }>['items'], payment: CompletedPayment) => void
}

const CartContext = createContext<CartContextValue | null>(null)

type ProviderState = CartState & { ready: boolean }

function providerReducer(state: ProviderState, action: Parameters<typeof cartReducer>[1] | { type: 'READY' }): ProviderState {
  if (action.type === 'READY') return { ...state, ready: true }
  return { ...cartReducer(state, action), ready: state.ready }
}

/**
 * The cart of every page, of the person signed in (`userId`, once `userKnown`). The server renders an empty cart; after hydration the saved cart is
 * loaded from storage (and a paymentSuccess entry of this tab's session imported), then every
 * change is saved. Another tab's changes arrive through the storage event.
 */
export function CartProvider({ children, userId = null, userKnown = false }: { children: React.ReactNode; userId?: string | null; userKnown?: boolean }) {
  const [state, dispatch] = useReducer(providerReducer, { ...EMPTY_CART, ready: false })
  const stateRef = useRef(state)
  stateRef.current = state
  const signedInId = userId
  // Who is signed in, once the server has said so (undefined while it is being asked).
  const knownUserId = userKnown ? signedInId : undefined
  const previousUserId = useRef<string | null | undefined>(undefined)
  const signedInIdRef = useRef(signedInId)
  signedInIdRef.current = signedInId

  // The cart and the session's payment entry are the signed-in person's: a sign-out or another
  // account takes them away, and a paid cart is never shown to anyone but its payer (decision 0067).
  useEffect(() => {
    if (!state.ready || knownUserId === undefined) return
    const before = previousUserId.current
    previousUserId.current = knownUserId
    if (cartIsNotFor(stateRef.current, knownUserId, before)) {
      dispatch({ type: 'CLEAR_CART' })
      forgetPaymentSuccess(window.sessionStorage)
    }
  }, [state.ready, knownUserId])

  useEffect(() => {
    dispatch({ type: 'LOAD_CART', saved: readSavedCart(window.localStorage) })
    dispatch({ type: 'READY' })
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) dispatch({ type: 'LOAD_CART', saved: readSavedCart(window.localStorage) })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    if (!state.ready) return
    const imported = importPaymentSuccess(stateRef.current, takePaymentSuccess(window.sessionStorage), Date.now(), signedInIdRef.current)
    if (imported) dispatch(imported)
    // Only once, right after the saved cart is in.
  }, [state.ready])

  useEffect(() => {
    if (!state.ready) return
    const { ready: _ready, ...cart } = state
    writeSavedCart(window.localStorage, cart)
  }, [state])

  const addItem = useCallback((item: Omit<CartItem, 'quantity'>) => dispatch({ type: 'ADD_ITEM', item }), [])
  const removeItem = useCallback((id: string) => dispatch({ type: 'REMOVE_ITEM', id }), [])
  const clearCart = useCallback(() => dispatch({ type: 'CLEAR_CART' }), [])
  const setPaymentCompleted = useCallback((payment: CompletedPayment) => dispatch({ type: 'SET_PAYMENT_COMPLETED', payment }), [])
  const clearPaymentStatus = useCallback(() => dispatch({ type: 'CLEAR_PAYMENT_STATUS' }), [])
  const takePaid = useCallback<CartContextValue['takePaid']>((items, payment) => dispatch({ type: 'TAKE_PAID', items, payment }), [])

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      itemCount: itemCount(state.items),
      amountDue: amountDue(state),
      addItem,
      removeItem,
      clearCart,
      setPaymentCompleted,
      clearPaymentStatus,
      takePaid,
    }),
    [state, addItem, removeItem, clearCart, setPaymentCompleted, clearPaymentStatus, takePaid],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext)
  if (!context) throw new Error('useCart must be used within a CartProvider')
  return context
}

/** What the header's cart shows and does; the app layer fills it from the cart feature. */
export type CartLine = { id: string; title: string; price: number; discountedPrice: number; quantity: number }

export type CartSummary = {
  items: readonly CartLine[]
  itemCount: number
  /** Rupees: the sum of discounted price times quantity. */
  total: number
  /** True once an online payment covers exactly these items. */
  paid: boolean
  onIncrease: (line: CartLine) => void
  onDecrease: (line: CartLine) => void
  /** The account's payments not booked yet ('Paid, not yet booked'), drawn above the lines. */
  paidNotBooked?: (closeCart: () => void) => React.ReactNode
}

export const EMPTY_CART_SUMMARY: CartSummary = {
  items: [],
  itemCount: 0,
  total: 0,
  paid: false,
  onIncrease: () => {},
  onDecrease: () => {},
}

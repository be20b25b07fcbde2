import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CartProvider, useCart } from './cart-provider.tsx'

function ShowCart() {
  const cart = useCart()
  return <span>{`${cart.itemCount} items, ready ${String(cart.ready)}`}</span>
}

describe('useCart', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<ShowCart />)).toThrow('useCart must be used within a CartProvider')
  })

  it('renders an empty cart on the server, before storage is read', () => {
    expect(renderToString(<CartProvider><ShowCart /></CartProvider>)).toContain('0 items, ready false')
  })
})

import { Check, ShoppingCart } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { Button } from '../../components/ui/button.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { useCart } from './cart-provider.tsx'

export const PAID_CART_HELD = {
  title: 'Book your paid services first',
  description: 'Your cart is paid. Book a time for those services, then add this one: it gets its own payment, and you never pay twice.',
}

type AddToCartButtonProps = {
  service: Pick<CatalogueServiceDto, 'id' | 'title' | 'price' | 'discountedPrice'>
  className?: string
  variant?: 'primary' | 'secondary' | 'outline'
}

/**
 * Adds one unit of a catalogue service to the cart; the label shows how many are in it. The
 * accessible name starts with the visible words (WCAG 2.5.3: a voice-control user says what they
 * see) and ends with the service, so each button of a page still has its own name.
 */
export function AddToCartButton({ service, className, variant = 'outline' }: AddToCartButtonProps) {
  const cart = useCart()
  const quantity = cart.items.find((item) => item.id === service.id)?.quantity ?? 0
  const settled = cart.items.length > 0 && cart.amountDue === 0 && cart.paymentStatus.isCompleted && cart.paymentStatus.flowType === 'cart'
  const label = quantity > 0 ? `In cart (${quantity}) · Add another` : 'Add to cart'
  const add = () => {
    if (settled) {
      // Decision 0007: a paid cart is held as it is until its services are booked.
      toast({ title: PAID_CART_HELD.title, description: PAID_CART_HELD.description })
      return
    }
    cart.addItem({ id: service.id, title: service.title, price: service.price, discountedPrice: service.discountedPrice })
    toast({ title: 'Added to cart', description: `${service.title} is in your cart.` })
  }
  return (
    <Button variant={variant} className={className} onClick={add} aria-label={`${label}: ${service.title}`}>
      {quantity > 0 ? <Check aria-hidden="true" className="size-5" /> : <ShoppingCart aria-hidden="true" className="size-5" />}
      {label}
    </Button>
  )
}

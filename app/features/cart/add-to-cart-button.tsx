import { Check, ShoppingCart } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { Button } from '../../components/ui/button.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { useCart } from './cart-provider.tsx'

type AddToCartButtonProps = {
  service: Pick<CatalogueServiceDto, 'id' | 'title' | 'price' | 'discountedPrice'>
  className?: string
  variant?: 'primary' | 'secondary' | 'outline'
}

/** Adds one unit of a catalogue service to the cart; the label shows how many are in it. */
export function AddToCartButton({ service, className, variant = 'outline' }: AddToCartButtonProps) {
  const cart = useCart()
  const quantity = cart.items.find((item) => item.id === service.id)?.quantity ?? 0
  const add = () => {
    cart.addItem({ id: service.id, title: service.title, price: service.price, discountedPrice: service.discountedPrice })
    toast({ title: 'Added to cart', description: `${service.title} is in your cart.` })
  }
  return (
    <Button variant={variant} className={className} onClick={add} aria-label={`Add ${service.title} to cart`}>
      {quantity > 0 ? <Check aria-hidden="true" className="size-5" /> : <ShoppingCart aria-hidden="true" className="size-5" />}
      {quantity > 0 ? `In cart (${quantity}) · Add another` : 'Add to cart'}
    </Button>
  )
}

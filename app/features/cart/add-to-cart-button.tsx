import { useId } from 'react'
import { Check, ShoppingCart } from '../../components/ui/icons.tsx'
import type { CatalogueServiceDto } from '../../../core/contracts/catalogue.ts'
import { Button } from '../../components/ui/button.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { useCart } from './cart-provider.tsx'
import { useTranslations } from 'use-intl'

type AddToCartButtonProps = {
  service: Pick<CatalogueServiceDto, 'id' | 'title' | 'price' | 'discountedPrice'>
  className?: string
  variant?: 'primary' | 'secondary' | 'outline'
  /**
   * The id of the element that shows the service's title. Given, the button is named by its words
   * and that element (aria-labelledby), so a title kept in English keeps its `lang` (a Hindi page).
   */
  titleId?: string
}

/**
 * Adds one unit of a catalogue service to the cart; the label shows how many are in it. The
 * accessible name starts with the visible words (WCAG 2.5.3: a voice-control user says what they
 * see) and ends with the service, so each button of a page still has its own name.
 */
export function AddToCartButton({ service, className, variant = 'outline', titleId }: AddToCartButtonProps) {
  const labelId = useId()
  const cart = useCart()
  const t = useTranslations('cart.offers')
  const quantity = cart.items.find((item) => item.id === service.id)?.quantity ?? 0
  const settled = cart.items.length > 0 && cart.amountDue === 0 && cart.paymentStatus.isCompleted && cart.paymentStatus.flowType === 'cart'
  const label = quantity > 0 ? t('inCart', { quantity }) : t('add')
  const add = () => {
    if (settled) {
      // Decision 0007: a paid cart is held as it is until its services are booked.
      toast({ title: t('heldTitle'), description: t('heldText') })
      return
    }
    cart.addItem({ id: service.id, title: service.title, price: service.price, discountedPrice: service.discountedPrice })
    toast({ title: t('added'), description: t('addedText', { title: service.title }) })
  }
  return (
    <Button
      variant={variant}
      className={className}
      onClick={add}
      {...(titleId ? { 'aria-labelledby': `${labelId} ${titleId}` } : { 'aria-label': t('addLabel', { label, title: service.title }) })}
    >
      {quantity > 0 ? <Check aria-hidden="true" className="size-5" /> : <ShoppingCart aria-hidden="true" className="size-5" />}
      {titleId ? <span id={labelId}>{label}</span> : label}
    </Button>
  )
}

import { CheckCircle2, CreditCard, HandCoins, Minus, Plus, ShoppingCart } from '../components/ui/icons.tsx'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { Button, buttonClass } from '../components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../components/ui/sheet.tsx'
import { formatRupees } from '../lib/rupees.ts'

import type { CartSummary } from './cart-summary.ts'
import { StruckListPrice } from '../components/ui/price-tag.tsx'
import { useLocalPath } from '../lib/i18n.tsx'

type CartDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  cart: CartSummary
  onPayOnline: () => void
  onPayPostService: () => void
  /** The button that opened the drawer, which gets the focus back when it closes. */
  returnFocusTo?: React.RefObject<HTMLButtonElement | null>
}

/** The cart of the header: its lines, the total and the two ways to pay (spec section 2, cart drawer). */
export function CartDrawer({ open, onOpenChange, cart, onPayOnline, onPayPostService, returnFocusTo }: CartDrawerProps) {
  const empty = cart.itemCount === 0
  const t = useTranslations('cart')
  const localPath = useLocalPath()
  const pay = (handler: () => void) => () => {
    onOpenChange(false)
    handler()
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby="cart-drawer-description" returnFocusTo={returnFocusTo}>
        <SheetHeader>
          <SheetTitle>{t('title')}</SheetTitle>
          <SheetDescription id="cart-drawer-description">{t('count', { count: cart.itemCount })}</SheetDescription>
        </SheetHeader>

        <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-5 py-6">
          {cart.paidNotBooked?.(() => onOpenChange(false))}
          {empty ? (
            <div className="my-auto flex flex-col items-center text-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <ShoppingCart aria-hidden="true" className="size-7" />
              </span>
              <p className="mt-4 text-lg font-semibold text-ink">{t('empty')}</p>
              <p className="mt-1 max-w-64 text-sm text-ink-muted">
                {t('emptyText')}
              </p>
              <SheetClose asChild>
                <Link to={localPath('/services')} prefetch="intent" className={buttonClass({ variant: 'secondary', className: 'mt-5' })}>
                  {t('browse')}
                </Link>
              </SheetClose>
            </div>
          ) : (
            <ul className="divide-y divide-line rounded-2xl border border-line" aria-label={t('lines')}>
              {cart.items.map((line) => (
                <li key={line.id} className="flex items-center gap-3 p-3.5" data-testid="cart-line">
                  <div className="min-w-0 flex-1">
                    {/* The catalogue names its services in English only, so far. */}
                    <p className="font-semibold leading-snug text-ink" lang="en" translate="no">
                      {line.title}
                    </p>
                    <p className="mt-0.5 text-sm text-ink-muted">
                      {formatRupees(line.discountedPrice)}
                      <StruckListPrice price={line.discountedPrice} listPrice={line.price} className="ml-1.5 text-ink-subtle" />
                    </p>
                  </div>
                  {cart.paid ? (
                    <span className="shrink-0 font-semibold tabular-nums text-ink">× {line.quantity}</span>
                  ) : (
                    <div className="flex items-center gap-1 rounded-xl border border-line bg-white">
                      <button
                        type="button"
                        className="flex size-11 items-center justify-center rounded-l-xl text-ink-muted hover:bg-brand-50 hover:text-brand-800"
                        aria-label={line.quantity === 1 ? t('remove', { title: line.title }) : t('fewer', { title: line.title })}
                        onClick={() => cart.onDecrease(line)}
                      >
                        <Minus aria-hidden="true" className="size-4" />
                      </button>
                      <span className="w-6 text-center font-semibold tabular-nums text-ink">
                        <span className="sr-only">{t('quantity')}</span>
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        className="flex size-11 items-center justify-center rounded-r-xl text-ink-muted hover:bg-brand-50 hover:text-brand-800"
                        aria-label={t('more', { title: line.title })}
                        onClick={() => cart.onIncrease(line)}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <dl className="space-y-3 rounded-2xl bg-surface p-4 text-base">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('items')}</dt>
              <dd className="font-semibold text-ink" data-testid="cart-item-count">
                {cart.itemCount}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="font-semibold text-ink">{t('total')}</dt>
              <dd className="text-xl font-bold text-ink" data-testid="cart-total">
                {formatRupees(cart.total)}
              </dd>
            </div>
          </dl>
          {cart.paid && !empty ? (
            <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-3 text-sm font-semibold text-brand-800" role="status">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              {t('paid')}
            </p>
          ) : null}
        </div>

        <div className="space-y-3 border-t border-line bg-white px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
          {cart.paid ? (
            <Button className="w-full" disabled={empty} onClick={pay(onPayPostService)}>
              {t('book')}
            </Button>
          ) : (
            <>
              <p className="rounded-xl bg-accent-50 px-3.5 py-3 text-sm leading-relaxed text-ink">
                {t.rich('recommend', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
              </p>
              <Button className="w-full" disabled={empty} onClick={pay(onPayPostService)}>
                <HandCoins aria-hidden="true" className="size-5" />
                {t('payPostService')}
              </Button>
              <Button variant="outline" className="w-full" disabled={empty} onClick={pay(onPayOnline)}>
                <CreditCard aria-hidden="true" className="size-5" />
                {t('payOnline')}
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}

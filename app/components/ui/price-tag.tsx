import { useTranslations } from 'use-intl'
import { formatRupees } from '../../lib/rupees.ts'

/** The struck-through list price beside a lower price charged, read out as "instead of ₹999" ('₹999 की जगह'); nothing when there is no discount. */
export function StruckListPrice({ price, listPrice, className = 'text-sm text-ink-subtle' }: { price: number; listPrice: number; className?: string }) {
  const t = useTranslations('shell.common')
  if (listPrice <= price) return null
  return (
    <s className={className}>
      {t.rich('insteadOf', { amount: formatRupees(listPrice), hidden: (words) => <span className="sr-only">{words}</span> })}
    </s>
  )
}

/** A price with its struck-through list price: ₹799 ~~₹999~~. */
export function PriceTag({ price, listPrice, className = '' }: { price: number; listPrice: number; className?: string }) {
  return (
    <span className={`inline-flex items-baseline gap-1.5 ${className}`}>
      <span className="font-bold text-ink">{formatRupees(price)}</span>
      <StruckListPrice price={price} listPrice={listPrice} />
    </span>
  )
}

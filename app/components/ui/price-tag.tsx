import { formatRupees } from '../lib/rupees.ts'

/** A price with its struck-through list price: ₹799 ~~₹999~~. */
export function PriceTag({ price, listPrice, className = '' }: { price: number; listPrice: number; className?: string }) {
  return (
    <span className={`inline-flex items-baseline gap-1.5 ${className}`}>
      <span className="font-bold text-ink">{formatRupees(price)}</span>
      {listPrice > price ? (
        <s className="text-sm text-ink-subtle">
          <span className="sr-only">instead of </span>
          {formatRupees(listPrice)}
        </s>
      ) : null}
    </span>
  )
}

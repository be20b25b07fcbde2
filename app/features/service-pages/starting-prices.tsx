import { formatRupees } from '../../lib/rupees.ts'
import { useServicePageWords } from './words.ts'

export type StartingPrice = { key: string; label: string; from: number }

/** The lowest price of each kind of service, for a quick overview. */
export function StartingPrices({ heading, prices, note }: { heading: string; prices: readonly StartingPrice[]; note: string }) {
  const words = useServicePageWords()
  return (
    <aside aria-labelledby="starting-prices-heading" className="card p-5 sm:p-6">
      <h2 id="starting-prices-heading" className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {prices.map((price) => (
          <li key={price.key} className="flex items-baseline justify-between gap-4 py-2.5">
            <span className="font-medium text-ink">{price.label}</span>
            <span className="shrink-0 text-sm text-ink-muted">
              {words.rich('from', { price: formatRupees(price.from), b: (chunks) => <span className="text-lg font-bold text-ink">{chunks}</span> })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{note}</p>
    </aside>
  )
}

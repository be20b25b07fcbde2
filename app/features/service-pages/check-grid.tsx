import { Check, TriangleAlert } from '../../components/ui/icons.tsx'

/** Short points as a grid: ticked items, or warning signs when `tone` is 'warning'. */
export function CheckGrid({ items, tone = 'check' }: { items: readonly string[]; tone?: 'check' | 'warning' }) {
  const Icon = tone === 'warning' ? TriangleAlert : Check
  const badge = tone === 'warning' ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700'
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl border border-line bg-white p-4 leading-relaxed text-ink shadow-card">
          <span className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${badge}`}>
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

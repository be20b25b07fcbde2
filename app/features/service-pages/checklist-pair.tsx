import { Check, PawPrint } from '../../components/ui/icons.tsx'
import type { ListBlock } from '../../../content/page-blocks.ts'

function Checklist({ block, icon }: { block: ListBlock; icon: 'check' | 'paw' }) {
  const Icon = icon === 'check' ? Check : PawPrint
  return (
    <div className="card p-5 sm:p-6">
      <h2 className="font-display text-xl font-bold text-ink">{block.heading}</h2>
      <ul className="mt-4 space-y-3">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-ink">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What the service includes and whom it is for, side by side on wide screens; each card has its own heading. */
export function ChecklistPair({ included, audience }: { included: ListBlock; audience: ListBlock }) {
  return (
    <section id="included" className="scroll-mt-20 border-y border-line/70 bg-white">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-2">
        <Checklist block={included} icon="check" />
        <Checklist block={audience} icon="paw" />
      </div>
    </section>
  )
}

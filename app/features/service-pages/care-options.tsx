import type { CareOption } from '../../../content/near-me/types.ts'

/** Ways of getting care side by side, each with the situations it suits. */
export function CareOptions({ options }: { options: readonly CareOption[] }) {
  return (
    <ul className={`grid gap-4 ${options.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
      {options.map((option) => (
        <li key={option.title} className="card p-5 sm:p-6">
          <h3 className="text-lg font-bold text-ink">{option.title}</h3>
          <ul className="mt-3 space-y-2.5">
            {option.when.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

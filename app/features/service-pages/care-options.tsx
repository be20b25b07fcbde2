import type { CareOption } from '../../../content/near-me/types.ts'
import { BulletList } from './bullet-list.tsx'

/** Ways of getting care side by side, each with the situations it suits. */
export function CareOptions({ options }: { options: readonly CareOption[] }) {
  return (
    <ul className={`grid gap-4 ${options.length >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
      {options.map((option) => (
        <li key={option.title} className="card p-5 sm:p-6">
          <h3 className="text-lg font-bold text-ink">{option.title}</h3>
          <BulletList items={option.when} className="mt-3 space-y-2.5" itemClassName="gap-3" />
        </li>
      ))}
    </ul>
  )
}

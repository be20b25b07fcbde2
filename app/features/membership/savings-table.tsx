import { formatRupees } from '../../lib/rupees.ts'

export type PlanSavings = { planId: string; planName: string; spentWithout: number; saved: number; net: number; yearlyCost: number }

const saving = (row: PlanSavings) => (row.net > 0 ? formatRupees(row.net) : 'Less than the fee')

/**
 * A typical year's costs with and without each plan, worked out on the server from the
 * catalogue: a card per plan on phones, one table on wider screens.
 */
export function SavingsTable({ rows }: { rows: readonly PlanSavings[] }) {
  return (
    <div data-testid="membership-savings">
      <ul className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li key={row.planId} className="card p-4">
            <p className="font-semibold text-ink">{row.planName}</p>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Without membership</dt>
                <dd className="text-ink">{formatRupees(row.spentWithout)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Benefits worth</dt>
                <dd className="text-ink">{formatRupees(row.saved)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">Membership for a year</dt>
                <dd className="text-ink">{formatRupees(row.yearlyCost)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-1.5">
                <dt className="font-semibold text-ink">You save</dt>
                <dd className="font-bold text-brand-800">{saving(row)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Plan</th>
              <th scope="col" className="px-4 py-3 font-semibold">Without membership</th>
              <th scope="col" className="px-4 py-3 font-semibold">Benefits worth</th>
              <th scope="col" className="px-4 py-3 font-semibold">Membership for a year</th>
              <th scope="col" className="px-4 py-3 font-semibold">You save</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.planId}>
                <th scope="row" className="px-4 py-3 font-semibold text-ink">{row.planName}</th>
                <td className="px-4 py-3 text-ink">{formatRupees(row.spentWithout)}</td>
                <td className="px-4 py-3 text-ink">{formatRupees(row.saved)}</td>
                <td className="px-4 py-3 text-ink">{formatRupees(row.yearlyCost)}</td>
                <td className="px-4 py-3 font-bold text-brand-800">{saving(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

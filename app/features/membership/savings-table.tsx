import { formatRupees } from '../../lib/rupees.ts'

export type PlanSavings = { planId: string; planName: string; spentWithout: number; saved: number; net: number; yearlyCost: number }

/** A typical year's costs with and without each plan, worked out on the server from the catalogue. */
export function SavingsTable({ rows }: { rows: readonly PlanSavings[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm" data-testid="membership-savings">
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
              <td className="px-4 py-3 font-bold text-brand-800">{row.net > 0 ? formatRupees(row.net) : 'Less than the fee'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

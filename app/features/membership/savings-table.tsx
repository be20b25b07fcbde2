import { useTranslations } from 'use-intl'
import { formatRupees } from '../../lib/rupees.ts'

export type PlanSavings = { planId: string; planName: string; spentWithout: number; saved: number; net: number; yearlyCost: number }


/**
 * A typical year's costs with and without each plan, worked out on the server from the
 * catalogue: a card per plan on phones, one table on wider screens.
 */
export function SavingsTable({ rows }: { rows: readonly PlanSavings[] }) {
  const t = useTranslations('membership.savings')
  const saving = (row: PlanSavings) => (row.net > 0 ? formatRupees(row.net) : t('lessThanFee'))
  return (
    <div data-testid="membership-savings">
      <ul className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li key={row.planId} className="card p-4">
            <p className="font-semibold text-ink">{row.planName}</p>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('without')}</dt>
                <dd className="text-ink">{formatRupees(row.spentWithout)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('worth')}</dt>
                <dd className="text-ink">{formatRupees(row.saved)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('yearCost')}</dt>
                <dd className="text-ink">{formatRupees(row.yearlyCost)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-1.5">
                <dt className="font-semibold text-ink">{t('youSave')}</dt>
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
              <th scope="col" className="px-4 py-3 font-semibold">{t('plan')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('without')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('worth')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('yearCost')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('youSave')}</th>
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { indiaDate } from '../../../core/booking/schedule.ts'
import type { CollectionsDay } from '../../../core/contracts/collections.ts'
import { formatLongDay, formatTime } from '../../../core/dates.ts'
import { LEDGER_MAX_DAYS, daysBetween } from '../../../core/payment/ledger.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import { formatRupees } from '../../lib/rupees.ts'
import type { Route } from './+types/collections-page.ts'
import { collectionKeys, collectionsCsvUrl, fetchCollections, ledgerCsvUrl, recordDeposit } from './collections-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Collections', description: 'PetVaidya collections by vet and method.', noIndex: true })

/** The four ways money comes in, in the order the team reads them. */
const METHODS = [
  { key: 'online', label: 'Online' },
  { key: 'upi_qr', label: 'UPI at the door' },
  { key: 'payment_link', label: 'Link' },
  { key: 'cash', label: 'Cash' },
] as const

const rupees = (paise: number) => formatRupees(paise / 100)
/** Billed counts the visits dated the day, not the payments made on it (the page's note says which). */
const BILLED_LABEL = 'Billed for the day’s visits'
const vetLabel = (vetId: string | null, vetName: string | null) => vetName ?? (vetId ? `Vet ${vetId.slice(-4)}` : 'No vet assigned')

type VetDay = {
  key: string
  name: string
  billedPaise: number
  methods: Array<{ key: string; label: string; payments: number; collectedPaise: number; refundedPaise: number }>
}

/** The day per vet: what their visits were billed, and per method what came in and went back. */
function vetDays(day: CollectionsDay): VetDay[] {
  const vets = new Map<string, VetDay>()
  const vetOf = (vetId: string | null, vetName: string | null) => {
    const key = vetId ?? 'none'
    let vet = vets.get(key)
    if (!vet) {
      vet = { key, name: vetLabel(vetId, vetName), billedPaise: 0, methods: METHODS.map((method) => ({ ...method, payments: 0, collectedPaise: 0, refundedPaise: 0 })) }
      vets.set(key, vet)
    }
    return vet
  }
  for (const billed of day.billedByVet) vetOf(billed.vetId, billed.vetName).billedPaise += billed.billedPaise
  for (const line of day.lines) {
    const vet = vetOf(line.vetId, line.vetName)
    const method = vet.methods.find((entry) => entry.key === line.method)
    if (!method) continue
    method.payments += line.payments
    method.collectedPaise += line.collectedPaise
    method.refundedPaise += line.refundedPaise
  }
  return [...vets.values()].sort((a, b) => (a.key === 'none' ? 1 : b.key === 'none' ? -1 : a.name.localeCompare(b.name)))
}

function Amount({ paise }: { paise: number }) {
  return paise === 0 ? <span className="text-ink-subtle">—</span> : <>{rupees(paise)}</>
}

function ByVetTable({ vets, totals }: { vets: VetDay[]; totals: CollectionsDay['totals'] }) {
  return (
    <table className="mt-3 hidden w-full border-collapse overflow-hidden rounded-2xl bg-white text-sm shadow-card md:table">
      <caption className="sr-only">Billed, collected and refunded per vet and method</caption>
      <thead>
        <tr className="border-b border-line text-left text-ink-muted">
          <th scope="col" className="px-4 py-3 font-semibold">Vet</th>
          <th scope="col" className="px-4 py-3 font-semibold">Method</th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            {BILLED_LABEL}
          </th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">Payments</th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">Collected</th>
          <th scope="col" className="px-4 py-3 text-right font-semibold">Refunded</th>
        </tr>
      </thead>
      {vets.map((vet) => (
        <tbody key={vet.key} className="border-b border-line even:bg-surface/50">
          {vet.methods.map((method, index) => (
            <tr key={method.key}>
              {index === 0 ? (
                <th scope="rowgroup" rowSpan={vet.methods.length} className="px-4 py-2 text-left align-top font-semibold text-ink">
                  {vet.name}
                </th>
              ) : null}
              <td className="px-4 py-1.5 text-ink">{method.label}</td>
              {index === 0 ? (
                <td rowSpan={vet.methods.length} className="px-4 py-2 text-right align-top font-semibold text-ink">
                  <Amount paise={vet.billedPaise} />
                </td>
              ) : null}
              <td className="px-4 py-2 text-right text-ink">{method.payments || <span className="text-ink-subtle">—</span>}</td>
              <td className="px-4 py-2 text-right text-ink">
                <Amount paise={method.collectedPaise} />
              </td>
              <td className="px-4 py-2 text-right text-ink">
                <Amount paise={method.refundedPaise} />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
      <tfoot>
        <tr className="font-semibold text-ink">
          <th scope="row" colSpan={4} className="px-4 py-3 text-left">
            Day’s total
          </th>
          <td className="px-4 py-3 text-right">{rupees(totals.collectedPaise)}</td>
          <td className="px-4 py-3 text-right">{rupees(totals.refundedPaise)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

function ByVetCards({ vets }: { vets: VetDay[] }) {
  return (
    <ul className="mt-3 grid gap-3 md:hidden">
      {vets.map((vet) => (
        <li key={vet.key} className="card p-4" aria-label={vet.name}>
          <p className="font-semibold text-ink">{vet.name}</p>
          <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-ink-muted">
            {BILLED_LABEL} <span className="font-semibold text-ink">{rupees(vet.billedPaise)}</span>
          </p>
          <dl className="mt-3 grid gap-2 text-sm">
            {vet.methods.map((method) => (
              <div key={method.key} className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-line pt-2">
                <dt className="text-ink">{method.label}</dt>
                <dd className="text-right text-ink">
                  {method.payments ? `${rupees(method.collectedPaise)} · ${method.payments} paid` : <span className="text-ink-muted">nothing</span>}
                  {method.refundedPaise ? <span className="block text-danger-700">{rupees(method.refundedPaise)} refunded</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

function CashHeld({ held }: { held: CollectionsDay['cashHeld'] }) {
  const client = useQueryClient()
  const [confirming, setConfirming] = useState<string | null>(null)
  const deposit = useMutation({
    mutationFn: recordDeposit,
    onSuccess: async (result, vetId) => {
      setConfirming(null)
      const name = held.find((vet) => vet.vetId === vetId)?.vetName ?? 'The vet'
      toast({ title: 'Deposit recorded', description: `${rupees(result.amountPaise)} from ${name} is recorded as deposited.` })
      await client.invalidateQueries({ queryKey: collectionKeys.all })
    },
  })
  const holding = held.filter((vet) => vet.heldPaise > 0)
  return (
    <section aria-labelledby="cash-held" className="mt-8">
      <h2 id="cash-held" className="font-display text-lg font-semibold text-ink">
        Cash held by vets
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Cash taken at the door on any day, until it is recorded here as deposited.</p>
      {holding.length === 0 ? <p className="mt-3 text-ink-muted">No vet holds cash.</p> : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {holding.map((vet) => {
          const name = vetLabel(vet.vetId, vet.vetName)
          return (
            <li key={vet.vetId} className="card p-4" aria-label={`Cash held by ${name}`}>
              <p className="font-semibold text-ink">{name}</p>
              <p className="mt-1 text-ink">
                Holds <span className="font-semibold">{rupees(vet.heldPaise)}</span> from {vet.payments} {vet.payments === 1 ? 'payment' : 'payments'}
              </p>
              {confirming === vet.vetId ? (
                <div className="mt-3 rounded-xl border border-line-strong bg-surface p-3" role="group" aria-label="Confirm the deposit">
                  <p className="text-sm text-ink">
                    Record {rupees(vet.heldPaise)} from {name} as deposited in the bank? This is written to the audit log.
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" disabled={deposit.isPending} onClick={() => deposit.mutate(vet.vetId)}>
                      {deposit.isPending ? <Spinner /> : null}
                      Confirm deposit
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <Button size="sm" variant="outline" className="mt-3" onClick={() => { deposit.reset(); setConfirming(vet.vetId) }}>
                  Record deposit
                </Button>
              )}
              {deposit.isError && deposit.variables === vet.vetId ? (
                <p role="alert" className="mt-2 text-sm text-danger-700">
                  {deposit.error.message}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function CompletedWithDue({ date, visits }: { date: string; visits: CollectionsDay['completedWithDue'] }) {
  return (
    <section aria-labelledby="completed-due" className="mt-8">
      <h2 id="completed-due" className="font-display text-lg font-semibold text-ink">
        Completed visits with money due
      </h2>
      {visits.length === 0 ? <p className="mt-3 text-ink-muted">Every completed visit of the day is paid.</p> : null}
      <ul className="mt-3 grid gap-3">
        {visits.map((visit) => (
          <li key={visit.appointmentId} className="card flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-ink">
                {visit.petName} · {formatTime(visit.time)}
              </p>
              <p className="text-sm text-ink-muted">{vetLabel(visit.vetId, visit.vetName)}</p>
            </div>
            <div className="flex items-center gap-3">
              <p className="font-semibold text-danger-700">{rupees(visit.duePaise)} due</p>
              <Link to={`/admin/appointments?from=${date}&to=${date}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
                Open on the board<span className="sr-only"> for {visit.petName}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The accountant's file: a row per payment, refund, void, cash deposit and membership sale, for a range of days. */
function LedgerDownload({ today }: { today: string }) {
  const id = useId()
  const [from, setFrom] = useState(() => `${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to)
  const problem = !valid ? 'Choose both days.' : to < from ? 'The last day is before the first.' : daysBetween(from, to) > LEDGER_MAX_DAYS ? 'At most a year (366 days) at a time.' : null
  return (
    <section aria-labelledby={`${id}-ledger`} className="mt-8">
      <h2 id={`${id}-ledger`} className="font-display text-lg font-semibold text-ink">
        Ledger for the accountant
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        One row per payment, refund, voided cash, cash deposit and membership sale, with the receipt number, visit, owner, vet, method, provider payment id, amount and GST to the paisa. Days in India time.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" className="mt-1" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} aria-describedby={problem ? `${id}-problem` : undefined} />
        </div>
        <div>
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" className="mt-1" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} aria-describedby={problem ? `${id}-problem` : undefined} />
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="min-h-11 content-center text-sm text-danger-700">
            {problem}
          </p>
        ) : (
          <a href={ledgerCsvUrl(from, to)} download className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            Download ledger (CSV)
          </a>
        )}
      </div>
    </section>
  )
}

/** The day's money (issue 22): per vet and method what was billed, collected and refunded; cash held; visits left unpaid. */
export default function CollectionsPage() {
  const [date, setDate] = useState(() => indiaDate(new Date()))
  const id = useId()
  const day = useQuery({ queryKey: collectionKeys.day(date), queryFn: () => fetchCollections(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) })
  const vets = day.data ? vetDays(day.data) : []

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Collections</h1>
      <p className="mt-1 max-w-2xl text-ink-muted">What each vet’s visits were billed, and what came in and went back by each method, for one day (India time).</p>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted" data-testid="billed-note">
        <span className="font-semibold text-ink">{BILLED_LABEL}</span> adds up the bills of the visits booked for this day and confirmed (not cancelled or missed), paid or not. <span className="font-semibold text-ink">Collected</span> and <span className="font-semibold text-ink">Refunded</span> count the money that came in and went back on this day, for visits of any day.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={`${id}-date`}>Day</Label>
          <Input id={`${id}-date`} type="date" className="mt-1" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <a href={collectionsCsvUrl(date)} download className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600">
          Download CSV
        </a>
      </div>
      {day.isPending && day.fetchStatus !== 'idle' ? <Spinner className="mt-4 size-5" /> : null}
      {day.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          {day.error.message}
        </p>
      ) : null}
      {day.data ? (
        <>
          <section aria-labelledby="by-vet" className="mt-6">
            <h2 id="by-vet" className="font-display text-lg font-semibold text-ink">
              {formatLongDay(day.data.date)}
            </h2>
            <dl className="mt-3 grid grid-cols-3 gap-3">
              {[
                ['Collected', day.data.totals.collectedPaise],
                ['Refunded', day.data.totals.refundedPaise],
                ['Cash not deposited', day.data.totals.cashHeldPaise],
              ].map(([label, paise]) => (
                <div key={label} className="card p-3">
                  <dt className="text-xs font-semibold text-ink-muted sm:text-sm">{label}</dt>
                  <dd className="mt-1 font-display text-lg font-bold text-ink sm:text-xl">{rupees(Number(paise))}</dd>
                </div>
              ))}
            </dl>
            {vets.length === 0 ? <p className="mt-4 text-ink-muted">No visits and no payments on this day.</p> : null}
            {vets.length > 0 ? (
              <>
                <ByVetTable vets={vets} totals={day.data.totals} />
                <ByVetCards vets={vets} />
              </>
            ) : null}
          </section>
          <CashHeld held={day.data.cashHeld} />
          <CompletedWithDue date={day.data.date} visits={day.data.completedWithDue} />
        </>
      ) : null}
      <LedgerDownload today={indiaDate(new Date())} />
    </>
  )
}

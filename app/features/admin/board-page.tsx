import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { BoardAppointment, BoardDay } from '../../../core/contracts/board.ts'
import { PAID_METHOD_LABELS } from '../../../core/payment/visit-payments.ts'
import { CITY_NAMES } from '../../../core/contracts/staff.ts'
import { SERVICE_TYPE_LABELS, VISIT_TYPES, VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import type { ServiceType } from '../../../core/catalogue/services.ts'
import { formatInstantTime, formatLongDay, formatTime } from '../../../core/dates.ts'
import { durationText } from '../../../core/video/call-window.ts'
import { VISIT_STATUSES, type VisitStatus, coverageRefusal, statusLabel } from '../../../core/operations/visit-status.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { pageMeta } from '../../lib/head.ts'
import { formatIndianMobile } from '../../../core/phone.ts'
import { formatRupees } from '../../lib/rupees.ts'
import type { Route } from './+types/board-page.ts'
import { RefusalNotice, useRefusal } from './refusal.tsx'
import { type BoardFilters, assignVet, boardFiltersOf, boardKeys, boardSearchParams, fetchBoard, moveStatus } from './board-api.ts'
import { adminKeys, fetchStaff } from './staff-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Appointments', description: 'PetVaidya appointments board.', noIndex: true })

const NO_FILTERS: BoardFilters = { from: '', to: '', status: '', city: '', visitType: '', vetId: '', search: '' }
const selectClass = 'mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink'

const STATUS_TONE: Partial<Record<VisitStatus, string>> = {
  booked: 'bg-accent-50 text-accent-700',
  completed: 'bg-brand-50 text-brand-800',
  cancelled: 'bg-danger-50 text-danger-700',
  cancelled_by_clinic: 'bg-danger-50 text-danger-700',
  no_show: 'bg-danger-50 text-danger-700',
}

type VetChoice = { id: string; name: string; cities: string[]; visitTypes: string[] }

function Visit({ visit, vets }: { visit: BoardAppointment; vets: VetChoice[] }) {
  const client = useQueryClient()
  const [vetId, setVetId] = useState(visit.vet?.id ?? '')
  const [reason, setReason] = useState('')
  const [cancelling, setCancelling] = useState(false)
  const [error, refuse, clearError] = useRefusal()
  const id = useId()
  const onSuccess = async () => {
    clearError()
    setCancelling(false)
    await client.invalidateQueries({ queryKey: boardKeys.all })
  }
  const assign = useMutation({
    mutationFn: assignVet,
    onSuccess,
    onError: (failure: Error, change) => refuse(failure, () => assign.mutate(change)),
  })
  const move = useMutation({
    mutationFn: moveStatus,
    onSuccess,
    onError: (failure: Error, change) => refuse(failure, () => move.mutate(change)),
  })
  const canAssign = visit.status === 'confirmed' || visit.status === 'vet_assigned'
  // Only the vets who do this kind of visit, in this city, are offered (the server checks it too).
  const covering = vets.filter((vet) => coverageRefusal({ visitType: visit.visitType, city: visit.city }, vet) === null)
  const moves = visit.nextStatuses.filter((status) => status !== 'vet_assigned' && status !== 'cancelled_by_clinic')

  return (
    <li className={`card p-4${visit.completedWithDue ? ' border-l-4 border-l-danger-600' : ''}`} aria-label={`${visit.pet.name} at ${formatTime(visit.time)}`}>
      {visit.completedWithDue ? (
        <p className="-mt-1 mb-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700" data-testid="completed-with-due">
          <span aria-hidden="true">⚠ </span>Completed with {formatRupees(visit.payment.due)} still due
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {formatTime(visit.time)} · {visit.pet.name} <span className="font-normal text-ink-muted">({visit.pet.type}, {visit.pet.breed})</span>
          </p>
          <p className="text-sm text-ink-muted">
            {VISIT_TYPE_LABELS[visit.visitType]} · {SERVICE_TYPE_LABELS[visit.serviceType as ServiceType] ?? visit.serviceType}
            {visit.city ? ` · ${visit.city}` : ''}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONE[visit.status] ?? 'bg-surface text-ink'}`}>{statusLabel(visit.status)}</span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-ink">Owner: </dt>
          <dd className="inline text-ink-muted">
            {visit.owner.name || 'Owner not on record'}
            {visit.owner.phone ? (
              <>
                , <a className="text-brand-700 underline" href={`tel:+91${visit.owner.phone}`}>{visit.owner.phone}</a>
              </>
            ) : (
              ' (account deleted: no phone number kept)'
            )}
          </dd>
        </div>
        {visit.address ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold text-ink">Address: </dt>
            <dd className="inline text-ink-muted">{visit.address}</dd>
          </div>
        ) : null}
        {visit.clinic ? (
          <div className="sm:col-span-2" data-testid="board-clinic">
            <dt className="inline font-semibold text-ink">Clinic: </dt>
            <dd className="inline text-ink-muted">
              {visit.clinic.name}, {visit.clinic.address} ·{' '}
              <a className="text-brand-700 underline" href={`tel:${visit.clinic.phone}`}>
                {formatIndianMobile(visit.clinic.phone)}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold text-ink">Vet: </dt>
          <dd className="inline text-ink-muted">{visit.vet?.name ?? 'Not assigned'}</dd>
        </div>
        {visit.call ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold text-ink">Video call: </dt>
            <dd className="inline text-ink-muted">
              {formatInstantTime(new Date(visit.call.startedAt))}
              {visit.call.endedAt ? ` to ${formatInstantTime(new Date(visit.call.endedAt))}` : ' (in the call now)'}
              {visit.call.seconds !== null ? ` · ${durationText(visit.call.seconds)}` : ''}
            </dd>
          </div>
        ) : null}
        <VisitMoney visit={visit} />
        {visit.cancelReason ? (
          <div>
            <dt className="inline font-semibold text-ink">Reason: </dt>
            <dd className="inline text-ink-muted">{visit.cancelReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {canAssign ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              if (vetId) assign.mutate({ id: visit.id, vetId })
            }}
          >
            <div>
              <Label htmlFor={`${id}-vet`}>Vet</Label>
              <select id={`${id}-vet`} className={selectClass} value={vetId} onChange={(event) => setVetId(event.target.value)}>
                <option value="">{covering.length ? 'Choose a vet' : 'No vet covers this visit'}</option>
                {covering.map((vet) => (
                  <option key={vet.id} value={vet.id}>
                    {vet.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary" disabled={!vetId || assign.isPending}>
              {visit.vet ? 'Reassign' : 'Assign'}
            </Button>
          </form>
        ) : null}
        {moves.map((status) => (
          <Button key={status} variant="outline" disabled={move.isPending} onClick={() => move.mutate({ id: visit.id, status })}>
            Mark {statusLabel(status)}
          </Button>
        ))}
        {visit.nextStatuses.includes('cancelled_by_clinic') && !cancelling ? (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            Cancel for the clinic
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            move.mutate({ id: visit.id, status: 'cancelled_by_clinic', reason })
          }}
        >
          <div className="min-w-0 flex-1">
            <Label htmlFor={`${id}-reason`}>Reason, told to the owner</Label>
            <Input id={`${id}-reason`} className="mt-1" value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="submit" variant="destructive" disabled={move.isPending}>
            Cancel visit{visit.payment.method === 'online' ? ' and refund' : ''}
          </Button>
        </form>
      ) : null}
      {error ? <RefusalNotice refusal={error} className="mt-3" /> : null}
    </li>
  )
}

const MEMBERSHIP_WORDS = { free_visit: 'free home visit', free_video: 'free video consultation', discount: 'discount' } as const

/** A card's money: the bill, what was paid and how, what is due, what was refunded, and cash not yet deposited. */
function VisitMoney({ visit }: { visit: BoardAppointment }) {
  const { payment } = visit
  const how = payment.paidBy.map((entry) => `${PAID_METHOD_LABELS[entry.method]} ${formatRupees(entry.amount)}`).join(', ')
  const waiting = payment.due > 0 && visit.status !== 'completed' ? (payment.method === 'online' ? ' (added at the visit)' : ' (pay at the visit)') : ''
  return (
    <div className="sm:col-span-2" data-testid="visit-money">
      <dt className="inline font-semibold text-ink">Bill: </dt>
      <dd className="inline text-ink-muted">
        <span className="font-semibold text-ink">{formatRupees(visit.amount)}</span>
        {' · '}
        <span data-testid="money-paid">{payment.paid > 0 ? `paid ${formatRupees(payment.paid)}${how && payment.refunded === 0 ? ` (${how})` : ''}` : 'nothing paid'}</span>
        {' · '}
        <span data-testid="money-due" className={payment.due > 0 ? 'font-semibold text-danger-700' : undefined}>
          {payment.due > 0 ? `${formatRupees(payment.due)} due${waiting}` : 'nothing due'}
        </span>
        {payment.membership ? (
          <span className="block" data-testid="money-membership">
            Gold Membership {MEMBERSHIP_WORDS[payment.membership.benefit]}
            {payment.membership.saved > 0 ? ` (saved ${formatRupees(payment.membership.saved)})` : ''}
          </span>
        ) : null}
        {payment.refunded > 0 ? (
          <span className="block" data-testid="money-refunded">
            Refunded {formatRupees(payment.refunded)}
            {how ? ` of ${how}` : ''}
          </span>
        ) : null}
        {payment.cashHeld.map((cash) => (
          <span key={cash.id ?? 'none'} className="block" data-testid="money-cash-held">
            Cash {formatRupees(cash.amount)} held by {cash.name ?? 'staff'}, not yet deposited
          </span>
        ))}
      </dd>
    </div>
  )
}

/** The day's counters: what to act on or chase, counted from the visits shown. */
function DayCounters({ day }: { day: BoardDay }) {
  const tile = (label: string, value: string, detail: string | null, alert: boolean, testId: string) => (
    <div className={`rounded-xl border p-3 ${alert ? 'border-danger-200 bg-danger-50' : 'border-line bg-white'}`} data-testid={testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className={`mt-0.5 text-xl font-bold ${alert ? 'text-danger-700' : 'text-ink'}`}>{value}</dd>
      {detail ? <dd className="text-xs text-ink-muted">{detail}</dd> : null}
    </div>
  )
  const { cashHeld, completedWithDue } = day
  return (
    <dl className="mt-2 grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label={`Counters for ${formatLongDay(day.date)}`}>
      {tile('Unassigned', String(day.unassigned), day.unassigned > 0 ? 'need a vet' : null, day.unassigned > 0, 'count-unassigned')}
      {tile('Completed, money due', String(completedWithDue.count), completedWithDue.count > 0 ? `${formatRupees(completedWithDue.due)} to collect` : null, completedWithDue.count > 0, 'count-completed-with-due')}
      {tile('Cash held by vets', formatRupees(cashHeld.amount), cashHeld.byHolder.length ? cashHeld.byHolder.map((holder) => `${holder.name ?? 'Staff'} ${formatRupees(holder.amount)}`).join(' · ') : 'none to deposit', false, 'count-cash-held')}
      {tile('Cancelled', String(day.cancelled), null, false, 'count-cancelled')}
    </dl>
  )
}

type VetOption = { id: string; name: string; active: boolean }

/** The filters' form: what it holds is applied to the address (so a link or Back shows the same board) on Show. */
function BoardFilterForm({ filters, vets, onApply }: { filters: BoardFilters; vets: VetOption[]; onApply: (filters: BoardFilters) => void }) {
  const [draft, setDraft] = useState<BoardFilters>(filters)
  const id = useId()
  const set = (key: keyof BoardFilters, value: string) => setDraft((current) => ({ ...current, [key]: value }))
  return (
    <form
      aria-label="Filter the appointments"
      role="search"
      className="card mt-4 grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault()
        onApply({ ...draft })
      }}
    >
      <div className="sm:col-span-3 lg:col-span-2">
        <Label htmlFor={`${id}-search`}>Owner, pet or phone</Label>
        <Input id={`${id}-search`} type="search" className="mt-1" placeholder="Asha, Bruno or 98111…" value={draft.search} onChange={(event) => set('search', event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" className="mt-1" value={draft.from} onChange={(event) => set('from', event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="date" className="mt-1" value={draft.to} onChange={(event) => set('to', event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-type`}>Visit type</Label>
        <select id={`${id}-type`} className={selectClass} value={draft.visitType} onChange={(event) => set('visitType', event.target.value)}>
          <option value="">Any type</option>
          {VISIT_TYPES.map((type) => (
            <option key={type} value={type}>
              {VISIT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select id={`${id}-status`} className={selectClass} value={draft.status} onChange={(event) => set('status', event.target.value)}>
          <option value="">Any status</option>
          {VISIT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-city`}>City</Label>
        <select id={`${id}-city`} className={selectClass} value={draft.city} onChange={(event) => set('city', event.target.value)}>
          <option value="">Any city</option>
          {CITY_NAMES.map((city) => (
            <option key={city}>{city}</option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-vet`}>Vet</Label>
        <select id={`${id}-vet`} className={selectClass} value={draft.vetId} onChange={(event) => set('vetId', event.target.value)}>
          <option value="">Any vet</option>
          {vets.map((vet) => (
            <option key={vet.id} value={vet.id}>
              {vet.active ? vet.name : `${vet.name} (deactivated)`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Show
        </Button>
        <Button variant="outline" onClick={() => onApply(NO_FILTERS)}>
          Clear
        </Button>
      </div>
    </form>
  )
}

/** The day's and coming days' bookings by slot: assign vets and move statuses. */
export default function BoardPage() {
  // The filters live in the address: a link from another admin page (the day's collections, a
  // vet being deactivated) opens the board filtered, and Back returns to the last filters.
  const [params, setParams] = useSearchParams()
  const filters = boardFiltersOf(params)
  const board = useQuery({ queryKey: boardKeys.list(filters), queryFn: () => fetchBoard(filters) })
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: fetchStaff })
  const vets = (staff.data ?? []).filter((member) => member.role === 'vet' && member.active).map((member) => ({ id: member.id, name: member.name, cities: member.cities, visitTypes: member.visitTypes }))
  // A deactivated vet is offered to filter by only while the board is filtered to them.
  const vetOptions = (staff.data ?? []).filter((member) => member.role === 'vet' && (member.active || member.id === filters.vetId)).map((member) => ({ id: member.id, name: member.name, active: member.active }))
  const days = new Map<string, BoardAppointment[]>()
  for (const visit of board.data?.appointments ?? []) days.set(visit.date, [...(days.get(visit.date) ?? []), visit])
  const counters = new Map((board.data?.days ?? []).map((day) => [day.date, day]))

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Appointments</h1>
      <BoardFilterForm key={`${params.toString()}|${vetOptions.length}`} filters={filters} vets={vetOptions} onApply={(next) => setParams(boardSearchParams(next))} />
      {board.isPending ? <Spinner className="mt-4 size-5" /> : null}
      {board.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          {board.error.message}
        </p>
      ) : null}
      {board.data ? (
        <p className="mt-4 text-sm text-ink-muted">
          {board.data.appointments.length} visit{board.data.appointments.length === 1 ? '' : 's'} from {formatLongDay(board.data.from)} to {formatLongDay(board.data.to)}
        </p>
      ) : null}
      {[...days].map(([date, visits]) => (
        <section key={date} className="mt-6" aria-label={formatLongDay(date)}>
          <h2 className="font-display text-lg font-semibold text-ink">{formatLongDay(date)}</h2>
          {counters.get(date) ? <DayCounters day={counters.get(date) as BoardDay} /> : null}
          <ul className="mt-2 grid gap-3 lg:grid-cols-2">
            {visits.map((visit) => (
              <Visit key={visit.id} visit={visit} vets={vets} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, data } from 'react-router'
import type { VetVisit } from '../../../core/contracts/visits.ts'
import { formatLongDay, formatShortDate, formatTime } from '../../../core/dates.ts'
import { PET_TYPE_LABELS, type PetType, SERVICE_TYPE_LABELS, VISIT_TYPE_LABELS } from '../../../core/booking/options.ts'
import type { ServiceType } from '../../../core/catalogue/services.ts'
import { statusLabel } from '../../../core/operations/visit-status.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { pageMeta } from '../../lib/head.ts'
import { serverContext } from '../../lib/server-context.ts'
import type { Route } from './+types/vet-day-page.ts'
import { BillPanel } from './bill-panel.tsx'
import { RecordForm } from './record-form.tsx'
import { formatRupees } from '../../../core/money.ts'
import { billKey, fetchBill, fetchVetDay, moveVisit, vetKeys } from './vet-api.ts'
import { withQueries } from '../../lib/query-scope.tsx'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** Vets (and admins) only: anyone else gets the not-found page, and the page is never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const role = await context.get(serverContext).staffRole()
  if (role !== 'vet' && role !== 'admin') throw data(null, { status: 404, headers: NO_STORE })
  return data({ role }, { headers: NO_STORE })
}

export const headers: Route.HeadersFunction = () => NO_STORE

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'My visits', description: 'The vet’s visits for today and tomorrow.', noIndex: true })

const MOVE_LABEL: Record<VetVisit['nextStatuses'][number], string> = {
  on_the_way: 'On the way',
  in_progress: 'Start visit',
  completed: 'Complete visit',
  no_show: 'Owner not there',
}

function VisitCard({ visit }: { visit: VetVisit }) {
  const client = useQueryClient()
  const [writing, setWriting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: moveVisit,
    onSuccess: async () => {
      setError(null)
      await Promise.all([client.invalidateQueries({ queryKey: vetKeys.all }), client.invalidateQueries({ queryKey: billKey(visit.id) })])
    },
    onError: (failure: Error) => setError(failure.message),
  })
  const canWrite = visit.status === 'in_progress' || visit.status === 'completed'
  // A visit is completed once its record is written (the server refuses it before).
  const moves = visit.nextStatuses.filter((status) => status !== 'completed' || visit.record !== null)
  // The same query as the bill below: the amount due beside 'Complete visit' follows every line added or paid.
  const completing = moves.includes('completed')
  const bill = useQuery({ queryKey: billKey(visit.id), queryFn: () => fetchBill(visit.id), enabled: completing })
  const duePaise = completing ? (bill.data?.bill.duePaise ?? 0) : 0

  return (
    <li className="card p-4" aria-label={`${visit.pet.name} at ${formatTime(visit.time)}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">
            {formatTime(visit.time)} · {visit.pet.name}
          </p>
          <p className="text-sm text-ink-muted">
            {PET_TYPE_LABELS[visit.pet.type as PetType] ?? visit.pet.type}, {visit.pet.breed} · {VISIT_TYPE_LABELS[visit.visitType]} · {SERVICE_TYPE_LABELS[visit.serviceType as ServiceType] ?? visit.serviceType}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-ink">{statusLabel(visit.status)}</span>
      </div>
      <p className="mt-2 text-sm text-ink">{visit.owner.name}</p>
      {visit.address ? <p className="text-sm text-ink-muted">{visit.address}</p> : null}
      {visit.clinic ? (
        <p className="text-sm text-ink-muted" data-testid="vet-clinic">
          <span className="font-semibold text-ink">{visit.clinic.name}</span>, {visit.clinic.address}
        </p>
      ) : null}
      {visit.pet.notes ? <p className="mt-1 text-sm text-ink-muted">Owner’s notes: {visit.pet.notes}</p> : null}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a className={buttonClass({ variant: 'outline' })} href={`tel:+91${visit.owner.phone}`}>
          Call {visit.owner.name.split(' ')[0]}
        </a>
        {visit.call && (visit.status === 'vet_assigned' || visit.status === 'on_the_way' || visit.status === 'in_progress') ? (
          <Link className={buttonClass()} to={visit.call.url}>
            Join call
          </Link>
        ) : null}
        {visit.mapUrl ? (
          <a className={buttonClass({ variant: 'outline' })} href={visit.mapUrl} target="_blank" rel="noreferrer">
            Open map
          </a>
        ) : null}
        {visit.clinic ? (
          <>
            <a className={buttonClass({ variant: 'outline' })} href={`tel:${visit.clinic.phone}`}>
              Call the clinic
            </a>
            <a className={buttonClass({ variant: 'outline' })} href={visit.clinic.mapUrl} target="_blank" rel="noreferrer">
              Clinic on map
            </a>
          </>
        ) : null}
      </div>
      {moves.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              variant={status === 'no_show' ? 'ghost' : 'primary'}
              disabled={move.isPending}
              onClick={() => move.mutate({ id: visit.id, status })}
            >
              {MOVE_LABEL[status]}
            </Button>
          ))}
          {duePaise > 0 ? (
            <>
              <span className="text-sm font-semibold text-danger-700" data-testid="complete-due">
                {formatRupees(duePaise / 100)} due
              </span>
              <Button variant="outline" disabled={move.isPending} onClick={() => move.mutate({ id: visit.id, status: 'completed', payByLink: true })}>
                Owner will pay by link
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {duePaise > 0 ? <p className="mt-2 text-sm text-ink-muted">Collect the amount due below, or complete the visit with ‘Owner will pay by link’: the owner gets the link by SMS now and again tomorrow morning.</p> : null}
      {visit.status === 'in_progress' && !visit.record ? <p className="mt-3 text-sm text-ink-muted">Write the visit record below, then complete the visit.</p> : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {visit.history.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Earlier visits ({visit.history.length})</summary>
          <ul className="mt-2 grid gap-2">
            {visit.history.map((past) => (
              <li key={`${past.date}-${past.findings.slice(0, 20)}`} className="rounded-lg bg-surface p-2">
                <p className="font-semibold text-ink">
                  {formatShortDate(past.date)} · {SERVICE_TYPE_LABELS[past.serviceType as ServiceType] ?? past.serviceType}
                </p>
                <p className="text-ink-muted">{past.findings}</p>
                {past.diagnosisNotes ? <p className="text-ink-muted">{past.diagnosisNotes}</p> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canWrite && visit.record && !writing ? (
        <div className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm">
          <p className="text-brand-800">Record saved{visit.record.prescription.length ? ` · ${visit.record.prescription.length} medicine(s)` : ''}</p>
          <Button variant="ghost" size="sm" onClick={() => setWriting(true)}>
            Edit record
          </Button>
        </div>
      ) : null}
      {canWrite && (!visit.record || writing) ? <RecordForm visit={visit} onSaved={() => setWriting(false)} /> : null}
      {visit.status === 'on_the_way' || canWrite ? <BillPanel visitId={visit.id} petType={visit.pet.type} /> : null}
    </li>
  )
}

/** The vet's day (issue 11): today's and tomorrow's visits, in time order, made for a phone. */
function VetDayPage({ loaderData }: Route.ComponentProps) {
  // An admin has no visits of their own: the board has everyone's.
  const isVet = loaderData.role === 'vet'
  const day = useQuery({ queryKey: vetKeys.day(''), queryFn: () => fetchVetDay(''), enabled: isVet })
  const byDate = new Map<string, VetVisit[]>((day.data?.dates ?? []).map((date) => [date, []]))
  for (const visit of day.data?.visits ?? []) byDate.get(visit.date)?.push(visit)

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">PetVaidya vets</p>
        <h1 className="mt-1 font-display text-2xl font-bold text-ink sm:text-3xl">My visits</h1>
        {isVet ? null : (
          <p className="mt-4 text-ink-muted">
            This page lists a vet’s own visits for today and tomorrow. Every visit, with its vet, is on the{' '}
            <Link className="font-semibold text-brand-700 underline" to="/admin/appointments">
              appointments board
            </Link>
            .
          </p>
        )}
        {isVet && day.isPending ? <Spinner className="mt-4 size-5" /> : null}
        {day.isError ? (
          <p role="alert" className="mt-4 text-danger-700">
            {day.error.message}
          </p>
        ) : null}
        {[...byDate].map(([date, visits], index) => (
          <section key={date} className="mt-6" aria-label={formatLongDay(date)}>
            <h2 className="font-display text-lg font-semibold text-ink">
              {index === 0 ? 'Today' : 'Tomorrow'} · {formatLongDay(date)}
            </h2>
            {visits.length === 0 ? <p className="mt-2 text-sm text-ink-muted">No visits.</p> : null}
            <ul className="mt-2 grid grid-cols-1 gap-3">
              {visits.map((visit) => (
                <VisitCard key={visit.id} visit={visit} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

export default withQueries(VetDayPage)

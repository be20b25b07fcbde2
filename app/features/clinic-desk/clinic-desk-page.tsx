import { useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import { PET_TYPE_LABELS, type PetType, SERVICE_TYPE_LABELS } from '../../../core/booking/options.ts'
import { deskDays } from '../../../core/clinics/desk.ts'
import { DeskResponse, type DeskVisit } from '../../../core/contracts/clinic-desk.ts'
import { formatLongDay, formatTime } from '../../../core/dates.ts'
import { statusLabel } from '../../../core/operations/visit-status.ts'
import { formatIndianMobile } from '../../../core/phone.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { callApi } from '../../lib/api-client.ts'
import { pageMeta } from '../../lib/head.ts'
import { serverContext } from '../../lib/server-context.ts'
import type { Route } from './+types/clinic-desk-page.ts'
import { withQueries } from '../../lib/query-scope.tsx'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** A clinic desk only: anyone else gets the not-found page, and the page is never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const role = await context.get(serverContext).staffRole()
  if (role !== 'clinic') throw data(null, { status: 404, headers: NO_STORE })
  return data({ role }, { headers: NO_STORE })
}

export const headers: Route.HeadersFunction = () => NO_STORE

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Clinic desk', description: 'The clinic visits booked at your clinic.', noIndex: true })

const deskKey = ['clinic-desk', 'visits'] as const
const fetchDesk = () => callApi('GET', '/api/clinic-desk/visits?days=14', DeskResponse)

const CLOSED: readonly string[] = ['cancelled', 'cancelled_by_clinic', 'no_show']

function DeskCard({ visit }: { visit: DeskVisit }) {
  const closed = CLOSED.includes(visit.status)
  return (
    <li className={`card p-4${closed ? ' opacity-75' : ''}`} aria-label={`${visit.pet.name} at ${formatTime(visit.time)}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`text-lg font-semibold text-ink${closed ? ' line-through' : ''}`}>
            {formatTime(visit.time)} · {visit.pet.name}
          </p>
          <p className="text-sm text-ink-muted">
            {PET_TYPE_LABELS[visit.pet.type as PetType] ?? visit.pet.type}, {visit.pet.breed} ·{' '}
            {SERVICE_TYPE_LABELS[visit.serviceType as keyof typeof SERVICE_TYPE_LABELS] ?? visit.serviceType}
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${closed ? 'bg-danger-50 text-danger-700' : 'bg-surface text-ink'}`}>{statusLabel(visit.status)}</span>
      </div>
      {visit.services.length > 0 ? <p className="mt-2 text-sm text-ink">{visit.services.join(', ')}</p> : null}
      <p className="mt-2 text-sm text-ink">
        {visit.owner.name || 'Owner'}
        {visit.owner.phone ? (
          <>
            {' · '}
            <a className="font-semibold text-brand-700 underline" href={`tel:+91${visit.owner.phone}`}>
              {formatIndianMobile(visit.owner.phone)}
            </a>
          </>
        ) : null}
      </p>
      <p className="text-sm text-ink-muted">Vet: {visit.vet?.name ?? 'not yet assigned'}</p>
      {visit.notes ? <p className="mt-1 text-sm text-ink-muted">Owner’s notes: {visit.notes}</p> : null}
      {visit.cancelReason ? <p className="mt-1 text-sm text-danger-700">Reason: {visit.cancelReason}</p> : null}
    </li>
  )
}

/** A partner clinic's desk (issue 36): today's clinic visits and the next two weeks', made for the desk's phone. */
function ClinicDeskPage() {
  const desk = useQuery({ queryKey: deskKey, queryFn: fetchDesk, refetchInterval: 60_000 })
  const days = desk.data ? deskDays(desk.data.visits, desk.data.today) : []
  const today = desk.data?.today
  const todayCount = desk.data?.visits.filter((visit) => visit.date === today && !CLOSED.includes(visit.status)).length ?? 0

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">PetVaidya clinic desk</p>
        <h1 className="mt-1 font-display text-2xl font-bold text-ink sm:text-3xl">{desk.data?.clinic.name ?? 'Clinic desk'}</h1>
        {desk.data ? (
          <p className="mt-1 text-sm text-ink-muted">
            {desk.data.clinic.address} · {formatIndianMobile(desk.data.clinic.phone)}
          </p>
        ) : null}
        {desk.isPending ? <Spinner className="mt-4 size-5" /> : null}
        {desk.isError ? (
          <p role="alert" className="mt-4 text-danger-700">
            {desk.error.message}
          </p>
        ) : null}
        {desk.data ? (
          <p className="mt-4 text-base text-ink" data-testid="today-count">
            {todayCount === 0 ? 'No clinic visits today.' : `${todayCount} clinic ${todayCount === 1 ? 'visit' : 'visits'} today.`}
          </p>
        ) : null}
        {desk.data && days.length === 0 ? <p className="mt-2 text-sm text-ink-muted">Nothing booked in the next two weeks.</p> : null}
        {days.map((day) => (
          <section key={day.date} className="mt-6" aria-label={formatLongDay(day.date)}>
            <h2 className="font-display text-lg font-semibold text-ink">
              {day.label === 'today' ? 'Today · ' : day.label === 'tomorrow' ? 'Tomorrow · ' : ''}
              {formatLongDay(day.date)}
            </h2>
            <ul className="mt-2 grid grid-cols-1 gap-3">
              {day.visits.map((visit) => (
                <DeskCard key={visit.id} visit={visit} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

export default withQueries(ClinicDeskPage)

import { useQuery } from '@tanstack/react-query'
import { indiaDate } from '../../../core/booking/schedule.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { RecordForm } from './record-form.tsx'
import { fetchVetDay, vetKeys } from './vet-api.ts'
import { withQueries } from '../../lib/query-scope.tsx'

/** The visit record form beside the call: the vet writes findings while they talk (a tab on a phone). */
function CallRecordPanel({ visitId, date }: { visitId: string; date: string }) {
  const day = indiaDate(new Date(date))
  const visits = useQuery({
    queryKey: vetKeys.day(day),
    queryFn: () => fetchVetDay(day),
    // Joining the call starts the visit on the server a moment later: look again until it has.
    refetchInterval: (query) => {
      const status = query.state.data?.visits.find((entry) => entry.id === visitId)?.status
      return status === 'in_progress' || status === 'completed' ? false : 3000
    },
  })
  const visit = visits.data?.visits.find((entry) => entry.id === visitId)
  if (visits.isPending) return <Spinner className="size-5" />
  if (!visit) return <p className="text-sm text-ink-muted">This visit is not on your list.</p>
  if (visit.status !== 'in_progress' && visit.status !== 'completed') {
    return <p className="card p-3 text-sm text-ink-muted">The visit record opens once the visit is in progress: joining the call starts it.</p>
  }
  return (
    <section className="card p-3" aria-label="Visit record">
      {visit.record ? <p className="text-sm text-brand-800">Saved. You can complete the visit on My visits after the call.</p> : null}
      <RecordForm visit={visit} onSaved={() => undefined} />
    </section>
  )
}

/** Loaded on its own into the call room, which asks the API nothing else: it brings its query client. */
export default withQueries(CallRecordPanel)

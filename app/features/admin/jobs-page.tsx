import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatInstant } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/jobs-page.ts'
import { type JobsFilter, fetchJobs, jobKeys } from './jobs-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Jobs', description: 'PetVaidya background jobs.', noIndex: true })

/** What each queue does, in the team's words. */
const JOB_NAMES: Record<string, string> = {
  'appointment-status-sms': 'Status SMS to the owner',
  'appointment-reminder': 'Visit reminder SMS',
  'appointment-change-sms': 'Moved or cancelled SMS',
  'appointment-change-mail': 'Moved or cancelled e-mail',
  'send-refund': 'Refund to the provider',
  'receipt-sms': 'Receipt SMS to the owner',
  'receipt-mail': 'Receipt e-mail to the owner',
  'issue-missing-receipts': 'Receipt check (every 10 minutes)',
  'queue-refunds': 'Refund check (every minute)',
  'queue-reminders': 'Reminder scan (every 5 minutes)',
  housekeeping: 'Housekeeping (hourly)',
}

const STATE_LABEL: Record<string, string> = { created: 'Waiting', retry: 'Waiting to retry', active: 'Running', failed: 'Failed' }
const FILTERS: Array<{ value: JobsFilter; label: string }> = [
  { value: 'all', label: 'Waiting and failed' },
  { value: 'pending', label: 'Waiting' },
  { value: 'failed', label: 'Failed' },
]

/** The job queue for the team (decision 0021): messages, reminders and refunds waiting, and those parked as failed with their error. */
export default function JobsPage() {
  const [state, setState] = useState<JobsFilter>('all')
  const jobs = useQuery({ queryKey: jobKeys.list(state), queryFn: () => fetchJobs(state) })

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Jobs</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted">
        Messages, reminders and refunds run as jobs. A job that fails is retried with a growing wait; after five tries it is parked here as failed, with its error.
      </p>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Show">
        {FILTERS.map((filter) => (
          <Button key={filter.value} variant={state === filter.value ? 'primary' : 'outline'} size="sm" aria-pressed={state === filter.value} onClick={() => setState(filter.value)}>
            {filter.label}
          </Button>
        ))}
      </div>
      {jobs.isPending ? <Spinner className="mt-4 size-5" /> : null}
      {jobs.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          {jobs.error.message}
        </p>
      ) : null}
      {jobs.data && jobs.data.jobs.length === 0 ? <p className="mt-4 text-ink-muted">Nothing here: every job has run.</p> : null}
      {jobs.data && jobs.data.jobs.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="card p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold text-ink">{JOB_NAMES[job.name] ?? job.name}</p>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${job.state === 'failed' ? 'bg-danger-50 text-danger-700' : 'bg-surface text-ink'}`}>
                  {STATE_LABEL[job.state] ?? job.state}
                </span>
              </div>
              <p className="mt-1 text-ink-muted">
                Queued {formatInstant(job.createdOn)} · {job.state === 'failed' ? 'last tried' : 'due'} {formatInstant(job.startAfter)} · tries: {job.attempts}
              </p>
              {job.error ? <p className="mt-2 rounded-lg bg-danger-50 p-2 break-words text-danger-700">{job.error}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

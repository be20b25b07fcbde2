import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationDecision } from '../../../core/clinics/application.ts'
import { WEEKDAY_KEYS, WEEKDAY_NAMES, dayHoursText } from '../../../core/clinics/hours.ts'
import { CLINIC_SERVICE_LABELS } from '../../../core/clinics/services.ts'
import type { ClinicApplicationDto } from '../../../core/contracts/clinics.ts'
import { formatInstant } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/clinics-page.ts'
import { ClinicPhotos } from './clinic-photos.tsx'
import { clinicApplicationKeys, decideApplication, fetchApplications } from './clinics-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Clinics', description: 'Clinic applications and photos of live clinics.', noIndex: true })

const DECISION_LABELS: Record<ApplicationDecision, string> = { approve: 'Approve', request_changes: 'Ask for changes', reject: 'Reject' }

function ApplicationCard({ application }: { application: ClinicApplicationDto }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [reason, setReason] = useState('')
  const decide = useMutation({
    mutationFn: decideApplication,
    onSuccess: (decided) => {
      toast({ title: APPLICATION_STATUS_LABELS[decided.status], description: `${decided.clinicName}: the applicant is told by SMS and e-mail.` })
      setReason('')
      void queryClient.invalidateQueries({ queryKey: ['admin', 'clinic-applications'] })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: (error as Error).message }),
  })
  const pending = application.status === 'pending'
  return (
    <article className="card p-5" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-name`} className="font-display text-lg font-semibold text-ink">
            {application.clinicName}
          </h3>
          <p className="text-sm text-ink-muted">
            {application.address}, {application.locality}, {application.city} {application.pincode}
          </p>
        </div>
        <span className="rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-ink">{APPLICATION_STATUS_LABELS[application.status]}</span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-ink">Owner: </dt>
          <dd className="inline text-ink-muted">{application.ownerName}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">Contact: </dt>
          <dd className="inline text-ink-muted">
            {application.phone} · {application.email}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">Vets' registrations: </dt>
          <dd className="inline text-ink-muted">{application.vetRegistrations.join(', ')}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">GSTIN: </dt>
          <dd className="inline text-ink-muted">{application.gstNumber ?? 'not given'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-ink">Services: </dt>
          <dd className="inline text-ink-muted">{application.services.map((service) => CLINIC_SERVICE_LABELS[service]).join(', ')}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-ink">Hours: </dt>
          <dd className="inline text-ink-muted">
            {application.open24x7 ? 'Open 24x7' : WEEKDAY_KEYS.map((key) => `${WEEKDAY_NAMES[key].slice(0, 3)} ${dayHoursText(application.hours[key])}`).join('; ')}
          </dd>
        </div>
        <div className="sm:col-span-2 text-ink-subtle">Received {formatInstant(application.createdAt)}</div>
        {application.reviewNote ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-ink">Note to the applicant: </dt>
            <dd className="inline text-ink-muted">{application.reviewNote}</dd>
          </div>
        ) : null}
      </dl>
      {pending ? (
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
            Reason or changes needed (the applicant reads it; needed to ask for changes or reject)
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            className="block w-full rounded-xl border border-line-strong bg-white px-3 py-2 text-base text-ink"
          />
          <div className="flex flex-wrap gap-2">
            {(['approve', 'request_changes', 'reject'] as const).map((decision) => (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'primary' : decision === 'reject' ? 'destructive' : 'outline'}
                size="sm"
                disabled={decide.isPending || (decision !== 'approve' && reason.trim() === '')}
                onClick={() => decide.mutate({ id: application.id, decision, reason: reason.trim() || undefined })}
              >
                {DECISION_LABELS[decision]}
              </Button>
            ))}
          </div>
        </div>
      ) : application.clinicSlug ? (
        <p className="mt-3 text-sm">
          <a href={`/clinics/${application.clinicSlug}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            See the clinic's page
          </a>
        </p>
      ) : null}
    </article>
  )
}

/** /admin/clinics: applications from clinics, pending first (an approval puts the clinic live), and live clinics' photos. */
export default function ClinicsAdminPage() {
  return (
    <div className="space-y-8">
      <h1 className="font-display text-2xl font-bold text-ink">Clinics</h1>
      <Applications />
      <ClinicPhotos />
    </div>
  )
}

function Applications() {
  const [status, setStatus] = useState<string>('pending')
  const applications = useQuery({ queryKey: clinicApplicationKeys.list(status), queryFn: () => fetchApplications(status) })
  return (
    <section aria-labelledby="applications-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="applications-heading" className="font-display text-xl font-semibold text-ink">
          Applications
        </h2>
        <label className="text-sm font-medium text-ink">
          Show{' '}
          <select value={status} onChange={(event) => setStatus(event.target.value)} className="ml-1 rounded-lg border border-line-strong bg-white px-2 py-1.5">
            <option value="">All</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {applications.isPending ? (
        <Spinner />
      ) : applications.isError ? (
        <p className="text-danger-700">The applications could not be loaded.</p>
      ) : applications.data.length === 0 ? (
        <p className="text-ink-muted">No applications here.</p>
      ) : (
        <ul className="space-y-4">
          {applications.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

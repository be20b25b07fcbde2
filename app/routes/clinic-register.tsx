import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { APPLICATION_STATUS_LABELS } from '../../core/clinics/application.ts'
import type { ClinicApplicationDto } from '../../core/contracts/clinics.ts'
import { formatInstant } from '../../core/dates.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { buttonClass } from '../components/ui/button.tsx'
import { CheckCircle2, ShieldCheck, Users } from '../components/ui/icons.tsx'
import { toast } from '../components/ui/toast-store.ts'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { fetchMyApplications, submitApplication } from '../features/clinics/clinics-api.ts'
import { RegistrationForm, draftFrom } from '../features/clinics/registration-form.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { clinicKeys } from '../lib/query-keys/clinic-keys.ts'
import { openAuthModal } from '../lib/window-events.ts'
import { BRAND } from '../../core/brand.ts'
import type { Route } from './+types/clinic-register.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader() {
  const page = findSitePage('/clinics/register')
  return { title: page?.title ?? 'Register Your Clinic', heading: page?.heading ?? 'Register your clinic', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

function ApplicationStatus({ application }: { application: ClinicApplicationDto }) {
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="status-heading" data-testid="application-status">
      <p className="text-sm text-ink-muted">Your application for {application.clinicName}</p>
      <h2 id="status-heading" className="mt-1 font-display text-xl font-semibold text-ink">
        {APPLICATION_STATUS_LABELS[application.status]}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">Last updated {formatInstant(application.updatedAt)}</p>
      {application.status === 'pending' ? (
        <p className="mt-3 text-ink-muted">Our partnerships team reviews every application within 3 working days. We will tell you by SMS and e-mail.</p>
      ) : null}
      {application.reviewNote ? <p className="mt-3 rounded-xl bg-surface p-3 text-ink">{application.reviewNote}</p> : null}
      {application.clinicSlug ? (
        <Link to={`/clinics/${application.clinicSlug}`} className={buttonClass({ className: 'mt-4' })}>
          See your clinic's page
        </Link>
      ) : null}
    </section>
  )
}

/** /clinics/register: a clinic applies; the applicant sees the status here, signed in with their phone. */
function ClinicRegisterPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const userId = auth.isAuthenticated ? auth.userId : null
  const queryClient = useQueryClient()
  const mine = useQuery({ queryKey: clinicKeys.applications(userId ?? ''), queryFn: fetchMyApplications, enabled: userId !== null })
  const submit = useMutation({ mutationFn: submitApplication })
  const latest = mine.data?.applications[0] ?? null
  const canApply = latest === null || latest.status === 'changes_requested' || latest.status === 'rejected'

  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[1fr_2fr]">
        <aside className="space-y-4">
          <section className="card p-5 sm:p-6">
            <h2 className="font-display text-lg font-semibold text-ink">Why partner with {BRAND}</h2>
            <ul className="mt-3 space-y-3 text-sm text-ink-muted">
              <li className="flex gap-2">
                <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                Pet owners nearby find your clinic, see your hours and book clinic visits online.
              </li>
              <li className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                We list clinics whose vets are registered with a State Veterinary Council or the Veterinary Council of India.
              </li>
              <li className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                Applying is free. We check every application, may visit the clinic, and reply within 3 working days.
              </li>
            </ul>
          </section>
        </aside>
        <div className="space-y-6">
          {userId === null ? (
            <section className="card p-5 sm:p-6">
              <h2 className="font-display text-lg font-semibold text-ink">Sign in to apply</h2>
              <p className="mt-2 text-ink-muted">We confirm your mobile number first: the decision comes to it by SMS, and you can follow your application here.</p>
              <button
                type="button"
                className={buttonClass({ className: 'mt-4' })}
                disabled={auth.isLoading}
                onClick={() => openAuthModal({ title: 'Sign in to register your clinic', redirectTo: null })}
              >
                Sign in with your phone
              </button>
            </section>
          ) : mine.isPending ? (
            <p className="text-ink-muted" role="status">
              Loading your application...
            </p>
          ) : (
            <>
              {latest ? <ApplicationStatus application={latest} /> : null}
              {canApply ? (
                <section className="card p-5 sm:p-6" aria-label={latest?.status === 'changes_requested' ? 'Update your application' : 'Apply'}>
                  <RegistrationForm
                    key={latest?.id ?? 'new'}
                    initial={draftFrom(latest?.status === 'changes_requested' ? latest : null, auth.phoneNumber ?? '')}
                    pending={submit.isPending}
                    submitLabel={latest?.status === 'changes_requested' ? 'Send the updated application' : 'Send application'}
                    onSubmit={(body, setErrors) =>
                      submit.mutate(body, {
                        onSuccess: () => {
                          toast({ title: 'Application sent', description: 'We will tell you by SMS and e-mail once it is reviewed.' })
                          void queryClient.invalidateQueries({ queryKey: clinicKeys.applications(userId) })
                        },
                        onError: (error) => {
                          const match = /^([A-Za-z]+)[.:]/.exec(error.message)
                          setErrors(match ? { [match[1]!]: error.message.replace(/^[A-Za-z0-9.]+: /, '') } : { form: error.message })
                        },
                      })
                    }
                  />
                </section>
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  )
}

export default withQueries(ClinicRegisterPage)

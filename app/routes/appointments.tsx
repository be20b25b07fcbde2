import { Link } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { MyAppointments } from '../features/booking/my-appointments.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/appointments.ts'

export function loader() {
  const page = findSitePage('/appointments')
  return { title: page?.title ?? 'My Appointments', heading: page?.heading ?? 'My appointments', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <SignInRequired reason="Sign in to see, cancel or reschedule your appointments.">
          {(userId) => (
            <>
              <MyAppointments userId={userId} />
              <p className="mt-10 text-sm text-ink-muted">
                You can cancel or reschedule online until 2 hours before a visit. Read the{' '}
                <Link to="/cancellation-policy" className="font-semibold text-brand-800 underline underline-offset-2">
                  cancellation and refund policy
                </Link>
                .
              </p>
            </>
          )}
        </SignInRequired>
      </div>
    </>
  )
}

import { useNavigate, useSearchParams } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
import { BookingFlow } from '../layout/booking-flow.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/book-appointment.ts'

export function loader() {
  const page = findSitePage('/book-an-appointment')
  return { title: page?.title ?? 'Book an Appointment', heading: page?.heading ?? 'Book an appointment', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** The booking wizard as a page; step 0 verifies the phone of a visitor who is not signed in. */
export default function BookAppointmentPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  // `?pet=` starts the wizard with that pet (the health record's 'Book this vaccination').
  const [search] = useSearchParams()
  const petId = search.get('pet') ?? undefined
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <div className="card p-5 sm:p-7">
          <BookingFlow onClose={() => void navigate('/')} {...(petId ? { petId } : {})} />
        </div>
      </div>
    </>
  )
}

import { useNavigate, useSearchParams } from 'react-router'
import { useTranslations } from 'use-intl'
import { MESSAGES } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { BookingFlow } from '../layout/booking-flow.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { useLocalPath } from '../lib/i18n.tsx'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/book-appointment.ts'
import { withQueries } from '../lib/query-scope.tsx'

/** `?clinic={slug}` (the clinic page's 'Book a clinic visit here') starts a clinic visit at that clinic. */
export async function loader({ url, context }: Route.LoaderArgs) {
  // The page's words are the `booking` messages every page already carries (the wizard's own).
  const { title, description } = MESSAGES[languageOfPath(url.pathname)].booking.page
  const slug = url.searchParams.get('clinic')
  const clinic =
    slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 120
      ? await context
          .get(serverContext)
          .services.clinics.detail(slug)
          .catch(() => null)
      : null
  return {
    title,
    description,
    clinic: clinic ? { id: clinic.id, name: clinic.name, address: clinic.address } : null,
  }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args)

/** The booking wizard as a page; step 0 verifies the phone of a visitor who is not signed in. */
function BookAppointmentPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const t = useTranslations('booking.page')
  const localPath = useLocalPath()
  // `?pet=` starts the wizard with that pet (the health record's 'Book this vaccination').
  const [search] = useSearchParams()
  const petId = search.get('pet') ?? undefined
  const { clinic } = loaderData
  // A clinic's name stays as the clinic writes it, in either language.
  const heading = clinic ? t.rich('clinicHeading', { name: clinic.name, clinic: (name) => <span translate="no">{name}</span> }) : t('heading')
  return (
    <>
      <PageHeader heading={heading} description={loaderData.description} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        {/* The wizard's step titles are third-level headings, as in the booking dialog. */}
        <h2 className="sr-only">{t('yourBooking')}</h2>
        <div className="card p-5 sm:p-7">
          <BookingFlow
            onClose={() => void navigate(localPath('/'))}
            {...(petId ? { petId } : {})}
            initial={clinic ? { appointmentType: 'clinic', clinicId: clinic.id, clinicName: clinic.name, clinicAddress: clinic.address } : undefined}
          />
        </div>
      </div>
    </>
  )
}

export default withQueries(BookAppointmentPage)

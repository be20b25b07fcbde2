import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { MyAppointments } from '../features/booking/my-appointments.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'
import type { Route } from './+types/appointments.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['appointments'])
  const { title, heading, description } = messages.appointments.page
  return { title, heading, description, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Appointments />
      </div>
    </PageMessages>
  )
}

function Appointments() {
  const t = useTranslations('appointments.page')
  const localPath = useLocalPath()
  return (
    <SignInRequired reason={t('signIn')}>
      {(userId) => (
        <>
          <MyAppointments userId={userId} />
          <p className="mt-10 text-sm text-ink-muted">
            {t.rich('policy', {
              link: (chunks) => (
                <Link to={localPath('/cancellation-policy')} className="font-semibold text-brand-800 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </SignInRequired>
  )
}

export default withQueries(AppointmentsPage)

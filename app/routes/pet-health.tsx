import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { PetHealthRecord } from '../features/health-record/pet-health-record.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import type { Route } from './+types/pet-health.ts'
import { withQueries } from '../lib/query-scope.tsx'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['health'])
  const { title, description } = messages.health.page
  return { title, description, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function PetHealthPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <HealthPage petId={params.petId} />
    </PageMessages>
  )
}

function HealthPage({ petId }: { petId: string }) {
  const t = useTranslations('health.page')
  return (
    <>
      <PageHeader heading={t('heading')} description={t('lead')} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <SignInRequired reason={t('signIn')}>{(userId) => <PetHealthRecord userId={userId} petId={petId} />}</SignInRequired>
      </div>
    </>
  )
}

export default withQueries(PetHealthPage)

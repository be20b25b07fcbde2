import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { SharedPets } from '../features/health-record/shared-pets.tsx'
import { PetProfiles } from '../features/pets/pet-profiles.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages } from '../lib/i18n.tsx'
import type { Route } from './+types/pet-profiles.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['pets'])
  const { title, heading, description } = messages.pets.page
  return { title, heading, description, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

function PetProfilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Pets />
      </div>
    </PageMessages>
  )
}

function Pets() {
  const t = useTranslations('pets.page')
  return (
    <SignInRequired reason={t('signIn')}>
      {(userId) => (
        <>
          <PetProfiles userId={userId} />
          <SharedPets userId={userId} />
        </>
      )}
    </SignInRequired>
  )
}

export default withQueries(PetProfilesPage)

import { useNavigate } from 'react-router'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { AccountPanel } from '../features/account/account-panel.tsx'
import { ProfileForm } from '../features/account/profile-form.tsx'
import { SavedAddresses } from '../features/account/saved-addresses.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { UnbookedPayments } from '../layout/unbooked-payments.tsx'
import { MembershipSummary } from '../features/membership/membership-summary.tsx'
import { PetProfiles } from '../features/pets/pet-profiles.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'
import type { Route } from './+types/account.ts'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const messages = messagesOf(language, ['account', 'pets', 'membership'])
  const { title, heading, description } = messages.account.page
  return { title, heading, description, messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** The owner's profile: details, saved addresses and pets first; data, sessions and deletion last. */
function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <Account />
      </div>
    </PageMessages>
  )
}

function Account() {
  const auth = useAuth()
  const navigate = useNavigate()
  const localPath = useLocalPath()
  const t = useTranslations('account')
  return (
    <SignInRequired reason={t('page.signIn')}>
      {(userId) => (
        <>
          <UnbookedPayments place="account" />
          <ProfileForm userId={userId} onNameChanged={(name) => auth.phoneNumber && auth.setAuthenticated(auth.phoneNumber, name)} />
          <section className="card p-5 sm:p-6" aria-labelledby="membership-heading">
            <h2 id="membership-heading" className="font-display text-xl font-semibold text-ink">
              {t('membership.heading')}
            </h2>
            <MembershipSummary userId={userId} />
          </section>
          <SavedAddresses userId={userId} />
          <section className="card p-5 sm:p-6">
            <PetProfiles userId={userId} />
          </section>
          <AccountPanel userId={userId} onDeleted={() => void auth.logout().catch(() => undefined).then(() => navigate(localPath('/')))} />
        </>
      )}
    </SignInRequired>
  )
}

export default withQueries(AccountPage)

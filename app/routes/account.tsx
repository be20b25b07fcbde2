import { useNavigate } from 'react-router'
import { findSitePage } from '../../core/site/pages.ts'
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
import type { Route } from './+types/account.ts'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
import { PageMessages } from '../lib/i18n.tsx'

export function loader({ request }: Route.LoaderArgs) {
  const page = findSitePage('/account')
  // The membership summary's words (decision 0081).
  const messages = messagesOf(languageOfPath(new URL(request.url).pathname), ['membership'])
  return { title: page?.title ?? 'My Account', heading: page?.heading ?? 'My account', description: page?.description ?? '', messages }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

/** The owner's profile: details, saved addresses and pets first; data, sessions and deletion last. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const auth = useAuth()
  const navigate = useNavigate()
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <SignInRequired reason="Sign in to see and edit your details, addresses and pets.">
          {(userId) => (
            <>
              <UnbookedPayments place="account" />
              <ProfileForm userId={userId} onNameChanged={(name) => auth.phoneNumber && auth.setAuthenticated(auth.phoneNumber, name)} />
              <section className="card p-5 sm:p-6" aria-labelledby="membership-heading">
                <h2 id="membership-heading" className="mb-4 font-display text-xl font-semibold text-ink">
                  Gold Membership
                </h2>
                <PageMessages messages={loaderData.messages}>
                  <MembershipSummary userId={userId} />
                </PageMessages>
              </section>
              <SavedAddresses userId={userId} />
              <section className="card p-5 sm:p-6">
                <PetProfiles userId={userId} />
              </section>
              <AccountPanel userId={userId} onDeleted={() => void auth.logout().catch(() => undefined).then(() => navigate('/'))} />
            </>
          )}
        </SignInRequired>
      </div>
    </>
  )
}

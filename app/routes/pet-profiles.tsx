import { findSitePage } from '../../core/site/pages.ts'
import { SharedPets } from '../features/health-record/shared-pets.tsx'
import { PetProfiles } from '../features/pets/pet-profiles.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/pet-profiles.ts'

export function loader() {
  const page = findSitePage('/pet-profiles')
  return { title: page?.title ?? 'Pet Profiles', heading: page?.heading ?? 'Pet profiles', description: page?.description ?? '' }
}

export const meta: Route.MetaFunction = (args) => loaderDataMeta(args, { noIndex: true })

export default function PetProfilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <SignInRequired reason="Sign in to add and edit your pets' profiles.">
          {(userId) => (
            <>
              <PetProfiles userId={userId} />
              <SharedPets userId={userId} />
            </>
          )}
        </SignInRequired>
      </div>
    </>
  )
}

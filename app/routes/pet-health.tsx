import { PetHealthRecord } from '../features/health-record/pet-health-record.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { SignInRequired } from '../layout/sign-in-required.tsx'
import { pageMeta } from '../lib/head.ts'
import type { Route } from './+types/pet-health.ts'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Health Record', description: "A pet's vaccinations, worming and reminders.", noIndex: true })

export default function PetHealthPage({ params }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading="Health record" description="Vaccinations, worming, tick and flea prevention, reminders and the vaccination card." />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <SignInRequired reason="Sign in to see your pet's health record.">{(userId) => <PetHealthRecord userId={userId} petId={params.petId} />}</SignInRequired>
      </div>
    </>
  )
}

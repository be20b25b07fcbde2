import { data } from 'react-router'
import { CANCELLATION_POLICY } from '../../content/policies/cancellation-policy.ts'
import { PRIVACY_POLICY } from '../../content/policies/privacy-policy.ts'
import { SHIPPING_POLICY } from '../../content/policies/shipping-policy.ts'
import { TERMS_OF_SERVICE } from '../../content/policies/terms-of-service.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { ProseSections } from '../components/ui/prose-sections.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import type { Route } from './+types/policy-page.ts'
import { withContentFacts } from '../lib/content-facts.ts'

const POLICIES = {
  '/privacy-policy': PRIVACY_POLICY,
  '/terms-of-service': TERMS_OF_SERVICE,
  '/cancellation-policy': CANCELLATION_POLICY,
  '/shipping-policy': SHIPPING_POLICY,
} as const

/** A policy page: its text comes from content/policies, read on the server. */
export function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '')
  const page = findSitePage(path)
  const policy = POLICIES[path as keyof typeof POLICIES]
  if (!page || !policy) throw data(null, { status: 404 })
  return withContentFacts(context, { title: page.title, heading: page.heading, description: page.description, policy })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { heading, policy } = loaderData
  return (
    <>
      <PageHeader heading={heading} description={policy.intro} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm text-ink-muted">Last updated: {policy.updated}</p>
        <ProseSections sections={policy.sections} className="mt-6" />
      </article>
    </>
  )
}

import { data } from 'react-router'
import { VaccinationCard } from '../features/health-record/vaccination-card.tsx'
import { pageMeta } from '../lib/head.ts'
import { serverContext } from '../lib/server-context.ts'
import type { Route } from './+types/vaccination-card.ts'

/** A card link is revocable at once: never kept by the page cache, a proxy or the browser, never indexed. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' }

export async function loader({ context, params }: Route.LoaderArgs) {
  const token = params.token ?? ''
  const found = /^[A-Za-z0-9_-]{22,64}$/.test(token) ? await context.get(serverContext).vaccinationCard(token) : null
  if (!found) throw data(null, { status: 404, headers: PRIVATE })
  return data(found, { headers: PRIVATE })
}

export const headers: Route.HeadersFunction = () => PRIVATE

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData ? `${args.loaderData.card.name}'s vaccination card` : 'Vaccination card', description: 'A read-only vaccination card.', noIndex: true })

export default function VaccinationCardPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="px-4 py-8 sm:py-12">
      <VaccinationCard card={loaderData.card} qrSvg={loaderData.qrSvg} />
    </div>
  )
}

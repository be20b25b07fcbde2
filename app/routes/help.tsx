import { ChevronRight, LifeBuoy, Mail, Phone, WhatsappIcon } from '../components/ui/icons.tsx'
import { useNavigate } from 'react-router'
import { HELP_TOPICS } from '../../content/pages/help-topics.ts'
import { findSitePage } from '../../core/site/pages.ts'
import { Button } from '../components/ui/button.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { AccountPanel } from '../features/account/account-panel.tsx'
import { useAuth } from '../features/auth/auth-provider.tsx'
import { PageHeader } from '../layout/page-header.tsx'
import { loaderDataMeta } from '../lib/head.ts'
import { openAuthModal } from '../lib/window-events.ts'
import type { Route } from './+types/help.ts'
import { useBusiness } from '../lib/business.ts'
import { withContentFacts } from '../lib/content-facts.ts'
import { useStartChat } from '../lib/whatsapp-chat.ts'
import { Spinner } from '../components/ui/spinner.tsx'

export function loader({ context }: Route.LoaderArgs) {
  const page = findSitePage('/help')
  return withContentFacts(context, { title: page?.title ?? 'Help', heading: page?.heading ?? 'Help section', description: page?.description ?? '' })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness()
  const auth = useAuth()
  const navigate = useNavigate()
  const chat = useStartChat()
  return (
    <>
      <PageHeader heading={loaderData.heading} description={loaderData.description} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <section className="card h-fit p-5 sm:p-6" aria-labelledby="contact-heading">
          <LifeBuoy aria-hidden="true" className="size-7 text-brand-700" />
          <h2 id="contact-heading" className="mt-3 font-display text-xl font-semibold text-ink">
            Talk to us
          </h2>
          <p className="mt-2 text-ink-muted">Questions about a booking, a payment or your pet's care? We answer every day from {business.hours}; in an emergency outside those hours, go straight to the nearest 24-hour veterinary hospital.</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={business.phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-700">
                <Phone aria-hidden="true" className="size-4" /> {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className="inline-flex items-center gap-2 font-semibold text-brand-700">
                <Mail aria-hidden="true" className="size-4" /> {business.email}
              </a>
            </li>
          </ul>
          <Button variant="outline" className="mt-4" disabled={chat.pending} onClick={() => void chat.startChat()}>
            {chat.pending ? <Spinner /> : <WhatsappIcon aria-hidden="true" className="size-5" />}
            Chat on WhatsApp
          </Button>
        </section>
        <div>
          <h2 className="sr-only">Your account</h2>
          {auth.isLoading ? null : auth.isAuthenticated ? (
            <AccountPanel userId={auth.userId ?? ''} onDeleted={() => void auth.logout().catch(() => undefined).then(() => navigate('/'))} />
          ) : (
            <section className="card p-5 sm:p-6">
              <h2 className="font-display text-xl font-semibold text-ink">Your account</h2>
              <p className="mt-2 text-ink-muted">Sign in to see where you are signed in, download your data or delete your account.</p>
              <Button className="mt-4" onClick={() => openAuthModal({ title: 'Sign In', redirectTo: null })}>
                Login
              </Button>
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="help-topics-heading" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="help-topics-heading" className="font-display text-2xl font-semibold text-ink">
          Help topics
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.to}>
              <SiteLink to={topic.to} className="card group flex h-full flex-col p-5 transition-colors hover:border-brand-300">
                <span className="flex items-center justify-between gap-2 font-display text-lg font-semibold text-ink group-hover:text-brand-800">
                  {topic.title}
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                </span>
                <span className="mt-1.5 text-ink-muted">{topic.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

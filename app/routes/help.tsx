import { ChevronRight, LifeBuoy, Mail, Phone, WhatsappIcon } from '../components/ui/icons.tsx'
import { useNavigate } from 'react-router'
import { HELP_TOPICS } from '../../content/pages/help-topics.ts'
import { useTranslations } from 'use-intl'
import { messagesOf } from '../../content/i18n/index.ts'
import { languageOfPath } from '../../core/i18n/language.ts'
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
import { PageMessages, useLocalPath } from '../lib/i18n.tsx'
import { withQueries } from '../lib/query-scope.tsx'

export function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  // The sessions, data and deletion block is the account page's (its `account` words).
  const messages = messagesOf(language, ['help', 'account'])
  return withContentFacts(context, { ...messages.help.page, messages })
}

export const meta: Route.MetaFunction = (args) =>
  loaderDataMeta(args)

function HelpPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <Help heading={loaderData.heading} description={loaderData.description} />
    </PageMessages>
  )
}

function Help({ heading, description }: { heading: string; description: string }) {
  const t = useTranslations('help')
  const localPath = useLocalPath()
  const business = useBusiness()
  const auth = useAuth()
  const navigate = useNavigate()
  const chat = useStartChat()
  return (
    <>
      <PageHeader heading={heading} description={description} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <section className="card h-fit p-5 sm:p-6" aria-labelledby="contact-heading">
          <LifeBuoy aria-hidden="true" className="size-7 text-brand-700" />
          <h2 id="contact-heading" className="mt-3 font-display text-xl font-semibold text-ink">
            {t('contact.heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('contact.text', { hours: business.hours })}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={business.phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-700">
                <Phone aria-hidden="true" className="size-4" /> {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} translate="no" className="inline-flex items-center gap-2 font-semibold text-brand-700">
                <Mail aria-hidden="true" className="size-4" /> {business.email}
              </a>
            </li>
          </ul>
          <Button variant="outline" className="mt-4" disabled={chat.pending} onClick={() => void chat.startChat()}>
            {chat.pending ? <Spinner /> : <WhatsappIcon aria-hidden="true" className="size-5" />}
            {t('contact.whatsapp')}
          </Button>
        </section>
        <div>
          <h2 className="sr-only">{t('account.heading')}</h2>
          {auth.isLoading ? null : auth.isAuthenticated ? (
            <AccountPanel userId={auth.userId ?? ''} onDeleted={() => void auth.logout().catch(() => undefined).then(() => navigate(localPath('/')))} />
          ) : (
            <section className="card p-5 sm:p-6">
              <h2 className="font-display text-xl font-semibold text-ink">{t('account.heading')}</h2>
              <p className="mt-2 text-ink-muted">{t('account.text')}</p>
              <Button className="mt-4" onClick={() => openAuthModal({ title: 'Sign In', redirectTo: null })}>
                {t('account.login')}
              </Button>
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="help-topics-heading" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6">
        <h2 id="help-topics-heading" className="font-display text-2xl font-semibold text-ink">
          {t('topics.heading')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.to}>
              <SiteLink to={localPath(topic.to)} className="card group flex h-full flex-col p-5 transition-colors hover:border-brand-300">
                <span className="flex items-center justify-between gap-2 font-display text-lg font-semibold text-ink group-hover:text-brand-800">
                  {t(`topics.items.${topic.id}.title`)}
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                </span>
                <span className="mt-1.5 text-ink-muted">{t(`topics.items.${topic.id}.text`)}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export default withQueries(HelpPage)

import { ArrowRight } from '../../components/ui/icons.tsx'
import type { PageLink } from '../../../content/page-blocks.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { PageSection } from './page-section.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { useServicePageWords } from './words.ts'

/** Links to other pages of the site, as cards. */
export function LinkCards({ links, lang }: { links: readonly PageLink[]; /** 'en' when the links' words stay English on a Hindi page. */ lang?: 'en' }) {
  const localPath = useLocalPath()
  return (
    <ul lang={lang} className={`grid gap-3 sm:grid-cols-2 ${links.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink
            to={localPath(link.to)}
            className="group flex h-full min-h-14 items-start justify-between gap-3 rounded-2xl border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <span className="min-w-0">
              <span className="block font-semibold text-brand-800 group-hover:underline group-hover:underline-offset-4">{link.label}</span>
              {link.note ? <span className="mt-1 block text-sm leading-relaxed text-ink-muted">{link.note}</span> : null}
            </span>
            <ArrowRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

export function RelatedLinks({ links, heading, lang }: { links: readonly PageLink[]; heading?: string; lang?: 'en' }) {
  const words = useServicePageWords()
  if (links.length === 0) return null
  return (
    <PageSection id="related" heading={heading ?? words('related.heading')}>
      <LinkCards links={links} lang={lang} />
    </PageSection>
  )
}

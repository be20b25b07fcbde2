import { useMessages, useTranslations } from 'use-intl'
import { Lock, Mail, Phone, Rocket, ShieldCheck } from '../components/ui/icons.tsx'
import { SiteLink } from '../components/ui/site-link.tsx'
import { BRAND } from '../../core/brand.ts'
import { FOOTER_GROUPS } from '../../core/site/navigation.ts'
import { CITIES } from '../../core/site/cities.ts'
import { BrandLogo } from './brand-logo.tsx'
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from '../components/ui/icons.tsx'
import { useBusiness } from '../lib/business.ts'
import { useLocalPath } from '../lib/i18n.tsx'

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/petvaidya', label: 'instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/petvaidya', label: 'facebook', Icon: FacebookIcon },
  { href: 'https://www.youtube.com/@petvaidya', label: 'youtube', Icon: YoutubeIcon },
  { href: 'https://x.com/petvaidya', label: 'x', Icon: XIcon },
  { href: 'https://www.linkedin.com/company/petvaidya', label: 'linkedin', Icon: LinkedinIcon },
] as const

const RECOGNITION_BADGES = [
  { label: 'registered', Icon: ShieldCheck },
  { label: 'startupIndia', Icon: Rocket },
  { label: 'securePayments', Icon: Lock },
] as const

/** The year in India, the same on the server and in the browser whatever their time zones. */
// Building an Intl formatter is costly; one per process is enough.
const yearFormat = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' })
const yearInIndia = () => yearFormat.format(new Date())

const footerLinkClass =
  'inline-flex min-h-9 items-center py-1 text-[15px] text-brand-100/85 transition-colors hover:text-white hover:underline hover:underline-offset-4'

/**
 * The site's footer. `compact` is the working pages' one (the staff's pages and a video visit's
 * call room): the support line and the copyright only, no links away from the work.
 */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const business = useBusiness()
  const telHref = business.phoneHref
  const t = useTranslations('shell.footer')
  const { links, cities, footer } = useMessages().shell
  const localPath = useLocalPath()
  if (compact) {
    return (
      <footer id="site-footer" className="border-t border-line bg-white text-sm text-ink-muted">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span suppressHydrationWarning>{yearInIndia()}</span> {BRAND}. {t('rights')}
          </p>
          <a href={telHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            {business.phone}
          </a>
        </div>
      </footer>
    )
  }
  return (
    <footer id="site-footer" className="bg-brand-950 text-white [&_a:focus-visible]:outline-brand-300">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-28 sm:px-6 sm:pb-10 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <BrandLogo tone="light" />
            <p className="mt-4 max-w-sm text-[15px] leading-relaxed text-brand-100/85">
              {t('about', { cities: CITIES.map((city) => cities[city.name] ?? city.name).join(', ') })}
            </p>
            <ul className="mt-6 space-y-1">
              <li>
                <a href={`mailto:${business.email}`} translate="no" className={`${footerLinkClass} min-h-11 gap-3 font-semibold text-white`}>
                  <Mail aria-hidden="true" className="size-5 text-brand-300" />
                  {business.email}
                </a>
              </li>
              <li>
                <a href={telHref} className={`${footerLinkClass} min-h-11 gap-3 font-semibold text-white`}>
                  <Phone aria-hidden="true" className="size-5 text-brand-300" />
                  {business.phone}
                </a>
              </li>
            </ul>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('socialMedia')}>
              {SOCIAL_LINKS.map(({ href, label, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${label}`, { brand: BRAND })}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label={t('navigation')} className="lg:col-span-8">
            <div className="grid grid-cols-2 gap-x-6 gap-y-9 sm:grid-cols-3">
              {FOOTER_GROUPS.map((group) => (
                <div key={group.title}>
                  <h2 className="text-sm font-bold tracking-wide text-white uppercase">{footer.groups[group.title] ?? group.title}</h2>
                  <ul className="mt-3 space-y-0.5">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <SiteLink to={localPath(link.to)} className={footerLinkClass}>
                          {links[link.label] ?? link.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        </div>

        <ul aria-label={t('recognition')} className="mt-12 flex flex-wrap gap-2.5 border-t border-white/10 pt-8">
          {RECOGNITION_BADGES.map(({ label, Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-sm font-medium text-brand-50"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-300" />
              {t(`badges.${label}`)}
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-col gap-2 text-sm text-brand-100/70 sm:flex-row sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{yearInIndia()}</span> {BRAND}. {t('rights')}
          </p>
          <p>{t('caring')}</p>
        </div>
      </div>
    </footer>
  )
}

import { MapPin } from '../../components/ui/icons.tsx'
import { CITIES, cityPagePath } from '../../../core/site/cities.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'
import { useMessages } from 'use-intl'
import { useLocalPath } from '../../lib/i18n.tsx'
import { useServicePageWords } from './words.ts'

/** The city pages as a row of links, leaving out the current city. */
export function CityLinks({ current, label }: { current?: string; label?: string }) {
  const words = useServicePageWords()
  const cityNames = useMessages().shell.cities
  const localPath = useLocalPath()
  return (
    <ul aria-label={label ?? words('cities.label')} className="flex flex-wrap gap-3">
      {CITIES.filter((city) => city.slug !== current).map((city) => (
        <li key={city.slug}>
          <SiteLink
            to={localPath(cityPagePath(city.slug))}
            className="group inline-flex min-h-12 items-center gap-2 rounded-full border border-line bg-white py-2 pr-5 pl-4 font-semibold text-brand-800 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <span className="group-hover:underline group-hover:underline-offset-4">{words('cities.link', { city: cityNames[city.name] ?? city.name })}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

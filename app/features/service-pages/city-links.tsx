import { MapPin } from 'lucide-react'
import { CITIES, cityPagePath } from '../../../core/site/cities.ts'
import { SiteLink } from '../../components/ui/site-link.tsx'

/** The five city pages, each a link. */
export function CityLinks({ current }: { current?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
      {CITIES.filter((city) => city.slug !== current).map((city) => (
        <li key={city.slug}>
          <SiteLink
            to={cityPagePath(city.slug)}
            className="group flex min-h-14 items-center gap-2.5 rounded-2xl border border-line bg-white px-4 py-3 font-semibold text-brand-800 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/50"
          >
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <span className="group-hover:underline group-hover:underline-offset-4">Vet in {city.name}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

import type { ServedCityPincodes } from '../../../core/contracts/pincode.ts'
import { useBusiness } from '../../lib/business.ts'
import { useServicePageWords } from './words.ts'
import { useMessages } from 'use-intl'

/** One city's served PIN codes, each with its post offices' localities. */
function PincodeRows({ city }: { city: ServedCityPincodes }) {
  return (
    <ul className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid={`served-pincodes-${city.slug}`}>
      {city.pincodes.map((row) => (
        <li key={row.pincode} className="leading-relaxed text-ink-muted">
          <span className="font-semibold text-ink tabular-nums">{row.pincode}</span> {row.localities.join(', ')}
        </li>
      ))}
    </ul>
  )
}

/**
 * The PIN codes where vets make home visits, from India Post's directory and the service area
 * (the same data that checks a booking), so a reader can see whether their area is covered.
 */
export function ServedPincodes({ cities, open = false }: { cities: readonly ServedCityPincodes[]; open?: boolean }) {
  const business = useBusiness()
  const words = useServicePageWords()
  const cityNames = useMessages().shell.cities
  return (
    <div className="space-y-3">
      {cities.map((city) => (
        <details key={city.slug} open={open} className="card group p-5">
          <summary className="cursor-pointer font-bold text-ink marker:text-brand-600">
            {words('pincodes.summary', { city: cityNames[city.name] ?? city.name, count: city.pincodes.length })}
          </summary>
          <PincodeRows city={city} />
        </details>
      ))}
      <p className="text-sm text-ink-muted">
        {words('pincodes.note', { hours: business.hours })}
      </p>
    </div>
  )
}

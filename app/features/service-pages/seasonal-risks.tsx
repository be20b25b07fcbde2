import { CloudFog, CloudRain, Sparkles, Sun } from '../../components/ui/icons.tsx'
import type { SeasonalRisk } from '../../../content/cities/types.ts'

function seasonIcon(season: string) {
  const name = season.toLowerCase()
  if (name.includes('summer') || name.includes('heat')) return Sun
  if (name.includes('monsoon') || name.includes('rain')) return CloudRain
  if (name.includes('winter') || name.includes('smog')) return CloudFog
  return Sparkles
}

/** What each season brings for pets in a city, and what to do about it. */
export function SeasonalRisks({ risks }: { risks: readonly SeasonalRisk[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {risks.map((risk) => {
        const Icon = seasonIcon(risk.season)
        return (
          <li key={risk.season} className="card flex flex-col p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{risk.season}</h3>
                <p className="text-sm text-ink-muted">{risk.months}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-ink">{risk.risk}</p>
            <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-[15px] leading-relaxed text-brand-900">
              <span className="font-semibold">What to do: </span>
              {risk.advice}
            </p>
          </li>
        )
      })}
    </ul>
  )
}

import { CLINICS } from '../../../core/booking/options.ts'
import { MapPin } from '../../components/ui/icons.tsx'

/** The partner clinics where a clinic visit can be booked today. */
export function PartnerClinics() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Partner clinics">
      {CLINICS.map((clinic) => (
        <li key={clinic.id} className="card flex gap-3 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <MapPin className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">{clinic.name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{clinic.address}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

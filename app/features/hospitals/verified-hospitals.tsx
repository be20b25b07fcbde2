import type { HospitalDto } from '../../../core/contracts/hospitals.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { formatIndianMobile } from '../../../core/phone.ts'
import { Phone } from '../../components/ui/icons.tsx'

/** '011 2345 6789' for a landline with its STD code; a mobile as '+91 98765 43210'. */
function phoneText(phone: string): string {
  return phone.startsWith('0') ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : formatIndianMobile(phone)
}

/**
 * The 24-hour hospitals the team has checked (decision 0063), each with the day it was last
 * verified and by whom. With none, no hospital is named: the reader is told how to find one.
 */
export function VerifiedHospitals({ hospitals }: { hospitals: readonly HospitalDto[] }) {
  if (hospitals.length === 0) {
    return (
      <p className="card max-w-3xl p-5 leading-relaxed text-ink" data-testid="no-verified-hospitals">
        We list only 24-hour hospitals we have checked ourselves, and none is listed yet. Search a map for “24 hour veterinary hospital” near
        you now, before you need it, and call ahead on the way to make sure a vet is on duty.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Checked 24-hour hospitals">
      {hospitals.map((hospital) => (
        <li key={hospital.id} className="card p-5">
          <p className="font-display text-lg font-semibold text-ink">{hospital.name}</p>
          <p className="mt-1 text-ink-muted">
            {hospital.address}, {hospital.city}
          </p>
          <a href={`tel:${hospital.phone.startsWith('0') ? hospital.phone : `+91${hospital.phone}`}`} className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800">
            <Phone aria-hidden="true" className="size-4" />
            {phoneText(hospital.phone)}
          </a>
          <p className="mt-1 text-sm text-ink-muted">
            Checked open around the clock on <time dateTime={hospital.lastVerifiedOn}>{formatDayMonthYear(hospital.lastVerifiedOn)}</time> by{' '}
            {hospital.verifiedBy}. Call ahead: hours and staff can change.
          </p>
        </li>
      ))}
    </ul>
  )
}

import type { PublicCardResponse } from '../../../core/contracts/health-record.ts'
import { BRAND } from '../../../core/brand.ts'
import { formatShortDateWithYear } from '../../../core/dates.ts'

/** The public vaccination card: name, species, photo and doses, laid out to print on one A4 page. */
export function VaccinationCard({ card, qrSvg }: { card: PublicCardResponse; qrSvg: string }) {
  return (
    <article data-printable className="mx-auto max-w-3xl rounded-2xl border border-line bg-white p-6 sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-4">
          {card.photoUrl ? <img src={card.photoUrl} alt={card.name} width={96} height={96} className="size-24 shrink-0 rounded-2xl object-cover" data-testid="card-photo" /> : null}
          <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{BRAND} vaccination card</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-ink">{card.name}</h1>
          <p className="text-ink-muted">{card.species === 'cat' ? 'Cat' : 'Dog'}</p>
          </div>
        </div>
        {/* Drawn on the server by qrcode-svg: rectangles only, no script. */}
        <div className="size-28 shrink-0" role="img" aria-label="QR code of this card" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      </header>
      {card.doses.length === 0 ? (
        <p className="mt-6 text-ink-muted">No doses recorded yet.</p>
      ) : (
        <table className="mt-6 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line-strong text-ink-muted">
              <th className="py-2 pr-3 font-semibold">Given</th>
              <th className="py-2 pr-3 font-semibold">Vaccine or treatment</th>
              <th className="py-2 pr-3 font-semibold">Next due</th>
              <th className="hidden py-2 font-semibold sm:table-cell">Entered by</th>
            </tr>
          </thead>
          <tbody>
            {card.doses.map((dose, index) => (
              <tr key={`${dose.givenOn}-${index}`} className="border-b border-line" data-testid="card-dose">
                <td className="py-2 pr-3">{formatShortDateWithYear(dose.givenOn)}</td>
                <td className="py-2 pr-3 font-medium text-ink">
                  {dose.name}
                  <span className="block text-xs font-normal text-ink-muted sm:hidden">{dose.verifiedByVet ? 'Verified by vet' : 'Entered by owner'}</span>
                </td>
                <td className="py-2 pr-3">{dose.nextDueOn ? formatShortDateWithYear(dose.nextDueOn) : '—'}</td>
                <td className="hidden py-2 sm:table-cell">{dose.verifiedByVet ? 'Verified by vet' : 'Owner'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-6 text-xs text-ink-muted">
        A read-only copy of the owner's record on {BRAND}; the QR code opens it again. Doses entered by the owner are copied from the pet's vaccination book;
        those verified by a vet were recorded by the vet at the visit.
      </p>
      <button type="button" className="btn-secondary mt-4 print:hidden" onClick={() => window.print()}>
        Print this card
      </button>
    </article>
  )
}

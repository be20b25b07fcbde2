import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ServiceAreaRow } from '../../../core/contracts/pincode.ts'
import { Button } from '../../components/ui/button.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/service-area-page.ts'
import { fetchServiceArea, saveServiceArea, serviceAreaKeys } from './service-area-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Service area', description: 'Where PetVaidya vets make home visits.', noIndex: true })

const selectClass = 'mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink'

type Area = { districts: ServiceAreaRow[]; cities: string[]; directoryDistricts: Array<{ state: string; district: string }> }

function AreaEditor({ area }: { area: Area }) {
  const id = useId()
  const client = useQueryClient()
  const [rows, setRows] = useState<ServiceAreaRow[]>(area.districts)
  const [adding, setAdding] = useState({ place: '', city: area.cities[0] ?? '' })
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: saveServiceArea,
    onSuccess: async (saved) => {
      setError(null)
      setRows(saved.districts)
      client.setQueryData(serviceAreaKeys.area, saved)
      toast({ title: 'Service area saved', description: 'Bookings, city pages and vets’ cities follow it now.' })
    },
    onError: (failure: Error) => setError(failure.message),
  })
  const listed = new Set(rows.map((row) => `${row.state}|${row.district}`))
  const choices = area.directoryDistricts.filter((place) => !listed.has(`${place.state}|${place.district}`))
  const byCity = area.cities.map((city) => ({ city, rows: rows.filter((row) => row.city === city) }))

  return (
    <>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {byCity.map(({ city, rows: cityRows }) => (
          <section key={city} className="card p-4" aria-label={city}>
            <h2 className="font-display text-lg font-semibold text-ink">{city}</h2>
            {cityRows.length === 0 ? <p className="mt-1 text-sm text-ink-muted">Not served: no district.</p> : null}
            <ul className="mt-2 grid gap-1">
              {cityRows.map((row) => (
                <li key={`${row.state}|${row.district}`} className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-surface px-3">
                  <span className="text-ink">
                    {row.district} <span className="text-sm text-ink-muted">({row.state})</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${row.district}`}
                    onClick={() => setRows((current) => current.filter((candidate) => candidate !== row))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <form
        aria-label="Add a district"
        className="card mt-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault()
          const place = choices.find((choice) => `${choice.state}|${choice.district}` === adding.place)
          if (place && adding.city) setRows((current) => [...current, { ...place, city: adding.city }])
          setAdding((current) => ({ ...current, place: '' }))
        }}
      >
        <div>
          <Label htmlFor={`${id}-district`}>District (India Post)</Label>
          <select id={`${id}-district`} className={selectClass} value={adding.place} onChange={(event) => setAdding((current) => ({ ...current, place: event.target.value }))}>
            <option value="">Choose a district</option>
            {choices.map((place) => (
              <option key={`${place.state}|${place.district}`} value={`${place.state}|${place.district}`}>
                {place.district} ({place.state})
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-city`}>Served as</Label>
          <select id={`${id}-city`} className={selectClass} value={adding.city} onChange={(event) => setAdding((current) => ({ ...current, city: event.target.value }))}>
            {area.cities.map((city) => (
              <option key={city}>{city}</option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="secondary" disabled={!adding.place}>
            Add
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={save.isPending} onClick={() => save.mutate({ districts: rows })}>
          Save service area
        </Button>
        <Button variant="ghost" onClick={() => setRows(area.districts)}>
          Undo changes
        </Button>
      </div>
    </>
  )
}

/** Where vets make home visits (issue 23): served cities and their districts, as India Post names them. */
export default function ServiceAreaPage() {
  const area = useQuery({ queryKey: serviceAreaKeys.area, queryFn: fetchServiceArea })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Service area</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted">
        Home visits are booked only for PIN codes in these districts. The city pages list their localities, and a vet’s cities are chosen from the served cities. Every save is written to the audit log.
      </p>
      {area.isPending ? <Spinner className="mt-4 size-5" /> : null}
      {area.isError ? (
        <p role="alert" className="mt-4 text-danger-700">
          {area.error.message}
        </p>
      ) : null}
      {area.data ? <AreaEditor area={area.data} /> : null}
    </>
  )
}

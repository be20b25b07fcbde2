import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CreateHospitalBody, HOSPITAL_VERIFICATION_DAYS, type HospitalDto, UpdateHospitalBody } from '../../../core/contracts/hospitals.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { CITIES } from '../../../core/site/cities.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/hospitals-page.ts'
import { FieldError, SELECT_CLASS, SaveProblem, fieldErrors } from './content-form.tsx'
import { createHospital, fetchHospitals, libraryKeys, updateHospital } from './library-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: 24-hour hospitals', description: 'PetVaidya checked hospitals.', noIndex: true })

type Draft = { name: string; address: string; city: string; phone: string; lastVerifiedOn: string; verifiedBy: string; active: boolean }
const EMPTY: Draft = { name: '', address: '', city: 'Delhi', phone: '', lastVerifiedOn: '', verifiedBy: '', active: true }

function HospitalForm({ hospital, onDone }: { hospital: HospitalDto | null; onDone: () => void }) {
  const client = useQueryClient()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(hospital ? { ...hospital } : EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: (body: Draft) =>
      hospital ? updateHospital({ id: hospital.id, body: UpdateHospitalBody.parse({ ...body, version: hospital.version }) }) : createHospital(CreateHospitalBody.parse(body)),
    onSuccess: async (saved) => {
      toast({ title: 'Saved', description: `${saved.name} is ${saved.active ? 'listed' : 'not listed'} on the emergency page.` })
      await client.invalidateQueries({ queryKey: libraryKeys.hospitals })
      onDone()
    },
  })
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }))
  const field = (key: 'name' | 'address' | 'phone' | 'verifiedBy', label: string, hint?: string) => (
    <div>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input id={`${id}-${key}`} value={draft[key]} onChange={(event) => set(key, event.target.value)} aria-invalid={Boolean(errors[key])} className="mt-1" />
      {hint ? <p className="mt-1 text-sm text-ink-subtle">{hint}</p> : null}
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )
  return (
    <form
      noValidate
      className="card mt-4 grid gap-4 p-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = (hospital ? UpdateHospitalBody : CreateHospitalBody).safeParse({ ...draft, version: hospital?.version ?? 1 })
        if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
        setErrors({})
        save.mutate(draft)
      }}
    >
      {field('name', 'Hospital name')}
      {field('phone', 'Phone', 'The number you called to check.')}
      <div className="sm:col-span-2">{field('address', 'Address')}</div>
      <div>
        <Label htmlFor={`${id}-city`}>City</Label>
        <select id={`${id}-city`} value={draft.city} onChange={(event) => set('city', event.target.value)} className={SELECT_CLASS}>
          {CITIES.map((city) => (
            <option key={city.slug} value={city.name}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-verified-on`}>Last checked on</Label>
        <Input id={`${id}-verified-on`} type="date" value={draft.lastVerifiedOn} onChange={(event) => set('lastVerifiedOn', event.target.value)} aria-invalid={Boolean(errors.lastVerifiedOn)} className="mt-1" />
        <FieldError id={`${id}-verified-on-error`} message={errors.lastVerifiedOn} />
      </div>
      {field('verifiedBy', 'Checked by', 'Who called or visited and confirmed a vet is on duty at night.')}
      <label className="flex min-h-11 items-center gap-2 text-ink">
        <input type="checkbox" className="size-5" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
        Show on the emergency page
      </label>
      <div className="sm:col-span-2">
        <SaveProblem error={save.error} onReload={() => void client.invalidateQueries({ queryKey: libraryKeys.hospitals })} />
      </div>
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {hospital ? 'Save changes' : 'Add hospital'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/** The 24-hour hospitals shown on the emergency page: each one checked, dated and signed (decision 0063). */
export default function HospitalsPage() {
  const hospitals = useQuery({ queryKey: libraryKeys.hospitals, queryFn: fetchHospitals })
  const [editing, setEditing] = useState<HospitalDto | 'new' | null>(null)
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">24-hour hospitals</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">
        The emergency page lists only hospitals someone has checked: called or visited, and confirmed that a vet is on duty at night. A check
        older than {HOSPITAL_VERIFICATION_DAYS} days drops off the page until it is checked again.
      </p>
      {editing === null ? (
        <Button className="mt-4" onClick={() => setEditing('new')}>
          Add a hospital
        </Button>
      ) : (
        <HospitalForm hospital={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      {hospitals.isPending ? <Spinner className="mt-4" /> : null}
      {hospitals.isError ? <p role="alert" className="mt-4 text-danger-700">{hospitals.error.message}</p> : null}
      {hospitals.data?.length === 0 ? <p className="mt-4 text-ink-muted">No hospital is listed: the emergency page tells readers how to find one.</p> : null}
      <ul className="mt-4 grid gap-3">
        {hospitals.data?.map((hospital) => (
          <li key={hospital.id} className="card flex flex-wrap items-start justify-between gap-3 p-4" aria-label={hospital.name}>
            <div>
              <p className="font-semibold text-ink">
                {hospital.name} {hospital.active ? null : <span className="ml-1 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">Not shown</span>}
              </p>
              <p className="text-sm text-ink-muted">
                {hospital.address}, {hospital.city} · {hospital.phone}
              </p>
              <p className="text-sm text-ink-muted">
                Checked {formatDayMonthYear(hospital.lastVerifiedOn)} by {hospital.verifiedBy}
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setEditing(hospital)}>
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </>
  )
}

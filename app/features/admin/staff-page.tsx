import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { VISIT_TYPES, type VisitType } from '../../../core/booking/options.ts'
import { CITY_NAMES, CreateStaffBody, type STAFF_ROLES, type StaffDto, UpdateStaffBody, VET_COUNCILS, type VetCouncil } from '../../../core/contracts/staff.ts'
import { formatDayMonthYear } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { DeactivateDialog } from './deactivate-dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/staff-page.ts'
import { fetchServiceArea, serviceAreaKeys, servedCityNames } from './service-area-api.ts'
import { type Refusal, RefusalNotice, useRefusal } from './refusal.tsx'
import { addStaff, adminKeys, fetchStaff, fetchStaffClinics, recordRegistrationCheck, updateStaff } from './staff-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Staff', description: 'PetVaidya staff.', noIndex: true })

type Draft = {
  name: string
  phoneNumber: string
  role: (typeof STAFF_ROLES)[number]
  registrationNumber: string
  registrationCouncil: VetCouncil | ''
  cities: string[]
  visitTypes: VisitType[]
  /** A clinic desk's clinic. */
  clinicId: string
}
const EMPTY: Draft = { name: '', phoneNumber: '', role: 'vet', registrationNumber: '', registrationCouncil: '', cities: [], visitTypes: ['home'], clinicId: '' }
const ROLE_LABELS: Record<Draft['role'], string> = { vet: 'vet', admin: 'admin', clinic: 'clinic desk' }

/** The first message per field of a failed parse, for the form to show beside each field. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]
}

function StaffForm({ initial, editing, pending, serverError, onEdit, onSubmit, onCancel }: {
  initial: Draft
  editing: boolean
  pending: boolean
  serverError: Refusal | null
  /** A field changed: a refusal of the earlier draft no longer speaks for this one. */
  onEdit: () => void
  onSubmit: (draft: Draft, setErrors: (errors: Record<string, string>) => void) => void
  onCancel?: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  // A vet's cities are the served cities of the service area (and any they already hold).
  const area = useQuery({ queryKey: serviceAreaKeys.area, queryFn: fetchServiceArea })
  const cityChoices = area.data ? [...new Set([...servedCityNames(area.data), ...initial.cities])] : CITY_NAMES
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    onEdit()
    setDraft((current) => ({ ...current, [key]: value }))
  }
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger-700">
        {errors[field]}
      </p>
    ) : null

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(draft, setErrors)
      }}
    >
      <div>
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={draft.name} onChange={(event) => set('name', event.target.value)} aria-invalid={Boolean(errors.name)} className="mt-1" />
        {error('name')}
      </div>
      <div>
        <Label htmlFor={`${id}-phone`}>Phone number</Label>
        <Input
          id={`${id}-phone`}
          inputMode="numeric"
          value={draft.phoneNumber}
          disabled={editing}
          onChange={(event) => set('phoneNumber', event.target.value)}
          aria-invalid={Boolean(errors.phoneNumber)}
          className="mt-1"
        />
        {error('phoneNumber')}
      </div>
      <div>
        <Label htmlFor={`${id}-role`}>Role</Label>
        <select
          id={`${id}-role`}
          value={draft.role}
          onChange={(event) => set('role', event.target.value as Draft['role'])}
          className="mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink"
        >
          <option value="vet">Vet</option>
          <option value="admin">Admin</option>
          <option value="clinic">Clinic desk (one partner clinic)</option>
        </select>
      </div>
      {draft.role === 'clinic' ? <ClinicChoice id={`${id}-clinic`} value={draft.clinicId} onChange={(value) => set('clinicId', value)} error={error('clinicId')} /> : null}
      {/* A registration, cities and visit types are a vet's: an admin's form neither shows nor sends them. */}
      {draft.role === 'vet' ? (
        <>
          <div>
            <Label htmlFor={`${id}-registration`}>Council registration number</Label>
            <Input
              id={`${id}-registration`}
              placeholder="DL-12345"
              value={draft.registrationNumber}
              onChange={(event) => set('registrationNumber', event.target.value)}
              aria-invalid={Boolean(errors.registrationNumber)}
              className="mt-1"
            />
            {error('registrationNumber')}
          </div>
          <div>
            <Label htmlFor={`${id}-council`}>Council</Label>
            <select
              id={`${id}-council`}
              value={draft.registrationCouncil}
              onChange={(event) => set('registrationCouncil', event.target.value as Draft['registrationCouncil'])}
              className="mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink"
            >
              <option value="">Choose the council</option>
              {VET_COUNCILS.map((council) => (
                <option key={council} value={council}>
                  {council}
                </option>
              ))}
            </select>
            {error('registrationCouncil')}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Cities covered</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {cityChoices.map((city) => (
                <label key={city} className="flex min-h-11 items-center gap-2 text-ink">
                  <input type="checkbox" className="size-5" checked={draft.cities.includes(city)} onChange={() => set('cities', toggle(draft.cities, city))} />
                  {city}
                </label>
              ))}
            </div>
            {error('cities')}
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Visit types</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {VISIT_TYPES.map((type) => (
                <label key={type} className="flex min-h-11 items-center gap-2 text-ink capitalize">
                  <input type="checkbox" className="size-5" checked={draft.visitTypes.includes(type)} onChange={() => set('visitTypes', toggle(draft.visitTypes, type))} />
                  {type}
                </label>
              ))}
            </div>
            {error('visitTypes')}
          </fieldset>
        </>
      ) : null}
      {serverError ? <RefusalNotice refusal={serverError} className="sm:col-span-2" /> : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {editing ? 'Save changes' : 'Add staff member'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/** The clinic a clinic desk works for: it sees that clinic's visits only. */
function ClinicChoice({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: React.ReactNode }) {
  const clinics = useQuery({ queryKey: adminKeys.staffClinics, queryFn: fetchStaffClinics })
  return (
    <div>
      <Label htmlFor={id}>Clinic</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint`}
        className="mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink"
      >
        <option value="">{clinics.isPending ? 'Loading the clinics…' : 'Choose the clinic'}</option>
        {(clinics.data ?? []).map((clinic) => (
          <option key={clinic.id} value={clinic.id}>
            {clinic.name}, {clinic.city}
            {clinic.live ? '' : ' (hidden)'}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        They see this clinic’s bookings on the clinic desk, and nothing else.
      </p>
      {error}
    </div>
  )
}

function draftOf(member: StaffDto): Draft {
  return {
    name: member.name,
    phoneNumber: member.phoneNumber,
    role: member.role,
    registrationNumber: member.registrationNumber ?? '',
    registrationCouncil: member.registrationCouncil ?? '',
    cities: member.cities,
    visitTypes: member.visitTypes,
    clinicId: member.clinic?.id ?? '',
  }
}

function bodyOf(draft: Draft) {
  const vet = draft.role === 'vet'
  return {
    name: draft.name,
    role: draft.role,
    registrationNumber: (vet && draft.registrationNumber.trim()) || undefined,
    registrationCouncil: (vet && draft.registrationCouncil) || undefined,
    cities: vet ? draft.cities : [],
    visitTypes: vet ? draft.visitTypes : [],
    ...(draft.role === 'clinic' ? { clinicId: draft.clinicId || undefined } : {}),
  }
}

function StaffRow({ member }: { member: StaffDto }) {
  const client = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [serverError, refuse, clearServerError] = useRefusal()
  const update = useMutation({
    mutationFn: updateStaff,
    onSuccess: async (saved) => {
      clearServerError()
      setEditing(false)
      toast({ title: 'Saved', description: `${saved.name} is ${saved.active ? 'active' : 'deactivated'}.` })
      await client.invalidateQueries({ queryKey: adminKeys.staff })
    },
    onError: (error: Error, change) => refuse(error, () => update.mutate(change)),
  })
  const check = useMutation({
    mutationFn: recordRegistrationCheck,
    onSuccess: async (saved) => {
      clearServerError()
      toast({ title: 'Check recorded', description: `${saved.name}’s registration is recorded as checked against the register.` })
      await client.invalidateQueries({ queryKey: adminKeys.staff })
    },
    onError: (error: Error, change) => refuse(error, () => check.mutate(change)),
  })
  return (
    <li className="card p-4" aria-label={member.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {member.name} <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">{ROLE_LABELS[member.role]}</span>
            {member.active ? null : <span className="ml-1 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">Deactivated</span>}
          </p>
          <p className="text-sm text-ink-muted">
            {member.phoneNumber}
            {member.role === 'vet' && member.registrationNumber ? ` · Reg. ${member.registrationNumber}${member.registrationCouncil ? `, ${member.registrationCouncil}` : ''}` : ''}
          </p>
          {member.role === 'vet' ? (
            <p className="text-sm text-ink-muted" data-testid="registration-check">
              {member.registrationCheck
                ? `Checked against the register by ${member.registrationCheck.checkedBy} on ${formatDayMonthYear(member.registrationCheck.checkedAt)}`
                : 'Registration not yet checked against the council’s register: this vet cannot review content.'}
            </p>
          ) : null}
          {member.role === 'vet' ? (
            <p className="text-sm text-ink-muted">
              {member.cities.length > 0 ? member.cities.join(', ') : 'No cities yet'} · {member.visitTypes.join(', ') || 'no visit types'}
            </p>
          ) : null}
          {member.clinic ? <p className="text-sm text-ink-muted">Clinic desk of {member.clinic.name}</p> : null}
          {member.fromConfiguration ? <p className="text-sm text-ink-subtle">Admin through ADMIN_PHONES in the server configuration</p> : null}
        </div>
        {member.fromConfiguration || editing ? null : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => { clearServerError(); setEditing(true) }}>
              Edit
            </Button>
            {member.role === 'vet' && member.registrationNumber && member.registrationCouncil && !member.registrationCheck ? (
              <Button size="sm" variant="secondary" disabled={check.isPending} onClick={() => check.mutate(member.id)}>
                I checked the register
              </Button>
            ) : null}
            {member.active ? (
              <DeactivateDialog member={member} />
            ) : (
              <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: member.id, body: { active: true } })}>
                Reactivate
              </Button>
            )}
          </div>
        )}
      </div>
      {serverError && !editing ? <RefusalNotice refusal={serverError} className="mt-3" /> : null}
      {editing ? (
        <div className="mt-4 border-t border-line pt-4">
          <StaffForm
            initial={draftOf(member)}
            editing
            pending={update.isPending}
            serverError={serverError}
            onEdit={clearServerError}
            onCancel={() => {
              clearServerError()
              setEditing(false)
            }}
            onSubmit={(draft, setErrors) => {
              // The last attempt's refusal goes: what shows is about this attempt only.
              clearServerError()
              const draftBody = bodyOf(draft)
              // An edit clears a registration the form leaves empty, or one an admin must not hold.
              const body = { ...draftBody, registrationNumber: draftBody.registrationNumber ?? null, registrationCouncil: draftBody.registrationCouncil ?? null }
              const parsed = UpdateStaffBody.safeParse(body)
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              update.mutate({ id: member.id, body: parsed.data })
            }}
          />
        </div>
      ) : null}
    </li>
  )
}

/** The team: vets and admins, added, edited and deactivated through /api/admin/staff. */
export default function StaffPage() {
  const client = useQueryClient()
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: fetchStaff })
  const [serverError, refuse, clearServerError] = useRefusal()
  const [formKey, setFormKey] = useState(0)
  const add = useMutation({
    mutationFn: addStaff,
    onSuccess: async (created) => {
      clearServerError()
      setFormKey((key) => key + 1)
      toast({ title: 'Staff member added', description: `${created.name} can now sign in with ${created.phoneNumber}.` })
      await client.invalidateQueries({ queryKey: adminKeys.staff })
    },
    onError: (error: Error, change) => refuse(error, () => add.mutate(change)),
  })

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Staff</h1>
      <section className="card mt-4 p-5" aria-labelledby="add-staff-heading">
        <h2 id="add-staff-heading" className="font-display text-lg font-semibold text-ink">
          Add a vet, admin or clinic desk
        </h2>
        <div className="mt-4">
          <StaffForm
            key={formKey}
            initial={EMPTY}
            editing={false}
            pending={add.isPending}
            serverError={serverError}
            onEdit={clearServerError}
            onSubmit={(draft, setErrors) => {
              clearServerError()
              const parsed = CreateStaffBody.safeParse({ ...bodyOf(draft), phoneNumber: draft.phoneNumber })
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              add.mutate(parsed.data)
            }}
          />
        </div>
      </section>
      <section className="mt-6" aria-labelledby="staff-list-heading">
        <h2 id="staff-list-heading" className="font-display text-lg font-semibold text-ink">
          The team
        </h2>
        {staff.isPending ? <Spinner className="mt-3" /> : null}
        {staff.isError ? <p role="alert" className="mt-3 text-danger-700">{staff.error.message}</p> : null}
        {staff.data?.length === 0 ? <p className="mt-3 text-ink-muted">No staff yet.</p> : null}
        <ul className="mt-3 grid gap-3">
          {staff.data?.map((member) => <StaffRow key={member.id} member={member} />)}
        </ul>
      </section>
    </>
  )
}

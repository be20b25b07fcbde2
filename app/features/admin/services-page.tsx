import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CATALOGUE_KINDS, type CatalogueKind, PET_KINDS, SERVICE_TYPES, type ServiceType } from '../../../core/catalogue/services.ts'
import { type AdminServiceDto, CreateServiceBody, GST_RATES, UpdateServiceBody } from '../../../core/contracts/content-admin.ts'
import { slugify } from '../../../core/slug.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { PriceTag } from '../../components/ui/price-tag.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/services-page.ts'
import { contentKeys, createService, fetchAdminServices, updateService } from './content-api.ts'
import { FieldError, SELECT_CLASS, SaveProblem, TEXTAREA_CLASS, fieldErrors } from './content-form.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Services', description: 'PetVaidya services and prices.', noIndex: true })

const PET_TYPE_LABELS: Record<AdminServiceDto['petType'], string> = { dog: 'Dogs', cat: 'Cats', any: 'Dogs and cats' }
const KIND_LABELS: Record<CatalogueKind, string> = { service: 'Service (booked)', medicine: 'Medicine (billed at a visit)', consumable: 'Consumable (billed at a visit)' }
const KIND_WORDS: Record<CatalogueKind, string> = { service: 'Service', medicine: 'Medicine', consumable: 'Consumable' }
const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  checkup: 'Check-up or consultation',
  vaccination: 'Vaccination',
  surgery: 'Surgery',
  labtest: 'Lab test',
  grooming: 'Grooming',
}

/** The form keeps what was typed; numbers are parsed on submit so a half-typed price is not lost. */
type Draft = {
  title: string
  petType: AdminServiceDto['petType']
  kind: CatalogueKind
  serviceType: ServiceType
  unit: string
  description: string
  price: string
  discountedPrice: string
  sortOrder: string
  taxRate: string
  active: boolean
}

function numberOf(text: string): number | undefined | string {
  const trimmed = text.trim().replace(/[₹,\s]/g, '')
  if (trimmed === '') return undefined
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : text
}

function valuesOf(draft: Draft) {
  const service = draft.kind === 'service'
  return {
    title: draft.title,
    petType: draft.petType,
    // A medicine or consumable has a unit and no service type; a service the reverse.
    ...(service ? { serviceType: draft.serviceType } : { unit: draft.unit }),
    description: draft.description,
    // Prices are never left out: an empty box is refused, where an edit would otherwise keep the old price and say 'Saved'.
    price: numberOf(draft.price) ?? Number.NaN,
    discountedPrice: numberOf(draft.discountedPrice) ?? Number.NaN,
    sortOrder: numberOf(draft.sortOrder),
    taxRate: Number(draft.taxRate),
    active: draft.active,
  }
}

function ServiceForm({ initial, submitLabel, pending, problem, onSubmit, onCancel, kindFixed = false }: {
  initial: Draft
  /** An item's kind is chosen when it is added, never changed. */
  kindFixed?: boolean
  submitLabel: string
  pending: boolean
  problem: React.ReactNode
  onSubmit: (draft: Draft, setErrors: (errors: Record<string, string>) => void) => void
  onCancel?: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const id = useId()
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const text = (key: 'title' | 'unit' | 'price' | 'discountedPrice' | 'sortOrder', label: string, numeric = false) => (
    <div>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={draft[key]}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className="mt-1"
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(draft, setErrors)
      }}
    >
      <div className="sm:col-span-2">{text('title', 'Title')}</div>
      <div>
        <Label htmlFor={`${id}-pet`}>Pet type</Label>
        <select id={`${id}-pet`} value={draft.petType} onChange={(event) => set('petType', event.target.value as Draft['petType'])} className={SELECT_CLASS}>
          {[...PET_KINDS, 'any' as const].map((kind) => (
            <option key={kind} value={kind}>
              {PET_TYPE_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <select id={`${id}-kind`} value={draft.kind} disabled={kindFixed} onChange={(event) => set('kind', event.target.value as CatalogueKind)} className={SELECT_CLASS}>
          {CATALOGUE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {draft.kind === 'service' ? (
        <div>
          <Label htmlFor={`${id}-type`}>Service type</Label>
          <select id={`${id}-type`} value={draft.serviceType} onChange={(event) => set('serviceType', event.target.value as ServiceType)} className={SELECT_CLASS}>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        text('unit', 'Unit (e.g. strip of 10 tablets)')
      )}
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={1000}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={Boolean(errors.description)}
          className={`mt-1 ${TEXTAREA_CLASS}`}
        />
        <FieldError id={`${id}-description-error`} message={errors.description} />
      </div>
      {text('price', 'List price (₹)', true)}
      {text('discountedPrice', 'Price charged (₹)', true)}
      {text('sortOrder', 'Order (lower comes first)', true)}
      <div>
        <Label htmlFor={`${id}-taxRate`}>GST rate (%)</Label>
        <select
          id={`${id}-taxRate`}
          value={draft.taxRate}
          onChange={(event) => set('taxRate', event.target.value)}
          aria-invalid={Boolean(errors.taxRate)}
          aria-describedby={`${id}-taxRate-hint${errors.taxRate ? ` ${id}-taxRate-error` : ''}`}
          className={SELECT_CLASS}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate} %
            </option>
          ))}
          {/* An item saved at a slab retired in 2025 shows it until the admin picks a current one. */}
          {(GST_RATES as readonly number[]).includes(Number(initial.taxRate)) ? null : (
            <option value={initial.taxRate}>{initial.taxRate} % (retired slab)</option>
          )}
        </select>
        <p id={`${id}-taxRate-hint`} className="mt-1 text-sm text-ink-muted">
          Included in the price; receipts show it per line.
        </p>
        <FieldError id={`${id}-taxRate-error`} message={errors.taxRate} />
      </div>
      <label className="flex min-h-11 items-center gap-2 self-end text-ink">
        <input type="checkbox" className="size-5" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
        {draft.kind === 'service' ? 'Active: offered on the site and in the cart' : 'Active: vets can add it to a bill'}
      </label>
      <p className="text-sm text-ink-muted sm:col-span-2">
        A new price applies to new carts and orders at once. Orders and bookings already made keep the price they were made at.
      </p>
      <div className="sm:col-span-2">{problem}</div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          {submitLabel}
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

function draftOf(service: AdminServiceDto): Draft {
  return {
    title: service.title,
    petType: service.petType,
    kind: service.kind,
    serviceType: service.serviceType ?? 'checkup',
    unit: service.unit,
    description: service.description,
    price: String(service.price),
    discountedPrice: String(service.discountedPrice),
    sortOrder: String(service.sortOrder),
    taxRate: String(service.taxRate),
    active: service.active,
  }
}

function ServiceRow({ service }: { service: AdminServiceDto }) {
  const client = useQueryClient()
  const [editing, setEditing] = useState(false)
  const save = useMutation({
    mutationFn: updateService,
    onSuccess: async (saved) => {
      setEditing(false)
      toast({ title: 'Saved', description: `${saved.title} is saved; the site shows it now.` })
      await client.invalidateQueries({ queryKey: contentKeys.services })
    },
  })
  return (
    <li className="card p-4" aria-label={service.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <p className="font-semibold text-ink">
            {service.title}
            {service.active ? null : <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line-strong">Inactive</span>}
          </p>
          <p className="text-sm text-ink-muted">
            {KIND_WORDS[service.kind]} · {PET_TYPE_LABELS[service.petType]} · {service.serviceType ? SERVICE_TYPE_LABELS[service.serviceType] : service.unit} · GST {service.taxRate} % · <span className="font-mono text-xs">{service.id}</span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <PriceTag price={service.discountedPrice} listPrice={service.price} />
          {editing ? null : (
            <Button size="sm" variant="outline" onClick={() => { save.reset(); setEditing(true) }}>
              Edit
            </Button>
          )}
        </div>
      </div>
      {editing ? (
        <div className="mt-4 border-t border-line pt-4">
          <ServiceForm
            initial={draftOf(service)}
            kindFixed
            submitLabel="Save changes"
            pending={save.isPending}
            problem={<SaveProblem error={save.error} onReload={() => { save.reset(); setEditing(false); void client.invalidateQueries({ queryKey: contentKeys.services }) }} />}
            onCancel={() => setEditing(false)}
            onSubmit={(draft, setErrors) => {
              const parsed = UpdateServiceBody.safeParse({ ...valuesOf(draft), version: service.version })
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              save.mutate({ id: service.id, body: parsed.data })
            }}
          />
        </div>
      ) : null}
    </li>
  )
}

const EMPTY: Draft = { title: '', petType: 'dog', kind: 'service', serviceType: 'checkup', unit: '', description: '', price: '', discountedPrice: '', sortOrder: '', taxRate: '0', active: true }

/** The catalogue every price comes from: services, their prices, order and whether they are offered. */
export default function ServicesPage() {
  const client = useQueryClient()
  const services = useQuery({ queryKey: contentKeys.services, queryFn: fetchAdminServices })
  const [formKey, setFormKey] = useState(0)
  const add = useMutation({
    mutationFn: createService,
    onSuccess: async (created) => {
      setFormKey((key) => key + 1)
      toast({ title: 'Added', description: created.kind === 'service' ? `${created.title} can be booked now.` : `Vets can add ${created.title} to a bill now.` })
      await client.invalidateQueries({ queryKey: contentKeys.services })
    },
  })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Manage services</h1>
      <p className="mt-1 text-ink-muted">
        Every price on the site, in the cart and on a vet’s bill is read from here. Medicines and consumables are billed by vets at a visit and are never booked.
      </p>
      <details className="card mt-4 p-5">
        <summary className="cursor-pointer font-display text-lg font-semibold text-ink">Add a service, medicine or consumable</summary>
        <div className="mt-4">
          <ServiceForm
            key={formKey}
            initial={EMPTY}
            submitLabel="Add to the catalogue"
            pending={add.isPending}
            problem={<SaveProblem error={add.error} onReload={() => void client.invalidateQueries({ queryKey: contentKeys.services })} />}
            onSubmit={(draft, setErrors) => {
              const values = { ...valuesOf(draft), kind: draft.kind }
              const parsed = CreateServiceBody.safeParse({ ...values, id: slugify(draft.title).slice(0, 80).replace(/-+$/, '') })
              if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
              setErrors({})
              add.mutate(parsed.data)
            }}
          />
        </div>
      </details>
      {services.isPending ? <Spinner className="mt-4" /> : null}
      {services.isError ? <p role="alert" className="mt-4 text-danger-700">{services.error.message}</p> : null}
      {services.data && !services.data.gstin && services.data.services.some((service) => service.taxRate > 0) ? (
        <p data-testid="gst-without-gstin" className="mt-4 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm text-ink">
          <strong>No GSTIN is set.</strong> Some items carry GST, and their receipts say “Includes GST”, which only a business registered for GST may charge. Set
          BUSINESS_REGISTRATION to the GSTIN (it is printed on every receipt), or set these items to 0 %.
        </p>
      ) : null}
      <ul className="mt-6 grid gap-3">
        {services.data?.services.map((service) => <ServiceRow key={service.id} service={service} />)}
      </ul>
    </>
  )
}

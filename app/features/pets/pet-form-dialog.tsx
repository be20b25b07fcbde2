import { useEffect, useId, useState } from 'react'
import { PET_TYPES, PET_TYPE_LABELS, type PetType, breedsFor } from '../../../core/booking/options.ts'
import { PetBody, type PetDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'

type Values = { name: string; type: string; breed: string; birthDate: string; ageText: string; weightKg: string; notes: string }

const EMPTY: Values = { name: '', type: '', breed: '', birthDate: '', ageText: '', weightKg: '', notes: '' }

function valuesOf(pet: PetDto | null): Values {
  if (!pet) return EMPTY
  return {
    name: pet.name,
    type: pet.type,
    breed: pet.breed,
    birthDate: pet.birthDate ?? '',
    ageText: pet.ageText ?? '',
    weightKg: pet.weightKg === null ? '' : String(pet.weightKg),
    notes: pet.notes ?? '',
  }
}

const selectClass =
  'block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600'

type PetFormDialogProps = {
  open: boolean
  pet: PetDto | null
  busy: boolean
  onOpenChange: (open: boolean) => void
  onSave: (body: PetBody) => void
}

/** Add or edit a pet: type, breed from the lists, birth date or age, weight and notes. */
export function PetFormDialog({ open, pet, busy, onOpenChange, onSave }: PetFormDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const id = useId()
  useEffect(() => {
    if (open) {
      setValues(valuesOf(pet))
      setErrors({})
    }
  }, [open, pet])

  const set = (patch: Partial<Values>) => setValues((previous) => ({ ...previous, ...patch }))
  const breeds = breedsFor(values.type as PetType)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const weight = values.weightKg.trim() === '' ? undefined : Number(values.weightKg)
    const parsed = PetBody.safeParse({ ...values, weightKg: weight })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    onSave(parsed.data)
  }

  const field = (name: keyof Values, label: string, input: React.ReactNode, optional = false) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>
        {label}
        {optional ? <span className="font-normal text-ink-subtle"> (optional)</span> : null}
      </Label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-danger-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  const a11y = (name: keyof Values) => ({ id: `${id}-${name}`, 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent widthClass="max-w-lg">
        <DialogHeader>
          <DialogTitle>{pet ? `Edit ${pet.name}` : 'Add a pet'}</DialogTitle>
        </DialogHeader>
        <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="sm:col-span-2">{field('name', 'Name', <Input {...a11y('name')} value={values.name} maxLength={50} onChange={(event) => set({ name: event.target.value })} />)}</div>
          {field(
            'type',
            'Type',
            <select
              {...a11y('type')}
              className={selectClass}
              value={values.type}
              onChange={(event) => set({ type: event.target.value, breed: breedsFor(event.target.value as PetType).includes(values.breed) ? values.breed : '' })}
            >
              <option value="">Select type</option>
              {PET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PET_TYPE_LABELS[type]}
                </option>
              ))}
            </select>,
          )}
          {field(
            'breed',
            'Breed',
            <select {...a11y('breed')} className={selectClass} value={values.breed} disabled={breeds.length === 0} onChange={(event) => set({ breed: event.target.value })}>
              <option value="">Select breed</option>
              {breeds.map((breed) => (
                <option key={breed} value={breed}>
                  {breed}
                </option>
              ))}
            </select>,
          )}
          {field('birthDate', 'Birth date', <Input {...a11y('birthDate')} type="date" value={values.birthDate} onChange={(event) => set({ birthDate: event.target.value })} />, true)}
          {field('ageText', 'Or age', <Input {...a11y('ageText')} placeholder="e.g. 2 years" value={values.ageText} maxLength={30} onChange={(event) => set({ ageText: event.target.value })} />, true)}
          {field(
            'weightKg',
            'Weight (kg)',
            <Input {...a11y('weightKg')} inputMode="decimal" value={values.weightKg} onChange={(event) => set({ weightKg: event.target.value.replace(/[^\d.]/g, '') })} />,
            true,
          )}
          <div className="sm:col-span-2">
            {field(
              'notes',
              'Notes',
              <textarea
                {...a11y('notes')}
                rows={3}
                maxLength={1000}
                value={values.notes}
                placeholder="Allergies, medicines, temperament"
                onChange={(event) => set({ notes: event.target.value })}
                className="block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
              />,
              true,
            )}
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              Save pet
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

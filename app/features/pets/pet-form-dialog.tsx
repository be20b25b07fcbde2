import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { PET_TYPES, type PetType, breedsFor } from '../../../core/booking/options.ts'
import { PetBody, type PetDto } from '../../../core/contracts/booking.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { petError } from './pet-errors.ts'

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
  /** The owner's other pets' names, for a gentle warning on a second pet of the same name. */
  otherNames?: readonly string[]
}

const NAME_LIMIT = 50

/** Today in India as YYYY-MM-DD: the latest birth date a pet can have. */
function todayInIndia(): string {
  return new Date(Date.now() + 5.5 * 60 * 60_000).toISOString().slice(0, 10)
}

/** Add or edit a pet: type, breed from the lists, birth date or age, weight and notes. */
export function PetFormDialog({ open, pet, busy, onOpenChange, onSave, otherNames = [] }: PetFormDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const id = useId()
  const t = useTranslations('pets')
  useEffect(() => {
    if (open) {
      setValues(valuesOf(pet))
      setErrors({})
    }
  }, [open, pet])

  const set = (patch: Partial<Values>) => setValues((previous) => ({ ...previous, ...patch }))
  const breeds = breedsFor(values.type as PetType)
  const sameName = values.name.trim() !== '' && otherNames.some((other) => other.trim().toLowerCase() === values.name.trim().toLowerCase())

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const weight = values.weightKg.trim() === '' ? undefined : Number(values.weightKg)
    const parsed = PetBody.safeParse({ ...values, weightKg: weight })
    const next: typeof errors = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values
        // The contract's words become a sentence in the page's language (pet-errors.ts).
        const { key, values: args } = petError(field, issue.message)
        next[field] ??= t(`errors.${key}`, args)
      }
    }
    if (values.name.trim().length > NAME_LIMIT) next.name = t('errors.nameTooLong', { limit: NAME_LIMIT, count: values.name.trim().length })
    if (values.birthDate && values.birthDate > todayInIndia()) next.birthDate = t('errors.birthDateFuture')
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next)
      return
    }
    onSave(parsed.data)
  }

  const field = (name: keyof Values, label: string, input: React.ReactNode, optional = false) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>
        {label}
        {optional ? <span className="font-normal text-ink-subtle">{t('form.optional')}</span> : null}
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
          <DialogTitle>{pet ? t.rich('form.editTitle', { pet: pet.name, name: untranslated }) : t('form.addTitle')}</DialogTitle>
        </DialogHeader>
        <form className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="sm:col-span-2">{field('name', t('form.name'), <Input {...a11y('name')} value={values.name} maxLength={NAME_LIMIT + 20} onChange={(event) => set({ name: event.target.value })} />)}
            {!errors.name && sameName ? (
              <p className="mt-1.5 text-sm text-accent-700" role="status">
                {t.rich('form.sameName', { pet: values.name.trim(), name: untranslated })}
              </p>
            ) : null}
          </div>
          {field(
            'type',
            t('form.type'),
            <select
              {...a11y('type')}
              className={selectClass}
              value={values.type}
              onChange={(event) => set({ type: event.target.value, breed: breedsFor(event.target.value as PetType).includes(values.breed) ? values.breed : '' })}
            >
              <option value="">{t('form.selectType')}</option>
              {PET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`petTypes.${type}`)}
                </option>
              ))}
            </select>,
          )}
          {field(
            'breed',
            t('form.breed'),
            <select {...a11y('breed')} className={selectClass} value={values.breed} disabled={breeds.length === 0} onChange={(event) => set({ breed: event.target.value })}>
              <option value="">{t('form.selectBreed')}</option>
              {breeds.map((breed) => (
                <option key={breed} value={breed} translate="no">
                  {breed}
                </option>
              ))}
            </select>,
          )}
          {field('birthDate', t('form.birthDate'), <Input {...a11y('birthDate')} type="date" max={todayInIndia()} value={values.birthDate} onChange={(event) => set({ birthDate: event.target.value })} />, true)}
          {field('ageText', t('form.age'), <Input {...a11y('ageText')} placeholder={t('form.agePlaceholder')} value={values.ageText} maxLength={30} onChange={(event) => set({ ageText: event.target.value })} />, true)}
          {field(
            'weightKg',
            t('form.weight'),
            <Input {...a11y('weightKg')} inputMode="decimal" value={values.weightKg} onChange={(event) => set({ weightKg: event.target.value.replace(/[^\d.]/g, '') })} />,
            true,
          )}
          <div className="sm:col-span-2">
            {field(
              'notes',
              t('form.notes'),
              <textarea
                {...a11y('notes')}
                rows={3}
                maxLength={1000}
                value={values.notes}
                placeholder={t('form.notesPlaceholder')}
                onChange={(event) => set({ notes: event.target.value })}
                className="block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
              />,
              true,
            )}
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { AGE_REQUIRED, AGE_TOO_HIGH, AGE_UNREADABLE, AGE_ZERO, parseAge } from '../../../core/assistant/age.ts'
import { type AssistantPet, PET_CATEGORIES, type PetCategory } from '../../../core/assistant/pet.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'

type Values = { category: PetCategory | ''; breed: string; age: string }
type Errors = Partial<Record<keyof Values, string>>
const EMPTY: Values = { category: '', breed: '', age: '' }

type FormText = ReturnType<typeof useTranslations<'assistant.petForm'>>

const AGE_MESSAGES = { [AGE_REQUIRED]: 'ageRequired', [AGE_UNREADABLE]: 'ageUnreadable', [AGE_TOO_HIGH]: 'ageTooHigh', [AGE_ZERO]: 'ageZero' } as const

/** The age parser's words for an age it cannot read, in the page's language. */
function ageMessage(message: string, t: FormText): string {
  const known = AGE_MESSAGES[message as keyof typeof AGE_MESSAGES]
  if (known) return t(known)
  const unit = /^Add a unit to (.+?): /.exec(message)
  return unit ? t('ageNeedsUnit', { value: unit[1] ?? '' }) : message
}

/** The spec's pet dialog messages (section 5), and the age parser's for an age it cannot read. */
function validate(values: Values, t: FormText): { pet: AssistantPet } | { errors: Errors } {
  const errors: Errors = {}
  if (!values.category) errors.category = t('categoryRequired')
  if (!values.breed.trim()) errors.breed = t('breedRequired')
  const age = parseAge(values.age)
  if (!age.ok) errors.age = ageMessage(age.message, t)
  if (Object.keys(errors).length > 0 || !values.category) return { errors }
  return { pet: { category: values.category, breed: values.breed.trim(), age: values.age.trim() } }
}

const selectClass =
  'block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600'

/** 'Pet Information': category (7 options), breed and age as free text; resets after a valid submit. */
export function PetInfoDialog({ open, toolTitle, onSubmit, onClose }: { open: boolean; toolTitle: string; onSubmit: (pet: AssistantPet) => void; onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const t = useTranslations('assistant.petForm')
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const field = (name: keyof Values) => ({
    id: `assistant-pet-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `assistant-pet-${name}-error` : undefined,
  })
  const error = (name: keyof Values) =>
    errors[name] ? (
      <p id={`assistant-pet-${name}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
        {errors[name]}
      </p>
    ) : null

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(values, t)
    if ('errors' in result) {
      setErrors(result.errors)
      return
    }
    setValues(EMPTY)
    setErrors({})
    onSubmit(result.pet)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent widthClass="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description', { tool: toolTitle })}</DialogDescription>
        </DialogHeader>
        <form className="mt-5 space-y-4" noValidate onSubmit={submit}>
          <div>
            <Label htmlFor="assistant-pet-category">{t('category')}</Label>
            <select {...field('category')} className={`mt-1.5 ${selectClass}`} value={values.category} onChange={(event) => set({ category: event.target.value as PetCategory })}>
              <option value="">{t('selectCategory')}</option>
              {PET_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
            {error('category')}
          </div>
          <div>
            <Label htmlFor="assistant-pet-breed">{t('breed')}</Label>
            <Input {...field('breed')} className="mt-1.5" maxLength={80} placeholder={t('breedPlaceholder')} value={values.breed} onChange={(event) => set({ breed: event.target.value })} />
            {error('breed')}
          </div>
          <div>
            <Label htmlFor="assistant-pet-age">{t('age')}</Label>
            <Input {...field('age')} className="mt-1.5" maxLength={40} placeholder={t('agePlaceholder')} value={values.age} onChange={(event) => set({ age: event.target.value })} />
            {error('age')}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('submit')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

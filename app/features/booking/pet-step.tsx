import { Plus } from '../../components/ui/icons.tsx'
import { useMessages, useTranslations } from 'use-intl'
import { PET_TYPES, type PetType, breedsFor } from '../../../core/booking/options.ts'
import type { PetDto } from '../../../core/contracts/booking.ts'
import { Input } from '../../components/ui/input.tsx'
import { ChoiceCard, Field, Select } from './form-field.tsx'
import type { StepProps } from './wizard-types.ts'

/** Step 1, Pet Details: a saved pet (which fills name, type and breed) or a new one. */
/** A pet someone shared with this person (the pet health record's caregivers). */
export type SharedPet = Pick<PetDto, 'id' | 'name' | 'type' | 'breed'>

export function PetStep({ form, errors, update, pets, sharedPets = [] }: StepProps & { pets: readonly PetDto[]; sharedPets?: readonly SharedPet[] }) {
  const breeds = breedsFor(form.petType as PetType)
  const t = useTranslations('booking')
  const { breeds: breedNames } = useMessages().booking
  const breedName = (breed: string) => breedNames[breed] ?? breed
  const choosePet = (id: string) => {
    const pet = [...pets, ...sharedPets].find((candidate) => candidate.id === id)
    if (pet) update({ existingPetId: pet.id, petName: pet.name, petType: pet.type, petBreed: pet.breed })
    else update({ existingPetId: '', petName: '', petType: '', petBreed: '' })
  }
  return (
    <div className="space-y-5">
      {pets.length + sharedPets.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('pet.yourPets')}</legend>
          {pets.map((pet) => (
            <ChoiceCard key={pet.id} name="saved-pet" value={pet.id} checked={form.existingPetId === pet.id} onChange={choosePet}>
              <span className="block font-semibold text-ink" translate="no">
                {pet.name}
              </span>
              <span className="block text-sm text-ink-muted">
                {t(`petTypes.${pet.type}`)} · {breedName(pet.breed)}
              </span>
            </ChoiceCard>
          ))}
          {sharedPets.map((pet) => (
            <ChoiceCard key={pet.id} name="saved-pet" value={pet.id} checked={form.existingPetId === pet.id} onChange={choosePet}>
              <span className="block font-semibold text-ink" translate="no">
                {pet.name}
              </span>
              <span className="block text-sm text-ink-muted">
                {t(`petTypes.${pet.type}`)} · {breedName(pet.breed)} · {t('pet.shared')}
              </span>
            </ChoiceCard>
          ))}
          <ChoiceCard name="saved-pet" value="" checked={form.existingPetId === ''} onChange={choosePet}>
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Plus aria-hidden="true" className="size-4" />
              {t('pet.addNew')}
            </span>
          </ChoiceCard>
        </fieldset>
      ) : null}

      {form.existingPetId === '' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={t('pet.name')} error={errors.petName}>
              {(props) => <Input {...props} value={form.petName} maxLength={50} autoComplete="off" onChange={(event) => update({ petName: event.target.value })} />}
            </Field>
          </div>
          <Field label={t('pet.type')} error={errors.petType}>
            {(props) => (
              <Select
                {...props}
                value={form.petType}
                onChange={(event) => {
                  const petType = event.target.value
                  const keepBreed = breedsFor(petType as PetType).includes(form.petBreed)
                  update({ petType, petBreed: keepBreed ? form.petBreed : '' })
                }}
              >
                <option value="">{t('pet.selectType')}</option>
                {PET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`petTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('pet.breed')} error={errors.petBreed} hint={breeds.length === 0 ? t('pet.typeFirst') : undefined}>
            {(props) => (
              <Select {...props} value={form.petBreed} disabled={breeds.length === 0} onChange={(event) => update({ petBreed: event.target.value })}>
                <option value="">{t('pet.selectBreed')}</option>
                {breeds.map((breed) => (
                  <option key={breed} value={breed}>
                    {breedName(breed)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      ) : null}
    </div>
  )
}

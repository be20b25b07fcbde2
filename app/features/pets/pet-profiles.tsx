import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Cat, Dog, Pencil, Plus, Trash2 } from '../../components/ui/icons.tsx'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { formatDayMonthYear } from '../../../core/dates.ts'
import type { Language } from '../../../core/i18n/language.ts'
import type { PetBody, PetDto } from '../../../core/contracts/booking.ts'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { PetFormDialog } from './pet-form-dialog.tsx'
import { petKeys } from '../../lib/query-keys/pet-keys.ts'
import { createPet, deletePet, listMyPets, updatePet } from './pets-api.ts'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'

type PetsText = ReturnType<typeof useTranslations<'pets'>>

/** A refused save: English pages show the server's words, a Hindi page 'please try again' (the form checked the rest). */
function failure(error: unknown, t: PetsText, language: Language) {
  const refused = error instanceof ApiError && error.status < 500 && language === 'en'
  const description = refused ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : t('toasts.tryAgain')
  toast({ variant: 'destructive', title: t('toasts.saveFailed'), description })
}

/** '4 Dec 2026' as the birth date, else the age as the owner typed it ('2 years'). */
function ageLine(pet: PetDto, t: PetsText, language: Language): string | null {
  if (pet.birthDate) return t('list.born', { date: formatDayMonthYear(pet.birthDate, language) })
  return pet.ageText
}

/** The signed-in owner's pets: add, edit and remove. */
export function PetProfiles({ userId }: { userId: string }) {
  const client = useQueryClient()
  const t = useTranslations('pets')
  const language = useLanguage()
  const localPath = useLocalPath()
  const pets = useQuery({ queryKey: petKeys.list(userId), queryFn: listMyPets })
  const [editing, setEditing] = useState<PetDto | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [removing, setRemoving] = useState<PetDto | null>(null)
  const refresh = () => client.invalidateQueries({ queryKey: petKeys.all(userId) })

  const save = useMutation({
    mutationFn: (body: PetBody) => (editing ? updatePet(editing.id, body) : createPet(body)),
    onSuccess: async (pet) => {
      setFormOpen(false)
      toast({ title: t('toasts.saved'), description: t.rich('toasts.savedText', { name: pet.name, pet: untranslated }) })
      await refresh()
    },
    onError: (error) => failure(error, t, language),
  })
  const remove = useMutation({
    mutationFn: (id: string) => deletePet(id),
    onSuccess: async () => {
      setRemoving(null)
      toast({ title: t('toasts.removed') })
      await refresh()
    },
    onError: (error) => failure(error, t, language),
  })

  const open = (pet: PetDto | null) => {
    setEditing(pet)
    setFormOpen(true)
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">{t('list.yourPets')}</h2>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('list.add')}
        </Button>
      </div>
      {pets.isPending ? (
        <div className="flex justify-center py-12 text-brand-700" role="status">
          <Spinner />
          <span className="sr-only">{t('list.loading')}</span>
        </div>
      ) : pets.isError ? (
        <p className="mt-4 rounded-xl bg-danger-50 p-4 text-danger-700">{t('list.failed')}</p>
      ) : pets.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">{t('list.empty')}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pets.data.map((pet) => {
            const Icon = pet.type === 'cat' || pet.type === 'kitten' ? Cat : Dog
            const age = ageLine(pet, t, language)
            return (
              <li key={pet.id} className="card p-5" data-testid="pet-card">
                <div className="flex items-start gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-ink" translate="no">
                      {pet.name}
                    </h3>
                    <p className="text-sm text-ink-muted">
                      {t(`petTypes.${pet.type}`)} · <span translate="no">{pet.breed}</span>
                    </p>
                    {age || pet.weightKg !== null ? (
                      <p className="text-sm text-ink-muted">{[age, pet.weightKg !== null ? t('list.weight', { weight: pet.weightKg }) : null].filter(Boolean).join(' · ')}</p>
                    ) : null}
                    {pet.notes ? (
                      <p className="mt-2 text-sm break-words text-ink" translate="no">
                        {pet.notes}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  {/* Names that hold the pet's, which is never translated: hidden elements can say so, an aria-label cannot. */}
                  <span id={`${pet.id}-record`} hidden>
                    {t.rich('list.healthRecordOf', { pet: pet.name, name: untranslated })}
                  </span>
                  <span id={`${pet.id}-edit`} hidden>
                    {t.rich('list.editPet', { pet: pet.name, name: untranslated })}
                  </span>
                  <span id={`${pet.id}-remove`} hidden>
                    {t.rich('list.removePet', { pet: pet.name, name: untranslated })}
                  </span>
                  <Link to={localPath(`/pet-profiles/${pet.id}`)} className={buttonClass({ size: 'sm' })} aria-labelledby={`${pet.id}-record`}>
                    {t('list.healthRecord')}
                  </Link>
                  <Button size="sm" variant="outline" onClick={() => open(pet)} aria-labelledby={`${pet.id}-edit`}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('list.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(pet)} aria-labelledby={`${pet.id}-remove`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('list.remove')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <PetFormDialog
        open={formOpen}
        pet={editing}
        busy={save.isPending}
        onOpenChange={setFormOpen}
        onSave={(body) => save.mutate(body)}
        otherNames={(pets.data ?? []).filter((pet) => pet.id !== editing?.id).map((pet) => pet.name)}
      />
      <Dialog open={removing !== null} onOpenChange={(value) => !value && setRemoving(null)}>
        <DialogContent widthClass="max-w-md">
          <DialogHeader>
            <DialogTitle>{t.rich('removeDialog.title', { pet: removing?.name ?? '', name: untranslated })}</DialogTitle>
            <DialogDescription>{t('removeDialog.description')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('removeDialog.keep')}
            </Button>
            <Button variant="destructive" onClick={() => removing && remove.mutate(removing.id)} disabled={remove.isPending}>
              {t('removeDialog.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}

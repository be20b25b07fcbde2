import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Cat, Dog, Pencil, Plus, Trash2 } from '../../components/ui/icons.tsx'
import { useState } from 'react'
import { PET_TYPE_LABELS } from '../../../core/booking/options.ts'
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

function failure(error: unknown) {
  const description = error instanceof ApiError && error.status < 500 ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : 'Please try again.'
  toast({ variant: 'destructive', title: 'Could not save', description })
}

function ageLine(pet: PetDto): string | null {
  if (pet.birthDate) return `Born ${new Date(`${pet.birthDate}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`
  return pet.ageText
}

/** The signed-in owner's pets: add, edit and remove. */
export function PetProfiles({ userId }: { userId: string }) {
  const client = useQueryClient()
  const pets = useQuery({ queryKey: petKeys.list(userId), queryFn: listMyPets })
  const [editing, setEditing] = useState<PetDto | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [removing, setRemoving] = useState<PetDto | null>(null)
  const refresh = () => client.invalidateQueries({ queryKey: petKeys.all(userId) })

  const save = useMutation({
    mutationFn: (body: PetBody) => (editing ? updatePet(editing.id, body) : createPet(body)),
    onSuccess: async (pet) => {
      setFormOpen(false)
      toast({ title: 'Pet saved', description: `${pet.name}'s profile is up to date.` })
      await refresh()
    },
    onError: failure,
  })
  const remove = useMutation({
    mutationFn: (id: string) => deletePet(id),
    onSuccess: async () => {
      setRemoving(null)
      toast({ title: 'Pet removed' })
      await refresh()
    },
    onError: failure,
  })

  const open = (pet: PetDto | null) => {
    setEditing(pet)
    setFormOpen(true)
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">Your pets</h2>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" className="size-5" />
          Add a pet
        </Button>
      </div>
      {pets.isPending ? (
        <div className="flex justify-center py-12 text-brand-700" role="status">
          <Spinner />
          <span className="sr-only">Loading...</span>
        </div>
      ) : pets.isError ? (
        <p className="mt-4 rounded-xl bg-danger-50 p-4 text-danger-700">We could not load your pets. Please reload the page.</p>
      ) : pets.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">No pets yet. Add one, or book a visit and we save the pet for you.</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pets.data.map((pet) => {
            const Icon = pet.type === 'cat' || pet.type === 'kitten' ? Cat : Dog
            const age = ageLine(pet)
            return (
              <li key={pet.id} className="card p-5" data-testid="pet-card">
                <div className="flex items-start gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold text-ink">{pet.name}</h3>
                    <p className="text-sm text-ink-muted">
                      {PET_TYPE_LABELS[pet.type]} · {pet.breed}
                    </p>
                    {age || pet.weightKg !== null ? (
                      <p className="text-sm text-ink-muted">{[age, pet.weightKg !== null ? `${pet.weightKg} kg` : null].filter(Boolean).join(' · ')}</p>
                    ) : null}
                    {pet.notes ? <p className="mt-2 text-sm break-words text-ink">{pet.notes}</p> : null}
                  </div>
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Link to={`/pet-profiles/${pet.id}`} className={buttonClass({ size: 'sm' })} aria-label={`Health record of ${pet.name}`}>
                    Health record
                  </Link>
                  <Button size="sm" variant="outline" onClick={() => open(pet)} aria-label={`Edit ${pet.name}`}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(pet)} aria-label={`Remove ${pet.name}`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
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
            <DialogTitle>Remove {removing?.name}?</DialogTitle>
            <DialogDescription>Past appointments stay in your list; only the saved profile goes.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              Keep
            </Button>
            <Button variant="destructive" onClick={() => removing && remove.mutate(removing.id)} disabled={remove.isPending}>
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import type { AddressDto } from '../../../core/contracts/booking.ts'
import { homeAddressLine } from '../../../core/booking/location.ts'
import { Button } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { MapPin, Pencil, Plus, Trash2 } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { useLanguage } from '../../lib/i18n.tsx'
import type { Language } from '../../../core/i18n/language.ts'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { addressKeys } from '../../lib/query-keys/address-keys.ts'
import { createAddress, listAddresses, removeAddress, updateAddress } from './account-api.ts'

export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const

type Draft = { tag: string; addressLine1: string; city: string; pincode: string; landmark: string; isDefault: boolean }
type DraftErrors = Partial<Record<'addressLine1' | 'city' | 'pincode', string>>

const EMPTY_DRAFT: Draft = { tag: 'Home', addressLine1: '', city: '', pincode: '', landmark: '', isDefault: false }

function draftOf(address: AddressDto): Draft {
  return {
    tag: (ADDRESS_LABELS as readonly string[]).includes(address.tag) ? address.tag : 'Other',
    addressLine1: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    city: address.city,
    pincode: address.pincode,
    landmark: address.landmark ?? '',
    isDefault: address.isDefault,
  }
}

type AddressText = ReturnType<typeof useTranslations<'account.addresses'>>

function problems(draft: Draft, t: AddressText): DraftErrors {
  const errors: DraftErrors = {}
  if (!draft.addressLine1.trim()) errors.addressLine1 = t('addressRequired')
  if (!draft.city.trim()) errors.city = t('cityRequired')
  if (!/^\d{6}$/.test(draft.pincode)) errors.pincode = t('pincodeInvalid')
  return errors
}

/** A refused save: English pages show the server's words, a Hindi page 'please try again' (the form checked the rest). */
function failure(title: string, error: unknown, t: AddressText, language: Language) {
  const description = error instanceof ApiError && error.status < 500 && language === 'en' ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : t('tryAgain')
  toast({ variant: 'destructive', title, description })
}

/** A saved label in the page's language; a label typed elsewhere stays as written. */
function labelText(tag: string, t: AddressText): React.ReactNode {
  return (ADDRESS_LABELS as readonly string[]).includes(tag) ? t(`labels.${tag as (typeof ADDRESS_LABELS)[number]}`) : <span translate="no">{tag}</span>
}

/** The owner's saved addresses: label, default, edit, delete and add. The default fills the next home visit. */
export function SavedAddresses({ userId }: { userId: string }) {
  const client = useQueryClient()
  const list = useQuery({ queryKey: addressKeys.list(userId), queryFn: () => listAddresses(userId) })
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null)
  const [removing, setRemoving] = useState<AddressDto | null>(null)
  const refresh = () => client.invalidateQueries({ queryKey: addressKeys.all(userId) })
  const t = useTranslations('account.addresses')
  const language = useLanguage()

  const save = useMutation({
    mutationFn: async (draft: Draft) => {
      const body = { userId, addressLine1: draft.addressLine1.trim(), city: draft.city.trim(), pincode: draft.pincode, landmark: draft.landmark.trim(), tag: draft.tag, isDefault: draft.isDefault }
      return editing && editing !== 'new' ? updateAddress(editing.id, { ...body, latitude: editing.latitude, longitude: editing.longitude }) : createAddress(body)
    },
    onSuccess: async () => {
      setEditing(null)
      toast({ title: t('saved') })
      await refresh()
    },
    onError: (error) => failure(t('saveFailed'), error, t, language),
  })
  const remove = useMutation({
    mutationFn: (id: string) => removeAddress(id),
    onSuccess: async () => {
      setRemoving(null)
      toast({ title: t('removed') })
      await refresh()
    },
    onError: (error) => failure(t('removeFailed'), error, t, language),
  })

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="addresses-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="font-display text-xl font-semibold text-ink">
          {t('heading')}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </Button>
      </div>
      {list.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-ink-muted">
          <Spinner className="size-4" /> {t('loading')}
        </p>
      ) : list.isError ? (
        <p className="mt-4 text-danger-700">{t('failed')}</p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 rounded-xl bg-surface p-4 text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {list.data.map((address) => (
            <li key={address.id} className="flex items-start justify-between gap-3 py-3" data-testid="saved-address">
              <div className="flex min-w-0 items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {labelText(address.tag, t)}
                    {address.isDefault ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t('default')}</span> : null}
                  </p>
                  <p className="text-sm text-ink-muted wrap-anywhere" translate="no">
                    {homeAddressLine({ ...address, address: [address.addressLine1, address.addressLine2].filter(Boolean).join(', ') })}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="icon" onClick={() => setEditing(address)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.rich('edit', { address: address.addressLine1, name: untranslated })}</span>
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setRemoving(address)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.rich('remove', { address: address.addressLine1, name: untranslated })}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <AddressDialog
          initial={editing === 'new' ? EMPTY_DRAFT : draftOf(editing)}
          title={editing === 'new' ? t('addTitle') : t('editTitle')}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(draft) => save.mutate(draft)}
        />
      ) : null}

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent widthClass="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('removeTitle')}</DialogTitle>
            <DialogDescription>
              {removing ? (
                <>
                  {labelText(removing.tag, t)}: <span translate="no">{`${removing.addressLine1}, ${removing.city}`}</span>. {t('removeText')}
                </>
              ) : (
                ''
              )}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('keep')}
            </Button>
            <Button variant="destructive" onClick={() => removing && remove.mutate(removing.id)} disabled={remove.isPending}>
              {t('confirmRemove')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}

function AddressDialog({ initial, title, busy, onClose, onSave }: { initial: Draft; title: string; busy: boolean; onClose: () => void; onSave: (draft: Draft) => void }) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<DraftErrors>({})
  const id = useId()
  const t = useTranslations('account.addresses')
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }))
  const field = (name: keyof DraftErrors, label: string, input: React.ReactNode) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-danger-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  const invalid = (name: keyof DraftErrors) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = problems(draft, t)
    setErrors(found)
    if (Object.keys(found).length === 0) onSave(draft)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent widthClass="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('label')}</legend>
            <div className="flex gap-2">
              {ADDRESS_LABELS.map((label) => (
                <label key={label} className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line px-3 text-sm font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name={`${id}-tag`} value={label} checked={draft.tag === label} onChange={() => set({ tag: label })} className="accent-brand-700" />
                  {t(`labels.${label}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {field('addressLine1', t('address'), <Input id={`${id}-addressLine1`} value={draft.addressLine1} maxLength={300} autoComplete="street-address" placeholder={t('addressPlaceholder')} onChange={(event) => set({ addressLine1: event.target.value })} {...invalid('addressLine1')} />)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('city', t('city'), <Input id={`${id}-city`} value={draft.city} maxLength={100} autoComplete="address-level2" onChange={(event) => set({ city: event.target.value })} {...invalid('city')} />)}
            {field('pincode', t('pincode'), <Input id={`${id}-pincode`} value={draft.pincode} inputMode="numeric" maxLength={6} autoComplete="postal-code" onChange={(event) => set({ pincode: event.target.value.replace(/\D/g, '') })} {...invalid('pincode')} />)}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-landmark`}>
              {t('landmark')} <span className="font-normal text-ink-subtle">{t('optional')}</span>
            </Label>
            <Input id={`${id}-landmark`} value={draft.landmark} maxLength={200} onChange={(event) => set({ landmark: event.target.value })} />
          </div>
          <label className="flex items-center gap-2.5 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-brand-700" checked={draft.isDefault} onChange={(event) => set({ isDefault: event.target.checked })} />
            {t('makeDefault')}
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner className="size-4" /> : null}
              {t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

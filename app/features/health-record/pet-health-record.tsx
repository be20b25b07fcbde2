import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import type { Language } from '../../../core/i18n/language.ts'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import type { DoseInput, PetHealthResponse, PlanItemDto } from '../../../core/contracts/health-record.ts'
import { formatShortDateWithYear, formatTime } from '../../../core/dates.ts'
import type { DoseKind } from '../../../core/health/health-plan.ts'
import { MUNICIPAL_REGISTRATIONS } from '../../../core/health/municipal-registration.ts'
import { coursesFor } from '../../../core/health/vaccination-schedules.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { ApiError } from '../../lib/api-client.ts'
import { healthKeys } from '../../lib/query-keys/health-keys.ts'
import {
  addCaregiver,
  createCardLink,
  getPetHealth,
  recordDose,
  removeCaregiver,
  revokeCardLink,
  removePetPhoto,
  saveHealthSettings,
  uploadCardPagePhoto,
  uploadPetPhoto,
} from './health-record-api.ts'

const selectClass =
  'block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30'

const STATUS_STYLE: Record<PlanItemDto['status'], string> = {
  done: 'bg-brand-50 text-brand-800',
  due: 'bg-amber-100 text-amber-900',
  overdue: 'bg-danger-50 text-danger-700',
  upcoming: 'bg-surface text-ink-muted',
}

type HealthText = ReturnType<typeof useTranslations<'health'>>

/** A refused save: English pages show the server's words, a Hindi page 'please try again'. */
function useFailure(): (error: unknown) => void {
  const t = useTranslations('health')
  const language = useLanguage()
  return (error) => {
    const description = error instanceof ApiError && error.status < 500 && language === 'en' ? error.message.replace(/^[A-Za-z0-9.]+: /, '') : t('errors.tryAgain')
    toast({ variant: 'destructive', title: t('errors.saveFailed'), description })
  }
}

const VISIT_TYPES = ['home', 'clinic', 'video'] as const

function visitTypeText(visitType: string, t: ReturnType<typeof useTranslations<'health.record'>>): string {
  return (VISIT_TYPES as readonly string[]).includes(visitType) ? t(`visitTypes.${visitType as (typeof VISIT_TYPES)[number]}`) : visitType
}

/** File formats and units, written as every phone shows them. */
const inEnglish = (chunks: React.ReactNode) => <span lang="en">{chunks}</span>

/** A plan item's name: a vaccine's as the schedule writes it (kept in English), the other kinds in the page's language. */
function itemName(item: PlanItemDto, t: HealthText, language: Language): React.ReactNode {
  if (language === 'en') return item.name
  if (item.kind === 'deworming') return t('kinds.deworming')
  if (item.kind === 'tick-flea') return t('kinds.tickFlea')
  return <span lang="en">{item.name}</span>
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="font-display text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function PlanList({ items, canBook, petId }: { items: PlanItemDto[]; canBook: boolean; petId: string }) {
  const t = useTranslations('health')
  const language = useLanguage()
  const localPath = useLocalPath()
  const open = items.filter((item) => item.status !== 'done')
  const done = items.filter((item) => item.status === 'done')
  const row = (item: PlanItemDto) => {
    return (
      <li key={item.key} className="flex items-start gap-3 border-b border-line py-3 last:border-0" data-testid="plan-item">
        <span className={`mt-0.5 w-20 shrink-0 rounded-full px-2.5 py-0.5 text-center text-xs font-semibold ${STATUS_STYLE[item.status]}`}>{t(`plan.${item.status}`)}</span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink">
            {itemName(item, t, language)}
            {item.verifiedByVet ? <span className="ml-2 text-xs font-semibold text-brand-700">{t('plan.verified')}</span> : null}
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
            <span>
              {t(item.status === 'done' ? 'plan.givenOn' : 'plan.dueOn', { date: formatShortDateWithYear(item.dueDate, language) })}
            </span>
            {canBook && item.kind === 'vaccination' && (item.status === 'due' || item.status === 'overdue') ? (
              <Link to={`${localPath('/book-an-appointment')}?pet=${encodeURIComponent(petId)}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {t('plan.book')}
              </Link>
            ) : null}
          </p>
        </div>
      </li>
    )
  }
  return (
    <div>
      <h3 className="font-semibold text-ink">{t('plan.next')}</h3>
      <ul className="mt-1">{open.map(row)}</ul>
      {done.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold text-ink">{t('plan.given')}</h3>
          <ul className="mt-1">{done.map(row)}</ul>
        </>
      ) : null}
    </div>
  )
}

function DoseForm({ record, onSaved }: { record: PetHealthResponse; onSaved: () => Promise<void> }) {
  const id = useId()
  const t = useTranslations('health')
  const failure = useFailure()
  const species = record.pet.type === 'cat' || record.pet.type === 'kitten' ? 'cat' : 'dog'
  const vaccines = coursesFor(species)
  const [kind, setKind] = useState<DoseKind>('vaccination')
  const [vaccine, setVaccine] = useState(vaccines[0]?.vaccine ?? 'rabies')
  const [givenOn, setGivenOn] = useState('')
  const [batch, setBatch] = useState('')
  const [cardPage, setCardPage] = useState<File | null>(null)
  const [formKey, setFormKey] = useState(0)
  const save = useMutation({
    mutationFn: async (body: DoseInput) => {
      const dose = await recordDose(record.pet.id, body)
      if (!cardPage) return { photoFailed: null }
      // The dose stands even when its photo is refused; the owner is told why.
      return uploadCardPagePhoto(record.pet.id, dose.id, cardPage).then(
        () => ({ photoFailed: null }),
        (error: unknown) => ({ photoFailed: error }),
      )
    },
    onSuccess: async ({ photoFailed }) => {
      if (photoFailed) failure(photoFailed)
      else toast({ title: t('dose.recorded'), description: t.rich('dose.recordedText', { pet: record.pet.name, name: untranslated }) })
      setGivenOn('')
      setBatch('')
      setCardPage(null)
      setFormKey((key) => key + 1)
      await onSaved()
    },
    onError: failure,
  })
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ kind, vaccine: kind === 'vaccination' ? vaccine : undefined, givenOn, batch: batch || undefined })
      }}
    >
      <div>
        <Label htmlFor={`${id}-kind`}>{t('dose.what')}</Label>
        <select id={`${id}-kind`} className={selectClass} value={kind} onChange={(event) => setKind(event.target.value as DoseKind)}>
          <option value="vaccination">{t('kinds.vaccination')}</option>
          <option value="deworming">{t('kinds.deworming')}</option>
          <option value="tick-flea">{t('kinds.tickFlea')}</option>
        </select>
      </div>
      {kind === 'vaccination' ? (
        <div>
          <Label htmlFor={`${id}-vaccine`}>{t('dose.vaccine')}</Label>
          <select id={`${id}-vaccine`} className={selectClass} value={vaccine} onChange={(event) => setVaccine(event.target.value as typeof vaccine)}>
            {vaccines.map((course) => (
              <option key={course.vaccine} value={course.vaccine} lang="en">
                {course.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <Label htmlFor={`${id}-date`}>{t('dose.date')}</Label>
        <Input id={`${id}-date`} type="date" required value={givenOn} onChange={(event) => setGivenOn(event.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${id}-batch`}>{t('dose.batch')}</Label>
        <Input id={`${id}-batch`} maxLength={50} value={batch} onChange={(event) => setBatch(event.target.value)} />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-card-page`}>{t('dose.cardPage')}</Label>
        <input
          key={formKey}
          id={`${id}-card-page`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          onChange={(event) => setCardPage(event.target.files?.[0] ?? null)}
        />
        <p className="mt-1 text-xs text-ink-muted">{t.rich('dose.cardPageHint', { pet: record.pet.name, name: untranslated, en: inEnglish })}</p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('dose.submit')}
        </Button>
      </div>
    </form>
  )
}

function PetPhoto({ record, onChanged }: { record: PetHealthResponse; onChanged: () => Promise<void> }) {
  const id = useId()
  const [inputKey, setInputKey] = useState(0)
  const t = useTranslations('health.photo')
  const failure = useFailure()
  const upload = useMutation({
    mutationFn: (file: File) => uploadPetPhoto(record.pet.id, file),
    onSuccess: async () => {
      toast({ title: t('saved'), description: t.rich('savedText', { pet: record.pet.name, name: untranslated }) })
      await onChanged()
    },
    onError: failure,
    onSettled: () => setInputKey((key) => key + 1),
  })
  const remove = useMutation({ mutationFn: () => removePetPhoto(record.pet.id), onSuccess: onChanged, onError: failure })
  const photo = record.pet.photoUrl
  return (
    <div className="flex items-center gap-4">
      {photo ? (
        <img src={photo} alt={`${record.pet.name}`} translate="no" width={96} height={96} className="size-24 shrink-0 rounded-2xl object-cover" data-testid="pet-photo" />
      ) : (
        <span aria-hidden="true" translate="no" className="flex size-24 shrink-0 items-center justify-center rounded-2xl bg-brand-50 font-display text-3xl font-bold text-brand-700">
          {record.pet.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {record.canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-photo`} className="btn-secondary cursor-pointer">
            {upload.isPending ? t('uploading') : photo ? t('change') : t('add')}
          </label>
          <input
            key={inputKey}
            id={`${id}-photo`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) upload.mutate(file)
            }}
          />
          {photo ? (
            <Button type="button" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function CardPages({ record }: { record: PetHealthResponse }) {
  const pages = record.doses.filter((dose) => dose.cardPhotoUrl)
  const t = useTranslations('health.photo')
  const language = useLanguage()
  if (pages.length === 0) return null
  return (
    <Section title={t('cardPages')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {pages.map((dose) => (
          <li key={dose.id}>
            <a href={dose.cardPhotoUrl!} target="_blank" rel="noreferrer" className="block">
              <img src={dose.cardPhotoUrl!} alt={t('cardPageAlt', { date: formatShortDateWithYear(dose.givenOn, language) })} loading="lazy" className="aspect-[3/4] w-full rounded-xl border border-line object-cover" />
              <span className="mt-1 block text-xs text-ink-muted">{t('givenOn', { date: formatShortDateWithYear(dose.givenOn, language) })}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function CardSharing({ record, onChanged }: { record: PetHealthResponse; onChanged: () => Promise<void> }) {
  const [link, setLink] = useState<{ url: string; qrSvg: string } | null>(null)
  const t = useTranslations('health.cardLink')
  const language = useLanguage()
  const failure = useFailure()
  const create = useMutation({
    mutationFn: () => createCardLink(record.pet.id),
    onSuccess: async (created) => {
      setLink(created)
      await onChanged()
    },
    onError: failure,
  })
  const revoke = useMutation({
    mutationFn: (id: string) => revokeCardLink(record.pet.id, id),
    onSuccess: async () => {
      setLink(null)
      toast({ title: t('revoked'), description: t('revokedText') })
      await onChanged()
    },
    onError: failure,
  })
  return (
    <div>
      <p className="text-sm text-ink-muted">
        {t.rich('about', { pet: record.pet.name, name: untranslated })}
      </p>
      <Button className="mt-3" onClick={() => create.mutate()} disabled={create.isPending}>
        {t('create')}
      </Button>
      {link ? (
        <div className="mt-4 flex flex-col gap-4 rounded-xl bg-surface p-4 sm:flex-row sm:items-center">
          {/* The server draws this QR code itself (qrcode-svg): an SVG of rectangles, no script. */}
          <div className="size-40 shrink-0 bg-white" aria-label={t('qr')} role="img" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-ink">{t('copyNow')}</p>
            <a href={link.url} className="mt-1 block text-sm break-all text-brand-700 underline" data-testid="card-link" translate="no" target="_blank" rel="noreferrer">
              {link.url}
            </a>
          </div>
        </div>
      ) : null}
      {record.cardLinks.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {record.cardLinks.map((cardLink) => (
            <li key={cardLink.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-ink">{t('created', { date: formatShortDateWithYear(cardLink.createdAt, language) })}</span>
              <Button size="sm" variant="outline" onClick={() => revoke.mutate(cardLink.id)} disabled={revoke.isPending}>
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Caregivers({ record, onChanged }: { record: PetHealthResponse; onChanged: () => Promise<void> }) {
  const id = useId()
  const [phone, setPhone] = useState('')
  const [canEdit, setCanEdit] = useState(false)
  const t = useTranslations('health.caregivers')
  const failure = useFailure()
  const add = useMutation({
    mutationFn: () => addCaregiver(record.pet.id, { phoneNumber: phone, canEdit }),
    onSuccess: async () => {
      setPhone('')
      toast({ title: t('shared'), description: t.rich('sharedText', { pet: record.pet.name, name: untranslated }) })
      await onChanged()
    },
    onError: failure,
  })
  const remove = useMutation({ mutationFn: (caregiverId: string) => removeCaregiver(record.pet.id, caregiverId), onSuccess: onChanged, onError: failure })
  return (
    <div>
      <p className="text-sm text-ink-muted">{t.rich('about', { pet: record.pet.name, name: untranslated })}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          add.mutate()
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor={`${id}-phone`}>{t('phone')}</Label>
          <Input id={`${id}-phone`} type="tel" inputMode="tel" required value={phone} onChange={(event) => setPhone(event.target.value)} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-5" checked={canEdit} onChange={(event) => setCanEdit(event.target.checked)} />
          {t('canRecord')}
        </label>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {t('share')}
        </Button>
      </form>
      {record.caregivers.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {record.caregivers.map((caregiver) => (
            <li key={caregiver.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-ink">
                {caregiver.phoneNumber} · {caregiver.canEdit ? t('canRecordLower') : t('canView')}
              </span>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(caregiver.id)} disabled={remove.isPending}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Registration({ record, onChanged }: { record: PetHealthResponse; onChanged: () => Promise<void> }) {
  const id = useId()
  const [number, setNumber] = useState(record.registrationNumber ?? '')
  const [renewsOn, setRenewsOn] = useState(record.registrationRenewsOn ?? '')
  const [remindersOn, setRemindersOn] = useState(record.remindersOn)
  const t = useTranslations('health.registration')
  const language = useLanguage()
  const failure = useFailure()
  const save = useMutation({
    mutationFn: () => saveHealthSettings(record.pet.id, { remindersOn, registrationNumber: number || undefined, registrationRenewsOn: renewsOn || undefined }),
    onSuccess: async () => {
      toast({ title: t('saved') })
      await onChanged()
    },
    onError: failure,
  })
  return (
    <div>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <div>
          <Label htmlFor={`${id}-number`}>{t('number')}</Label>
          <Input id={`${id}-number`} maxLength={60} value={number} onChange={(event) => setNumber(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-renews`}>{t('renewBy')}</Label>
          <Input id={`${id}-renews`} type="date" value={renewsOn} onChange={(event) => setRenewsOn(event.target.value)} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink sm:col-span-2">
          <input type="checkbox" className="size-5" checked={remindersOn} onChange={(event) => setRemindersOn(event.target.checked)} />
          <span>{t.rich('reminders', { pet: record.pet.name, name: untranslated })}</span>
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
      <div className="mt-5 space-y-3">
        {language === 'en' ? null : <p className="text-sm text-ink-muted">{t('inEnglish')}</p>}
        {MUNICIPAL_REGISTRATIONS.map((entry) => (
          <details key={entry.id} className="rounded-xl border border-line p-4">
            <summary className="cursor-pointer font-semibold text-ink">{t.rich('howTo', { area: entry.area, name: untranslated })}</summary>
            <div className="mt-2 space-y-2 text-sm text-ink" lang="en">
              <p>
                <strong>{entry.authority}.</strong> {entry.covers}
              </p>
              <p>{entry.howToApply}</p>
              <ul className="list-disc pl-5">
                {entry.needs.map((need) => (
                  <li key={need}>{need}</li>
                ))}
              </ul>
              <p>
                <strong>Fee:</strong> {entry.fee}
              </p>
              <p>
                <strong>Renewal:</strong> {entry.renewal}
              </p>
              <p className="text-ink-muted">
                Written on {formatShortDateWithYear(entry.writtenOn)} from: {entry.sources.map((source) => source.title).join('; ')}. Rules change: confirm them with the authority before you apply.{' '}
                <a className="text-brand-700 underline" href={entry.authorityUrl} rel="noreferrer" target="_blank">
                  The authority's site
                </a>
              </p>
            </div>
          </details>
        ))}
      </div>
    </div>
  )
}

/** One pet's health record: plan, doses, reminders, card links, caregivers and registration. */
export function PetHealthRecord({ userId, petId }: { userId: string; petId: string }) {
  const client = useQueryClient()
  const record = useQuery({ queryKey: healthKeys.record(userId, petId), queryFn: () => getPetHealth(petId) })
  const refresh = () => client.invalidateQueries({ queryKey: healthKeys.all(userId) })
  const t = useTranslations('health.record')
  const language = useLanguage()
  const localPath = useLocalPath()
  if (record.isPending) {
    return (
      <div className="flex justify-center py-12 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404
    return <p className="rounded-xl bg-danger-50 p-4 text-danger-700">{missing ? t('missing') : t('failed')}</p>
  }
  const data = record.data
  const owner = data.role === 'owner'
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold text-ink">{t.rich('heading', { pet: data.pet.name, name: untranslated })}</h2>
        <Link to={localPath('/pet-profiles')} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t('allPets')}
        </Link>
      </div>
      <PetPhoto record={data} onChanged={refresh} />
      {!owner ? <p className="rounded-xl bg-surface p-4 text-sm text-ink-muted">{t.rich('sharedBy', { pet: data.pet.name, name: untranslated })}</p> : null}
      {!data.pet.birthDate ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-ink">{t.rich('noBirthDate', { pet: data.pet.name, name: untranslated })}</p>
      ) : null}
      <Section title={t('plan')}>
        <PlanList items={data.plan} canBook petId={petId} />
      </Section>
      {data.upcomingVisits.length > 0 ? (
        <Section title={t('upcoming')}>
          <ul className="space-y-1 text-sm text-ink">
            {data.upcomingVisits.map((visit) => (
              <li key={`${visit.date}-${visit.time}`}>
                {language === 'en'
                  ? t('upcomingVisit', { date: formatShortDateWithYear(visit.date), time: visit.time, type: visit.visitType })
                  : t('upcomingVisit', { date: formatShortDateWithYear(visit.date, language), time: formatTime(visit.time, language), type: visitTypeText(visit.visitType, t) })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CardPages record={data} />
      {data.canEdit ? (
        <Section title={t('recordDose')}>
          <DoseForm record={data} onSaved={refresh} />
        </Section>
      ) : null}
      {owner ? (
        <>
          <Section title={t('card')}>
            <CardSharing record={data} onChanged={refresh} />
          </Section>
          <Section title={t('caregivers')}>
            <Caregivers record={data} onChanged={refresh} />
          </Section>
          <Section title={t('registration')}>
            <Registration record={data} onChanged={refresh} />
          </Section>
        </>
      ) : null}
    </div>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { ProfileBody } from '../../../core/contracts/account.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { accountKeys } from '../../lib/query-keys/account-keys.ts'
import { fetchProfile, saveProfile } from './account-api.ts'
import { useLanguage } from '../../lib/i18n.tsx'

type Errors = Partial<Record<'displayName' | 'email', string>>

/** Each language written in itself, as the language switch writes it. */
const MESSAGE_LANGUAGES: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'हिन्दी' },
]

/** The owner's name and e-mail; the e-mail fills the next booking's Basic Info step. */
export function ProfileForm({ userId, onNameChanged }: { userId: string; onNameChanged: (name: string) => void }) {
  const client = useQueryClient()
  const profile = useQuery({ queryKey: accountKeys.profile(userId), queryFn: fetchProfile })
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [whatsappReminders, setWhatsappReminders] = useState(true)
  const [language, setLanguage] = useState<Language>(() => profile.data?.language ?? 'en')
  const [errors, setErrors] = useState<Errors>({})
  const id = useId()
  const t = useTranslations('account.profile')
  const pageLanguage = useLanguage()
  // The contract's checks say it in English; a Hindi page says the same in Hindi.
  const inLanguage = (field: 'displayName' | 'email', message: string) => {
    if (pageLanguage === 'en') return message
    if (field === 'displayName') return t(/at most/.test(message) ? 'nameTooLong' : 'nameRequired')
    return t(/at most/.test(message) ? 'emailTooLong' : 'emailInvalid')
  }
  // With no WhatsApp sender configured, reminders come by SMS: the choice is neither shown nor sent.
  const whatsappOffered = profile.data?.whatsappRemindersOffered === true

  useEffect(() => {
    if (!profile.data) return
    setName(profile.data.displayName)
    setEmail(profile.data.email)
    setWhatsappReminders(profile.data.whatsappReminders)
    setLanguage(profile.data.language)
  }, [profile.data])

  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      client.setQueryData(accountKeys.profile(userId), saved)
      onNameChanged(saved.displayName)
      toast({ title: t('saved'), description: t('savedText') })
      await client.invalidateQueries({ queryKey: accountKeys.all(userId) })
    },
    onError: () => toast({ variant: 'destructive', title: t('saveFailed'), description: t('saveFailedText') }),
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = ProfileBody.safeParse({ displayName: name, email, language, ...(whatsappOffered ? { whatsappReminders } : {}) })
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === 'displayName' || field === 'email') next[field] ??= inLanguage(field, issue.message)
      }
      setErrors(next)
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }

  return (
    <section className="card p-5 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink">
        {t('heading')}
      </h2>
      {profile.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-ink-muted">
          <Spinner className="size-4" /> {t('loading')}
        </p>
      ) : (
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>{t('name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              autoComplete="name"
              aria-invalid={Boolean(errors.displayName)}
              aria-describedby={errors.displayName ? `${id}-name-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {errors.displayName ? (
              <p id={`${id}-name-error`} className="text-sm font-medium text-danger-700">
                {errors.displayName}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-email`}>
              {t('email')} <span className="font-normal text-ink-subtle">{t('optional')}</span>
            </Label>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              value={email}
              autoComplete="email"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={`${id}-email-message`}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p id={`${id}-email-message`} className={errors.email ? 'text-sm font-medium text-danger-700' : 'text-sm text-ink-muted'}>
              {errors.email ?? t('emailHint')}
            </p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-phone`}>{t('phone')}</Label>
            <Input id={`${id}-phone`} value={`+91 ${profile.data?.phoneNumber ?? userId}`} readOnly />
            <p className="text-sm text-ink-muted">{t('phoneHint')}</p>
          </div>
          <fieldset className="space-y-1.5" aria-describedby={`${id}-language-hint`}>
            <legend className="text-sm font-semibold text-ink">{t('language')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-1">
              {MESSAGE_LANGUAGES.map((choice) => (
                <label key={choice.value} className="flex min-h-11 items-center gap-2 text-base text-ink">
                  <input
                    type="radio"
                    name={`${id}-language`}
                    value={choice.value}
                    className="size-5"
                    checked={language === choice.value}
                    onChange={() => setLanguage(choice.value)}
                  />
                  <span lang={choice.value}>{choice.label}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-language-hint`} className="text-sm text-ink-muted">
              {t('languageHint')}
            </p>
          </fieldset>
          {whatsappOffered ? (
            <div className="flex items-start gap-3">
              <input
                id={`${id}-whatsapp`}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0"
                checked={whatsappReminders}
                aria-describedby={`${id}-whatsapp-hint`}
                onChange={(event) => setWhatsappReminders(event.target.checked)}
              />
              <div className="space-y-0.5">
                <Label htmlFor={`${id}-whatsapp`}>{t('whatsapp')}</Label>
                <p id={`${id}-whatsapp-hint`} className="text-sm text-ink-muted">
                  {t('whatsappHint')}
                </p>
              </div>
            </div>
          ) : null}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              {t('save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

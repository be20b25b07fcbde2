import { useTranslations } from 'use-intl'
import { Input } from '../../components/ui/input.tsx'
import { Field } from './form-field.tsx'
import type { StepProps } from './wizard-types.ts'
import { formatIndianMobile } from '../../../core/phone.ts'

/** Step 2, Basic Info: the owner's name and e-mail; the phone is the verified one. */
export function ContactStep({ form, errors, update }: StepProps) {
  const t = useTranslations('booking.contact')
  return (
    <div className="grid gap-4">
      <Field label={t('name')} error={errors.petOwnerName}>
        {(props) => <Input {...props} value={form.petOwnerName} maxLength={100} autoComplete="name" onChange={(event) => update({ petOwnerName: event.target.value })} />}
      </Field>
      <Field label={t('email')} error={errors.email} hint={t('emailHint')}>
        {(props) => (
          <Input {...props} type="email" inputMode="email" value={form.email} maxLength={254} autoComplete="email" onChange={(event) => update({ email: event.target.value })} />
        )}
      </Field>
      <Field label={t('phone')} hint={t('phoneHint')}>
        {(props) => <Input {...props} value={form.phoneNumber ? formatIndianMobile(form.phoneNumber) : ''} readOnly />}
      </Field>
    </div>
  )
}

import { Input } from '../../components/ui/input.tsx'
import { Field } from './form-field.tsx'
import type { StepProps } from './wizard-types.ts'
import { formatIndianMobile } from '../../../core/phone.ts'

/** Step 2, Basic Info: the owner's name and e-mail; the phone is the verified one. */
export function ContactStep({ form, errors, update }: StepProps) {
  return (
    <div className="grid gap-4">
      <Field label="Your name" error={errors.petOwnerName}>
        {(props) => <Input {...props} value={form.petOwnerName} maxLength={100} autoComplete="name" onChange={(event) => update({ petOwnerName: event.target.value })} />}
      </Field>
      <Field label="Email" error={errors.email} hint="We send the confirmation and a calendar file here.">
        {(props) => (
          <Input {...props} type="email" inputMode="email" value={form.email} maxLength={254} autoComplete="email" onChange={(event) => update({ email: event.target.value })} />
        )}
      </Field>
      <Field label="Phone number" hint="Verified by SMS. The vet calls this number before the visit.">
        {(props) => <Input {...props} value={form.phoneNumber ? formatIndianMobile(form.phoneNumber) : ''} readOnly />}
      </Field>
    </div>
  )
}

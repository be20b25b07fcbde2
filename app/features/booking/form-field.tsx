import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { Label } from '../../components/ui/label.tsx'

type FieldProps = {
  label: string
  error?: string
  hint?: string
  optional?: boolean
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => React.ReactNode
}

/** A labelled input with its message under it; the message is tied to the input for screen readers. */
export function Field({ label, error, hint, optional = false, children }: FieldProps) {
  const id = useId()
  const t = useTranslations('booking.field')
  const messageId = `${id}-message`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-ink-subtle">{t('optional')}</span> : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A native select: reliable on every phone, styled like the text inputs. */
export function Select({ className = '', ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={`block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 py-2.5 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600 ${className}`}
      {...props}
    />
  )
}

/** A choice shown as a card: a radio input inside a label. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
  disabled = false,
}: {
  name: string
  value: string
  checked: boolean
  onChange: (value: string) => void
  children: React.ReactNode
  disabled?: boolean
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-line hover:border-line-strong'
      } ${disabled ? 'cursor-not-allowed opacity-55' : ''}`}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={() => onChange(value)} className="mt-1 size-4 accent-brand-700" />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  )
}

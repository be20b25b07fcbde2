import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { UpdateWhatsappBody, type WhatsappSettingsDto, chatLinkOf } from '../../../core/contracts/content-admin.ts'
import { normalizeIndianMobile } from '../../../core/phone.ts'
import { formatPhone } from '../../../core/site/business.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/whatsapp-page.ts'
import { contentKeys, fetchWhatsapp, updateWhatsapp } from './content-api.ts'
import { FieldError, SaveProblem, TEXTAREA_CLASS, fieldErrors } from './content-form.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: WhatsApp', description: 'PetVaidya WhatsApp chat.', noIndex: true })

function WhatsappForm({ settings }: { settings: WhatsappSettingsDto }) {
  const client = useQueryClient()
  const id = useId()
  const [number, setNumber] = useState(formatPhone(settings.number))
  const [message, setMessage] = useState(settings.message)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: updateWhatsapp,
    onSuccess: (saved) => {
      toast({ title: 'Saved', description: `'Chat with us' now opens a chat with ${formatPhone(saved.number)}.` })
      client.setQueryData(contentKeys.whatsapp, saved)
    },
  })
  const previewNumber = normalizeIndianMobile(number)
  return (
    <form
      noValidate
      className="card mt-4 grid gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = UpdateWhatsappBody.safeParse({ number, message, version: settings.version })
        if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
        setErrors({})
        save.mutate(parsed.data)
      }}
    >
      <div>
        <Label htmlFor={`${id}-number`}>WhatsApp Business number</Label>
        <Input
          id={`${id}-number`}
          inputMode="tel"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={Boolean(errors.number)}
          aria-describedby={errors.number ? `${id}-number-error` : undefined}
          className="mt-1 sm:max-w-xs"
        />
        <FieldError id={`${id}-number-error`} message={errors.number} />
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Opening message</Label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={500}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
          className={`mt-1 ${TEXTAREA_CLASS}`}
        />
        <p id={`${id}-message-hint`} className="mt-1 text-sm text-ink-subtle">
          Typed into the chat for the person, who can change it before sending.
        </p>
        <FieldError id={`${id}-message-error`} message={errors.message} />
      </div>
      {previewNumber ? (
        <p className="text-sm break-all text-ink-muted">
          Chat link: <span className="font-mono text-xs text-ink">{chatLinkOf({ number: previewNumber, message })}</span>
        </p>
      ) : null}
      <SaveProblem
        error={save.error}
        onReload={() => {
          save.reset()
          void client.invalidateQueries({ queryKey: contentKeys.whatsapp })
        }}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save
        </Button>
      </div>
    </form>
  )
}

/** The number the 'Chat with us' button and the help page open a chat with, and its first message. */
export default function WhatsappPage() {
  const settings = useQuery({ queryKey: contentKeys.whatsapp, queryFn: fetchWhatsapp })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">WhatsApp settings</h1>
      <p className="mt-1 text-ink-muted">The &lsquo;Chat with us&rsquo; button and the help page open a chat with this number.</p>
      {settings.isPending ? <Spinner className="mt-4" /> : null}
      {settings.isError ? <p role="alert" className="mt-4 text-danger-700">{settings.error.message}</p> : null}
      {settings.data ? <WhatsappForm key={settings.data.version} settings={settings.data} /> : null}
    </>
  )
}

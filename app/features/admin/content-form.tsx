import { Button } from '../../components/ui/button.tsx'
import { isStale } from './content-api.ts'

export const TEXTAREA_CLASS =
  'block w-full rounded-xl border border-line-strong bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-danger-600'

export const SELECT_CLASS = 'mt-1 block min-h-11 w-full rounded-xl border border-line-strong bg-white px-3 text-base text-ink'

/** The first message per field of a failed parse, for the form to show beside each field. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger-700">
      {message}
    </p>
  ) : null
}

/**
 * Why a save failed. A save over someone else's newer change (409 STALE_VERSION) says so and
 * offers their version; the admin's own edit stays in the form until they load it.
 */
export function SaveProblem({ error, onReload }: { error: Error | null; onReload: () => void }) {
  if (!error) return null
  const stale = isStale(error)
  return (
    <div role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700">
      <p className="font-semibold">{stale ? 'Not saved: someone else changed this first' : 'Not saved'}</p>
      <p className="mt-1">{stale ? error.message.replace(/^version: /, '') : error.message}</p>
      {stale ? (
        <Button size="sm" variant="outline" className="mt-2" onClick={onReload}>
          Load the latest version
        </Button>
      ) : null}
    </div>
  )
}

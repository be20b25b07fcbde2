import { useCallback, useState } from 'react'
import { Button } from '../../components/ui/button.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { withoutFieldName } from '../../lib/error-texts.ts'
import { openAuthModal } from '../../lib/window-events.ts'

/**
 * A refused change as a staff page shows it. A change that needs a recent code sign-in (step-up:
 * cancelling a paid visit, changing staff) carries the way back: confirm with a code, in the
 * sign-in dialog over the same page, and the change is made again, so nobody has to sign out and
 * find their place (operations review m8).
 */
export type Refusal = { text: string; retry: (() => void) | null }

export const STEP_UP_TEXT = 'This change needs a fresh sign-in: confirm it is you with a code sent to your phone, and it is made straight after.'

export function refusalOf(failure: Error, retry: () => void): Refusal {
  if (failure instanceof ApiError && failure.code === 'STEP_UP_REQUIRED') return { text: STEP_UP_TEXT, retry }
  return { text: withoutFieldName(failure.message), retry: null }
}

/** The retry of a refused change: the first call clears the notice and retries; any later call does nothing. */
export function once(clear: () => void, retry: () => void): () => void {
  let used = false
  return () => {
    if (used) return
    used = true
    clear()
    retry()
  }
}

/**
 * A staff page's refused change, kept for its notice: `refuse` records it with its way back, whose
 * retry runs at most once and clears the notice as it starts (so a second confirmation cannot make
 * the change twice, nor the notice stay over a change already on its way); `clear` drops it.
 */
export function useRefusal(): [Refusal | null, (failure: Error, retry: () => void) => void, () => void] {
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const refuse = useCallback((failure: Error, retry: () => void) => setRefusal(refusalOf(failure, once(() => setRefusal(null), retry))), [])
  const clear = useCallback(() => setRefusal(null), [])
  return [refusal, refuse, clear]
}

export function RefusalNotice({ refusal, className = '' }: { refusal: Refusal; className?: string }) {
  const { retry } = refusal
  return (
    <div role="alert" className={`rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700 ${className}`}>
      <p>{refusal.text}</p>
      {retry ? (
        <Button size="sm" variant="outline" className="mt-2" onClick={() => openAuthModal({ title: 'Confirm it is you', redirectTo: null, onVerified: retry, reverify: true })}>
          Confirm with a code
        </Button>
      ) : null}
    </div>
  )
}

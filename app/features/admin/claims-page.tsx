import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type MarketingClaim, type MarketingClaimsDto, UpdateMarketingClaimsBody } from '../../../core/contracts/content-admin.ts'
import { Button } from '../../components/ui/button.tsx'
import { Plus, Trash2 } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/claims-page.ts'
import { contentKeys, fetchMarketingClaims, updateMarketingClaims } from './content-api.ts'
import { SaveProblem, TEXTAREA_CLASS } from './content-form.tsx'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Claims', description: 'PetVaidya marketing claims.', noIndex: true })

const MAX_CLAIMS = 8

/** Errors of the claims list, keyed 'index.field' ('2.evidence'). */
function claimErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const [list, index, field] = issue.path
    errors[list === 'claims' && index !== undefined ? `${String(index)}.${String(field ?? 'text')}` : 'form'] ??= issue.message
  }
  return errors
}

function ClaimsForm({ current }: { current: MarketingClaimsDto }) {
  const client = useQueryClient()
  const id = useId()
  const [claims, setClaims] = useState<MarketingClaim[]>(current.claims)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const loading = useIsFetching({ queryKey: contentKeys.marketingClaims }) > 0
  const save = useMutation({
    mutationFn: updateMarketingClaims,
    onSuccess: (saved) => {
      toast({ title: 'Saved', description: 'The home page and the sign-in dialog show these claims now.' })
      client.setQueryData(contentKeys.marketingClaims, saved)
    },
  })
  const edit = (index: number, change: Partial<MarketingClaim>) =>
    setClaims((list) => list.map((claim, at) => (at === index ? { ...claim, ...change } : claim)))
  return (
    <form
      noValidate
      className="mt-4 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = UpdateMarketingClaimsBody.safeParse({ claims, version: current.version })
        if (!parsed.success) return setErrors(claimErrors(parsed.error.issues))
        setErrors({})
        save.mutate(parsed.data)
      }}
    >
      <ol className="grid gap-3">
        {claims.map((claim, index) => (
          <li key={index} className="card grid gap-3 p-4 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-start">
            <div>
              <Label htmlFor={`${id}-${index}-text`}>Claim {index + 1}</Label>
              <Input
                id={`${id}-${index}-text`}
                value={claim.text}
                maxLength={40}
                onChange={(event) => edit(index, { text: event.target.value })}
                aria-invalid={Boolean(errors[`${index}.text`])}
                className="mt-1"
              />
              {errors[`${index}.text`] ? <p className="mt-1 text-sm text-danger-700">{errors[`${index}.text`]}</p> : null}
            </div>
            <div>
              <Label htmlFor={`${id}-${index}-evidence`}>Evidence you hold for it</Label>
              <textarea
                id={`${id}-${index}-evidence`}
                rows={4}
                maxLength={500}
                value={claim.evidence}
                onChange={(event) => edit(index, { evidence: event.target.value })}
                aria-invalid={Boolean(errors[`${index}.evidence`])}
                className={`mt-1 ${TEXTAREA_CLASS}`}
              />
              {errors[`${index}.evidence`] ? <p className="mt-1 text-sm text-danger-700">{errors[`${index}.evidence`]}</p> : null}
            </div>
            <Button
              size="sm"
              variant="outline"
              className="justify-self-end sm:mt-6"
              aria-label={`Remove claim: ${claim.text}`}
              onClick={() => setClaims((list) => list.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" disabled={claims.length >= MAX_CLAIMS} onClick={() => setClaims((list) => [...list, { text: '', evidence: '' }])}>
          <Plus aria-hidden="true" className="size-4" /> Add a claim
        </Button>
      </div>
      <SaveProblem
        error={save.error}
        onReload={() => {
          save.reset()
          void client.invalidateQueries({ queryKey: contentKeys.marketingClaims })
        }}
      />
      <div>
        {/* While the claims load again, a save would go out on this form's older version. */}
        <Button type="submit" disabled={save.isPending || loading}>
          {save.isPending ? <Spinner /> : null}
          Save claims
        </Button>
      </div>
    </form>
  )
}

/** The claims of the home page and the sign-in dialog, each with the evidence the operator holds. */
export default function ClaimsPage() {
  const claims = useQuery({ queryKey: contentKeys.marketingClaims, queryFn: fetchMarketingClaims })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Marketing claims</h1>
      <p className="mt-1 max-w-3xl text-ink-muted">
        Shown on the home page and in the sign-in dialog. India&rsquo;s guidelines on misleading advertisements require that each claim be true and
        proven: show only a claim whose evidence you hold today, and remove it when you no longer can.
      </p>
      {claims.isPending ? <Spinner className="mt-4" /> : null}
      {claims.isError ? <p role="alert" className="mt-4 text-danger-700">{claims.error.message}</p> : null}
      {claims.data ? <ClaimsForm key={claims.data.version} current={claims.data} /> : null}
    </>
  )
}

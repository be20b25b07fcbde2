import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type AdminPlanDto, UpdatePlanBody } from '../../../core/contracts/membership.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/plans-page.ts'
import { fetchAdminPlans, membershipAdminKeys, savePlan } from './membership-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Membership plans', description: 'PetVaidya Gold plans.', noIndex: true })

const NUMBER_FIELDS = [
  ['price', 'List price (₹)'],
  ['discountedPrice', 'Price charged (₹)'],
  ['freeHomeVisits', 'Free home visits per term'],
  ['serviceDiscountPercent', 'Discount on vaccines and lab tests (%)'],
  ['referralDiscountPercent', 'Friend’s discount on first term (%)'],
  ['referrerCreditVisits', 'Free visits for the referrer'],
] as const

const FLAG_FIELDS = [
  ['freeVideoConsults', 'Free video consultations'],
  ['prioritySlots', 'Priority slots'],
  ['active', 'On sale'],
] as const

/** An empty box is refused, never read as 0: clearing 'Free home visits' to retype it must not save a plan without them. */
const numberIn = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

type Draft = Record<(typeof NUMBER_FIELDS)[number][0], string> & Record<(typeof FLAG_FIELDS)[number][0], boolean> & { name: string }

const draftOf = (plan: AdminPlanDto): Draft => ({
  name: plan.name,
  price: String(plan.price),
  discountedPrice: String(plan.discountedPrice),
  freeHomeVisits: String(plan.freeHomeVisits),
  serviceDiscountPercent: String(plan.serviceDiscountPercent),
  referralDiscountPercent: String(plan.referralDiscountPercent),
  referrerCreditVisits: String(plan.referrerCreditVisits),
  freeVideoConsults: plan.freeVideoConsults,
  prioritySlots: plan.prioritySlots,
  active: plan.active,
})

function PlanForm({ plan }: { plan: AdminPlanDto }) {
  const client = useQueryClient()
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(plan))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: savePlan,
    onSuccess: async (saved) => {
      setErrors({})
      toast({ title: 'Plan saved', description: `${saved.name} is saved; the Gold Membership page shows it within seconds.` })
      await client.invalidateQueries({ queryKey: membershipAdminKeys.plans })
    },
    onError: (error: Error) => setErrors({ form: error.message }),
  })
  return (
    <form
      noValidate
      aria-label={plan.name}
      className="card grid gap-4 p-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = UpdatePlanBody.safeParse({
          name: draft.name,
          ...Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, numberIn(draft[field])])),
          freeVideoConsults: draft.freeVideoConsults,
          prioritySlots: draft.prioritySlots,
          active: draft.active,
          version: plan.version,
        })
        if (!parsed.success) {
          const next: Record<string, string> = {}
          for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message
          return setErrors(next)
        }
        save.mutate({ id: plan.id, body: parsed.data })
      }}
    >
      <div className="sm:col-span-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} className="mt-1" />
        {errors.name ? <p className="mt-1 text-sm text-danger-700">{errors.name}</p> : null}
        <p className="mt-1 text-sm text-ink-muted">
          {plan.id} · {plan.durationMonths} months · version {plan.version}
        </p>
      </div>
      {NUMBER_FIELDS.map(([field, label]) => (
        <div key={field}>
          <Label htmlFor={`${id}-${field}`}>{label}</Label>
          <Input
            id={`${id}-${field}`}
            inputMode="numeric"
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            aria-invalid={Boolean(errors[field])}
            className="mt-1"
          />
          {errors[field] ? <p className="mt-1 text-sm text-danger-700">{errors[field]}</p> : null}
        </div>
      ))}
      <fieldset className="flex flex-wrap gap-x-5 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">Included</legend>
        {FLAG_FIELDS.map(([field, label]) => (
          <label key={field} className="flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" className="size-5" checked={draft[field]} onChange={(event) => setDraft({ ...draft, [field]: event.target.checked })} />
            {label}
          </label>
        ))}
      </fieldset>
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save plan
        </Button>
      </div>
    </form>
  )
}

/** Gold Membership plans: prices and benefits, saved with the version they were read at (a stale save gets 409). */
export default function PlansPage() {
  const plans = useQuery({ queryKey: membershipAdminKeys.plans, queryFn: fetchAdminPlans })
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Membership plans</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">A change applies to new purchases and renewals; members keep the benefits of the term they paid for.</p>
      {plans.isPending ? <Spinner className="mt-4" /> : null}
      {plans.isError ? <p role="alert" className="mt-4 text-danger-700">{plans.error.message}</p> : null}
      <div className="mt-4 grid gap-5">
        {plans.data?.map((plan) => <PlanForm key={`${plan.id}:${plan.version}`} plan={plan} />)}
      </div>
    </>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CancelMemberBody, ExtendMemberBody, type MemberAdminDto } from '../../../core/contracts/membership.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { toast } from '../../components/ui/toast-store.ts'
import { pageMeta } from '../../lib/head.ts'
import type { Route } from './+types/members-page.ts'
import { cancelMember, extendMember, fetchMembers, membershipAdminKeys } from './membership-api.ts'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Admin: Members', description: 'PetVaidya Gold members.', noIndex: true })

const STATUS_STYLE = {
  active: 'bg-brand-50 text-brand-800',
  cancelled: 'bg-danger-50 text-danger-700',
  expired: 'bg-surface text-ink-muted',
} as const

type Action = 'extend' | 'cancel'

function ChangeForm({ member, action, onDone }: { member: MemberAdminDto; action: Action; onDone: () => void }) {
  const client = useQueryClient()
  const id = useId()
  const [days, setDays] = useState('30')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = useMutation({
    mutationFn: (body: ExtendMemberBody | CancelMemberBody) =>
      action === 'extend' ? extendMember({ id: member.id, body: body as ExtendMemberBody }) : cancelMember({ id: member.id, body }),
    onSuccess: async (saved) => {
      toast({
        title: action === 'extend' ? 'Membership extended' : 'Membership cancelled',
        description: action === 'extend' ? `${saved.memberNumber} now runs until ${formatLongDate(saved.expiresAt)}.` : `${saved.memberNumber} is cancelled.`,
      })
      await client.invalidateQueries({ queryKey: membershipAdminKeys.members })
      onDone()
    },
    onError: (error: Error) => setErrors({ form: error.message }),
  })
  return (
    <form
      noValidate
      className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = action === 'extend' ? ExtendMemberBody.safeParse({ days: Number(days), reason }) : CancelMemberBody.safeParse({ reason })
        if (!parsed.success) {
          const next: Record<string, string> = {}
          for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message
          return setErrors(next)
        }
        setErrors({})
        change.mutate(parsed.data)
      }}
    >
      {action === 'extend' ? (
        <div>
          <Label htmlFor={`${id}-days`}>Days to add</Label>
          <Input id={`${id}-days`} inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} aria-invalid={Boolean(errors.days)} className="mt-1" />
          {errors.days ? <p className="mt-1 text-sm text-danger-700">{errors.days}</p> : null}
        </div>
      ) : null}
      <div className={action === 'extend' ? '' : 'sm:col-span-2'}>
        <Label htmlFor={`${id}-reason`}>Reason (kept in the audit log)</Label>
        <Input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={Boolean(errors.reason)} className="mt-1" />
        {errors.reason ? <p className="mt-1 text-sm text-danger-700">Reason {errors.reason}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant={action === 'cancel' ? 'destructive' : 'primary'} disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {action === 'extend' ? 'Extend' : 'Cancel membership'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Back
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-xl border border-danger-200 bg-danger-50 p-3 text-sm text-danger-700 sm:col-span-3">
          {errors.form}
        </p>
      ) : null}
    </form>
  )
}

function MemberRow({ member }: { member: MemberAdminDto }) {
  const [action, setAction] = useState<Action | null>(null)
  return (
    <li className="card p-4" aria-label={`${member.name}, ${member.memberNumber}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {member.name} <span className="font-mono text-sm text-ink-muted">{member.memberNumber}</span>
            <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[member.status]}`}>{member.status}</span>
          </p>
          <p className="text-sm text-ink-muted">
            {member.userId} · {member.planId} · {formatLongDate(member.startsAt)} to {formatLongDate(member.expiresAt)}
          </p>
          <p className="text-sm text-ink-muted">
            Free home visits: {member.freeVisitsUsed} used of {member.freeHomeVisits}
            {member.cancelReason ? ` · Cancelled: ${member.cancelReason}` : ''}
          </p>
        </div>
        {member.status === 'active' && action === null ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setAction('extend')}>
              Extend
            </Button>
            <Button size="sm" variant="destructive" onClick={() => setAction('cancel')}>
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
      {action ? <ChangeForm member={member} action={action} onDone={() => setAction(null)} /> : null}
    </li>
  )
}

/** Gold members, newest first, with extend and cancel (each with a reason, audited). */
export default function MembersPage() {
  const members = useQuery({ queryKey: membershipAdminKeys.members, queryFn: fetchMembers })
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const shown = (members.data ?? []).filter(
    (member) => !needle || member.name.toLowerCase().includes(needle) || member.userId.includes(needle) || member.memberNumber.toLowerCase().includes(needle),
  )
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">Gold members</h1>
      <div className="mt-4 max-w-sm">
        <Label htmlFor="member-search">Find by name, phone or member number</Label>
        <Input id="member-search" value={search} onChange={(event) => setSearch(event.target.value)} className="mt-1" />
      </div>
      {members.isPending ? <Spinner className="mt-4" /> : null}
      {members.isError ? <p role="alert" className="mt-4 text-danger-700">{members.error.message}</p> : null}
      {members.data && shown.length === 0 ? <p className="mt-4 text-ink-muted">No members to show.</p> : null}
      <ul className="mt-4 grid gap-3" data-testid="members-list">
        {shown.map((member) => (
          <MemberRow key={member.id} member={member} />
        ))}
      </ul>
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { BadgeCheck, CalendarPlus, HeartHandshake } from '../../components/ui/icons.tsx'
import { MEMBERSHIP_SUCCESS_LEAD } from '../../../content/pages/gold-membership-success.ts'
import type { MembershipResponse } from '../../../core/contracts/membership.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { membershipKeys } from '../../lib/query-keys/membership-keys.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { fetchMembership } from './membership-api.ts'

const STATUS_TEXT = { active: 'Active', cancelled: 'Cancelled', expired: 'Ended' } as const

/** The success page's first line: a welcome, a renewal's thanks with its start, or a welcome back. */
function welcomeLead(term: MembershipResponse['latestTerm']): string {
  const leads = MEMBERSHIP_SUCCESS_LEAD
  if (term?.kind === 'renewed') return leads.renewed(formatLongDate(term.startsAt))
  if (term?.kind === 'rejoined') return leads.rejoined
  return leads.joined
}

/**
 * The person's Gold Membership as the server has it: plan, member number, term, and the free
 * visits used and left. `welcome` is the success page's version, with the next steps first.
 */
export function MembershipSummary({ userId, welcome = false }: { userId: string; welcome?: boolean }) {
  const query = useQuery({ queryKey: membershipKeys.status(userId), queryFn: fetchMembership, staleTime: 0 })
  const membership = query.data

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    )
  }
  if (!membership || membership.status === null) {
    return (
      <div data-testid="membership-none">
        <p className="text-ink-muted">
          {welcome
            ? 'We have not received the payment for a membership on this account yet. If money left your account, it is usually confirmed within a few minutes: reload this page shortly.'
            : 'You are not a Gold member yet. Members get free home visits, lower prices on vaccines and lab tests, and free video consultations.'}
        </p>
        <Link to="/gold-membership" className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          See the plans
        </Link>
      </div>
    )
  }
  const benefits = membership.benefits
  const rows: Array<[string, string]> = [
    ['Plan', membership.planName ?? membership.planId ?? ''],
    ['Member number', membership.memberNumber ?? ''],
    ['Status', membership.status ? STATUS_TEXT[membership.status] : ''],
    ['Valid from', membership.startsAt ? formatLongDate(membership.startsAt) : ''],
    [membership.active ? 'Valid until' : 'Ended on', membership.expiresAt ? formatLongDate(membership.expiresAt) : ''],
  ]
  if (benefits) {
    rows.push(['Free home visits', `${benefits.freeHomeVisitsLeft} left of ${benefits.freeHomeVisits} (${benefits.freeHomeVisitsUsed} used)`])
    if (benefits.serviceDiscountPercent > 0) rows.push(['Member discount', `${benefits.serviceDiscountPercent}% off vaccinations and lab tests`])
    if (benefits.freeVideoConsults) rows.push(['Video consultations', 'Free'])
  }
  return (
    <div data-testid="membership-summary">
      {welcome ? (
        <p className="mb-6 text-center text-ink-muted" data-testid="membership-welcome">
          {welcomeLead(membership.latestTerm)}
        </p>
      ) : null}
      <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink wrap-anywhere" data-testid={`membership-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {membership.active ? (
          <Button size={welcome ? 'lg' : 'md'} onClick={openAppointmentModal}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Book a home visit
          </Button>
        ) : null}
        {welcome && membership.active ? null : (
          <Link to="/gold-membership" className={buttonClass({ variant: 'outline' })}>
            <BadgeCheck aria-hidden="true" className="size-5" />
            {membership.active ? 'Renew from your expiry date' : 'Join again'}
          </Link>
        )}
        <Link to="/gold-membership/referral" className={buttonClass({ variant: 'ghost', size: welcome ? 'lg' : 'md' })}>
          <HeartHandshake aria-hidden="true" className="size-5" />
          Refer a friend
        </Link>
      </div>
    </div>
  )
}

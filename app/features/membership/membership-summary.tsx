import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
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

type MembershipWord = Parameters<ReturnType<typeof useTranslations<'account.membership'>>>[0]

/**
 * The account page's words for the summary (its `account` messages, in the page's language); the
 * membership pages, not translated yet, carry no such messages and keep the English words here.
 */
function useWords(): (key: MembershipWord, english: string, values?: Record<string, string | number>) => string {
  const t = useTranslations('account.membership')
  return (key, english, values) => (t.has(key) ? t(key, values) : english)
}

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
  const word = useWords()
  const language = useLanguage()
  const localPath = useLocalPath()

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{word('loading', 'Loading...')}</span>
      </div>
    )
  }
  if (!membership || membership.status === null) {
    return (
      <div data-testid="membership-none">
        <p className="text-ink-muted">
          {welcome
            ? 'We have not received the payment for a membership on this account yet. If money left your account, it is usually confirmed within a few minutes: reload this page shortly.'
            : word('none', 'You are not a Gold member yet. Members get free home visits, lower prices on vaccines and lab tests, and free video consultations.')}
        </p>
        <Link to={localPath('/gold-membership')} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          {word('seePlans', 'See the plans')}
        </Link>
      </div>
    )
  }
  const benefits = membership.benefits
  // [test id (the English label), label, value]; the plan's name and the member number stay as written.
  const rows: Array<[string, string, React.ReactNode]> = [
    ['Plan', word('plan', 'Plan'), <span translate="no">{membership.planName ?? membership.planId ?? ''}</span>],
    ['Member number', word('memberNumber', 'Member number'), membership.memberNumber ?? ''],
    ['Status', word('status', 'Status'), membership.status ? word(membership.status, STATUS_TEXT[membership.status]) : ''],
    ['Valid from', word('validFrom', 'Valid from'), membership.startsAt ? formatLongDate(membership.startsAt, language) : ''],
    membership.active
      ? ['Valid until', word('validUntil', 'Valid until'), membership.expiresAt ? formatLongDate(membership.expiresAt, language) : '']
      : ['Ended on', word('endedOn', 'Ended on'), membership.expiresAt ? formatLongDate(membership.expiresAt, language) : ''],
  ]
  if (benefits) {
    const visits = { left: benefits.freeHomeVisitsLeft, total: benefits.freeHomeVisits, used: benefits.freeHomeVisitsUsed }
    rows.push(['Free home visits', word('freeVisits', 'Free home visits'), word('freeVisitsText', `${visits.left} left of ${visits.total} (${visits.used} used)`, visits)])
    if (benefits.serviceDiscountPercent > 0) {
      const percent = benefits.serviceDiscountPercent
      rows.push(['Member discount', word('discount', 'Member discount'), word('discountText', `${percent}% off vaccinations and lab tests`, { percent })])
    }
    if (benefits.freeVideoConsults) rows.push(['Video consultations', word('videoConsults', 'Video consultations'), word('free', 'Free')])
  }
  return (
    <div data-testid="membership-summary">
      {welcome ? (
        <p className="mb-6 text-center text-ink-muted" data-testid="membership-welcome">
          {welcomeLead(membership.latestTerm)}
        </p>
      ) : null}
      <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
        {rows.map(([testId, label, value]) => (
          <div key={testId} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink wrap-anywhere" data-testid={`membership-${testId.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {membership.active ? (
          <Button size={welcome ? 'lg' : 'md'} onClick={openAppointmentModal}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {word('book', 'Book a home visit')}
          </Button>
        ) : null}
        {welcome && membership.active ? null : (
          <Link to={localPath('/gold-membership')} className={buttonClass({ variant: 'outline' })}>
            <BadgeCheck aria-hidden="true" className="size-5" />
            {membership.active ? word('renew', 'Renew from your expiry date') : word('rejoin', 'Join again')}
          </Link>
        )}
        <Link to={localPath('/gold-membership/referral')} className={buttonClass({ variant: 'ghost', size: welcome ? 'lg' : 'md' })}>
          <HeartHandshake aria-hidden="true" className="size-5" />
          {word('refer', 'Refer a friend')}
        </Link>
      </div>
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { BadgeCheck, CalendarPlus, HeartHandshake } from '../../components/ui/icons.tsx'
import { useTranslations } from 'use-intl'
import type { MembershipResponse } from '../../../core/contracts/membership.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { membershipKeys } from '../../lib/query-keys/membership-keys.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { fetchMembership } from './membership-api.ts'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'

/**
 * The person's Gold Membership as the server has it: plan, member number, term, and the free
 * visits used and left. `welcome` is the success page's version, with the next steps first.
 */
export function MembershipSummary({ userId, welcome = false }: { userId: string; welcome?: boolean }) {
  const query = useQuery({ queryKey: membershipKeys.status(userId), queryFn: fetchMembership, staleTime: 0 })
  const membership = query.data
  const t = useTranslations('membership.summary')
  const language = useLanguage()
  const localPath = useLocalPath()
  const date = (value: string) => formatLongDate(value, language)

  /** The success page's first line: a welcome, a renewal's thanks with its start, or a welcome back. */
  function welcomeLead(term: MembershipResponse['latestTerm']): string {
    if (term?.kind === 'renewed') return t('leads.renewed', { date: date(term.startsAt) })
    if (term?.kind === 'rejoined') return t('leads.rejoined')
    return t('leads.joined')
  }

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  if (!membership || membership.status === null) {
    return (
      <div data-testid="membership-none">
        <p className="text-ink-muted">
          {welcome ? t('noneWelcome') : t('none')}
        </p>
        <Link to={localPath('/gold-membership')} className={buttonClass({ variant: 'outline', className: 'mt-4' })}>
          {t('seePlans')}
        </Link>
      </div>
    )
  }
  const benefits = membership.benefits
  // Each row's test id stays the English label's, whatever the page's language.
  // The plan's name is the row's, as written: marked as English on a Hindi page.
  const planName = membership.planName ?? membership.planId ?? ''
  const rows: Array<[id: string, label: string, value: React.ReactNode]> = [
    ['plan', t('rows.plan'), language === 'hi' ? <span lang="en">{planName}</span> : planName],
    ['member-number', t('rows.memberNumber'), membership.memberNumber ?? ''],
    ['status', t('rows.status'), membership.status ? t(`status.${membership.status}`) : ''],
    ['valid-from', t('rows.validFrom'), membership.startsAt ? date(membership.startsAt) : ''],
    membership.active
      ? ['valid-until', t('rows.validUntil'), membership.expiresAt ? date(membership.expiresAt) : '']
      : ['ended-on', t('rows.endedOn'), membership.expiresAt ? date(membership.expiresAt) : ''],
  ]
  if (benefits) {
    rows.push(['free-home-visits', t('rows.freeVisits'), t('freeVisitsValue', { left: benefits.freeHomeVisitsLeft, total: benefits.freeHomeVisits, used: benefits.freeHomeVisitsUsed })])
    if (benefits.serviceDiscountPercent > 0) rows.push(['member-discount', t('rows.discount'), t('discountValue', { percent: benefits.serviceDiscountPercent })])
    if (benefits.freeVideoConsults) rows.push(['video-consultations', t('rows.video'), t('free')])
  }
  return (
    <div data-testid="membership-summary">
      {welcome ? (
        <p className="mb-6 text-center text-ink-muted" data-testid="membership-welcome">
          {welcomeLead(membership.latestTerm)}
        </p>
      ) : null}
      <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
        {rows.map(([id, label, value]) => (
          <div key={id} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-3 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
            <dt className="font-semibold text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink wrap-anywhere" data-testid={`membership-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {membership.active ? (
          <Button size={welcome ? 'lg' : 'md'} onClick={openAppointmentModal}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t('book')}
          </Button>
        ) : null}
        {welcome && membership.active ? null : (
          <Link to={localPath('/gold-membership')} className={buttonClass({ variant: 'outline' })}>
            <BadgeCheck aria-hidden="true" className="size-5" />
            {membership.active ? t('renew') : t('joinAgain')}
          </Link>
        )}
        <Link to="/gold-membership/referral" className={buttonClass({ variant: 'ghost', size: welcome ? 'lg' : 'md' })}>
          <HeartHandshake aria-hidden="true" className="size-5" />
          {t('refer')}
        </Link>
      </div>
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { Check, WhatsappIcon } from '../../components/ui/icons.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useLocalPath } from '../../lib/i18n.tsx'
import { membershipKeys } from '../../lib/query-keys/membership-keys.ts'
import { fetchReferrals } from './membership-api.ts'

/** A member's code with its share links, and what their referrals have earned, from the server (words: `referral`). */
export function ReferralPanel({ userId, siteOrigin, terms }: { userId: string; siteOrigin: string; terms: string | null }) {
  const t = useTranslations('referral')
  const localPath = useLocalPath()
  const query = useQuery({ queryKey: membershipKeys.referrals(userId), queryFn: fetchReferrals, staleTime: 0 })
  const [copied, setCopied] = useState(false)
  const referrals = query.data

  if (query.isPending) {
    return (
      <div className="flex justify-center py-6 text-brand-700" role="status">
        <Spinner />
        <span className="sr-only">{t('loading')}</span>
      </div>
    )
  }
  if (!referrals?.code) {
    return (
      <div data-testid="referral-none">
        <p className="text-ink-muted">{t('nonMember')}</p>
        <Link to={localPath('/gold-membership')} className={buttonClass({ className: 'mt-4' })}>
          {t('seePlans')}
        </Link>
      </div>
    )
  }
  // The invite leads to the plans in the language the member shares from.
  const link = `${siteOrigin}${localPath('/gold-membership')}?ref=${encodeURIComponent(referrals.code)}`
  const message = t('message', { code: referrals.code, link })

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <div className="space-y-5">
      <div className="rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-5 text-center">
        <p className="text-sm font-semibold text-brand-800">{t('code')}</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-[0.2em] text-ink" data-testid="referral-code" translate="no">
          {referrals.code}
        </p>
        {terms ? <p className="mt-2 text-sm text-ink-muted">{terms}</p> : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ size: 'lg', className: 'flex-1' })}
        >
          <WhatsappIcon aria-hidden="true" className="size-5" />
          {t('share')}
        </a>
        <Button size="lg" variant="outline" className="flex-1" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-5" /> : null}
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-2xl bg-surface p-4">
          <dt className="text-sm text-ink-muted">{t('joined')}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-testid="referral-credits">
            {referrals.credits + referrals.capped}
          </dd>
        </div>
        <div className="rounded-2xl bg-surface p-4">
          <dt className="text-sm text-ink-muted">{t('earned')}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{referrals.creditVisits}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{t('rules', { cap: referrals.perYearCap })}</p>
    </div>
  )
}

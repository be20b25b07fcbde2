import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import type { ClinicSummaryDto } from '../../../core/contracts/clinics.ts'
import { Clock, MapPin } from '../../components/ui/icons.tsx'
import { useLanguage, useLocalPath } from '../../lib/i18n.tsx'
import { FavoriteButton } from './favorite-button.tsx'
import { todayHoursIn } from './hours-text.ts'
import type { Favorites } from './use-favorites.ts'

export function OpenBadge({ clinic }: { clinic: Pick<ClinicSummaryDto, 'openNow' | 'open24x7'> }) {
  const t = useTranslations('clinics.badge')
  if (clinic.open24x7) return <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('open24x7')}</span>
  return clinic.openNow ? (
    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('openNow')}</span>
  ) : (
    <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink-muted">{t('closedNow')}</span>
  )
}

export function SampleBadge() {
  const t = useTranslations('clinics.badge')
  return (
    <span className="rounded-full border border-accent-700/30 px-2 py-0.5 text-xs font-medium text-accent-700" title={t('sampleTitle')}>
      {t('sample')}
    </span>
  )
}

/** One clinic in a list: where it is, how far, whether it is open, what it offers, and the heart. */
export function ClinicCard({ clinic, favorites }: { clinic: ClinicSummaryDto; favorites: Favorites }) {
  const t = useTranslations('clinics')
  const language = useLanguage()
  const localPath = useLocalPath()
  return (
    <article className="card flex gap-3 p-4 sm:p-5" aria-labelledby={`clinic-${clinic.id}`}>
      {clinic.photo ? (
        // The 400-wide variant of the uploaded cover (decision 0045): enough for a card.
        <img
          src={clinic.photo.replace(/-800\.webp$/, '-400.webp')}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          className="hidden h-24 w-32 shrink-0 rounded-xl object-cover sm:block"
          data-testid="clinic-card-photo"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <OpenBadge clinic={clinic} />
          {clinic.distanceKm !== null ? <span className="text-sm font-semibold text-ink">{t('card.distance', { km: clinic.distanceKm })}</span> : null}
          {clinic.sample ? <SampleBadge /> : null}
        </div>
        <h3 id={`clinic-${clinic.id}`} className="mt-2 font-display text-lg font-semibold text-ink" translate="no">
          <Link to={localPath(`/clinics/${clinic.slug}`)} className="hover:text-brand-700 hover:underline">
            {clinic.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-start gap-1.5 text-sm leading-relaxed text-ink-muted">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span translate="no">{clinic.address}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t('card.today', { hours: todayHoursIn(clinic.todayHours, language, { closed: t('hours.closed'), open24Hours: t('hours.open24Hours') }) })}
        </p>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('card.servicesLabel')}>
          {clinic.services.map((service) => (
            <li key={service} className="rounded-full bg-surface px-2.5 py-1 text-xs text-ink-muted">
              {t(`services.${service}`)}
            </li>
          ))}
        </ul>
      </div>
      <FavoriteButton clinic={clinic} favorites={favorites} />
    </article>
  )
}

/** The list of clinics found, or what to do when none is. */
export function ClinicList({ clinics, favorites, total, empty }: { clinics: readonly ClinicSummaryDto[]; favorites: Favorites; total: number; empty: React.ReactNode }) {
  const t = useTranslations('clinics.card')
  if (clinics.length === 0) return <div className="card p-6 text-ink-muted">{empty}</div>
  return (
    <div>
      {/* The list's heading, for the order of headings: each clinic's name is a level below it. */}
      <h2 className="sr-only">{t('listLabel')}</h2>
      <p className="mb-3 text-sm text-ink-muted" role="status">
        {t('count', { total })}
        {total > clinics.length ? t('firstShown', { shown: clinics.length }) : ''}
      </p>
      <ul className="grid gap-3" aria-label={t('listLabel')}>
        {clinics.map((clinic) => (
          <li key={clinic.id}>
            <ClinicCard clinic={clinic} favorites={favorites} />
          </li>
        ))}
      </ul>
    </div>
  )
}

import { useTranslations } from 'use-intl'
import { useLanguage } from '../../lib/i18n.tsx'
import type { Favorites } from './use-favorites.ts'

/** The heart on a clinic card and page: adds the clinic to the person's favourites or takes it off. */
export function FavoriteButton({ clinic, favorites, className = '' }: { clinic: { id: string; name: string }; favorites: Favorites; className?: string }) {
  const t = useTranslations('clinics.card')
  const language = useLanguage()
  const saved = favorites.has(clinic.id)
  // In English the name is part of the label; in Hindi the name is marked as written, so it is said in the button.
  const label = language === 'en' ? { 'aria-label': saved ? t('removeFavorite', { name: clinic.name }) : t('saveFavorite', { name: clinic.name }) } : {}
  return (
    <button
      type="button"
      aria-pressed={saved}
      {...label}
      onClick={() => favorites.toggle(clinic.id)}
      disabled={favorites.busy}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border transition-colors disabled:opacity-60 ${
        saved ? 'border-danger-200 bg-danger-50 text-danger-600' : 'border-line bg-white text-ink-muted hover:border-line-strong hover:text-danger-600'
      } ${className}`}
    >
      {language === 'en' ? null : (
        <span className="sr-only">
          <span translate="no">{clinic.name}</span>: {saved ? t('removeFavoriteShort') : t('saveFavoriteShort')}
        </span>
      )}
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
      </svg>
    </button>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalPath } from '../../lib/i18n.tsx'
import { healthKeys } from '../../lib/query-keys/health-keys.ts'
import { listSharedPets } from './health-record-api.ts'

/** Pets other owners share with the signed-in user; nothing at all when there are none. */
export function SharedPets({ userId }: { userId: string }) {
  const shared = useQuery({ queryKey: healthKeys.shared(userId), queryFn: listSharedPets })
  const t = useTranslations('pets.list')
  const localPath = useLocalPath()
  if (!shared.data || shared.data.length === 0) return null
  return (
    <section className="mt-10">
      <h2 className="font-display text-2xl font-bold text-ink">{t('shared')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shared.data.map((pet) => (
          <li key={pet.id} className="card p-5">
            <h3 className="font-semibold text-ink" translate="no">
              {pet.name}
            </h3>
            <p className="text-sm text-ink-muted" translate="no">
              {pet.breed}
            </p>
            <Link to={localPath(`/pet-profiles/${pet.id}`)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
              {t('healthRecord')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

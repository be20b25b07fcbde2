import type { ClinicSummaryDto } from '../../../core/contracts/clinics.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { clinicKeys } from '../../lib/query-keys/clinic-keys.ts'
import { addFavorite, fetchFavorites, removeFavorite } from './clinics-api.ts'

export type Favorites = {
  /** Whether the clinic is one of the person's favourites (false while signed out). */
  has(clinicId: string): boolean
  toggle(clinicId: string): void
  busy: boolean
  /** The favourite clinics, newest first; null until they are loaded. */
  clinics: ClinicSummaryDto[] | null
}

/**
 * The signed-in person's favourite clinics, for the heart on every clinic card and page. Signed
 * out, a tap asks them to sign in (`onSignIn`) instead.
 */
export function useFavorites(userId: string | null, onSignIn: () => void): Favorites {
  const queryClient = useQueryClient()
  const key = clinicKeys.favorites(userId ?? '')
  const favorites = useQuery({ queryKey: key, queryFn: fetchFavorites, enabled: userId !== null })
  const ids = new Set((favorites.data?.clinics ?? []).map((clinic) => clinic.id))
  const change = useMutation({
    mutationFn: ({ clinicId, add }: { clinicId: string; add: boolean }) => (add ? addFavorite(clinicId) : removeFavorite(clinicId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
  return {
    has: (clinicId) => ids.has(clinicId),
    toggle: (clinicId) => {
      if (userId === null) return onSignIn()
      change.mutate({ clinicId, add: !ids.has(clinicId) })
    },
    busy: change.isPending,
    clinics: favorites.data?.clinics ?? null,
  }
}

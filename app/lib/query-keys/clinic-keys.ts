import { privateScope } from './private-scope.ts'

/** The signed-in person's favourite clinics and their clinic applications. */
export const clinicKeys = {
  favorites: (userId: string) => [...privateScope(userId), 'favorite-clinics'] as const,
  applications: (userId: string) => [...privateScope(userId), 'clinic-applications'] as const,
}

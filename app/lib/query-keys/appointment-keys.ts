import { privateScope } from './private-scope.ts'

/** The owner's appointments: the list of My Appointments and one booking's page. */
export const appointmentKeys = {
  all: (userId: string) => [...privateScope(userId), 'appointments'] as const,
  list: (userId: string) => [...appointmentKeys.all(userId), 'list'] as const,
  detail: (userId: string, id: string) => [...appointmentKeys.all(userId), 'detail', id] as const,
}

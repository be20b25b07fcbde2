/**
 * Who may do what with a visit beyond its owner's own pages: pure rules, given the facts the server
 * read (the visit, the person, whether they care for the pet). Every refusal is a 404 at the edge.
 */
import { hasCallRoom } from '../video/call-window.ts'

export type CallRole = 'owner' | 'vet'

export type CallVisitFacts = { visitType: string; status: string; userId: string | null; vetId: string | null }

/**
 * Who a person is in a video visit's call room: the owner (who booked it, or a caregiver the owner
 * shared the pet with, who may book for it too), the vet assigned to it, or nobody (null). An
 * admin is nobody here: the room is for the two people in the consultation.
 */
export function callRoleOf(visit: CallVisitFacts, person: { id: string; caresForPet: boolean }): CallRole | null {
  if (!hasCallRoom(visit)) return null
  if (visit.vetId !== null && visit.vetId === person.id) return 'vet'
  if (visit.userId !== null && visit.userId === person.id) return 'owner'
  if (person.caresForPet) return 'owner'
  return null
}

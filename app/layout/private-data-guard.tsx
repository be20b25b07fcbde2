import type { QueryClient } from '@tanstack/react-query'
import { useContext, useLayoutEffect, useRef } from 'react'
import { QueryClientBoxContext } from '../lib/query-holder.ts'
import { PRIVATE_ROOT } from '../lib/query-keys/private-scope.ts'

/**
 * The staff pages' caches (the board, the staff list, a vet's day, the clinic desk): not under one
 * person's key, because the server decides what each role sees, so they go whenever the person does.
 */
export const STAFF_ROOTS = [['admin'], ['vet'], ['clinic-desk']] as const

/**
 * Drops from the query cache every private query that is not the signed-in person's, and every
 * staff page's query once the person changes: after a sign-out, an account deletion or an expired
 * session nothing of theirs stays in memory for the next person on this browser, owner or staff.
 * Owners' keys never match another person's anyway (app/lib/query-keys), so nothing of theirs is
 * drawn even before this runs. No client yet means nothing cached.
 */
/** What the cache may keep once `userId` is the person signed in (null: nobody), `previousUserId` the one before. */
export function forgetOthers(client: QueryClient, userId: string | null, previousUserId: string | null): void {
  client.removeQueries({ queryKey: PRIVATE_ROOT, predicate: (query) => query.queryKey[1] !== userId })
  if (previousUserId !== userId) for (const queryKey of STAFF_ROOTS) client.removeQueries({ queryKey })
}

export function PrivateDataGuard({ userId }: { userId: string | null }) {
  const box = useContext(QueryClientBoxContext)
  const previous = useRef(userId)
  useLayoutEffect(() => {
    if (box?.client) forgetOthers(box.client, userId, previous.current)
    previous.current = userId
  }, [box, userId])
  return null
}

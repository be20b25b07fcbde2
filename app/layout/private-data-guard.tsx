import { useQueryClient } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import { PRIVATE_ROOT } from '../lib/query-keys/private-scope.ts'

/**
 * Drops from the query cache every private query that is not the signed-in person's: after a
 * sign-out, an account deletion or an expired session nothing of theirs stays in memory for the
 * next person on this browser. Their keys never match another person's anyway (app/lib/query-keys),
 * so nothing of theirs is drawn even before this runs.
 */
export function PrivateDataGuard({ userId }: { userId: string | null }) {
  const client = useQueryClient()
  useLayoutEffect(() => {
    client.removeQueries({ queryKey: PRIVATE_ROOT, predicate: (query) => query.queryKey[1] !== userId })
  }, [client, userId])
  return null
}

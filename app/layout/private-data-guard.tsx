import { useContext, useLayoutEffect } from 'react'
import { QueryClientBoxContext } from '../lib/query-holder.ts'
import { PRIVATE_ROOT } from '../lib/query-keys/private-scope.ts'

/**
 * Drops from the query cache every private query that is not the signed-in person's: after a
 * sign-out, an account deletion or an expired session nothing of theirs stays in memory for the
 * next person on this browser. Their keys never match another person's anyway (app/lib/query-keys),
 * so nothing of theirs is drawn even before this runs. No client yet means nothing cached.
 */
export function PrivateDataGuard({ userId }: { userId: string | null }) {
  const box = useContext(QueryClientBoxContext)
  useLayoutEffect(() => {
    box?.client?.removeQueries({ queryKey: PRIVATE_ROOT, predicate: (query) => query.queryKey[1] !== userId })
  }, [box, userId])
  return null
}

import { QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, useContext, useState } from 'react'
import { createQueryClient } from './query-client.ts'
import { QueryClientBoxContext } from './query-holder.ts'

/**
 * Gives its part of the page the session's query client, making it on first use: every page,
 * dialog and panel that queries the API is inside one (a route module through `withQueries`), and
 * all of them share the client the shell's box holds, so a cached answer serves the next page too.
 */
export function QueryScope({ children }: { children: React.ReactNode }) {
  const box = useContext(QueryClientBoxContext)
  const [client] = useState(() => {
    if (box === null) return createQueryClient()
    box.client ??= createQueryClient()
    return box.client
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A route module's page inside a QueryScope. */
export function withQueries<P extends object>(Page: ComponentType<P>): (props: P) => React.JSX.Element {
  function PageWithQueries(props: P) {
    return (
      <QueryScope>
        <Page {...props} />
      </QueryScope>
    )
  }
  PageWithQueries.displayName = `withQueries(${Page.displayName ?? Page.name})`
  return PageWithQueries
}

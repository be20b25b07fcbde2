import type { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react'

/**
 * Where a page's query client lives (decision 0078, addendum 3). The shell holds the box, one per
 * browser session (one per render on the server, so requests never share data); the client itself
 * is made by the first page or dialog that queries (app/lib/query-scope.tsx), so a page that asks
 * the API nothing loads no query library.
 */
export type QueryClientBox = { client: QueryClient | null }

export const QueryClientBoxContext = createContext<QueryClientBox | null>(null)

export function newQueryClientBox(): QueryClientBox {
  return { client: null }
}

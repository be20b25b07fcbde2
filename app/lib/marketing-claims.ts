import { useRouteLoaderData } from 'react-router'
import type { RootData } from './head.ts'

/** The marketing claims as the team last saved them (root loader); none on an error screen. */
export function useMarketingClaims(): readonly string[] {
  return useRouteLoaderData<RootData>('root')?.marketingClaims ?? []
}

import { tagManagerScriptUrl, useTagManagerStart } from '../lib/analytics.ts'
import { useNonce } from '../lib/nonce.tsx'

/**
 * Loads Google Tag Manager only when GTM_ID is configured (the server then allows its host in
 * the CSP); React hoists the async script into <head> and renders it once.
 */
export function TagManagerScript({ gtmId }: { gtmId: string | null }) {
  const nonce = useNonce()
  useTagManagerStart(gtmId)
  if (!gtmId) return null
  return <script async src={tagManagerScriptUrl(gtmId)} nonce={nonce || undefined} />
}

import { createHash } from 'node:crypto'
import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'
export type { Locator, Page } from '@playwright/test'

/**
 * Each journey is its own client: every request carries an X-Forwarded-For address drawn from
 * the test's id. The e2e server runs with TRUST_PROXY=1 (one hop), so it takes the last address
 * of the header as the client, as behind one load balancer: keep this the header's only (or last)
 * value. Otherwise
 * the per-IP OTP limit of SECURITY.md, shared by every journey from 127.0.0.1, would refuse the
 * later sign-ins of a run.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256').update(testInfo.testId).digest()
    const address = `10.${digest[0]}.${digest[1]}.${digest[2] ?? 1}`
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
})

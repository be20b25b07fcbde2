import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { TEST_CHROMIUM_PATH } from '../support/chromium.ts'

/**
 * Runs the browser journeys in Debian's Chromium. Where no Chromium is installed they are
 * skipped with a notice, unless E2E_REQUIRED=1 (CI sets it), which makes them mandatory.
 */
const chromium = TEST_CHROMIUM_PATH
const required = process.env.E2E_REQUIRED === '1'

if (!existsSync(chromium)) {
  if (required) {
    console.error(`E2E_REQUIRED=1 but no Chromium at ${chromium}. Install it with: apt-get install -y chromium`)
    process.exit(1)
  }
  console.warn(`Browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set E2E_REQUIRED=1 to fail instead).`)
  process.exit(0)
}

const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit', shell: false })
process.exit(result.status ?? 1)

import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/support/chromium.ts'
import { E2E_BUSINESS } from './tests/e2e/business.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
/** Journeys of the content admin: they publish, price and reorder what other journeys read. */
const SITE_CHANGES = ['**/blog-admin.spec.ts', '**/content-admin.spec.ts', '**/true-claims-admin.spec.ts']

const baseURL = `http://127.0.0.1:${port}`
// One fresh data directory per run and port; worker processes inherit it through the environment.
if (!process.env.E2E_DATA_DIR) {
  const fresh = path.join(os.tmpdir(), `petvaidya-e2e-${port}`)
  rmSync(fresh, { recursive: true, force: true })
  mkdirSync(fresh, { recursive: true })
  process.env.E2E_DATA_DIR = fresh
}
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Files run side by side (each file's journeys in order); every file signs in with its own
  // phone numbers, so two workers never share a person. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  // Two workers, Chromium and the server share two cores: a journey that takes 15 s alone can take
  // twice that beside another. A hang still fails, a minute later; expectations keep their own waits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Dialogs, drawers and menus open without their motion (app.css honours the setting), so no
    // journey waits out an animation before it clicks.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_CHANGES, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Journeys that change what every page shows (articles, prices, FAQs) run once the rest have
    // finished, so that no journey counting articles or reading a price sees them half-way.
    { name: 'site-changes', testMatch: SITE_CHANGES, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node server/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh data directory takes seconds alone, minutes on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1; the limits themselves are tested through the API.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      // Journeys of several files book the same few hours side by side; the places per slot are
      // tested through the API (the 50-way races), so here they never run out.
      SLOT_CAPACITY_HOME: '100',
      SLOT_CAPACITY_VIDEO: '100',
      // Journeys of many files share slots; the place held for members is tested through the API.
      SLOT_PLACES_HELD_FOR_MEMBERS: '0',
      // Each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts): one client per journey.
      TRUST_PROXY: '1',
      // The admin of the admin journeys (tests/e2e/admin.spec.ts).
      ADMIN_PHONES: '9000000087,9000000088,9000000089,9000000099,9000000098,9000000097,9000000096,9000000095,9000000094,9000000093,9000000092,9000000091,9000000090',
      // Written the ways people write them; every page shows them as +91 98765 01234.
      SUPPORT_PHONE: E2E_BUSINESS.phoneInput,
      SUPPORT_EMAIL: E2E_BUSINESS.email,
      WHATSAPP_NUMBER: E2E_BUSINESS.whatsappInput,
      // Reminders on WhatsApp go to the local outbox, so the account page offers the choice
      // (tests/e2e/whatsapp-reminders.spec.ts); a server without a sender is tested through the API.
      WHATSAPP_PROVIDER: 'log',
      SUPPORT_HOURS: E2E_BUSINESS.hoursInput,
      // Video visits booked for tomorrow are open now, those 9 days ahead wait (tests/e2e/video-call.spec.ts);
      // the window itself is tested through the API. No STUN server: the two browsers are on one machine.
      VIDEO_ROOM_OPENS_MINUTES: '2880',
      STUN_URLS: '',
    },
  },
})

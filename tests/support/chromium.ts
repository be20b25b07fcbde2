import { existsSync } from 'node:fs'

/**
 * Debian's Chromium and the flags every headless run here uses (browser tests, Lighthouse):
 * no sandbox (containers), no GPU, and no network of its own beyond the page under test.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell): the same Blink
 * and V8 without the browser's own interface, which in headless mode still runs a renderer of its
 * own for every window. The browser journeys use it where it is installed: on two cores it takes
 * about 40% less processor time for the same pages (decision 0085). The benches keep the full
 * browser, as a phone's would be. CHROMIUM_PATH, when set, chooses for both.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'

export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const

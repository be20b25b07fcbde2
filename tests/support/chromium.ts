/**
 * Debian's Chromium and the flags every headless run here uses (browser tests, Lighthouse):
 * no sandbox (containers), no GPU, and no network of its own beyond the page under test.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { decodeEntities } from '../support/served-html.ts'
import { type ServerProcess, freePort, startServer, waitForStatus } from '../support/server-process.ts'

/**
 * Issue 35, "say only what is true" (decision 0063): a production start on a fresh database, with
 * the local providers allowed, serves no page of its sitemap that claims what the business does
 * not have: no sample clinics or reviews, no typed-in figures, no round-the-clock promise, no
 * vet authorship, no invented hospital, no media 'coming soon', and no 'call us' without the
 * hours of the line. No browser: the server as its own process, and fetch.
 */

test.describe.configure({ timeout: 300_000 })

const SUPPORT_HOURS = { input: '09:00-21:30', text: '9 am to 9:30 pm' }

/** Wordings no page may carry, each with what it would falsely claim. */
const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  ['an always-open promise', /24\s?[x×/]\s?7|day (and|or) night|night and day|round[-\s]the[-\s]clock|open 24 hours|24 hours a day|at any hour|\bany ?time\b/i],
  ['vet authorship', /(from|by) our vets|written by (a |our )?vets?|vets? who writes|vet surgeon|\bmy clinic\b/i],
  ['a typed-in figure', /1000\+|1,000\+|4\.5\+|pet owners served|average rating/i],
  ['sample data', /sample (listing|review)|made[- ]up|PetVaidya Partner Clinic/i],
  ['an invented hospital', /Saket Pet Emergency|Sohna Road Animal Hospital|Sector 62 Vet Hospital/i],
  ['partner clinics the business does not have', /partner clinics?/i],
  ['emergency care at home', /emergency care at home/i],
  ['a night-time video vet', /needs a vet tonight|late in the day|whenever something worries you/i],
  ['media that does not exist', /coming soon|being filmed|being recorded/i],
]

/** What a reader and a search engine get of a page: its text, its meta description and its JSON-LD, without the app's scripts. */
function readableText(html: string): string {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  const metas = [...html.matchAll(/<meta[^>]+(?:name|property)="(?:description|og:description|og:title)"[^>]*content="([^"]*)"/g)].map((match) => match[1] ?? '')
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
  return decodeEntities([body, ...metas, ...jsonLd].join(' ')).replace(/\s+/g, ' ')
}

let server: ServerProcess
let dataDir = ''

test.beforeAll(async () => {
  // A first start migrates and seeds a fresh database: slow on a busy machine.
  test.setTimeout(300_000)
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-true-claims-'))
  server = startServer({
    port: await freePort(),
    dataDir,
    env: {
      NODE_ENV: 'production',
      ALLOW_LOCAL_PROVIDERS: '1',
      AUTH_SECRET: 'a'.repeat(48),
      SMS_PROVIDER: 'log',
      PAYMENT_PROVIDER: 'sandbox',
      WHATSAPP_PROVIDER: 'none',
      SUPPORT_HOURS: SUPPORT_HOURS.input,
      DEMO_DATA: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
  await waitForStatus(server, '/readyz', { timeoutMs: 240_000 })
})

test.afterAll(async () => {
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

test('a production start refuses sample data', async () => {
  const refused = startServer({
    port: await freePort(),
    dataDir: path.join(dataDir, 'refused'),
    env: { NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1', AUTH_SECRET: 'a'.repeat(48), DEMO_DATA: '1', LOG_LEVEL: 'warn' },
  })
  const exit = await refused.exited
  expect(exit.code).not.toBe(0)
  expect(refused.output()).toContain('DEMO_DATA: is refused in production')
})

test('no page of the sitemap of a fresh production site claims what is not true', async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(urls.length).toBeGreaterThan(50)
  // No clinic is listed on a fresh site: sample clinics never enter the sitemap.
  expect(urls.filter((url) => url.startsWith('/clinics/') && url !== '/clinics/register')).toEqual([])

  const problems: string[] = []
  for (const url of urls) {
    const response = await fetch(server.url + url)
    expect(response.status, url).toBe(200)
    const text = readableText(await response.text())
    for (const [claim, pattern] of FORBIDDEN) {
      const found = pattern.exec(text)
      if (found) problems.push(`${url}: ${claim}: …${text.slice(Math.max(0, found.index - 60), found.index + 60)}…`)
    }
    // Wherever a page says to call us, it says when the line answers.
    if (/\bcall us\b/i.test(text) && !text.includes(SUPPORT_HOURS.text)) problems.push(`${url}: 'call us' without the support hours`)
  }
  expect(problems).toEqual([])
})

test('the pages say plainly what does not exist yet', async () => {
  const read = async (url: string) => readableText(await (await fetch(server.url + url)).text())
  expect(await read('/videos')).toContain('No videos are published yet.')
  expect(await read('/podcasts')).toContain('No podcast episodes are published yet.')
  expect(await read('/pet-hospital-near-me')).toContain('We list only 24-hour hospitals we have checked ourselves, and none is listed yet.')
  expect(await read('/testimonials')).toContain('No reviews yet.')
  // Home: no review section and no figure at all.
  const home = await read('/')
  expect(home).not.toContain('What Pet Parents Say')
})

import { existsSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import type { Figure } from './figure.ts'

/** The floor every page's Lighthouse accessibility and SEO scores are held to. */
export const LIGHTHOUSE_BUDGET = 95

/** The home page, one city page and one article: the three kinds of page people land on from search. */
export const LIGHTHOUSE_PAGES = ['/', '/pet-clinic-gurgaon-vet-home-visit', '/blogs/puppy-vaccination-schedule-in-india'] as const

const CATEGORIES = [
  { id: 'accessibility', name: 'a11y' },
  { id: 'seo', name: 'seo' },
] as const

/** Debian's Chromium with the same flags as the browser tests: no network beyond the page under test. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string }

/** The audits of a category that lost points, for the note after the figure. */
function failingAudits(audits: Record<string, Audit>, refs: ReadonlyArray<{ id: string; weight: number }>): string[] {
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map((audit) => audit.id)
}

/**
 * Lighthouse (mobile: its default form factor, screen and throttling) on each page, accessibility
 * and SEO only; one figure per page and category, as a score out of 100.
 */
export async function measureLighthouse(baseUrl: string, paths: readonly string[] = LIGHTHOUSE_PAGES): Promise<Figure[]> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const figures: Figure[] = []
  try {
    for (const path of paths) {
      const url = new URL(path, baseUrl).href
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: CATEGORIES.map((category) => category.id),
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned no report for ${path}`)
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`)
      for (const category of CATEGORIES) {
        const report = lhr.categories[category.id]
        if (!report || report.score === null) throw new Error(`No ${category.id} score for ${path}`)
        const failing = failingAudits(lhr.audits as Record<string, Audit>, report.auditRefs)
        figures.push({
          name: `lighthouse-${category.name} ${path}`,
          value: Math.round(report.score * 100),
          unit: 'points',
          budget: LIGHTHOUSE_BUDGET,
          limit: 'at-least',
          note: failing.length > 0 ? `failing: ${failing.join(', ')}` : 'no failing audit',
          details: { failing },
        })
      }
    }
  } finally {
    chrome.kill()
  }
  return figures
}

import { PAGE_WEIGHT_PAGES, measurePageWeight } from '../../bench/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * What CI holds today (decision 0078, addendum): the JavaScript before a page is interactive
 * measures 156-167 KB gzip (172 KB on the booking page) against the 150 KB budget (issue 40,
 * open), so CI stops it from growing past this ceiling while `npm run bench` keeps reporting it
 * against the budget. CSS is held to its budget.
 */
const JS_CEILING_KB = 170
const BOOKING_JS_CEILING_KB = 176
const ceilingOf = (name: string, budget: number) =>
  name.startsWith('page-weight-js') ? (name.includes('/book-an-appointment') ? BOOKING_JS_CEILING_KB : JS_CEILING_KB) : budget

/**
 * The page-weight budget of bench/page-weight.ts, held in CI on the pages the bench reports (one of
 * every kind people land on, and the booking page): the JavaScript and CSS each loads before it is
 * interactive, gzipped. The HTML and its scripts are fetched; no browser runs.
 */
for (const pagePath of PAGE_WEIGHT_PAGES) {
  test(`${pagePath} stays within the page-weight budget`, async ({ baseURL }) => {
    const figures = await measurePageWeight(baseURL as string, pagePath)
    expect(figures.map((figure) => figure.name)).toEqual([`page-weight-js ${pagePath}`, `page-weight-css ${pagePath}`])
    for (const figure of figures) {
      expect.soft(figure.value, `${figure.name}: ${figure.value} ${figure.unit}, ${figure.note}`).toBeLessThanOrEqual(ceilingOf(figure.name, figure.budget))
    }
  })
}

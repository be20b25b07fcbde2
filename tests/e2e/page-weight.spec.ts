import { PAGE_WEIGHT_PAGES, measurePageWeight } from '../../bench/page-weight.ts'
import { expect, test } from './fixtures.ts'

/**
 * The page-weight budget of bench/page-weight.ts, held in CI on the pages the bench reports (one of
 * every kind people land on, and the booking page): the JavaScript and CSS each loads before it is
 * interactive, gzipped, each within its budget (decision 0078, addendum 3). The HTML and its scripts
 * are fetched; no browser runs.
 */
for (const pagePath of PAGE_WEIGHT_PAGES) {
  test(`${pagePath} stays within the page-weight budget`, async ({ baseURL }) => {
    const figures = await measurePageWeight(baseURL as string, pagePath)
    expect(figures.map((figure) => figure.name)).toEqual([`page-weight-js ${pagePath}`, `page-weight-css ${pagePath}`])
    for (const figure of figures) {
      expect.soft(figure.value, `${figure.name}: ${figure.value} ${figure.unit}, ${figure.note}`).toBeLessThanOrEqual(figure.budget)
    }
  })
}

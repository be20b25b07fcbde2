import { AxeBuilder } from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

/**
 * Runs axe on the page (WCAG 2.1 A and AA rules) and fails on any violation, listing them.
 * Legacy mode runs axe.run() in the page itself: the default mode opens a blank page in the
 * context for every check to gather the frames' results there, which cost about 0.4 s a check
 * here (0.9 s against 0.5 s), on some 150 checks a run. Same-origin frames are still checked.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // WCAG 2.5.3, label in name: axe marks its rule experimental and leaves it off unless asked.
  // (options() replaces what withTags() set, so the tags go in the same object.)
  let builder = new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'label-content-name-mismatch': { enabled: true } },
  })
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
}

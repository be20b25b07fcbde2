import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SECOND_OPINION_WEIGHTS } from '../../core/assistant/second-opinion-weights.ts'
import { partFile } from './evaluate.ts'
import { developmentMessages, trainSecondOpinion } from './train-second-opinion.ts'

/**
 * The second opinion's weights are what training on the development parts gives (decision 0066):
 * nobody tunes them by hand, a change of the engine's reading that changes them is seen, and the
 * frozen part never reaches them.
 */
describe('the second opinion’s weights', () => {
  it('come from the development parts only, never from a frozen message', () => {
    const frozenIds = new Set(
      readFileSync(partFile('frozen'), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { id: string }).id),
    )
    const development = developmentMessages()
    expect(development.length).toBeGreaterThan(1500)
    expect(frozenIds.size).toBeGreaterThan(200)
    expect(development.filter((message) => frozenIds.has(message.id))).toEqual([])
  })

  // Training reads some 15,000 messages once and weighs them 3,000 times: about 20 s alone, and up to three times that
  // beside the other test files on two cores.
  it('are the committed ones: rerun `node content/triage-eval/train-second-opinion.ts` after changing the rules', { timeout: 180_000 }, () => {
    const trained = trainSecondOpinion(developmentMessages())
    expect(trained.bias).toBeCloseTo(SECOND_OPINION_WEIGHTS.bias, 2)
    const names = new Set([...Object.keys(trained.features), ...Object.keys(SECOND_OPINION_WEIGHTS.features)])
    // A weight near the 0.01 cut may be kept by one run and dropped by another: 0.011 allows for that and nothing more.
    const apart = [...names].filter((name) => Math.abs((trained.features[name] ?? 0) - (SECOND_OPINION_WEIGHTS.features[name] ?? 0)) > 0.011)
    expect(apart).toEqual([])
  })
})

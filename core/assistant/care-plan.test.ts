import { describe, expect, it } from 'vitest'
import { ADULT_DEWORMING, dewormingPlanFor } from '../health/health-plan.ts'
import { carePlan } from './care-plan.ts'

const lines = (plan: ReturnType<typeof carePlan>) => plan.sections.flatMap((section) => section.lines)

describe('the care plan', () => {
  it('gives the one deworming schedule that reminders, the chart and the articles use', () => {
    expect(lines(carePlan({ category: 'dog', breed: 'Indie', age: '10 weeks' }))).toContain(`Deworming: ${dewormingPlanFor('dog')}`)
    expect(lines(carePlan({ category: 'cat', breed: 'Persian', age: '2 months' }))).toContain(`Deworming: ${dewormingPlanFor('cat')}`)
    expect(lines(carePlan({ category: 'dog', breed: 'Labrador', age: '4 years' })).some((line) => line.startsWith(`Deworming ${ADULT_DEWORMING}`))).toBe(true)
  })

  it('counts a cat as senior from 10 years and a dog from 8', () => {
    expect(lines(carePlan({ category: 'cat', breed: 'Indian domestic', age: '9 years' }))).toContain('Life stage: adult.')
    expect(lines(carePlan({ category: 'cat', breed: 'Indian domestic', age: '11 years' }))).toContain('Life stage: senior.')
    expect(lines(carePlan({ category: 'dog', breed: 'Beagle', age: '9 years' }))).toContain('Life stage: senior.')
  })
})

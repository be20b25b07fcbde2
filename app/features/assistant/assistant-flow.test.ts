import { describe, expect, it } from 'vitest'
import { IDLE, assistantFlow } from './assistant-flow.ts'

const pet = { category: 'dog', breed: 'Pug', age: '2 years' } as const

describe('assistant access flow', () => {
  it('remembers the tool while an unverified visitor verifies, then opens its form, then its chat', () => {
    const verifying = assistantFlow(IDLE, { type: 'start', tool: 'symptom', verified: false })
    expect(verifying).toEqual({ stage: 'verifying', tool: 'symptom' })
    const form = assistantFlow(verifying, { type: 'verified' })
    expect(form).toEqual({ stage: 'pet-form', tool: 'symptom' })
    expect(assistantFlow(form, { type: 'pet-submitted', pet })).toEqual({ stage: 'chat', tool: 'symptom', pet })
  })

  it('opens the form at once for a verified user, and every close returns to idle', () => {
    const form = assistantFlow(IDLE, { type: 'start', tool: 'recommender', verified: true })
    expect(form).toEqual({ stage: 'pet-form', tool: 'recommender' })
    expect(assistantFlow(form, { type: 'close' })).toEqual(IDLE)
  })

  it('ignores a verification that arrives when no tool is waiting', () => {
    expect(assistantFlow(IDLE, { type: 'verified' })).toEqual(IDLE)
  })
})

import { describe, expect, it } from 'vitest'
import { withoutFieldName } from './error-texts.ts'

describe('a refusal without its field name', () => {
  it('drops the API field in front of each part, and leaves a sentence without one alone', () => {
    expect(withoutFieldName('vetId: This vet already has a visit in this slot: Bruno (Asha, Gurgaon)')).toBe('This vet already has a visit in this slot: Bruno (Asha, Gurgaon)')
    expect(withoutFieldName('phoneNumber: This number is already on the staff; cities: must name at least one city')).toBe('This number is already on the staff; must name at least one city')
    expect(withoutFieldName('vaccinesGiven[0].nextDueDate: must be a real date')).toBe('must be a real date')
    expect(withoutFieldName('Note: the visit has started')).toBe('Note: the visit has started')
    expect(withoutFieldName('The visit changed meanwhile. Reload to see it.')).toBe('The visit changed meanwhile. Reload to see it.')
  })
})

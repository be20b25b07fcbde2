import { describe, expect, it } from 'vitest'
import { Testimonial } from '../../core/contracts/testimonial.ts'
import { HOME_TESTIMONIALS, TESTIMONIALS } from './testimonials.ts'

describe('testimonials', () => {
  it('follow the spec shape: id, name, petName, petType, rating 1 to 5, content, image null', () => {
    for (const testimonial of TESTIMONIALS) expect(Testimonial.parse(testimonial)).toEqual(testimonial)
  })

  it('have unique ids and cover both dogs and cats', () => {
    expect(new Set(TESTIMONIALS.map((item) => item.id)).size).toBe(TESTIMONIALS.length)
    expect(TESTIMONIALS.some((item) => item.petType === 'dog' || item.petType === 'puppy')).toBe(true)
    expect(TESTIMONIALS.some((item) => item.petType === 'cat' || item.petType === 'kitten')).toBe(true)
  })

  it('give the home page three cards rated 5, 4 and 5', () => {
    expect(HOME_TESTIMONIALS.map((item) => item.rating)).toEqual([5, 4, 5])
  })
})

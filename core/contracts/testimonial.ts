import { z } from 'zod'

/** A review shown on the site (spec section 3): static sample data, with no photo yet. */
export const Testimonial = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  petName: z.string().min(1),
  petType: z.enum(['dog', 'cat', 'puppy', 'kitten']),
  rating: z.number().int().min(1).max(5),
  content: z.string().min(1),
  image: z.null(),
})
export type Testimonial = z.infer<typeof Testimonial>

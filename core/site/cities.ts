/** The cities with a landing page, and the path of each. */
export const CITIES = [
  { slug: 'gurgaon', name: 'Gurgaon' },
  { slug: 'delhi', name: 'Delhi' },
  { slug: 'noida', name: 'Noida' },
  { slug: 'faridabad', name: 'Faridabad' },
  { slug: 'ghaziabad', name: 'Ghaziabad' },
] as const

export function cityPagePath(slug: string): string {
  return `/pet-clinic-${slug}-vet-home-visit`
}

/** The title lowercased with runs of non-alphanumeric characters turned into hyphens (spec section 2). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

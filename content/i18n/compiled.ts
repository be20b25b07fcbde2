import compileMessage from 'icu-minify/compile'

/**
 * Every string of a message tree compiled to icu-minify's form, as the bundle carries them
 * (decision 0078, addendum 3); a plain text compiles to the same string.
 */
export function compiledTree(value: unknown): unknown {
  if (typeof value === 'string') return compileMessage(value)
  if (Array.isArray(value)) return value.map(compiledTree)
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compiledTree(item)]))
  return value
}

/**
 * The shape a translation must have: every key of the English messages, each a string, and no
 * key of its own. `satisfies Translation<typeof en>` makes the typecheck fail on a key missing in
 * or added to a language (decision 0075); a unit test compares the ICU arguments of each pair.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

import { z } from 'zod'

/**
 * The characters no user-typed string may hold (SECURITY.md, requests): U+0000 (PostgreSQL refuses
 * it in text), the other C0 control characters and DEL, and UTF-16 surrogates without their pair.
 * Tab, line feed and carriage return are allowed in multi-line fields only.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters or broken characters'
export const LINE_BREAK_MESSAGE = 'must be a single line, without control characters or broken characters'

/** True when `value` holds no character a person could not have meant to type. */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value)
}

type TextParams = {
  /** The message (or message maker) for a value that is missing or not a string. */
  error?: z.core.$ZodStringParams['error']
  /** Notes and other text areas: tab and line breaks allowed. */
  multiline?: boolean
}

/**
 * The one schema for a string a person types, in bodies, query strings and path parameters:
 * a 400 naming the field for control characters and lone surrogates. Chain `.trim()`, `.max()`
 * and the rest on it as on `z.string()`.
 */
export function UserText(params: TextParams = {}) {
  const multiline = params.multiline ?? false
  return z
    .string(params.error === undefined ? undefined : { error: params.error })
    .refine((value) => isCleanText(value, { multiline }), multiline ? CONTROL_CHARACTER_MESSAGE : LINE_BREAK_MESSAGE)
}

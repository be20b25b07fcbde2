import type { z } from 'zod'
import { type ApiErrorCode, ERROR_CODES, type ErrorCode } from '../core/errors.ts'

/** An error a service throws on purpose; the error handler turns it into the JSON error shape. */
export class DomainError extends Error {
  readonly status: number
  /** The machine-readable code of the JSON error shape: the kind, or a finer code such as OTP_EXPIRED. */
  readonly code: ApiErrorCode
  readonly headers: Record<string, string>
  /** Facts the client needs to act on the refusal (the visits that block a change, say), sent beside the error. */
  readonly details: Record<string, unknown>
  constructor(kind: ErrorCode, message: string, options: { code?: ApiErrorCode; headers?: Record<string, string>; details?: Record<string, unknown> } = {}) {
    super(message)
    this.name = 'DomainError'
    this.code = options.code ?? kind
    this.status = ERROR_CODES[kind]
    this.headers = options.headers ?? {}
    this.details = options.details ?? {}
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

/** Parses a request part with a shared contract; a failure is a 400 that names the field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) {
    throw new DomainError('VALIDATION_ERROR', result.error.issues.map(describeIssue).join('; '))
  }
  return result.data
}

/**
 * The answer to a save that names an older version than the stored one: someone else saved in
 * between, and this save would overwrite their change (409 STALE_VERSION, no lost update).
 */
export function staleVersionError(what: string): DomainError {
  return new DomainError(
    'CONFLICT',
    `version: Someone else saved a change to ${what} after you opened it. Load their version, then make your change again.`,
    { code: 'STALE_VERSION' },
  )
}

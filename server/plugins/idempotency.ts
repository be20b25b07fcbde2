import { hash } from 'node:crypto'
import { and, eq, lte, or, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { placeholderSql, prepared } from '../db/prepared.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { DomainError } from '../http-errors.ts'
import type { Clock } from '../providers/clock.ts'

/** How long a key is remembered (SECURITY.md, money). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * How long an in-flight claim holds its key (decision 0017). A request that died (a crash, a
 * kill -9) leaves its claim behind; past the lease a retry takes the claim over and runs once.
 * Every write behind a key answers within seconds, so a live request never outlasts its lease.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/

export type Idempotency = ReturnType<typeof createIdempotency>

/**
 * `Idempotency-Key` for writes a client may retry: the same key and body replay the first answer
 * (one side effect), the same key with another body gets 422, a duplicate still in flight gets
 * 409 until its lease ends. Answers below 500 are remembered, a server failure frees the key for
 * a retry.
 */
export function createIdempotency(db: Db, clock: Clock, options: { leaseMs?: number } = {}) {
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS
  const hashOf = (body: unknown) => hash('sha256', JSON.stringify(body ?? null))

  const where = (scope: string, route: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key))

  const placeholder = sql.placeholder
  const theKey = and(eq(idempotencyKeys.scope, placeholder('scope')), eq(idempotencyKeys.route, placeholder('route')), eq(idempotencyKeys.key, placeholder('key')))
  const freshClaim = {
    requestHash: placeholderSql('requestHash'),
    status: 'in_flight',
    responseStatus: null,
    responseBody: null,
    createdAt: placeholderSql('now'),
    expiresAt: placeholderSql('expiresAt'),
  }
  /**
   * Claims the key in one statement: a new key; a key past its lifetime (forgotten, claimed
   * afresh); or an in-flight claim of the same request whose lease has run out (taken over, its
   * lease starting afresh). Of several requests at once, one wins: the upsert locks the key's
   * row and compares its latest version. Built once and sent by name, as is the answer's update
   * (every keyed write sends both; decision 0077).
   */
  const claimStatement = prepared(db, 'idempotency_claim', (db) =>
    db
      .insert(idempotencyKeys)
      .values({ scope: placeholder('scope'), route: placeholder('route'), key: placeholder('key'), ...freshClaim })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.route, idempotencyKeys.key],
        set: freshClaim,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, placeholder('now')),
          and(eq(idempotencyKeys.status, 'in_flight'), eq(idempotencyKeys.requestHash, placeholder('requestHash')), lte(idempotencyKeys.createdAt, placeholder('leaseStartedBefore'))),
        ),
      })
      .returning({ key: idempotencyKeys.key }),
  )
  const rememberStatement = prepared(db, 'idempotency_remember', (db) =>
    db.update(idempotencyKeys).set({ status: 'done', responseStatus: placeholderSql('status'), responseBody: placeholderSql('body') }).where(theKey),
  )

  /** False when the key is held or answered. */
  async function claim(scope: string, route: string, key: string, requestHash: string): Promise<boolean> {
    const now = clock.now()
    // Instants as ISO text, as Drizzle sends a timestamp column's value.
    const claimed = await claimStatement.execute({
      scope,
      route,
      key,
      requestHash,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS).toISOString(),
      leaseStartedBefore: new Date(now.getTime() - leaseMs).toISOString(),
    })
    return claimed.length > 0
  }

  return {
    /**
     * Runs `handler` once per key within `scope` (the signed-in user): the handler's result is
     * the reply body with status 200, or a DomainError.
     */
    async handle<Result>(
      request: FastifyRequest,
      reply: FastifyReply,
      scope: string,
      handler: () => Promise<Result>,
    ): Promise<Result | unknown> {
      const header = request.headers['idempotency-key']
      if (header === undefined) return handler()
      if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
        throw new DomainError('VALIDATION_ERROR', 'Idempotency-Key: must be 1 to 255 visible ASCII characters')
      }
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`
      const requestHash = hashOf(request.body)

      if (!(await claim(scope, route, header, requestHash))) {
        const [existing] = await db.select().from(idempotencyKeys).where(where(scope, route, header))
        if (!existing) throw new DomainError('CONFLICT', 'A request with this Idempotency-Key is still in progress')
        if (existing.requestHash !== requestHash) {
          throw new DomainError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request', {
            code: 'IDEMPOTENCY_KEY_REUSED',
          })
        }
        if (existing.status !== 'done') {
          const leaseEndsMs = existing.createdAt.getTime() + leaseMs - clock.now().getTime()
          throw new DomainError('CONFLICT', 'A request with this Idempotency-Key is still in progress', {
            code: 'IDEMPOTENCY_IN_FLIGHT',
            headers: { 'Retry-After': String(Math.max(1, Math.ceil(leaseEndsMs / 1000))) },
          })
        }
        reply.code(existing.responseStatus ?? 200).header('Idempotent-Replayed', 'true')
        return existing.responseBody
      }

      const remember = (status: number, body: unknown) => rememberStatement.execute({ scope, route, key: header, status, body: JSON.stringify(body) })
      try {
        const result = await handler()
        await remember(reply.statusCode >= 200 && reply.statusCode < 300 ? reply.statusCode : 200, result)
        return result
      } catch (error) {
        if (error instanceof DomainError && error.status < 500) {
          await remember(error.status, { success: false, error: error.message, code: error.code, message: error.message })
        } else {
          await db.delete(idempotencyKeys).where(where(scope, route, header))
        }
        throw error
      }
    },

    /** Forgets keys past their lifetime (housekeeping). */
    async purgeExpired(): Promise<void> {
      await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, clock.now()))
    },
  }
}

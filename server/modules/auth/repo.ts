import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { otpChallenges, otpFailures, sessions, users } from '../../db/schema.ts'

export type ChallengeRow = typeof otpChallenges.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type UserRow = typeof users.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

export function createAuthRepo(db: Db) {
  // Every signed-in request reads its session: a statement built once and sent by name (decision 0077).
  const sessionByTokenHash = prepared(db, 'session_by_token_hash', (db) =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1),
  )

  return {
    db,

    /**
     * Serialises the sends and verifications of one phone across instances and connections: a
     * transaction-scoped advisory lock, so a limit is read and counted as one step.
     */
    lockPhone: async (tx: Executor, phone: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`)
    },

    /** Serialises the sends from one client IP hash, for the per-IP limit; taken before `lockPhone`. */
    lockIp: async (tx: Executor, ipHash: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${ipHash}`}))`)
    },

    /** When codes were sent since `since`, newest first, for one phone or one client IP hash. */
    sendTimes: async (tx: Executor, by: { phone: string } | { ipHash: string }, since: Date): Promise<Date[]> =>
      (
        await tx
          .select({ at: otpChallenges.createdAt })
          .from(otpChallenges)
          .where(
            and(
              'phone' in by ? eq(otpChallenges.phone, by.phone) : eq(otpChallenges.ipHash, by.ipHash),
              gt(otpChallenges.createdAt, since),
            ),
          )
          .orderBy(desc(otpChallenges.createdAt))
      ).map((row) => row.at),

    insertChallenge: async (tx: Executor, challenge: typeof otpChallenges.$inferInsert) => {
      await tx.insert(otpChallenges).values(challenge)
    },

    deleteChallenge: async (id: string) => {
      await db.delete(otpChallenges).where(eq(otpChallenges.id, id))
    },

    latestChallenge: async (tx: Executor, phone: string): Promise<ChallengeRow | null> => {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.phone, phone))
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1)
      return row ?? null
    },

    /**
     * Counts a wrong code in one conditional statement, so that no more than `maxAttempts` are
     * ever counted for a challenge; false when the challenge was already dead.
     */
    recordWrongCode: async (tx: Executor, challengeId: string, phone: string, now: Date, maxAttempts: number): Promise<boolean> => {
      const claimed = await tx
        .update(otpChallenges)
        .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
        .where(and(eq(otpChallenges.id, challengeId), lt(otpChallenges.failedAttempts, maxAttempts)))
        .returning({ id: otpChallenges.id })
      if (claimed.length === 0) return false
      await tx.insert(otpFailures).values({ phone, failedAt: now })
      return true
    },

    failureTimes: async (tx: Executor, phone: string, since: Date): Promise<Date[]> =>
      (
        await tx
          .select({ at: otpFailures.failedAt })
          .from(otpFailures)
          .where(and(eq(otpFailures.phone, phone), gt(otpFailures.failedAt, since)))
          .orderBy(otpFailures.failedAt)
      ).map((row) => row.at),

    /** Marks the challenge used; only one caller can win, and never a dead or used one. */
    consumeChallenge: async (tx: Executor, challengeId: string, now: Date, maxAttempts: number): Promise<boolean> => {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otpChallenges.id, challengeId),
            sql`${otpChallenges.consumedAt} is null`,
            lt(otpChallenges.failedAttempts, maxAttempts),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .returning({ id: otpChallenges.id })
      return rows.length === 1
    },

    upsertUser: async (tx: Executor, id: string, displayName: string, now: Date): Promise<UserRow> => {
      const [row] = await tx
        .insert(users)
        .values({ id, displayName, createdAt: now, updatedAt: now })
        // A saved name stays: the owner's profile name ('Asha Verma') and the name the admins gave a
        // staff member ('Dr. Kavya Rao') are never overwritten by the first name typed at sign-in,
        // which names only an account that has no name yet.
        .onConflictDoUpdate({
          target: users.id,
          set: { displayName: sql`case when trim(${users.displayName}) = '' then excluded.display_name else ${users.displayName} end`, updatedAt: now },
        })
        .returning()
      if (!row) throw new Error('user upsert returned no row')
      return row
    },

    updateProfile: async (id: string, values: { displayName: string; email: string | null; whatsappReminders?: boolean }, now: Date): Promise<UserRow | null> => {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning()
      return row ?? null
    },

    findUser: async (id: string): Promise<UserRow | null> => {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    insertSession: async (tx: Executor, session: typeof sessions.$inferInsert) => {
      await tx.insert(sessions).values(session)
    },

    findSessionByTokenHash: async (tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> => {
      const [row] = await sessionByTokenHash.execute({ tokenHash })
      return row ?? null
    },

    touchSession: async (id: string, now: Date) => {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
    },

    deleteSession: async (id: string) => {
      await db.delete(sessions).where(eq(sessions.id, id))
    },

    deleteUserSession: async (userId: string, sessionId: string): Promise<boolean> => {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id })
      return rows.length === 1
    },

    deleteOtherSessions: async (userId: string, keepSessionId: string) => {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    },

    listSessions: (userId: string): Promise<SessionRow[]> =>
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt)),

    /** Deletes OTP records older than `before` and sessions that ended absolutely before `now`. */
    purge: async (before: Date, now: Date) => {
      await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before))
      await db.delete(otpFailures).where(lt(otpFailures.failedAt, before))
      await db.delete(sessions).where(lt(sessions.expiresAt, now))
    },

    /** Deletes the user with sessions and OTP records, in the caller's transaction (pets and addresses cascade). */
    deleteUser: async (tx: Executor, userId: string) => {
      await tx.delete(sessions).where(eq(sessions.userId, userId))
      await tx.delete(otpChallenges).where(eq(otpChallenges.phone, userId))
      await tx.delete(otpFailures).where(eq(otpFailures.phone, userId))
      await tx.delete(users).where(eq(users.id, userId))
    },
  }
}

export type AuthRepo = ReturnType<typeof createAuthRepo>

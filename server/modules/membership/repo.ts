import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { REFERRALS_PER_YEAR, type TermKind, addDays, addMonths, isActive, termStart } from '../../../core/membership/membership.ts'
import type { Db } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { membershipPlans, membershipReferrals, membershipTerms, memberships, paymentOrders, users } from '../../db/schema.ts'
import { writeAudit } from '../audit/repo.ts'

export type PlanRow = typeof membershipPlans.$inferSelect
export type MembershipRow = typeof memberships.$inferSelect
type OrderRow = typeof paymentOrders.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type MembershipRepo = ReturnType<typeof createMembershipRepo>

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newReferralCode(): string {
  const bytes = randomBytes(8)
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')
}

export type PlanValues = Pick<
  PlanRow,
  | 'name'
  | 'listPricePaise'
  | 'pricePaise'
  | 'freeHomeVisits'
  | 'serviceDiscountPercent'
  | 'freeVideoConsults'
  | 'prioritySlots'
  | 'referralDiscountPercent'
  | 'referrerCreditVisits'
  | 'active'
>

/**
 * What a paid order did. A new term: `joined` (the account's first membership), `renewed` (a
 * running one extended from its expiry) or `rejoined` (a lapsed or cancelled one started again
 * today), with the term's span. Nothing new when the order's term already existed (a replay).
 */
export type Activation =
  | { created: false; membership: MembershipRow }
  | { created: true; membership: MembershipRow; kind: TermKind; term: { startsAt: Date; endsAt: Date } }

export function createMembershipRepo(db: Db) {
  const planById = async (tx: Tx | Db, id: string) => {
    const [row] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, id))
    return row ?? null
  }

  const membershipOf = async (tx: Tx | Db, userId: string) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.userId, userId))
    return row ?? null
  }
  // Every booking asks for the account's benefits: built once and sent by name (decision 0077).
  const membershipByUser = prepared(db, 'membership_by_user', (db) => db.select().from(memberships).where(eq(memberships.userId, sql.placeholder('userId'))))

  /** Credits the referrer of a friend's first term, once per friend, within the yearly cap. */
  async function recordReferral(tx: Tx, order: OrderRow, refereeUserId: string, plan: PlanRow, now: Date): Promise<void> {
    if (!order.referralCode) return
    const [referrer] = await tx.select().from(memberships).where(eq(memberships.referralCode, order.referralCode))
    if (!referrer || referrer.userId === refereeUserId) return
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referrals:${referrer.userId}`}))`)
    const [counted] = await tx
      .select({ credited: sql<number>`count(*)`.mapWith(Number) })
      .from(membershipReferrals)
      .where(and(eq(membershipReferrals.referrerUserId, referrer.userId), eq(membershipReferrals.status, 'credited'), gt(membershipReferrals.createdAt, addDays(now, -365))))
    const credited = (counted?.credited ?? 0) < REFERRALS_PER_YEAR
    const inserted = await tx
      .insert(membershipReferrals)
      .values({
        id: randomUUID(),
        referrerUserId: referrer.userId,
        refereeUserId,
        orderId: order.id,
        status: credited ? 'credited' : 'capped',
        creditVisits: credited ? plan.referrerCreditVisits : 0,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: membershipReferrals.id })
    if (inserted.length === 1 && credited && plan.referrerCreditVisits > 0) {
      await tx
        .update(memberships)
        .set({ freeHomeVisits: sql`${memberships.freeHomeVisits} + ${plan.referrerCreditVisits}`, updatedAt: now })
        .where(eq(memberships.id, referrer.id))
    }
  }

  return {
    db,
    listPlans: (activeOnly: boolean) =>
      db
        .select()
        .from(membershipPlans)
        .where(activeOnly ? eq(membershipPlans.active, true) : undefined)
        .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id)),

    findPlan: (id: string) => planById(db, id),

    findByUser: async (userId: string): Promise<MembershipRow | null> => (await membershipByUser.execute({ userId }))[0] ?? null,

    findByCode: async (code: string) => {
      const [row] = await db.select().from(memberships).where(eq(memberships.referralCode, code))
      return row ?? null
    },

    /** Whether this account has ever had a paid term (a referral discount is for a first term only). */
    hasHadMembership: async (userId: string) => (await membershipOf(db, userId)) !== null,

    /** A membership's two newest terms, newest first: enough to tell how the newest came about. */
    latestTerms: (membershipId: string) =>
      db
        .select({ startsAt: membershipTerms.startsAt, endsAt: membershipTerms.endsAt, createdAt: membershipTerms.createdAt })
        .from(membershipTerms)
        .where(eq(membershipTerms.membershipId, membershipId))
        .orderBy(desc(membershipTerms.createdAt))
        .limit(2),

    /** Referrals credited to this referrer since `since`. */
    creditedSince: async (referrerUserId: string, since: Date) => {
      const [row] = await db
        .select({ credited: sql<number>`count(*)`.mapWith(Number) })
        .from(membershipReferrals)
        .where(and(eq(membershipReferrals.referrerUserId, referrerUserId), eq(membershipReferrals.status, 'credited'), gt(membershipReferrals.createdAt, since)))
      return row?.credited ?? 0
    },

    referralCounts: async (referrerUserId: string) => {
      const rows = await db
        .select({ status: membershipReferrals.status, count: sql<number>`count(*)`.mapWith(Number), visits: sql<number>`coalesce(sum(${membershipReferrals.creditVisits}), 0)`.mapWith(Number) })
        .from(membershipReferrals)
        .where(eq(membershipReferrals.referrerUserId, referrerUserId))
        .groupBy(membershipReferrals.status)
      const of = (status: string) => rows.find((row) => row.status === status)
      return { credited: of('credited')?.count ?? 0, capped: of('capped')?.count ?? 0, creditVisits: of('credited')?.visits ?? 0 }
    },

    /**
     * Starts or renews the membership a paid order bought, once per order: the term's row is
     * unique on the order, and an advisory lock on the account serialises replays and webhooks.
     * A renewal of a running membership starts at its expiry and adds its free visits; one that
     * had lapsed or was cancelled starts afresh today.
     */
    activate: (order: OrderRow, now: Date): Promise<Activation | null> =>
      db.transaction(async (tx) => {
        if (!order.userId || !order.planId) return null
        const userId = order.userId
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership:${userId}`}))`)
        const current = await membershipOf(tx, userId)
        const [done] = await tx.select({ id: membershipTerms.id }).from(membershipTerms).where(eq(membershipTerms.orderId, order.id))
        if (done && current) return { membership: current, created: false }
        const plan = await planById(tx, order.planId)
        if (!plan) return null
        const start = termStart(current, now)
        const end = addMonths(start, plan.durationMonths)
        const benefits = {
          planId: plan.id,
          serviceDiscountPercent: plan.serviceDiscountPercent,
          freeVideoConsults: plan.freeVideoConsults,
          prioritySlots: plan.prioritySlots,
          updatedAt: now,
        }
        let membership: MembershipRow | undefined
        const kind = !current ? ('joined' as const) : isActive(current, now) ? ('renewed' as const) : ('rejoined' as const)
        if (kind === 'renewed' && current) {
          ;[membership] = await tx
            .update(memberships)
            .set({ ...benefits, expiresAt: end, freeHomeVisits: sql`${memberships.freeHomeVisits} + ${plan.freeHomeVisits}` })
            .where(eq(memberships.id, current.id))
            .returning()
        } else if (current) {
          ;[membership] = await tx
            .update(memberships)
            .set({ ...benefits, status: 'active', startsAt: start, expiresAt: end, freeHomeVisits: plan.freeHomeVisits, freeVisitsUsed: 0, lastReminder: null, cancelledAt: null, cancelReason: null })
            .where(eq(memberships.id, current.id))
            .returning()
        } else {
          ;[membership] = await tx
            .insert(memberships)
            .values({ ...benefits, id: randomUUID(), userId, status: 'active', startsAt: start, expiresAt: end, freeHomeVisits: plan.freeHomeVisits, referralCode: newReferralCode(), createdAt: now })
            .returning()
        }
        if (!membership) throw new Error('membership not written')
        await tx.insert(membershipTerms).values({ id: randomUUID(), membershipId: membership.id, orderId: order.id, planId: plan.id, startsAt: start, endsAt: end, createdAt: now })
        if (!current) await recordReferral(tx, order, userId, plan, now)
        return { membership, created: true, kind, term: { startsAt: start, endsAt: end } }
      }),

    /** Paid membership orders whose term is not written yet (a crash between the payment and its membership). */
    paidOrdersWithoutTerm: (limit: number) =>
      db
        .select({ order: paymentOrders })
        .from(paymentOrders)
        .leftJoin(membershipTerms, eq(membershipTerms.orderId, paymentOrders.id))
        .where(and(eq(paymentOrders.flowType, 'membership'), eq(paymentOrders.status, 'paid'), isNull(membershipTerms.id)))
        .limit(limit)
        .then((rows) => rows.map((row) => row.order)),

    /** Active memberships ending within `days`, soonest first. */
    endingWithin: (now: Date, days: number) =>
      db
        .select({ membership: memberships, user: { id: users.id, displayName: users.displayName, language: users.language } })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.status, 'active'), gt(memberships.expiresAt, now), lte(memberships.expiresAt, addDays(now, days))))
        .orderBy(asc(memberships.expiresAt))
        .limit(500),

    /** Marks a reminder as sent, once: false when another instance already did. */
    claimReminder: async (id: string, key: string, now: Date) => {
      const rows = await db
        .update(memberships)
        .set({ lastReminder: key, updatedAt: now })
        .where(and(eq(memberships.id, id), eq(memberships.status, 'active'), or(isNull(memberships.lastReminder), ne(memberships.lastReminder, key))))
        .returning({ id: memberships.id })
      return rows.length === 1
    },

    userContact: async (userId: string) => {
      const [row] = await db.select({ id: users.id, displayName: users.displayName, email: users.email, language: users.language }).from(users).where(eq(users.id, userId))
      return row ?? null
    },

    // --- admin ---

    listMembers: (limit: number) =>
      db
        .select({ membership: memberships, name: users.displayName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .orderBy(desc(memberships.createdAt))
        .limit(limit),

    /** Runs `work` on the membership locked until the transaction ends, with the audit writer. */
    withLockedMembership: <T>(id: string, work: (tx: Tx, row: MembershipRow | null) => Promise<T>) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update')
        return work(tx, row ?? null)
      }),

    updateMembership: async (tx: Tx, id: string, values: Partial<typeof memberships.$inferInsert>) => {
      const [row] = await tx.update(memberships).set(values).where(eq(memberships.id, id)).returning()
      return row ?? null
    },

    memberName: async (tx: Tx, userId: string) => {
      const [row] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, userId))
      return row?.name ?? ''
    },

    /** Saves a plan's edit if it was made from the current version; 'stale' otherwise, null for an unknown plan. */
    updatePlan: (id: string, values: PlanValues, version: number, actorId: string, now: Date) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, id)).for('update')
        if (!current) return null
        if (current.version !== version) return 'stale' as const
        const [updated] = await tx
          .update(membershipPlans)
          .set({ ...values, version: current.version + 1, updatedAt: now })
          .where(eq(membershipPlans.id, id))
          .returning()
        if (!updated) return null
        await writeAudit(tx, { actorId, action: 'membership_plan.update', entityType: 'membership_plan', entityId: id, before: current, after: updated, at: now })
        return updated
      }),

  }
}

import type { FastifyBaseLogger } from 'fastify'
import type {
  AdminPlanDto,
  CancelMemberBody,
  ExtendMemberBody,
  MemberAdminDto,
  MembershipPlanDto,
  MembershipResponse,
  ReferralsResponse,
  UpdatePlanBody,
} from '../../../core/contracts/membership.ts'
import { formatLongDate } from '../../../core/dates.ts'
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../../core/i18n/language.ts'
import {
  type MemberBenefits,
  REFERRALS_PER_YEAR,
  addDays,
  canChangeMembership,
  isActive,
  latestTermKind,
  memberNumber,
  reminderDue,
  referredPricePaise,
} from '../../../core/membership/membership.ts'
import { termMailWords } from './term-mail.ts'
import { mailText, ownerTranslator } from '../../i18n/owner-messages.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { Mailer } from '../../providers/mail/mailer.ts'
import type { SmsSender } from '../../providers/sms/sms-sender.ts'
import { writeAudit } from '../audit/repo.ts'
import type { Activation, MembershipRepo, MembershipRow, PlanRow } from './repo.ts'

export type MembershipService = ReturnType<typeof createMembershipService>

/** The job, every few minutes, that starts the membership of any paid order still without one. */
export const ACTIVATE_MEMBERSHIPS_JOB = 'activate-memberships'
/** The job, every morning, that queues the renewal reminders due. */
export const QUEUE_RENEWAL_REMINDERS_JOB = 'queue-renewal-reminders'
/** One renewal reminder by SMS, keyed by membership, expiry and days before. */
export const SEND_RENEWAL_REMINDER_JOB = 'send-renewal-reminder'

export type RenewalReminder = { membershipId: string; key: string; days: number }

const rupees = (paise: number) => paise / 100

export function toPlanDto(row: PlanRow): MembershipPlanDto {
  return {
    id: row.id,
    name: row.name,
    durationMonths: row.durationMonths,
    price: rupees(row.listPricePaise),
    discountedPrice: rupees(row.pricePaise),
    freeHomeVisits: row.freeHomeVisits,
    serviceDiscountPercent: row.serviceDiscountPercent,
    freeVideoConsults: row.freeVideoConsults,
    prioritySlots: row.prioritySlots,
    referralDiscountPercent: row.referralDiscountPercent,
    referrerCreditVisits: row.referrerCreditVisits,
  }
}

/** The SMS 15 and 3 days before a membership ends, in the owner's language. */
export function renewalReminderText(membership: Pick<MembershipRow, 'serial' | 'expiresAt' | 'freeHomeVisits' | 'freeVisitsUsed'>, siteOrigin: string, language: Language = 'en'): string {
  return ownerTranslator(language)('sms.renewalReminder', {
    number: memberNumber(membership.serial),
    date: formatLongDate(membership.expiresAt, language),
    left: Math.max(0, membership.freeHomeVisits - membership.freeVisitsUsed),
    url: `${siteOrigin}/gold-membership`,
  })
}

function statusOf(row: MembershipRow, now: Date): 'active' | 'cancelled' | 'expired' {
  if (row.status === 'cancelled') return 'cancelled'
  return row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired'
}

function toMemberAdminDto(row: MembershipRow, name: string, now: Date): MemberAdminDto {
  return {
    id: row.id,
    memberNumber: memberNumber(row.serial),
    userId: row.userId,
    name,
    planId: row.planId,
    status: statusOf(row, now),
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    freeHomeVisits: row.freeHomeVisits,
    freeVisitsUsed: row.freeVisitsUsed,
    cancelReason: row.cancelReason,
  }
}

export type MembershipPurchase = { planId: string; pricePaise: number; listPricePaise: number; name: string; referralCode: string | null }

export function createMembershipService(deps: {
  repo: MembershipRepo
  clock: Clock
  mailer: Mailer
  sms: SmsSender
  logger: FastifyBaseLogger
  supportPhone: string
  siteOrigin: string
  sendJob: (name: string, data: RenewalReminder, options: { key: string }) => Promise<void>
  /** The numbered receipt of an order's payment, once issued (the collections module's), for the welcome to link. */
  receiptOfOrder?: (orderId: string) => Promise<{ number: string; url: string } | null>
  /** Called after a plan is edited: the pages that show plans and prices are rendered again. */
  plansChanged?: () => void
}) {
  const { repo, clock, logger } = deps

  /**
   * The mail of a new term: a welcome for a first membership, a thank-you with the new dates for
   * a renewal, a welcome back after a lapse. The numbered receipt of the payment is the
   * collections module's and is sent once on its own (decision 0048): this mail links it and is
   * no receipt.
   */
  async function sendTermMail(activation: Extract<Activation, { created: true }>, orderId: string): Promise<void> {
    const { membership, kind, term } = activation
    const contact = await repo.userContact(membership.userId)
    if (!contact?.email) return
    try {
      const plan = await repo.findPlan(membership.planId)
      const receipt = (await deps.receiptOfOrder?.(orderId)) ?? null
      const number = memberNumber(membership.serial)
      // In the language the owner chose for messages (decision 0076), read when the mail is sent.
      const language = isLanguage(contact.language) ? contact.language : DEFAULT_LANGUAGE
      const t = ownerTranslator(language)
      const mail = termMailWords(t, kind, {
        number,
        termStart: formatLongDate(term.startsAt, language),
        freeVisitsAdded: plan?.freeHomeVisits ?? 0,
      })
      await deps.mailer.send({
        to: contact.email,
        subject: mail.subject,
        text: mailText(t, contact.displayName, [
          mail.opening,
          [
            t('mail.membership.number', { number }),
            t('mail.membership.plan', { plan: plan?.name ?? membership.planId }),
            t('mail.membership.validUntil', { date: formatLongDate(membership.expiresAt, language) }),
            receipt ? t('mail.membership.receipt', { number: receipt.number, url: receipt.url }) : t('mail.membership.receiptLater'),
          ],
          [t('mail.membership.account', { url: `${deps.siteOrigin}/account`, supportPhone: deps.supportPhone })],
        ]),
      })
    } catch (error) {
      logger.warn({ err: (error as Error).message, kind }, 'membership term e-mail failed')
    }
  }


  /** Why a code cannot be used by this buyer (null: signed out, only the code itself is checked). */
  async function refuseReferral(userId: string | null, referralCode: string): Promise<void> {
    const referrer = await repo.findByCode(referralCode)
    if (!referrer) throw new DomainError('VALIDATION_ERROR', 'referralCode: This referral code is not valid. Please check it with your friend.', { code: 'REFERRAL_INVALID' })
    if (userId !== null && referrer.userId === userId) throw new DomainError('VALIDATION_ERROR', 'referralCode: Your own referral code is for your friends to use.', { code: 'SELF_REFERRAL' })
    if (userId !== null && (await repo.hasHadMembership(userId))) {
      throw new DomainError('VALIDATION_ERROR', 'referralCode: A referral code is for a first membership only.', { code: 'REFERRAL_NOT_FIRST_TERM' })
    }
    if ((await repo.creditedSince(referrer.userId, addDays(clock.now(), -365))) >= REFERRALS_PER_YEAR) {
      throw new DomainError('VALIDATION_ERROR', 'referralCode: This code has been used as many times as a year allows.', { code: 'REFERRAL_CAP' })
    }
  }

  return {
    async listPlans(): Promise<MembershipPlanDto[]> {
      return (await repo.listPlans(true)).map(toPlanDto)
    },

    /**
     * Prices a membership order from the plan row: its price, less the referral discount for a
     * friend's first term. Refuses an unknown code, the buyer's own code, a renewal, and a code
     * whose owner has reached the yearly cap.
     */
    async priceOrder(userId: string, planId: string, referralCode: string | undefined, field = 'planId'): Promise<MembershipPurchase> {
      const plan = await repo.findPlan(planId)
      if (!plan || !plan.active) throw new DomainError('VALIDATION_ERROR', `${field}: This membership plan is not available`)
      const base = { planId: plan.id, listPricePaise: plan.listPricePaise, name: plan.name }
      if (!referralCode) return { ...base, pricePaise: plan.pricePaise, referralCode: null }
      await refuseReferral(userId, referralCode)
      return { ...base, pricePaise: referredPricePaise(plan.pricePaise, plan.referralDiscountPercent), referralCode }
    },

    /**
     * Checks a referral code before any friend's price is shown (POST /api/referrals/check), with
     * the reasons the payment would give; signed out, only that the code exists and has uses left.
     */
    async checkReferral(userId: string | null, referralCode: string): Promise<{ valid: true }> {
      await refuseReferral(userId, referralCode)
      return { valid: true }
    },

    /** A membership order was paid: start or renew its membership (once per order) and send its mail. */
    async orderPaid(order: Parameters<MembershipRepo['activate']>[0]): Promise<void> {
      if (order.flowType !== 'membership' || order.status !== 'paid') return
      const activation = await repo.activate(order, clock.now())
      if (activation?.created) await sendTermMail(activation, order.id)
    },

    /** Starts the membership of paid orders left without one; safe on every instance (a job). */
    async activatePending(): Promise<number> {
      const orders = await repo.paidOrdersWithoutTerm(50)
      for (const order of orders) {
        const activation = await repo.activate(order, clock.now())
        if (activation?.created) await sendTermMail(activation, order.id)
      }
      return orders.length
    },

    async membershipOf(userId: string): Promise<MembershipResponse> {
      const now = clock.now()
      const row = await repo.findByUser(userId)
      if (!row) return { active: false, status: null, planId: null, planName: null, memberNumber: null, startsAt: null, expiresAt: null, benefits: null, latestTerm: null }
      const [plan, terms] = await Promise.all([repo.findPlan(row.planId), repo.latestTerms(row.id)])
      const kind = latestTermKind(terms)
      const newest = terms[0]
      const active = isActive(row, now)
      return {
        active,
        status: statusOf(row, now),
        planId: row.planId,
        planName: plan?.name ?? null,
        memberNumber: memberNumber(row.serial),
        startsAt: row.startsAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        benefits: active
          ? {
              freeHomeVisits: row.freeHomeVisits,
              freeHomeVisitsUsed: row.freeVisitsUsed,
              freeHomeVisitsLeft: Math.max(0, row.freeHomeVisits - row.freeVisitsUsed),
              serviceDiscountPercent: row.serviceDiscountPercent,
              freeVideoConsults: row.freeVideoConsults,
              prioritySlots: row.prioritySlots,
            }
          : null,
        latestTerm: kind && newest ? { kind, startsAt: newest.startsAt.toISOString(), endsAt: newest.endsAt.toISOString() } : null,
      }
    },

    /** The benefits a booking of this account gets now, with the membership they come from; null for a non-member. */
    async benefitsFor(userId: string): Promise<{ membershipId: string; benefits: MemberBenefits } | null> {
      const row = await repo.findByUser(userId)
      if (!row || !isActive(row, clock.now())) return null
      return {
        membershipId: row.id,
        benefits: {
          freeHomeVisitsLeft: Math.max(0, row.freeHomeVisits - row.freeVisitsUsed),
          serviceDiscountPercent: row.serviceDiscountPercent,
          freeVideoConsults: row.freeVideoConsults,
          prioritySlots: row.prioritySlots,
        },
      }
    },

    async referralsOf(userId: string): Promise<ReferralsResponse> {
      const row = await repo.findByUser(userId)
      const counts = await repo.referralCounts(userId)
      return { code: row?.referralCode ?? null, credits: counts.credited, capped: counts.capped, creditVisits: counts.creditVisits, perYearCap: REFERRALS_PER_YEAR }
    },

    /** Queues the renewal reminders due (15 and 3 days before expiry), one job each. */
    async queueRenewalReminders(): Promise<number> {
      const now = clock.now()
      let queued = 0
      for (const { membership } of await repo.endingWithin(now, 15)) {
        const due = reminderDue(membership.expiresAt, membership.lastReminder, now)
        if (!due) continue
        await deps.sendJob(SEND_RENEWAL_REMINDER_JOB, { membershipId: membership.id, key: due.key, days: due.days }, { key: `renewal:${membership.id}:${due.key}` })
        queued += 1
      }
      return queued
    },

    /** Sends one renewal reminder by SMS, once: the membership row records which reminder went. */
    async sendRenewalReminder(reminder: RenewalReminder): Promise<void> {
      const now = clock.now()
      const rows = await repo.endingWithin(now, 15)
      const found = rows.find((row) => row.membership.id === reminder.membershipId)
      if (!found) return
      if (!(await repo.claimReminder(reminder.membershipId, reminder.key, now))) return
      const { membership, user } = found
      // The owner's language as it is now (decision 0076): the row was read for this send.
      const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
      await deps.sms.send({ kind: 'notice', to: user.id, text: renewalReminderText(membership, deps.siteOrigin, language), language })
    },

    // --- admin ---

    async listMembers(): Promise<MemberAdminDto[]> {
      const now = clock.now()
      return (await repo.listMembers(500)).map((row) => toMemberAdminDto(row.membership, row.name, now))
    },

    /** Adds days to a running membership, with the reason, audited. */
    async extend(actorId: string, id: string, body: ExtendMemberBody): Promise<MemberAdminDto> {
      const now = clock.now()
      return repo.withLockedMembership(id, async (tx, row) => {
        if (!row) throw new DomainError('NOT_FOUND', 'No membership with this id')
        if (!canChangeMembership(row.status as 'active' | 'cancelled', 'extend') || !isActive(row, now)) {
          throw new DomainError('CONFLICT', 'Only a running membership can be extended', { code: 'MEMBERSHIP_NOT_ACTIVE' })
        }
        const updated = await repo.updateMembership(tx, id, { expiresAt: addDays(row.expiresAt, body.days), updatedAt: now })
        if (!updated) throw new Error('membership vanished')
        const name = await repo.memberName(tx, row.userId)
        await writeAudit(tx, {
          actorId,
          action: 'membership.extend',
          entityType: 'membership',
          entityId: id,
          before: { expiresAt: row.expiresAt.toISOString() },
          after: { expiresAt: updated.expiresAt.toISOString(), days: body.days, reason: body.reason },
          at: now,
        })
        return toMemberAdminDto(updated, name, now)
      })
    },

    /** Ends a membership now, with the reason, audited; its benefits stop at once. */
    async cancel(actorId: string, id: string, body: CancelMemberBody): Promise<MemberAdminDto> {
      const now = clock.now()
      return repo.withLockedMembership(id, async (tx, row) => {
        if (!row) throw new DomainError('NOT_FOUND', 'No membership with this id')
        if (!canChangeMembership(row.status as 'active' | 'cancelled', 'cancel')) {
          throw new DomainError('CONFLICT', 'This membership is already cancelled', { code: 'MEMBERSHIP_NOT_ACTIVE' })
        }
        const updated = await repo.updateMembership(tx, id, { status: 'cancelled', cancelledAt: now, cancelReason: body.reason, updatedAt: now })
        if (!updated) throw new Error('membership vanished')
        const name = await repo.memberName(tx, row.userId)
        await writeAudit(tx, {
          actorId,
          action: 'membership.cancel',
          entityType: 'membership',
          entityId: id,
          before: { status: row.status },
          after: { status: 'cancelled', reason: body.reason },
          at: now,
        })
        return toMemberAdminDto(updated, name, now)
      })
    },

    async adminPlans(): Promise<AdminPlanDto[]> {
      return (await repo.listPlans(false)).map((row) => ({ ...toPlanDto(row), active: row.active, version: row.version }))
    },

    async updatePlan(actorId: string, id: string, body: UpdatePlanBody): Promise<AdminPlanDto> {
      const result = await repo.updatePlan(
        id,
        {
          name: body.name,
          listPricePaise: body.price * 100,
          pricePaise: body.discountedPrice * 100,
          freeHomeVisits: body.freeHomeVisits,
          serviceDiscountPercent: body.serviceDiscountPercent,
          freeVideoConsults: body.freeVideoConsults,
          prioritySlots: body.prioritySlots,
          referralDiscountPercent: body.referralDiscountPercent,
          referrerCreditVisits: body.referrerCreditVisits,
          active: body.active,
        },
        body.version,
        actorId,
        clock.now(),
      )
      if (result === null) throw new DomainError('NOT_FOUND', 'No membership plan with this id')
      if (result === 'stale') {
        throw new DomainError('CONFLICT', 'Someone else changed this plan meanwhile. Reload it and make your change again.', { code: 'STALE_VERSION' })
      }
      deps.plansChanged?.()
      return { ...toPlanDto(result), active: result.active, version: result.version }
    },
  }
}

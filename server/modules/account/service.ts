import type { Db } from '../../db/client.ts'
import type { Clock } from '../../providers/clock.ts'
import type { AppointmentsRepo } from '../appointments/repo.ts'
import type { AuthRepo } from '../auth/repo.ts'
import type { HealthRecordService } from '../health-record/service.ts'
import type { MembershipService } from '../membership/service.ts'
import { refundUnbookedOfAccountIn } from '../payments/repo.ts'
import type { PaymentsService } from '../payments/service.ts'

export type AccountService = ReturnType<typeof createAccountService>

/**
 * What spans modules for one account: its data export's money records and its deletion. The
 * deletion is one transaction across the modules it touches, so a failure at any step leaves the
 * account whole, never half-deleted (decision 0017).
 */
export function createAccountService(deps: {
  db: Db
  appointments: AppointmentsRepo
  auth: AuthRepo
  healthRecord: HealthRecordService
  payments: PaymentsService
  membership: Pick<MembershipService, 'membershipOf' | 'referralsOf'>
  clock: Clock
  /** Starts sending the refunds the deletion recorded, without waiting for it. */
  sendDueRefunds: () => void
}) {
  return {
    moneyRecords: (userId: string) => deps.payments.exportFor(userId),

    /** The account's Gold Membership and referral code, for its data export. */
    membershipRecords: async (userId: string) => ({
      membership: await deps.membership.membershipOf(userId),
      referrals: await deps.membership.referralsOf(userId),
    }),

    /**
     * Upcoming visits are cancelled as the owner would cancel them (refunds of online payments
     * recorded), payments for services not booked are refunded in full, bookings are kept for the accounts without the person's details, then the user,
     * sessions, OTP records, pets (with their health records) and addresses go, and the person stops
     * caring for anyone else's pet; payments stay, detached from the person.
     */
    async deleteAccount(userId: string): Promise<void> {
      const now = deps.clock.now()
      await deps.db.transaction(async (tx) => {
        await deps.appointments.cancelUpcomingAndDetach(tx as unknown as Db, userId, now)
        // Services paid for and never booked can no longer be booked: their money goes back in full.
        await refundUnbookedOfAccountIn(tx as unknown as Db, userId, now)
        await deps.healthRecord.eraseCaregiverOf(tx as unknown as Db, userId)
        // The pets' photos: their erasure is queued here, so it happens exactly when the deletion commits.
        await deps.healthRecord.erasePhotosOfOwnPets(tx, userId, 'account-deleted')
        await deps.auth.deleteUser(tx, userId)
      })
      deps.sendDueRefunds()
    },
  }
}

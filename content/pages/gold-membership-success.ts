import { BRAND } from '../../core/brand.ts'

/** The first line of the page after a Gold payment, by how the paid term came about. */
export const MEMBERSHIP_SUCCESS_LEAD = {
  joined: `Thank you for joining ${BRAND} Gold. Your benefits are active now and apply automatically whenever you book while signed in with this number.`,
  renewed: (termStart: string) =>
    `Thank you for renewing ${BRAND} Gold. Your new term starts on ${termStart}, when the current one ends, so no day of it is lost, and its free home visits are added to the ones you have left.`,
  rejoined: `Welcome back to ${BRAND} Gold. Your benefits are active again now and apply automatically whenever you book while signed in with this number.`,
}

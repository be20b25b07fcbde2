/**
 * Care facts the site states in many places, written once so that every page says the same:
 * how long a vet watches a pet after a vaccine, and who must not fast before a blood test.
 */

/**
 * Minutes the vet stays after a vaccine to watch for an immediate allergic reaction. Most such
 * reactions show within minutes, some take up to about half an hour, so the owner keeps watching.
 */
export const VACCINE_WATCH_MINUTES = 15

export const VACCINE_WATCH = `The vet stays at least ${VACCINE_WATCH_MINUTES} minutes after the injection to watch for a reaction; keep your pet in sight for the rest of the hour, because a few reactions take up to half an hour to show.`

/** The usual fast before a blood panel, and the pets it does not apply to (AAHA 2020). */
export const LAB_FAST = 'no food for 8 to 12 hours, usually overnight, with water available'
export const FASTING_CAVEAT =
  'Puppies, kittens and diabetic pets must not fast for this long unless the vet says so: a long fast can drop their blood sugar dangerously.'

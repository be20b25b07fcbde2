/**
 * How long the call room waits before its next try to get a dropped call back (issue 33): the
 * signalling socket after it closed, a new ICE restart after the last did not reconnect. 1 s, then
 * doubling to at most 16 s, so a phone out of coverage does not hammer the server, and a short
 * blip comes back at once. `jitter` (0 to 1, Math.random in the browser) spreads the tries of
 * many rooms after a server restart over the last quarter of each wait.
 */
export const RECONNECT_FIRST_DELAY_MS = 1_000
export const RECONNECT_MAX_DELAY_MS = 16_000

export function reconnectDelayMs(failedTries: number, jitter = 0): number {
  const tries = Math.max(0, Math.floor(failedTries))
  const base = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.min(tries, 10))
  const spread = Math.min(1, Math.max(0, jitter))
  return Math.round(base * (0.75 + 0.25 * spread))
}

/**
 * A connection that has been trying to reconnect by ICE restarts for this long is started afresh
 * on a new socket: the socket itself may be dead without the browser knowing (a phone that
 * changed network keeps a half-open TCP connection for minutes).
 */
export const ICE_RECOVERY_MS = 8_000

import type { FastifyInstance } from 'fastify'
import type { Redis as RedisClient } from 'ioredis'
import { DomainError } from '../http-errors.ts'
import type { Clock } from '../providers/clock.ts'
import { isApiRoute, matchedRoute } from './matched-route.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const WINDOW_MS = 60_000

/** Fixed-window counters: in process for one instance, in Redis for several. */
export type CounterStore = {
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: number }>
  close(): Promise<void>
}

export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key)
  }, WINDOW_MS)
  sweep.unref()
  return {
    async hit(key, windowMs, now) {
      const at = now.getTime()
      const current = windows.get(key)
      if (!current || current.resetAt <= at) {
        const fresh = { count: 1, resetAt: at + windowMs }
        windows.set(key, fresh)
        return fresh
      }
      current.count += 1
      return current
    },
    async close() {
      clearInterval(sweep)
    },
  }
}

/** Loads the Redis client only when REDIS_URL is set: a single instance starts faster without it. */
export async function redisCounterStore(url: string, onError: (error: Error) => void): Promise<CounterStore> {
  const { Redis } = await import('ioredis')
  const redis: RedisClient = new Redis(url, { connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 1 })
  redis.on('error', onError)
  return {
    async hit(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
      const redisKey = `petvaidya:rl:${key}:${windowStart}`
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()
      const count = Number(results?.[0]?.[1] ?? 0)
      return { count, resetAt: windowStart + windowMs }
    },
    async close() {
      redis.disconnect()
    },
  }
}

export type RateLimitOptions = {
  perMinute: number
  writesPerMinute: number
  store: CounterStore
  clock: Clock
  /** Routes (as registered) outside the limits (provider webhooks, which prove themselves by signature). */
  exemptRoutes: string[]
}

/**
 * A general limit per client IP on /api, and a tighter one on writes. A store that fails lets
 * the request through: losing the limiter must not take the API down. The OTP limits of
 * SECURITY.md live in the auth module.
 */
export function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request) || options.exemptRoutes.includes(matchedRoute(request))) return
    const isWrite = !SAFE_METHODS.has(request.method)
    const limits = isWrite ? [['api', options.perMinute], ['write', options.writesPerMinute]] as const : [['api', options.perMinute]] as const
    const now = options.clock.now()
    for (const [group, max] of limits) {
      let result
      try {
        result = await options.store.hit(`${group}:${request.ip}`, WINDOW_MS, now)
      } catch (error) {
        request.log.warn({ err: error }, 'rate-limit store unavailable; request allowed')
        return
      }
      if (result.count > max) {
        const retryAfter = Math.max(1, Math.ceil((result.resetAt - now.getTime()) / 1000))
        reply.header('RateLimit-Policy', `${max};w=60`)
        throw new DomainError('RATE_LIMITED', 'Too many requests. Please slow down and try again shortly.', {
          headers: { 'Retry-After': String(retryAfter) },
        })
      }
    }
  })
  app.addHook('onClose', async () => {
    await options.store.close()
  })
}

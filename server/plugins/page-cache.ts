import type { Clock } from '../providers/clock.ts'

/** A rendered page as the cache keeps it: the nonce it was rendered with is swapped for each request's own. */
export type RenderedPage = { status: number; headers: Array<[string, string]>; html: string; nonce: string }

type Entry = { page: RenderedPage; expiresAt: number }

export type PageCacheOptions = { ttlMs: number; maxEntries: number; clock: Clock }

/**
 * A short-lived cache of whole server-rendered pages (decision 0014). Pages are rendered from
 * data that is the same for every visitor (the session never reaches a loader), so for a few
 * seconds one rendering serves everyone who asks for the same URL; simultaneous misses for one
 * URL share one rendering. Each answer gets its own CSP nonce: the one the page was rendered
 * with is replaced in the HTML. Bounded in entries; the oldest goes first.
 */
export function createPageCache({ ttlMs, maxEntries, clock }: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<RenderedPage | null>>()

  function fresh(key: string): RenderedPage | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expiresAt > clock.now().getTime()) return entry.page
    entries.delete(key)
    return null
  }

  function store(key: string, page: RenderedPage): void {
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, { page, expiresAt: clock.now().getTime() + ttlMs })
  }

  return {
    /**
     * The page for `key` with `nonce` in it: from the cache, from a rendering already under way,
     * or from `render`, whose result is kept when it is not null (null: not cacheable).
     */
    async get(key: string, nonce: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
      const cached = fresh(key)
      if (cached) return withNonce(cached, nonce)
      let pending = rendering.get(key)
      if (!pending) {
        pending = render().then(
          (page) => {
            if (page) store(key, page)
            return page
          },
        )
        const settled = () => {
          if (rendering.get(key) === pending) rendering.delete(key)
        }
        pending.then(settled, settled)
        rendering.set(key, pending)
      }
      const page = await pending
      return page ? withNonce(page, nonce) : null
    },
    clear(): void {
      entries.clear()
    },
    get size(): number {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

function withNonce(page: RenderedPage, nonce: string): RenderedPage {
  if (page.nonce === nonce || page.nonce === '') return page
  return { ...page, html: page.html.replaceAll(page.nonce, nonce), nonce }
}

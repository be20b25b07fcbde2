import type { Clock } from '../providers/clock.ts'

type Entry<Page> = { page: Page; expiresAt: number }

export type PageCacheOptions = { ttlMs: number; maxEntries: number; clock: Clock }

/**
 * A short-lived cache of whole server-rendered pages (decision 0014). Pages are rendered from
 * data that is the same for every visitor (the session never reaches a loader), so for a few
 * seconds one rendering serves everyone who asks for the same URL; simultaneous misses for one
 * URL share one rendering. What a page is kept as (its compressed forms, its CSP) is the
 * caller's: see cached-page.ts. Bounded in entries; the oldest goes first.
 */
export function createPageCache<Page>({ ttlMs, maxEntries, clock }: PageCacheOptions) {
  const entries = new Map<string, Entry<Page>>()
  const rendering = new Map<string, Promise<Page | null>>()
  // A rendering begun before clear() read the content as it was: it is neither kept nor shared after it.
  let generation = 0

  function fresh(key: string): Page | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expiresAt > clock.now().getTime()) return entry.page
    entries.delete(key)
    return null
  }

  function store(key: string, page: Page): void {
    entries.delete(key)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.set(key, { page, expiresAt: clock.now().getTime() + ttlMs })
  }

  return {
    /**
     * The page for `key`: from the cache, from a rendering already under way, or from `render`,
     * whose result is kept when it is not null (null: not cacheable).
     */
    async get(key: string, render: () => Promise<Page | null>): Promise<Page | null> {
      const cached = fresh(key)
      if (cached) return cached
      let pending = rendering.get(key)
      if (!pending) {
        const startedIn = generation
        pending = render().then(
          (page) => {
            if (page && startedIn === generation) store(key, page)
            return page
          },
        )
        const settled = () => {
          if (rendering.get(key) === pending) rendering.delete(key)
        }
        pending.then(settled, settled)
        rendering.set(key, pending)
      }
      return pending
    },
    clear(): void {
      entries.clear()
      rendering.clear()
      generation += 1
    },
    get size(): number {
      return entries.size
    },
  }
}

export type PageCache<Page> = ReturnType<typeof createPageCache<Page>>

import { describe, expect, it } from 'vitest'
import { manualClock } from '../../tests/support/test-app.ts'
import { createPageCache } from './page-cache.ts'

type Page = { html: string }

function counter(text = 'home') {
  let renders = 0
  return {
    get renders() {
      return renders
    },
    render: async (): Promise<Page> => {
      renders += 1
      return { html: `${text} ${renders}` }
    },
  }
}

const cacheFor = (ttlMs = 10_000, maxEntries = 10, clock = manualClock()) => createPageCache<Page>({ ttlMs, maxEntries, clock })

describe('page cache', () => {
  it('keeps no rendering begun before a clear: the next request renders the changed content', async () => {
    const cache = cacheFor()
    let finish: (page: Page) => void = () => {}
    const before = cache.get('/blogs/a-post', () => new Promise<Page>((resolve) => (finish = resolve)))
    // An admin deletes the article while its page is still rendering.
    cache.clear()
    const after = cache.get('/blogs/a-post', async () => ({ html: 'not found' }))
    finish({ html: 'the deleted article' })
    expect((await before)?.html).toBe('the deleted article')
    expect((await after)?.html).toBe('not found')
    expect((await cache.get('/blogs/a-post', async () => ({ html: 'rendered again' })))?.html).toBe('not found')
    expect(cache.size).toBe(1)
  })

  it('serves one rendering of a URL to every request until it expires', async () => {
    const clock = manualClock()
    const cache = cacheFor(10_000, 10, clock)
    const home = counter()
    expect((await cache.get('/', home.render))?.html).toBe('home 1')
    clock.advance(9_999)
    expect((await cache.get('/', home.render))?.html).toBe('home 1')
    expect(home.renders).toBe(1)
    clock.advance(1)
    expect((await cache.get('/', home.render))?.html).toBe('home 2')
    expect(home.renders).toBe(2)
  })

  it('keeps each URL apart, query included', async () => {
    const cache = cacheFor()
    await cache.get('/blogs', counter('blogs').render)
    expect((await cache.get('/blogs?page=2', counter('page two').render))?.html).toBe('page two 1')
    expect((await cache.get('/blogs', counter('again').render))?.html).toBe('blogs 1')
  })

  it('lets simultaneous requests for one URL share one rendering', async () => {
    const cache = cacheFor()
    let release: () => void = () => {}
    let renders = 0
    const slow = () =>
      new Promise<Page>((resolve) => {
        renders += 1
        release = () => resolve({ html: 'home' })
      })
    const answers = Promise.all([1, 2, 3].map(() => cache.get('/', slow)))
    release()
    const pages = await answers
    expect(renders).toBe(1)
    expect(pages.map((page) => page?.html)).toEqual(['home', 'home', 'home'])
  })

  it('keeps nothing that the renderer calls uncacheable, and tells waiting requests so', async () => {
    const cache = cacheFor()
    let renders = 0
    const notCacheable = async () => {
      renders += 1
      return null
    }
    expect(await Promise.all([cache.get('/x', notCacheable), cache.get('/x', notCacheable)])).toEqual([null, null])
    expect(await cache.get('/x', notCacheable)).toBeNull()
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('does not remember a failed rendering', async () => {
    const cache = cacheFor()
    await expect(
      cache.get('/', async () => {
        throw new Error('loader failed')
      }),
    ).rejects.toThrow('loader failed')
    expect((await cache.get('/', counter().render))?.html).toBe('home 1')
  })

  it('holds at most maxEntries URLs, dropping the oldest', async () => {
    const cache = cacheFor(60_000, 2)
    const renders: string[] = []
    const render = (url: string) => async () => {
      renders.push(url)
      return { html: url }
    }
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await cache.get(url, render(url))
    expect(cache.size).toBe(2)
    expect(renders).toEqual(['/a', '/b', '/c', '/a'])
    cache.clear()
    expect(cache.size).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { manualClock } from '../../tests/support/test-app.ts'
import { type RenderedPage, createPageCache } from './page-cache.ts'

function page(nonce: string, text = 'home'): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    html: `<script nonce="${nonce}">${text}</script><link nonce="${nonce}">`,
    nonce,
  }
}

function counter(text = 'home') {
  let renders = 0
  return {
    get renders() {
      return renders
    },
    render: (nonce: string) => async () => {
      renders += 1
      return page(nonce, `${text} ${renders}`)
    },
  }
}

describe('page cache', () => {
  it('serves one rendering of a URL to every request until it expires, each with its own nonce', async () => {
    const clock = manualClock()
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, clock })
    const home = counter()
    const first = await cache.get('/', 'nonce-A', home.render('nonce-A'))
    expect(first?.html).toBe('<script nonce="nonce-A">home 1</script><link nonce="nonce-A">')
    clock.advance(9_999)
    const second = await cache.get('/', 'nonce-B', home.render('nonce-B'))
    expect(second?.html).toBe('<script nonce="nonce-B">home 1</script><link nonce="nonce-B">')
    expect(home.renders).toBe(1)
    clock.advance(1)
    const third = await cache.get('/', 'nonce-C', home.render('nonce-C'))
    expect(third?.html).toBe('<script nonce="nonce-C">home 2</script><link nonce="nonce-C">')
    expect(home.renders).toBe(2)
  })

  it('keeps each URL apart, query included', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, clock: manualClock() })
    await cache.get('/blogs', 'n1', counter('blogs').render('n1'))
    const second = await cache.get('/blogs?page=2', 'n2', counter('page two').render('n2'))
    expect(second?.html).toContain('page two 1')
    expect((await cache.get('/blogs', 'n3', counter('again').render('n3')))?.html).toContain('blogs 1')
  })

  it('lets simultaneous requests for one URL share one rendering', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, clock: manualClock() })
    let release: () => void = () => {}
    let renders = 0
    const slow = (nonce: string) => () =>
      new Promise<RenderedPage>((resolve) => {
        renders += 1
        release = () => resolve(page(nonce))
      })
    const answers = Promise.all(['n1', 'n2', 'n3'].map((nonce) => cache.get('/', nonce, slow(nonce))))
    release()
    const pages = await answers
    expect(renders).toBe(1)
    expect(pages.map((entry) => entry?.nonce)).toEqual(['n1', 'n2', 'n3'])
    expect(pages[2]?.html).toContain('nonce="n3"')
  })

  it('keeps nothing that the renderer calls uncacheable, and tells waiting requests so', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, clock: manualClock() })
    let renders = 0
    const notCacheable = async () => {
      renders += 1
      return null
    }
    expect(await Promise.all([cache.get('/x', 'n1', notCacheable), cache.get('/x', 'n2', notCacheable)])).toEqual([null, null])
    expect(await cache.get('/x', 'n3', notCacheable)).toBeNull()
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('does not remember a failed rendering', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, clock: manualClock() })
    await expect(
      cache.get('/', 'n1', async () => {
        throw new Error('loader failed')
      }),
    ).rejects.toThrow('loader failed')
    expect((await cache.get('/', 'n2', counter().render('n2')))?.html).toContain('home 1')
  })

  it('holds at most maxEntries URLs, dropping the oldest', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, clock: manualClock() })
    const renders: string[] = []
    const render = (url: string) => async () => {
      renders.push(url)
      return page('n', url)
    }
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await cache.get(url, 'n', render(url))
    expect(cache.size).toBe(2)
    expect(renders).toEqual(['/a', '/b', '/c', '/a'])
    cache.clear()
    expect(cache.size).toBe(0)
  })
})

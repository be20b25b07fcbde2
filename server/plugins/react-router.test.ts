import { describe, expect, it } from 'vitest'
import { isReadablePath, pageAnswer, pageUrl, withSingleSlashes } from './react-router.ts'

describe('pageUrl', () => {
  it('keeps a path that begins with // on this host', () => {
    expect(pageUrl('http', 'localhost:3000', '//evil.example/x?y=1')?.href).toBe('http://localhost:3000//evil.example/x?y=1')
    expect(pageUrl('https', 'petvaidya.in', '//')?.pathname).toBe('//')
  })

  it('is null for a Host header that makes no URL', () => {
    expect(pageUrl('http', 'bad host:port', '/')).toBeNull()
  })

  it('keeps the query', () => {
    expect(pageUrl('http', '127.0.0.1:3210', '/blogs?page=2')?.search).toBe('?page=2')
  })
})

describe('withSingleSlashes', () => {
  it.each([
    ['//', '/'],
    ['//evil.example/x', '/evil.example/x'],
    ['/blogs//post///x?next=//a', '/blogs/post/x?next=//a'],
    ['/blogs?page=2', '/blogs?page=2'],
    ['//\\evil.example', '/evil.example'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['/\\/evil.example', '/evil.example'],
    ['/blogs\\\\post', '/blogs/post'],
  ])('%s -> %s', (given, tidy) => {
    expect(withSingleSlashes(given)).toBe(tidy)
  })

  it.each(['//\\evil.example', '/\\evil.example', '/\\\\evil.example/x', '//%5Cevil.example', '/%5C%5Cevil.example', '/%2F%2Fevil.example', '//evil.example'])(
    'gives %s a tidy form that a browser keeps on this site',
    (raw) => {
      const tidy = withSingleSlashes(raw)
      expect(new URL(tidy, 'https://petvaidya.in').origin).toBe('https://petvaidya.in')
    },
  )
})

describe('isReadablePath', () => {
  it.each(['/', '/blogs/tick-fever', '/blogs?q=%0A%00', '/%E0%A4%A8%E0%A4%AE', '/a%20b'])('reads %s', (path) => {
    expect(isReadablePath(path)).toBe(true)
  })

  it.each(['/blogs/x/%0A', '/%00', '/blogs/%1B', '/%7F', '/%E0%A4%A', '/%C0%AF', '/%ZZ'])('refuses %s', (path) => {
    expect(isReadablePath(path)).toBe(false)
  })
})

describe('pageAnswer', () => {
  const failed = () => new Response('<h1>Something went wrong</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })
  const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

  it('answers a page that failed for an unreachable database with 503, a friendly page and Retry-After (security review F9)', async () => {
    const answer = pageAnswer(failed(), [new Error('Failed query: select 1', { cause: unreachable })])
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.text()).toContain("We'll be back in a minute")
  })

  it('leaves other failures and good pages as they are', () => {
    expect(pageAnswer(failed(), [new Error('Cannot read properties of undefined')]).status).toBe(500)
    expect(pageAnswer(new Response('ok', { status: 200 }), [unreachable]).status).toBe(200)
  })
})

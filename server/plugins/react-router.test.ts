import { describe, expect, it } from 'vitest'
import { pageUrl, withSingleSlashes } from './react-router.ts'

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

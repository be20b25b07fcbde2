import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown, safeHref, stripHtml } from './markdown.ts'

describe('article Markdown', () => {
  it('reads headings, paragraphs, bullet and numbered lists', () => {
    expect(parseMarkdown('## Why\n\nFirst line\nsecond line\n\n### Steps\n\n1. Cool\n2. Call\n\n- one\n- two')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line\nsecond line' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Steps' }] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'Cool' }], [{ type: 'text', text: 'Call' }]] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
    ])
  })

  it('reads bold, italic, links and a source line ending in an https address', () => {
    expect(parseInline('**Do not** give *paracetamol*; see [the guide](/blogs/x).')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Do not' }] },
      { type: 'text', text: ' give ' },
      { type: 'em', children: [{ type: 'text', text: 'paracetamol' }] },
      { type: 'text', text: '; see ' },
      { type: 'link', href: '/blogs/x', external: false, children: [{ type: 'text', text: 'the guide' }] },
      { type: 'text', text: '.' },
    ])
    expect(parseInline('WSAVA guidelines: https://wsava.org/global-guidelines/.')).toEqual([
      { type: 'text', text: 'WSAVA guidelines: ' },
      { type: 'link', href: 'https://wsava.org/global-guidelines/', external: true, children: [{ type: 'text', text: 'https://wsava.org/global-guidelines/' }] },
      { type: 'text', text: '.' },
    ])
  })

  it.each([
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<img src=x onerror="alert(1)">Safe', 'Safe'],
    ['<scr<script>x</script>ipt>alert(1)</script>Safe', 'alert(1)Safe'],
    ['<a href="javascript:alert(1)" onclick="x()">Safe</a>', 'Safe'],
    ['<!-- <script> -->Safe', 'Safe'],
    ['<style>p{}</style><svg onload=alert(1)>Safe', 'Safe'],
  ])('drops HTML: %s', (source, text) => {
    expect(stripHtml(source)).toBe(text)
    expect(JSON.stringify(parseMarkdown(source))).not.toMatch(/<|onerror|onload|onclick|javascript:/i)
  })

  it.each(['javascript:alert', 'JaVaScRiPt:alert', 'data:text/html,x', '//evil.example', '/\\evil.example', 'vbscript:x'])(
    'keeps the text of a link to %s but not the link',
    (href) => {
      expect(safeHref(href)).toBeNull()
      expect(parseInline(`[click](${href})`)).toEqual([{ type: 'text', text: 'click' }])
    },
  )

  it('keeps ordinary comparisons that look nothing like tags', () => {
    expect(stripHtml('Weight < 5 kg and age > 8 weeks')).toBe('Weight < 5 kg and age > 8 weeks')
  })
})

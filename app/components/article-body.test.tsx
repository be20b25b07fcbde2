import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { articleBodyHtml } from './article-body.server.tsx'
import { ArticleBody } from './article-body.tsx'

describe('ArticleBody', () => {
  it('renders no script, no inline handler and no javascript: link from a hostile body', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        content={[
          '<script>alert(1)</script>',
          '<img src=x onerror="alert(1)"> Cool the dog first.',
          '[Click me](javascript:alert) and <a href="#" onclick="x()">this</a>',
          '<svg onload=alert(1)><style>*{}</style>',
        ].join('\n\n')}
      />,
    )
    expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<img|<svg|<style/i)
    expect(html).toContain('<p>Cool the dog first.</p>')
  })

  it('renders headings, lists, emphasis and links, every link with rel="noopener"', () => {
    const html = renderToStaticMarkup(
      <ArticleBody content={'## Signs\n\n### Early\n\n- **Panting** hard\n- *Drooling*\n\n1. Shade\n2. Water\n\nSee [the guide](/blogs/heatstroke) and WSAVA: https://wsava.org/'} />,
    )
    expect(html).toContain('<h2>Signs</h2><h3>Early</h3>')
    expect(html).toContain('<ul><li><strong>Panting</strong> hard</li><li><em>Drooling</em></li></ul>')
    expect(html).toContain('<ol><li>Shade</li><li>Water</li></ol>')
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0])
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toMatch(/rel="noopener( noreferrer)?"/)
  })

  it('gives the article page the HTML the preview renders, with the same protections', () => {
    const body = '## Signs\n\n- **Panting** hard\n\n<script>alert(1)</script>[Click me](javascript:alert) and https://wsava.org/'
    const html = articleBodyHtml(body)
    expect(html).toBe(renderToStaticMarkup(<ArticleBody content={body} />))
    expect(html).toMatch(/^<div class="prose-content"><h2>Signs<\/h2>/)
    expect(html).not.toMatch(/<script|javascript:/i)
  })
})

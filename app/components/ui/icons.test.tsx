import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildIconSprite, committedIconSprite } from '../../../scripts/icon-sprite.ts'
import { BRAND_MARKS, LUCIDE_ICON_NAMES, iconSprite } from './icon-set.ts'
import * as icons from './icons.tsx'

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])

describe('icon sprite', () => {
  it('is committed as `npm run icons` writes it from the icon set', async () => {
    expect(await committedIconSprite()).toBe(await buildIconSprite())
  })

  it('holds one symbol per lucide name and brand mark, each with drawing in it', async () => {
    const sprite = await committedIconSprite()
    const expected = [...LUCIDE_ICON_NAMES, ...Object.keys(BRAND_MARKS)].sort()
    expect(symbolIds(sprite)).toEqual(expected)
    expect(sprite).not.toMatch(/<symbol id="[^"]+" viewBox="0 0 24 24"><\/symbol>/)
    expect(sprite).not.toContain(' key=')
  })

  it('escapes attribute values', () => {
    expect(iconSprite({ odd: [['path', { d: 'M0 0"/><script>', key: 'k' }]] })).toContain(
      '<symbol id="odd" viewBox="0 0 24 24"><path d="M0 0&quot;/>&lt;script>"/></symbol>',
    )
  })
})

describe('icon components', () => {
  const { Icon: _icon, ...named } = icons
  const components = Object.entries(named)

  it.each(components)('%s draws a symbol that the sprite holds', async (_name, Component) => {
    const sprite = await committedIconSprite()
    const markup = renderToStaticMarkup(<Component />)
    const id = /<use href="[^"]*#([^"]+)"/.exec(markup)?.[1]
    expect(id).toBeDefined()
    expect(symbolIds(sprite)).toContain(id)
  })

  it('are decorative unless labelled', () => {
    expect(renderToStaticMarkup(<icons.Phone className="size-4" />)).toMatch(
      /^<svg aria-hidden="true" class="icon size-4"><use href="[^"]*icons[^"]*\.svg#phone"><\/use><\/svg>$/,
    )
    const labelled = renderToStaticMarkup(<icons.Star aria-label="Rated 5 of 5" role="img" />)
    expect(labelled).not.toContain('aria-hidden')
    expect(labelled).toContain('aria-label="Rated 5 of 5"')
    expect(labelled).toContain('class="icon"')
  })
})

/**
 * The icons the site draws, as one SVG sprite (`icons.svg`, written by `npm run icons`): lucide's
 * outline icons by their lucide name, and the brand marks of the social networks and WhatsApp drawn
 * in the same 24px stroke style (lucide ships none). A page references the sprite's symbols instead
 * of carrying every icon's path data in its JavaScript (decision 0013).
 */
export const LUCIDE_ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'badge-check',
  'book-open',
  'building-complex',
  'calendar-check',
  'calendar-days',
  'calendar-plus',
  'cat',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-exclamation-point',
  'clock',
  'cloud-fog',
  'cloud-rain',
  'credit-card',
  'dog',
  'download',
  'flask-conical',
  'hand-coins',
  'heart-handshake',
  'heart-pulse',
  'house',
  'image',
  'indian-rupee',
  'info',
  'life-buoy',
  'list-checks',
  'loader-circle',
  'locate-fixed',
  'lock',
  'log-in',
  'log-out',
  'mail',
  'map-pin',
  'menu',
  'mic',
  'mic-off',
  'minus',
  'monitor-smartphone',
  'paw-print',
  'pencil',
  'phone',
  'phone-off',
  'plus',
  'refresh-cw',
  'rocket',
  'scissors',
  'send',
  'shield-check',
  'shopping-cart',
  'siren',
  'sparkles',
  'star',
  'stethoscope',
  'sun',
  'switch-camera',
  'syringe',
  'trash',
  'triangle-exclamation-point',
  'users',
  'video',
  'video-off',
  'x',
] as const

/** One element of an icon: its tag and attributes, as lucide describes its own icons. */
export type SvgNode = readonly [tag: string, attributes: Readonly<Record<string, string | number>>]

export const BRAND_MARKS = {
  instagram: [
    ['rect', { width: 20, height: 20, x: 2, y: 2, rx: 5 }],
    ['circle', { cx: 12, cy: 12, r: 4 }],
    ['path', { d: 'M17.5 6.5h.01' }],
  ],
  facebook: [['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }]],
  youtube: [
    [
      'path',
      {
        d: 'M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
      },
    ],
    ['path', { d: 'm10 15 5-3-5-3z' }],
  ],
  'x-logo': [
    ['path', { d: 'M4 4l11.7 16H20L8.3 4z' }],
    ['path', { d: 'M4 20l6.8-6.8m2.4-2.4L20 4' }],
  ],
  linkedin: [
    ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z' }],
    ['rect', { width: 4, height: 12, x: 2, y: 9 }],
    ['circle', { cx: 4, cy: 4, r: 2 }],
  ],
  whatsapp: [
    ['path', { d: 'M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21' }],
    ['path', { d: 'M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1' }],
  ],
} as const satisfies Record<string, readonly SvgNode[]>

export type IconName = (typeof LUCIDE_ICON_NAMES)[number] | keyof typeof BRAND_MARKS

function escapeAttribute(value: string | number): string {
  return String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

/**
 * The sprite: one `<symbol id="{name}">` per icon, in name order. Stroke, fill and line style are
 * left to the `<svg>` that uses a symbol, so an icon takes its colour and weight from its place.
 * Lucide's React-only `key` attribute is dropped.
 */
export function iconSprite(icons: Readonly<Record<string, readonly SvgNode[]>>): string {
  const symbols = Object.keys(icons)
    .sort()
    .map((name) => {
      const elements = (icons[name] ?? []).map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join('')
        return `<${tag}${text}/>`
      })
      return `<symbol id="${name}" viewBox="0 0 24 24">${elements.join('')}</symbol>`
    })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

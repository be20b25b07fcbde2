/**
 * Writes app/components/ui/icons.svg from the names in icon-set.ts: `npm run icons` after adding an
 * icon there. A unit test checks that the committed sprite is what this script writes.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BRAND_MARKS, LUCIDE_ICON_NAMES, type SvgNode, iconSprite } from '../app/components/ui/icon-set.ts'

export const SPRITE_PATH = path.join(import.meta.dirname, '..', 'app', 'components', 'ui', 'icons.svg')

type LucideIconModule = { __iconData: { name: string; node: SvgNode[] } }

export async function buildIconSprite(): Promise<string> {
  const icons: Record<string, readonly SvgNode[]> = { ...BRAND_MARKS }
  for (const name of LUCIDE_ICON_NAMES) {
    const icon = (await import(`lucide-react/icons/${name}`)) as LucideIconModule
    icons[name] = icon.__iconData.node
  }
  return iconSprite(icons)
}

export async function committedIconSprite(): Promise<string> {
  return readFile(SPRITE_PATH, 'utf8')
}

if (import.meta.main) {
  await writeFile(SPRITE_PATH, await buildIconSprite())
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE_PATH)}`)
}

import type { AdviceTranslation } from '../../../content/i18n/advice-translation.ts'
import { fixedHeadingOf, fixedLineOf } from './reply-lines.ts'

/** A piece of a translated line: translated text, words kept in English (a vaccine's name), or what the owner typed (the breed). */
export type AdvicePart = { kind: 'text' | 'english' | 'name'; text: string }

/** How core joins the labels it lists in a line ('Signs of: bloat; heatstroke.', 'Noted: vomiting, fever.'). */
const LISTS = { signs: '; ', noted: ', ' } as const
const PLACEHOLDER = /\{(pet|signs|noted|count)\}/g
type Placeholder = 'pet' | 'signs' | 'noted' | 'count'

type Compiled = {
  exact: ReadonlyMap<string, string>
  templates: readonly { english: string; pattern: RegExp; names: readonly Placeholder[]; translated: string }[]
  /** The labels by their English in lower case, longest first, as core lists them. */
  labels: readonly [string, string][]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const compiled = new WeakMap<AdviceTranslation, Compiled>()

function compile(advice: AdviceTranslation): Compiled {
  const known = compiled.get(advice)
  if (known) return known
  const exact = new Map<string, string>()
  const templates: Compiled['templates'][number][] = []
  for (const [english, translated] of Object.entries(advice.lines)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as Placeholder)
    if (names.length === 0) {
      exact.set(english, translated)
      continue
    }
    const source = english
      .split(PLACEHOLDER)
      .map((piece, index) => (index % 2 === 0 ? escape(piece) : '(.+?)'))
      .join('')
    templates.push({ english, pattern: new RegExp(`^${source}$`), names, translated })
  }
  const labels = Object.entries(advice.labels)
    .map(([english, translated]): [string, string] => [english.toLowerCase(), translated])
    .sort(([a], [b]) => b.length - a.length)
  const result = { exact, templates, labels }
  compiled.set(advice, result)
  return result
}

/** The labels of a list core wrote, each translated, or null when one has no translation. */
function translateList(list: string, joiner: string, labels: Compiled['labels']): string | null {
  const translated: string[] = []
  let rest = list
  while (rest.length > 0) {
    const found = labels.find(([english]) => rest.startsWith(english) && (rest.length === english.length || rest.startsWith(joiner, english.length)))
    if (!found) return null
    translated.push(found[1])
    rest = rest.slice(Math.min(rest.length, found[0].length + joiner.length))
  }
  return translated.join(joiner)
}

/** A translated line in parts: `<en>` marks words kept in English, placeholders take what core inserted. */
function partsOf(translated: string, values: Partial<Record<Placeholder, AdvicePart>>): AdvicePart[] {
  const parts: AdvicePart[] = []
  const push = (part: AdvicePart) => {
    const last = parts.at(-1)
    if (part.text === '') return
    if (last && last.kind === 'text' && part.kind === 'text') last.text += part.text
    else parts.push({ ...part })
  }
  for (const piece of translated.split(/(<en>.*?<\/en>|\{(?:pet|signs|noted|count)\})/)) {
    const english = /^<en>(.*)<\/en>$/.exec(piece)
    const placeholder = /^\{(pet|signs|noted|count)\}$/.exec(piece)
    if (english) push({ kind: 'english', text: english[1] as string })
    else if (placeholder) push(values[placeholder[1] as Placeholder] ?? { kind: 'text', text: piece })
    else push({ kind: 'text', text: piece })
  }
  return parts
}

/**
 * A line of core's advice in the translation's language, or null when the translation has none for
 * exactly this English: the chat then shows the English, marked, under its notice (decision 0082).
 */
export function translateAdvice(line: string, advice: AdviceTranslation): AdvicePart[] | null {
  return adviceEntryOf(line, advice)?.parts ?? null
}

/** The entry of the translation that translates this line (its English key) and the translated line. */
export function adviceEntryOf(line: string, advice: AdviceTranslation): { english: string; parts: AdvicePart[] } | null {
  const { exact, templates, labels } = compile(advice)
  const translated = exact.get(line)
  if (translated !== undefined) return { english: line, parts: partsOf(translated, {}) }
  for (const template of templates) {
    const match = template.pattern.exec(line)
    if (!match) continue
    const values: Partial<Record<Placeholder, AdvicePart>> = {}
    for (const [index, name] of template.names.entries()) {
      const raw = match[index + 1] as string
      if (name === 'pet') values.pet = { kind: 'name', text: raw }
      else if (name === 'count') {
        if (!/^\d+$/.test(raw)) return null
        values.count = { kind: 'text', text: raw }
      } else {
        const list = translateList(raw, LISTS[name], labels)
        if (list === null) return null
        values[name] = { kind: 'text', text: list }
      }
    }
    return { english: template.english, parts: partsOf(template.translated, values) }
  }
  return null
}

/** The paragraphs of a reply written as text alone (the symptom checker's questions). */
export const paragraphsOf = (content: string): string[] => content.split('\n\n').filter((paragraph) => paragraph.trim() !== '')

/** True when a line reads in the page's language: a fixed line or a translated one. */
export function lineIsTranslated(line: string, advice: AdviceTranslation | null): boolean {
  return fixedLineOf(line) !== null || (advice !== null && translateAdvice(line, advice) !== null)
}

/** True when some part of an assistant's reply would show in English: a heading or a line the translation lacks. */
export function replyHasEnglish(reply: { content: string; sections?: readonly { heading: string; lines: readonly string[] }[] }, advice: AdviceTranslation | null): boolean {
  if (!reply.sections) return paragraphsOf(reply.content).some((paragraph) => !lineIsTranslated(paragraph, advice))
  return reply.sections.some((section) => fixedHeadingOf(section.heading) === null || section.lines.some((line) => !lineIsTranslated(line, advice)))
}

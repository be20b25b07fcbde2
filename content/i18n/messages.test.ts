import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from './index.ts'

type Tree = { readonly [key: string]: string | Tree }

/** Every message of a namespace by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text)
  }
  return entries
}

/** The arguments a message takes, with their kinds ('count:plural', 'name:argument'). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(`${element.value}:argument`)
    if (element.type === TYPE.number) found.add(`${element.value}:number`)
    if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found)
  }
  return found
}

const namespaces = Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[]

describe.each(namespaces)('the %s messages', (namespace) => {
  const english = flatten(MESSAGES.en[namespace] as Tree)
  const hindi = flatten(MESSAGES.hi[namespace] as Tree)

  it('have the same keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('take the same arguments in both languages, and each parses as ICU', () => {
    for (const [key, text] of english) {
      const translated = hindi.get(key) ?? ''
      expect(argumentsOf(parse(translated)), `${namespace}.${key}`).toEqual(argumentsOf(parse(text)))
    }
  })

  it('are written in Devanagari in Hindi, never left in English', () => {
    // A message may keep a brand or the other language's name (the switch), never be English words only.
    const untranslated = [...hindi].filter(([key, text]) => !/[\u0900-\u097F]/.test(text) && text === english.get(key) && !/^[\d\s₹:,.{}#a-z_]*$/.test(text))
    expect(untranslated.filter(([key]) => !key.startsWith('language.')).map(([key]) => key)).toEqual([])
  })
})

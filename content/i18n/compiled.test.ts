import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser'
import format from 'icu-minify/format'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { INTL_LOCALE, type Language } from '../../core/i18n/language.ts'
import { compiledTree } from './compiled.ts'
import { MESSAGES } from './index.ts'

type Values = Record<string, string | number | ((chunks: unknown[]) => string)>

function leaves(tree: unknown, key = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[key, tree]]
  if (tree !== null && typeof tree === 'object') return Object.entries(tree).flatMap(([name, value]) => leaves(value, key ? `${key}.${name}` : name))
  return []
}

/** The arguments a message takes, each with the values to try: every option of a select, several counts. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Array<string | number | 'tag'>>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, found.get(element.value) ?? ['Sheru'])
    if (element.type === TYPE.number) found.set(element.value, [1499])
    if (element.type === TYPE.plural) {
      found.set(element.value, [0, 1, 2, 5])
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    }
    if (element.type === TYPE.select) {
      found.set(element.value, Object.keys(element.options))
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    }
    if (element.type === TYPE.tag) {
      found.set(element.value, ['tag'])
      argumentsOf(element.children, found)
    }
  }
  return found
}

/** A few sets of values that between them take every option of every select and several counts. */
function valueSets(message: string): Values[] {
  const found = argumentsOf(parse(message))
  const rounds = Math.max(1, ...[...found.values()].map((options) => options.length))
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      [...found].map(([name, options]) => {
        const option = options[round % options.length] ?? 'Sheru'
        return [name, option === 'tag' ? (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>` : option]
      }),
    ),
  )
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

const text = (formatted: unknown): string => (Array.isArray(formatted) ? formatted.join('') : String(formatted))

describe('messages compiled at build time (decision 0078, addendum 3)', () => {
  for (const language of ['en', 'hi'] as const satisfies readonly Language[]) {
    it(`every ${language} message reads the same compiled as parsed in the browser before`, () => {
      const locale = INTL_LOCALE[language]
      const compiled = compiledTree(MESSAGES[language])
      let compared = 0
      for (const [key, message] of leaves(MESSAGES[language])) {
        const compiledMessage = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiled)
        for (const values of valueSets(message)) {
          const expected = text(new IntlMessageFormat(message, locale).format(values))
          const actual = text(format(compiledMessage as Parameters<typeof format>[0], locale, values, { formatters }))
          expect(actual, `${language} ${key} with ${JSON.stringify(values)}`).toBe(expected)
          compared += 1
        }
      }
      expect(compared).toBeGreaterThan(1000)
    })
  }

  it('keeps a plain text as the same string, so code may read it directly', () => {
    expect(compiledTree({ a: 'Book a visit', b: { c: 'Sheru’s record' } })).toEqual({ a: 'Book a visit', b: { c: 'Sheru’s record' } })
    expect(typeof compiledTree('Hello {name}')).not.toBe('string')
  })
})

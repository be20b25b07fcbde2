import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

/**
 * SECURITY.md, requests: every string a person types goes through `UserText` (or a stricter
 * pattern), so that NUL, BEL, ESC and lone surrogates get a 400 naming the field, and line breaks
 * only reach the fields that are text areas. This walks every request schema exported from
 * `core/contracts` (bodies, queries, path parameters) down to its strings and probes each one.
 */

/** The exports that describe what a client sends; the rest (Dto, Response) describe what we answer. */
const REQUEST_SCHEMA = /(Body|Query|Params|Request|Input|Create|Update|Step)$/

/** Text areas: tab and line breaks are allowed here, and only here. */
const MULTI_LINE = new Set([
  'ApplicationDecisionBody.reason',
  'AppointmentRequest.notes',
  'AppointmentRequest.vaccinationPlan.coverage',
  'ArticleInput.content',
  'ArticleUpdate.content',
  'AuthorCreate.bio',
  'AuthorInput.bio',
  'AuthorUpdate.bio',
  'CreateFaqBody.answer',
  'CreateFaqBody.answerHi',
  'CreateMediaBody.transcript',
  'CreateServiceBody.description',
  'PetBody.notes',
  'TriageRequest.message',
  'UpdateFaqBody.answer',
  'UpdateFaqBody.answerHi',
  'UpdateMediaBody.transcript',
  'UpdateMarketingClaimsBody.claims[].evidence',
  'UpdateServiceBody.description',
  'UpdateWhatsappBody.message',
  'VisitRecordBody.advice',
  'VisitRecordBody.diagnosisNotes',
  'VisitRecordBody.findings',
])

/** Strings that are not typed by a person and are checked elsewhere (none today: keep it explicit). */
const NOT_USER_TEXT = new Set<string>([])

const PROBES = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b[31m',
  DEL: '\u007f',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udc36',
}

type Leaf = { path: string; schema: z.ZodType }

/** Whether the string takes `inside` in a short value or one long enough for a minimum length. */
function takes(leaf: Leaf, inside: string): boolean {
  return [`a${inside}b`, `Bruno ${inside} ${'x'.repeat(60)}`].some((value) => leaf.schema.safeParse(value).success)
}

type Def = {
  type: string
  checks?: unknown[]
  format?: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  options?: z.ZodType[]
  left?: z.ZodType
  right?: z.ZodType
  keyType?: z.ZodType
  valueType?: z.ZodType
  items?: z.ZodType[]
  rest?: z.ZodType | null
  getter?: () => z.ZodType
}

function definition(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

/** Every string schema reachable from `schema`, with the path a 400 would name. */
function stringLeaves(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = definition(schema)
  const walk = (child: z.ZodType | null | undefined, childPath = path) => (child ? stringLeaves(child, childPath, seen) : [])
  switch (def.type) {
    case 'string':
      return [{ path, schema }]
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`))
    case 'array':
      return walk(def.element, `${path}[]`)
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)]
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option))
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)]
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)]
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`)), ...walk(def.rest)]
    case 'lazy':
      return walk(def.getter?.())
    default:
      return def.innerType ? walk(def.innerType) : []
  }
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value
}

const CONTRACTS = new URL('../core/contracts/', import.meta.url)
const contractFiles = readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
const requestSchemas: Array<[string, z.ZodType]> = []
for (const file of contractFiles) {
  const exported = (await import(/* @vite-ignore */ new URL(file, CONTRACTS).href)) as Record<string, unknown>
  for (const [name, value] of Object.entries(exported)) {
    if (REQUEST_SCHEMA.test(name) && isSchema(value)) requestSchemas.push([name, value])
  }
}
const leaves = requestSchemas.flatMap(([name, schema]) => stringLeaves(schema, name))

describe('user-typed text in every request contract', () => {
  it('finds the request schemas and their strings', () => {
    expect(requestSchemas.length).toBeGreaterThan(60)
    expect(leaves.length).toBeGreaterThan(100)
  })

  it('has no bare z.string(): every string has a check (UserText, a pattern, a format or a list)', () => {
    const bare = leaves.filter((leaf) => !NOT_USER_TEXT.has(leaf.path) && (definition(leaf.schema).checks ?? []).length === 0 && !definition(leaf.schema).format).map((leaf) => leaf.path)
    expect(bare).toEqual([])
  })

  it('refuses NUL, BEL, ESC, DEL and lone surrogates in every string', () => {
    const accepted = leaves
      .filter((leaf) => !NOT_USER_TEXT.has(leaf.path))
      .flatMap((leaf) => Object.entries(PROBES).filter(([, probe]) => takes(leaf, probe)).map(([what]) => `${leaf.path} takes ${what}`))
    expect(accepted).toEqual([])
  })

  it('refuses line breaks except in the text areas', () => {
    const singleLineTakingBreaks = leaves
      .filter((leaf) => !MULTI_LINE.has(leaf.path) && !NOT_USER_TEXT.has(leaf.path))
      .filter((leaf) => takes(leaf, '\n') || takes(leaf, '\r'))
      .map((leaf) => leaf.path)
    expect([...new Set(singleLineTakingBreaks)]).toEqual([])
  })

  it('keeps the lists honest: every text area named is a request string that takes a line break', () => {
    const paths = new Set(leaves.filter((leaf) => takes(leaf, '\n')).map((leaf) => leaf.path))
    expect([...MULTI_LINE].filter((path) => !paths.has(path))).toEqual([])
    expect([...NOT_USER_TEXT].filter((path) => !leaves.some((leaf) => leaf.path === path))).toEqual([])
  })
})

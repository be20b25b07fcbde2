/**
 * Splits the triage evaluation corpus once, the same way every time: every `writer-*.jsonl` in this
 * folder is read, its messages are sorted by id, and 35% of each label (rounded) goes to
 * `frozen.jsonl`, the rest to `dev.jsonl`. The choice comes from a seeded shuffle, so a rerun on the
 * same files gives the same two files; adding a writer's file reshuffles that label's pool, which is
 * why the lead reruns the split once, after the last writer, and never again.
 *
 * Run: `node content/triage-eval/split.ts` (Node 24) or `npx tsx content/triage-eval/split.ts`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SEED = 20261129
const FROZEN_SHARE = 0.35
const LABELS = ['emergency', 'soon', 'routine'] as const
type Label = (typeof LABELS)[number]

interface CorpusMessage {
  id: string
  label: Label
}

/** mulberry32: a small, well-known 32-bit generator; enough for a reproducible shuffle. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    const a = result[i] as T
    result[i] = result[j] as T
    result[j] = a
  }
  return result
}

function readCorpus(folder: string): { message: CorpusMessage; line: string }[] {
  const files = readdirSync(folder)
    .filter((name) => /^writer-.+\.jsonl$/.test(name))
    .sort()
  const rows: { message: CorpusMessage; line: string }[] = []
  const seen = new Set<string>()
  for (const file of files) {
    const lines = readFileSync(path.join(folder, file), 'utf8').split('\n')
    lines.forEach((raw, index) => {
      const line = raw.trim()
      if (line === '') return
      const message = JSON.parse(line) as CorpusMessage
      if (!LABELS.includes(message.label)) {
        throw new Error(`${file}:${index + 1}: label "${String(message.label)}" is not one of ${LABELS.join(', ')}`)
      }
      if (seen.has(message.id)) throw new Error(`${file}:${index + 1}: id "${message.id}" appears twice`)
      seen.add(message.id)
      rows.push({ message, line })
    })
  }
  return rows.sort((a, b) => (a.message.id < b.message.id ? -1 : a.message.id > b.message.id ? 1 : 0))
}

function split(folder: string): { dev: number; frozen: number } {
  const rows = readCorpus(folder)
  const random = seededRandom(SEED)
  const frozenIds = new Set<string>()
  for (const label of LABELS) {
    const pool = rows.filter((row) => row.message.label === label)
    const take = Math.round(pool.length * FROZEN_SHARE)
    for (const row of shuffled(pool, random).slice(0, take)) frozenIds.add(row.message.id)
  }
  const frozen = rows.filter((row) => frozenIds.has(row.message.id))
  const dev = rows.filter((row) => !frozenIds.has(row.message.id))
  const write = (name: string, part: typeof rows): void => {
    writeFileSync(path.join(folder, name), part.map((row) => row.line).join('\n') + '\n')
  }
  write('dev.jsonl', dev)
  write('frozen.jsonl', frozen)
  return { dev: dev.length, frozen: frozen.length }
}

const folder = path.dirname(fileURLToPath(import.meta.url))
const counts = split(folder)
process.stdout.write(`triage-eval split (seed ${SEED}): ${counts.dev} dev, ${counts.frozen} frozen\n`)

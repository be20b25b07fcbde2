import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PET_CATEGORIES, type AssistantPet, type PetCategory } from '../../core/assistant/pet.ts'
import { type TriageSettings, type Urgency, triage } from '../../core/assistant/triage.ts'

/**
 * Grades the evaluation corpus with the engine (issue 34). The development parts (`dev.jsonl`, and
 * `dev-c.jsonl` to `dev-gx.jsonl`, later writers' supplements kept out of the split) may be read
 * while rules are changed; `frozen.jsonl` never is: for it this module returns counts and message ids only, and no
 * caller prints its texts.
 */
export const URGENCIES = ['emergency', 'soon', 'routine'] as const
/** The parts that may be read while rules change. */
export const DEVELOPMENT_PARTS = ['dev', 'dev-c', 'dev-d', 'dev-e', 'dev-f', 'dev-g', 'dev-h', 'dev-i', 'dev-j', 'dev-k', 'dev-l', 'dev-m', 'dev-n', 'dev-o', 'dev-p', 'dev-q', 'dev-r', 'dev-s', 'dev-t', 'dev-u', 'dev-v', 'dev-w', 'dev-x', 'dev-y', 'dev-z', 'dev-aa', 'dev-ab', 'dev-ac', 'dev-ad', 'dev-ae', 'dev-af', 'dev-ag', 'dev-ah', 'dev-ai', 'dev-aj', 'dev-ak', 'dev-al', 'dev-am', 'dev-an', 'dev-ao', 'dev-ap', 'dev-aq', 'dev-ar', 'dev-as', 'dev-at', 'dev-au', 'dev-av', 'dev-aw', 'dev-ax', 'dev-ay', 'dev-az', 'dev-ba', 'dev-bb', 'dev-bc', 'dev-bd', 'dev-be', 'dev-bf', 'dev-bg', 'dev-bh', 'dev-bi', 'dev-bj', 'dev-bk', 'dev-bl', 'dev-bm', 'dev-bn', 'dev-bo', 'dev-bp', 'dev-bq', 'dev-br', 'dev-bs', 'dev-bt', 'dev-bu', 'dev-bv', 'dev-bw', 'dev-bx', 'dev-by', 'dev-bz', 'dev-ca', 'dev-cb', 'dev-cc', 'dev-cd', 'dev-ce', 'dev-cf', 'dev-cg', 'dev-ch', 'dev-ci', 'dev-cj', 'dev-ck', 'dev-cl', 'dev-cm', 'dev-cn', 'dev-co', 'dev-cp', 'dev-cq', 'dev-cr', 'dev-cs', 'dev-ct', 'dev-cu', 'dev-cv', 'dev-cw', 'dev-cx', 'dev-cy', 'dev-cz', 'dev-da', 'dev-db', 'dev-dc', 'dev-dd', 'dev-de', 'dev-df', 'dev-dg', 'dev-dh', 'dev-di', 'dev-dj', 'dev-dk', 'dev-dl', 'dev-dm', 'dev-dn', 'dev-do', 'dev-dp', 'dev-dq', 'dev-dr', 'dev-ds', 'dev-dt', 'dev-du', 'dev-dv', 'dev-dw', 'dev-dx', 'dev-dy', 'dev-dz', 'dev-ea', 'dev-eb', 'dev-ec', 'dev-ed', 'dev-ee', 'dev-ef', 'dev-eg', 'dev-eh', 'dev-ei', 'dev-ej', 'dev-ek', 'dev-el', 'dev-em', 'dev-en', 'dev-eo', 'dev-ep', 'dev-eq', 'dev-er', 'dev-es', 'dev-et', 'dev-eu', 'dev-ev', 'dev-ew', 'dev-ex', 'dev-ey', 'dev-ez', 'dev-fa', 'dev-fb', 'dev-fc', 'dev-fd', 'dev-fe', 'dev-ff', 'dev-fg', 'dev-fh', 'dev-fi', 'dev-fj', 'dev-fk', 'dev-fl', 'dev-fm', 'dev-fn', 'dev-fo', 'dev-fp', 'dev-fq', 'dev-fr', 'dev-fs', 'dev-ft', 'dev-fu', 'dev-fv', 'dev-fw', 'dev-fx', 'dev-fy', 'dev-fz', 'dev-ga', 'dev-gb', 'dev-gc', 'dev-gd', 'dev-ge', 'dev-gf', 'dev-gg', 'dev-gh', 'dev-gi', 'dev-gj', 'dev-gk', 'dev-gl', 'dev-gm', 'dev-gn', 'dev-go', 'dev-gp', 'dev-gq', 'dev-gr', 'dev-gs', 'dev-gt', 'dev-gu', 'dev-gv', 'dev-gw', 'dev-gx'] as const
export type Part = (typeof DEVELOPMENT_PARTS)[number] | 'frozen'
export type Labelled = { id: string; label: Urgency; message: string; pet: AssistantPet }
/** matrix[label][graded]: how many messages of each label the engine graded each way. */
export type Confusion = Record<Urgency, Record<Urgency, number>>
export type Evaluation = {
  part: Part
  total: number
  matrix: Confusion
  /** Emergencies graded emergency, of all emergencies. */
  emergencyRecall: number
  /** Routine messages graded emergency, of all routine messages. */
  falseEmergencyRate: number
  /** Ids only: emergencies graded lower, and routine messages graded emergency. */
  missedEmergencies: string[]
  falseEmergencies: string[]
}

export const GOALS = { emergencyRecall: 1, falseEmergencyRateBelow: 0.1 } as const

const folder = path.dirname(fileURLToPath(import.meta.url))
export const partFile = (part: Part) => path.join(folder, `${part}.jsonl`)

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** One corpus line as a message and its pet: the writers' own field names are read here. */
function toLabelled(row: Record<string, unknown>): Labelled {
  const pet = (row.pet && typeof row.pet === 'object' ? row.pet : {}) as Record<string, unknown>
  const category = text(pet.category) ?? text(pet.species) ?? text(row.species) ?? text(row.category) ?? 'dog'
  const label = row.label as Urgency
  if (!URGENCIES.includes(label)) throw new Error(`corpus message ${String(row.id)}: label ${String(row.label)}`)
  return {
    id: String(row.id),
    label,
    message: text(row.message) ?? text(row.text) ?? '',
    pet: {
      category: (PET_CATEGORIES as readonly string[]).includes(category) ? (category as PetCategory) : 'other',
      breed: text(pet.breed) ?? text(row.breed) ?? '',
      age: text(pet.age) ?? text(row.age) ?? '',
    },
  }
}

export function readPart(part: Part): Labelled[] {
  const file = partFile(part)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => toLabelled(JSON.parse(line) as Record<string, unknown>))
}

export function evaluate(part: Part, messages: readonly Labelled[], settings: TriageSettings = { supportHours: 'the configured support hours' }): Evaluation {
  const matrix = Object.fromEntries(URGENCIES.map((label) => [label, { emergency: 0, soon: 0, routine: 0 }])) as Confusion
  const missedEmergencies: string[] = []
  const falseEmergencies: string[] = []
  for (const message of messages) {
    const graded = triage(message.message, message.pet, settings).urgency
    matrix[message.label][graded] += 1
    if (message.label === 'emergency' && graded !== 'emergency') missedEmergencies.push(message.id)
    if (message.label === 'routine' && graded === 'emergency') falseEmergencies.push(message.id)
  }
  const emergencies = URGENCIES.reduce((sum, graded) => sum + matrix.emergency[graded], 0)
  const routine = URGENCIES.reduce((sum, graded) => sum + matrix.routine[graded], 0)
  return {
    part,
    total: messages.length,
    matrix,
    emergencyRecall: emergencies === 0 ? 1 : matrix.emergency.emergency / emergencies,
    falseEmergencyRate: routine === 0 ? 0 : matrix.routine.emergency / routine,
    missedEmergencies,
    falseEmergencies,
  }
}

export function meetsGoals(evaluation: Evaluation): boolean {
  return evaluation.emergencyRecall >= GOALS.emergencyRecall && evaluation.falseEmergencyRate < GOALS.falseEmergencyRateBelow
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** The confusion matrix and the two figures, as counts: safe to print for the frozen part. */
export function formatEvaluation(evaluation: Evaluation): string {
  const width = 11
  const cell = (value: string | number) => String(value).padStart(width)
  const rows = [
    `${evaluation.part}: ${evaluation.total} messages (rows: label, columns: graded)`,
    `${''.padEnd(width)}${URGENCIES.map(cell).join('')}`,
    ...URGENCIES.map((label) => `${label.padEnd(width)}${URGENCIES.map((graded) => cell(evaluation.matrix[label][graded])).join('')}`),
    `emergency recall ${percent(evaluation.emergencyRecall)} (goal 100%); false emergencies ${percent(evaluation.falseEmergencyRate)} of routine messages (goal under 10%)`,
  ]
  if (evaluation.missedEmergencies.length > 0) rows.push(`missed emergencies (ids): ${evaluation.missedEmergencies.join(', ')}`)
  if (evaluation.falseEmergencies.length > 0) rows.push(`false emergencies (ids): ${evaluation.falseEmergencies.join(', ')}`)
  return rows.join('\n')
}

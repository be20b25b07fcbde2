import { EATEN_GO_NOW, GO_NOW, GO_NOW_IF, NEAREST_HOSPITAL, NOT_A_DIAGNOSIS, SEE_A_VET_TODAY } from '../../../core/assistant/triage.ts'
import { HUMAN_MEDICINE_WARNING } from '../../../core/assistant/toxins.ts'

/** The keys of `assistant.lines` (content/i18n), plus the note every reply ends with. */
export type FixedLine = 'nearestHospital' | 'supportLine' | 'humanMedicine' | 'goNowIf' | 'eatenGoNow' | 'seeVetToday' | 'routine' | 'notADiagnosis'

const EXACT: ReadonlyMap<string, FixedLine> = new Map([
  [NEAREST_HOSPITAL, 'nearestHospital'],
  [HUMAN_MEDICINE_WARNING, 'humanMedicine'],
  [GO_NOW_IF, 'goNowIf'],
  [EATEN_GO_NOW, 'eatenGoNow'],
  [NOT_A_DIAGNOSIS, 'notADiagnosis'],
])

/** Lines core writes around the pet's name ('your Labrador'): the translation leaves the name out. */
const PATTERNS: ReadonlyArray<[RegExp, FixedLine]> = [
  [/^Our phone line can advise you on the way, every day from .+; outside those hours, the hospital is your first call\.$/, 'supportLine'],
  [/^From (what you describe|your answers), your .+ should see a vet today: book a home visit or a video consultation\.$/, 'seeVetToday'],
  [/^A routine check-up is enough for your .+ unless things change; monitor at home meanwhile\.$/, 'routine'],
]

/**
 * Which fixed line of a reply this is, if any: what to do (go now, call on the way, never give a
 * human medicine, see a vet today) reads in the page's language from `assistant.lines`; the advice
 * particular to the signs is translated line by line from its English (advice-lines.ts).
 */
export function fixedLineOf(line: string): FixedLine | null {
  return EXACT.get(line) ?? PATTERNS.find(([pattern]) => pattern.test(line))?.[1] ?? null
}

/** The fixed headings of the replies (core/assistant) by their English words: the keys of `assistant.headings`. */
const HEADINGS = {
  [GO_NOW]: 'goNow',
  [SEE_A_VET_TODAY]: 'seeVetToday',
  'No emergency signs in what you describe': 'noEmergency',
  'On the way': 'onTheWay',
  'Do not': 'doNot',
  'Human medicines': 'humanMedicines',
  'Poisonous to pets': 'poisonous',
  'To discuss with the vet': 'discuss',
  'Safe at home meanwhile': 'homeCare',
  'Go now if': 'goNowIf',
  Note: 'note',
  Diet: 'diet',
  Exercise: 'exercise',
  Grooming: 'grooming',
  'Vaccination and deworming': 'vaccination',
} as const
export type FixedHeading = (typeof HEADINGS)[keyof typeof HEADINGS]

const CARE_PLAN_FOR = 'Care plan for your '

/** A reply's heading as the translation knows it: a fixed heading, the care plan's with the pet it names, or none (a heading core adds later). */
export function fixedHeadingOf(heading: string): { key: FixedHeading } | { carePlanFor: string } | null {
  if (Object.hasOwn(HEADINGS, heading)) return { key: HEADINGS[heading as keyof typeof HEADINGS] }
  if (heading.startsWith(CARE_PLAN_FOR)) return { carePlanFor: heading.slice(CARE_PLAN_FOR.length) }
  return null
}

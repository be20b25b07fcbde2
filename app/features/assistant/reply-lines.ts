import { EATEN_GO_NOW, GO_NOW_IF, NEAREST_HOSPITAL, NOT_A_DIAGNOSIS } from '../../../core/assistant/triage.ts'
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
 * human medicine, see a vet today) reads in the page's language; the advice particular to the
 * signs (what to do on the way, the causes, home care) stays core's English (decision 0082).
 */
export function fixedLineOf(line: string): FixedLine | null {
  return EXACT.get(line) ?? PATTERNS.find(([pattern]) => pattern.test(line))?.[1] ?? null
}

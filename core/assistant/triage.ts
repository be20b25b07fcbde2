import { YOUNG_UNTIL_WEEKS, parseAge } from './age.ts'
import { CONCERNS, type Concern } from './concerns.ts'
import { type AssistantPet, isFlatFaced } from './pet.ts'
import { NEGATIONS_AFTER, NEGATIONS_BEFORE, NEGATION_STOPS, RED_FLAGS, type RedFlag } from './red-flags.ts'

export type Urgency = 'emergency' | 'soon' | 'routine'
export type TriageFlag = { id: string; label: string; urgency: Urgency }
export type TriageResult = {
  urgency: Urgency
  flags: TriageFlag[]
  /** The reply as plain text, in the order it must be read: for an emergency 'go now' first. */
  reply: string
  /** The same reply in parts, for a screen that lays it out. */
  sections: { heading: string; lines: string[] }[]
}

export const NOT_A_DIAGNOSIS = 'This is guidance, not a diagnosis: only a vet who examines your pet can diagnose.'
export const GO_NOW = 'Go to a vet now. This is an emergency.'

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }
export const moreUrgent = (a: Urgency, b: Urgency): Urgency => (RANK[a] >= RANK[b] ? a : b)

/** Lower case, no apostrophes, long runs of one letter cut to two ('pleeease'), clauses kept apart. */
export function normaliseMessage(message: string): string {
  return message
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘'`]/g, '')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/[^\p{L}\p{M}\p{N}.!?;,\n-]+/gu, ' ')
    .replace(/-/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
}

function clauses(text: string): string[] {
  return text.split(/[.!?;,\n]+|\bbut\b|\blekin\b|\bpar ab\b/).map((part) => part.trim()).filter(Boolean)
}

function isNegated(clause: string, start: number, end: number): boolean {
  const matched = clause.slice(start, end).split(' ')
  if (matched.some((word) => NEGATIONS_BEFORE.has(word) || NEGATIONS_AFTER.has(word))) return false
  const before = clause.slice(0, start).trim().split(' ').filter(Boolean).reverse()
  for (const word of before.slice(0, 3)) {
    if (NEGATIONS_BEFORE.has(word)) return true
    if (NEGATION_STOPS.has(word)) break
  }
  const after = clause.slice(end).trim().split(' ').filter(Boolean)
  return after.slice(0, 2).some((word) => NEGATIONS_AFTER.has(word))
}

/** True when one of the patterns names the sign in some clause without a negation. */
function mentions(text: string, patterns: readonly RegExp[]): boolean {
  return clauses(text).some((clause) =>
    patterns.some((pattern) => {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
      for (const match of clause.matchAll(global)) {
        if (!isNegated(clause, match.index, match.index + match[0].length)) return true
      }
      return false
    }),
  )
}

const DAY_OR_MORE = /\b(since yesterday|kal se|(a|one|1|2|3|4|two|three|four|few|several|many) (full )?(days?|din)|24 ?hours|whole day|all day|pura din|poore din|\d+ days?|do din|teen din|ek din|दो दिन|कल से)/
const YOUNG_WORDS = /\b(puppy|puppies|pup|pups|kitten|kittens|kitty|pilla|pille|pillu|billi ka bachcha|बच्चा|पिल्ला)\b/
const HEAT_WORDS = /\b(heat|hot|sun|summer|garmi|dhoop|loo|lu|afternoon walk|car)\b|गर्मी|धूप/
const PANTING = /\b(panting|pant|hanf|haanf|haf raha|breathing fast|breathing hard|noisy breathing|snoring while awake)/
const REPEATED = /\b(again and again|non ?stop|repeatedly|continuously|many times|several times|multiple times|(\d+|three|four|five|six|ten) (times|baar|bar))|\bbaar baar|\bbar bar/

type Context = { young: boolean; species: AssistantPet['category']; flatFaced: boolean }

function contextOf(text: string, pet: AssistantPet): Context {
  const age = parseAge(pet.age)
  const youngByAge = age.ok && age.weeks < YOUNG_UNTIL_WEEKS && (pet.category === 'dog' || pet.category === 'cat')
  return { young: youngByAge || YOUNG_WORDS.test(text), species: pet.category, flatFaced: isFlatFaced(pet.breed) || /\b(pug|bulldog|shih ?tzu|persian)\b/.test(text) }
}

const YOUNG_NOT_EATING: RedFlag = {
  id: 'young-not-eating',
  label: 'A puppy or kitten not eating for a day, or weak with vomiting or diarrhoea',
  patterns: [],
  onTheWay: ['Keep your puppy or kitten warm: young pets lose heat and blood sugar fast.', 'If they will lick it, a little honey or sugar water rubbed on the gums helps on the way.'],
  doNot: ['Do not try a home remedy first.'],
  source: 'aaha',
}
const FLAT_FACED_PANTING: RedFlag = {
  id: 'flat-faced-breathing',
  label: 'Heavy panting in a flat-faced breed or a cat',
  patterns: [],
  onTheWay: ['Cool your pet with cool (not ice-cold) water and moving air on the way; keep them calm.'],
  doNot: ['Do not use ice or ice-cold water.'],
  source: 'boas',
}
const REPEATED_VOMITING_YOUNG = YOUNG_NOT_EATING

/** The red flags the message raises for this pet. */
export function findRedFlags(text: string, pet: AssistantPet): RedFlag[] {
  const context = contextOf(text, pet)
  const found = RED_FLAGS.filter((flag) => (!flag.species || flag.species.includes(context.species)) && mentions(text, flag.patterns))
  const concernIds = new Set(findConcerns(text).map((concern) => concern.id))
  if (context.young && (concernIds.has('not-eating') && DAY_OR_MORE.test(text))) found.push(YOUNG_NOT_EATING)
  else if (context.young && concernIds.has('lethargy') && (concernIds.has('vomiting') || concernIds.has('diarrhoea'))) found.push(YOUNG_NOT_EATING)
  else if (context.young && (concernIds.has('blood-in-stool') || (concernIds.has('vomiting') && REPEATED.test(text)))) found.push(REPEATED_VOMITING_YOUNG)
  if ((context.flatFaced || context.species === 'cat') && mentions(text, [PANTING]) && !found.some((flag) => flag.id === 'heatstroke')) found.push(FLAT_FACED_PANTING)
  else if (mentions(text, [PANTING]) && HEAT_WORDS.test(text) && !found.some((flag) => flag.id === 'heatstroke')) {
    const heatstroke = RED_FLAGS.find((flag) => flag.id === 'heatstroke')
    if (heatstroke) found.push(heatstroke)
  }
  return found
}

export function findConcerns(text: string): Concern[] {
  return CONCERNS.filter((concern) => mentions(text, concern.patterns))
}

function urgencyOfConcerns(concerns: readonly Concern[]): Urgency {
  let urgency: Urgency = 'routine'
  for (const concern of concerns) urgency = moreUrgent(urgency, concern.urgency)
  return urgency
}

const GENERAL_DO_NOT = ['Do not give salt water or try to make your pet vomit.', 'Do not give any human medicine (paracetamol, ibuprofen, painkillers).']

export function emergencySections(flags: readonly RedFlag[]): TriageResult['sections'] {
  const unique = (lines: string[]) => [...new Set(lines)]
  return [
    { heading: GO_NOW, lines: [`Signs of: ${flags.map((flag) => flag.label.toLowerCase()).join('; ')}.`, 'Leave now for the nearest open vet or 24-hour animal hospital, and call us on the way.'] },
    { heading: 'On the way', lines: unique(flags.flatMap((flag) => [...flag.onTheWay])) },
    { heading: 'Do not', lines: unique([...flags.flatMap((flag) => [...flag.doNot]), ...GENERAL_DO_NOT.filter((line) => !(line.includes('salt water') && flags.some((flag) => flag.doNot.some((own) => own.includes('salt water')))))]) },
    { heading: 'Note', lines: [NOT_A_DIAGNOSIS] },
  ]
}

function petName(pet: AssistantPet): string {
  const breed = pet.breed.trim()
  return breed ? `your ${breed}` : `your ${pet.category}`
}

function nonEmergencySections(urgency: Urgency, concerns: readonly Concern[], pet: AssistantPet): TriageResult['sections'] {
  const first =
    urgency === 'soon'
      ? { heading: 'See a vet within 24 hours', lines: [`From what you describe, ${petName(pet)} should see a vet within 24 hours: book a home visit or a video consultation today.`] }
      : { heading: 'No emergency signs in what you describe', lines: [`A routine check-up is enough for ${petName(pet)} unless things change; monitor at home meanwhile.`] }
  const sections = [first]
  if (concerns.length > 0) sections.push({ heading: 'To discuss with the vet', lines: [...new Set(concerns.flatMap((concern) => [...concern.causes]))] })
  if (concerns.length > 0) sections.push({ heading: 'Safe at home meanwhile', lines: [...new Set(concerns.flatMap((concern) => [...concern.homeCare]))] })
  sections.push({
    heading: 'Go now if',
    lines: ['breathing gets hard, gums turn pale or blue, your pet collapses or has a fit, vomits blood, or cannot pee: contact emergency services or go to the nearest vet straight away.'],
  })
  sections.push({ heading: 'Note', lines: [NOT_A_DIAGNOSIS] })
  return sections
}

export function sectionsToText(sections: TriageResult['sections']): string {
  return sections.map((section) => [section.heading, ...section.lines.map((line) => `- ${line}`)].join('\n')).join('\n\n')
}

/**
 * Grades an owner's message: `emergency` (a vet now), `soon` (within 24 hours) or `routine`.
 * Deterministic and offline: the same code answers in the browser and on the server.
 */
export function triage(message: string, pet: AssistantPet): TriageResult {
  const text = normaliseMessage(message)
  const redFlags = findRedFlags(text, pet)
  const concerns = findConcerns(text)
  if (redFlags.length > 0) {
    const sections = emergencySections(redFlags)
    return {
      urgency: 'emergency',
      flags: [
        ...redFlags.map((flag) => ({ id: flag.id, label: flag.label, urgency: 'emergency' as const })),
        ...concerns.map((concern) => ({ id: concern.id, label: concern.label, urgency: concern.urgency })),
      ],
      reply: sectionsToText(sections),
      sections,
    }
  }
  const urgency = urgencyOfConcerns(concerns)
  const sections = nonEmergencySections(urgency, concerns, pet)
  return {
    urgency,
    flags: concerns.map((concern) => ({ id: concern.id, label: concern.label, urgency: concern.urgency })),
    reply: sectionsToText(sections),
    sections,
  }
}

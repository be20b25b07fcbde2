import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import hindi from '../../../content/i18n/hi/assistant-advice.ts'
import { carePlan, vaccinationLines } from '../../../core/assistant/care-plan.ts'
import { CONCERNS } from '../../../core/assistant/concerns.ts'
import type { AssistantPet } from '../../../core/assistant/pet.ts'
import { RED_FLAGS, SEVERAL_SIGNS } from '../../../core/assistant/red-flags.ts'
import { SIGNS_TOGETHER } from '../../../core/assistant/second-opinion.ts'
import { FOLLOW_UP_QUESTIONS, START_CHECK, type SymptomCheck, symptomCheckerTurn } from '../../../core/assistant/symptom-checker.ts'
import { TOXINS } from '../../../core/assistant/toxins.ts'
import { emergencySections, triage } from '../../../core/assistant/triage.ts'
import { type AdvicePart, adviceEntryOf, lineIsTranslated, paragraphsOf, replyHasEnglish, translateAdvice } from './advice-lines.ts'
import { replyTo, FRESH_MEMORY } from './assistant-replies.ts'
import { fixedHeadingOf } from './reply-lines.ts'

type Sections = readonly { heading: string; lines: readonly string[] }[]

/** Owner messages with their pets: the development corpora of the triage evaluation (never the frozen part). */
const CORPUS: { text: string; pet: AssistantPet }[] = ['dev.jsonl', 'dev-c.jsonl', 'dev-d.jsonl'].flatMap((file) =>
  readFileSync(new URL(`../../../content/triage-eval/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; pet: AssistantPet }),
)

const CATEGORIES = ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'other'] as const
const AGES = ['3 weeks', '10 weeks', '4 months', '8 months', '2 years', '9 years', '12 years', 'old']
const BREEDS = ['Pug', 'Persian', 'Golden Retriever', 'Labrador', 'desi', '']
const PETS: AssistantPet[] = CATEGORIES.flatMap((category) => AGES.flatMap((age) => BREEDS.map((breed) => ({ category, breed, age }))))
const SETTINGS = [{}, { supportHours: '8 am to 10 pm' }, { supportHours: 'सुबह 8 बजे से रात 10 बजे तक' }]
/** Answers to the symptom checker's questions: one set that adds nothing, one that makes it a vet today. */
const ANSWERS = [
  ['since this morning', 'eating as usual', 'normal', 'no'],
  ['3 days', 'not at all', 'very weak', '5 times today'],
]

/** Every reply core's assistant writes for these inputs, through its own functions: triage, the symptom checker, the care plan. */
function everyReply(): { sections: Sections[]; texts: string[] } {
  const sections: Sections[] = []
  const texts: string[] = []
  // The tables, flag by flag and all at once, with and without the support line and the human-medicine warning.
  for (const settings of SETTINGS) {
    for (const humanMedicine of [false, true]) {
      for (const flag of [...RED_FLAGS, SEVERAL_SIGNS, SIGNS_TOGETHER]) sections.push(emergencySections([flag], settings, humanMedicine))
      sections.push(emergencySections([...RED_FLAGS], settings, humanMedicine))
    }
  }
  const dog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '2 years' }
  const cat: AssistantPet = { category: 'cat', breed: 'Persian', age: '3 years' }
  // Each toxin named in a general question: the 'Poisonous to pets' lines.
  for (const toxin of TOXINS) for (const pet of [dog, cat]) sections.push(triage(`is ${toxin.name} safe for my ${pet.category}?`, pet).sections)
  sections.push(triage('are toads poisonous to dogs?', dog).sections, triage('can I use a dog spot-on on my cat?', cat).sections)
  // Each concern's signs said mildly and plainly, for a grown pet and a young one.
  const messages = [...CORPUS, ...CONCERNS.flatMap((concern) => [dog, cat, { ...dog, age: '3 months' }].map((pet) => ({ text: `my ${pet.category} has ${concern.label.toLowerCase()}`, pet })))]
  for (const { text, pet } of messages) {
    for (const settings of SETTINGS.slice(0, 2)) sections.push(triage(text, pet, settings).sections)
    for (const answers of ANSWERS) {
      let check: SymptomCheck = START_CHECK
      for (const message of [text, ...answers]) {
        const step = symptomCheckerTurn(check, message, pet, SETTINGS[1])
        if (step.kind === 'result') {
          sections.push(step.result.sections)
          break
        }
        texts.push(step.reply)
        check = step.check
      }
    }
  }
  // The care plan for every kind of pet, age and coat, whole and by topic as the chat gives it.
  for (const pet of PETS) {
    sections.push(carePlan(pet).sections)
    for (const asked of ['plan', 'what should I feed her', 'vaccines and deworming', 'grooming and baths', 'exercise']) {
      const { reply } = replyTo('recommender', asked, pet, FRESH_MEMORY)
      if (reply.sections) sections.push(reply.sections)
    }
  }
  for (const category of CATEGORIES) for (const stage of ['young', 'adult', 'senior'] as const) sections.push([{ heading: 'Vaccination and deworming', lines: vaccinationLines(category, stage) }])
  return { sections, texts }
}

const { sections: REPLIES, texts: QUESTIONS } = everyReply()
const LINES = new Set([...REPLIES.flatMap((reply) => reply.flatMap((section) => section.lines)), ...QUESTIONS.flatMap(paragraphsOf)])
const HEADINGS = new Set(REPLIES.flatMap((reply) => reply.map((section) => section.heading)))
const asText = (parts: readonly AdvicePart[] | null) => parts?.map((part) => part.text).join('') ?? null

describe('the Hindi advice of the assistant', () => {
  it('walks every line of core’s rule tables through the real functions', () => {
    const tableLines = [
      ...[...RED_FLAGS, SEVERAL_SIGNS, SIGNS_TOGETHER].flatMap((flag) => [...flag.onTheWay, ...flag.doNot]),
      ...CONCERNS.flatMap((concern) => [...concern.causes, ...concern.homeCare]),
      ...FOLLOW_UP_QUESTIONS,
    ]
    expect(tableLines.filter((line) => !LINES.has(line))).toEqual([])
    for (const toxin of TOXINS) expect([...LINES].some((line) => line.includes(toxin.harms)), toxin.concept).toBe(true)
    expect(LINES.size).toBeGreaterThan(250)
  })

  it('has a Hindi line for every advice line core can write, and a Hindi heading for every heading', () => {
    expect([...LINES].filter((line) => !lineIsTranslated(line, hindi))).toEqual([])
    expect([...HEADINGS].filter((heading) => fixedHeadingOf(heading) === null)).toEqual([])
  })

  it('names every sign core can name, and keeps no translation of a line core no longer writes', () => {
    const labels = [...RED_FLAGS, SEVERAL_SIGNS, SIGNS_TOGETHER, ...CONCERNS].map((rule) => rule.label)
    expect(Object.keys(hindi.labels).sort()).toEqual([...new Set(labels)].sort())
    const used = new Set([...LINES].map((line) => adviceEntryOf(line, hindi)?.english))
    expect(Object.keys(hindi.lines).filter((english) => !used.has(english))).toEqual([])
  })

  it('translates the lines core writes around a name, a list of signs or a count', () => {
    expect(translateAdvice('As a flat-faced breed, your Shih Tzu overheats easily: walk before 8 am and after sunset in summer, never in the afternoon heat.', hindi)).toEqual([
      { kind: 'text', text: 'आपका ' },
      { kind: 'name', text: 'Shih Tzu' },
      { kind: 'text', text: ' चपटे चेहरे वाली नस्ल का है, इसलिए उसे जल्दी गर्मी लग जाती है: गर्मियों में उसे सुबह 8 बजे से पहले और सूरज ढलने के बाद घुमाएँ, दोपहर की गर्मी में कभी नहीं।' },
    ])
    // A label with '; ' of its own (the blocked bladder's) is read as one sign.
    const signs = emergencySections([RED_FLAGS.find((flag) => flag.id === 'urinary-blockage'), RED_FLAGS.find((flag) => flag.id === 'bloat')].filter((flag) => flag !== undefined))[0]?.lines[0] ?? ''
    expect(asText(translateAdvice(signs, hindi))).toBe(
      'इनके लक्षण हैं: ज़ोर लगाने पर भी बहुत कम या बिल्कुल पेशाब न आना (पेशाब का रास्ता बंद होना; नर बिल्लियों को सबसे ज़्यादा ख़तरा); फूला हुआ, सख़्त पेट या उल्टी की कोशिश जिसमें कुछ न निकले (पेट फूलना, ब्लोट)।',
    )
    // A message the rules send to a vet today and the second opinion leaves there (it would raise one it read at 0.5 or more).
    const question = symptomCheckerTurn(START_CHECK, 'she has vomited two times and coughs sometimes', { category: 'cat', breed: 'Persian', age: '3 years' })
    expect(paragraphsOf(question.reply).map((paragraph) => asText(translateAdvice(paragraph, hindi)))).toEqual([
      'धन्यवाद। आपने बताया: उल्टी, खाँसी, छींक या आवाज़ के साथ साँस। मैं एक-एक करके 4 छोटे सवाल पूछूँगा।',
      'यह कब से हो रहा है? (जैसे: आज सुबह से, 2 दिन से, एक हफ़्ते से)',
      null, // the note: a fixed line of `assistant` (reply-lines.ts)
    ])
  })

  it('keeps a vaccine’s name as the card prints it, marked English', () => {
    const line = vaccinationLines('cat', 'adult')[0] ?? ''
    expect(translateAdvice(line, hindi)?.filter((part) => part.kind === 'english').map((part) => part.text)).toEqual(['FVRCP', 'Tricat'])
  })

  it('shows a changed English line in English: its translation was of other words', () => {
    const changed = 'Keep your pet calm and cool, in the position they breathe most easily; never hold the mouth shut.'
    expect(translateAdvice(changed, hindi)).toBeNull()
    expect(translateAdvice('Keep your pet calm and cool, in the position they breathe most easily; do not hold the mouth shut.', hindi)).not.toBeNull()
    // A sign core names that the table does not know leaves the whole list in English.
    expect(translateAdvice('Signs of: heatstroke; a new sign.', hindi)).toBeNull()
    const reply = { content: '', sections: [{ heading: 'On the way', lines: [changed] }] }
    expect(replyHasEnglish(reply, hindi)).toBe(true)
    expect(replyHasEnglish({ content: '', sections: [{ heading: 'On the way', lines: ['Keep the neck free: take off the collar and harness.'] }] }, hindi)).toBe(false)
    // Without a translation (it failed to load), every advice line is English.
    expect(replyHasEnglish({ content: '', sections: [{ heading: 'On the way', lines: ['Keep the neck free: take off the collar and harness.'] }] }, null)).toBe(true)
  })
})

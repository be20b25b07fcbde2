import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../content/i18n/index.ts'
import { triage } from '../../../core/assistant/triage.ts'
import { type FixedLine, fixedLineOf } from './reply-lines.ts'

const dog = { category: 'dog', breed: 'Labrador', age: '2 years' } as const
const linesOf = (message: string) => triage(message, dog, { supportHours: '8 am to 10 pm' }).sections.flatMap((section) => section.lines)
const fixed = (message: string) => linesOf(message).map(fixedLineOf).filter((key): key is FixedLine => key !== null)

describe('the fixed lines of a reply', () => {
  it('finds what to do in an emergency: the nearest hospital, the support line, the note', () => {
    expect(fixed('my dog was hit by a car and is bleeding')).toEqual(expect.arrayContaining(['nearestHospital', 'supportLine', 'notADiagnosis']))
  })

  it('finds the human-medicine warning, see-a-vet-today and go-now-if lines', () => {
    expect(fixed('can I give crocin to my dog for fever')).toEqual(expect.arrayContaining(['seeVetToday', 'humanMedicine', 'goNowIf']))
  })

  it('finds the routine line, whatever the pet is called', () => {
    expect(fixed('what should I feed him')).toContain('routine')
    expect(fixedLineOf('A routine check-up is enough for your desi dog unless things change; monitor at home meanwhile.')).toBe('routine')
  })

  it('leaves the advice particular to the signs alone', () => {
    const particular = linesOf('my dog was hit by a car and is bleeding').filter((line) => fixedLineOf(line) === null)
    expect(particular.length).toBeGreaterThan(0)
    expect(fixedLineOf('Keep your pet warm and still.')).toBeNull()
  })

  it('has every fixed line in Hindi, in Devanagari, with the hours where English names them', () => {
    const hindi = MESSAGES.hi.assistant.lines
    for (const key of Object.keys(MESSAGES.en.assistant.lines) as Array<keyof typeof hindi>) expect(hindi[key]).toMatch(/[\u0900-\u097F]/)
    expect(hindi.supportLine).toContain('{hours}')
  })
})

import { describe, expect, it } from 'vitest'
import { FRESH_MEMORY, replyTo } from './assistant-replies.ts'

const pet = { category: 'dog', breed: 'Labrador', age: '8 weeks' } as const

describe('assistant replies', () => {
  it('offers the emergency contact and no home visit in an emergency, in every tool', () => {
    for (const tool of ['triage', 'symptom', 'recommender'] as const) {
      expect(replyTo(tool, 'he ate rat poison', pet, FRESH_MEMORY).reply).toMatchObject({ urgency: 'emergency', actions: ['emergency-contact'] })
    }
  })

  it('names the support line in an emergency with the hours from the site settings, and never without them', () => {
    const withHours = replyTo('triage', 'hit by a car', pet, FRESH_MEMORY, { supportHours: '7:30 am to 9 pm' }).reply
    expect(withHours.content).toMatch(/Our phone line can advise you on the way, every day from 7:30 am to 9 pm/)
    expect(replyTo('triage', 'hit by a car', pet, FRESH_MEMORY).reply.content).not.toMatch(/phone line/)
  })

  it('answers a recommender question with the sections asked for and a Book vaccination action', () => {
    const { reply } = replyTo('recommender', 'when are his vaccines due?', pet, FRESH_MEMORY)
    expect(reply.sections?.map((section) => section.heading)).toEqual(['Care plan for your Labrador (8 weeks)', 'Vaccination and deworming', 'Note'])
    expect(reply.actions).toEqual(['book-vaccination'])
  })

  it('keeps the symptom checker’s questions in its memory', () => {
    const first = replyTo('symptom', 'coughing', pet, FRESH_MEMORY)
    expect(first.memory.symptom.answers).toEqual(['coughing'])
    expect(first.reply.content).toMatch(/How long/)
  })
})

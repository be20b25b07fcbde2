import { describe, expect, it } from 'vitest'
import { ASSISTANT_TOOLS } from './tools.ts'

describe('assistant tools', () => {
  it('are the three tools of the spec, with its one-line descriptions', () => {
    expect(ASSISTANT_TOOLS.map((tool) => [tool.id, tool.title, tool.description])).toEqual([
      ['triage', 'Emergency Pet Triage', 'Immediate guidance for pet emergencies'],
      ['symptom', 'Pet Symptom Checker', 'Check symptoms and get recommendations'],
      ['recommender', 'Pet Care Recommender', 'Personalised care recommendations'],
    ])
  })

  it('say what each tool helps with', () => {
    for (const tool of ASSISTANT_TOOLS) expect(tool.helpsWith.length).toBeGreaterThan(0)
  })
})

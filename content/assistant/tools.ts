/** The three assistant tools of the home page (spec sections 1 and 2, 'Pet assistant'). */
export type AssistantToolId = 'triage' | 'symptom' | 'recommender'

export type AssistantTool = {
  id: AssistantToolId
  title: string
  /** The one-line description of spec section 2. */
  description: string
  /** What the tool helps with, shown on its card. */
  helpsWith: readonly string[]
}

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  {
    id: 'triage',
    title: 'Emergency Pet Triage',
    description: 'Immediate guidance for pet emergencies',
    helpsWith: ['How urgent it is, and what to do on the way', 'Heatstroke, poisoning, injuries and breathing trouble', 'When to go to a 24-hour vet straight away'],
  },
  {
    id: 'symptom',
    title: 'Pet Symptom Checker',
    description: 'Check symptoms and get recommendations',
    helpsWith: ['Vomiting, diarrhoea, itching, coughing and more', 'Whether it can wait or needs a vet today', 'What to tell the vet when you book'],
  },
  {
    id: 'recommender',
    title: 'Pet Care Recommender',
    description: 'Personalised care recommendations',
    helpsWith: ['Diet and exercise for your pet’s age and breed', 'Grooming and parasite prevention routines', 'Vaccination and check-up reminders'],
  },
]

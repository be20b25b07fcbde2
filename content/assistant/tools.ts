
/** The three assistant tools of the home page (spec sections 1 and 2, 'Pet assistant'). */
export type AssistantToolId = 'triage' | 'symptom' | 'recommender'

export type AssistantTool = {
  id: AssistantToolId
  title: string
  /** The one-line description of spec section 2. */
  description: string
  /** What the tool helps with, shown on its card. */
  helpsWith: readonly string[]
  /** The toast shown by Start Chat until the tool itself ships (decision 0009). */
  comingSoon: { title: string; description: string }
}

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  {
    id: 'triage',
    title: 'Emergency Pet Triage',
    description: 'Immediate guidance for pet emergencies',
    helpsWith: ['How urgent it is, and what to do on the way', 'Heatstroke, poisoning, injuries and breathing trouble', 'When to go to a 24-hour vet straight away'],
    comingSoon: {
      title: 'Emergency Pet Triage is coming soon',
      description: 'In an emergency, do not wait: go to the nearest 24-hour veterinary hospital now. Our phone line, {supportPhone}, gives advice on the way from {supportHours}.',
    },
  },
  {
    id: 'symptom',
    title: 'Pet Symptom Checker',
    description: 'Check symptoms and get recommendations',
    helpsWith: ['Vomiting, diarrhoea, itching, coughing and more', 'Whether it can wait or needs a vet today', 'What to tell the vet when you book'],
    comingSoon: {
      title: 'Pet Symptom Checker is coming soon',
      description: 'Until then, a vet can look at your pet by video in a slot you book. Book a video consultation.',
    },
  },
  {
    id: 'recommender',
    title: 'Pet Care Recommender',
    description: 'Personalised care recommendations',
    helpsWith: ['Diet and exercise for your pet’s age and breed', 'Grooming and parasite prevention routines', 'Vaccination and check-up reminders'],
    comingSoon: {
      title: 'Pet Care Recommender is coming soon',
      description: 'Until then, our vets are happy to plan your pet’s care at a home visit or by video.',
    },
  },
]

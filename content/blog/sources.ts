import { type GuidelineSource, SOURCES as VACCINATION } from '../../core/health/vaccination-schedules.ts'

/** The guidelines and references the articles are written from (decision 0020). */
const REFERENCES = {
  ...VACCINATION,
  troccapDogs: { title: 'TroCCAP, Guidelines for the diagnosis, treatment and control of canine endoparasites and ectoparasites in the tropics', url: 'https://www.troccap.com/' },
  esccapWorms: { title: 'ESCCAP Guideline 1, Worm control in dogs and cats', url: 'https://www.esccap.org/guidelines/gl1/' },
  wsavaNutrition: { title: 'WSAVA Global Nutrition Guidelines', url: 'https://wsava.org/global-guidelines/global-nutrition-guidelines/' },
  heatstroke: {
    title: 'Hall, Carter and O’Neill, Dogs don’t die just in hot cars: exertional heat-related illness (heatstroke) is a greater threat to UK dogs (Animals 10:8, 2020)',
    url: 'https://doi.org/10.3390/ani10081324',
  },
  felineLifeStage: { title: '2021 AAHA/AAFP Feline Life Stage Guidelines (Journal of Feline Medicine and Surgery 23:3)', url: 'https://doi.org/10.1177/1098612X21993657' },
  icatcare: { title: 'International Cat Care, advice for cat owners', url: 'https://icatcare.org/' },
  poisons: { title: 'ASPCA Animal Poison Control, foods and plants toxic to pets', url: 'https://www.aspca.org/pet-care/animal-poison-control' },
  abcRules: { title: 'Animal Birth Control Rules, 2023 (Animal Welfare Board of India)', url: 'https://awbi.gov.in/' },
  airQuality: { title: 'Central Pollution Control Board, National Air Quality Index', url: 'https://cpcb.nic.in/' },
} satisfies Record<string, GuidelineSource>

/** The sources each article ends with, by slug. */
export const ARTICLE_SOURCES: Readonly<Record<string, readonly GuidelineSource[]>> = {
  'puppy-vaccination-schedule-in-india': [REFERENCES.wsava2024, REFERENCES.wsavaAsia2020, REFERENCES.aaha2022, REFERENCES.napre2021],
  'cat-vaccination-in-india-what-every-cat-parent-should-know': [REFERENCES.aafp2020, REFERENCES.wsava2024, REFERENCES.napre2021],
  'deworming-dogs-and-cats-a-schedule-for-indian-homes': [REFERENCES.troccapDogs, REFERENCES.esccapWorms],
  'tick-fever-in-dogs-a-monsoon-guide-for-delhi-ncr': [REFERENCES.troccapDogs],
  'heatstroke-in-pets-keeping-dogs-and-cats-safe-in-a-delhi-summer': [REFERENCES.heatstroke],
  'what-to-feed-your-indie-dog-a-practical-diet-guide': [REFERENCES.wsavaNutrition, REFERENCES.poisons],
  'adopting-an-indie-dog-the-first-weeks-at-home': [REFERENCES.wsava2024, REFERENCES.troccapDogs, REFERENCES.abcRules],
  'neutering-and-spaying-dogs-common-myths-and-the-facts': [REFERENCES.abcRules, REFERENCES.felineLifeStage],
  'a-first-aid-kit-for-your-dog-or-cat-what-to-keep-and-how-to-use-it': [REFERENCES.poisons, REFERENCES.heatstroke],
  'your-kitten-s-first-weeks-at-home-a-practical-guide': [REFERENCES.aafp2020, REFERENCES.felineLifeStage, REFERENCES.esccapWorms],
  'how-to-groom-your-cat-at-home-brushing-nails-ears-and-teeth': [REFERENCES.icatcare, REFERENCES.felineLifeStage],
  'signs-your-cat-is-unwell-quiet-clues-cat-parents-should-not-miss': [REFERENCES.felineLifeStage, REFERENCES.icatcare],
  'winter-smog-and-your-pet-protecting-dogs-and-cats-in-delhi-ncr': [REFERENCES.airQuality, REFERENCES.poisons],
}

/** The article's content with its Sources section at the end: title and address of each. */
export function withSources(slug: string, content: string): string {
  const sources = ARTICLE_SOURCES[slug] ?? []
  if (sources.length === 0) return content
  return `${content.trimEnd()}\n\n## Sources\n\n${sources.map((source) => `- ${source.title}: ${source.url}`).join('\n')}`
}

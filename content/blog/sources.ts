import { type GuidelineSource, SOURCES as VACCINATION } from '../../core/health/vaccination-schedules.ts'

/** The guidelines and references the articles are written from (decision 0020). */
export const REFERENCES = {
  ...VACCINATION,
  troccapDogs: { title: 'TroCCAP, Guidelines for the diagnosis, treatment and control of canine endoparasites and ectoparasites in the tropics', url: 'https://www.troccap.com/' },
  esccapWorms: { title: 'ESCCAP Guideline 1, Worm control in dogs and cats (6th edition, 2021)', url: 'https://www.esccap.org/guidelines/gl1/' },
  esccapWormsSummary: {
    title: 'Vet Times, Taking control of worms: prevention protocols and education (a summary of ESCCAP 2021)',
    url: 'https://www.vettimes.com/clinical/small-animal/taking-control-of-worms-prevention-protocols-and-education-cpdparasitology',
  },
  esccapVectors: { title: 'ESCCAP Guideline 5, Control of vector-borne diseases in dogs and cats (including Dirofilaria)', url: 'https://www.esccap.org/guidelines/gl5/' },
  heartwormIndia: {
    title: 'Megat Abd Rani et al., A survey of canine filarial diseases of veterinary and public health significance in India (Parasites & Vectors 3:30, 2010)',
    url: 'https://doi.org/10.1186/1756-3305-3-30',
  },
  heartwormSociety: { title: 'American Heartworm Society, Current canine guidelines for the prevention, diagnosis and management of heartworm infection in dogs', url: 'https://www.heartwormsociety.org/veterinary-resources/american-heartworm-society-guidelines' },
  rabiesProphylaxis: { title: 'National Centre for Disease Control (National Rabies Control Programme), National Guidelines for Rabies Prophylaxis, 2019', url: 'https://ncdc.mohfw.gov.in/' },
  rabiesCompendium: {
    title: 'NASPHV, Compendium of Animal Rabies Prevention and Control, 2016 (Journal of the American Veterinary Medical Association 248:5)',
    url: 'https://doi.org/10.2460/javma.248.5.505',
  },
  pyometra: { title: 'Hagman, Pyometra in small animals (Veterinary Clinics of North America: Small Animal Practice 48:4, 2018)', url: 'https://doi.org/10.1016/j.cvsm.2018.03.001' },
  mammaryTumours: {
    title: 'RCVS Knowledge, What is the effect of spaying on mammary tumours in dogs? (on Beauvais et al. 2012)',
    url: 'https://knowledge.rcvs.org.uk/library-and-information-services/keeping-up-with-your-pdp-and-cpd/topics-in-focus/effect-of-spaying-on-mammary-tumours-in-dogs/',
  },
  neuterTiming: {
    title: 'Hart et al., Assisting decision-making on age of neutering for 35 breeds of dogs: associated joint disorders, cancers, and urinary incontinence (Frontiers in Veterinary Science 7:388, 2020)',
    url: 'https://doi.org/10.3389/fvets.2020.00388',
  },
  toads: { title: 'Barbosa et al., Toad poisoning in three dogs: case reports (Journal of Venomous Animals and Toxins 15:4, 2009)', url: 'https://www.scielo.br/j/jvatitd/a/MdHsMhm5MSYrQ4hRY9PWP8S/?lang=en' },
  anaesthesia: {
    title: '2020 AAHA Anesthesia and Monitoring Guidelines for Dogs and Cats, Step 1: Anesthesia begins at home (fasting)',
    url: 'https://www.aaha.org/aaha-guidelines/2020-aaha-anesthesia-and-monitoring-guidelines-for-dogs-and-cats/phase-2-day-of-anesthesia/step-1-anesthesia-begins-at-home/',
  },
  blockedCat: {
    title: 'Tufts Catnip, How to tell when difficulty urinating means taking your cat to the vet tomorrow or right now',
    url: 'https://www.tuftscatnip.com/cathealthandmedicine/how-to-tell-when-difficulty-urinating-means-taking-your-cat-to-the-vet-tomorrow-or-right-now/',
  },
  bloat: { title: 'Northern Arizona Pet Emergency, Bloat: gastric dilatation and volvulus (GDV)', url: 'https://www.nazpetemergency.com/information/common-pet-emergencies/148-bloat-gastric-dilation-and-volvulus-gdv' },
  dentalCare: { title: '2019 AAHA Dental Care Guidelines for Dogs and Cats (Bellows et al., Journal of the American Animal Hospital Association 55:2)', url: 'https://doi.org/10.5326/JAAHA-MS-6933' },
  vetCouncilAct: { title: 'The Indian Veterinary Council Act, 1984', url: 'https://future.indiankanoon.org/doc/692183/' },
  heatstrokeCooling: { title: 'Carter and Hall, Myth busting: cooling hot dogs (heatstroke.dog, on the VetCOT prehospital guidance)', url: 'https://heatstroke.dog/2023/07/20/myth-busting-cooling-hot-dogs/' },
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
  'after-a-dog-or-cat-bite-rabies-first-steps-for-people-and-pets': [REFERENCES.rabiesProphylaxis, REFERENCES.napre2021, REFERENCES.rabiesCompendium, REFERENCES.wsava2024],
  'heartworm-in-dogs-in-india-prevention-that-works': [REFERENCES.heartwormIndia, REFERENCES.heartwormSociety, REFERENCES.esccapVectors],
  'deworming-dogs-and-cats-a-schedule-for-indian-homes': [REFERENCES.esccapWorms, REFERENCES.esccapWormsSummary],
  'tick-fever-in-dogs-a-monsoon-guide-for-delhi-ncr': [REFERENCES.troccapDogs],
  'heatstroke-in-pets-keeping-dogs-and-cats-safe-in-a-delhi-summer': [REFERENCES.heatstroke, REFERENCES.heatstrokeCooling],
  'what-to-feed-your-indie-dog-a-practical-diet-guide': [REFERENCES.wsavaNutrition, REFERENCES.poisons],
  'adopting-an-indie-dog-the-first-weeks-at-home': [REFERENCES.wsava2024, REFERENCES.troccapDogs, REFERENCES.abcRules],
  'neutering-and-spaying-dogs-common-myths-and-the-facts': [REFERENCES.pyometra, REFERENCES.mammaryTumours, REFERENCES.neuterTiming, REFERENCES.abcRules],
  'a-first-aid-kit-for-your-dog-or-cat-what-to-keep-and-how-to-use-it': [REFERENCES.poisons, REFERENCES.heatstroke, REFERENCES.heatstrokeCooling, REFERENCES.toads],
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

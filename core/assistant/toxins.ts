import type { PetCategory } from './pet.ts'
import type { SourceId } from './sources.ts'

/**
 * The toxins the engine knows, as data: each is a concept of the lexicon (lexicon.ts lists the
 * brand names and Indian household products under it), who it poisons and what it does, with
 * its source. Eating, licking, chewing or being given any of them is an emergency.
 */
export type Toxin = { concept: string; name: string; harms: string; species?: readonly PetCategory[]; source: SourceId }

export const TOXINS: readonly Toxin[] = [
  { concept: 'chocolate', name: 'Chocolate (Dairy Milk, KitKat, 5 Star, brownies, cocoa)', harms: 'theobromine: vomiting, a racing heart, fits', source: 'aspca' },
  { concept: 'grape', name: 'Grapes, raisins, kishmish or munakka', harms: 'kidney failure, even from a few', source: 'aspca' },
  { concept: 'onion', name: 'Onion or garlic (including dishes cooked with them)', harms: 'damage to red blood cells and anaemia that shows only after days', source: 'aspca' },
  { concept: 'xylitol', name: 'Xylitol (sugar-free gum, sweets, some peanut butters)', harms: 'a sudden fall in blood sugar and liver failure in dogs', source: 'aspca' },
  { concept: 'ratpoison', name: 'Rat or mouse poison (cakes, pellets, zinc phosphide, bromadiolone)', harms: 'internal bleeding that shows only after days, or fits', source: 'petPoison' },
  { concept: 'insecticide', name: 'Insecticides (mosquito liquid refills and sprays, Baygon, Hit, Laxman Rekha, cockroach gel)', harms: 'drooling, tremors, fits', source: 'petPoison' },
  { concept: 'repellent', name: 'Mosquito coils, mats or agarbatti', harms: 'drooling, vomiting and tremors when much is eaten', source: 'petPoison' },
  { concept: 'household', name: 'Household chemicals (phenyl, Lizol, bleach, kerosene)', harms: 'burns of the mouth and gut, fits, breathing trouble', source: 'petPoison' },
  { concept: 'mothball', name: 'Naphthalene balls, camphor or Odonil blocks', harms: 'damage to red blood cells, vomiting and fits, even from one ball', source: 'petPoison' },
  { concept: 'corrosive', name: 'Toilet and drain cleaners and acids (Harpic, tezaab)', harms: 'burns of the mouth, throat and gut, even from a little', source: 'petPoison' },
  { concept: 'humanmed', name: 'Human painkillers and medicines (paracetamol/Crocin/Dolo, ibuprofen/Combiflam, diclofenac, aspirin)', harms: 'liver and red-cell damage (paracetamol kills cats), stomach ulcers and kidney failure', source: 'aspca' },
  { concept: 'painbalm', name: 'Pain balms, gels and sprays (Iodex, Volini, Moov, Zandu, Amrutanjan, Tiger Balm)', harms: 'methyl salicylate (an aspirin) and camphor: vomiting, stomach ulcers, kidney damage, and fits from larger amounts', source: 'aspca' },
  { concept: 'toxicplant', name: 'Poisonous plants (oleander/kaner, datura, dieffenbachia)', harms: 'heart rhythm trouble, vomiting, drooling', source: 'aspca' },
  { concept: 'alcohol', name: 'Alcohol', harms: 'low blood sugar, collapse', source: 'aspca' },
  { concept: 'nicotine', name: 'Cigarettes, bidis, gutka or tobacco', harms: 'vomiting, tremors, a racing heart', source: 'aspca' },
  { concept: 'drug', name: 'Cannabis (ganja, bhang)', harms: 'wobbliness, dribbling urine, collapse', source: 'aspca' },
  { concept: 'firecracker', name: 'Firecrackers (unburst crackers, gunpowder)', harms: 'vomiting, a swollen belly, fits', source: 'petPoison' },
  { concept: 'glycol', name: 'Antifreeze or radiator coolant (ethylene glycol)', harms: 'kidney failure within a day, even from a lick', source: 'aspca' },
  { concept: 'vitamind', name: 'Vitamin D tablets or sachets (cholecalciferol)', harms: 'a high blood calcium that damages the kidneys and heart', source: 'aspca' },
  { concept: 'caffeine', name: 'Coffee or caffeine', harms: 'restlessness, a racing heart, tremors', source: 'aspca' },
  { concept: 'essentialoil', name: 'Essential oils (tea tree, eucalyptus, peppermint, clove)', harms: 'drooling, wobbling and liver damage in cats, from the fur or a lick', species: ['cat'], source: 'aspca' },
  { concept: 'lily', name: 'Lilies (any part, even pollen or vase water)', harms: 'kidney failure in cats within days', species: ['cat'], source: 'icatcare' },
  { concept: 'dogspoton', name: 'A dog flea or tick product (permethrin) on or licked by a cat', harms: 'tremors and fits in cats', species: ['cat'], source: 'icatcare' },
  { concept: 'spoton', name: 'Permethrin or another dog-only flea and tick product', harms: 'tremors and fits in cats', species: ['cat'], source: 'icatcare' },
  { concept: 'toad', name: 'A toad licked or bitten', harms: 'drooling, a racing heart, fits', source: 'merck' },
]

/** The toxins that poison every pet: with a word of eating, licking or giving they are an emergency. */
export const EXPOSURE_TOXINS = TOXINS.filter((toxin) => !toxin.species && toxin.concept !== 'toad').map((toxin) => toxin.concept)
/** Toxins whose harm depends on the dose: a lick or a crumb the owner calls small is a vet today, not now. */
export const DOSE_DEPENDENT_TOXINS = ['chocolate', 'onion', 'caffeine', 'household', 'alcohol', 'repellent', 'painbalm']
export const INGESTION = ['eat', 'swallow', 'lick', 'chew', 'drink', 'give', 'grab']
/** The human medicines an owner may think of giving: every reply that names one carries the warning. */
export const HUMAN_MEDICINE_WARNING =
  'Never give your pet paracetamol (Crocin, Dolo, Calpol), ibuprofen (Brufen, Combiflam), diclofenac, aspirin or any other human medicine unless a vet prescribes it: a single paracetamol tablet can kill a cat, and these painkillers cause stomach ulcers and kidney failure in dogs.'

/** The pet details of the assistant dialog (spec section 3): 7 categories, breed and age as typed. */
export const PET_CATEGORIES = ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'other'] as const
export type PetCategory = (typeof PET_CATEGORIES)[number]

export const PET_CATEGORY_LABELS: Record<PetCategory, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  hamster: 'Hamster',
  fish: 'Fish',
  other: 'Other',
}

export type AssistantPet = { category: PetCategory; breed: string; age: string }

/**
 * Breeds with short muzzles (brachycephalic), who overheat and run out of breath sooner
 * (RVC VetCompass BOAS research; International Cat Care on flat-faced cats).
 */
const FLAT_FACED = /\b(pug|bull ?dog|french ?ie|frenchie|shih ?tzu|shitzu|boxer|boston|pekingese|pekinese|lhasa|cavalier|persian|himalayan|exotic)/i

export function isFlatFaced(breed: string): boolean {
  return FLAT_FACED.test(breed)
}

/** Toy and small breeds, usually under 10 kg: a small amount of a dose-dependent toxin is a larger dose for them. */
const SMALL_BREED = /\b(pom|pomeranian|chihuahua|maltese|yorkie|yorkshire|shih ?tzu|shitzu|lhasa|pekingese|pekinese|papillon|toy|mini|miniature|pug|spitz|dachshund|daschund|bichon|havanese|cavalier)/i

export function isSmallBreed(breed: string): boolean {
  return SMALL_BREED.test(breed)
}

/** The references each rule of the assistant is written from, named so a vet can check them. */
export const SOURCES = {
  aahaTriage: 'AAHA/ACVECC guidance on veterinary emergencies (signs that need a vet now)',
  merck: 'Merck Veterinary Manual, emergency medicine and toxicology chapters',
  aspca: 'ASPCA Animal Poison Control Center, foods and medicines toxic to pets',
  petPoison: 'Pet Poison Helpline toxin list (rodenticides, insecticides, household products)',
  icatcare: 'International Cat Care: lilies and permethrin poisoning, urinary blockage in male cats',
  boas: 'RVC VetCompass and Cambridge BOAS research on flat-faced (brachycephalic) breeds and heat',
  wsava: 'WSAVA Vaccination Guidelines (2024) and WSAVA Global Nutrition Guidelines',
  aaha: 'AAHA Canine Life Stage and AAHA/AAFP Feline Life Stage Guidelines',
  troccap: 'TroCCAP guidelines for parasites of dogs and cats in the tropics (deworming in India)',
  indiaRabies: 'National Rabies Control Programme, India (rabies vaccination of pets)',
  rabbit: 'Merck Veterinary Manual, rabbits: gastrointestinal stasis',
} as const

export type SourceId = keyof typeof SOURCES

export const BRAND = 'PetVaidya'
export const DEFAULT_TITLE = `${BRAND} - Professional Pet Healthcare Services`
export const DEFAULT_DESCRIPTION =
  'Vets at home, at a clinic or by video for dogs and cats in Gurgaon, Delhi, Noida, Ghaziabad and Faridabad. Vaccination, check-ups, lab tests, grooming and surgery, booked online.'
export const DEFAULT_KEYWORDS =
  'vet home visit, veterinarian near me, dog vaccination, cat vaccination, pet clinic Gurgaon, pet doctor Delhi NCR'
export const MARKETING_CLAIMS = [
  '1000+ pet owners',
  '4.5+ rating',
  '5+ cities',
  'Registered vets',
  'Certified vets',
  'No hidden fees',
] as const

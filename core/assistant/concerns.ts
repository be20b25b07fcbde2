import type { SourceId } from './sources.ts'

/**
 * Signs that are not an emergency on their own: what they may point to (for a talk with a vet,
 * never a diagnosis) and the home care that is safe meanwhile. `soon` ones need a vet within
 * 24 hours; the others are routine unless they last or worsen.
 */
export type Concern = {
  id: string
  label: string
  urgency: 'soon' | 'routine'
  patterns: readonly RegExp[]
  causes: readonly string[]
  homeCare: readonly string[]
  source: SourceId
}

export const CONCERNS: readonly Concern[] = [
  {
    id: 'vomiting',
    label: 'Vomiting',
    urgency: 'soon',
    patterns: [/\b(vomit|vomitt|vomt|vommit|throw(ing)? up|threw up|puk(e|ing|ed)|ulti|ultee|उल्टी)/],
    causes: ['eating something unsuitable or spoiled', 'a stomach infection or worms', 'a swallowed object', 'pancreatitis or kidney trouble (in older pets)'],
    homeCare: ['Offer small sips of water often; no food for a few hours, then a little plain boiled rice with boiled chicken.'],
    source: 'merck',
  },
  {
    id: 'diarrhoea',
    label: 'Diarrhoea',
    urgency: 'soon',
    patterns: [/\b(diarr?h?o?e?a|diarhea|diarrea|loose (motion|stool|potty|poo)|watery (stool|poo|potty)|dast|patla (potty|mal)|दस्त)/],
    causes: ['a sudden change of food', 'worms or giardia', 'a stomach infection such as parvovirus in unvaccinated puppies'],
    homeCare: ['Keep fresh water in reach and watch that your pet drinks; offer small bland meals.'],
    source: 'merck',
  },
  {
    id: 'blood-in-stool',
    label: 'Blood in stool or urine',
    urgency: 'soon',
    patterns: [/\bblood(y)? (in )?(the )?(stool|poo|poop|potty|motion|urine|pee)|\b(stool|potty|urine|pee) (with|has) blood|\b(potty|peshab|susu) (me|mein) khoo?n/],
    causes: ['colitis or worms', 'a urinary infection or bladder stones', 'parvovirus in unvaccinated puppies'],
    homeCare: ['Collect a fresh sample in a clean container for the vet.'],
    source: 'merck',
  },
  {
    id: 'not-eating',
    label: 'Not eating',
    urgency: 'soon',
    patterns: [/\b(not eating|isnt eating|hasnt eaten|has not eaten|hasnt eat|not ate|wont eat|refus(es|ing) (to eat|food)|stopped eating|no appetite|off (his |her )?food|khana (nahi|nahin|nhi|band|chhod)|kuch (nahi|nhi) kha|खाना (नहीं|बंद))/],
    causes: ['pain, fever or an upset stomach', 'dental trouble', 'tick fever (common in India)', 'stress or a change at home'],
    homeCare: ['Offer a small portion of a favourite food, slightly warmed; keep water within reach.'],
    source: 'aaha',
  },
  {
    id: 'lethargy',
    label: 'Low energy',
    urgency: 'soon',
    patterns: [/\b(letharg|lethargic|dull|weak|weakness|no energy|very tired|sleeping all day|sust|susst|kamzor|suss?t pad|सुस्त|कमजोर)/],
    causes: ['fever or infection', 'tick fever (ehrlichia or babesia)', 'pain', 'anaemia'],
    homeCare: ['Let your pet rest somewhere cool and quiet, with water in reach.'],
    source: 'aaha',
  },
  {
    id: 'fever',
    label: 'Fever',
    urgency: 'soon',
    patterns: [/\b(fever|bukhar|bukhaar|temperature|hot ears|बुखार)/],
    causes: ['an infection', 'tick fever', 'a reaction after a vaccine (usually mild, for a day)'],
    homeCare: ['Keep your pet in a cool room with water; do not give paracetamol or any human fever medicine.'],
    source: 'merck',
  },
  {
    id: 'limping',
    label: 'Limping',
    urgency: 'soon',
    patterns: [/\b(limp(ing|s)?|lame|not putting weight|holding up (his |her )?(paw|leg)|langda|lagda|लंगड़ा)/],
    causes: ['a sprain or thorn in the paw', 'a torn knee ligament', 'joint disease in older pets'],
    homeCare: ['Rest on a non-slip floor, short lead walks only; check the paw for a thorn or cut.'],
    source: 'aaha',
  },
  {
    id: 'coughing',
    label: 'Coughing or sneezing',
    urgency: 'soon',
    patterns: [/\b(cough|coughing|khansi|khaansi|sneez|chheenk|खांसी)/],
    causes: ['kennel cough or cat flu', 'an allergy to dust or smoke', 'heart or lung disease in older pets'],
    homeCare: ['Use a harness instead of a collar and keep your pet away from smoke and incense.'],
    source: 'merck',
  },
  {
    id: 'wound',
    label: 'A wound or swelling',
    urgency: 'soon',
    patterns: [/\b(wound|cut|injury|injured|swelling|swollen|lump|abscess|maggot|keede|kide|ghav|ghaav|chot|घाव|चोट)/],
    causes: ['a bite or scratch that may be infected', 'an abscess', 'a lump a vet should check with a needle sample'],
    homeCare: ['Rinse the area with clean lukewarm water, keep it dry and stop your pet licking it.'],
    source: 'merck',
  },
  {
    id: 'itching',
    label: 'Itching or skin trouble',
    urgency: 'routine',
    patterns: [/\b(itch|itching|scratching|khujli|khujlee|rash|hair ?fall|hair loss|fur loss|dandruff|flea|fleas|tick|ticks|kilni|chichdi|खुजली)/],
    causes: ['fleas, ticks or mites', 'a food or dust allergy', 'a fungal or bacterial skin infection (common in the monsoon)'],
    homeCare: ['Check the skin and coat for ticks and fleas; keep the coat dry after baths and walks in the rain.'],
    source: 'troccap',
  },
  {
    id: 'ears-eyes',
    label: 'Ears or eyes',
    urgency: 'routine',
    patterns: [/\b(ear|ears|kaan|eye discharge|watery eyes?|red eyes?|tear stain|goopy)/],
    causes: ['an ear infection or mites', 'an allergy', 'a blocked tear duct'],
    homeCare: ['Wipe only the outer ear and around the eyes with a soft damp cloth; nothing inside the ear canal.'],
    source: 'merck',
  },
]

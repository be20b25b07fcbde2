import type { Condition } from './red-flags.ts'
import type { SourceId } from './sources.ts'
import { EXPOSURE_TOXINS } from './toxins.ts'

/**
 * Signs that are not an emergency on their own: what they may point to (for a talk with a vet,
 * never a diagnosis) and the home care that is safe meanwhile. `soon` ones need a vet today; the
 * others are routine unless they last or worsen. Written in concepts, as the red flags are.
 */
export type Concern = {
  id: string
  label: string
  urgency: 'soon' | 'routine'
  when: readonly Condition[]
  causes: readonly string[]
  homeCare: readonly string[]
  source: SourceId
  /** The owner may call it mild ('vomited once', 'a little cough'): then it is routine. */
  mildable?: boolean
  /** A worry about something within reach, not a sign the pet shows: not counted as one of several signs. */
  notASign?: boolean
  /** Left out of an emergency reply that already names it under these red flags. */
  coveredBy?: readonly string[]
}

export const CONCERNS: readonly Concern[] = [
  {
    id: 'vomiting',
    mildable: true,
    label: 'Vomiting',
    urgency: 'soon',
    when: [{ all: [['vomit', 'retch']] }],
    causes: ['eating something unsuitable or spoiled', 'a stomach infection or worms', 'a swallowed object', 'pancreatitis or kidney trouble (in older pets)'],
    homeCare: ['Offer small sips of water often; no food for a few hours, then a little plain boiled rice with boiled chicken.'],
    source: 'merck',
  },
  {
    id: 'diarrhoea',
    mildable: true,
    label: 'Diarrhoea',
    urgency: 'soon',
    when: [{ all: [['diarrhoea']] }],
    causes: ['a sudden change of food', 'worms or giardia', 'a stomach infection such as parvovirus in unvaccinated puppies'],
    homeCare: ['Keep fresh water in reach and watch that your pet drinks; offer small bland meals.'],
    source: 'merck',
  },
  {
    id: 'blood-in-stool',
    label: 'Blood in stool or urine',
    urgency: 'soon',
    when: [{ all: [['blood', 'bleed'], ['stool', 'pee', 'diarrhoea']] }, { all: [['haematuria']] }],
    causes: ['colitis or worms', 'a urinary infection or bladder stones', 'parvovirus in unvaccinated puppies'],
    homeCare: ['Collect a fresh sample in a clean container for the vet.'],
    source: 'merck',
  },
  {
    id: 'not-eating',
    label: 'Not eating or drinking',
    urgency: 'soon',
    when: [{ all: [['anorexia', 'adipsia']] }],
    causes: ['pain, fever or an upset stomach', 'dental trouble', 'tick fever (common in India)', 'stress or a change at home'],
    homeCare: ['Offer a small portion of a favourite food, slightly warmed; keep water within reach.'],
    source: 'aaha',
  },
  {
    id: 'lethargy',
    mildable: true,
    label: 'Low energy',
    urgency: 'soon',
    when: [{ all: [['weak', 'shake', 'twitch']] }],
    causes: ['fever or infection', 'tick fever (ehrlichia or babesia)', 'pain', 'anaemia'],
    homeCare: ['Let your pet rest somewhere cool and quiet, with water in reach.'],
    source: 'aaha',
  },
  {
    id: 'fever',
    label: 'Fever',
    urgency: 'soon',
    when: [{ all: [['fever']], none: ['vaccine'] }],
    causes: ['an infection', 'tick fever', 'a reaction after a vaccine (usually mild, for a day)'],
    homeCare: ['Keep your pet in a cool room with water; do not give paracetamol or any human fever medicine.'],
    source: 'merck',
  },
  {
    id: 'limping',
    label: 'Limping or pain',
    urgency: 'soon',
    when: [{ all: [['lameness', 'limp', 'pain', 'cry']] }],
    causes: ['a sprain or thorn in the paw', 'a torn knee ligament', 'joint or back pain, most of all in older pets'],
    homeCare: ['Rest on a non-slip floor, short lead walks only; check the paw for a thorn or cut.'],
    source: 'aaha',
  },
  {
    id: 'coughing',
    mildable: true,
    label: 'Coughing, sneezing or noisy breathing',
    urgency: 'soon',
    when: [{ all: [['cough', 'sneeze', 'pant', 'breathe']] }],
    causes: ['kennel cough or cat flu', 'an allergy to dust or smoke', 'heart or lung disease in older pets'],
    homeCare: ['Use a harness instead of a collar and keep your pet away from smoke and incense.'],
    source: 'merck',
  },
  {
    id: 'wound',
    label: 'A wound, swelling, bite or fall',
    urgency: 'soon',
    when: [{ all: [['wound', 'swollen', 'lump', 'bitten', 'attack', 'hit', 'fall', 'bleed', 'blood', 'broken', 'sting', 'snake', 'burn', 'bloat', 'nosebled', 'prolapse']] }],
    causes: ['a bite or scratch that may be infected', 'an abscess', 'a lump a vet should check with a needle sample', 'a bruise or sprain after a knock'],
    homeCare: ['Rinse the area with clean lukewarm water, keep it dry and stop your pet licking it.'],
    source: 'merck',
  },
  {
    id: 'other-signs',
    label: 'Signs a vet should check',
    urgency: 'soon',
    when: [
      { all: [['unwell', 'drool', 'discharge', 'yellow', 'pale', 'strain', 'nostool', 'constipation', 'restless', 'seizure', 'parvo', 'distemper', 'toad', 'poison', 'jaundice', 'stuck', 'polydipsia', 'polyuria', 'weightloss', 'hide', 'ataxia', 'confused', 'stiff', 'insulin', 'brokentooth', 'headtilt', 'mildconstipation']] },
      { all: [['eye'], ['red', 'squint', 'swollen', 'pain', 'wound', 'cloudy', 'stop']] },
      // A cat peeing in puddles, or on the bed, a carpet or the sofa, instead of the tray: often a bladder that hurts (cystitis).
      { all: [['housesoiling']], species: ['cat'] },
    ],
    causes: ['an infection', 'pain or a problem inside that only an examination can find'],
    homeCare: ['Keep your pet calm and indoors, with water in reach, and note when each sign began.'],
    source: 'aahaTriage',
  },
  {
    id: 'possible-poison',
    label: 'Something poisonous within reach',
    urgency: 'soon',
    when: [
      { all: [[...EXPOSURE_TOXINS.filter((toxin) => toxin !== 'firecracker'), 'toad', 'object', 'battery']], exposure: true },
      { all: [['lily', 'dogspoton', 'spoton']], exposure: true, species: ['cat'] },
    ],
    coveredBy: ['poisoning', 'swallowed-object'],
    notASign: true,
    causes: ['a poisoning that shows only after hours or days'],
    homeCare: ['Put the product or food out of reach and keep its packet for the vet.'],
    source: 'aspca',
  },
  {
    id: 'swallowed-bone',
    label: 'A bone swallowed',
    urgency: 'soon',
    when: [{ all: [['bone'], ['eat', 'swallow']], exposure: true }],
    coveredBy: ['swallowed-object'],
    notASign: true,
    causes: ['a splinter that can pierce or block the gut, which shows only after hours or days'],
    homeCare: ['Offer small soft meals and watch the stool; go now if your pet retches, vomits, strains, stops eating or has a painful belly.'],
    source: 'merck',
  },
  {
    id: 'human-medicine',
    label: 'A human medicine',
    urgency: 'soon',
    when: [{ all: [['humanmed']] }, { all: [['pill'], ['give']] }],
    coveredBy: ['poisoning'],
    notASign: true,
    causes: ['the pain or fever you want to treat, whose cause a vet needs to find'],
    homeCare: ['Give no medicine until a vet has examined your pet and prescribed one made for pets.'],
    source: 'aspca',
  },
  {
    id: 'itching',
    label: 'Itching or skin trouble',
    urgency: 'routine',
    when: [{ all: [['itch', 'parasite', 'keede']] }],
    causes: ['fleas, ticks or mites', 'a food or dust allergy', 'a fungal or bacterial skin infection (common in the monsoon)'],
    homeCare: ['Check the skin and coat for ticks and fleas; keep the coat dry after baths and walks in the rain.'],
    source: 'troccap',
  },
  {
    id: 'ears-eyes',
    label: 'Ears or eyes',
    urgency: 'routine',
    when: [{ all: [['ear', 'eye']] }],
    causes: ['an ear infection or mites', 'an allergy', 'a blocked tear duct'],
    homeCare: ['Wipe only the outer ear and around the eyes with a soft damp cloth; nothing inside the ear canal.'],
    source: 'merck',
  },
]

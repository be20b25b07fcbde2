import type { PetCategory } from './pet.ts'
import type { SourceId } from './sources.ts'
import { DOSE_DEPENDENT_TOXINS, EXPOSURE_TOXINS, INGESTION } from './toxins.ts'

/**
 * The signs that send a pet to a vet now, as data (DESIGN.md: the engine's rule tables are data
 * with their sources). A sign is written in concepts, not phrases: each condition lists groups of
 * concept words (lexicon.ts) of which one from every group must be in the same sentence, not
 * negated; the pet's species, age and face shape join the words of every sentence as context.
 */
export type Condition = {
  all: readonly (readonly string[])[]
  /** Where the groups must meet: one clause, one sentence (the default) or the whole message. */
  scope?: 'clause' | 'sentence' | 'message'
  species?: readonly PetCategory[]
  /** Something eaten, applied or met: not read in a general question ('can dogs eat grapes?'). */
  exposure?: boolean
  /** Only when the owner says it already happened ('ate', 'swallowed', 'kha liya'). */
  past?: boolean
  /** Not when the same sentence calls it mild ('a small scratch', 'thoda sa'). */
  unlessMild?: boolean
  /** None of these in the sentence ('parvo' next to 'vaccine' is a question about a vaccine). */
  none?: readonly string[]
  /** None of these anywhere in the message: a purple tongue with a coloured syrup named a sentence before is a stain. */
  noneInMessage?: readonly string[]
}

export type RedFlag = {
  id: string
  label: string
  when: readonly Condition[]
  onTheWay: readonly string[]
  doNot: readonly string[]
  source: SourceId
}

const BREATHING_TROUBLE = ['trouble', 'fast', 'noisy', 'hard', 'cant', 'much', 'swollen', 'stuck', 'stop', 'pain', 'belly', 'openmouth', 'dyspnoea']
const URINE_TROUBLE = ['strain', 'trouble', 'cant', 'try', 'drop', 'again', 'pain', 'cry']
const DOG_AND_CAT: readonly PetCategory[] = ['dog', 'cat']
/** What a bone eaten shows when it has stuck or pierced: retching, pawing at the mouth, blood, pain, no appetite... */
const BONE_SIGNS = ['vomit', 'retch', 'choke', 'stuck', 'hang', 'pain', 'cry', 'blood', 'bleed', 'anorexia', 'weak', 'mouthpaw', 'drool', 'belly', 'cough', 'dyspnoea', 'restless', 'again', 'collapse']

export const RED_FLAGS: readonly RedFlag[] = [
  {
    id: 'breathing',
    label: 'Breathing difficulty or blue gums',
    when: [
      { all: [['apnoea', 'dyspnoea']] },
      // Not fast breathing in a dream, the legs paddling as if running, nor a snort the owner (or the vet before) calls reverse sneezing,
      // nor snoring in sleep ('saans ki awaaz sote time, kharate jaise'); snoring sounds while awake and struggling are not that.
      { all: [['breathe'], BREATHING_TROUBLE], scope: 'clause', none: ['always', 'sleepdream', 'sleepsnore'], noneInMessage: ['reversesneeze'] },
      { all: [['gum', 'tongue'], ['pale']], scope: 'clause' },
      { all: [['gum', 'tongue'], ['blue']], scope: 'clause', noneInMessage: ['stainfood'] },
      { all: [['openmouth'], ['breathe', 'pant']] },
      { all: [['pant', 'openmouth']], species: ['cat'] },
      { all: [['pant'], ['flatface'], ['much', 'fast', 'trouble', 'noisy', 'hard', 'openmouth', 'again']] },
      // A flat-faced dog snoring while awake and breathing with its mouth open: the airway is closing.
      { all: [['flatface'], ['noisy'], ['openmouth']] },
      { all: [['stuck'], ['throat', 'mouth']] },
      { all: [['seemsstuck'], ['retch', 'mouthpaw', 'drool', 'choke', 'dyspnoea', 'blue']] },
      { all: [['mouthpaw'], ['swallow', 'object', 'bone', 'choke', 'retch']] },
      { all: [['choke']], none: ['reversesneeze'], scope: 'message' },
      // A fire told in one sentence, smoke and a cough in the next: 'a short circuit fire ... keeps coughing, his breath smells of smoke'.
      { all: [['fire', 'aag'], ['smoke', 'smokefire'], ['cough', 'dyspnoea', 'breathe', 'halitosis']], scope: 'message' },
      // A stick or bone stuck in the throat; smoke from a fire with a cough or fast breathing; milk gone into a newborn's lungs.
      { all: [['throatstuck']] },
      { all: [['smokefire'], ['cough', 'breathe', 'collapse', 'drool']], scope: 'message' },
      // A gas leak in a shut room, then any sign: carbon monoxide or LPG ('cylinder leak hua, cat confused, cherry red gums').
      { all: [['gasleak'], ['cough', 'breathe', 'dyspnoea', 'collapse', 'drool', 'confused', 'weak', 'unconscious', 'vomit', 'red', 'ataxia', 'sleep']], scope: 'message' },
      { all: [['aspiration']] },
      { all: [['swollen'], ['face', 'mouth', 'throat', 'neck', 'tongue'], ['breathe', 'dyspnoea', 'sting', 'vaccine', 'vomit', 'collapse']] },
    ],
    onTheWay: ['Keep your pet calm and cool, in the position they breathe most easily; do not hold the mouth shut.', 'Keep the neck free: take off the collar and harness.'],
    doNot: ['Do not put your fingers deep into the throat unless you can see the object and lift it out easily.'],
    source: 'aahaTriage',
  },
  {
    id: 'collapse',
    label: 'Collapse, unresponsiveness or legs that stopped working',
    when: [
      // 'Heart attack' told, not guessed: the owner's word for a collapse.
      { all: [['collapse', 'unconscious', 'immobile', 'paralysed', 'heartattack']] },
      { all: [['leg', 'hind'], ['drag', 'failing', 'paralysed']] },
      { all: [['legclot']] },
      { all: [['sudden'], ['weak', 'ataxia', 'lameness', 'failing'], ['hind']] },
      { all: [['weak'], ['pale', 'cold', 'blue']], scope: 'clause' },
      { all: [['coldbody'], ['weak', 'immobile', 'stand', 'collapse', 'lethargy']], scope: 'message' },
      { all: [['ataxia']], unlessMild: true, noneInMessage: ['sedative'] },
      { all: [['headpress']], none: ['sleep'] },
      // A head tilt with an ear named (pain, infection, a swollen flap) is the ear, a vet today; without one, the balance organ or brain.
      { all: [['headtilt']], none: ['ear'], scope: 'message' },
      // Pupils of different sizes: the brain, after a knock or without one.
      { all: [['anisocoria']] },
      // Not a diabetic whose dose was left out because he did not eat, as the vet said to ('so I skipped the evening insulin').
      { all: [['insulin'], ['weak', 'twitch', 'ataxia', 'seizure', 'shake', 'unconscious', 'collapse', 'vomit', 'anorexia']], noneInMessage: ['insulinskipped'] },
      { all: [['insulin'], ['again', 'much', 'pill2', 'twice', 'double', 'dobara', 'mistake'], ['twitch', 'ataxia', 'seizure', 'shake', 'unconscious', 'collapse', 'weak']], scope: 'message' },
      // A double dose of insulin already given drops the sugar within hours, before any sign: 'both gave insulin by mistake, so double dose'.
      { all: [['insulin'], ['twice', 'double', 'dobara'], ['give', 'mistake', 'inject']], scope: 'message', exposure: true, past: true },
      // Told in another tense or sentence: 'gave insulin by mistake ... full dose twice'.
      { all: [['insulinoverdose'], ['insulin']], scope: 'message', exposure: true, noneInMessage: ['insulinskipped'] },
    ],
    onTheWay: ['Carry your pet flat on a board, blanket or mat, keeping the head and neck in line.', 'Keep them warm, unless they are hot from the sun.'],
    doNot: ['Do not pour water or food into the mouth of a pet who cannot swallow.'],
    source: 'aahaTriage',
  },
  {
    id: 'allergic-reaction',
    label: 'A severe allergic reaction (swelling or hives after a sting, a bite or a vaccine)',
    when: [
      // Not the swelling where the needle went in, with a pup a bit sleepy after it.
      { all: [['swollen'], ['vaccine', 'sting', 'bite'], ['vomit', 'dyspnoea', 'collapse', 'weak', 'much', 'face', 'diarrhoea', 'pale']], none: ['injectionsite'] },
      // A sting told in one sentence, the face, lips or eyes swelling in the next.
      { all: [['faceswollen'], ['sting']], scope: 'message' },
      { all: [['sting'], ['much', 'again', 'face', 'mouth', 'throat', 'tongue']], none: ['mild'] },
      // A face that swells suddenly, or hives with puffy eyes: the throat may follow.
      { all: [['swollen'], ['face', 'eye', 'mouth', 'throat', 'tongue'], ['sudden', 'hives', 'much']], unlessMild: true },
    ],
    onTheWay: ['Keep your pet calm and cool; if a sting is still in the skin, scrape it off sideways with a card.'],
    doNot: ['Do not give any human antihistamine or other tablet.'],
    source: 'merck',
  },
  {
    id: 'seizure',
    label: 'Seizure (fit)',
    when: [
      { all: [['seizure']] },
      // Foam at the mouth, unless it was vomited ('vomited a bit of grass with foam').
      { all: [['foam']], none: ['vomit', 'retch', 'bitter', 'dewormer'] },
      { all: [['jerks']], none: ['sleep', 'hiccup', 'hiccups', 'hic', 'hichki', 'hichkiyan', 'hichkee', 'hichkiya', 'bath', 'bathe', 'bathing', 'nahla', 'nahlana'] },
      // Not the shivering of a small dog in a winter morning or when guests come ('shivers a lot in this winter').
      { all: [['twitch', 'shake'], ['much', 'collapse', 'unconscious', 'fall', 'again', 'drool', 'stiff']], noneInMessage: ['hiccup'], none: ['sleep', 'hiccup', 'hiccups', 'hic', 'hichki', 'hichkiyan', 'hichkee', 'hichkiya', 'bath', 'bathe', 'bathing', 'nahla', 'nahlana', 'winter', 'winters', 'sardi', 'sardiyon', 'guests', 'mehmaan'] },
      { all: [['distemper'], ['twitch', 'shake', 'seizure', 'weak']] },
      // A mother nursing a litter who trembles, stiffens or walks stiffly: low blood calcium (eclampsia).
      { all: [['nursingmother'], ['shake', 'twitch', 'stiff', 'seizure', 'ataxia']], scope: 'message' },
      // Shaking and paddling on the floor, wetting itself.
      { all: [['twitch'], ['shake'], ['pee', 'floor', 'fall']], none: ['sleep'] },
      { all: [['stiff'], ['fall', 'collapse', 'unconscious', 'foam', 'twitch', 'shake']], none: ['sleep', 'hind', 'old'] },
    ],
    onTheWay: ['Move furniture away and keep your hands clear of the mouth; time the fit.', 'Once it stops, keep your pet cool, quiet and in a dim room while you travel.'],
    doNot: ['Do not hold the tongue or put anything in the mouth: pets do not swallow their tongues.'],
    source: 'merck',
  },
  {
    id: 'bloat',
    label: 'Swollen, hard belly or retching without bringing anything up (bloat)',
    when: [
      // Not a gag once, then fine: 'gagged once on a carrot piece, then fine, eating'.
      { all: [['bloat', 'retch']], species: ['dog'], unlessMild: true },
      // A little foam is no mild sign when the retching goes on or the dog is restless: 'trying to vomit for 1 hr, only bit of white foam'.
      { all: [['bloat', 'retch'], ['again', 'hour', 'restless', 'pain', 'weak', 'belly', 'collapse', 'drool']], species: ['dog'], scope: 'message' },
      // Not a pup's pot belly while it eats and plays, nor a pregnant bitch's.
      { all: [['belly'], ['swollen', 'hard']], scope: 'clause', species: ['dog'], none: ['pee', 'litter', 'strain', 'anuria', 'eatswell', 'playing', 'pregnant', 'umbilicus', 'hernia', 'navel'] },
      // A hard belly in a pet straining to pee is a full bladder: that is the urinary flag, not bloat.
      { all: [['belly', 'bloat'], ['swollen', 'hard', 'bloat'], ['pain', 'cry', 'restless', 'retch', 'weak', 'vomit', 'breathe', 'collapse']], none: ['pee', 'litter', 'strain', 'anuria', 'drop'] },
    ],
    onTheWay: ['Go straight to a clinic that can operate: a twisted stomach needs surgery within hours.'],
    doNot: ['Do not give food, water or any medicine for gas.'],
    source: 'merck',
  },
  {
    id: 'urinary-blockage',
    label: 'Straining with little or no urine (a blocked bladder; male cats most at risk)',
    when: [
      { all: [['anuria']] },
      // Not a drip in sleep (a spayed bitch's leak): 'sote hue susu tapka deta h'.
      { all: [['pee'], URINE_TROUBLE.filter((word) => word !== 'again')], scope: 'clause', none: ['sleep', 'incontinence'] },
      // Peeing again and again: in a cat, a blockage until shown otherwise; in a dog, usually cystitis unless it strains or little comes.
      { all: [['pee'], ['again']], species: ['cat'], scope: 'clause' },
      { all: [['litter'], ['strain', 'again', 'cry', 'try', 'trouble', 'pain', 'nothing']] },
      // Squatting or lifting a leg with nothing coming out; a male cat sitting in the tray.
      { all: [['pee', 'litter', 'squatting', 'squat', 'sink', 'leg'], ['nothingout']], scope: 'message', none: ['stool', 'constipation'] },
      { all: [['oliguria']], species: ['cat'], scope: 'message' },
      { all: [['male'], ['litter'], ['sitting', 'sit', 'squatting', 'squat']], species: ['cat'], scope: 'message', none: ['prevent', 'habit', 'always', 'sleep', 'sleeping', 'play', 'playing'] },
      // A male cat going again and again, leaving only wet spots and licking himself: the urethra may be blocking.
      { all: [['drop'], ['again'], ['genital'], ['male', 'boy']], species: ['cat'], scope: 'message' },
      // A male cat straining with nothing coming, whatever the owner calls it ('just constipated, trying 2 days, nothing').
      { all: [['male'], ['try', 'strain'], ['nothing', 'nothingout']], species: ['cat'], scope: 'message' },
      // A male cat hiding or crying, licking himself, his belly hard or sore.
      { all: [['genital'], ['male', 'boy'], ['cry', 'hide', 'pain', 'strain'], ['belly', 'hard', 'swollen', 'pain']], species: ['cat'], scope: 'message' },
      // Not the dribble of an excited puppy: 'dribbles when guests come'.
      { all: [['drop'], ['pee', 'litter', 'strain', 'squat', 'squatting']], species: ['cat'], scope: 'message', none: ['excited', 'excitement', 'guests', 'submissive'] },
      // A dog passing little and often is usually cystitis (today); straining, crying or nothing coming is a blockage.
      { all: [['drop'], ['pee', 'strain', 'squat', 'squatting'], ['strain', 'cry', 'pain', 'nothingout', 'male', 'lift', 'blood', 'anorexia', 'weak', 'vomit']], scope: 'message', none: ['excited', 'excitement', 'guests', 'submissive'] },
      // A cat sitting down all over the house and leaving a drop each time.
      { all: [['drop'], ['sit', 'sits', 'sitting']], species: ['cat'], scope: 'message', none: ['blood', 'bleed', 'drool', 'excited'] },
      { all: [['belly'], ['hard', 'swollen'], ['pee', 'litter', 'strain']], scope: 'message', species: ['cat'] },
      { all: [['strain']], species: ['cat'], none: ['labour', 'pregnant', 'stool', 'diarrhoea', 'young', 'newborn', 'stuck'] },
      // Owners take a blocked male cat for a constipated one (Cornell): a male cat straining or 'constipated' goes now.
      { all: [['male'], ['constipation', 'strain', 'nostool']], species: ['cat'], scope: 'message', none: ['prevent', 'habit', 'always'] },
    ],
    onTheWay: ['Go now: a blocked bladder can stop the heart within a day, most of all in male cats.'],
    doNot: ['Do not press on the belly to empty the bladder.'],
    source: 'icatcare',
  },
  {
    id: 'bleeding',
    label: 'Heavy bleeding, vomiting blood or a nosebleed',
    when: [
      { all: [['bleed', 'blood'], ['much', 'deep']], scope: 'clause' },
      // Bleeding gums or nose with bruises: the blood is not clotting (rat poison, tick fever).
      { all: [['bruise'], ['bleed', 'blood', 'nosebleed', 'haematuria'], ['gum', 'nose', 'nosebleed', 'stool', 'pee', 'haematuria']], scope: 'message', none: ['fall', 'hit', 'accident'] },
      // A lump or tumour that burst and bleeds can bleed heavily (not an abscess draining pus): 'lump on belly burst bleeding'.
      { all: [['lump'], ['burst', 'ruptured', 'rupture', 'phat', 'phata', 'phati', 'phoot', 'phoota', 'phooti'], ['bleed', 'blood']], scope: 'message', none: ['pus', 'abscess', 'mild'] },
      // Red vomit after beetroot is beetroot ('we got scared thinking blood, then remembered the beetroot').
      { all: [['vomit', 'retch', 'cough'], ['blood', 'red']], scope: 'clause', noneInMessage: ['stainfood'] },
      // Vomit like coffee grounds is digested blood.
      { all: [['vomit'], ['coffeelike']] },
      { all: [['nosebleed', 'melena', 'lowplatelets']] },
      // Red or cola-coloured urine with yellow eyes or pale gums: red cells breaking down (babesiosis, tick fever).
      { all: [['haematuria'], ['yellow', 'jaundice', 'pale', 'collapse', 'weak']], scope: 'message' },
      // Cola-coloured urine after ticks, or with a dull pet: red cells breaking down (tick fever).
      { all: [['haematuria'], ['parasite', 'tickfever', 'parasitehistory'], ['lethargy', 'anorexia', 'weak', 'fever']], scope: 'message' },
      { all: [['darkpee'], ['lethargy', 'anorexia', 'weak', 'fever', 'pale', 'yellow', 'vomit']], scope: 'message' },
      { all: [['deep'], ['wound', 'bitten']] },
      { all: [['insideout'], ['wound', 'bitten', 'attack', 'deep', 'bleed', 'blood', 'hit', 'fall', 'accident', 'burn', 'peel', 'vehicle', 'stuck']] },
      { all: [['gum'], ['bleed', 'blood']], scope: 'clause', none: ['young', 'chew', 'mild', 'vaccine', 'prevent', 'toothloss'] },
      // Bleeding from the mouth with no small cause named (a tooth, a chew, a puppy's teething), or from the bottom apart from a stool.
      { all: [['bleed'], ['mouth']], scope: 'clause', none: ['young', 'chew', 'mild', 'tooth', 'toothloss', 'bone'] },
      { all: [['bleed'], ['anus']], scope: 'clause', none: ['mild', 'stool', 'diarrhoea'] },
      // A lot of blood from the bottom, the amount told apart: 'passing fresh blood from the back passage, large amounts'.
      { all: [['bleed', 'blood'], ['anus'], ['much']], unlessMild: true },
      // Bleeding that pressure does not stop: 'nail torn, bleeding steady, 10 min pressure not stopping'.
      { all: [['bleed', 'blood'], ['pressure'], ['again', 'much']] },
    ],
    onTheWay: ['Press a clean cloth or gauze firmly on the wound and keep pressing on the way; add layers, do not lift it to look.'],
    doNot: ['Do not use a tight string or rubber band as a tourniquet.'],
    source: 'aahaTriage',
  },
  {
    id: 'bloody-diarrhoea',
    label: 'Bloody diarrhoea (parvovirus in puppies)',
    when: [
      { all: [['diarrhoea'], ['blood']], scope: 'clause' },
      { all: [['stool', 'diarrhoea'], ['blood'], ['young', 'much', 'again', 'vomit', 'weak', 'anorexia']] },
      { all: [['parvo']], none: ['vaccine', 'prevent'] },
    ],
    onTheWay: ['Keep your pet warm and away from other dogs; take a fresh stool sample if you can.'],
    doNot: ['Do not force food or give any human anti-diarrhoea tablet.'],
    source: 'merck',
  },
  {
    id: 'trauma',
    label: 'Major trauma (a vehicle, a fall from a height, a bite or a broken bone)',
    when: [
      { all: [['hit'], ['vehicle', 'cycle']] },
      // An 'accident' on the carpet is a puppy's pee, not a road accident.
      { all: [['accident']], none: ['pee', 'stool', 'house', 'inside', 'carpet', 'bed', 'training', 'potty', 'litter', 'polyuria', 'toilet', 'indoors', 'floor', 'home'] },
      { all: [['fall'], ['height']] },
      // The gut showing through a wound, or a deep wound in the belly or chest from an attack.
      { all: [['guts']] },
      { all: [['attack', 'bitten', 'bite'], ['deep'], ['belly', 'chest', 'neck', 'throat']], scope: 'message' },
      // A cut or wound on the neck that bleeds: 'manjha se gardan kat gayi, khoon'.
      { all: [['neck', 'throat'], ['wound', 'cut'], ['blood', 'bleed']], scope: 'message', unlessMild: true },
      // A nosebleed after a fall or a knock is a blow to the head, even once it has stopped.
      { all: [['fall', 'hit', 'accident'], ['nosebleed', 'nosebled']], scope: 'message' },
      { all: [['bitten', 'attack']], unlessMild: true },
      { all: [['broken'], ['leg', 'bone', 'hind', 'neck', 'hip', 'jaw', 'spine', 'pelvis']] },
      // A leg or jaw that looks bent after a fall or with pain or blood: 'wont use his front leg, it looks bent in the middle'.
      { all: [['bent'], ['leg', 'paw', 'jaw', 'lameness'], ['cry', 'pain', 'blood', 'lowfall', 'fall', 'lameness', 'shake', 'hit']], scope: 'message' },
      { all: [['head'], ['hit', 'fall', 'wound', 'bleed', 'blood', 'broken', 'accident']], unlessMild: true },
      { all: [['maggot']] },
      // A thread or band tight around a limb, now swollen, cold or blue below it.
      { all: [['tourniquet'], ['swollen', 'cold', 'blue', 'pain', 'coldbody', 'blood', 'bleed', 'discharge', 'smell']], scope: 'message' },
      // A knock or a fall, then walking in circles, a head tilt or unequal pupils: a head injury.
      { all: [['hit', 'fall', 'accident'], ['ataxia', 'headtilt', 'anisocoria']], scope: 'message' },
      { all: [['chestwound']] },
      { all: [['gunshot'], ['hit', 'wound', 'blood', 'bleed', 'deep', 'chhed', 'shot', 'pain', 'apply', 'laga', 'lagi', 'belly', 'chest', 'eye', 'head', 'neck']], scope: 'message' },
      // Organs showing through a wound, and a tail pulled so hard that the bladder no longer holds.
      { all: [['organsout']] },
      // Air under the skin that crackles, after a bite or a blow: a torn airway or chest.
      { all: [['skinair']] },
      // A surgical wound come apart, gaping open: the belly wall may follow.
      { all: [['openincision']] },
      // A firecracker that burst beside the pet, then bleeding, falling or circling.
      { all: [['blast'], ['blood', 'bleed', 'ataxia', 'fall', 'collapse', 'burn', 'wound', 'eye']], scope: 'message' },
      // Something driven into the body and still there: 'an iron rod went into his thigh'.
      { all: [['impaled']] },
      { all: [['tail'], ['hang', 'limp', 'immobile'], ['drop', 'polyuria', 'incontinence', 'pee']], scope: 'message' },
      // A leg caught, hit or fallen on, now swollen and not used: a broken bone until a vet says not.
      { all: [['lameness'], ['swollen'], ['hit', 'fall', 'accident', 'hang', 'stuck', 'trapped']], scope: 'message', unlessMild: true },
    ],
    onTheWay: ['Move your pet on a flat board or blanket; muzzle gently with a cloth if they may bite from pain.', 'Cover wounds with a clean cloth. Injuries inside the chest and belly often do not show at first.'],
    doNot: ['Do not give food or water until a vet has checked for internal injuries.'],
    source: 'aahaTriage',
  },
  // A mouth that will not close (a broken or dislocated jaw, something wedged, rabies) or will not open (lockjaw, tetanus).
  {
    id: 'jaw',
    label: 'A mouth that will not close or will not open',
    when: [{ all: [['jawstuck']] }],
    onTheWay: ['Keep your pet quiet, in a dim room if you can, and carry them; do not force the mouth open or shut.'],
    doNot: ['Do not put your hand in the mouth: a pet that cannot close its mouth may have rabies.'],
    source: 'merck',
  },
  {
    id: 'poisoning',
    label: 'Poisoning or a toxin eaten',
    when: [
      { all: [INGESTION, EXPOSURE_TOXINS], exposure: true, none: DOSE_DEPENDENT_TOXINS },
      { all: [INGESTION, EXPOSURE_TOXINS], exposure: true, scope: 'message', none: DOSE_DEPENDENT_TOXINS },
      // A puppy or kitten under twelve weeks that ate part of a mosquito coil or mat: a large dose for its size.
      { all: [INGESTION, ['repellent'], ['baby']], exposure: true, scope: 'message', unlessMild: true },
      // Grapes, raisins and xylitol harm in any amount, even beside a dose-dependent food: 'plum cake full of raisins and some rum'.
      { all: [INGESTION, ['grape', 'xylitol']], exposure: true },
      // A mosquito coil (little pyrethroid in it) goes now only with signs: 'chewed half a coil, 4 hours, acting normal' is a vet today.
      { all: [INGESTION, DOSE_DEPENDENT_TOXINS], exposure: true, unlessMild: true, none: ['coil'] },
      // A coil eaten, then vomiting, drooling or trembling told later: 'ate a whole pack of coil pieces. vomiting twice since'.
      { all: [['coil'], INGESTION, ['vomit', 'drool', 'foam', 'shake', 'twitch', 'seizure', 'ataxia']], exposure: true, scope: 'message' },
      { all: [INGESTION, DOSE_DEPENDENT_TOXINS, ['lots']], exposure: true },
      // Dark or baking chocolate holds several times the theobromine of milk chocolate: for a small dog, a cat or a pup, half a piece is already a dose.
      { all: [['eat', 'swallow', 'chew', 'grab'], ['darkchoc'], ['smallpet']], exposure: true, scope: 'message' },
      { all: [INGESTION, DOSE_DEPENDENT_TOXINS], exposure: true, scope: 'message', unlessMild: true, none: ['coil'] },
      { all: [['ratpoison'], ['bleed', 'blood', 'weak', 'pale', 'collapse']], scope: 'message' },
      // A rat-poison tube or cake bitten: 'Ratol tube, he bit it, paste on his teeth'.
      { all: [['ratpoison'], ['bite']], exposure: true },
      // A coal brazier in a closed room, then drowsy, vomiting or bright red gums: carbon monoxide.
      { all: [['angithi'], ['weak', 'vomit', 'unconscious', 'collapse', 'sleepy', 'lethargy', 'red', 'dyspnoea', 'breathe']], scope: 'message' },
      // Food from the garbage, then tremors or twitching: mouldy food (tremorgenic mycotoxins).
      { all: [['garbage', 'dustbin', 'kachra', 'kooda', 'mouldy', 'moldy', 'rotten'], ['eat', 'swallow', 'chew'], ['shake', 'twitch', 'seizure', 'ataxia']], scope: 'message' },
      // Blue or green bait on the lips or paws, a poison or its packet named: 'found the packet torn ... blue-green stuff on his lips'.
      { all: [['ratpoison', 'insecticide', 'poison', 'packet', 'packets', 'pouch', 'sachet'], ['baitmarks']], scope: 'message' },
      { all: [['poison']], exposure: true },
      { all: [EXPOSURE_TOXINS.filter((toxin) => toxin !== 'firecracker'), ['drool', 'foam', 'vomit', 'shake', 'twitch', 'seizure', 'weak', 'collapse', 'unconscious', 'ataxia']], exposure: true },
      // Nerve signs from a poison sprayed, spilled or eaten, told a sentence later: 'spilled in his mouth. He is drooling a lot'.
      { all: [EXPOSURE_TOXINS.filter((toxin) => toxin !== 'firecracker'), [...INGESTION, 'mouth', 'spill', 'spilled', 'spray', 'sprayed', 'chhidka', 'chhidkaa', 'apply', 'touch', 'bite'], ['drool', 'foam', 'shake', 'twitch', 'seizure', 'collapse', 'unconscious', 'ataxia']], exposure: true, scope: 'message' },
      // Any amount of a dose-dependent food or product is too much once the nerves show it: 'hyper and restless', 'walking unsteadily'.
      { all: [INGESTION, DOSE_DEPENDENT_TOXINS, ['hyper', 'restless', 'shake', 'twitch', 'seizure', 'ataxia', 'collapse', 'unconscious']], exposure: true, scope: 'message' },
      // One tablet of the pet's own, vet-given medicine is not a poisoning; a strip of it is.
      // Nor small sweetener tablets ('Sugar Free Gold ki goliyan').
      { all: [['pill'], ['eat', 'swallow', 'chew']], exposure: true, past: true, none: ['vetmed', 'dewormer', 'sweetener', 'antacid'] },
      { all: [['pill'], ['eat', 'swallow', 'chew'], ['much', 'pill2', 'again']], exposure: true, past: true, none: ['dewormer'] },
      // A dog's own painkiller chewables, many of them: 'got into his carprofen chewables, only 10 of 30 left'.
      { all: [['nsaid'], ['eat', 'swallow', 'chew', 'grab', 'lick'], ['much', 'pill2', 'again', 'bottle', 'whole']], exposure: true, scope: 'message' },
      // Salt dough or play dough eaten: salt poisoning.
      { all: [['saltdough'], ['eat', 'swallow', 'chew', 'grab', 'lick']], exposure: true, scope: 'message' },
      // Raw yeast dough: it rises in the stomach and ferments to alcohol.
      { all: [['yeastdough'], ['eat', 'swallow', 'chew', 'grab']], exposure: true, scope: 'message' },
      // Cats that lay against or licked a dog just treated with a tick powder or spot-on, now trembling or drooling.
      { all: [['dog'], ['parasite', 'spoton', 'dogspoton', 'frontline', 'spray'], ['shake', 'twitch', 'drool', 'seizure', 'ataxia']], species: ['cat'], scope: 'message' },
      // Lilies with any word of contact, or a sign lilies cause: 'pollen on her nose', 'chewed a leaf', 'vomiting after the bouquet came'.
      { all: [['lily'], [...INGESTION, 'bite', 'leaf', 'touch', 'pollen', 'mouth', 'face', 'nose', 'paw', 'water', 'play', 'vomit', 'drool', 'anorexia', 'weak']], species: ['cat'], exposure: true, scope: 'message', none: ['artificial'] },
      // Lily pollen seen on a cat's face, nose, fur or paws is already on her, even told in a question ('should i just wipe it?').
      { all: [['lily'], ['pollen'], ['face', 'nose', 'fur', 'paw', 'mouth'], ['her', 'his', 'its', 'uske', 'uski', 'uska']], species: ['cat'], scope: 'message', none: ['artificial'] },
      { all: [['dogspoton', 'spoton']], species: ['cat'], exposure: true, none: ['plan'] },
      // The dog's painkiller eaten by the cat: 'the dog's Meloxicam tab, half of it is missing and the cat was licking her lips'.
      { all: [['nsaid'], ['dog'], ['eat', 'swallow', 'chew', 'lick']], species: ['cat'], exposure: true, scope: 'message' },
      // A cat given a painkiller's dose by mistake, twice, or a dog's dose: cats have little margin for these.
      { all: [['nsaid'], ['give'], ['mistake', 'double', 'twice', 'overdose', 'galti']], species: ['cat'], scope: 'message' },
      { all: [['essentialoil'], [...INGESTION, 'apply', 'paw', 'drool', 'walk', 'fur']], species: ['cat'], exposure: true, scope: 'message' },
      { all: [['dog'], ['parasite', 'shampoo'], ['apply', 'lick']], species: ['cat'], exposure: true, none: ['not'] },
      { all: [['toad'], ['lick', 'bite', 'eat', 'chew', 'mouth', 'drool', 'foam', 'swallow']], exposure: true },
      // Lime, acid or a toilet cleaner on the skin burns it: 'rolled in wet chuna, his paws are red and raw'.
      { all: [['corrosive'], ['raw', 'burn', 'blister', 'peel', 'cry', 'pain']], exposure: true, scope: 'message' },
    ],
    onTheWay: [
      'Take the packet, plant or a photo of the label with you, and note how much and when.',
      'If you can reach them, call the hospital on the way so they can get ready.',
    ],
    doNot: ['Do not give salt water, milk, oil or anything else to make your pet vomit unless a vet tells you to.'],
    source: 'aspca',
  },
  {
    id: 'swallowed-object',
    label: 'A swallowed object (sock, corn cob, bone, battery, string)',
    when: [
      // A small piece of an object swallowed ('a thumbnail-sized bit of his chew toy') mostly passes: a vet today. A battery never.
      { all: [['object'], ['swallow']], exposure: true, scope: 'clause', unlessMild: true, none: ['expelled'] },
      { all: [['battery'], ['swallow']], exposure: true, scope: 'clause', none: ['expelled'] },
      // Said across sentences ('played with my hair tie, now it's gone. think she swallowed it'), with a sign of it.
      { all: [['object', 'battery'], ['swallow'], ['vomit', 'retch', 'anorexia', 'pain', 'weak', 'drool']], exposure: true, scope: 'message', none: ['expelled'] },
      // Pieces of a toy or ball eaten, then vomiting again and again or a painful belly: a blockage.
      { all: [['object'], ['eat'], ['vomit', 'retch'], ['again', 'pain', 'cry', 'anorexia', 'weak', 'lethargy']], exposure: true, scope: 'message' },
      // A battery cell missing or bitten, with drooling or a mark in the mouth: it burns from inside within hours.
      { all: [['battery'], ['hang', 'chew', 'bite', 'lick'], ['drool', 'mouthpaw', 'mouth', 'vomit', 'pain']], exposure: true, scope: 'message' },
      { all: [['object', 'battery'], ['eat']], exposure: true, past: true, scope: 'clause', unlessMild: true, none: ['expelled'] },
      // Most cooked-bone pieces pass: a bone eaten is a vet today, and an emergency once it shows a sign.
      { all: [['bone'], ['eat', 'swallow'], BONE_SIGNS], exposure: true, scope: 'message' },
      // A milk tooth missing is no object hanging: 'one of the small front teeth is missing'.
      { all: [['object', 'bone', 'battery'], ['retch', 'choke', 'stuck', 'hang']], exposure: true, none: ['tooth'] },
      { all: [['battery'], ['chew', 'bite', 'lick']], exposure: true },
      // A battery or magnet swallowed, said anywhere in the message: 'fridge magnets, my puppy swallowed 2 of them'.
      { all: [['battery'], ['swallow']], exposure: true, scope: 'message' },
      // A thread, needle or toy gone missing, then a sign: 'part of the thread is gone, now she vomited twice'; a piece of
      // what she played with missing too ('playing with the tinsel, now a piece is missing', gagging).
      { all: [['object', 'battery', 'plaything'], ['gone', 'gayab', 'gaayab', 'ghayab', 'missing', 'lapata', 'hang'], ['vomit', 'retch', 'anorexia', 'drool', 'pain', 'hide']], exposure: true, scope: 'message' },
      // A string or other object showing at the bottom is a sign, asked about or not: it must not be pulled.
      { all: [['object'], ['anus'], ['come', 'hang', 'stuck', 'protrude']] },
      { all: [['object'], ['mouth', 'throat'], ['come', 'hang', 'protrude']], scope: 'clause', none: ['tooth'] },
    ],
    onTheWay: ['Take a matching object or its packet with you if you have one.'],
    doNot: ['Do not pull a string or thread that hangs from the mouth or bottom, and do not try to make your pet vomit.'],
    source: 'merck',
  },
  {
    id: 'prolapse',
    label: 'Tissue coming out of the bottom or the genitals (a prolapse)',
    when: [{ all: [['prolapse']] }],
    onTheWay: ['Keep the tissue moist with a clean cloth soaked in cool clean water, and stop your pet licking it.'],
    doNot: ['Do not try to push it back in.'],
    source: 'merck',
  },
  {
    // A testicle suddenly swollen and painful: a twisted testicle (torsion) dies within hours.
    id: 'testicle',
    label: 'A suddenly swollen, painful testicle',
    // Swollen, with crying and a sudden or severe onset; a red, licked testicle since yesterday (orchitis) is a vet today.
    when: [{ all: [['testicle'], ['swollen'], ['cry', 'pain', 'restless'], ['sudden', 'much', 'huge', 'lameness', 'collapse', 'vomit']], scope: 'message' }],
    onTheWay: ['Carry your pet if walking hurts, and keep him from licking the area.'],
    doNot: ['Do not put ice, ointment or a home remedy on it.'],
    source: 'merck',
  },
  {
    id: 'heatstroke',
    label: 'Heatstroke',
    when: [
      { all: [['heatstroke']] },
      // Shut in a car in the heat is heatstroke on its way, before any sign: 'dog car mein band tha garmi mein'.
      { all: [['carheat'], ['heat']], scope: 'message' },
      // Or for an hour or more, whatever the day, unless the AC or a cooler ran: a shut car heats far above the air outside ('car me band reh gaya 1 ghanta').
      { all: [['carheat'], ['hour']], scope: 'message', none: ['ac', 'aircon', 'cooler'] },
      { all: [['heat'], ['collapse', 'unconscious', 'vomit', 'drool', 'weak', 'seizure', 'immobile', 'ataxia', 'fall']], exposure: true },
      // Heat told in one sentence, thick drool and weakness in the next: 'left in the car ... drooling thick and barely lifting his head'.
      { all: [['heat'], ['drool'], ['weak', 'collapse', 'unconscious', 'immobile', 'ataxia']], exposure: true, scope: 'message' },
      // Brick-red gums after heat: 'it was still 44 degrees ... his gums are brick red'.
      { all: [['heat'], ['gum', 'tongue'], ['red']], exposure: true, scope: 'message' },
      { all: [['heat'], ['pant'], ['much', 'fast', 'trouble', 'noisy', 'openmouth', 'drool', 'again', 'hard', 'fever']], exposure: true },
      { all: [['heat'], ['pant']], species: ['cat'], exposure: true },
      { all: [['heat'], ['pant'], ['flatface']], exposure: true },
      // Left in a closed car, then panting hard, drooling or vomiting, even if calmer since.
      { all: [['carheat'], ['pant', 'drool', 'vomit', 'weak', 'collapse', 'unconscious', 'fall']], scope: 'message' },
      // Panting hard and wobbly or collapsing after a walk, a heat named or not.
      { all: [['pant'], ['much'], ['ataxia', 'collapse', 'unconscious']], scope: 'message' },
    ],
    onTheWay: [
      'Cool your pet now with cool (not ice-cold) water on the body, and a fan or open windows on the way.',
      'Stop cooling once the breathing settles, so they do not get too cold.',
    ],
    doNot: ['Do not use ice or ice-cold water, and do not cover your pet with a wet towel that traps heat.'],
    source: 'boas',
  },
  {
    id: 'bite-or-sting',
    label: 'Snake bite, scorpion sting or a toad in the mouth',
    when: [
      { all: [['snake'], ['bite', 'bitten', 'attack', 'swollen', 'drool', 'collapse', 'weak', 'bleed']] },
      { all: [['snake'], ['bitten', 'swollen']], scope: 'message' },
      // Something bit at night where kraits live, no mark, then drooping eyes and weak legs: a krait leaves no swelling.
      { all: [['snake'], ['bite', 'bitten'], ['weak', 'collapse', 'squint', 'dyspnoea', 'ataxia', 'failing']], scope: 'message' },
      // Eyelids drooping with legs giving way or drooling, snake seen or not: a krait's venom works on the nerves.
      { all: [['ptosis'], ['lameness', 'weak', 'ataxia', 'failing', 'collapse', 'drool', 'dyspnoea', 'immobile']], scope: 'message' },
      { all: [['scorpion'], ['bite', 'bitten', 'sting', 'swollen', 'cry', 'pain']] },
      // Two puncture marks and a swelling, the snake seen or not: 'do chhote dots khoon wale, muh pe sujan'.
      { all: [['fangmarks'], ['snake']], scope: 'message' },
      { all: [['fangmarks'], ['swollen'], ['bite', 'bitten', 'sting']], scope: 'message' },
      // Two marks and a swelling after a yelp in bushes or grass: a snake, whatever the owner guesses.
      { all: [['fangmarks'], ['swollen'], ['cry', 'bush', 'bushes', 'jhadi', 'jhaadi', 'jhaadiyon', 'jhadiyon', 'jhaadiyan', 'jhadiyan', 'grass', 'lawn', 'field', 'khet', 'garden']], scope: 'message' },
    ],
    onTheWay: ['Keep your pet still and carry them; keep the bitten part at or below heart level.', 'Note the snake’s colour and size if safe, but do not chase it.'],
    doNot: ['Do not cut the wound, suck it, tie a tight band or put ice on it.'],
    source: 'merck',
  },
  {
    id: 'electric-water-burn',
    label: 'Electric shock, near-drowning or a burn',
    when: [{ all: [['electrocution', 'drown', 'burn']] }],
    onTheWay: ['Switch off the power before you touch a pet who chewed a wire.', 'Keep your pet warm and still; cover a burn with a clean cloth soaked in cool water.'],
    doNot: ['Do not put ice, butter, toothpaste or oil on a burn.'],
    source: 'merck',
  },
  {
    id: 'labour',
    label: 'Difficult labour',
    when: [
      { all: [['labour', 'pregnant'], ['trouble', 'stuck', 'hard', 'bleed', 'blood', 'hour', 'green', 'collapse', 'weak', 'seizure', 'shake', 'twitch', 'stiff']] },
      // Birth under way, and the mother weak or no longer pushing, told in another sentence.
      { all: [['labour'], ['weak', 'collapse', 'green', 'stuck', 'labourstall']], scope: 'message' },
      { all: [['young', 'newborn'], ['stuck']] },
      { all: [['strain'], ['hour']] },
      { all: [['green'], ['discharge']], none: ['eye', 'nose', 'ear', 'sneeze', 'cough'] },
      { all: [['labour', 'young', 'pregnant'], ['green'], ['water', 'discharge', 'nikla', 'fluid']], scope: 'message' },
      { all: [['labour', 'pregnant'], ['strain'], ['nothing', 'nothingout']], scope: 'message' },
    ],
    onTheWay: ['Take any puppies or kittens already born with you, in a warm box.'],
    doNot: ['Do not pull on a puppy or kitten that is stuck, and do not give any injection or tablet to speed labour.'],
    source: 'merck',
  },
  {
    id: 'womb-infection',
    label: 'Discharge from the womb with thirst, weakness or no appetite (pyometra)',
    when: [
      { all: [['discharge'], ['weak', 'anorexia', 'vomit', 'fever', 'drink', 'polydipsia']], none: ['eye', 'nose', 'ear', 'sneeze', 'cough', 'male'] },
      // Owners list the signs line by line ('drinking tons of water', then 'pus from behind'): read across the message.
      { all: [['female'], ['discharge'], ['weak', 'anorexia', 'vomit', 'fever', 'polydipsia']], scope: 'message', none: ['eye', 'nose', 'ear', 'sneeze', 'cough', 'male', 'spay'] },
      // A big belly with fever or no appetite in an unspayed female, no discharge seen.
      { all: [['female'], ['belly'], ['swollen'], ['fever', 'anorexia', 'vomit', 'weak']], scope: 'message', none: ['male', 'spay', 'young', 'pregnant', 'labour'] },
      // A closed womb shows no discharge: an unspayed female drinking a lot and dull or off her food.
      { all: [['female'], ['polydipsia'], ['weak', 'anorexia', 'vomit', 'belly']], scope: 'message', none: ['male', 'spay', 'diabetes', 'insulin', 'young'] },
    ],
    onTheWay: ['Keep her warm and let her drink; a womb infection can turn to blood poisoning within hours.'],
    doNot: ['Do not give any hormone tablet or injection.'],
    source: 'merck',
  },
  {
    id: 'eye-injury',
    label: 'Eye injury or sudden blindness',
    when: [
      { all: [['eye'], ['protrude', 'wound', 'bleed', 'blood', 'broken', 'household', 'corrosive', 'insecticide', 'burn']] },
      // Something thrown or a blow at the eye: 'someone hit his eye with a stone'.
      { all: [['eye'], ['hit'], ['object', 'red', 'swollen', 'squint', 'pain']], scope: 'clause' },
      // A blow at the eye and the eye gone cloudy after it: 'aankh pe danda laga, eye cloudy now'.
      { all: [['eye'], ['hit', 'wound'], ['cloudy']], scope: 'message', none: ['gradual'] },
      { all: [['blind']], none: ['gradual'] },
      // Something in the eye that it keeps shut, waters or rubs: a grass awn can pierce it.
      // Not eyes clouding slowly over months.
      { all: [['eye'], ['object'], ['squint', 'stop', 'rub', 'ragad']], none: ['sleep', 'gradual'] },
      // A painful eye that is suddenly cloudy, blue or enlarged (glaucoma), or shut with something white showing (a deep ulcer).
      { all: [['eye'], ['squint', 'cloudy'], ['blue', 'swollen'], ['pain', 'cry', 'sudden']] },
      // A cloudy eye kept shut or painful: glaucoma or a deep ulcer, not age ('eye cloudy and painful, squinting').
      { all: [['eye'], ['cloudy'], ['squint', 'pain', 'cry']], none: ['gradual', 'sleep'] },
      // Cloudy blue and bigger than the other eye, red or kept half shut: glaucoma, whatever the pain shown.
      { all: [['eye'], ['blue'], ['swollen'], ['red', 'pain', 'squint', 'cloudy']], scope: 'message' },
      { all: [['eye'], ['squint'], ['pale', 'protrude']], none: ['discharge', 'sleep', 'gradual'] },
      // A white spot on an eye kept shut, told in the next sentence: 'right eye closed and watery, rubbing it. slight white spot on eye?'.
      { all: [['eye'], ['squint'], ['pale'], ['rub', 'apply', 'pain', 'tearing', 'watery', 'mouthpaw']], scope: 'message', none: ['gum', 'tongue', 'gradual'] },
      // A cleaner or insecticide splashed in the face, then an eye shut, red or pawed at: a chemical burn of the eye.
      { all: [['eye'], ['corrosive', 'household', 'insecticide'], ['squint', 'rub', 'red', 'pain', 'tearing', 'mouthpaw', 'swollen', 'cry']], scope: 'message' },
    ],
    onTheWay: ['Stop your pet rubbing or scratching the eye; a cone or holding the paws helps.', 'Cover a bulging eye with a cloth soaked in clean water.'],
    doNot: ['Do not put any drops, ointment or home remedy in the eye.'],
    source: 'merck',
  },
  {
    id: 'young-and-weak',
    label: 'A puppy or kitten who is cold, floppy, weak or not eating',
    when: [
      { all: [['newborn'], ['cold', 'floppy', 'limp', 'weak', 'anorexia', 'cry', 'immobile', 'vomit', 'diarrhoea']], scope: 'message' },
      { all: [['young'], ['cold', 'floppy', 'limp']], species: DOG_AND_CAT },
      { all: [['young'], ['anorexia'], ['day', 'days', 'yesterday', 'hour']], species: DOG_AND_CAT },
      { all: [['young'], ['weak', 'anorexia', 'adipsia'], ['vomit', 'diarrhoea']], species: DOG_AND_CAT },
      { all: [['young'], ['vomit', 'diarrhoea'], ['again', 'much', 'blood']], species: DOG_AND_CAT },
      { all: [['young'], ['vomit'], ['diarrhoea']], species: DOG_AND_CAT },
      // A little sleepy and off food on the day of a vaccine is the vaccine: 'a bit off food after her first vaccine this morning'.
      { all: [['young'], ['weak'], ['anorexia']], species: DOG_AND_CAT, noneInMessage: ['vaccine'] },
      { all: [['young'], ['weak'], ['anorexia']], species: DOG_AND_CAT, unlessMild: true },
      // A baby a little sleepy on the day of a vaccine is the vaccine; weak and more is not.
      { all: [['baby'], ['weak', 'anorexia', 'cold', 'floppy', 'limp', 'hide']], noneInMessage: ['vaccine'] },
      { all: [['baby'], ['cold', 'floppy', 'limp', 'hide']] },
      { all: [['baby'], ['anorexia']], noneInMessage: ['vaccine'] },
      { all: [['baby'], ['anorexia']], unlessMild: true },
      // Worms brought up by a baby that is active and eating: a dewormer today, not an emergency.
      { all: [['baby'], ['vomit', 'diarrhoea']], none: ['parasite'] },
      { all: [['young'], ['stool'], ['blood']], species: DOG_AND_CAT },
      // Not yet vaccinated, vomiting and dull: parvovirus until a vet says otherwise.
      { all: [['young'], ['unvaccinated'], ['vomit', 'diarrhoea'], ['weak', 'anorexia', 'lethargy']], species: DOG_AND_CAT, scope: 'message' },
    ],
    onTheWay: ['Keep your puppy or kitten warm: young pets lose heat and blood sugar fast.', 'If they will lick it, a little honey or sugar water rubbed on the gums helps on the way.'],
    doNot: ['Do not try a home remedy first.'],
    source: 'aaha',
  },
  {
    id: 'sick-and-failing',
    label: 'Repeated vomiting or diarrhoea, severe pain, or a diabetic crisis',
    when: [
      // Sweet or fruity breath with weakness or vomiting: a diabetic crisis (ketoacidosis).
      { all: [['ketones'], ['weak', 'vomit', 'lethargy', 'anorexia', 'collapse', 'polydipsia']], scope: 'message' },
      // Breath that smells of urine with vomiting, no food, weakness or trembling: kidneys failing (uraemia).
      { all: [['uraemicbreath'], ['vomit', 'anorexia', 'weak', 'lethargy', 'shake', 'seizure', 'simile', 'collapse', 'twitch']], scope: 'message' },
      // A cat with kidney disease that stops eating and vomits: a crisis of its kidneys.
      { all: [['kidney'], ['anorexia'], ['vomit']], species: ['cat'], scope: 'message' },
      // A pet on insulin told in one sentence, twitching or confused in the next: low blood sugar.
      { all: [['insulin'], ['twitch', 'ataxia', 'seizure', 'unconscious', 'collapse']], scope: 'message' },
      // Again and again in a pet said to be playing or eating well is a vet today; with weakness, hiding, no food or water,
      // blood or pain it goes now.
      // Vomiting the owner says has stopped ('no vomiting since 1 am', 'kept water down') is a vet today, unless other signs go with it.
      { all: [['vomit', 'diarrhoea'], ['again']], unlessMild: true, none: ['playing', 'eatswell', 'active', 'fine'], noneInMessage: ['occasionally', 'vomitstopped'] },
      { all: [['vomit', 'diarrhoea'], ['again'], ['weak', 'lethargy', 'anorexia', 'adipsia', 'hide', 'blood', 'pain', 'collapse', 'cry']], unlessMild: true, scope: 'message' },
      // The prayer pose (front down, rear up) of a painful belly, with vomiting or no food.
      { all: [['prayerpose'], ['vomit', 'retch', 'anorexia', 'diarrhoea']], scope: 'message' },
      // A belly tense to the touch in a pet in pain that shakes, cries or will not settle: an acute belly.
      { all: [['belly'], ['tense'], ['pain'], ['shake', 'cry', 'restless', 'hide', 'vomit', 'retch', 'anorexia', 'weak']], scope: 'message' },
      { all: [['vomit'], ['diarrhoea'], ['weak', 'much', 'blood', 'adipsia', 'collapse']] },
      { all: [['vomit'], ['adipsia']], none: ['not', 'mild'] },
      // Vomiting even water; not when the water is said to stay down ('paani piya aur ruk gaya, ab theek hai').
      // Not yellow foamy water on an empty stomach (bile), now and then.
      { all: [['vomit'], ['water']], none: ['not', 'mild', 'fine', 'yellow', 'bile'] },
      { all: [['pain'], ['much']], scope: 'clause', none: ['estrus'] },
      { all: [['anorexia'], ['adipsia']] },
      { all: [['yellow', 'jaundice'], ['weak', 'anorexia', 'vomit', 'collapse']] },
      // Yellow eyes or skin, with a dull pet or dark urine told in another sentence: jaundice.
      { all: [['yellow', 'jaundice'], ['eye', 'gum', 'skin'], ['weak', 'anorexia', 'lethargy', 'darkpee']], scope: 'message', none: ['discharge', 'stool', 'vomit'] },
      // Yellow gums with dark urine or a dull pet: jaundice from the liver or from red cells breaking down.
      { all: [['yellow', 'jaundice'], ['gum'], ['pee', 'sleep', 'weak', 'quiet', 'lethargy']], scope: 'message' },
      { all: [['anorexia'], ['days', 'yesterday']], species: ['cat'] },
      // A dog without food for three days or more that lies about or is weak: no longer a fussy day ('not eaten in 4 days, lying there').
      { all: [['anorexia'], ['manydays'], ['weak', 'lying', 'collapse', 'immobile']], species: ['dog'] },
      // A little off food and sleepy after a vaccine is the vaccine's day; without one, or more than a little, it is not.
      { all: [['anorexia'], ['hide', 'weak']], species: ['cat'], noneInMessage: ['vaccine'] },
      { all: [['anorexia'], ['hide', 'weak']], species: ['cat'], unlessMild: true },
      // A cat in heat cries 'like someone is hurting her' and raises her back end: not pain.
      { all: [['pain'], ['cry'], ['belly', 'hind', 'neck', 'immobile', 'stand']], none: ['estrus'] },
    ],
    onTheWay: ['Bring a note of how many times and since when, and a photo of anything your pet brought up.'],
    doNot: ['Do not give any food until a vet has seen your pet.'],
    source: 'aahaTriage',
  },
  {
    id: 'rabbit-stasis',
    label: 'Rabbit not eating or passing droppings',
    when: [{ all: [['anorexia', 'nostool', 'bloat']], species: ['rabbit'] }],
    onTheWay: ['Take fresh hay and greens with you, and keep your rabbit warm.'],
    doNot: ['Do not force-feed.'],
    source: 'rabbit',
  },
  {
    id: 'bird-floor',
    label: 'Bird fluffed up or on the cage floor',
    when: [{ all: [['fluffed', 'puffed', 'floor', 'bottom', 'perch', 'bobbing']], species: ['bird'] }],
    onTheWay: ['Keep your bird warm and dark in a small box or covered cage on the way.'],
    doNot: ['Do not force food or water into the beak.'],
    source: 'merck',
  },
  // The owner fears the pet is dying: no list of signs is needed to go now.
  {
    id: 'dying',
    label: 'You fear your pet may be dying',
    // Not a cat in heat calling 'like she is dying': the call of heat is loud, not pain.
    when: [{ all: [['fearsdeath']], none: ['estrus'] }],
    onTheWay: ['Keep your pet warm and still, and carry them gently, with the head level.'],
    doNot: ['Do not give any food until a vet has seen your pet.'],
    source: 'aahaTriage',
  },
  // Signs of rabies, or a bite from an animal showing them: a danger to people too (India's National Rabies Control Programme).
  {
    id: 'rabies-signs',
    label: 'Possible rabies, or a bite that needs rabies shots today',
    when: [
      { all: [['rabid']] },
      // Fear of water or snapping at the air, with drooling, biting or a change in the animal ('ajeeb behave').
      { all: [['waterfear', 'airbite'], ['drool', 'foam', 'bite', 'bitten', 'attack', 'oddbehaviour', 'aggressive']], scope: 'message', none: ['bathe', 'bath', 'bathing', 'nahla', 'nahlana', 'shampoo'] },
      { all: [['oddbehaviour'], ['drool', 'foam'], ['bite', 'bitten', 'attack']], scope: 'message' },
      // Bitten some time ago, now drooling and unable to drink, running at people or barking in a changed voice.
      { all: [['bitten', 'rabiesexposure', 'pastbite'], ['drool', 'foam'], ['adipsia', 'aggressive', 'voicechange']], scope: 'message', none: ['young', 'teething', 'play', 'playing'] },
      { all: [['waterfear'], ['drool', 'foam', 'bite', 'oddbehaviour']], scope: 'message', none: ['bathe', 'bath', 'bathing', 'nahla', 'nahlana', 'shampoo'] },
      // A pet acting strangely that has bitten someone: rabies until a vet says otherwise.
      { all: [['oddbehaviour'], ['bite', 'bitten']], scope: 'message', none: ['play', 'playing', 'teeth', 'teething', 'young'] },
      // A bite from an animal that died soon after.
      { all: [['biterdied'], ['bite', 'bitten']] },
      // A bite from a wild animal that carries rabies (a jackal, fox, mongoose, wolf or bat).
      { all: [['wildbite']] },
      // A fight or bite with an animal that died soon after, however long ago it was told.
      { all: [['rabiesexposure']] },
      // A pet with no rabies vaccine bitten by another animal, or one that drew a person's blood: post-exposure shots start
      // the same day (India's National Rabies Control Programme). Not a teething puppy's nips.
      { all: [['bitten'], ['unvaccinated']], scope: 'message' },
      // An unvaccinated pet that bit someone and has been strange since: 'bachche ko kaata, vaccination koni, 2 din se ajeeb'.
      { all: [['bite'], ['unvaccinated'], ['trouble', 'oddbehaviour', 'aggressive']], scope: 'message', none: ['teething', 'play', 'playing', 'teeth', 'gum', 'chew'] },
      { all: [['bite'], ['unvaccinated'], ['blood', 'bleed'], ['finger', 'hand', 'haath', 'hath', 'ungli', 'son', 'daughter', 'beta', 'beti', 'child', 'kid', 'bachcha', 'bachche', 'me', 'mujhe', 'mere', 'wife', 'husband', 'maid', 'person', 'someone']], scope: 'message', none: ['gum', 'teeth', 'chew'] },
    ],
    onTheWay: [
      'Do not touch the animal’s mouth or saliva with bare hands, and keep people and other pets away from it.',
      'If it bit a person, wash the bite with soap and running water for 15 minutes, and that person must see a doctor today for rabies shots.',
    ],
    doNot: ['Do not try to give water, food or medicine by hand.'],
    source: 'indiaRabies',
  },
]

/** The safety net's own flag: three or more separate signs at once, none an emergency alone. */
export const SEVERAL_SIGNS: RedFlag = {
  id: 'several-signs',
  label: 'Several signs of illness at once',
  when: [],
  onTheWay: ['Bring a note of each sign and when it began.'],
  doNot: ['Do not give any food until a vet has seen your pet.'],
  source: 'aahaTriage',
}
export const SEVERAL_SIGNS_AT = 3

/** Words that turn off a sign named just after them: 'not vomiting', 'no blood'. */
export const NEGATIONS_BEFORE = new Set(['not', 'stop'])
/** Words after a sign that turn it off: Hindi 'ulti nahi', 'bleeding stopped', 'onion-free'. */
export const NEGATIONS_AFTER = new Set(['nahi', 'stop', 'free', 'negative'])
/**
 * Words that close the window a negation reaches: 'no fever and he is vomiting blood', 'no vomiting, just blood in the stool';
 * a status such as 'not vaccinated' or 'not spayed' is negated itself and ends there ('not vaccinated vomiting since morning').
 */
export const NEGATION_STOPS = new Set(['he', 'she', 'it', 'they', 'and', 'but', 'my', 'our', 'the', 'is', 'was', 'now', 'lekin', 'aur', 'par', 'then', 'also', 'still', 'since', 'ab', 'phir', 'fir', 'just', 'only', 'sirf', 'bas', 'except', 'today', 'aaj', 'vaccine', 'spay'])

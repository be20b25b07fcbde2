import type { PetCategory } from './pet.ts'
import type { SourceId } from './sources.ts'

/**
 * The signs that send a pet to a vet now, as data (DESIGN.md: the engine's rule tables are data
 * with their sources). Each pattern is matched against the normalised message: lower case, no
 * apostrophes, English, Hinglish in Latin letters and common Hindi words in Devanagari.
 * `negatable: false` for patterns that already contain their negation ('not breathing').
 */
export type RedFlag = {
  id: string
  label: string
  patterns: readonly RegExp[]
  /** Only for these pets (all when absent). */
  species?: readonly PetCategory[]
  onTheWay: readonly string[]
  doNot: readonly string[]
  source: SourceId
}

const INGESTED =
  String.raw`(ate|eaten|drank|drunk|pi liya|pee liya|pi gaya|eat up|has eaten|swallowed|swalowed|licked|chewed|got into|ingested|gobbled|gulped|had some|had a|gave|given|fed|khaya|khayi|khaa|kha li|kha liya|kha liye|kha gaya|kha gayi|kha gya|kha gyi|kha raha|chaat|chat liya|nigal|de di|de diya|dedi|diya|khila|खा|खाया|खाई|निगल|दे दी|दिया)`

const ingestionOf = (toxin: string) => [
  new RegExp(String.raw`\b${INGESTED}\b[^.!?]{0,40}${toxin}`),
  new RegExp(String.raw`${toxin}[^.!?]{0,40}\b${INGESTED}`),
]

export const RED_FLAGS: readonly RedFlag[] = [
  {
    id: 'breathing',
    label: 'Breathing difficulty or blue gums',
    patterns: [
      /\b(cant|cannot|can not|not able to|unable to|struggling to|trying to|hard to|difficult to|trouble) ?(breathe|breath|breth|breathing)/,
      /\bnot breath(ing)?\b/,
      /\b(difficulty|difficult|trouble|problem|struggling|labou?red|heavy|rapid|noisy) (in |with )?breath(ing)?/,
      /\bbreathing (hard|heavily|heavy|fast|very fast|rapidly|difficult|noisily|with (his|her|its) (mouth|belly))/,
      /\b(gasping|choking|chocking|suffocat)/,
      /\b(blue|bluish|purple|grey|gray|white|pale) (gums|tongue)/,
      /\b(gums|tongue) (are |is |look |looks |looking |turned |turning |going |became |have )*(blue|bluish|purple|grey|gray|white|pale)/,
      /\bsaa?a?n?s (nahi|nahin|nhi|nai) (le|aa|aa rahi|chal)/,
      /\bsaa?a?n?s (lene )?(me|mein|main) (dikkat|takleef|taklif|problem|mushkil|pareshani)/,
      /\bsaa?a?n?s (phool|ful|fool|ruk|atak|tez)/,
      /\bdam ghut/,
      /(सांस|साँस)\s*(नहीं|लेने में|फूल|रुक)/,
      /\bopen[- ]mouth(ed)? breathing/,
    ],
    onTheWay: ['Keep your pet calm and cool, in the position they breathe most easily; do not hold the mouth shut.', 'Keep the neck free: take off the collar and harness.'],
    doNot: ['Do not put your fingers deep into the throat unless you can see the object and lift it out easily.'],
    source: 'aahaTriage',
  },
  {
    id: 'collapse',
    label: 'Collapse or unresponsiveness',
    patterns: [
      /\b(collaps|colaps|colapse|fainted|faint|passed out|unconscious|unconcious|unresponsive|not responding|no response|wont wake|cant wake|will not wake|lifeless|limp and)/,
      /\b(cant|cannot|unable to|not able to|wont) (stand|get up|walk at all)/,
      /\bnot (moving|getting up)\b/,
      /\bbe ?hosh/,
      /\b(hil|uth|utth|khada ho) (nahi|nahin|nhi) (raha|rahi|pa|paa)/,
      /बेहोश/,
      /\b(paraly[sz]ed|dragging (his |her |its )?(back|hind|rear) legs|back legs (not working|stopped working|gave way))/,
    ],
    onTheWay: ['Carry your pet flat on a board, blanket or mat, keeping the head and neck in line.', 'Keep them warm, unless they are hot from the sun.'],
    doNot: ['Do not pour water or food into the mouth of a pet who cannot swallow.'],
    source: 'aahaTriage',
  },
  {
    id: 'seizure',
    label: 'Seizure (fit)',
    patterns: [
      /\b(seizure|siezure|seizur|seizer|sezure|seizing|convuls|fitting)/,
      /\b(having|had|got|getting|a) (a )?(fit|fits)\b/,
      /\b(fit|fits|daura|dora|dauraa|mirgi) (aa|aaya|aya|aaye|aye|pad|pada|padte|padi|hua)/,
      /\bmirgi\b/,
      /\b(shaking|jerking|twitching|trembling) (uncontrollabl|all over and|violently)/,
      /\bpaddling (his |her |its )?legs/,
      /\bfoam(ing)? (at|from) (the )?mouth|\bmu?(n|h) se jhaag|\bjhaag/,
      /दौरा|मिर्गी|झाग/,
    ],
    onTheWay: ['Move furniture away and keep your hands clear of the mouth; time the fit.', 'Once it stops, keep your pet cool, quiet and in a dim room while you travel.'],
    doNot: ['Do not hold the tongue or put anything in the mouth: pets do not swallow their tongues.'],
    source: 'merck',
  },
  {
    id: 'bloat',
    label: 'Swollen, hard belly with retching (bloat)',
    patterns: [
      /\b(retching|retch|dry heav|trying to (vomit|throw up|puke) (but|and) (nothing|no)|tries to vomit but|nothing comes out|ulti (ki )?koshish|ulti karne ki koshish)/,
      /\b(swollen|bloated|distended|hard|tight|big|swelling|phool|phoola|phula|phuli) (and hard )?(belly|stomach|abdomen|tummy|pet)\b.{0,60}(vomit|retch|throw up|ulti|heav|restless|pain)/,
      /\b(belly|stomach|abdomen|tummy|pet) (is |has |got )?(swollen|bloated|distended|hard|tight|phool|phul)[^.!?]{0,60}(vomit|retch|throw up|ulti|heav|restless|pain)/,
      /पेट फूल/,
    ],
    onTheWay: ['Go straight to a clinic that can operate: a twisted stomach needs surgery within hours.'],
    doNot: ['Do not give food, water or any medicine for gas.'],
    source: 'merck',
  },
  {
    id: 'urinary-blockage',
    label: 'Straining with no urine',
    patterns: [
      /\b(straining|strain|trying|tries|try|cant|cannot|unable|not able|struggling)( hard)? (to )?(pee|urinate|wee|pass urine|piss)/,
      /\b(no|not passing|not passed|hasnt passed|little or no|only drops of) (urine|pee)/,
      /\bnot (peeing|urinating)/,
      /\bin and out of (the |his |her )?litter ?(box|tray)/,
      /\b(peshab|peshaab|pishab|pesab|susu|sussu|su su) (nahi|nahin|nhi|ruk|band)/,
      /\bblocked (cat|bladder|urethra)/,
      /पेशाब (नहीं|रुक|बंद)/,
    ],
    onTheWay: ['Go now: a blocked bladder can stop the heart within a day, most of all in male cats.'],
    doNot: ['Do not press on the belly to empty the bladder.'],
    source: 'icatcare',
  },
  {
    id: 'bleeding',
    label: 'Heavy bleeding',
    patterns: [
      /\bbleeding (heavily|a lot|alot|badly|profusely|wont stop|not stopping|non ?stop|too much|so much|everywhere|continuously)/,
      /\b(heavy|lot of|lots of|so much|too much|pool of|gushing|spurting) (bleeding|blood)/,
      /\bblood (everywhere|gushing|spurting|pouring|wont stop|not stopping)/,
      /\bkhoo?n (beh|bah|ruk nahi|nahi ruk|nhi ruk|nikal raha|nikal rha|bahut)/,
      /\bbahut (zyada |jyada )?khoo?n/,
      /खून (बह|बहुत|नहीं रुक)|बहुत खून/,
      /\b(vomit(ing|ed|s)?|vomitting|throwing up|puking) (up )?blood|\bblood(y)? (vomit|in (the |his |her )?vomit)|\bkhoo?n (ki )?ulti|\bulti (me|mein|main) khoo?n|खून की उल्टी|उल्टी में खून/,
    ],
    onTheWay: ['Press a clean cloth or gauze firmly on the wound and keep pressing on the way; add layers, do not lift it to look.'],
    doNot: ['Do not use a tight string or rubber band as a tourniquet.'],
    source: 'aahaTriage',
  },
  {
    id: 'trauma',
    label: 'Major trauma (vehicle, fall or bite)',
    patterns: [
      /\b(hit|knocked|run over|ran over|struck) (by )?(a |the )?(car|bike|vehicle|truck|scooter|scooty|auto|bus|motorcycle|tempo)/,
      /\b(run over|ran over|road accident|accident)/,
      /\b(gaadi|gadi|car|bike|truck|scooty) (ne|se) (maar|mara|takkar|kuchal|thoka|hit)/,
      /\b(fell|fall|fallen|jumped|gir gaya|gir gayi|gira) (from|off|down|out of)? ?(the )?(balcony|terrace|roof|building|floor|stairs|window|height|chhat|chat se)/,
      /\b(chhat|chat|balcony|building|chhath) se gir/,
      /\b(bitten by|bit by|attacked by|mauled by|got bitten|dog bite\b|monkey bite|street dogs? (bit|attacked))/,
      /\b(kutte|kutton|bandar|billi) ne (kaat|kata|kaata|hamla)/,
      /\b(broken|fractured|fracture) (leg|bone|jaw|hip|back)|\b(leg|bone|jaw|hip|paw) (is |looks |seems )?(broken|fractured)|\bbone (sticking|is out)|\bhaddi (toot|tut)/,
      /गाड़ी|टक्कर|छत से गिर|काट लिया/,
    ],
    onTheWay: ['Move your pet on a flat board or blanket; muzzle gently with a cloth if they may bite from pain.', 'Cover wounds with a clean cloth. Injuries inside the chest and belly often do not show at first.'],
    doNot: ['Do not give food or water until a vet has checked for internal injuries.'],
    source: 'aahaTriage',
  },
  {
    id: 'poisoning',
    label: 'Poisoning or a toxin eaten',
    patterns: [
      /\bpoi?sion(ed|ing)?\b|\bposion|\bpoison(ed|ing)?\b/,
      /\b(zeh?e?r|zahar|zehar|jehar)\b/,
      /जहर|ज़हर/,
      ...ingestionOf(String.raw`(choco|chocolate|choclate|chocolat|brownie|cocoa|cake with chocolate)`),
      ...ingestionOf(String.raw`(xylitol|sugar ?free|sugarfree|chewing gum|gum)`),
      ...ingestionOf(String.raw`(grapes?|raisins?|kishmish|kismis|angoor|angur|sultanas?|munakka)`),
      ...ingestionOf(String.raw`(onions?|garlic|pyaa?z|lehsu?n|lasun)`),
      ...ingestionOf(String.raw`(rat|chuha|chuhe|rodent|ratol|rat ?kill|cockroach|roach) ?(poison|cake|gel|dawa|dawai|bait|paste|medicine|killer|maar)?`),
      ...ingestionOf(String.raw`(paracetamol|paracitamol|crocin|dolo|calpol|tylenol|acetaminophen|ibuprofen|brufen|combiflam|diclofenac|voveran|aspirin|disprin|nimesulide|painkiller|pain killer|human (medicine|tablet|pill)|tablets?|pills?|goli|dawai)`),
      ...ingestionOf(String.raw`(insecticide|pesticide|baygon|hit spray|mortein|all ?out|good ?knight|phenyl|phenol|bleach|harpic|colin|antifreeze|coolant|kerosene|naphthalene|mothball|keetnashak|detergent|acid)`),
      /\b(ate|eaten|chewed|licked|khaya|kha li|kha liya) [^.!?]{0,30}(lily|lilies)/,
      /\b(lily|lilies)[^.!?]{0,30}\b(ate|eaten|chewed|licked|pollen|khaya|kha)/,
      /\b(swallowed|ate|eaten|nigal) (a |the )?(battery|batteries|magnet|needle)/,
    ],
    onTheWay: [
      'Take the packet, plant or a photo of the label with you, and note how much and when.',
      'If you can reach them, call the vet on the way so they can get ready.',
    ],
    doNot: ['Do not give salt water, milk, oil or anything else to make your pet vomit unless a vet tells you to.'],
    source: 'aspca',
  },
  {
    id: 'permethrin-cat',
    label: 'Dog flea or tick product on a cat (permethrin)',
    species: ['cat'],
    patterns: [
      /\bpermethrin/,
      /\b(dog|kutte|kutta)('?s)? (flea|tick|spot ?on|drops|medicine|treatment|shampoo|powder)[^.!?]{0,40}\b(on|to|lagaya|lagayi|lagai|put|applied|used)/,
      /\b(put|applied|used|lagaya|lagayi|lagai)[^.!?]{0,40}\bdog('?s)? (flea|tick|spot ?on|drops|medicine|treatment)/,
    ],
    onTheWay: ['Wash the spot with lukewarm water and a little washing-up liquid if you can do it in two minutes, then go; keep your cat warm.'],
    doNot: ['Do not apply anything else to the skin or coat.'],
    source: 'icatcare',
  },
  {
    id: 'heatstroke',
    label: 'Heatstroke',
    patterns: [
      /\b(heat ?stroke|heatstroke|sun ?stroke|sunstroke|overheat|over heat|lu lag|loo lag|loo lagi|lu lagi)/,
      /\b(panting|collapsed|weak|vomiting|drooling)[^.!?]{0,50}\b(heat|sun|hot car|in the car|garmi|dhoop)/,
      /\b(heat|sun|hot car|garmi|dhoop)[^.!?]{0,50}\b(panting|collapsed|weak|drooling|behosh|hanf)/,
      /\bleft (him |her |it )?in (a |the )?(hot )?car/,
      /लू लग|गर्मी से/,
    ],
    onTheWay: [
      'Cool your pet now with cool (not ice-cold) water on the body, and a fan or open windows on the way.',
      'Stop cooling once the breathing settles, so they do not get too cold.',
    ],
    doNot: ['Do not use ice or ice-cold water, and do not cover your pet with a wet towel that traps heat.'],
    source: 'boas',
  },
  {
    id: 'snake-bite',
    label: 'Snake bite',
    patterns: [
      /\b(snake|snak|saa?n?p|saamp|cobra|krait|viper|naag)\b[^.!?]{0,40}\b(bite|bit|bitten|kaat|kata|kaata|dasa|dasaa|das liya|dans|dank|attack)/,
      /\b(bite|bitten|bit|kaat|kata|dasa|das liya)[^.!?]{0,30}\b(snake|saa?n?p|saamp|cobra|krait|viper|naag)\b/,
      /\bsnake ?bite/,
      /(सांप|साँप|नाग)[^.!?]{0,30}(काट|डस)/,
    ],
    onTheWay: ['Keep your pet still and carry them; keep the bitten part at or below heart level.', 'Note the snake’s colour and size if safe, but do not chase it.'],
    doNot: ['Do not cut the wound, suck it, tie a tight band or put ice on it.'],
    source: 'merck',
  },
  {
    id: 'labour',
    label: 'Difficult labour',
    patterns: [
      /\b(difficult|hard|problem in|problem with|complicated|stuck in|obstructed) (labou?r|birth|delivery|whelping|kittening)/,
      /\b(puppy|kitten|pup|baby|bachcha|bachha|baccha) (is |are )?(stuck|half out|coming out but|not coming)/,
      /\b(straining|pushing|contractions|labou?r)[^.!?]{0,40}\b(for )?(more than |over )?(an hour|1 hour|one hour|2 hours|two hours|\d+ hours|30 min|half an hour)[^.!?]{0,40}(no|not|without|nothing)/,
      /\bgreen (discharge|fluid)[^.!?]{0,40}(no|not|without|before)|\bgreen discharge/,
      /\b(delivery|dilivery|prasav) (me|mein|main) (problem|dikkat|takleef)/,
      /\b(bachcha|bachha|baccha) (atak|nahi nikal|nhi nikal)/,
    ],
    onTheWay: ['Take any puppies or kittens already born with you, in a warm box.'],
    doNot: ['Do not pull on a puppy or kitten that is stuck, and do not give any injection or tablet to speed labour.'],
    source: 'merck',
  },
  {
    id: 'eye-injury',
    label: 'Eye injury',
    patterns: [
      /\beye(ball)? (is |has )?(popped|popping|out of|bulging|hanging|punctured|injured|injury|scratched|cut|bleeding|burst|pierced)/,
      /\b(injury|injured|scratch|scratched|cut|wound|poked|stick|thorn|chemical|acid|bleach) (on|in|to|into) (the |his |her |its |one )?eye/,
      /\beye (injury|trauma)/,
      /\baa?nkh (me |mein |main |par |pe )?(chot|bahar|nikal|ghayal|khoon|fat|phoot)/,
      /(आंख|आँख)[^.!?]{0,20}(चोट|बाहर|खून)/,
      /\bproptosis/,
    ],
    onTheWay: ['Stop your pet rubbing or scratching the eye; a cone or holding the paws helps.', 'Cover a bulging eye with a cloth soaked in clean water.'],
    doNot: ['Do not put any drops, ointment or home remedy in the eye.'],
    source: 'merck',
  },
  {
    id: 'rabbit-stasis',
    label: 'Rabbit not eating or passing droppings',
    species: ['rabbit'],
    patterns: [/\b(not eating|stopped eating|no poop|no droppings|not pooping|no poo|hasnt eaten|wont eat|khana nahi|khana band)/],
    onTheWay: ['Take fresh hay and greens with you, and keep your rabbit warm.'],
    doNot: ['Do not force-feed.'],
    source: 'rabbit',
  },
  {
    id: 'bird-floor',
    label: 'Bird fluffed up or on the cage floor',
    species: ['bird'],
    patterns: [/\b(fluffed|puffed|sitting on the (cage )?floor|on the bottom of the cage|falling off (the )?perch|cant perch|tail bobbing)/],
    onTheWay: ['Keep your bird warm and dark in a small box or covered cage on the way.'],
    doNot: ['Do not force food or water into the beak.'],
    source: 'merck',
  },
]

/** Words that turn off a sign named just after them: 'not vomiting', 'no blood'. */
export const NEGATIONS_BEFORE = new Set(['no', 'not', 'never', 'without', 'isnt', 'doesnt', 'didnt', 'hasnt', 'havent', 'wasnt', 'arent', 'dont', 'nor', 'neither', 'none', 'zero', 'bina', 'na'])
/** Hindi puts its negation after the word: 'ulti nahi', 'khoon नहीं'. */
export const NEGATIONS_AFTER = new Set(['nahi', 'nahin', 'nhi', 'nai', 'nahii', 'नहीं', 'नही'])
/** Words that close the window a negation reaches: 'no fever and he is vomiting blood'. */
export const NEGATION_STOPS = new Set(['he', 'she', 'it', 'they', 'and', 'but', 'my', 'our', 'the', 'is', 'was', 'now', 'lekin', 'aur', 'par', 'then', 'also', 'still'])

import { PHRASES, WORDS } from './lexicon.ts'
import { TOXINS } from './toxins.ts'

/**
 * Turns an owner's message into the engine's words before any rule reads it: lower case,
 * Devanagari transliterated to the Latin spelling Hinglish uses, each word mapped to its concept
 * (spelling variants, word forms, Hinglish spellings, then typos within an edit distance of 1, or
 * 2 for words of 9 letters or more, for words of 5 letters or more, keeping the first letter), then phrases of several
 * words. Sentences end at '.', '!', '?' or a new line; clauses at ',' ';' 'but' 'lekin' 'par'.
 */

const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n', ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh',
  ष: 'sh', स: 's', ह: 'h', ळ: 'l', क़: 'k', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'd', ढ़: 'dh', फ़: 'f', य़: 'y',
}
const VOWELS: Record<string, string> = { अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o' }
const MATRAS: Record<string, string> = { 'ा': 'aa', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o' }
const NASALS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' }
const VIRAMA = '्'
const NUKTA = '़'
const NUKTA_FORMS: Record<string, string> = { ड: 'ड़', ढ: 'ढ़', ज: 'ज़', फ: 'फ़', क: 'क़', ख: 'ख़', ग: 'ग़', य: 'य़' }

/**
 * One Devanagari word in the Latin letters Hinglish is typed in: 'खून' -> 'khoon', 'सांस' ->
 * 'saans', 'पिछला' -> 'pichhlaa'. The inherent 'a' is dropped at the end of a word and between a
 * vowel and a consonant that carries its own vowel, as Hindi speech drops it.
 */
export function transliterate(word: string): string {
  const letters = [...word.normalize('NFD')].reduce<string[]>((all, letter) => {
    const last = all.at(-1)
    if (letter === NUKTA && last && NUKTA_FORMS[last]) all[all.length - 1] = NUKTA_FORMS[last]
    else all.push(letter)
    return all
  }, [])
  type Unit = { consonant: string; vowel: string; inherent: boolean }
  const units: Unit[] = []
  letters.forEach((letter, index) => {
    const consonant = CONSONANTS[letter]
    if (consonant !== undefined) {
      const next = letters[index + 1]
      const ownVowel = next !== undefined && (next === VIRAMA || MATRAS[next] !== undefined)
      units.push({ consonant, vowel: ownVowel ? '' : 'a', inherent: !ownVowel })
      return
    }
    const matra = MATRAS[letter]
    const last = units.at(-1)
    if (matra !== undefined && last) last.vowel = matra
    else if (VOWELS[letter] !== undefined) units.push({ consonant: '', vowel: VOWELS[letter] as string, inherent: false })
    else if (NASALS[letter] !== undefined && last) last.vowel += NASALS[letter]
    else if (letter !== VIRAMA && !/[\u0900-\u097F]/.test(letter)) units.push({ consonant: letter, vowel: '', inherent: false })
  })
  const final = units.at(-1)
  if (final?.inherent) final.vowel = ''
  for (let index = units.length - 2; index > 0; index -= 1) {
    const unit = units[index] as Unit
    const before = units[index - 1] as Unit
    const after = units[index + 1] as Unit
    if (unit.inherent && unit.vowel === 'a' && before.vowel !== '' && after.consonant !== '' && after.vowel !== '') unit.vowel = ''
  }
  return units.map((unit) => unit.consonant + unit.vowel).join('')
}

/** Hindi's small words as Hinglish types them, so phrases read the same in both scripts. */
const HINGLISH_SPELLING: Record<string, string> = {
  kee: 'ki', lie: 'liye', kaa: 'ka', men: 'mein', mein: 'mein', lee: 'li', liyaa: 'liya', diyaa: 'diya', gayaa: 'gaya', gaee: 'gayi', gayee: 'gayi', gae: 'gaye',
  n: 'na', hee: 'hi', bhee: 'bhi', rahee: 'rahi', rahaa: 'raha', huaa: 'hua', huee: 'hui', baahar: 'bahar', paa: 'pa', karake: 'karke', vaalaa: 'wala', vaalee: 'wali', vaale: 'wale',
}

/**
 * A word's consonants as they sound, vowels dropped after the first letter: 'कैडबरी' ('kaidabree') and 'cadbury' are
 * both 'kdbr', 'कॉम्बिफ्लेम' and 'combiflam' both 'kmbflm'. English names written in Devanagari keep their consonants.
 */
export function consonantSkeleton(word: string): string {
  return word
    .replace(/ch/g, 'C')
    .replace(/sh/g, 'S')
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/(?<=.)[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1')
}

/**
 * A Devanagari word in Latin letters, its small words spelt as Hinglish spells them; a toxin's name the engine knows
 * in English ('कॉम्बिफ्लेम', 'कैडबरी') by its consonants.
 */
function fromDevanagari(word: string): string {
  const spelt = transliterate(word)
  const latin = HINGLISH_SPELLING[spelt] ?? spelt
  if (latin.length < 5 || LEXICON.has(latin) || PLAIN.has(latin) || KEYS.has(hinglishKey(latin)) || PLAIN_BY_KEY.has(hinglishKey(latin))) return latin
  return BY_SKELETON.get(consonantSkeleton(latin)) ?? latin
}

/** The spelling key under which Hinglish variants meet: 'khoon', 'khun' and 'kkhoon' share one. */
export function hinglishKey(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1')
    .replace(/([^aeiou])h/g, '$1')
    .replace(/[ae]y$/, 'e')
}

const LEXICON = new Map<string, string>()
const KEYS = new Map<string, string>()
/** Spelling keys two concepts share ('kaata' bit, 'khaata' eats): a word reaching one is left to the typo rule. */
const SHARED_KEYS = new Set<string>()
for (const [concept, variants] of Object.entries(WORDS)) {
  for (const variant of [concept, ...variants.split(' ')]) {
    if (!variant) continue
    if (!LEXICON.has(variant)) LEXICON.set(variant, concept)
    const key = hinglishKey(variant)
    if (key.length < 4) continue
    const owner = KEYS.get(key)
    if (owner === undefined) KEYS.set(key, concept)
    else if (owner !== concept) SHARED_KEYS.add(key)
  }
}
for (const key of SHARED_KEYS) KEYS.delete(key)
/** Words that soften or date a sign are never reached by a typo: a slip must not hide an emergency. */
const NOT_BY_TYPO = new Set(['habit', 'always', 'sleep', 'mild', 'fine', 'prevent', 'vaccine', 'not', 'nahi', 'stop', 'spay'])

/**
 * Everyday words a typo rule would otherwise bend into a sign ('breed' is one letter from
 * 'bleed', 'water' from 'later'): kept as they are.
 */
const PLAIN = new Set(
  (
    'gas thandai collar collars chhana chana chaalees chalees chalis chaalis corner corners puddle puddles dry dries dried drying rabid attached attach attachment overreacting overreact overreacted overthinking cheez cheeze cheezein chapati chapatti chapatis chapattis currently horned gored clot clots whisker whiskers phase phases healing heal heals healed grade grades graded machine machines capped snorts snorted chilli chili chillies mirchi mirch taanke taanka taanko tanke tanka tanko mopping mopped pocha pochha parso parson parsoon narso dabane dabaane dabaate dabata dabate dabaya dabaaya dabao kinda sorta chai chaai chaay ladka ladke bump bumps sized respected respectable tests haemoglobin hemoglobin platelets platelet bister bistar bistara chala chale chalaa chaale chalna chalne chalta chalte ankle ankles bag bags peena peene drawn draw drew liver bland patrol peeled peeling peels painting paint painted chakatta chakattaa chakatte gadda gaddha kapda kapde kapdaa chaara haldi close closed closing chose choose chosen whose scary scared cloudy lolly lollies lollipop sookh sookha sookhi sookhaa sukh sukha sukhi summer summers maine mahine mahina mahinon maheene maheena phoot phooti phoota phoote phootee black sticker stickers sticky praying prayer coco anaar anar sultan soak soaks soaked soaking blown side sides bhaag bhag bhaage bhaagke prasad chhed chhed wall walls nikal nikla nikli nikle nikalna nikalta nikalti dairy diary phata phati phat shock burp burps burped tonic tonics spray sprays brown wagging fetch fetching about above after again against along already always another anyone anything around asked because before being below better between bread breed breeds brush called cannot cause change check clean clinic could doctor doing during early either enough evening every first fixed going great happen happened happens having hello house inside instead later least leave maybe might month months morning mother night often other others outside owner please point proper properly quite really right round second share should since small something sound still street sweet thank thanks their there these thing things think those three through today tomorrow train treat treats under until usual usually walks water weeks weight where which while whole would years young years yours ' +
    'kitchen garden sofa table chair flower plant plants paper grass bread bowls bowl lying sleeping sleep dream dreaming crying played playing plays going gone sitting lies laying ' +
    'cook check act seem part money store stuff shave raise poke mat hand hold burst squat slip thick cheek watery stain stains stained staining scaly scale scales scaling jaali jali khoob khub maarne marne maarna marna maarnewali baandh baandha baandhi bandh bandha dying die dies died besan thali diya diye ' +
    'jagati jagata jagate jagana scolding scolded scold scolds cracked cracks cracking crack toothpaste pulls pulling leash safer safest safely piece pieces square squares block blocks little quarter slice slices spoon spoons packet packets sealed unopened accounted found vitamin biscuit biscuits ' +
    'kill killed kills killing killer peel bile matting matted ghaas ghas jhuka jhuki jhuke karen coke leaves hafte hafta thoda thodi thode thora thori kaala kaali kala kali kaale kale jaana jana jaata jaati jaate jayega jaayega chahiye chahie pehli pehla pehle seedha seedhe ghutna ghutne daane dana chhoti chhota chhote kadai ladai ' +
    'pakoda pakode pakora pakore pakodas pakoras billa stays stay locked lock dream dreaming suck sucks sucking sucked jahan jahaan yahan yahaan wahan wahaan kahan kahaan saare sare saari sari karni karani karana karwani karwana karna karta karti kariye raha rahi rahe tha thi the hain hoga hogi kuch kyun kaise kitna kitni kitne kabhi abhi sabhi wala wali wale bahar andar ghar subah shaam raat mujhe humne hamara hamari mera meri mere uska uski uske unka unki raha rahi rahe hai hain gaya gayi gaye hua hui hue liya diya kiya lagta lagti neeche niche upar saath bhi'
  ).split(' '),
)

/** Everyday words by their Hinglish spelling key: 'bahaar' and 'baharr' are 'bahar'. */
const PLAIN_BY_KEY = new Map([...PLAIN].map((word) => [hinglishKey(word), word]))
/**
 * The toxins' names of 5 letters or more by their consonants, where only one concept has them and no other word of
 * the engine or everyday word does: brand names are English words, and Hindi words must not turn into toxins.
 */
const BY_SKELETON = new Map<string, string>()
{
  const toxins = new Set(TOXINS.map((toxin) => toxin.concept))
  const owners = new Map<string, string>()
  const shared = new Set<string>([...PLAIN].map(consonantSkeleton))
  for (const [variant, concept] of LEXICON) {
    const skeleton = consonantSkeleton(variant)
    if (!toxins.has(concept)) {
      shared.add(skeleton)
      continue
    }
    if (variant.length < 5 || skeleton.length < 4) continue
    const owner = owners.get(skeleton)
    if (owner === undefined) {
      owners.set(skeleton, concept)
      BY_SKELETON.set(skeleton, variant)
    } else if (owner !== concept) shared.add(skeleton)
  }
  for (const skeleton of shared) BY_SKELETON.delete(skeleton)
}
/**
 * What a typo may reach: the engine's words (never one that softens or dates a sign), and the
 * everyday words, so a slip nearest to 'dairy' reads 'dairy', not a sign one letter further.
 */
const FUZZY_VOCABULARY: readonly (readonly [string, string])[] = [
  ...[...LEXICON].filter(([word, concept]) => word.length >= 5 && !NOT_BY_TYPO.has(concept)),
  ...[...PLAIN].filter((word) => word.length >= 5 && !LEXICON.has(word)).map((word) => [word, word] as const),
]

/** Edit distance with adjacent swaps (optimal string alignment), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let previousPrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previousPrevious[j - 2] as number) + 1)
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > limit) return limit + 1
    previousPrevious = previous
    previous = current
  }
  return previous[b.length] as number
}

function stems(word: string): string[] {
  const found: string[] = []
  const add = (stem: string) => {
    if (stem.length >= 2) found.push(stem)
  }
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`)
  if (word.endsWith('es')) add(word.slice(0, -2))
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1))
  for (const suffix of ['ing', 'ed', 'ly', 'ness']) {
    if (!word.endsWith(suffix)) continue
    const stem = word.slice(0, -suffix.length)
    add(stem)
    add(`${stem}e`)
    if (/(.)\1$/.test(stem)) add(stem.slice(0, -1))
  }
  return found
}

const memo = new Map<string, string>()

/** The concept a single word stands for, or the word itself when the engine does not know it. */
export function conceptOf(word: string): string {
  const known = memo.get(word)
  if (known !== undefined) return known
  const concept = lookUp(word)
  if (memo.size < 5000) memo.set(word, concept)
  return concept
}

function lookUp(word: string): string {
  const exact = LEXICON.get(word)
  if (exact) return exact
  if (PLAIN.has(word) || /\d/.test(word)) return word
  const plain = PLAIN_BY_KEY.get(hinglishKey(word))
  if (plain) return plain
  for (const stem of stems(word)) {
    const found = LEXICON.get(stem)
    if (found) return found
  }
  // An everyday word in another form stays itself too: 'cooked', 'checking', 'seems'.
  if (stems(word).some((stem) => PLAIN.has(stem))) return word
  const key = hinglishKey(word)
  const byKey = key.length >= 4 ? KEYS.get(key) : undefined
  if (byKey) return byKey
  if (word.length < 5) return word
  const limit = word.length >= 9 ? 2 : 1
  let best: string | undefined
  let bestDistance = limit + 1
  let tie = false
  for (const [candidate, concept] of FUZZY_VOCABULARY) {
    // Typing slips rarely touch the first letter; requiring it keeps 'fetch' from 'retch'.
    if (candidate[0] !== word[0]) continue
    const distance = editDistance(word, candidate, limit)
    if (distance > limit) continue
    if (distance < bestDistance) {
      best = concept
      bestDistance = distance
      tie = false
    } else if (distance === bestDistance && concept !== best) tie = true
  }
  return best && !tie ? best : word
}

/** A sentence of the message: its clauses as concept words, and the words as the owner typed them. */
export type Sentence = { clauses: string[][]; text: string; raw: string; asked: boolean }

/** Lower case, Devanagari in Latin letters, no apostrophes, letter runs of 3 or more cut to 2. */
export function lightNormalise(message: string): string {
  return message
    .normalize('NFC')
    .toLowerCase()
    // The danda ends a Hindi sentence: read it before the letters around it are transliterated.
    .replace(/[।॥]/g, '.')
    .replace(/[\u0900-\u097F]+/g, (word) => ` ${fromDevanagari(word)} `)
    .replace(/[’‘'`]/g, '')
    // An aside in brackets that dates something is a clause of its own: 'Rani (had 6 puppies 2 weeks back) is shaking'.
    .replace(/\s*\(([^()]*\b(ago|back|pehle|before|last)\b[^()]*)\)\s*/g, ', $1, ')
    // A slash between spaces joins lines typed as one ('twitching in sleep / is it seizure??'): a new sentence.
    .replace(/\s+\/+\s+/g, '\n')
    // A correction spoken mid-sentence starts a sentence of its own: 'ate rat poison but not sure no wait the packet is sealed'.
    .replace(/(?<=\p{L})(?<!\b(oh|arre|arey))[\s,]+(?=(no|nope|oh no|oops|arre|arey) (wait|sorry|actually)\b)/gu, '\n')
    // 'Ate' run into the next word on a phone's keyboard: 'atea chocolate cake', 'atethe'.
    .replace(/\bate(a|an|the|my|his|her|some)\b/g, 'ate $1')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/(\d+)\s*-\s*(\d+)/g, '$1 to $2')
    // A plus between words joins two things: 'ulti + saans mein fruity smell' is vomiting and a smell, not 'ulti saans'.
    .replace(/(?<=\p{L})\s*\+\s*(?=\p{L})/gu, ' and ')
    .replace(/-/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}.!?;,\n]+/gu, ' ')
    .replace(/(\d)\.(\d)/g, '$1p$2')
    .replace(/ +/g, ' ')
    .trim()
}

const CLAUSE_BREAK = /^(but|lekin|magar|however|though|although|kintu|parantu|whereas)$/

/** The message as sentences of clauses of concept words. */
export function readMessage(message: string): Sentence[] {
  const parts = lightNormalise(message).split(/([.!?\n]+)/)
  const sentences: Sentence[] = []
  for (let index = 0; index < parts.length; index += 2) {
    const raw = (parts[index] ?? '').trim()
    if (!raw) continue
    const asked = (parts[index + 1] ?? '').includes('?')
    const mapped = raw
      .split(/\s*([,;])\s*|\s+/)
      .filter((piece): piece is string => Boolean(piece))
      .map((piece) => (piece === ',' || piece === ';' ? '|' : CLAUSE_BREAK.test(piece) ? `| ${piece}` : conceptOf(piece)))
      .join(' ')
    const text = PHRASES.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), mapped).replace(/ +/g, ' ')
    const clauses = text
      .split('|')
      .map((clause) => clause.trim().split(' ').filter(Boolean))
      .filter((clause) => clause.length > 0)
    sentences.push({ clauses, text: text.replace(/ ?\| ?/g, ' ').trim(), raw, asked })
  }
  return sentences
}

/** The message as the engine reads it, in one line: for tests and the symptom checker's summary. */
export function normaliseMessage(message: string): string {
  return readMessage(message)
    .map((sentence) => sentence.text)
    .join('. ')
}

import { readAgeLoosely, youngStage } from './age.ts'
import { CONCERNS, type Concern } from './concerns.ts'
import { type Sentence, readMessage } from './normalise.ts'
import { type AssistantPet, isFlatFaced, isSmallBreed } from './pet.ts'
import { type Condition, NEGATIONS_AFTER, NEGATIONS_BEFORE, NEGATION_STOPS, RED_FLAGS, type RedFlag, SEVERAL_SIGNS, SEVERAL_SIGNS_AT } from './red-flags.ts'
import { SECOND_OPINION_AT, SIGNS_TOGETHER, type SecondOpinionWeights, emergencyLikelihood, secondOpinionFeatures } from './second-opinion.ts'
import { SECOND_OPINION_WEIGHTS } from './second-opinion-weights.ts'
import { DOSE_DEPENDENT_TOXINS, HUMAN_MEDICINE_WARNING, INGESTION, TOXINS, type Toxin } from './toxins.ts'

export type Urgency = 'emergency' | 'soon' | 'routine'
export type TriageFlag = { id: string; label: string; urgency: Urgency }
export type TriageResult = {
  urgency: Urgency
  flags: TriageFlag[]
  /** The reply as plain text, in the order it must be read: for an emergency 'go now' first. */
  reply: string
  /** The same reply in parts, for a screen that lays it out. */
  sections: { heading: string; lines: string[] }[]
}
/**
 * What the engine is told about the business, so core stays pure: the support line's hours as
 * the site shows them ('8 am to 10 pm', from SUPPORT_HOURS). Without them no reply names the line.
 */
export type TriageSettings = {
  supportHours?: string | null
  /** The second opinion's weights: the trained ones unless given; null grades on the rules alone (for the evaluation). */
  secondOpinion?: SecondOpinionWeights | null
}

export const NOT_A_DIAGNOSIS = 'This is guidance, not a diagnosis: only a vet who examines your pet can diagnose.'
export const GO_NOW = 'Go to a vet now. This is an emergency.'
export const NEAREST_HOSPITAL = 'Go to the nearest open vet clinic or 24-hour animal hospital now, and phone them on the way so they are ready for you.'
export const supportLine = (hours: string) => `Our phone line can advise you on the way, every day from ${hours}; outside those hours, the hospital is your first call.`

const RANK: Record<Urgency, number> = { routine: 0, soon: 1, emergency: 2 }
export const moreUrgent = (a: Urgency, b: Urgency): Urgency => (RANK[a] >= RANK[b] ? a : b)

/** A sentence as the rules see it: the concepts named and not negated, clause by clause. */
type SentenceReading = {
  clauses: Set<string>[]
  present: Set<string>
  hypothetical: boolean
  past: boolean
  mild: boolean
  /** 'Mild' said of an amount ('a little chocolate'), not only of a sign ('vomited once'). */
  mildAmount: boolean
  /** Contact is denied ('did not touch the lilies', 'has NOT eaten anything') and not said otherwise, or the pack is whole. */
  noContact: boolean
}
export type MessageReading = { sentences: SentenceReading[]; context: Set<string>; pet: AssistantPet }

const SPECIES_WORDS = new Set(['dog', 'cat'])
/** A general question ('can dogs eat grapes?', 'what if he eats chocolate'), not a report. */
const QUESTION_START = /^(can|could|is|are|should|shall|(do|does)(?= (i|you|we|they|dogs?|cats?|pets?|puppies|kittens|he|she|it|my|our|these|those|the|a|an|all|any|vets?|indoor|outdoor|senior|older|young|small|big)\b)|will|would|which|what|whats|how|when|why|kya|kaun|kaunsa|kaunsi|kaunse|kitna|kitni|any|list|tell me|please tell|pls tell|plz tell|(just )?asking|(i )?(just )?(want|wanted) to (ask|know|confirm)|(i )?(was )?wondering)\b/
const GENERAL = /\b(what if|if (my|a|the|he|she|they|dogs?|cats?|pets?|puppies|kittens)|in case|agar|prevent|avoid|safe|okay|ok|allowed|bad for|good for|harmful|dangerous|toxic|poisonous|poison (for|to)|signs? of|symptoms? of|how to|how do (i|you)|how much|how many|can dogs?|can cats?|can pets?|can (my|our|mera|meri|mere|hamara|hamari)( \w+){1,3} (eat|have|drink|take|be given)|can i|should i|(do|does)( \w+){0,2} (dogs?|cats?|pets?|puppies|kittens) (need|require)|maybe|shayad|shaayad|perhaps|could it be|because of|wajah se|sakte|sakta|sakti|is it|are they|true that|same as|which (foods?|plants?|fruits?|things?)|only (in|for)|common in|more common|happens? (to|in))\b/
const ALWAYS_GENERAL = /\b(what if|in case|agar|how to prevent|to avoid|signs? of|symptoms? of|list of|which (foods?|plants?|fruits?))\b|\b(ke|ki|ka) (kya )?(lakshan|symptoms?|signs?) (kya|hote|hain|hai)\b/
/**
 * 'Is it normal for my cat to keep gagging?': a question about what the owner's own pet is doing, not a general one;
 * unless it asks about eating or licking something ('is it ok for my dog to eat mango?').
 */
const ASKED_TO_EAT = /\b(eat|eats|eating|ate|have|drink|drinks|drinking|take|given|give|lick|licks|licking|chew|chews|chewing|khana|khaye|khaya|khaa|peena|piya)\b/
const ASKED_OF_WHAT_IT_DOES = /\b(is|was) (it|this|that) (normal)( that| for| if| ki| ke)? (my|our|mera|meri|mere|hamara|hamari|he|she|him|her)\b/
/** The owner says it already happened. */
/** Asking what a condition looks like or how to prevent it: no sign is reported. */
const EDUCATIONAL = /^(i |we |ive |weve |id )?(have |had )?(read|heard|googled|learnt|learned|padha|suna) (about|that|of|online|somewhere)\b|^(i |we |ive |weve )?(have |had )?(read|heard|googled|know|knew)( that)?( \w+){1,3} (is |are )?(toxic|poisonous|poison|bad|dangerous|harmful)\b|^(i |we )?(have |had )?(read|heard|googled|know|knew)( that)?( \w+){1,3} (can|could|may|will) (kill|harm|poison)\b|^(signs?|symptoms?|lakshan) (of|for)\b|^(what|which|how|list|tell me|pls tell|please tell|plz tell|kya)\b.*\b(signs?|symptoms?|lakshan) (of|hai|hain|kya)\b|^how (to|do i|do you|can i|can we|should i|would i) (prevent|avoid|know|tell|recognise|recognize|spot)\b|^(is|are|does|do|can)( \w+){1,2} (only|mostly|usually|more common|common) (in|for|among|with)\b|^how (to|do i|do you|can i|can we|should i) stop (my|our|the|him|her|them|this)( \w+){0,2}( from)? (chewing|chew|eating|biting|digging|scratching|jumping|pulling|barking)\b/
/** The owner takes back a fear: 'thought he ate a Crocin but no', 'turned out it was a toffee'. */
const RETRACTED =
  /\b(say|says|said|told|tell|tells|claims?|claimed|bola|boli|bole|kaha)\b.*\bbut (no|nope|nahi)\b(?= *(,|$|we|i|it|he|she|they|wo|woh|hum|main|maine|that|its))|\b(thought|sochaa?|laga|lagaa|lagta|lagti|panicked|panic|worried|feared|scared|suspected)\b.*\b(but|lekin|par|magar)( \w+){0,5} (no|nahi|nhi|nai|nahin|naheen|nahee|not|nope|found|mil|mila|mili|counted|count|gini|ginee|gin|ginti|checked|check|dekha|dekhi)\b|\bturned out\b|\bfalse alarm\b|\b(thought|sochaa?|scared|worried|thinking)\b.*\bbut (it|that|this) (was|is)\b|\b(scared|worried|feared|thought|sochaa?|dar)\b.*\b(found it|found the|found them|mil gayi|mil gaya|mil gaye)\b/
/** The owner corrects what they just said: 'no wait, it was a blueberry', 'wait no, not grapes'. */
// Only a correction that takes back what was said: an apology ('Sorry to bother you at night') or 'I mean the big ones' is not.
const CORRECTED = /^((no|nope|nahi|nhi|oh|oops|arre|arey)(\s+(no|nope|nahi|nhi))?\s+(wait|ruko|ruk|sorry|actually)|(wait|ruko)\s+(no|nahi)|correction)\b.*\b(not|no|nahi|wasnt|werent|it was|they were|tha|thi|the)\b/
/**
 * A question answered 'no' at once, then what was found or what it was: 'dog ate Dolo? no no, i found the tablet under the sofa,
 * strip full', 'ek kishmish? nahi woh elaichi thi'.
 * Not 'no idea how much', nor a 'no' that goes on to say what was eaten.
 */
const ANSWERED_NO = /^(not sure|unsure)\b(?!.*\b(\d+|one|two|three|some|few|a few) (are |is |were )?(missing|kam|gayab|short)\b)(?=.*\b(counted|all there|intact|sealed|untouched)\b)|^(no|nope|nahi|nhi|nah)(\s+(no|nope|nahi|nhi))?\b(?!\s+(idea|clue|one|way|vet|doctor|reply|answer|response|time|pata))(?=.*\b(found|sealed|intact|counted|all there|full|untouched|didnt eat|did not eat|hasnt eaten|has not eaten|nahi khaya|nahi khayi|nahi khaaya|mil gay\w*|mil gaya|mil gayi|(woh|wo|it|that|ye|yeh|they)( \w+){1,2} (thi|tha|the|was|were))\b)/
/** Words of contact with something: eaten, licked, given, applied, touched. */
const CONTACT = new Set([...INGESTION, 'grab', 'touch', 'apply'])
/** A joining word in a list: a negation before the first item reaches the next ('no grapes or raisins'). */
const LIST_JOINS = new Set(['or', 'nor', 'ya', 'yaa'])
const PAST = /\b(ate|eaten|swallowed|swalowed|licked|chewed|drank|drunk|gobbled|gulped|ingested|consumed|got into|stole|stolen|raided|khaya|khayi|khaye|khaaya|liya|lia|li|leen|lin|gaya|gayi|gya|gyi|chuka|chuki|diya|dedi|gave|given|fed|already|just now|abhi|kal)\b|\b(kha|khaa|nigal|chaba|chaat|pi) (liye|lie)\b/

/** Concept words that can carry a Hindi negation after them: signs, body parts, things (not fillers such as 'bilkul', 'hi'). */
const NAMES_A_THING = new Set(['vomit', 'retch', 'diarrhoea', 'stool', 'pee', 'blood', 'bleed', 'eat', 'drink', 'food', 'water', 'cough', 'breathe', 'seizure', 'walk', 'stand', 'move', 'pain', 'cry', 'swollen', 'fever'])

function isNegated(clause: readonly string[], index: number): boolean {
  if (index >= 2 && LIST_JOINS.has(clause[index - 1] as string) && isNegated(clause, index - 2)) return true
  // Hindi puts the negation after the list: 'chocolate ya kuch aur nahi tha'.
  if (LIST_JOINS.has(clause[index + 1] as string) && clause.slice(index + 2, index + 5).some((word) => NEGATIONS_AFTER.has(word))) return true
  for (let back = index - 1; back >= Math.max(0, index - 3); back -= 1) {
    const word = clause[back] as string
    if (NEGATIONS_BEFORE.has(word)) return true
    if (NEGATION_STOPS.has(word)) break
  }
  if (NEGATIONS_AFTER.has(clause[index + 1] as string)) return true
  // Two words on only across a filler ('khoon bilkul nahi'): a word between that names something takes the negation
  // itself ('pet hard, ulti nahi ho rahi': the vomiting is what is not).
  return NEGATIONS_AFTER.has(clause[index + 2] as string) && !NAMES_A_THING.has(clause[index + 1] as string)
}


/** Names of conditions an owner may guess at in a short question after describing the signs: 'seizure??', 'is it bloat?'. */
const DIAGNOSES = new Set(['seizure', 'epilepsy', 'parvo', 'distemper', 'bloat', 'heatstroke', 'poison', 'allergy', 'burn', 'dyspnoea', 'blind', 'heartattack', 'asthma'])
const GUESS_WORDS = new Set([
  ...['is', 'it', 'this', 'that', 'a', 'an', 'the', 'or', 'maybe', 'possible', 'some', 'kind', 'of', 'sort', 'like', 'he', 'she', 'are', 'was', 'have', 'has', 'having', 'getting', 'does', 'do', 'small', 'little', 'mild', 'big'],
  ...['kya', 'kyaa', 'hai', 'h', 'ye', 'yeh', 'to', 'nahi', 'not', 'ho', 'raha', 'rahi', 'rha', 'rhi'],
  // A question about what a condition is: 'what is bloat exactly?'.
  ...['what', 'exactly', 'actually', 'mean', 'means'],
  // Sleep or a fit, asked: 'is he sleeping or is it a seizure?'.
  ...['sleep', 'dream', 'dreaming', 'just', 'normal', 'fine', 'alert', 'scare'],
  // Someone else's guess relayed: 'mummy boli daura h kya?', 'my wife says is it a seizure?'.
  ...['boli', 'bola', 'bole', 'kaha', 'says', 'said', 'asks', 'asked', 'thinks', 'told', 'mummy', 'mom', 'papa', 'dad', 'wife', 'husband', 'didi', 'bhaiya', 'mother', 'father'],
  ...['my', 'our', 'its', 'nani', 'nana', 'dadi', 'dada', 'grandma', 'granny', 'aunty', 'uncle', 'neighbour', 'friend'],
  // 'Is he going blind?'
  ...['going', 'go'],
])

/** A few words that only name a condition ('seizure', 'is he having fits', 'kya ye daura hai'). */
function namesOnlyACondition(words: readonly string[]): boolean {
  return words.length <= (words.includes('or') ? 9 : 5) && words.some((word) => DIAGNOSES.has(word)) && words.every((word) => DIAGNOSES.has(word) || GUESS_WORDS.has(word))
}

/** A sentence that ends asking, with no question mark typed: 'twitching while sleeping is it fits'. */
const ENDS_ASKING = /\b(is it|is this|is that|is he|is she|kya (ye|yeh|yah|ise|isko|use|usko))( \w+){0,4}$/

/** A short question that only names a condition guesses at the signs told before it; it reports nothing new. */
function isGuess(sentence: Sentence): boolean {
  return sentence.asked && namesOnlyACondition(sentence.clauses.flat())
}

/** Words that say something went in; 'give' only in a sentence that calls nothing mild or occasional ('my dad gives him one sometimes'). */
const ATE = ['eat', 'swallow', 'chew', 'lick', 'drink', 'give']

/**
 * Exposures that count however long ago they were told: a bite last week from an animal that has since died (the rabies
 * shots start now), and a lily for a cat (the kidneys fail over days: 'ate lily leaves last week, now not eating').
 */
const STILL_NOW = new Set(['rabiesexposure', 'wildbite', 'lily', 'parasitehistory', 'pastbite'])
/**
 * Read from a clause of the past too: a pack said to have been whole ('dibbi band thi'), a mother who gave birth weeks
 * ago (both still are), a vet's earlier name for an episode that has come back ('vet ne pichli baar reverse sneezing bola tha'),
 * and kidney disease found before ('pichle hafte kidney ki problem btai thi'), which lasts.
 */
const KEPT_FROM_THE_PAST = new Set(['intact', 'nursingmother', 'reversesneeze', 'kidney'])

/** Routine events an owner dates to give the timeline, not to tell a story of the past. */
const DATED_EVENTS = new Set(['estrus', 'vaccine', 'dewormer', 'spay'])
/**
 * A date just after these dates only them: the routine events, ticks or tick fever named as the history behind what is
 * happening now ('blood from nose both sides tick fever last week'), and a wound or rat poison named as the cause after
 * the signs of now ('body stiff jaw locked wound last week', 'gums bleeding bruises maybe rat poison last week'); unless
 * joined to what comes before ('bloody diarrhoea with ticks last month' is one past episode).
 */
const DATED_ALONE = new Set([...DATED_EVENTS, 'parasite', 'wound', 'ratpoison'])
const JOINED_TO_BEFORE = new Set(['with', 'after', 'from', 'during', 'due', 'because', 'and', 'aur', 'ke', 'se', 'of', 'had', 'have', 'has', 'tha', 'thi', 'was', 'hua', 'hui'])
/** 'estrus was longago': the date belongs to the event just before it, with at most two words between ('heat was for 4 weeks ago'). */
function datesAnEvent(clause: readonly string[]): boolean {
  const date = clause.lastIndexOf('longago')
  return clause.slice(Math.max(0, date - 3), date).some((word) => DATED_EVENTS.has(word))
}
/** 'Since last week', 'pichle hafte se': a span that began in the past and goes on, not a story of the past. */
const SPAN_BEFORE = new Set(['since', 'from'])
const SPAN_AFTER = new Set(['se', 'sey', 'say'])
function withoutSpans(clause: readonly string[]): string[] {
  return clause.filter((word, index) => !(word === 'longago' && (SPAN_BEFORE.has(clause[index - 1] as string) || SPAN_AFTER.has(clause[index + 1] as string))))
}
const BACK_TO_NOW = new Set(['now', 'ab', 'abhi', 'today', 'aaj', 'currently', 'tonight', 'since', 'but', 'lekin', 'par', 'magar', 'however', 'suddenly', 'sudden'])

/** A story told in the past tense goes on: 'after his surgery last year, he was weak for a week'. */
const TOLD_IN_THE_PAST = new Set(['was', 'were', 'did', 'used'])

/** Words that start a new person's part of a run-on clause: 'his pee is red neighbour put rat poison last week'. */
const SUBJECT_STARTS = new Set(['and', 'aur', 'he', 'she', 'his', 'her', 'my', 'our', 'we', 'i', 'they', 'then', 'also', 'neighbour', 'neighbours', 'someone', 'somebody', 'kisi', 'kisee'])

/** 'His' after 'on' or 'in' names whose body part ('a wound on his neck'), not who did something. */
const BEFORE_A_BODY_PART = new Set(['on', 'in', 'at', 'near', 'from', 'of', 'under', 'around', 'behind', 'pe', 'par', 'mein', 'me'])
function startsASubject(clause: readonly string[], index: number): boolean {
  const word = clause[index] as string
  if (!SUBJECT_STARTS.has(word)) return false
  return !((word === 'his' || word === 'her') && BEFORE_A_BODY_PART.has(clause[index - 1] as string))
}

/**
 * A clause without the part a time in the past dates ('a bloody nose 2 months ago', 'he had bloat surgery last year'):
 * from the start of that part (the clause's start, or the last 'and', pronoun or new subject before the date) up to
 * the owner's return to now ('..., and now he is vomiting'), or the clause's end.
 */
function withoutThePast(clause: readonly string[]): readonly string[] {
  let kept = [...clause]
  for (let date = kept.indexOf('longago'); date >= 0; date = kept.indexOf('longago')) {
    let start = date
    while (start > 0 && !startsASubject(kept, start)) start -= 1
    // A routine event just before the date is what it dates: 'she is weak, drinking a lot, heat was 4 weeks ago'.
    const event = kept.slice(Math.max(start, date - 3), date).findIndex((word) => DATED_ALONE.has(word))
    const eventAt = Math.max(start, date - 3) + event
    if (event >= 0 && (DATED_EVENTS.has(kept[eventAt] as string) || !JOINED_TO_BEFORE.has(kept[eventAt - 1] as string))) start = eventAt
    let end = date + 1
    // A past event named to date what follows ('after tick fever last week his pee is dark') ends at its date.
    const datesWhatFollows = kept.slice(start, date).some((word) => word === 'after') && !kept.slice(date + 1, date + 4).some((word) => TOLD_IN_THE_PAST.has(word))
    while (!datesWhatFollows && end < kept.length && !BACK_TO_NOW.has(kept[end] as string)) end += 1
    kept = [...kept.slice(0, start), ...kept.slice(end)]
  }
  return kept
}

/** Signs an owner calls mild right after naming them ('vomited once', 'coughs sometimes'): the amount eaten is not said. */
const SIGNS_CALLED_MILD = new Set(['vomit', 'retch', 'diarrhoea', 'stool', 'cough', 'sneeze', 'drool', 'shake', 'twitch', 'limp', 'lameness', 'bleed', 'blood', 'cry', 'unwell', 'weak', 'swollen'])
/** Those signs, and how the pet is, called mild just before them ('a bit thirsty', 'a little tired'): nor here. */
const STATES_CALLED_MILD = new Set([...SIGNS_CALLED_MILD, 'thirsty', 'tired', 'lethargy', 'quiet', 'dull', 'low', 'sleepy', 'restless', 'hyper', 'sick', 'lazy', 'sad', 'scared', 'nervous', 'anxious', 'sust', 'pant', 'polydipsia'])

function readSentence(sentence: Sentence): SentenceReading {
  // A clause about the past ('a bloody nose 2 months ago') says nothing about today.
  // So is the clause of a question about a condition in general ('what are the signs of heatstroke'), and a guess ('seizure??').
  const educational = EDUCATIONAL.test(sentence.raw) && !PAST.test(sentence.raw)
  const guess = isGuess(sentence)
  // So is a question's last clause that only names a condition: 'twitching in his sleep, is he having fits?'.
  const guessedLast = (clause: readonly string[], index: number) => (sentence.asked || ENDS_ASKING.test(sentence.raw)) && index === sentence.clauses.length - 1 && namesOnlyACondition(clause)
  // A story of the past goes on past the clause that dates it ('last year he hid for 3 days, wouldn't eat'), until the owner comes back to now.
  let inThePast = false
  // A clause that dates an event with 'after' ('after tick fever last week,') tells the time of what follows, unless
  // what follows is told in the past too.
  let afterADate = false
  // A date told after the owner has begun with now ('peeing red since morning, had lot of ticks last week, not eating')
  // is an aside: what follows it is now again.
  let toldNow = false
  const today = sentence.clauses.map(withoutSpans).flatMap((clause, index) => {
    if (guess || guessedLast(clause, index) || (educational && index === 0)) return []
    const dated = clause.includes('longago')
    if (!dated && clause.some((word) => BACK_TO_NOW.has(word))) inThePast = false
    if (afterADate && !dated) inThePast = clause.some((word) => TOLD_IN_THE_PAST.has(word))
    afterADate = false
    if (inThePast && !dated) return []
    // A date given for a routine event ('heat was 1 month back', 'vaccinated 2 months ago') starts no story.
    // An aside after now ('..., had lot of ticks last week, not eating') dates only itself, unless what follows is told in the past too ('was vomiting blood').
    if (dated) afterADate = toldNow || clause.slice(0, clause.lastIndexOf('longago')).includes('after')
    if (dated) inThePast = !toldNow && !datesAnEvent(clause) && !clause.slice(clause.lastIndexOf('longago')).some((word) => BACK_TO_NOW.has(word))
    if (!dated) toldNow = true
    const kept = withoutThePast(clause)
    return kept.length > 0 ? [kept] : []
  })
  // An exposure that counts however long ago it was told (STILL_NOW) is read even from the past, unless negated; so is
  // what KEPT_FROM_THE_PAST names.
  const exposures = sentence.clauses.flatMap((clause) => clause.filter((word, index) => (STILL_NOW.has(word) || KEPT_FROM_THE_PAST.has(word)) && !isNegated(clause, index)))
  if (exposures.length > 0 && !guess && !educational) today.push(exposures)
  const clauses = today.map((clause) => new Set(clause.filter((_, index) => !isNegated(clause, index))))
  const present = new Set(clauses.flatMap((clause) => [...clause]))
  const general =
    (QUESTION_START.test(sentence.raw) || sentence.asked || ALWAYS_GENERAL.test(sentence.raw)) &&
    (GENERAL.test(sentence.raw) || ALWAYS_GENERAL.test(sentence.raw)) &&
    !(ASKED_OF_WHAT_IT_DOES.test(sentence.raw) && !ASKED_TO_EAT.test(sentence.raw))
  const past = PAST.test(sentence.raw)
  const contactDenied = today.some((clause) => clause.some((word, index) => CONTACT.has(word) && isNegated(clause, index)))
  // A pack said to be whole ('the packet was sealed, all the cubes are there') means only the pack was touched, unless
  // the owner also says something was eaten.
  // So does an attempt that was stopped ('my son tried to give her grapes but I stopped him').
  const stopped = present.has('offer') && present.has('stop') && ![...present].some((word) => CONTACT.has(word))
  const countChewed = chewsACount(clauses)
  // So does a place the pet cannot get to ('the lilies are in my bedroom, the cat cant go there').
  const noContact = ((contactDenied || present.has('noaccess')) && ![...present].some((word) => CONTACT.has(word))) || (present.has('intact') && !countChewed && !['eat', 'swallow', 'drink'].some((word) => present.has(word))) || stopped
  // An amount also called a lot is no small amount: 'quite a lot, 2 spoons' for a 3 kg cat.
  const mildAmount = !present.has('much') && today.some((clause) => clause.some((word, index) => word === 'mild' && !SIGNS_CALLED_MILD.has(clause[index - 1] as string) && !STATES_CALLED_MILD.has(clause[index + 1] as string)))
  return { clauses, present, hypothetical: (general && !past) || RETRACTED.test(sentence.raw), past, mild: present.has('mild'), mildAmount, noContact }
}

/** Counts of tablets or pieces said in words. */
const COUNTED = new Set(['one', 'two', 'three', 'four', 'five', 'few', 'some', 'ek', 'do', 'teen', 'char', 'paanch', 'kuch'])
/** A number of tablets chewed is a number taken, whatever is left: 'chewed 3 of my Combiflam, the rest are all there' (not 'chewed one box'). */
function chewsACount(clauses: readonly ReadonlySet<string>[]): boolean {
  return clauses.some((clause) => {
    const words = [...clause]
    return clause.has('chew') && words.some((word, index) => (/^\d+$/.test(word) || COUNTED.has(word)) && ['of', 'pill', 'humanmed'].includes(words[index + 1] as string))
  })
}

/** A belief the owner then checked ('thought he ate'); not worry or fear, which go with real reports ('so worried, he ate half a strip'). */
/** What was feared eaten, found again or whole. */
const FOUND_WHOLE = /\b(found (it|them)|sealed|intact|counted|all there|untouched|mil gay\w*|mil gai|(was|were|is|are) (under|behind) the)\b/
const FEARED = /\b(thought|sochaa?|suspected|i think)\b/
/**
 * Grams of chocolate per kilogram of pet under which a vet today is enough: about a quarter of the dose at which
 * theobromine first shows (20 mg/kg; milk chocolate holds about 2 mg a gram, dark and baking chocolate up to 16, cocoa 26).
 */
export const SMALL_CHOCOLATE_DOSE = { milk: 1.5, dark: 0.3 } as const
const GRAMS = /\b(\d+(?:p\d+)?) ?(g|gm|gms|gram|grams|gr)\b/g
const KILOS = /\b(\d+(?:p\d+)?) ?(kg|kgs|kilo|kilos|kilogram|kilograms)\b/g
/**
 * Chocolate counted in pieces when no grams are given, each at a generous weight so a misreading errs high: a Gems
 * button about 1.5 g, a square or piece broken off a bar about 7 g ('6 Cadbury Gems', 'two squares of Dairy Milk').
 */
const PIECES = /\b(\d+) (?:\w+ )?(gems|squares?)\b|\b(\d+) (pieces?|chunks?) of (?:\w+ )?(?:chocolate|dairy|cadbury|kitkat|silk|choco)/g
const PIECE_GRAMS: Readonly<Record<string, number>> = { gems: 1.5, square: 7, squares: 7, piece: 7, pieces: 7, chunk: 7, chunks: 7 }
const pieceGrams = (text: string) => [...text.matchAll(PIECES)].map((match) => Number(match[1] ?? match[3]) * (PIECE_GRAMS[(match[2] ?? match[4]) as string] ?? 7)).filter((value) => value > 0)
const amounts = (text: string, unit: RegExp) => [...text.matchAll(unit)].map((match) => Number((match[1] as string).replace('p', '.'))).filter((value) => value > 0)

/** Chocolate eaten in grams the owner gives, for a pet of the kilograms given: the most grams for the lightest pet, so a misreading errs high. */
function smallChocolateDose(told: readonly Sentence[], sentences: readonly SentenceReading[]): boolean {
  if (!sentences.some((sentence) => sentence.present.has('chocolate'))) return false
  const text = told.map((sentence) => sentence.raw).join(' . ')
  const weighed = amounts(text, GRAMS)
  const grams = weighed.length > 0 ? weighed : pieceGrams(text)
  const kilos = amounts(text, KILOS)
  if (grams.length === 0 || kilos.length === 0) return false
  const dark = sentences.some((sentence) => sentence.present.has('darkchoc'))
  return Math.max(...grams) / Math.min(...kilos) < (dark ? SMALL_CHOCOLATE_DOSE.dark : SMALL_CHOCOLATE_DOSE.milk)
}

/** Under twelve weeks a puppy or kitten has no reserves: weak or not eating is already an emergency. */
function babyByAge(pet: AssistantPet): boolean {
  const age = readAgeLoosely(pet.age)
  return age.ok && age.weeks < 12
}

/** Reads the message once for every rule: its sentences, and the pet as context words. */
export function readForTriage(message: string, pet: AssistantPet): MessageReading {
  const context = new Set<string>([pet.category])
  const stage = youngStage(pet.category, pet.age)
  if (stage === 'newborn') context.add('newborn')
  if (stage !== 'grown') context.add('young')
  if (stage === 'newborn' || (stage === 'young' && babyByAge(pet))) context.add('baby')
  if (isFlatFaced(pet.breed)) context.add('flatface')
  if (pet.category === 'cat' || stage !== 'grown' || isSmallBreed(pet.breed)) context.add('smallpet')
  // A sex typed into the pet form ('3 yr male', 'tom'): a male cat's straining is read as a blockage.
  if (/\b(male|tom|boy)\b/i.test(`${pet.breed} ${pet.age}`)) context.add('male')
  const told = readMessage(message)
  // A fear corrected in the next sentence is no report: 'He ate 2-3 grapes? No wait, they were jamun, not grapes.', 'ate Dolo? no, found it'.
  const sentences = told.map((sentence, index) => {
    const reading = readSentence(sentence)
    const next = told[index + 1]?.raw ?? ''
    return CORRECTED.test(next) || (sentence.asked && ANSWERED_NO.test(next)) ? { ...reading, hypothetical: true, noContact: true } : reading
  })
  // A correction names what it was; the eating told before it stands: 'Swallowed my earring.. no sorry it was the button battery'.
  told.forEach((_, index) => {
    const [corrected, correction] = [sentences[index] as SentenceReading, sentences[index + 1]]
    // Not when the correction finds the thing whole: 'swallowed a coin no wait the coin was under the sofa, found it'.
    if (!correction || !CORRECTED.test(told[index + 1]?.raw ?? '') || FOUND_WHOLE.test(told[index + 1]?.raw ?? '') || ATE.some((word) => correction.present.has(word))) return
    for (const word of ATE.filter((eaten) => corrected.present.has(eaten))) {
      correction.present.add(word)
      correction.clauses[0]?.add(word)
    }
  })
  // A fear the owner then checks ('thought he ate a Combiflam ... I counted, all accounted') is no report of eating.
  if (sentences.some((sentence) => sentence.present.has('intact'))) {
    told.forEach((sentence, index) => {
      if (FEARED.test(sentence.raw)) sentences[index] = { ...(sentences[index] as SentenceReading), hypothetical: true }
    })
  }
  if (smallChocolateDose(told, sentences)) {
    for (const sentence of sentences) {
      if (!sentence.present.has('chocolate') || sentence.present.has('much')) continue
      sentence.present.add('mild')
      sentence.mildAmount = true
    }
  }
  // 'Sugar free' said to be sweetened with stevia or sucralose, anywhere in the message, holds no xylitol.
  if (sentences.some((sentence) => sentence.present.has('nonxylitol'))) {
    for (const sentence of sentences) for (const words of [sentence.present, ...sentence.clauses]) words.delete('xylitol')
  }
  return { sentences, context, pet }
}

function groupsMet(condition: Condition, words: ReadonlySet<string>, context: ReadonlySet<string>): boolean {
  return condition.all.every((group) => group.some((word) => words.has(word) || context.has(word)))
}

function speciesFits(condition: Condition, reading: MessageReading, words: ReadonlySet<string>): boolean {
  if (!condition.species) return true
  const named = [...words].filter((word) => SPECIES_WORDS.has(word))
  return condition.species.includes(reading.pet.category) || named.some((word) => condition.species?.includes(word as AssistantPet['category']))
}

function packWhole(reading: MessageReading): boolean {
  const words = new Set(reading.sentences.flatMap((sentence) => [...sentence.present]))
  return words.has('intact') && !['eat', 'swallow', 'drink', 'lick'].some((word) => words.has(word)) && !reading.sentences.some((sentence) => chewsACount(sentence.clauses))
}

/** True when the condition holds somewhere in the message. */
export function holds(condition: Condition, reading: MessageReading): boolean {
  const { context } = reading
  // A pack the owner says is whole ('all 4 sachets are there, sealed'), with nothing said eaten, is no exposure anywhere in the message.
  if (condition.exposure && packWhole(reading)) return false
  if (condition.noneInMessage?.some((word) => reading.sentences.some((sentence) => sentence.present.has(word)))) return false
  if (condition.scope === 'message') {
    const usable = reading.sentences.filter((sentence) => !(condition.exposure && (sentence.hypothetical || sentence.noContact || sentence.present.has('habit'))) && !(condition.past && !sentence.past))
    // A question about a food or product, then that something was eaten: 'Is chocolate toxic for dogs? Mine ate 2 bars.' (Not a pet licking its own paws.)
    const ate = condition.exposure && usable.some((sentence) => sentence.past && !sentence.present.has('selflick') && !sentence.present.has('flavour') && ATE.some((word) => sentence.present.has(word) && (word !== 'give' || !sentence.present.has('mild'))))
    const asked = ate ? reading.sentences.filter((sentence) => sentence.hypothetical && !sentence.noContact && !(condition.past && !sentence.past)) : []
    const words = new Set([...usable, ...asked].flatMap((sentence) => [...sentence.present]))
    if (condition.unlessMild && words.has('mild')) return false
    if (condition.none?.some((word) => words.has(word))) return false
    return speciesFits(condition, reading, words) && groupsMet(condition, words, context)
  }
  // How much was eaten is often said apart from what: 'licked the plate. Just a lick.'; unless another sentence says a lot
  // or a whole one was eaten ('ate a whole pack of Silk... also the puppies maybe licked the wrapper').
  const muchEaten = reading.sentences.some((sentence) => !sentence.mildAmount && (sentence.present.has('much') || sentence.present.has('whole')) && ATE.some((word) => sentence.present.has(word)))
  if (condition.exposure && condition.unlessMild && !muchEaten && reading.sentences.some((sentence) => sentence.mildAmount)) return false
  return reading.sentences.some((sentence) => {
    // A question, or a habit ('dal with onion every day'), is not an exposure to treat now.
    if (condition.exposure && (sentence.hypothetical || sentence.noContact || sentence.present.has('habit'))) return false
    if (condition.past && !sentence.past) return false
    if (condition.unlessMild && (condition.exposure ? sentence.mildAmount : sentence.mild)) return false
    if (condition.none?.some((word) => sentence.present.has(word))) return false
    if (!speciesFits(condition, reading, sentence.present)) return false
    if (condition.scope === 'clause') return sentence.clauses.some((clause) => groupsMet(condition, clause, context))
    return groupsMet(condition, sentence.present, context)
  })
}

/** The red flags the message raises for this pet. */
export function findRedFlags(reading: MessageReading): RedFlag[] {
  return RED_FLAGS.filter((flag) => flag.when.some((condition) => holds(condition, reading)))
}

/** The concerns, each graded: a `soon` concern that may be mild and that the owner calls mild ('vomited once') is routine. */
export function findConcerns(reading: MessageReading): { concern: Concern; urgency: Urgency }[] {
  return CONCERNS.flatMap((concern) => {
    if (!concern.when.some((condition) => holds(condition, reading))) return []
    const serious = concern.urgency === 'soon' && (!concern.mildable || concern.when.some((condition) => holds({ ...condition, unlessMild: true }, reading)))
    const young = reading.context.has('young') || reading.sentences.some((sentence) => sentence.present.has('young'))
    return [{ concern, urgency: serious || (concern.urgency === 'soon' && young) ? concern.urgency : 'routine' }]
  })
}

function toxinsNamed(reading: MessageReading): Toxin[] {
  const words = new Set(reading.sentences.flatMap((sentence) => [...sentence.present]))
  return TOXINS.filter((toxin) => words.has(toxin.concept) && (!toxin.species || toxin.species.includes(reading.pet.category) || words.has(toxin.species[0] as string)))
}

function namesHumanMedicine(reading: MessageReading): boolean {
  return reading.sentences.some((sentence) => sentence.present.has('humanmed') || (sentence.present.has('pill') && sentence.present.has('give')))
}

const GENERAL_DO_NOT = ['Do not give salt water or try to make your pet vomit.', 'Do not give any human medicine (paracetamol, ibuprofen, painkillers).']

export function emergencySections(flags: readonly RedFlag[], settings: TriageSettings = {}, humanMedicine = false): TriageResult['sections'] {
  const unique = (lines: string[]) => [...new Set(lines)]
  const ownSaltWater = flags.some((flag) => flag.doNot.some((own) => own.includes('salt water')))
  return [
    {
      heading: GO_NOW,
      lines: [`Signs of: ${flags.map((flag) => flag.label.toLowerCase()).join('; ')}.`, NEAREST_HOSPITAL, ...(settings.supportHours ? [supportLine(settings.supportHours)] : [])],
    },
    { heading: 'On the way', lines: unique(flags.flatMap((flag) => [...flag.onTheWay])) },
    {
      heading: 'Do not',
      lines: unique([
        ...flags.flatMap((flag) => [...flag.doNot]),
        ...GENERAL_DO_NOT.filter((line) => !(line.includes('salt water') && ownSaltWater)),
        ...(humanMedicine ? [HUMAN_MEDICINE_WARNING] : []),
      ]),
    },
    { heading: 'Note', lines: [NOT_A_DIAGNOSIS] },
  ]
}

function petName(pet: AssistantPet): string {
  const breed = pet.breed.trim()
  return breed ? `your ${breed}` : `your ${pet.category}`
}

export const SEE_A_VET_TODAY = 'See a vet today'
export const EATEN_GO_NOW = 'If your pet has eaten, licked or been given any, go to a vet now.'
export const GO_NOW_IF =
  'breathing gets hard, gums turn pale or blue, your pet collapses or has a fit, vomits blood, cannot pee, or has eaten something poisonous: go to the nearest open vet or 24-hour animal hospital straight away.'

function nonEmergencySections(urgency: Urgency, concerns: readonly Concern[], pet: AssistantPet, reading: MessageReading): TriageResult['sections'] {
  const first =
    urgency === 'soon'
      ? { heading: SEE_A_VET_TODAY, lines: [`From what you describe, ${petName(pet)} should see a vet today: book a home visit or a video consultation.`] }
      : { heading: 'No emergency signs in what you describe', lines: [`A routine check-up is enough for ${petName(pet)} unless things change; monitor at home meanwhile.`] }
  const sections = [first]
  if (namesHumanMedicine(reading)) sections.push({ heading: 'Human medicines', lines: [HUMAN_MEDICINE_WARNING] })
  const toxins = toxinsNamed(reading)
  if (toxins.length > 0) sections.push({ heading: 'Poisonous to pets', lines: [...toxins.map((toxin) => `${toxin.name}: ${toxin.harms}.`), EATEN_GO_NOW] })
  if (concerns.length > 0) sections.push({ heading: 'To discuss with the vet', lines: [...new Set(concerns.flatMap((concern) => [...concern.causes]))] })
  if (concerns.length > 0) sections.push({ heading: 'Safe at home meanwhile', lines: [...new Set(concerns.flatMap((concern) => [...concern.homeCare]))] })
  sections.push({ heading: 'Go now if', lines: [GO_NOW_IF] })
  sections.push({ heading: 'Note', lines: [NOT_A_DIAGNOSIS] })
  return sections
}

export function sectionsToText(sections: TriageResult['sections']): string {
  return sections.map((section) => [section.heading, ...section.lines.map((line) => `- ${line}`)].join('\n')).join('\n\n')
}

/** Marks of the pet, not of what the owner tells: a rule reads them beside a sign, never as one. */
const PET_MARKS = new Set(['dog', 'cat', 'young', 'baby', 'newborn', 'smallpet', 'flatface', 'male'])
/** Every word some rule or concern reads as a sign, an exposure or a part of the body. */
const SIGN_WORDS = new Set(
  [...RED_FLAGS, ...CONCERNS].flatMap((rule) => rule.when.flatMap((condition) => condition.all.flat())).filter((word) => !PET_MARKS.has(word)),
)

/** The learned second opinion on a message the rules did not find an emergency (a higher bar for a routine one). */
function secondOpinion(reading: MessageReading, concerns: readonly { urgency: Urgency }[], settings: TriageSettings): boolean {
  const weights = settings.secondOpinion === undefined ? SECOND_OPINION_WEIGHTS : settings.secondOpinion
  if (!weights) return false
  // A small amount of a dose-dependent food the rules chose to send today ('3-4 onion rings for a 25 kg dog') stays today.
  const words = new Set(reading.sentences.flatMap((sentence) => [...sentence.present]))
  if (words.has('mild') && DOSE_DEPENDENT_TOXINS.some((toxin) => words.has(toxin))) return false
  // Nor a pack the owner says is whole, with nothing said eaten: the rules already read it as no exposure.
  if (packWhole(reading)) return false
  // Nor something the owner says the pet cannot reach ('took the lilies to my office, they never came inside the house'),
  // with nothing said eaten, licked or chewed: the rules read that as no exposure too.
  if (words.has('noaccess') && !reading.sentences.some((sentence) => !sentence.hypothetical && [...sentence.present].some((word) => CONTACT.has(word)))) return false
  // Nor a snort the rules read as a reverse sneeze (a harmless spasm), where no rule found a sign of danger beside it.
  if (words.has('reversesneeze')) return false
  const bar = concerns.some(({ urgency }) => urgency === 'soon') ? SECOND_OPINION_AT.today : SECOND_OPINION_AT.routine
  // Everyday words alone ('my pet is very big now') weigh for nothing: a message no rule finds a sign in needs one word a rule reads.
  if (bar === SECOND_OPINION_AT.routine && !reading.sentences.some((sentence) => !sentence.hypothetical && !sentence.noContact && [...sentence.present].some((word) => SIGN_WORDS.has(word)))) return false
  return emergencyLikelihood(secondOpinionFeatures(reading), weights) > bar
}

/** The red flags an emergency reply names: the rules' own, else several signs at once, else the second opinion's. */
function emergencyFlags(reading: MessageReading, found: RedFlag[], concerns: readonly { concern: Concern; urgency: Urgency }[], settings: TriageSettings): RedFlag[] {
  if (found.length > 0) return found
  if (concerns.filter(({ concern, urgency }) => urgency === 'soon' && !concern.notASign).length >= SEVERAL_SIGNS_AT) return [SEVERAL_SIGNS]
  return secondOpinion(reading, concerns, settings) ? [SIGNS_TOGETHER] : []
}

/** Grades a message already read: the one decision the chat, the symptom checker and the API share. */
export function triageReading(reading: MessageReading, settings: TriageSettings = {}): TriageResult {
  const concerns = findConcerns(reading)
  const found = findRedFlags(reading)
  const concernFlags = concerns.map(({ concern, urgency }) => ({ id: concern.id, label: concern.label, urgency }))
  const redFlags = emergencyFlags(reading, found, concerns, settings)
  if (redFlags.length > 0) {
    const named = new Set(redFlags.map((flag) => flag.id))
    const uncovered = concernFlags.filter((flag) => !CONCERNS.find((concern) => concern.id === flag.id)?.coveredBy?.some((id) => named.has(id)))
    const sections = emergencySections(redFlags, settings, namesHumanMedicine(reading))
    return {
      urgency: 'emergency',
      flags: [...redFlags.map((flag) => ({ id: flag.id, label: flag.label, urgency: 'emergency' as const })), ...uncovered],
      reply: sectionsToText(sections),
      sections,
    }
  }
  const urgency = concerns.reduce<Urgency>((worst, { urgency: each }) => moreUrgent(worst, each), 'routine')
  const sections = nonEmergencySections(urgency, concerns.map(({ concern }) => concern), reading.pet, reading)
  return { urgency, flags: concernFlags, reply: sectionsToText(sections), sections }
}

/**
 * Grades an owner's message: `emergency` (a vet now), `soon` (a vet today) or `routine`.
 * Deterministic and offline: the same code answers in the browser and on the server.
 */
export function triage(message: string, pet: AssistantPet, settings: TriageSettings = {}): TriageResult {
  return triageReading(readForTriage(message, pet), settings)
}

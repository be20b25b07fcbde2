import { describe, expect, it } from 'vitest'
import type { AssistantPet } from './pet.ts'
import { consonantSkeleton, normaliseMessage } from './normalise.ts'
import { GO_NOW, NEAREST_HOSPITAL, NOT_A_DIAGNOSIS, supportLine, triage } from './triage.ts'

const adultDog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '4 years' }
const puppy: AssistantPet = { category: 'dog', breed: 'Labrador', age: '8 weeks' }
const cat: AssistantPet = { category: 'cat', breed: 'Indian domestic', age: '3 years' }
const pug: AssistantPet = { category: 'dog', breed: 'Pug', age: '3 years' }
/** The grade on the rules alone, without the learned second opinion. */
const rules = (message: string, pet: AssistantPet) => triage(message, pet, { secondOpinion: null }).urgency

describe('triage', () => {
  it('answers an emergency with go-now first, then what to do on the way, then what not to do', () => {
    const result = triage('my dog ate rat poison', adultDog)
    expect(result.sections.map((section) => section.heading)).toEqual([GO_NOW, 'On the way', 'Do not', 'Note'])
    expect(result.reply.indexOf(GO_NOW)).toBe(0)
    expect(result.flags.map((flag) => flag.id)).toEqual(['poisoning'])
  })

  it('turns a sign off when it is negated, in English and in Hindi word order', () => {
    expect(triage('he is not vomiting and there is no blood', adultDog).urgency).not.toBe('emergency')
    expect(triage('khoon ki ulti nahi', adultDog).urgency).not.toBe('emergency')
    expect(triage('no seizures', adultDog).urgency).toBe('routine')
  })

  it('keeps a sign whose words carry the negation ("not breathing") and one after a closed negation', () => {
    expect(triage('not breathing', adultDog).urgency).toBe('emergency')
    expect(triage('no fever and he is vomiting blood', adultDog).urgency).toBe('emergency')
    expect(triage('khoon nahi ruk raha', adultDog).urgency).toBe('emergency')
  })

  it('holds a puppy to a lower threshold than an adult for not eating since yesterday', () => {
    expect(triage('not eating since yesterday', adultDog).urgency).toBe('soon')
    expect(triage('not eating since yesterday', puppy).urgency).toBe('emergency')
  })

  it('reads heavy panting as an emergency in a pug or a cat, and in a lab by the rules only with heat (a vet today without)', () => {
    expect(triage('panting heavily', pug).urgency).toBe('emergency')
    expect(triage('panting heavily', cat).urgency).toBe('emergency')
    // The second opinion may raise a lab's heavy panting at rest too (its 'today' bar is 0.5, decision 0066).
    expect(triage('panting heavily', adultDog, { secondOpinion: null }).urgency).toBe('soon')
    expect(triage('panting heavily after a walk in the afternoon heat', adultDog).urgency).toBe('emergency')
  })

  it('treats a dog flea product as an emergency for a cat only', () => {
    expect(triage('I put dog tick drops on him', cat).urgency).toBe('emergency')
    expect(triage('I put dog tick drops on him', adultDog).urgency).toBe('routine')
  })

  it('grades a day of loose motion as soon, with causes to discuss and safe home care', () => {
    const result = triage('loose motion since morning', adultDog)
    expect(result.urgency).toBe('soon')
    expect(result.sections[0]?.heading).toBe('See a vet today')
    expect(result.sections.map((section) => section.heading)).toContain('To discuss with the vet')
    expect(result.sections.map((section) => section.heading)).toContain('Safe at home meanwhile')
  })

  it('ends every reply with the note that it is not a diagnosis', () => {
    for (const message of ['hit by a car', 'itching', 'how often to bathe']) expect(triage(message, adultDog).reply.endsWith(NOT_A_DIAGNOSIS)).toBe(true)
  })

  it('is deterministic', () => {
    expect(triage('saans lene me dikkat', cat)).toEqual(triage('saans lene me dikkat', cat))
  })

  it('reads apostrophes, long letter runs, case, typos, word forms, Hinglish and Devanagari as one concept', () => {
    expect(normaliseMessage("He CAN'T breeeathe!!")).toBe('he apnoea')
    expect(normaliseMessage('vommitting since mornig')).toBe(normaliseMessage('vomits since mornig'))
    expect(normaliseMessage('keeps trying to puke but nothing comes out')).toContain('retch')
    expect(normaliseMessage('खून की उल्टी')).toBe(normaliseMessage('khoon ki ulti'))
    expect(normaliseMessage('saans lene mein dikkat')).toBe(normaliseMessage('sans lene mein diqqat'))
    expect(normaliseMessage('my dog ate a Dairy Milk bar')).toBe('my dog eat a chocolate bar')
  })

  it.each([
    ['my puppy has diarrhea with blood', puppy],
    ['looks like parvo symptoms', puppy],
    ['male cat straining in the litter box', cat],
    ['only a few drops come out when he pees', cat],
    ['he hasnt peed since yesterday', cat],
    ['belly is bloated and hard', adultDog],
    ['keeps trying to puke but nothing comes out', adultDog],
    ['pet phool gaya hai', adultDog],
    ['breathing with difficulty', cat],
    ['breathing with open mouth', cat],
    ['saans lene mein dikkat', adultDog],
    ['he ate a Dairy Milk bar', adultDog],
    ['ate a whole KitKat', adultDog],
    ['he is eating raisins', adultDog],
    ['car hit my dog', adultDog],
    ['fell from the 8th floor', cat],
    ['cant move his back legs', adultDog],
    ['she licked the dogs spot-on', cat],
    ['nosebleed that will not stop', adultDog],
    ['got an electric shock from a wire', adultDog],
    ['near drowning in the pool', adultDog],
    ['swallowed a sock', adultDog],
    ['ate a corn cob', adultDog],
    ['licked a toad', adultDog],
    ['newborn kitten is cold and floppy', cat],
  ] as const)('grades the issue 34 miss "%s" as an emergency', (message, pet) => {
    expect(triage(message, pet).urgency).toBe('emergency')
  })

  it('answers a question about giving a human medicine with the warning, a vet today, and no emergency', () => {
    const result = triage('can I give paracetamol to my cat', cat)
    expect(result.urgency).toBe('soon')
    expect(result.sections.map((section) => section.heading)).toContain('Human medicines')
    expect(result.reply).toMatch(/Never give your pet paracetamol .* a single paracetamol tablet can kill a cat/)
  })

  it('reads a general question about a food as a question, and the same food eaten as an emergency', () => {
    expect(triage('can dogs eat grapes?', adultDog).urgency).not.toBe('emergency')
    expect(triage('can dogs eat grapes?', adultDog).reply).toMatch(/Grapes, raisins, kishmish or munakka: kidney failure/)
    expect(triage('he ate grapes. can dogs eat grapes?', adultDog).urgency).toBe('emergency')
    expect(triage('he licked a little chocolate off the wrapper, barely anything', adultDog).urgency).toBe('soon')
    expect(triage('he licked a little lily pollen', cat).urgency).toBe('emergency')
  })

  it('grades a message that describes a sign at least "see a vet today" unless the owner calls it mild', () => {
    expect(triage('a little blood in his stool', adultDog).urgency).toBe('soon')
    expect(triage('he is limping', adultDog).urgency).toBe('soon')
    expect(triage('vomited once after eating grass, now fine', adultDog).urgency).toBe('routine')
  })

  it.each([
    ['a stray dog grabbed my cat by the neck and shook her', cat],
    ['the neighbours dog bit him on the back', adultDog],
    ['our cat clawed the dogs eye, it is shut now', adultDog],
    ['a thread is hanging out of his bottom', cat],
    ['his mouth is bleeding, no idea why', adultDog],
    ['he keeps sitting in the sand tray crying, nothing comes', cat],
    ['i used the dog tick spot on for my cat', cat],
    ['cant use his back legs since this morning', adultDog],
    ['unable to stand', adultDog],
    ['jumped off the balcony', cat],
    ['swallowed a chicken leg and keeps pawing at his mouth', adultDog],
    ['paws blistered after walking on the hot road', adultDog],
    ['bit by a cobra', adultDog],
    ['he was in the sun all afternoon and just fell down', adultDog],
    ['chewed through the extension cord, seems normal now', adultDog],
    ['looks drunk and keeps falling over', adultDog],
    ['bleeding from his bum after a meal of bones', adultDog],
    ['he bit into a remote battery', adultDog],
    ['worms crawling in the wound on her back', adultDog],
    ['coughing up blood since last night', adultDog],
  ] as const)('grades "%s" as an emergency, by its concepts', (message, pet) => {
    expect(triage(message, pet).urgency).toBe('emergency')
  })

  it.each([
    ['is a home cooked diet better than kibble', adultDog],
    ['just checking if bee stings are dangerous, he spat one out and is fine', adultDog],
    ['train mein le jaana hai, kya chahiye', adultDog],
    ['the kitten is not using the litter box', cat],
    ['there are lilies in my room but she never touched them', cat],
    ['he chewed his own dewormer tablet that the vet gave', adultDog],
    ['it was a grape-scented eraser, no grapes or raisins in the house', adultDog],
    ['i thought he ate a crocin but no, the strip is full', adultDog],
    ['he ate one small square of milk chocolate and he is a 35 kg lab', adultDog],
    ['she caught a mouse and killed it but did not eat it', cat],
    ['what are the signs of heatstroke in dogs?', adultDog],
    ['fell down two steps, got up at once and is running and jumping', adultDog],
  ] as const)('does not send "%s" to a hospital', (message, pet) => {
    expect(triage(message, pet).urgency).not.toBe('emergency')
  })

  it.each([
    ['pilla laal potty kar raha hai', puppy],
    ['his pee is the colour of cola and his eyes look yellow', adultDog],
    ['peshab laal rang ka aa raha hai aur aankhen peeli hai', adultDog],
    ['muh se khoon aa raha hai, pata nahi kyun', adultDog],
    ['bandar ne pilla ko kaat liya', puppy],
    ['mere dog ko gali ke kutte ne pakad liya, gardan pe daant ke nishaan hai', adultDog],
    ['intestines hanging out of a wound on his belly', adultDog],
    ['his jaw looks crooked after the fall', cat],
    ['billi chhat se kud gayi', cat],
    ['gagging and pawing at her mouth like something is stuck', cat],
    ['my male cat seems constipated, keeps sitting in the box', cat],
    ['not vaccinated vomiting since morning', puppy],
    ['meri billi ki saans ajeeb chal rahi hai', cat],
    ['he ate chicken bones last night and now keeps retching', adultDog],
    ['my epileptic dog is having a fit right now', adultDog],
    ['he has not passed urine since last night', cat],
    ['bleeding from the paw not stopping even after pressing for ten minutes', adultDog],
    ['stung by many bees in the garden', adultDog],
  ] as const)('grades "%s" as an emergency (writer D’s supplement: colours, Hindi word order, tissue showing, a male cat "constipated")', (message, pet) => {
    expect(triage(message, pet).urgency).toBe('emergency')
  })

  it.each([
    ['he ate a cooked chicken bone an hour ago and is normal', 'soon', adultDog],
    ['coughing as if something is stuck in his throat, eating and playing', 'soon', adultDog],
    ['the packet of rat poison was still sealed and all the pellets are there, he only chewed the box', 'routine', adultDog],
    ['he chewed a tiny bit of a mosquito coil and is fine', 'soon', adultDog],
    ['a little redness where I put the flea spot-on made for cats, eating and playing', 'routine', cat],
    ['my epileptic cat is doing well on phenobarbitone, she needs a refill', 'routine', cat],
    ['head tilted to one side with an ear infection, scratching the ear', 'soon', adultDog],
    ['2 baar ulti ki, ab paani piya aur ruk gaya, theek hai. kya aaj khana na du?', 'soon', adultDog],
    ['uske nakhun kaatne hain, andar ka dikhta nahi, kaise karein', 'routine', adultDog],
    ['kutte ne chappal ko kaat diya, kaise rokein', 'routine', adultDog],
    ['her pee looks pink today, she is eating normally', 'soon', cat],
    ['my male cat is a bit constipated sometimes, what fibre can i give', 'soon', cat],
  ] as const)('grades "%s" below an emergency, as %s', (message, urgency, pet) => {
    expect(triage(message, pet).urgency).toBe(urgency)
  })

  it('keeps a typo from bending an everyday word into a sign, and reads a slip of an everyday word as that word', () => {
    expect(normaliseMessage('cooked checking seems')).toBe('cooked checking seems')
    expect(normaliseMessage('ate a daiyr milk')).toBe('eat a chocolate')
    expect(normaliseMessage('aankh bahaar')).toBe(normaliseMessage('aankh bahar'))
    expect(normaliseMessage('no grapes or raisins')).toBe('not grape or grape')
    expect(triage('not vomiting or drooling', adultDog).urgency).toBe('routine')
  })

  it('keeps a sign reported after a general question in the same sentence', () => {
    expect(triage('what are the symptoms of parvo, my puppy has bloody diarrhoea', puppy).urgency).toBe('emergency')
  })

  it.each([
    ['a pink swollen lump is hanging out of her back passage since she pushed this morning', adultDog],
    ['uske peeche se laal sa kuch bahar aa gaya hai aur andar nahi ja raha', adultDog],
    ['my old dog keeps pushing his head against the wall and walks in circles', adultDog],
    ['her eye looks huge and cloudy blue all of a sudden, she keeps it half shut and cries', adultDog],
    ['a long string is hanging out of her mouth, I think she swallowed the rest', cat],
    ['he chewed my vitamin D3 tablets, half the strip is gone', adultDog],
    ['he licked a little coolant off the garage floor', adultDog],
    ['he jumped off the sofa and hit his face, a small nosebleed that has stopped now', puppy],
    ['ticks all month, now his pee is dark like black coffee and he is very weak', adultDog],
    ['her gums, which were pink yesterday, are white now', adultDog],
    ['billi ke masoode bhure ho gaye hain, kal crocin di thi', cat],
    ['found the rat poison box chewed open under the sink, he seems normal', adultDog],
    ['she finished half a kilo of barfi with chocolate on top, she seems only a bit quiet', adultDog],
    ['kutta dono pichle pair nahi hila raha', adultDog],
    ['vomiting every hour since last night', adultDog],
    ['pulled him out of the pool, he was under water, now coughing', adultDog],
    ['कुत्ता गाड़ी से टकरा गया', adultDog],
  ] as const)('reads "%s" as an emergency', (message, pet) => {
    expect(triage(message, pet).urgency).toBe('emergency')
  })

  it.each([
    ['my dog is not going back in the house after his walk, he sits at the gate', adultDog],
    ['my kitten attacks my toes under the blanket every night', cat],
    ['my cat goes round in circles chasing her tail when she plays', cat],
    ['we bathed him with dettol soap, is that ok?', adultDog],
    ['my 30 kg lab had a few licks of onion curry from the plate, he is fine', adultDog],
    ['we panicked that he swallowed my ring, but found it under the bed', adultDog],
    ['the dog flea drops box was sealed, she did not lick it', cat],
    ['kutte ko spot on lagaya, billi ko alag rakha, billi ne chhua nahi', cat],
    ['na ulti na dast, bas thoda sust hai', adultDog],
    ['chocolate ya kishmish kuch nahi khaya, bas roti khayi', adultDog],
    ['he twitches and paddles his legs while asleep. seizure?', adultDog],
    ['my pug makes a honking snort now and then and is fine after', pug],
    ['my son tried to give her grapes but I stopped him', adultDog],
    ['parvo is going around our colony, how do we protect our pup?', puppy],
    ['dog ne chocolate ka khali wrapper sungha, khaya nahi', adultDog],
    ['signs of heatstroke in dogs?', adultDog],
  ] as const)('does not read "%s" as an emergency', (message, pet) => {
    expect(triage(message, pet).urgency).not.toBe('emergency')
  })

  it('sends an owner who fears the pet is dying to a vet now, and one who says only that the pet is unwell to a vet today', () => {
    for (const message of ['my dog is dying please help', 'i think she is dying', 'kutta mar raha hai', 'he is taking his last breaths']) {
      const result = triage(message, adultDog, { secondOpinion: null })
      expect(result.urgency, message).toBe('emergency')
      expect(result.flags[0]?.id, message).toBe('dying')
      expect(result.sections[0]?.heading).toBe(GO_NOW)
    }
    for (const message of ['he is not well', 'my cat is very sick', 'tabiyat kharab hai', 'something is wrong with my dog']) {
      expect(triage(message, adultDog, { secondOpinion: null }).urgency, message).toBe('soon')
    }
    for (const message of ['how do I cut her nails without dying of fear', 'he ate a dying cockroach, he is fine', 'is it ok to bathe a puppy?']) {
      expect(triage(message, adultDog, { secondOpinion: null }).urgency, message).not.toBe('emergency')
    }
  })

  it('names the support line in an emergency only with its hours, after the nearest open hospital', () => {
    const withHours = triage('hit by a car', adultDog, { supportHours: '8 am to 10 pm' })
    expect(withHours.sections[0]?.lines.slice(1)).toEqual([NEAREST_HOSPITAL, supportLine('8 am to 10 pm')])
    expect(triage('hit by a car', adultDog).reply).not.toMatch(/phone line/)
  })
})

describe('triage rules from writers Q to T (decision 0066), on the rules alone', () => {
  const maleCat: AssistantPet = { category: 'cat', breed: '', age: '4 years' }

  it('reads a cat squatting again and again with nothing or a damp patch, or a dry litter box, as a blocked bladder', () => {
    expect(rules('he keeps squatting in the tray every few minutes but nothing comes', maleCat)).toBe('emergency')
    expect(rules('scratching in the tray and squatting, only a small wet spot after', maleCat)).toBe('emergency')
    expect(rules('billa hai, litter box subah se sukha hai', maleCat)).toBe('emergency')
    expect(rules('my female cat squats to pee and the clumps look normal', cat)).not.toBe('emergency')
    expect(rules('he keeps squatting, there is blood in it', maleCat)).toBe('emergency')
  })

  it('reads pain from "will not let me touch", not a denial of contact', () => {
    expect(rules('tummy feels hard, he will not let me touch it, no pee since morning', maleCat)).toBe('emergency')
  })

  it('reads red jelly or a red stream in a puppy’s stool as blood', () => {
    expect(rules('loose motions and now the potty is like red jelly', puppy)).toBe('emergency')
    expect(rules('latrine ekdum laal paani jaisi aa rahi', puppy)).toBe('emergency')
  })

  it('reads blood that sprays, runs in a stream or does not stop under pressure as heavy bleeding', () => {
    expect(rules('his ear is spraying blood whenever he shakes his head', adultDog)).toBe('emergency')
    expect(rules('paw se khoon ki dhaar beh rahi hai', adultDog)).toBe('emergency')
    expect(rules('the pad keeps dripping blood even with pressure', cat)).toBe('emergency')
  })

  it('sends rabies signs and a bite from an animal that died to a vet now, but not a cat that dislikes baths', () => {
    expect(rules('a stray dog bit him and that dog died two days later', puppy)).toBe('emergency')
    expect(rules('she is snapping at the air and drooling and bit my son', adultDog)).toBe('emergency')
    expect(rules('billi paani se dar rahi hai aur drool kar rahi, mummy ko kaat liya', cat)).toBe('emergency')
    expect(rules('my cat is scared of water and bites when I try to bathe her', cat)).not.toBe('emergency')
  })

  it('reads unequal pupils as an emergency', () => {
    expect(rules('after the fall one pupil looks bigger than the other', { category: 'cat', breed: '', age: '8 weeks' })).toBe('emergency')
  })

  it('sends a dose-dependent food to a vet now once nerve signs show, though the owner called a sign mild', () => {
    expect(rules('he ate most of a box of dark chocolates, vomited once and is very hyper', adultDog)).toBe('emergency')
    expect(rules('he licked a little chocolate off the wrapper and is fine', adultDog)).not.toBe('emergency')
  })

  it('reads a tarry stool, no urine "done" all day, a suddenly swollen face and paddling on the floor as emergencies', () => {
    expect(rules('his potty is black like tar and he is weak', adultDog)).toBe('emergency')
    expect(rules('my tom has not done susu the whole day', maleCat)).toBe('emergency')
    expect(rules('her face swelled up suddenly and the eyes are puffy', adultDog)).toBe('emergency')
    expect(rules('shaking on the floor, paddling her legs, she wet herself', cat)).toBe('emergency')
    expect(rules('a mad dog bit him on the face last evening', adultDog)).toBe('emergency')
  })

  it('does not read a pet named after a food, a whole pack, a cat in heat or a relative’s fear as an emergency', () => {
    expect(rules('my cat oreo has bad breath and some tartar', cat)).not.toBe('emergency')
    expect(rules('he chewed the rat poison box. I checked, all 4 sachets are there, sealed', adultDog)).not.toBe('emergency')
    expect(rules('she rolls on the floor crying like she is in pain and raises her back end, is she in heat?', cat)).not.toBe('emergency')
    expect(rules('last winter he collapsed once from dehydration; he has been perfect since', adultDog)).not.toBe('emergency')
  })

  it('keeps the new phrases to what they name (review of the change)', () => {
    expect(rules('he had his rabies vaccine last year, when is the booster due?', adultDog)).toBe('routine')
    expect(rules('can my puppy drink amul milk?', puppy)).not.toBe('emergency')
    expect(rules('applied the eye gel the vet gave, his eyes are better', adultDog)).not.toBe('emergency')
    expect(rules('my pregnant dog’s belly is getting bigger, when will she deliver?', adultDog)).not.toBe('emergency')
    expect(rules('which litter keeps the box dry and clumps well?', cat)).not.toBe('emergency')
    expect(rules('my cat is scared of water, is it a problem?', cat)).not.toBe('emergency')
    // An owner's fear of death counts though someone else says to wait; a revelation after 'I thought' is no retraction.
    expect(rules('my dog is dying and my wife says wait till morning', adultDog)).toBe('emergency')
    expect(rules('I thought it was just gas but it was actually a sock he swallowed, he keeps retching', adultDog)).toBe('emergency')
  })

  it('does not send a pup with ears not yet up, a reverse sneeze that passes in seconds, or vomited foam to a hospital', () => {
    expect(rules('puppy ke kaan abhi tak khade nahi hue', puppy)).not.toBe('emergency')
    expect(rules('he makes a honking noise for 10 seconds and then he is fine', pug)).not.toBe('emergency')
    expect(rules('vomited some grass with white foam, then back to normal', adultDog)).not.toBe('emergency')
    expect(rules('the mosquito coil was burning in the room while he slept, he is fine', adultDog)).not.toBe('emergency')
    // A chow's blue-black tongue is the breed's; breathing trouble told beside it still counts.
    const chow: AssistantPet = { category: 'dog', breed: 'Chow chow', age: '4 years' }
    expect(rules('my chow chow has a blue-black tongue, is that a disease?', chow)).toBe('routine')
    expect(rules('my chow is breathing very hard with his mouth open and his tongue is blue', chow)).toBe('emergency')
  })
})

describe('triage rules from writers Y to AB (decision 0066), on the rules alone', () => {
  const kitten: AssistantPet = { category: 'cat', breed: '', age: '8 weeks' }

  it('reads trying to pee with not a drop or nothing coming, in any language, as a blocked bladder', () => {
    expect(rules('male dog 1 din se susu ke liye taang uthata hai par boond bhi nahi aa rahi', adultDog)).toBe('emergency')
    expect(rules('हमारी बिल्ली 2 दिन से पेशाब करने जाती है पर कुछ नहीं आता, वो नर है', cat)).toBe('emergency')
    expect(rules('he keeps going to the litter to pee but not even a drop comes out', cat)).toBe('emergency')
    expect(rules('he peed normally this morning, big clumps in the litter', cat)).toBe('routine')
  })

  it('reads lilies named beside a pet called Lily, one pupil big and the other small, and a lot of garlic for a small cat as emergencies', () => {
    expect(rules('meri cat lily ke phoolon ke paas khel rahi thi, naak pe pollen laga hai, thoda chaat bhi liya', cat)).toBe('emergency')
    expect(rules('fell from the loft, now zooming around fine, but one pupil is big and the other small', kitten)).toBe('emergency')
    expect(rules('my cat ate some garlic chutney, quite a lot, 2 spoons', cat)).toBe('emergency')
  })

  it('does not read a pet who does something in Hindi, a pet’s given name or a few onion rings for a big dog as a food eaten', () => {
    expect(rules('Brownie ne aaj subah ka khana aadha chhod diya, shaam ko poora kha liya', adultDog)).toBe('routine')
    expect(rules("my pom's name is Chocolate and he chews socks, when is the next deworming?", adultDog)).not.toBe('emergency')
    expect(rules('rottweiler ne 2 pyaaz ke lachhe kha liye, 45 kg ka hai, khel raha hai', { category: 'dog', breed: 'Rottweiler', age: '4 years' })).not.toBe('emergency')
    // A small amount said together with 'a lot' is not small, and chocolate eaten by a dog called Brownie still counts.
    expect(rules('Brownie ne chocolate kha li, 2 bars', adultDog)).toBe('emergency')
  })

  it('reads magnets swallowed, a thread gone before vomiting, organs showing, a jump from a moving car, a pulled tail that leaks and yellow gums with dark urine as emergencies', () => {
    const puppy: AssistantPet = { category: 'dog', breed: 'Labrador', age: '4 months' }
    expect(rules("kid's fridge magnets, my puppy swallowed 2 of the small round ones", puppy)).toBe('emergency')
    expect(rules('my cat chewed on a rakhi with the sparkly thread, part of the thread is gone, now she vomited twice', cat)).toBe('emergency')
    expect(rules('a cow hit my dog with her horn, his stomach skin is torn and i can see something pink coming out', adultDog)).toBe('emergency')
    expect(rules('my lab jumped out of the moving car window on the highway, standing but shaking', adultDog)).toBe('emergency')
    expect(rules('tail got caught in the door yesterday, now it hangs limp and she is dribbling pee everywhere', cat)).toBe('emergency')
    expect(rules('she is a bit quiet, just sleeping, her gums look yellowish and her pee is dark orange', adultDog)).toBe('emergency')
    expect(rules('he has red pinpoint spots on his belly and gums after tick fever', adultDog)).toBe('emergency')
    expect(rules('my lab ate a whole small box of jaiphal powder, he is panting', adultDog)).toBe('emergency')
    expect(rules('cat lapped something from a bucket, the painter says it is thinner, now she is drooling', cat)).toBe('emergency')
    expect(rules('society ke kutton ne billi ko pakad liya tha, saans pet se le rahi aur let nahi rahi', cat)).toBe('emergency')
    // Still not: a thinner cat, a red spot on a sheet, a toy found again.
    expect(rules('she is getting thinner though she eats well, what should we feed?', cat)).not.toBe('emergency')
    expect(rules('small red spots on the bedsheet from her heat, she is eating and playing', adultDog)).not.toBe('emergency')
  })

  it('does not read a pet named at the start of a message, a carob treat, a table sweetener or two spoons for a big dog as a poison', () => {
    expect(rules('Lily is due for her yearly vaccine, which ones does she need?', cat)).toBe('routine')
    expect(rules('Oreo vomited once this morning, yellow foam, then ate breakfast and is playing', adultDog)).not.toBe('emergency')
    expect(rules("my pug ate a carob dog treat, it looks exactly like chocolate, label says no cocoa", adultDog)).not.toBe('emergency')
    expect(rules('dog ne Sugar Free Gold ki 2 pellets chaat li, 12 kg ka hai', adultDog)).not.toBe('emergency')
    expect(rules('mera GSD 40 kg ka hai, usne chocolate ice cream chaat li, 2 chammach hogi bas', adultDog)).not.toBe('emergency')
    // The same words about what was eaten still count.
    expect(rules('my dog ate chocolate. vomited twice', adultDog)).toBe('emergency')
    expect(rules('my dog ate sugar free gum, 3 pieces', adultDog)).toBe('emergency')
  })
})

describe('triage rules from writers AC to AF (decision 0066), on the rules alone', () => {
  const oldDog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '12 years' }

  it('reads a first fit, a heat dated before a closed womb, a penis that stays out, a swallowed yarn, back legs that cannot move, a swinging leg, an opened spay wound and a double insulin dose as emergencies', () => {
    expect(rules("my 12 yr old dog had his first ever fit, it went on for almost 7 minutes, he's now lying and doesnt recognise us", oldDog)).toBe('emergency')
    expect(rules('drinking lots of water and peeing in house since few days, not spayed, heat was 1 month back, bit dull and smelly discharge from behind', { category: 'dog', breed: '', age: '7 yrs' })).toBe('emergency')
    expect(rules('keeps licking penis, red thing stuck outside not going back since 2 hrs', adultDog)).toBe('emergency')
    expect(rules('cat swallowed long woollen yarn i saw it going in', cat)).toBe('emergency')
    expect(rules('cant moove his back legs since he jumped off sofa, peeing on himself', adultDog)).toBe('emergency')
    expect(rules('he has bone cancer in the front leg, today he screamed and cannot put the leg down at all, it is swinging', oldDog)).toBe('emergency')
    expect(rules('spay was 3 days back, the stitches opened and i can see something pinkish coming out of the cut', adultDog)).toBe('emergency')
    expect(rules('my husband and I both gave insulin to our dog this morning by mistake, so double dose. he is eating', oldDog)).toBe('emergency')
    expect(rules('Is chocolate toxic for dogs? Mine ate 2 bars', adultDog)).toBe('emergency')
  })

  it('does not read a pet named before what it does, dog chocolate, a tooth that fell, pills counted in their foil, shedding in Hindi or a festival fear as emergencies', () => {
    expect(rules('lily is sneezing since morning, eating and playing fine', cat)).not.toBe('emergency')
    expect(rules('Oreo is scared of crackers on diwali, hides under bed shaking, any tips', adultDog)).not.toBe('emergency')
    expect(rules('Bruno ate a whole pack of dog chocolate from the pet shop, made for dogs', adultDog)).not.toBe('emergency')
    expect(rules('meri billi ke muh se thoda khoon aaya, dekha to ek chhota sa daant gira pada tha', { category: 'cat', breed: '', age: '5 mahine' })).not.toBe('emergency')
    expect(rules('dolo strip chewed but all 10 tablets still in foil counted', adultDog)).not.toBe('emergency')
    expect(rules('कुत्ता बहुत बाल झाड़ रहा है इस मौसम में, वैसे खुश है', adultDog)).toBe('routine')
    expect(rules('every diwali my cat hides under the bed for 2 days due to crackers, what can we do this year?', cat)).not.toBe('emergency')
    // The same words about what happened today still count.
    expect(rules('lily is in a vase on the table, my cat chewed a leaf', cat)).toBe('emergency')
    expect(rules('Mera kutta chocolate kha gaya', adultDog)).toBe('emergency')
    expect(rules('my cat ate a rubber band, now vomiting every time she eats', cat)).toBe('emergency')
  })
})

describe('triage rules from writers AG to AJ (decision 0066), on the rules alone', () => {
  it('reads paws set down upside down, a cat not eating in Hindi word order and bhang given to drink as emergencies', () => {
    const dachshund: AssistantPet = { category: 'dog', breed: 'dachshund', age: '6 saal' }
    expect(rules('Mera dachshund seedhi nahi chadh raha, pichhle pair ke panje ulte rakh raha hai, dagmagata hai', dachshund)).toBe('emergency')
    expect(rules('हमारी बिल्ली 3 दिन से बिल्कुल नहीं खा रही, आज उल्टी भी की', cat)).toBe('emergency')
    expect(rules('Holi pe kisi ne hamare Beagle ko bhang wali thandai pila di, ab wo ladkhada raha hai', adultDog)).toBe('emergency')
  })

  it('does not read a pet named with whose it is, a name eating its own food, a choke chain or cracked skin as emergencies', () => {
    expect(rules('Lily (our labrador girl) pulls so hard on the leash, should we use a choke chain?', adultDog)).toBe('routine')
    expect(rules('Kitkat is our pug, he snores loudly at night, fine in the day', pug)).not.toBe('emergency')
    expect(rules('Kitkat (my beagle, yes we named him after chocolate haha) needs his second vaccine', puppy)).not.toBe('emergency')
    expect(rules('Oreo ate his food in 2 minutes again, should i buy a slow feeder?', adultDog)).not.toBe('emergency')
    expect(rules("my dog's nose is dry and cracked in the morning, he is eating and playing", adultDog)).not.toBe('emergency')
    // What a relative says of a food in general, and carob biscuits sold for dogs, are no poisoning.
    expect(rules('Dal mein thode pyaaz the, hamare 30 kilo ke GSD ne 2-3 chammach dal kha li. Nani bolti hain pyaaz zeher hai kutte ke liye', adultDog)).not.toBe('emergency')
    expect(rules('i bought chocolate dog biscuits from the pet store, the pack says carob, no cocoa. he ate 4. my sister is scolding me', adultDog)).not.toBe('emergency')
    // 'Ekdum fit' is healthy, 'sabko jaga deti hai' wakes the house, plastic lilies are plastic.
    expect(rules('Pichhle saal uska operation hua tha. Ab wo ekdum fit hai. Khana din mein kitni baar dein?', adultDog)).not.toBe('emergency')
    expect(rules('Hamari billi raat ko 3 baje ghar mein daud lagati hai, sabko jaga deti hai', cat)).toBe('routine')
    expect(rules("My cat keeps chewing the lilies in the vase but they're the plastic decorative ones, not real", cat)).not.toBe('emergency')
    // An empty strip found chewed may mean the tablets were eaten: it stays an emergency.
    expect(rules('found an empty Crocin strip, he chewed it, 4 tablets missing', adultDog)).toBe('emergency')
    // Not when the words say the dog ate it, or had a fit.
    expect(rules('chocolate my dog ate it, a whole bar', adultDog)).toBe('emergency')
    expect(rules('he had a fit this morning, shaking on the floor', adultDog)).toBe('emergency')
    // Review of the change: what the new phrases must not swallow.
    expect(rules('he just had a fit now shaking', adultDog)).toBe('emergency')
    expect(rules('had a fit he is still shaking on the floor', adultDog)).toBe('emergency')
    expect(rules('all tablets in the strip are gone, he chewed it', adultDog)).toBe('emergency')
    expect(rules('Every diwali he steals sweets, this time he ate a whole box of chocolate', adultDog)).toBe('emergency')
    expect(rules('grapes my dog got into, he is vomiting', adultDog)).toBe('emergency')
    expect(rules('chocolate my lab stole from the table, a whole bar', adultDog)).toBe('emergency')
    expect(rules('Grapes vomited out after he ate them', adultDog)).toBe('emergency')
    expect(rules('lagta hai chocolate ne pet kharab kar diya, kal raat khayi thi', adultDog)).toBe('emergency')
    expect(rules('my dog ate a dairy milk, chocolate is poison for dogs right? he is vomiting', adultDog)).toBe('emergency')
  })
})


describe('triage rules from writers AK to AR (decision 0066), on the rules alone', () => {
  it('reads a rabies exposure as an emergency: a wild animal, an animal that died, an odd-acting biter, no vaccine and a wound', () => {
    expect(rules('ek gidar ne raat ko hamare kutte ko kaat liya', adultDog)).toBe('emergency')
    expect(rules('a jackal bit my dog near the fields, he looks ok', adultDog)).toBe('emergency')
    expect(rules('she fought with a street cat on Sunday, and that cat was found dead two days later', cat)).toBe('emergency')
    expect(rules('pichhle hafte gali ke kutte se ladai hui, wo kutta 3 din baad mar gaya', adultDog)).toBe('emergency')
    expect(rules('एक अजीब बर्ताव वाले कुत्ते ने हमारे कुत्ते को काटा', adultDog)).toBe('emergency')
    expect(rules('our kitten scratched and bit my daughter, there is blood, the kitten has had no vaccine yet', cat)).toBe('emergency')
  })

  it('does not read a terrier, a teething puppy, a vaccination question or a pet that died long ago as a rabies exposure', () => {
    expect(rules('my fox terrier nipped my hand while playing, he is vaccinated', adultDog)).not.toBe('emergency')
    expect(rules('my puppy is not vaccinated yet and chews everything while teething, when do shots start?', puppy)).not.toBe('emergency')
    expect(rules('our old dog died last year of kidney disease; the new puppy bites our shoes', puppy)).not.toBe('emergency')
    expect(rules('my neighbour says his dog died of tick fever, which tick prevention should I use?', adultDog)).not.toBe('emergency')
  })

  it('reads a fit timed or told as a shaking fit, a cloth soaked through, a good amount and yellowish gums in Hindi', () => {
    expect(rules('she had a shaking fit for around 3 minutes and then another one an hour later', adultDog)).toBe('emergency')
    expect(rules('the cut on his paw keeps bleeding, I held a towel on it and it soaked through', adultDog)).toBe('emergency')
    expect(rules('my 4 kg cat ate a good amount of garlic chutney, maybe 2 spoons', cat)).toBe('emergency')
    expect(rules('pyaaz wali sabzi kha li, ab masoode peele lag rahe hain', adultDog)).toBe('emergency')
    expect(rules('he finished the whole Cadbury Celebrations box we got for Diwali, he is 6 kg', adultDog)).toBe('emergency')
  })

  it('keeps a sign told after a small word ("a bit thirsty") from making the amount eaten small', () => {
    expect(rules('he ate a full plate of chocolate brownies, now a bit thirsty and restless', adultDog)).toBe('emergency')
    expect(rules('he ate half a tray of chocolate cake, he is a little tired', adultDog)).toBe('emergency')
  })

  it('reads one biscuit, a cream lick and a peace lily as small or mild, and a whole packet still as an emergency', () => {
    expect(rules('my 30 kg lab ate one chocolate chip cookie, he is fine', adultDog)).not.toBe('emergency')
    expect(rules('he licked a little odomos cream off my arm, 25 kg, acting normal', adultDog)).not.toBe('emergency')
    expect(rules('my cat nibbled a peace lily leaf, drooled a little, now normal', cat)).not.toBe('emergency')
    expect(rules('my cat nibbled a lily leaf from the bouquet', cat)).toBe('emergency')
    expect(rules('my 8 kg dog ate one whole packet of chocolate cookies', adultDog)).toBe('emergency')
  })
})

describe('review of the rules from writers AK to AR (decision 0066)', () => {
  it('keeps the rabies, fit and bleeding readings to what they name', () => {
    expect(rules('my puppy is not vaccinated yet, is it safe to take him to the street? he bites my hands while playing', puppy)).not.toBe('emergency')
    expect(rules('puppy not vaccinated, teething and biting everything, gums bleeding a little from chewing', puppy)).not.toBe('emergency')
    expect(rules('he was bitten by ticks last month and my other dog died of tick fever', adultDog)).not.toBe('emergency')
    expect(rules('Fox (our beagle) nipped the neighbour’s kid while they were playing', adultDog)).not.toBe('emergency')
    expect(rules('a jackal was seen near the society gate, can it bite my dog on walks?', adultDog)).not.toBe('emergency')
    expect(rules('dog had a shaking fit of excitement when i came home lol', adultDog)).not.toBe('emergency')
    expect(rules('he woke up from sleep and had what looked like a seizure', adultDog)).toBe('emergency')
    expect(rules('he drinks a good amount of water every day, is that ok?', adultDog)).not.toBe('emergency')
  })

  it('still reads a bite from an unvaccinated pet that drew blood, and a fight with a stray that died', () => {
    expect(rules('our kitten has not had any vaccine, she bit my hand and there is blood', cat)).toBe('emergency')
    expect(rules('my cat fought a stray cat and that cat was found dead the next morning', cat)).toBe('emergency')
  })
})

describe('triage rules from writers AS to AV (decision 0066), on the rules alone', () => {
  it('reads a bat caught by a cat, a jackal bite told at length and an eye shut after a scratch as emergencies', () => {
    expect(rules('a bat came in through the window and our cat caught it and was chewing it, the cat has had no vaccines', cat)).toBe('emergency')
    expect(rules('a jackal got into the farm last night and in the dark it bit my dog on the leg', adultDog)).toBe('emergency')
    expect(rules('billi ne kutte ki aankh pe panja maara, aankh se khoon aaya aur usne aankh band kar li', adultDog)).toBe('emergency')
  })

  it('does not read a cricket bat, stuffing, a toy, tail chasing, a relayed guess or a closed, counted pack as emergencies', () => {
    expect(rules('my dog chews his cricket bat handle, how do I stop it?', adultDog)).not.toBe('emergency')
    expect(rules('we saw a jackal near the society gate, can it bite my dog on walks?', adultDog)).not.toBe('emergency')
    expect(rules('he chewed a bit of foam from the sofa cushion, two tiny pieces, pooped normally', adultDog)).not.toBe('emergency')
    expect(rules('she sneezed twice this morning, then ate her food and is playing with her ball like always', cat)).not.toBe('emergency')
    expect(rules('kutta apni poonch ke peeche gol gol ghoomta hai masti mein', adultDog)).not.toBe('emergency')
    expect(rules('sote hue pair chalata hai jaise sapna dekh raha ho. mummy boli daura h kya?', adultDog)).not.toBe('emergency')
    expect(rules('chuhe maarne ki dawa ke saare 8 sachet band hain, gin liye', adultDog)).not.toBe('emergency')
    expect(rules('billi sahlaane par zor se ghurghurati hai', cat)).not.toBe('emergency')
    expect(rules('dog ne 2 chhote chocolate kha liye, 20 kilo ka hai, normal hai', adultDog)).not.toBe('emergency')
  })
})

describe('rules for signs only the second opinion caught (decision 0066), on the rules alone', () => {
  it('reads swallowed cells and hooks, a blocked bladder told by what the owner sees, and heavy bleeding in Hindi', () => {
    expect(rules('puppy ne ghadi ka sel nigal liya', puppy)).toBe('emergency')
    expect(rules('he swallowed a fishing hook with the line, the line hangs from his mouth', adultDog)).toBe('emergency')
    expect(rules('my male cat keeps squatting in the bathroom, nothing comes out', cat)).toBe('emergency')
    expect(rules('my tom cat is just sitting in the litter tray since morning', cat)).toBe('emergency')
    expect(rules('billa kal raat se pesab ni kiya', cat)).toBe('emergency')
    expect(rules('pair kat gaya, khoon phuhaar jaisa nikal raha hai', adultDog)).toBe('emergency')
    expect(rules('I tied a cloth on the cut but it is soaked with blood already', adultDog)).toBe('emergency')
  })

  it('reads labour, a stuck penis, high fever, a chilled body, poisons in Hindi spellings and injuries told plainly', () => {
    expect(rules('first puppy came 3 hours ago, the second one is not coming and she is tired', adultDog)).toBe('emergency')
    expect(rules('his penis is out for 3 hours now, swollen and dark', adultDog)).toBe('emergency')
    expect(rules('temperature is 106 F on the thermometer', adultDog)).toBe('emergency')
    expect(rules('found him outside this morning, very cold to touch and can barely stand', adultDog)).toBe('emergency')
    expect(rules('billi ne All Out ki refill chaba li, laar tapak rahi hai', cat)).toBe('emergency')
    expect(rules('chuhe maarne ki goli ka dabba khaali mila', adultDog)).toBe('emergency')
    expect(rules('she jumped for the balcony railing and missed, 7th floor', cat)).toBe('emergency')
    expect(rules('a bone is stuck in his throat and he keeps gagging', adultDog)).toBe('emergency')
    expect(rules('he cannot close his mouth after the fall', adultDog)).toBe('emergency')
    expect(rules('kitchen mein aag lagi thi, dhuen ke baad se billi khaans rahi hai', cat)).toBe('emergency')
    expect(rules('the wound on his neck is full of worms moving', adultDog)).toBe('emergency')
  })

  it('keeps these readings off reverse sneezing, deworming, a pregnant cat, a cold morning and a bath', () => {
    expect(rules('my pug snorts and sucks air in like he is choking for a few seconds, then is fine', adultDog)).not.toBe('emergency')
    expect(rules('पेट के कीड़ों की दवा कब देनी चाहिए?', adultDog)).not.toBe('emergency')
    expect(rules('billi ke pet mein bachche hain, kitne din baaki?', cat)).not.toBe('emergency')
    expect(rules('he is slow getting up on cold mornings, should we start a joint supplement?', adultDog)).not.toBe('emergency')
    expect(rules('after his bath he was shaking a lot, then dried off and played', adultDog)).not.toBe('emergency')
    expect(rules('my cat is scared of water and bites when I try to bathe her', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers AW to AZ (decision 0066), on the rules alone', () => {
  it('reads reddish watery stool in a puppy, two fits, a fit that will not stop, a mad biter and a cat after lilies last week', () => {
    expect(rules('watery reddish potty since morning', puppy)).toBe('emergency')
    expect(rules('one fit of 2 minutes, then another one an hour later', adultDog)).toBe('emergency')
    expect(rules('FIT CHAL RAHA HAI RUK NAHI RAHA', adultDog)).toBe('emergency')
    expect(rules('a street dog that people say is mad bit my dog today', adultDog)).toBe('emergency')
    expect(rules('pichle hafte billi ne lily ke patte khaye the, ab 2 din se khana nahi kha rahi aur ulti', cat)).toBe('emergency')
    expect(rules('he ate most of the dark chocolate bar, only a small piece was left, he is 10 kg', adultDog)).toBe('emergency')
  })

  it('does not read a locked room, a name, controlled fits, grape powder or a collapsing-trachea question as emergencies', () => {
    expect(rules('the lilies are in my room, which stays locked, and the cat never goes inside', cat)).not.toBe('emergency')
    expect(rules('Kitkat (my dog’s name) needs his booster next week', adultDog)).not.toBe('emergency')
    expect(rules('uski fits control mein hain, dawai ka refill chahiye', adultDog)).not.toBe('emergency')
    expect(rules('he licked some grape Rasna powder, no real grapes in it', adultDog)).not.toBe('emergency')
    expect(rules('he honks when he pulls on the leash, is it a collapsing trachea?', adultDog)).not.toBe('emergency')
    expect(rules('my 30 kg dog ate 2 slices of onion from the salad', adultDog)).not.toBe('emergency')
  })
})

describe('the last rules for what only the second opinion caught, and their review (decision 0066)', () => {
  it('reads a swollen hard belly in Hindi, dizzy falls, a chemical burn, a chilled dog, dark urine after tick fever and a drain rescue', () => {
    expect(rules('kutte ka pet achanak phool gaya hai, pet thos hai', adultDog)).toBe('emergency')
    expect(rules('aaj do baar chakkar aaya aur gir gaya', adultDog)).toBe('emergency')
    expect(rules('cleaner chaat liya, jeebh par chhaale hain', cat)).toBe('emergency')
    expect(rules('raat bhar bahar raha, ab bahut thanda hai aur sust pada hai', adultDog)).toBe('emergency')
    expect(rules('after tick fever last week his pee is dark like cola and he is very weak', adultDog)).toBe('emergency')
    expect(rules('he jumped into the nalla and swallowed dirty water, now coughing', adultDog)).toBe('emergency')
    expect(rules('pest control sprayed the flat, she licked her paws and is now shaking and drooling', cat)).toBe('emergency')
  })

  it('keeps them off water gulped, dark yellow urine, a fit dog, ticks in the fur, cold paws, less pee in winter and a late riser', () => {
    expect(rules('he swallowed some water too fast and coughed, now fine', adultDog)).not.toBe('emergency')
    expect(rules('his pee is dark yellow in the morning', adultDog)).not.toBe('emergency')
    expect(rules('he is one fit dog, walks 5 km daily', adultDog)).toBe('routine')
    expect(rules('his fur is full of ticks, which tick treatment is best?', adultDog)).not.toBe('emergency')
    expect(rules('his paws are cold and he is shivering in winter, should I buy a sweater?', adultDog)).not.toBe('emergency')
    expect(rules('susu kam kar raha hai sardi mein', adultDog)).not.toBe('emergency')
    expect(rules('mera puppy subah jaldi uth nahi raha, late tak sota hai', puppy)).not.toBe('emergency')
    expect(rules('we had pest control done last month, is it safe for my dog now?', adultDog)).not.toBe('emergency')
    expect(rules('after his surgery last year, he was weak for a week, now he is fine and playing', adultDog)).toBe('routine')
  })
})

describe('triage rules from writers BA to BD (decision 0066), on the rules alone', () => {
  it('reads a ball swallowed whole, a dripping bladder after a tail injury, a pack mostly gone, a dangling leg and more', () => {
    expect(rules('he swallowed a small rubber ball whole, breathing fine', adultDog)).toBe('emergency')
    expect(rules('scooter ne poonch pe chadha diya, poonch latak rahi hai aur peshab apne aap tapak raha hai', cat)).toBe('emergency')
    expect(rules('rat kill ki 12 tikkiyan rakhi thi, 12 mein se 3 bachi hain', adultDog)).toBe('emergency')
    expect(rules('she fell off the bed and now her front leg is dangling and swollen', cat)).toBe('emergency')
    expect(rules('gali ka ek kutta pagal lag raha tha, usne hamare kutte ko kaat liya', adultDog)).toBe('emergency')
    expect(rules('after the cow attack there is a chest wound and air bubbles come from it when he breathes', adultDog)).toBe('emergency')
    expect(rules('I counted her breaths while she slept, 60 per minute', adultDog)).toBe('emergency')
    expect(rules('he chewed 3 pouches of pan masala from the shelf, now very restless', adultDog)).toBe('emergency')
    expect(rules('kisi ne air gun se maara, pet mein chhed hai aur khoon aa raha hai', adultDog)).toBe('emergency')
    expect(rules('drinking and peeing a lot for weeks, now weak and his breath smells sweet like fruit', adultDog)).toBe('emergency')
    expect(rules('a kitten’s head has been showing for 20 minutes and is not coming out', cat)).toBe('emergency')
  })

  it('does not read one small pakoda, half an onion ring, batteries still in the remote, scooting or a cat’s own spot-on as emergencies', () => {
    expect(rules('my 28 kg lab ate one small onion pakoda at the party, totally fine', adultDog)).not.toBe('emergency')
    expect(rules('she ate half an onion ring from my plate', adultDog)).not.toBe('emergency')
    expect(rules('puppy chewed the remote but both batteries are still inside', puppy)).not.toBe('emergency')
    expect(rules('potty ke baad zameen pe ghasitta hai peeche se, scooting', adultDog)).not.toBe('emergency')
    expect(rules('after his walk he rolled on the grass, then scooted on the carpet', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers BE to BH (decision 0066), on the rules alone', () => {
  const oldCat: AssistantPet = { category: 'cat', breed: '', age: '12 years' }
  it('reads glaucoma, a Hindi belly heaving, a stuck puppy, a cracker in the mouth, fang marks, bait on the lips and more', () => {
    expect(rules('his right eye has gone cloudy blue and is bigger than the left, he keeps it half shut', adultDog)).toBe('emergency')
    expect(rules('so rahi hai phir bhi pet bahut tez upar neeche ho raha hai', oldCat)).toBe('emergency')
    expect(rules('bacche ho rahe hain, ek bacche ka sir aur paer aadhe ghante se bahar dikh rahe hain', adultDog)).toBe('emergency')
    expect(rules('a sutli bomb burst in his mouth, lips are torn and bleeding', adultDog)).toBe('emergency')
    expect(rules('something bit her in the bushes, two little holes on her cheek and the face is swelling', adultDog)).toBe('emergency')
    expect(rules('the rat cake packet was torn open and he has green stuff on his lips', puppy)).toBe('emergency')
    expect(rules('we forgot him in the car for 20 minutes, he is panting like crazy and drooling', adultDog)).toBe('emergency')
    expect(rules('I can see a piece of wool under her tongue going down her throat', cat)).toBe('emergency')
    expect(rules('she is on insulin for diabetes. Now she is twitching and seems confused', cat)).toBe('emergency')
    expect(rules('the ceiling fan hit him. Now he keeps walking in circles', cat)).toBe('emergency')
    expect(rules('she is not spayed and her belly got big in a week, drinking a lot and vomited twice', adultDog)).toBe('emergency')
    expect(rules('after the kittens came something pink and fleshy like a sausage is hanging out from behind her', cat)).toBe('emergency')
    expect(rules('he ate two chicken tikkas with the bamboo skewers and is now retching and crying', adultDog)).toBe('emergency')
    expect(rules('he swallowed a rubber ball, the small one, about an hour ago', adultDog)).toBe('emergency')
  })

  it('does not read pet names, a healed wound, a pool swim, singed whiskers, a belly button, fear or what may happen one day as emergencies', () => {
    expect(rules('Lily have been sneezing a bit since we changed her litter, eating, playing', cat)).not.toBe('emergency')
    expect(rules('Oreo (my beagle, that really is his name) gulped his dinner too fast', adultDog)).not.toBe('emergency')
    expect(rules('he had a maggot wound on his neck last month, treated and healed, when can he have a bath', adultDog)).not.toBe('emergency')
    expect(rules('she jumped into the pool by herself, swam for ten minutes and came out happy', adultDog)).not.toBe('emergency')
    expect(rules('a candle singed some of his whiskers, the skin is fine', cat)).not.toBe('emergency')
    expect(rules('a small soft swelling at his belly button that pushes back in', puppy)).not.toBe('emergency')
    expect(rules('during the storm he was so scared he was shaking, he is fine now', adultDog)).not.toBe('emergency')
    expect(rules('neighbours say she will die because she ate a lizard, she is playing and eating', cat)).not.toBe('emergency')
    expect(rules('what should I do in case a snake bites him one day', adultDog)).not.toBe('emergency')
    expect(rules('he pees big clumps 3-4 times a day after his blockage was treated last year', cat)).not.toBe('emergency')
    expect(rules('the puppy breathes fast while sleeping and normally when awake', puppy)).not.toBe('emergency')
    expect(rules('he dribbles pee while sleeping, the bed is wet, otherwise fine', adultDog)).not.toBe('emergency')
    expect(rules('the crayons he chewed say non-toxic on the box', adultDog)).not.toBe('emergency')
    expect(rules('my cat has never gone inside the room with the lilies, I will give them away', cat)).not.toBe('emergency')
  })

  it('keeps its new readings off what only looks like them', () => {
    // An episode seen and named by its look is a fit; a movement compared to one is not.
    expect(rules('he had what looked like a seizure an hour ago', adultDog)).toBe('emergency')
    expect(rules('when I scratch his belly his leg kicks fast like a seizure, he loves it', adultDog)).not.toBe('emergency')
    // A swim that ends in trouble is still a near-drowning.
    expect(rules('he jumped in the canal and swam but then went under, we pulled him out coughing', adultDog)).toBe('emergency')
    // A firecracker that burst nearby hurt nothing; one that burst in the mouth did.
    expect(rules('a bomb burst near him on Diwali, he is scared but not hurt', adultDog)).not.toBe('emergency')
    // Whiskers singed and the skin blistered is a burn; whiskers alone are not.
    expect(rules('whiskers burnt and her paws blistered on the stove', cat)).toBe('emergency')
    // 'In case it matters' is not a question about one day.
    expect(rules('in case it matters, he was bitten by a snake an hour ago', adultDog)).toBe('emergency')
  })

  it('sends vomiting again and again today when the pet still plays and eats, now with weakness, hiding or the prayer pose', () => {
    expect(rules('vomited 4 times since morning but he is playing and eating well', adultDog)).toBe('soon')
    expect(rules('he was playing in the morning, since afternoon he has vomited 6 times and is now very weak', adultDog)).toBe('emergency')
    expect(rules('she vomited 5 times today and is hiding', cat)).toBe('emergency')
    expect(rules('kept vomiting the whole night, he is standing with his bum up like praying', adultDog)).toBe('emergency')
    // 'Since afternoon' is a time, not the heat: the reply names vomiting, not heatstroke.
    expect(triage('since afternoon he has vomited 6 times and is now very weak', adultDog).flags.map((flag) => flag.id)).not.toContain('heatstroke')
  })
})

describe('triage rules from writers BI to BL (decision 0066), on the rules alone', () => {
  const oldCat: AssistantPet = { category: 'cat', breed: '', age: '13 years' }
  it('reads a spay wound open, heaving sides, cola urine, tar stool, coffee grounds, a belly like a drum and more, in English and Hindi', () => {
    expect(rules('four days after her spay the cut opened and something is coming out of the stitches', adultDog)).toBe('emergency')
    expect(rules('she rests with her mouth a little open and her sides going in and out fast', oldCat)).toBe('emergency')
    expect(rules('his urine looks like coca cola today and he is not interested in his food', adultDog)).toBe('emergency')
    expect(rules('uski potty kaali aur chipchipi hai, coal tar jaisi, aur bahut kamzor hai', adultDog)).toBe('emergency')
    expect(rules('he threw up twice with coffee-like bits in it', adultDog)).toBe('emergency')
    expect(rules('after dinner his belly is tight like a drum and he cannot settle', adultDog)).toBe('emergency')
    expect(rules('she keeps trying to bring up a hairball and her lips look a bit bluish', cat)).toBe('emergency')
    expect(rules('billa do din se susu theek se nahi kar raha aur ab ulti bhi', cat)).toBe('emergency')
    expect(rules('he sits all over the house and leaves only a small wet spot each time', cat)).toBe('emergency')
    expect(rules('the button battery from the remote is missing and the puppy is drooling and not eating', puppy)).toBe('emergency')
    expect(rules('a short circuit started a fire in the kitchen. Now he is coughing and his breath smells of smoke', adultDog)).toBe('emergency')
    expect(rules('we left him in the car at the market. Now he is drooling thick and barely lifting his head', adultDog)).toBe('emergency')
    expect(rules('kuch ghanton se uske potty wale raste se ek laal gol maas bahar nikla hai', adultDog)).toBe('emergency')
    expect(rules('she has been pushing for an hour and a greenish discharge came, no puppy yet', adultDog)).toBe('emergency')
  })

  it('does not read a seizure refill, a rat killed, pet names eating their own food, a toy strip, eating and playing or a swollen bee sting as emergencies', () => {
    expect(rules('I need a refill of his medicine for seizures, no fit for months', adultDog)).not.toBe('emergency')
    expect(rules('what is bloat exactly? how do I prevent it', adultDog)).not.toBe('emergency')
    expect(rules('billi ne ek chuha maar diya, khaya nahi', cat)).not.toBe('emergency')
    expect(rules('Oreo ate his own poop again, gross', adultDog)).not.toBe('emergency')
    expect(rules('Kitkat my beagle has started eating his own stool', adultDog)).not.toBe('emergency')
    expect(rules('he chewed an empty medicine strip, every blister was already empty', adultDog)).not.toBe('emergency')
    expect(rules('raat bhar mosquito machine ke paas soyi, ab kha rahi hai khel rahi hai', cat)).not.toBe('emergency')
    expect(rules('her eye has a greenish discharge since yesterday, eating well', cat)).not.toBe('emergency')
    expect(rules('the pack of rat cake is chewed at the corner but every cake is sealed inside', adultDog)).not.toBe('emergency')
    expect(triage('the pack of rat cake is chewed at the corner but every cake is sealed inside, we counted', adultDog).urgency).not.toBe('emergency')
    expect(rules('we left him in the car with the AC on for five minutes, he is fine', adultDog)).not.toBe('emergency')
    expect(rules('he is 12 now, his face is grey and he is slow on walks', adultDog)).not.toBe('emergency')
    expect(rules('his kala khatta ice lolly made his tongue purple', adultDog)).not.toBe('emergency')
  })

  it('reads a local sting, a bitter tablet, hiccups and snoring as what they are, and their dangerous forms as emergencies', () => {
    expect(rules('a bee stung his paw, a small swelling, breathing normal and eating', adultDog)).not.toBe('emergency')
    expect(rules('a bee stung his face and now he is breathing with difficulty', adultDog)).toBe('emergency')
    expect(rules('she foamed at the mouth after the bitter deworming tablet, fine after ten minutes', cat)).not.toBe('emergency')
    expect(rules('my dog is foaming at the mouth and shaking', adultDog)).toBe('emergency')
    expect(rules('kitten ko hichkee aa rahi hai, har hichkee par poora sharir jhatke khata hai', cat)).not.toBe('emergency')
    expect(rules('he snores in his sleep as if someone is choking, fine all day', pug)).not.toBe('emergency')
    expect(rules('he is snoring loudly like someone choking and his gums are blue', pug)).toBe('emergency')
    expect(rules('is paneer poison for dogs? mine stole a cube', adultDog)).not.toBe('emergency')
    expect(rules('is chocolate poison for dogs? mine just ate a whole dairy milk bar', adultDog)).toBe('emergency')
  })
})

describe('triage rules from writers BM to BP (decision 0066), on the rules alone', () => {
  it('reads water thrown straight back, dripping stitches, pus after a heat in Hindi, a nosebleed that will not stop and a krait bite', () => {
    expect(rules('he drinks water and throws it straight back up, again and again', adultDog)).toBe('emergency')
    expect(rules('her spay wound is bleeding and it keeps dripping', adultDog)).toBe('emergency')
    expect(rules('हमारी डॉगी की पेशाब की जगह से मवाद आ रहा है, हीट पिछले महीने खतम हुई थी। पानी बहुत पी रही है', adultDog)).toBe('emergency')
    expect(rules('naak ke ek taraf se khoon aa raha hai, ruk hi nahi raha', adultDog)).toBe('emergency')
    expect(rules('something bit him in the field at night, there is no mark. Now his eyelids droop and his back legs are weak. There are kraits here', adultDog)).toBe('emergency')
  })

  it('does not read a little nosebleed once that stopped, a snake seen with no bite or an old tick story alone as emergencies', () => {
    expect(rules('naak se ek baar thoda khoon aaya, ab band hai', adultDog)).not.toBe('emergency')
    expect(rules('there are kraits in our village, how do I keep my dog safe at night?', adultDog)).not.toBe('emergency')
    expect(rules('he had a lot of ticks last month, all gone now after the spot-on', adultDog)).not.toBe('emergency')
    // An aside after now dates only itself; what follows it told in the past stays in the past.
    expect(rules('she is healthy, 2 months ago she had parvo, was vomiting blood, now vaccinated?', adultDog)).not.toBe('emergency')
  })

  it('reads red urine after ticks told as an aside, a cold pet no longer shivering, tar-black stool, coffee-ground vomit, spurting blood and more', () => {
    expect(rules('his pee is red since morning, had many ticks last week, not eating', adultDog)).toBe('emergency')
    expect(rules('she is cold to touch and not shivering any more, lying still after a night outside', cat)).toBe('emergency')
    expect(rules('black sticky potty since last night and she seems weak', adultDog)).toBe('emergency')
    expect(rules('coffee jaisi kaali si ulti kar raha hai', adultDog)).toBe('emergency')
    expect(rules('he cut his paw on glass and the blood is spurting out', adultDog)).toBe('emergency')
    expect(rules('he is floppy and hardly responding since morning', adultDog)).toBe('emergency')
    expect(rules('my dog ate 4 of my BP tablets this morning, he is walking around', adultDog)).toBe('emergency')
    expect(rules('our pom ate a slice of plum cake full of raisins and some rum, he is playing', { category: 'dog', breed: 'Pomeranian', age: '6 months' })).toBe('emergency')
  })

  it('leaves a deaf cat, the pet’s own thyroid tablet, a relayed guess of a fit and a question about bites alone', () => {
    expect(rules('my old cat hardly responds to her name now, she is deaf i think, eating well', cat)).not.toBe('emergency')
    expect(rules('billi ki thyroid ki goli aadhi deni thi, galti se poori de di', cat)).not.toBe('emergency')
    expect(rules('my mom thinks it is a seizure when he twitches in his sleep, he wakes up fine', adultDog)).not.toBe('emergency')
    expect(rules('agar kisi kutte ne kaat liya toh kya karein, abhi sab theek hai', adultDog)).not.toBe('emergency')
    expect(rules('our golden Sultan ate a beetroot and his pee is pink, he is fine', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers BQ to BT (decision 0066), on the rules alone', () => {
  const oldDog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '12 years' }
  it('reads blood like a tap, a side blown up, a thread tight round a leg, a dry tray, elbows out and more', () => {
    expect(rules('a manjha cut on his leg, the blood comes like a tap and soaks through the cloth in a minute', adultDog)).toBe('emergency')
    expect(rules('after dinner his side is blown up and he keeps trying to be sick, only drool', adultDog)).toBe('emergency')
    expect(rules('I found a thread tight around his front leg, now the paw below is swollen and cold', adultDog)).toBe('emergency')
    expect(rules('billa der tak tray mein baitha rehta hai, uthta hai to tray sukhi hoti hai, sust hai', cat)).toBe('emergency')
    expect(rules('she sits like a loaf with her elbows out and will not lie on her side', cat)).toBe('emergency')
    expect(rules('he breathes like after a run while lying down, I counted 56 a minute', oldDog)).toBe('emergency')
    expect(rules('leta hai phir bhi pet bahut upar neeche ho raha hai, gardan aage kheench ke baitha hai', oldDog)).toBe('emergency')
    expect(rules('the puppy chewed a tube of Daivonex psoriasis cream', puppy)).toBe('emergency')
    expect(rules('the dog’s Metacam tablet is half gone and the cat was licking her lips beside it', cat)).toBe('emergency')
    expect(rules('her back leg is torn, bleeding and hanging after the car started', cat)).toBe('emergency')
  })

  it('does not read reverse sneezing, a pee patch where she sleeps, excitement, artificial lilies, a past heatstroke or a kitten tasting litter as emergencies', () => {
    expect(rules('he stands still with his neck stretched and honks for twenty seconds, then is fine', adultDog)).not.toBe('emergency')
    expect(rules('spayed, 10 years, leaves a small wet patch where she sleeps', oldDog)).not.toBe('emergency')
    expect(rules('when he gets excited a pink thing comes out from his private part and goes back in', adultDog)).not.toBe('emergency')
    expect(rules('nakli lily ke phool laaye hain, billi sunghti hai', cat)).not.toBe('emergency')
    expect(rules('last May he had heatstroke and was admitted, what should we do this summer', adultDog)).not.toBe('emergency')
    expect(rules('my kitten tried to eat some litter and spat it out', cat)).not.toBe('emergency')
    expect(rules('I give my dog his own meloxicam as the vet prescribed, before or after food?', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers BU to BX (decision 0066), on the rules alone', () => {
  const shihTzu: AssistantPet = { category: 'dog', breed: 'Shih Tzu', age: '5 years' }
  it('reads a cold pet whose shivering stopped, a bone that moves, a burst eye, dark chocolate for a small dog, zinc phosphide and more', () => {
    expect(rules('found her in the rain, very cold, the shivering stopped and she is barely moving', cat)).toBe('emergency')
    expect(rules('his paw got caught in the gate, the bone is moving oddly and he is crying', adultDog)).toBe('emergency')
    expect(rules('after the fight his leg is bent the wrong way', adultDog)).toBe('emergency')
    expect(rules('लड़ाई के बाद कुत्ते की आंख फूट गई लगती है', adultDog)).toBe('emergency')
    expect(rules('she ate half a piece of dark chocolate cake, she is only 5 kg', adultDog)).toBe('emergency')
    expect(rules('he ate one small square of Bournville', shihTzu)).toBe('emergency')
    expect(rules('my pom, the small one, ate a Dairy Milk', adultDog)).toBe('emergency')
    expect(rules('he chewed a zinc phosphide packet at the farm', adultDog)).toBe('emergency')
    expect(rules('2 cubes of the rat cake are gayab and his mouth is green', adultDog)).toBe('emergency')
    expect(rules('he ate half a jar of Iodex from the drawer', adultDog)).toBe('emergency')
    expect(rules('my boy cat keeps going again and again, leaving tiny wet spots, licking his private parts', cat)).toBe('emergency')
    expect(rules('lilies on the table and there is orange dust on her whiskers', cat)).toBe('emergency')
  })

  it('does not read a warmed-up cat, dark chocolate for a big dog, a lick of balm, a general question or pollen without lilies as emergencies', () => {
    expect(rules('she was cold and shivering, I dried her, the shivering stopped and now she is warm and eating', cat)).not.toBe('emergency')
    expect(rules('my 30 kg lab ate one small square of dark chocolate', adultDog)).not.toBe('emergency')
    expect(rules('he licked a little Iodex off my knee, just one lick, he is fine', adultDog)).not.toBe('emergency')
    expect(rules('can my dog eat chocolate?', adultDog)).not.toBe('emergency')
    expect(rules('can my 5 kg dog have a bite of dark chocolate?', shihTzu)).not.toBe('emergency')
    expect(rules('yellow dust on her fur after sitting under the mango tree', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers BY to CB (decision 0066), on the rules alone', () => {
  const maleCat: AssistantPet = { category: 'cat', breed: '', age: '3 years' }
  const femaleDog: AssistantPet = { category: 'dog', breed: 'Indie', age: '5 years' }
  it('reads an unvaccinated pup vomiting and dull, fang marks after a yelp, purple blotches, a breath count, a rabid bite told in the past and more', () => {
    expect(rules('abhi tak koi vaccine nahi hua. aaj 2 baar ulti ki. thoda sust hai', puppy)).toBe('emergency')
    expect(rules('he yelped in the bushes, now his paw is swelling and I see 2 tiny red dots', adultDog)).toBe('emergency')
    expect(rules('pet pe baingani dhabbe aa gaye hain aur masoodon pe bhi laal dots', adultDog)).toBe('emergency')
    expect(rules('I counted his breaths while he sleeps like the vet told, it is 64 per minute', cat)).toBe('emergency')
    expect(rules('bitten last week by a street dog that had gone mad and then died', adultDog)).toBe('emergency')
    expect(rules('manjha pair mein lipat gaya tha, ab panja sooj gaya hai, thanda aur neela', adultDog)).toBe('emergency')
    expect(rules('billi ko bukhaar wali dawai di Calpol 5ml', cat)).toBe('emergency')
    expect(rules('the guard pulled him out of the pool, he was coughing water, now fine', adultDog)).toBe('emergency')
    expect(rules('बिल्ला कल से एक बार भी सू सू नहीं किया, litter बिल्कुल सूखा है', maleCat)).toBe('emergency')
    expect(rules('kutte ne chhoti rabar ki bol pooree nigal li', adultDog)).toBe('emergency')
    expect(rules('her tummy is bigger since yesterday and she is breathing fast even when sleeping', { category: 'cat', breed: '', age: '5 months' })).toBe('emergency')
  })

  it('does not read cystitis in a dog, a guess at a cause, hearsay, a closed pack, a pet’s own licking, summer, a vaccine day or a scoot as emergencies', () => {
    expect(rules('she is peeing again and again, little by little, slight smell, eating fine', femaleDog)).not.toBe('emergency')
    expect(rules('he licks his paws a lot after walks. maybe the chemical they clean the floor with?', adultDog)).not.toBe('emergency')
    expect(rules('is it ok to give ice cubes in summer, someone said it causes bloat', adultDog)).not.toBe('emergency')
    expect(rules('he pants a lot at night in summer, but in the AC room he is ok', adultDog)).not.toBe('emergency')
    expect(rules('dhakkan chaba liya, par dibbi band thi, andar ka Vicks poora hai, bilkul bhi nahi khaya', adultDog)).not.toBe('emergency')
    expect(rules('maine check kiya 5 ke 5 sachet band hai, kuch khula nahi', cat)).not.toBe('emergency')
    expect(rules('maid mopped with phenyl, the floor was dry when he walked on it. he didn’t lick. i’m scared because phenyl is poison', adultDog)).not.toBe('emergency')
    expect(rules('aaj vaccine lagi, tab se sust hai aur zyada so raha hai', puppy)).not.toBe('emergency')
    expect(rules('grooming ke baad ek do baar zameen pe peeche ghasita, ab nahi kar raha', adultDog)).not.toBe('emergency')
    expect(rules('someone gave us lilies, we threw them outside the gate, the cat never came near', cat)).not.toBe('emergency')
    expect(rules('how to cut his black nails, I cant see the pink part', adultDog)).not.toBe('emergency')
    expect(rules('he lay on an ant hill, now small red dots on his belly, itchy', adultDog)).not.toBe('emergency')
    expect(rules('what fruits are safe for dogs? I know grapes are bad', adultDog)).not.toBe('emergency')
    expect(rules('she smells my shoes and then opens her mouth with a weird face. is that breathing trouble?', cat)).not.toBe('emergency')
    expect(rules('my chihuahua shivers a lot in the morning this winter and when guests come', adultDog)).not.toBe('emergency')
    expect(rules('lily ke phool mandir wale kamre mein hain, billi kabhi andar nahi gayi', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers CC to CF (decision 0066), on the rules alone', () => {
  const maleCat: AssistantPet = { category: 'cat', breed: '', age: '5 years' }
  it('reads a fit still going, raisins given to a dog, vitamin D3 60K sachets, no pee clumps, a gut wound, a car in May and more', () => {
    expect(rules('FIT 10 MIN STILL GOING', adultDog)).toBe('emergency')
    expect(rules('my daughter gave our dog raisins from her tiffin', adultDog)).toBe('emergency')
    expect(rules('he tore open my Uprise D3 60K sachets and licked 3 clean', adultDog)).toBe('emergency')
    expect(rules('I can’t find any pee clumps since yesterday, my boy cat goes in and sits a long time', maleCat)).toBe('emergency')
    expect(rules('monkeys attacked him, there is a deep hole in his belly and something pink coming out', adultDog)).toBe('emergency')
    expect(rules('left him in the car for 20 minutes, he was panting and drooling when I came back, now quiet', adultDog)).toBe('emergency')
    expect(rules('पेशाब की जगह लाल और सूजी हुई है, बार बार बैठता है, कुछ नहीं निकलता', maleCat)).toBe('emergency')
    expect(rules('khoon phuhaare jaisa nikal raha hai poonch se', adultDog)).toBe('emergency')
    expect(rules('bruno ne machhli wala kaanta nigal liya, line muh se bahar latak rahi hai', adultDog)).toBe('emergency')
    expect(rules('my boy cat is hiding and crying, licking his private part, belly feels hard', maleCat)).toBe('emergency')
    expect(rules('ghaav mein bada gadda ho gaya hai aur bahut saare keede hain', adultDog)).toBe('emergency')
  })

  it('does not read a corrected fear, an illness as a puppy, a cut nail with haldi, a snake seen from far, a pen cap passed or hearsay as emergencies', () => {
    expect(rules('my dog ate a grape? no wait it was a blueberry. is blueberry ok', adultDog)).not.toBe('emergency')
    // An apology or a restatement after a report takes nothing back.
    expect(rules('My dog ate rat poison 1 hour ago. Sorry to bother you at night.', adultDog)).toBe('emergency')
    expect(rules('he ate 2 bars of Dairy Milk. I mean the big ones.', adultDog)).toBe('emergency')
    expect(rules('he had parvo when he was 3 months, now he is 2 yrs and fine. does he need the vaccine?', adultDog)).not.toBe('emergency')
    expect(rules('nails kaatte time thoda khoon aa gaya, haldi laga di, ruk gaya', adultDog)).not.toBe('emergency')
    expect(rules('a snake was in the garden, he barked at it from far and it went away, no marks', adultDog)).not.toBe('emergency')
    expect(rules('we threw the lilies outside before she could touch them', cat)).not.toBe('emergency')
    expect(rules('my sister in law said the coil smoke can poison dogs, we burn one every night', adultDog)).not.toBe('emergency')
    expect(rules('is he dreaming or is it a seizure? he twitches in his sleep and wakes up normal', adultDog)).not.toBe('emergency')
    expect(rules('she ate the pen cap 2 days ago, today I found it in her stool, she is fine', adultDog)).not.toBe('emergency')
    expect(rules('gali ke dog ke kaan pe chhota ghaav hai usme 2-3 keede dikh rahe', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers CG to CJ (decision 0066), on the rules alone', () => {
  const maleCat: AssistantPet = { category: 'cat', breed: '', age: '3 yr male' }
  it('reads a monkey bite tearing the belly, a male cat “just constipated”, a swollen testicle, a chewed charger, garbage and tremors, a nursing mother shaking and more', () => {
    expect(rules('monkey bit deep tear on belly', adultDog)).toBe('emergency')
    expect(rules('just constipated trying to poop 2 days nothing', maleCat)).toBe('emergency')
    expect(rules('his testicles are very swollen suddenly and he is crying', adultDog)).toBe('emergency')
    expect(rules('bit phone charger wire now drooling n weak', puppy)).toBe('emergency')
    expect(rules('ate from garbage now trembling n twitching', adultDog)).toBe('emergency')
    expect(rules('she had 7 puppies 3 weeks back, now shivering all over with stiff legs and panting', adultDog)).toBe('emergency')
    expect(rules('locked in the room with an angithi overnight, now very drowsy and vomiting', adultDog)).toBe('emergency')
    expect(rules('दो दिन पहले नसबंदी हुई, टांके खुल गए, घाव से कुछ गुलाबी सा बाहर लटक रहा है', adultDog)).toBe('emergency')
    expect(rules('papa ki BP ki goli ki aadhi patti gayab hai aur beagle ke muh me foil tha', adultDog)).toBe('emergency')
    expect(rules('bahar so gaya tha, subah akda hua mila, bilkul thanda, saans dheemi', adultDog)).toBe('emergency')
    expect(rules('ek aankh achanak bahut laal aur badi lag rahi hai, dard mein hai, upar se neeli si', adultDog)).toBe('emergency')
  })

  it('does not read a seizure medicine refill, a chewed cable habit, hair fall, an owner’s alarm or a closed refill as emergencies', () => {
    expect(rules('need a refill of his seizure medicine, he has not had a single seizure since March', adultDog)).not.toBe('emergency')
    expect(rules('kitten chews cables, teething', cat)).not.toBe('emergency')
    expect(rules('hair falling a lot this summer', adultDog)).not.toBe('emergency')
    expect(rules('she vomited a hairball and made horrible noises like she was dying, then ate breakfast', cat)).not.toBe('emergency')
    expect(rules('Good Knight refill ka dabba chaba diya, andar ki bottle bilkul sahi hai, bhari hui, leak nahi', adultDog)).not.toBe('emergency')
    expect(rules('he pulls so hard on the leash my mother cant walk him', adultDog)).not.toBe('emergency')
    expect(rules('my kitten makes a loud motor sound from her chest when I hold her, is it wheezing?', cat)).not.toBe('emergency')
    expect(rules('licked 1 lap of the Lizol mop water', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers CK to CN (decision 0066), on the rules alone', () => {
  const hedgedKitten: AssistantPet = { category: 'cat', breed: '', age: 'about 3 weeks' }
  it('reads an eye out of its socket, a dog’s own painkillers by the bottle, half a cob, lockjaw, a rod in the thigh, jaundice told apart and a chemical in the eye', () => {
    expect(rules('his right eye looks like it has come out, the lids are behind the eye', adultDog)).toBe('emergency')
    expect(rules('she got into her meloxicam chewables, there were 28 and only 6 left, she seems ok', adultDog)).toBe('emergency')
    expect(rules('bhutta kha liya, chhota tukda nahi, aadha', adultDog)).toBe('emergency')
    expect(rules('a week after a nail cut his paw he cant open mouth and his legs are stiff', adultDog)).toBe('emergency')
    expect(rules('a broken iron rod went into his chest when he jumped the gate', adultDog)).toBe('emergency')
    expect(rules('aankhein peeli ho gayi hain. pee gehre rang ka hai. 3 din se sust hai', adultDog)).toBe('emergency')
    expect(rules('Harpic splashed on her face while I cleaned. Her eye is shut and she keeps pawing it', cat)).toBe('emergency')
    expect(rules('skin peeled off his leg under the tyre, I can see flesh', adultDog)).toBe('emergency')
    expect(rules('found her under the stairs, eyes just opened, she is cold and not taking the bottle', cat)).toBe('emergency')
    expect(rules('she is cold and not sucking milk since morning', hedgedKitten)).toBe('emergency')
    expect(rules('our 3 kg pom got the whole Dairy Milk from my purse an hour ago', adultDog)).toBe('emergency')
    expect(rules('his eye went cloudy blue today, it is red and he keeps it shut and it looks bigger than the other one', adultDog)).toBe('emergency')
  })

  it('does not read a stained tongue, a grape picture, plastic lilies, stevia, an old parvo, a pet’s name, a lily for a dog or drawn chalk as emergencies', () => {
    expect(rules('he had some jamun from the tree. His tongue is purple now, otherwise normal', adultDog)).not.toBe('emergency')
    expect(rules('usne sharbat chaat liya jis pe angoor ki photo hai, angoor toh nahi tha usme', adultDog)).not.toBe('emergency')
    expect(rules('I panicked about the lily. The flowers in the vase are plastic, she chewed a plastic leaf', cat)).not.toBe('emergency')
    expect(rules('can he have sugar free ice cream? It is sweetened with stevia. He licked some from the cup', adultDog)).not.toBe('emergency')
    expect(rules('he had parvo at 2 months and was admitted, now he is fine and 6 months old. which vaccine next?', puppy)).not.toBe('emergency')
    expect(rules('Kitkat (my lab) gets gassy after eating paneer', adultDog)).not.toBe('emergency')
    expect(rules('he drank some water from the lily vase. Are lilies bad for dogs like cats?', adultDog)).not.toBe('emergency')
    expect(rules('we have drawn Laxman rekha lines, he only sniffed them', adultDog)).not.toBe('emergency')
    expect(rules('mere kitten ke kaano mein wax hai, khana peena theek hai', cat)).not.toBe('emergency')
    expect(rules('she keeps her remote patrol on the puppy and hisses', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers CO to CR (decision 0066), on the rules alone', () => {
  const diabeticCat: AssistantPet = { category: 'cat', breed: '', age: '11 years' }
  it('reads maggots in an ear, fang-like marks with a swelling face, insulin given twice, bleeding that soaks towels, cola urine, a cold temperature, a sucking chest wound, salt dough and a stalled birth', () => {
    expect(rules('tiny white worms are crawling inside his ear and it smells', adultDog)).toBe('emergency')
    expect(rules('poonch ke ghav mein keede chal rahe hain', adultDog)).toBe('emergency')
    expect(rules('garden ki jhaadiyon se aaya, gardan pe do chhote daant jaise nishaan hain aur chehra sooj raha hai', adultDog)).toBe('emergency')
    expect(rules('my mother and I both gave him his insulin by mistake this morning. He is sleeping', diabeticCat)).toBe('emergency')
    expect(rules('the cut on his ear keeps bleeding, soaked 3 towels already', adultDog)).toBe('emergency')
    expect(rules('tick fever last month. aaj susu ka rang coca cola jaisa hai aur bahut kamzor hai', adultDog)).toBe('emergency')
    expect(rules('she was out all night in the rain. Her temperature is 97 F and she is barely moving', cat)).toBe('emergency')
    expect(rules('a dog bit her, there is a hole in her chest and air bubbles come out when she breathes', cat)).toBe('emergency')
    expect(rules('he ate half of the kids salt dough, now vomiting and drinking a lot', adultDog)).toBe('emergency')
    expect(rules('she is having puppies, 3 born, nothing for 3 hours. She is weak and stopped pushing', adultDog)).toBe('emergency')
    expect(rules('my 8 kg dog ate 5 of his carprofen chewables', adultDog)).toBe('emergency')
    expect(rules('he chewed a pack of Nicotex gum', adultDog)).toBe('emergency')
    expect(rules('my 12 kg beagle ate 80 g of dark chocolate', adultDog)).toBe('emergency')
  })

  it('does not read a sealed and counted pack, tooth marks on a tube, a vaccine day, a single drop from the nose, a peace lily, a small milk chocolate dose or a corner of a coil as emergencies', () => {
    expect(rules('he chewed the rat poison box but it was sealed, I counted all 12 cakes, none missing', adultDog)).not.toBe('emergency')
    expect(rules('Ratol tube chaba raha tha, dhakkan laga hua hai band, bas daant ke nishaan. tube poora bhara', adultDog)).not.toBe('emergency')
    expect(rules('aaj pehla vaccine laga. thoda sust hai aur thoda garam lag raha hai', puppy)).not.toBe('emergency')
    expect(rules('one tiny drop of blood from her nose after a big sneeze, nothing since', adultDog)).not.toBe('emergency')
    expect(rules('she nibbled our peace lily leaf and drooled a bit, now fine', cat)).not.toBe('emergency')
    expect(rules('my 30 kg lab ate 15 g of milk chocolate', adultDog)).not.toBe('emergency')
    expect(rules('usne mosquito coil ka chhota kona chaba liya, bilkul normal hai', adultDog)).not.toBe('emergency')
    expect(rules('I thought she ate a Crocin from the strip. I counted, all 10 are there', adultDog)).not.toBe('emergency')
    expect(rules('my old dog’s eyes look bluish and cloudy, he sees fine. is he going blind?', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers CS to CV (decision 0066), on the rules alone', () => {
  const maleCat: AssistantPet = { category: 'cat', breed: '', age: '4 saal' }
  it('reads a bloated belly and dry retching in Hindi, a male cat with nothing coming out, a crushed tail dribbling, rabies signs after an old bite, closed pyometra, the prayer pose and a swelling face after a sting', () => {
    expect(rules('uska pet phool raha hai aur baar baar ulti ki koshish kar raha hai bina kuch nikle', adultDog)).toBe('emergency')
    expect(rules('billi pot me baithti hai aur roti hai, su su bilkul nahi nikalta, ladka hai', maleCat)).toBe('emergency')
    expect(rules('दरवाज़े में पूँछ दब गई, अब पूँछ लटकी है और पेशाब टपक रहा है', cat)).toBe('emergency')
    expect(rules('2 mahine pehle ek kutte ne kaata tha. ab laar gir rahi hai, paani nahi pee pa raha aur sabko kaatne daudta hai', adultDog)).toBe('emergency')
    expect(rules('she is not spayed, her belly is getting big, she drinks a full bucket of water and today she is weak and vomiting', adultDog)).toBe('emergency')
    expect(rules('standing with bum up and chest on the floor, crying, vomiting since morning', adultDog)).toBe('emergency')
    expect(rules('a bee stung him. Now his face and lips are swelling up', adultDog)).toBe('emergency')
  })

  it('does not read a sting on a paw with the face fine, wires chewed as a habit, a few Gems, a lick of Zandu balm, fireworks heard, a sealed sachet, weekly hairballs, a cat named Oreo or a question about who gets bloat as emergencies', () => {
    expect(rules('a wasp stung her paw, it is a bit swollen, face fine, breathing fine', adultDog)).not.toBe('emergency')
    expect(rules('my kitten eats plastic and chews wires, is that a deficiency?', cat)).not.toBe('emergency')
    expect(rules('my 20 kg dog ate 3 Cadbury Gems from the floor', adultDog)).not.toBe('emergency')
    expect(rules('he licked a bit of Zandu balm off my hand, just a lick', adultDog)).not.toBe('emergency')
    expect(rules('he is scared of Diwali crackers and hides under the bed all night', adultDog)).not.toBe('emergency')
    expect(rules('Ratol ka box chaba diya, andar ke sachet seal hain, ek bhi khula nahi', adultDog)).not.toBe('emergency')
    expect(rules('she vomits a hairball hafte me ek baar, otherwise normal', cat)).not.toBe('emergency')
    expect(rules('my old cat Oreo has started meowing loudly at night', cat)).not.toBe('emergency')
    expect(rules('is bloat only in big dogs? how do I prevent it?', adultDog)).not.toBe('emergency')
    expect(rules('garmi mein ice cubes de sakte hain? kisi ne bola isse bloat hota hai', adultDog)).not.toBe('emergency')
    expect(rules('the cat throws up when she eats too fast and then eats it again', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers CW to CZ (decision 0066), on the rules alone', () => {
  it('reads rat poison half gone told after "do kutte", a scald in Hindi, raw yeast dough, a red mass after a birth, a gut through opened stitches, a dry litter box, a cracker that burst by the ear and a tick powder on the dog the cats slept on', () => {
    expect(rules('do kutte hain, dono ne chuhe maarne ki dawai kha li shayad, packet aadha khaali mila', adultDog)).toBe('emergency')
    expect(rules('चाय का उबलता पानी बिल्ली पर गिर गया, चीख रही है', cat)).toBe('emergency')
    expect(rules('he ate a ball of pizza dough from the counter and his belly is swelling', adultDog)).toBe('emergency')
    expect(rules('red ball coming from her vagina after the puppies were born', adultDog)).toBe('emergency')
    expect(rules('her spay stitches opened and something pink is coming out', adultDog)).toBe('emergency')
    expect(rules('he keeps going to the litter box but the box stays dry', { category: 'cat', breed: '', age: '5 male' })).toBe('emergency')
    expect(rules('a cracker burst next to him, now blood from one ear and he keeps falling', adultDog)).toBe('emergency')
    expect(rules('dog ko tick powder lagaya, billi usse chipak ke soyi, ab billi kaanp rahi hai', cat)).toBe('emergency')
    expect(rules('vomiting brown stuff like coffee grounds since morning', adultDog)).toBe('emergency')
  })

  it('does not read an insulin question, old legs, a pet named Lily, Holi colour on the fur, play attacks, ear dirt like coffee, a few bits of onion, a crocin found or a strip safe as emergencies', () => {
    expect(rules('insulin ka dose miss ho gaya, kya shaam ko double kar du?', adultDog)).not.toBe('emergency')
    expect(rules('16 saal ka hai, chal nahi paata theek se, pichhle pair kamzor', adultDog)).not.toBe('emergency')
    expect(rules('Lily (my cat, not the flower) is sulking since the puppy came', cat)).not.toBe('emergency')
    expect(rules('after Holi he has green colour on his fur, he did not lick it, he is normal, eating', adultDog)).not.toBe('emergency')
    expect(rules('billi raat ko mere pair pe attack karti hai', cat)).not.toBe('emergency')
    expect(rules('black dirt like coffee powder inside her ears', cat)).not.toBe('emergency')
    expect(rules('she ate 2 tiny bits of onion from the floor', adultDog)).not.toBe('emergency')
    expect(rules('mujhe lagta tha usne Crocin kha li par wo sofa ke neeche mil gayi', adultDog)).not.toBe('emergency')
    expect(rules('dog ne dawai ka patta chaba diya, saari goliyan sahi salamat hain', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DA to DD (decision 0066), on the rules alone', () => {
  const stray: AssistantPet = { category: 'cat', breed: '', age: 'kuch din' }
  it('reads a hamper got into with signs, a whole bar "had", and a newborn found cold whose eyes are not yet open', () => {
    expect(rules('our boxer got the diwali hamper with the chocolate truffles, now restless and vomiting', adultDog)).toBe('emergency')
    // Worry goes with real reports: only a belief then checked ('thought he ate') is taken back by a pack found whole.
    expect(rules('I am so worried, he ate half a strip of Crocin. The other strip is sealed.', adultDog)).toBe('emergency')
    expect(rules('the pup had a full 150 g Dairy Milk bar, he is 10 kg, now very hyper', puppy)).toBe('emergency')
    expect(rules('sadak pe bachcha mila, aankh bhi nahi khuli, naal abhi lagi hai, bilkul thanda hai', stray)).toBe('emergency')
  })

  it('does not read every tablet counted, a sealed tube with "no paste missing" or a dog terrified of crackers as emergencies', () => {
    expect(rules('the cats sniffed the Dolo bag, I counted all 15 tablets', cat)).not.toBe('emergency')
    expect(rules('he chewed the Ratol box, the tube inside is sealed, no paste missing', adultDog)).not.toBe('emergency')
    expect(rules('he is terrified of Diwali crackers and hides under the bed', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DE to DH (decision 0066), on the rules alone', () => {
  const oldDog: AssistantPet = { category: 'dog', breed: '', age: '9 years' }
  const pup: AssistantPet = { category: 'dog', breed: '', age: '9 weeks' }
  it('reads a sign that began in the past and goes on, a closed womb whose heat is dated, a needle gone, grapes gone, burns and smoke from an angithi, a chocolate brand, and many of his own chewables', () => {
    expect(rules('he has been vomiting blood since last week', adultDog)).toBe('emergency')
    expect(rules('unspayed girl of 9 drinking loads of water belly swelling very weak her heat was about 5 weeks back', oldDog)).toBe('emergency')
    expect(rules('the kitten was playing with a sewing needle and thread and now the needle is missing', cat)).toBe('emergency')
    expect(rules('around 15 grapes gone from the fruit bowl, he is a 4 kg pom', adultDog)).toBe('emergency')
    expect(rules('angithi ke paas soya tha, peeth pe chhaale, kamre mein dhuan tha, ab khaans raha', adultDog)).toBe('emergency')
    expect(rules('she ate a Lindt dark bar, 100 g, she is 8 kg', adultDog)).toBe('emergency')
    expect(rules('he got into his carprofen chewables and ate 12 of them', oldDog)).toBe('emergency')
  })

  it('does not read pets named after sweets, red spots on the tummy, a new pup shy the first day, "is this a problem", pees counted per day, sweetener pellets, eyes clouding over years, one piece of onion, vomiting that has stopped, a vet\'s earlier reverse sneezing, beetroot, a fear of bloat, a dream, a past illness survived or worms brought up as emergencies', () => {
    expect(rules('I have 3 cats, Oreo and Simba, Oreo only eats dry food, is that enough', cat)).not.toBe('emergency')
    expect(rules('pet pe laal daane aaye the, coconut oil lagaya, ab kam hain', adultDog)).not.toBe('emergency')
    expect(rules('first day home he was shy and hiding under the bed, now playing and eating', pup)).not.toBe('emergency')
    expect(rules('pup pees a bit on the floor whenever we come home he is so happy is this a problem', pup)).not.toBe('emergency')
    expect(rules('she pees big clumps in her litter tray 2 3 times a day', cat)).not.toBe('emergency')
    expect(rules('he ate a few Sugar Free Gold pellets from the table', adultDog)).not.toBe('emergency')
    expect(rules('his eyes are turning cloudy blue slowly over two years, still catches his ball', oldDog)).not.toBe('emergency')
    expect(rules('ek onion ka tukda kha liya, 28 kg ka hai', adultDog)).not.toBe('emergency')
    expect(rules('he vomited 4 times last night, no vomiting since 2 am, kept water down, eating now', adultDog)).not.toBe('emergency')
    expect(rules('aaj phir naak se zor se saans kheench raha tha jaise ghut raha ho, 1 min me theek. vet ne pichli baar reverse sneezing bola tha', adultDog)).not.toBe('emergency')
    expect(rules('she vomited red stuff and we panicked. then we remembered the beetroot she ate', adultDog)).not.toBe('emergency')
    expect(rules('i was scared of bloat because he burped after eating fast, belly soft, fine now', adultDog)).not.toBe('emergency')
    expect(rules('breathing fast in his sleep, legs paddling like he is running', adultDog)).not.toBe('emergency')
    expect(rules('he had parvo in march, survived, now fully vaccinated, can he go to the park', adultDog)).not.toBe('emergency')
    expect(rules('puppy vomited two roundworms, playing and eating', { category: 'dog', breed: '', age: '7 weeks' })).not.toBe('emergency')
    expect(rules('I had Odomos on my hand and he licked it once, drooled for a minute then fine', adultDog)).not.toBe('emergency')
    expect(rules('the Dolo strip had one missing, we thought he ate it, my mother took that one herself', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DI to DL (decision 0066), on the rules alone', () => {
  const oldDog: AssistantPet = { category: 'dog', breed: '', age: '9 years' }
  const kitten: AssistantPet = { category: 'cat', breed: '', age: '2 months' }
  it('reads tablets a dog "took", breathing that stops and starts, a pup under a tyre, a dropped jaw with drooling and snapping, a chewed inhaler, a box of his own chewables all gone, and tablets eaten told in Devanagari', () => {
    expect(rules('my beagle took 5 tablets of Brufen from my bag, he is 12 kg', adultDog)).toBe('emergency')
    // A claim taken back is 'but no' standing alone, not 'but no vomiting yet'.
    expect(rules('mummy says he ate rat poison but no vomiting yet', adultDog)).toBe('emergency')
    expect(rules('billi ka baccha bonnet me tha, nikala to pair se khoon aa raha aur saans ruk ruk ke le raha', kitten)).toBe('emergency')
    expect(rules('पिल्ले को गाड़ी के टायर ने दबा दिया, पीछे का हिस्सा', { category: 'dog', breed: '', age: '2 months' })).toBe('emergency')
    expect(rules('his mouth is hanging open since yesterday, saliva dripping, he snapped at me, he was never like this', adultDog)).toBe('emergency')
    expect(rules('he chewed my asthma inhaler and punctured it, now his heart is racing', adultDog)).toBe('emergency')
    expect(rules('he found his carprofen box, 30 tablets, all gone', oldDog)).toBe('emergency')
    expect(rules('मेरे कुत्ते ने पापा की शुगर की गोलियां खा लीं, पूरा पत्ता', adultDog)).toBe('emergency')
  })

  it('does not read an ant bite, a claim taken back, mop water licked once or twice, one seizure long ago, a name before its food or young, a puppy\'s round belly, cakes counted, a sedative for a visit, the drop before whelping, a dose skipped as told, a drop at a penis, a worm brought up, one extra of his own tablet or chocolate-chip cookies as emergencies', () => {
    expect(rules('bitten by an ant on his tummy, small red bump, playing normally', adultDog)).not.toBe('emergency')
    expect(rules('kids told me he ate poison but no, I was watching, it was only mud', adultDog)).not.toBe('emergency')
    expect(rules('usne ek do baar phenyl wale pochhe ka paani chaata, ab theek hai, khel raha hai', adultDog)).not.toBe('emergency')
    expect(rules('need his epilepsy tablets refilled, he had one seizure in April, nothing since', adultDog)).not.toBe('emergency')
    expect(rules('Brownie eats grass on every walk and sometimes throws up yellow foam after', adultDog)).not.toBe('emergency')
    expect(rules("Brownie's pups are 4 weeks old, when can they eat solid food", { category: 'dog', breed: '', age: '4 weeks' })).not.toBe('emergency')
    expect(rules('rescued pup, round belly, eats a lot, no vomiting, when to deworm', { category: 'dog', breed: '', age: '6 weeks' })).not.toBe('emergency')
    expect(rules('he chewed a rat kill box but we counted all 8 cakes inside still wrapped', adultDog)).not.toBe('emergency')
    expect(rules('gave her gabapentin for the vet visit as prescribed, she is wobbly and sleepy but responds', cat)).not.toBe('emergency')
    expect(rules('pregnant, day 62, her temperature dropped to 98.5 F this morning, digging her bister', adultDog)).not.toBe('emergency')
    expect(rules('he did not eat dinner so I skipped his insulin like the vet said, he ate breakfast now', oldDog)).not.toBe('emergency')
    expect(rules('intact male dog, small yellow drop at the tip of his penis, pees fine', adultDog)).not.toBe('emergency')
    expect(rules('kitten threw up a worm this morning, eating and playing fine', { category: 'cat', breed: '', age: '10 weeks' })).not.toBe('emergency')
    expect(rules('he ate one extra apoquel tablet today, he is 30 kg', adultDog)).not.toBe('emergency')
    expect(rules('my 28 kg lab ate 2 chocolate chip cookies', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DM to DP (decision 0066), on the rules alone', () => {
  it('reads a nosebleed that "nahi ruk raha", something pink showing through a wound, a tray of brownies gone, a belly grown big after an auto with pale gums, coffee-coloured urine with yellow eyes in Devanagari spelling, and syrup drunk from a bottle that was almost full', () => {
    expect(rules('naak se khoon nahi ruk raha 20 min se', adultDog)).toBe('emergency')
    expect(rules('a bull hit him with its horn, wound on the tummy, something pink showing', adultDog)).toBe('emergency')
    expect(rules('the whole tray of chocolate brownies gone', adultDog)).toBe('emergency')
    expect(rules('auto ne halka sa maar diya tha, tab se thoda langda raha tha, ab pet bada sa lag raha hai aur masoode pheeke', adultDog)).toBe('emergency')
    expect(rules('bukhar hai, peshab kophee jaisa, aankhen peeli', adultDog)).toBe('emergency')
    expect(rules("the puppy chewed open the kids' paracetamol syrup and drank more than half, the bottle was almost full", { category: 'dog', breed: '', age: '2 months' })).toBe('emergency')
  })

  it('does not read swelling where the vaccine went in, an antacid tablet, a flavour printed on a bottle, relatives who say he is dying or a neighbour who says bloat will come as emergencies', () => {
    expect(rules('vaccine yesterday, today a bit sleepy and the injection spot is a little swollen, eating well', { category: 'dog', breed: '', age: '4 months' })).not.toBe('emergency')
    expect(rules('ate half a pan 40 tablet from the table, normal', adultDog)).not.toBe('emergency')
    expect(rules('syrup gir gaya floor pe, dog ne chaat liya, bottle pe grape likha tha', adultDog)).not.toBe('emergency')
    expect(rules('sleeping more, reports normal, my relatives keep saying he is dying', { category: 'dog', breed: '', age: '12 years' })).not.toBe('emergency')
    expect(rules('khana jaldi khata hai, 2 dakar leta hai, pet naram, padosi bolte hain isse bloat hoga', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DQ to DT (decision 0066), on the rules alone', () => {
  it('reads back legs a cat cannot use, a car that struck in Devanagari, bleeding that spurts, and a dark discharge past the due date in formal Hindi', () => {
    expect(rules("she can't use her back legs properly, dragging them and crying since morning", { category: 'cat', breed: '', age: '11 years' })).toBe('emergency')
    expect(rules('कार ने टक्कर मार दी, पेशाब में खून आ रहा है', adultDog)).toBe('emergency')
    expect(rules('cut his paw on glass, bleeding, its spurting', adultDog)).toBe('emergency')
    expect(rules('day 66 after mating, green black sraav from her yoni, no puppies, not eating', adultDog)).toBe('emergency')
  })

  it('does not read a mosquito coil chewed without signs, hiccups, seizure medicine and no fit in formal Hindi, scooting, a risk asked about, or "Respected Sir" with blood tests as emergencies', () => {
    expect(rules('my lab chewed half a mosquito coil, 4 hours, totally normal', adultDog)).not.toBe('emergency')
    expect(rules('my kitten keeps hiccuping, whole body shakes, playing well', { category: 'cat', breed: '', age: '2 months' })).not.toBe('emergency')
    expect(rules('नमस्कार। मिर्गी के दौरे की दवा चल रही है, आठ महीने से कोई दौरा नहीं, नई पर्ची चाहिए', adultDog)).not.toBe('emergency')
    expect(rules('पिछला हिस्सा फ़र्श पर रगड़ता हुआ घसीटता है, बाकी सब ठीक', adultDog)).not.toBe('emergency')
    expect(rules('daant saaf karwane hain, is umar mein behoshi ka khatra to nahi?', { category: 'dog', breed: '', age: '12 years' })).not.toBe('emergency')
    expect(rules('Respected Sir, our dog had blood tests for tick fever, all normal. Kindly advise which tick collar to buy', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DU to DX (decision 0066), on the rules alone', () => {
  it('reads pink seen inside opened stitches or a torn side, a swollen leg not used after it was caught, a line at the mouth, a band half out, and something red under the tail after kittening', () => {
    expect(rules('her spay wound has opened, I can see something pink inside, a little is poking out', cat)).toBe('emergency')
    expect(rules('a bull horned him, big gash on his side, i can see pink inside', adultDog)).toBe('emergency')
    expect(rules('his paw got trapped in the lift door, paw is swollen and he does not put it down at all', adultDog)).toBe('emergency')
    expect(rules('usne dhaaga nigal liya, muh se thoda sa dhaga bahar dikh raha hai', adultDog)).toBe('emergency')
    expect(rules('ulti mein aadha rubber band nikla, baaki andar hai, ab khana nahi kha rahi', cat)).toBe('emergency')
    expect(rules('kal raat bachhe hue, ab poonch ke neeche se laal sa gola bahar nikla hai', cat)).toBe('emergency')
  })

  it('reads toy pieces eaten then vomiting on vomiting in Devanagari, a cleaning spray in an eye, urine-smelling breath with trembling, and a pug snoring awake with its mouth open', () => {
    expect(rules('पिल्ले ने खिलौने के टुकड़े खा लिए, अब उल्टी पे उल्टी कर रहा है', adultDog)).toBe('emergency')
    expect(rules('toilet cleaner splashed in his eye, he keeps it shut and it is watering', adultDog)).toBe('emergency')
    expect(rules('kidney patient, his breath smells of urine now and he is trembling, not eating', { category: 'dog', breed: '', age: '12 years' })).toBe('emergency')
    expect(rules('he is snoring even while awake and breathing with his mouth open', pug)).toBe('emergency')
  })

  it('does not read nothing given yet, "kinda", a collar that chokes on walks, panting that settles every time, a playing pup with worms, trouble getting into a box, a cat in heat howling like dying, or a bit wobbly on new seizure pills as emergencies', () => {
    expect(rules('kitten ko abhi tak kuch nahi diya, deworming kab karein?', { category: 'cat', breed: '', age: '7 weeks' })).not.toBe('emergency')
    expect(rules('he kinda barks in his sleep, is that a dream?', adultDog)).not.toBe('emergency')
    expect(rules('the collar makes her choke when she pulls on walks, which harness is better', pug)).not.toBe('emergency')
    expect(rules('garmi mein walk ke baad haanfta hai, 5 min mein normal ho jaata hai', adultDog)).not.toBe('emergency')
    expect(rules('puppy ki potty mein keede, pet thoda bada sa lagta hai, baaki khel raha hai', puppy)).not.toBe('emergency')
    expect(rules('my old cat has difficulty getting into the high sided litter tray, arthritis', { category: 'cat', breed: '', age: '16 years' })).not.toBe('emergency')
    expect(rules('she is in heat and yowling like she is dying all night, when can we spay', cat)).not.toBe('emergency')
    expect(rules('started phenobarbital last week, he is sleepy and bit wobbly, no fits since', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers DY to EB (decision 0066), on the rules alone', () => {
  it('reads something pink in a hole in the side, a prolapse told bottom first in Devanagari, a string wound round a leg or the neck, a bitten rat-poison tube, and a cat that keeps going to the tray', () => {
    expect(rules('a dog bit him badly, there is a hole near his belly and i can see something pink', adultDog)).toBe('emergency')
    expect(rules('बच्चे होने के बाद पीछे से लाल मांस जैसा बाहर आ गया है', adultDog)).toBe('emergency')
    expect(rules('kite string is wound tight around my dogs front leg, his paw is swollen', adultDog)).toBe('emergency')
    expect(rules('uski gardan mein dhaga lipta hai, khoon aa raha hai', cat)).toBe('emergency')
    expect(rules('he bit the rat kill tube, there are teeth holes in it', adultDog)).toBe('emergency')
    expect(rules('my male cat keeps licking himself and going to the litter, vomited once', cat)).toBe('emergency')
  })

  it('reads a yelp after a spark from a charger, a mother of young pups shaking with the date in brackets, toy pieces eaten then vomiting and lying low, a dog running to bite everyone after a bite, and three tablets chewed with the rest there', () => {
    expect(rules('he was chewing the laptop charger, there was a spark and he yelped', adultDog)).toBe('emergency')
    expect(rules('our bitch (whelped 3 weeks back) is trembling, legs stiff, panting', adultDog)).toBe('emergency')
    expect(rules('he ate pieces of a rubber toy, vomited twice and is not eating', adultDog)).toBe('emergency')
    expect(rules('2 mahine pehle kutte ne kaata tha, ab har kisi ko kaatne daudta hai, laar gir rahi hai', adultDog)).toBe('emergency')
    expect(rules('my dog chewed two of my Combiflam, the rest of the strip is all there', adultDog)).toBe('emergency')
  })

  it('does not read worms vomited by a playing pup, a cat licking herself bald, a pregnant bitch with a big belly, or an empty wrapper as emergencies', () => {
    expect(rules('puppy ki ulti mein keede the, baaki khel raha hai', puppy)).not.toBe('emergency')
    expect(rules('billi pet ke baal chaat ke ganja kar rahi hai, baaki theek', cat)).not.toBe('emergency')
    expect(rules('she is pregnant (mated 7 weeks back), her belly is swollen and big, eating well', adultDog)).not.toBe('emergency')
    expect(rules('he licked a chocolate wrapper, it was empty, 30 kg dog', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers EC to EF (decision 0066), on the rules alone', () => {
  it('reads a penis out that does not go back, a fishing line going down the throat with pawing, lily pollen by its look, a field sprayed then nerve signs, and drooping eyelids with weak legs', () => {
    expect(rules('his penis has been out for two hours, it will not go back and is turning dark', adultDog)).toBe('emergency')
    expect(rules('there is a fishing line going into his mouth, he keeps pawing at his face', adultDog)).toBe('emergency')
    expect(rules('she sniffed the puja flowers with yellow powder in the middle, her nose is yellow now', cat)).toBe('emergency')
    expect(rules('the crops next to our house were sprayed this morning, now he is drooling and twitching', adultDog)).toBe('emergency')
    expect(rules('her eyelids are drooping and she cannot stand properly since we came back from the fields at night', adultDog)).toBe('emergency')
  })

  it('reads worms in a wound told after a comma, bubbles from a bite wound, a stalled labour in Hinglish, a honking cough with blood, and thick drool with wobbling after a run in the heat', () => {
    expect(rules('uske pair pe ghaav hai, usme keede chal rahe hain', adultDog)).toBe('emergency')
    expect(rules('gardan ke ghaav se saans ke saath bulbule aa rahe hain', adultDog)).toBe('emergency')
    expect(rules('ek pilla 3 ghante pehle hua, ab zor nahi laga rahi, thak gayi hai', adultDog)).toBe('emergency')
    expect(rules('he is coughing with a honking sound and there is blood in his spit, breathing hard', adultDog)).toBe('emergency')
    expect(rules('ran with him at noon in 45 degrees. thick drool now and he walks wobbly', adultDog)).toBe('emergency')
  })

  it('does not read a hairball, eating again after one vomit, swelling where the vaccine went, an owner who cannot see the quick, night blindness coming slowly, "parso" or a correction with "nahi ruko" as emergencies', () => {
    expect(rules('she vomited a hairball this morning and then ate and slept in the sun', cat)).not.toBe('emergency')
    expect(rules('he threw up once after gulping his food, then ate again fine', adultDog)).not.toBe('emergency')
    expect(rules('टीका लगा कल, आज जगह पे हल्की सूजन है, खा रही है', cat)).not.toBe('emergency')
    expect(rules('how do i trim black nails? i cannot see the quick inside', adultDog)).not.toBe('emergency')
    expect(rules('she bumps into things at night only, it came slowly over months', { category: 'dog', breed: '', age: '13 years' })).not.toBe('emergency')
    expect(rules('parso nahlaya tha, ab khujli kar raha hai thodi', adultDog)).not.toBe('emergency')
    expect(rules('kal 4 angoor kha liye?? nahi ruko, angoor nahi the, jamun the', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers EG to EJ (decision 0066), on the rules alone', () => {
  it('reads a fit that will not stop, panting that will not stop after a fall in the heat, a kitten gone cold without its mother, maggots on the neck, a fishing line at the mouth or the bottom, and a string round the tongue', () => {
    expect(rules('fit ruk nahi raha 5 min se', adultDog)).toBe('emergency')
    expect(rules('dhoop mein gir gaya, hanfna band nahi', adultDog)).toBe('emergency')
    expect(rules('maa ke bina bachcha thanda pad gaya', { category: 'cat', breed: '', age: '2 weeks' })).toBe('emergency')
    expect(rules('kutte ki gardan pe keede', adultDog)).toBe('emergency')
    expect(rules('fishing wali dori potty ke raste latak rahi hai', adultDog)).toBe('emergency')
    expect(rules('string wrapped round her tongue', cat)).toBe('emergency')
  })

  it('reads a penis stuck out in Devanagari, two people each giving the insulin, an unspayed bitch with a big belly and fever, light pink gums, pieces of brownie gone, a fight with a snake, a male dog lifting his leg for drops, and a mosquito refill bitten then staggering', () => {
    expect(rules('लिंग बाहर अटका है', adultDog)).toBe('emergency')
    expect(rules('both my son and I gave her the insulin tonight, neither knew', cat)).toBe('emergency')
    expect(rules('unspayed female, pet bada aur bukhar', adultDog)).toBe('emergency')
    expect(rules('she is dull and her gums look light pink, almost white', adultDog)).toBe('emergency')
    expect(rules('sorry this is a bit embarrassing, 5 pieces of chocolate cake gone from the plate, he is 8 kg', adultDog)).toBe('emergency')
    expect(rules('he was fighting a snake in the garden and killed it, no marks seen', adultDog)).toBe('emergency')
    expect(rules('he keeps lifting his leg but only a few drops come', adultDog)).toBe('emergency')
    expect(rules('billi ne machhar wali machine ki refill kaat li, ab behki behki chal rahi', cat)).toBe('emergency')
  })

  it('does not read ear mites, mopping, blood drops on the floor from heat, or a red lump in the corner of an eye as emergencies', () => {
    expect(rules('kaan mein kaala mail, kaan ke keede?', cat)).not.toBe('emergency')
    expect(rules('I was mopping the floor, he walked on it after it dried', adultDog)).not.toBe('emergency')
    expect(rules('blood from her private part, drops on the floor, first heat, eating fine', adultDog)).not.toBe('emergency')
    expect(rules('a red lump came up in the corner of his eye, not bothered', puppy)).not.toBe('emergency')
  })
})

describe('triage rules from writers EK and EL (decision 0066), on the rules alone', () => {
  it('reads dizzy then down, bleeding not stopping with a typo, no pee in a boy cat, a penis that will not go back, a fishhook in one word, shut in a car then down, a deep bite on the neck, a straining boy cat, a bleeding neck cut and fast breathing after a knock', () => {
    expect(rules('chakkar aaya aur gir gaya', adultDog)).toBe('emergency')
    expect(rules('paw cut on glass bleeding not stoping', adultDog)).toBe('emergency')
    expect(rules('boy cat ne raat se su su nahi kiya', cat)).toBe('emergency')
    expect(rules('penis bahar hai, wapas nahi ja raha', adultDog)).toBe('emergency')
    expect(rules('fishhook stuck in lip and line swallowed', adultDog)).toBe('emergency')
    expect(rules('gaadi mein band tha aadha ghanta, gir gaya', adultDog)).toBe('emergency')
    expect(rules('a street dog bit him on the neck, deep puncture', adultDog)).toBe('emergency')
    expect(rules('boy cat crying in the tray, straing', cat)).toBe('emergency')
    expect(rules('manjha se gardan kat gayi, khoon aa raha', adultDog)).toBe('emergency')
    expect(rules('गिरने के बाद सांस तेज चल रही है', cat)).toBe('emergency')
  })

  it('reads air heard at a hole, coil pieces then vomiting, and white things moving in a hole; does not read stopping walks in pregnancy as a collapse', () => {
    expect(rules('a hole in his side after the fight, i can hear air sound when he breathes', adultDog)).toBe('emergency')
    expect(rules('he ate pieces of a mosquito coil. vomited twice since', adultDog)).toBe('emergency')
    expect(rules('a hole on his back with small white moving things inside', adultDog)).toBe('emergency')
    expect(rules('she is pregnant, 5 weeks, when to stop walks?', adultDog)).not.toBe('emergency')
    expect(rules('he can not stand up since morning', adultDog)).toBe('emergency')
    expect(rules('she will not stand or walk, just lying', adultDog)).toBe('emergency')
  })
})

describe('triage rules from writers EM to EP (decision 0066), on the rules alone', () => {
  const youngKitten: AssistantPet = { category: 'cat', breed: '', age: '10 weeks' }
  it('reads a nosebleed that has not stopped, a nosebleed before a tick-fever date, a pug panting with the AC off, a cob without corn, a sudden fall in Hindi, eyes rolling back, a sore belly, and a question about what the own pet is doing', () => {
    expect(rules('naak se khoon band nahi ho raha subah se', adultDog)).toBe('emergency')
    expect(rules('nose bleeding from both sides ticks last week', adultDog)).toBe('emergency')
    expect(rules('the AC was off all afternoon, he is panting hard and tongue is bright red', { category: 'dog', breed: 'Pug', age: '3 years' })).toBe('emergency')
    expect(rules('he swallowed a cob of corn last night and is vomiting now', adultDog)).toBe('emergency')
    expect(rules('khelte khelte achanak gir gayi', adultDog)).toBe('emergency')
    expect(rules('her eyes rolled back and she went stiff', cat)).toBe('emergency')
    expect(rules('his belly is tender and he cries when i lift him', adultDog)).toBe('emergency')
    expect(rules('is it normal for my kitten to keep gagging? she was playing with the tinsel and a piece is missing', cat)).toBe('emergency')
  })

  it('keeps a past episode with ticks in the past, a little sleepiness on a vaccine day, a flavour named after a syrup, and lilies the cat cannot get to out of emergencies; "currently" is no electric current', () => {
    expect(rules('had ticks and bloody diarrhoea with tick fever last month, treated, fine now', adultDog)).not.toBe('emergency')
    expect(rules('a bit off food and sleepy after her vaccine this morning, still purring', youngKitten)).not.toBe('emergency')
    expect(rules('not eating and very weak since the vaccine yesterday', youngKitten)).toBe('emergency')
    expect(rules('rasna ka glass chaat liya, grape wala', adultDog)).not.toBe('emergency')
    expect(rules('the lilies are in my study, she cant go there, door stays shut', cat)).not.toBe('emergency')
    expect(rules('currently using puppy pads, when to start outdoor training', puppy)).not.toBe('emergency')
  })
})

describe('triage rules from writers EQ to ET (decision 0066), on the rules alone', () => {
  const kitten: AssistantPet = { category: 'cat', breed: '', age: '10 weeks' }
  it('reads breath "ukhad rahi", a pregnant cat in Devanagari with green fluid, lily flowers nibbled, back legs that will not move after a tail pull, a thread hanging from the bottom, and grapes a dog "had"', () => {
    expect(rules('garmi mein uski saans ukhad rahi hai', adultDog)).toBe('emergency')
    expect(rules('गर्भवती बिल्ली, हरा पानी आ रहा है, बच्चा नहीं निकला', cat)).toBe('emergency')
    expect(rules('billi ne lily ke phool kutar diye', cat)).toBe('emergency')
    expect(rules('tail pulled in the lift door and she cant move her back legs properly, crying', cat)).toBe('emergency')
    expect(rules('potty ki jagah se dhaaga latka hai, ulti bhi', cat)).toBe('emergency')
    expect(rules('my lab had like 6-8 grapes off the table', adultDog)).toBe('emergency')
    expect(rules('i think he is having a heart attack', adultDog)).toBe('emergency')
  })

  it('does not read grapes the family had, a condition to prevent, a guess of "heart attack", a blood spot seen on a toy, a sealed or empty pack, or a murmur\'s grade as emergencies', () => {
    expect(rules('we had 10 grapes in the bowl and he is fine', adultDog)).not.toBe('emergency')
    expect(rules('to prevent bloat what should i do', adultDog)).not.toBe('emergency')
    expect(rules('snorting and pulling air in for a few seconds when excited, then normal. is it asthma or heart attack?', { category: 'dog', breed: 'Pug', age: '3 years' })).not.toBe('emergency')
    expect(rules('saw a blood spot on her toy, her milk teeth are falling', kitten)).not.toBe('emergency')
    expect(rules('spot-on box is still seal pack, cat only sniffed it', cat)).not.toBe('emergency')
    expect(rules('dolo ki khaali strip se khel rahi thi, goliyan pehle hi khatam thi', cat)).not.toBe('emergency')
    expect(rules('the vet said heart murmur grade 2, can he go on long walks?', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers EU to EX (decision 0066), on the rules alone', () => {
  it('reads a fit that will not stop, pets that shared a raisin cake, a stick pushed into the mouth, fur that caught fire, a bowl of kheer with raisins, minoxidil, a coil in Devanagari and numb back legs', () => {
    expect(rules('daura band hi nahi ho raha 5 minute se', adultDog)).toBe('emergency')
    expect(rules('2 dogs shared a raisin cake', adultDog)).toBe('emergency')
    expect(rules('a twig went in his mouth, lakdi andar ghus gayi, khoon aa raha', adultDog)).toBe('emergency')
    expect(rules('her fur caught fire near the diya, skin is red now', cat)).toBe('emergency')
    expect(rules('dog had a whole bowl of kheer with lots of kishmish, 20 kishmish at least', adultDog)).toBe('emergency')
    expect(rules('my cat licked minoxidil from my pillow', cat)).toBe('emergency')
    expect(rules('कुत्ते ने मच्छर वाली कॉइल खा ली, अब कांप रहा है', adultDog)).toBe('emergency')
    expect(rules('peeche ke pair sunn ho gaye achanak', adultDog)).toBe('emergency')
    expect(rules('all out machine ka liquid pee liya', cat)).toBe('emergency')
  })

  it('does not read a healthy pet "fit again", a capped tube, a cooler without AC, a sudden fall in appetite or eyes rolling in sleep as emergencies', () => {
    expect(rules('he is fit again now, running around', adultDog)).not.toBe('emergency')
    expect(rules('chewed the odomos tube but it is still capped', adultDog)).not.toBe('emergency')
    expect(rules('we have a cooler not AC, he pants in the afternoon but is fine', adultDog)).not.toBe('emergency')
    expect(rules('sudden fall in appetite since 2 days, otherwise active', adultDog)).not.toBe('emergency')
    expect(rules('his eyes roll up when he sleeps, is that normal?', adultDog)).not.toBe('emergency')
  })
})

describe('triage rules from writers EY to FB (decision 0066), on the rules alone', () => {
  it('reads a hard belly when the vomiting is what does not come, a monkey that clawed deep, a dog shut in a car in the heat, an eye cut and kept shut, black sticky stool in Hindi, and an eye kept closed with a white spot', () => {
    expect(rules('khane ke baad pet tight hai, ulti nahi ho rahi, bechain', adultDog)).toBe('emergency')
    expect(rules('bandar ne noch diya pet pe, gehra ghaav', adultDog)).toBe('emergency')
    expect(rules('garmi mein gaadi mein band tha aadha ghanta', adultDog)).toBe('emergency')
    expect(rules('ladai mein aankh pe chot, aankh se khoon aur band hai', cat)).toBe('emergency')
    expect(rules('potty ka mal kaala aur chipchipa hai, sust hai', adultDog)).toBe('emergency')
    expect(rules('white spot in the middle of her eye after a fight, she keeps closing it', cat)).toBe('emergency')
  })

  it('does not read a cat clawing the sofa as a wound', () => {
    expect(rules('billi sofa noch deti hai, scratching post kaunsa lein?', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers FC to FF (decision 0066), on the rules alone', () => {
  it('reads a fit not stopping for minutes, a pet that will not wake, a swallowed cell, an air-gun pellet, lockjaw, an eye scratched and kept shut, blood-pressure pills, the third day without food, opened stitches with red inside, a box as the litter box and back legs gone', () => {
    expect(rules('daura 10 minute se ruk nahi raha', adultDog)).toBe('emergency')
    expect(rules('behosh pada hai, jaag nahi rahi', cat)).toBe('emergency')
    expect(rules('the pup bit the clock and swallowed a cell', puppy)).toBe('emergency')
    expect(rules('padosi ke bachhe ki air gun ki goli lagi chest pe', adultDog)).toBe('emergency')
    expect(rules('whole body stiff, jaw locked, cant eat', adultDog)).toBe('emergency')
    expect(rules('a stray cat scratched his eye, eye is shut and watering', adultDog)).toBe('emergency')
    expect(rules('aankh pe kharonch aayi ladai mein, aankh band rakhti hai', cat)).toBe('emergency')
    expect(rules('he ate 2 of my fathers bp ki goli', adultDog)).toBe('emergency')
    expect(rules('चौथे दिन भी कुछ नहीं खाया बिल्ली ने', cat)).toBe('emergency')
    expect(rules('neuter ke taanke khul gaye, andar se kuch laal dikh raha', adultDog)).toBe('emergency')
    expect(rules('male cat straining in box only few drops', cat)).toBe('emergency')
    expect(rules('back legs gone suddenly, dragging himself', { category: 'dog', breed: 'Dachshund', age: '6 years' })).toBe('emergency')
    expect(rules('put frontline for dogs on my cat, now she is twitching', cat)).toBe('emergency')
  })

  it('does not read an eye clouding with age, a broken nail, a chilli, a navel hernia, a gem or two, a little icing, a drip in sleep or a few steps as emergencies', () => {
    expect(rules('old dog, one eye has a white cloud for months, he still sees fine', adultDog)).not.toBe('emergency')
    expect(rules('nail broken while running, bled a little, stopped now', adultDog)).not.toBe('emergency')
    expect(rules('she ate a green chilli and is drinking water and sneezing', adultDog)).not.toBe('emergency')
    expect(rules('soft swelling near the navel since he was a pup, umbilicus area', adultDog)).not.toBe('emergency')
    expect(rules('our 25 kg dog ate two chocolate gems', adultDog)).not.toBe('emergency')
    expect(rules('billi ne cake chaat liya, sirf thoda chocolate icing', cat)).not.toBe('emergency')
    expect(rules('spayed female dribbles pee while she sleeps on the sofa', adultDog)).not.toBe('emergency')
    expect(rules('kitten fell down 2 to 3 stairs, cried once, now playing', { category: 'cat', breed: '', age: '4 months' })).not.toBe('emergency')
    expect(rules('her thyroid pill was given twice today by mistake, what to do tomorrow?', cat)).not.toBe('emergency')
  })

  it('does not send a message with no sign in it to a vet now on the second opinion alone', () => {
    expect(triage('my pet is very big now', adultDog).urgency).not.toBe('emergency')
  })
})

describe('triage rules from writers FG to FJ (decision 0066), on the rules alone', () => {
  it('reads a pet stuck to a live wire or that ate a charger cable, a cat that struck the eye with its paw, urine that stopped after blood in a tomcat, an eye bleeding and shut, a kidney cat that stops eating and vomits, and hot ash eaten', () => {
    expect(rules('kutta press ke taar se chipak gaya, ab theek hai', adultDog)).toBe('emergency')
    expect(rules('she ate the phone charger cable, now seems normal', adultDog)).toBe('emergency')
    expect(rules('billi ne aankh pe panja maara, aankh band kar li', pug)).toBe('emergency')
    expect(rules('billa ke pee mein khoon tha, ab kuch nikalna band', cat)).toBe('emergency')
    expect(rules('jhagde ke baad aankh se khoon aur band', cat)).toBe('emergency')
    expect(rules('vet ne pichle mahine kidney kharab batayi thi, ab khana bilkul chhod diya aur ulti kar rahi', { category: 'cat', breed: '', age: '14 years' })).toBe('emergency')
    expect(rules('he ate coals from the angithi, they were still hot', adultDog)).toBe('emergency')
  })

  it('does not read a diarrhoea in an active dog, a small KitKat finger, a milk tooth lost with blood, a guess at fits without a question mark, sight failing for months, a cat called kitty or a new baby in the house as emergencies', () => {
    expect(rules('loose stool 3 times since morning, no blood, he is active and drinking', adultDog)).not.toBe('emergency')
    expect(rules('our 30 kg lab ate just one kitkat finger', adultDog)).not.toBe('emergency')
    expect(rules('pup was chewing his rope toy, some blood from the mouth, a tooth is missing', puppy)).not.toBe('emergency')
    expect(rules('legs paddling and twitching in her sleep is this a seizure', adultDog)).not.toBe('emergency')
    expect(rules('old dog walks into walls, cant see well for 3 months now', adultDog)).not.toBe('emergency')
    expect(rules('kitty not eating since 1 day but playing', cat)).not.toBe('emergency')
    expect(rules('since the new baby came home the cat hides under the bed, eats fine', cat)).not.toBe('emergency')
  })
})

describe('triage rules from writers FK to FN (decision 0066), on the rules alone', () => {
  it('reads a cloudy painful eye kept shut, a tomcat in the sand with only drops, a paw struck at the eye with words between, the gut out of a torn belly, and two slices of chocolate cake for a small dog', () => {
    expect(rules('one eye suddenly cloudy, he keeps it shut and cries', adultDog)).toBe('emergency')
    expect(rules('male cat baar baar sand mein baith raha, bas 2 boond', cat)).toBe('emergency')
    expect(rules('bandar ne dog ki aankh pe panja mara, aankh band hai', adultDog)).toBe('emergency')
    expect(rules('kutte ke pet pe gehra ghaav, aante bahar aa gayi', adultDog)).toBe('emergency')
    expect(rules('ate 3 slices of chocolate cake at the party, she is 6 kg', adultDog)).toBe('emergency')
  })

  it('does not read snoring in sleep, bad breath, scooting on the floor, a fit someone fears, or a few Gems as emergencies', () => {
    expect(rules('pug ki saans ki awaaz raat ko sote waqt, kharrate leta hai', pug)).not.toBe('emergency')
    expect(rules('breath very smelly, teeth have tartar', adultDog)).not.toBe('emergency')
    expect(rules('फर्श पर पीछे का हिस्सा घसीटता है', adultDog)).not.toBe('emergency')
    expect(rules('she paddles in her sleep, my husband is worried it is a seizure', adultDog)).not.toBe('emergency')
    expect(rules('dog ne cadbury gems ki 3 goliyan kha li, 25 kg ka hai', adultDog)).not.toBe('emergency')
    expect(rules('my lab ate one chocolate gem', adultDog)).not.toBe('emergency')
  })

  it('still reads snoring sounds in a pet struggling to breathe while awake', () => {
    expect(rules('snoring sound even when awake, struggling to breathe, gums bluish', pug)).toBe('emergency')
  })
})

describe('triage rules from writers FO to FR (decision 0066), on the rules alone', () => {
  it('reads toxins named in English but written in Devanagari, a baby off food since a time that topples over, nothing coming when a dog lifts its leg, blood passed from behind, a tomcat in and out of the box, and nothing kept down', () => {
    expect(rules('कुत्ते ने कैडबरी का पूरा बार खा लिया', adultDog)).toBe('emergency')
    expect(rules('कुत्ते ने कॉम्बिफ्लेम खा ली', adultDog)).toBe('emergency')
    expect(rules('pappy kal raat se nahi khaya, ab ludhak raha hai', puppy)).toBe('emergency')
    expect(rules('dog susu ke liye baar baar pair uthata hai par bilkul nahi aa raha', adultDog)).toBe('emergency')
    expect(rules('passing blood from back side like jelly, a lot, very dull', adultDog)).toBe('emergency')
    expect(rules('tomcat keeps going in and out of the box, nothing comes', cat)).toBe('emergency')
    expect(rules('he cant keep even water down since last night, belly sore', adultDog)).toBe('emergency')
  })

  it('does not read broken whiskers, healing stitches, a biting phase, a packet sealed in Hindi, or a spoon of dal with garlic as emergencies', () => {
    expect(rules('cat whiskers broke on one side, will they grow back', cat)).not.toBe('emergency')
    expect(rules('stitches healing well, removal on Monday', adultDog)).not.toBe('emergency')
    expect(rules('puppy bites a lot, is it a phase', puppy)).not.toBe('emergency')
    expect(rules('chuhe ki dawa ka dabba chaba diya par seel band hai', adultDog)).not.toBe('emergency')
    expect(rules('ate a spoon of dal with garlic, 30 kg, playing', adultDog)).not.toBe('emergency')
  })

  it('turns only the names of toxins into toxins by their consonants, never a Hindi word that shares them', () => {
    expect(consonantSkeleton('kaidabree')).toBe(consonantSkeleton('cadbury'))
    // 'नाखून' (a nail) has the consonants of 'aankhen' (eyes) but for its first letter; 'ट्रेनिंग' those of 'trying', 'पसंद' those of 'poisoned'.
    expect(rules('नाखून ज़्यादा कट गया, थोड़ा खून आया, हल्दी से रुक गया', adultDog)).not.toBe('emergency')
    expect(rules('बिल्ली को लिटर ट्रेनिंग कैसे दें? उसे दूध पसंद है', cat)).not.toBe('emergency')
  })

  it('leaves the tip of a mosquito coil nibbled, with no signs, for today, with the second opinion too', () => {
    expect(triage('guard bhaiya says he nibbled the tip of the mosquito coil, no signs, 3 hrs ago, 26 kg', adultDog).urgency).toBe('soon')
  })
})

describe('triage rules from writers FS to FV (decision 0066), on the rules alone', () => {
  it('reads a fit timed in minutes, insulin given again unknowingly, a washing machine, a shut car for hours, a fall from up high, back legs suddenly gone, the womb out, a kick from a horse, and a limb caught in a rope', () => {
    expect(rules('his fit started 5 minutes ago and is still going', adultDog)).toBe('emergency')
    expect(rules('wife gave his insulin at 8 and i gave again without knowing', adultDog)).toBe('emergency')
    expect(rules('kitten washing machine ke andar ghoom gaya', cat)).toBe('emergency')
    expect(rules('car me band reh gaya 2 ghante', adultDog)).toBe('emergency')
    expect(rules('kitten upar se gir gaya', cat)).toBe('emergency')
    expect(rules('cat ke pichle pair achanak band ho gaye', cat)).toBe('emergency')
    expect(rules('after the kittens came her uterus came out', cat)).toBe('emergency')
    expect(rules('ghode ki laat lagi pet pe', adultDog)).toBe('emergency')
    expect(rules('pair rassi me phansa tha poori raat, ab neela aur thanda', cat)).toBe('emergency')
  })

  it('reads unsteadiness told as uncoordinated, and fertiliser or nail paint remover swallowed', () => {
    expect(rules('she is uncoordinated and drooling after chewing a plant', cat)).toBe('emergency')
    expect(rules('dog licked the fertiliser bag and is vomiting', adultDog)).toBe('emergency')
    expect(rules('nail paint remover pi liya', adultDog)).toBe('emergency')
  })

  it('does not read grape syrup, a medicine not given in Hindi word order, one small piece of chocolate for a big dog, or hours in a car with the AC running as emergencies', () => {
    expect(rules('car me band tha 2 ghante, AC chal raha tha', adultDog)).not.toBe('emergency')
    expect(rules('dog licked grape syrup from the floor, no grapes', adultDog)).not.toBe('emergency')
    expect(rules('papa ne crocin ka naam liya tha, nhi diya, wo theek h', adultDog)).not.toBe('emergency')
    expect(rules('ek chhoti si chocolate ki tukdi chaat li, 30 kg', adultDog)).not.toBe('emergency')
  })

  it('still reads raisin cookies and a spoon of garlic paste for a cat as emergencies', () => {
    expect(rules('beagle ate a pack of raisin cookies', adultDog)).toBe('emergency')
    expect(rules('cat ate a spoon of garlic paste', cat)).toBe('emergency')
  })
})

describe('triage rules from writers FW to FZ (decision 0066), on the rules alone', () => {
  it('reads amitraz drunk, lime water in the eye, a cart wheel, not conscious, red flesh from behind, blood spurting, a horn, a blow that clouds the eye, and clots sneezed', () => {
    expect(rules('bachhe ki amitraz wali dawai pi gaya', adultDog)).toBe('emergency')
    expect(rules('dog ki aankh me chune ka paani gir gaya', adultDog)).toBe('emergency')
    expect(rules('bullock cart ke pahiye ke neeche aa gaya', adultDog)).toBe('emergency')
    expect(rules('dhoop me bandha tha, ab hoshi me nahi hai', adultDog)).toBe('emergency')
    expect(rules('kutiya ke pichhwade se laal maans bahar nikal aaya', adultDog)).toBe('emergency')
    expect(rules('pair kat gaya, khoon phawaare ki tarah nikal raha', adultDog)).toBe('emergency')
    expect(rules('the cow horned him in the belly', adultDog)).toBe('emergency')
    expect(rules('aankh pe danda laga, ab aankh cloudy', adultDog)).toBe('emergency')
    expect(rules('sneezing big clots from the nose since morning', cat)).toBe('emergency')
  })

  it('reads signs told before a dated cause in one run (a wound or rat poison last week), a baby that chewed a coil, and an eye another animal scratched', () => {
    expect(rules('body stiff jaw locked wound on paw last week', adultDog)).toBe('emergency')
    expect(rules('gums bleeding bruises on belly maybe rat poison last week', adultDog)).toBe('emergency')
    expect(rules('puppy chewed half a mosquito coil', puppy)).toBe('emergency')
    expect(rules('a monkey scratched his eye, he keeps it shut', adultDog)).toBe('emergency')
    expect(rules('he chewed half a mosquito coil, 30 kg, playing', adultDog)).not.toBe('emergency')
  })

  it('reads small clots in the urine of a pet that is well as blood for today, big clots as heavy bleeding', () => {
    expect(rules('small clots in her urine since yesterday, eating fine', adultDog)).toBe('soon')
    expect(rules('big clots coming out of her nose', adultDog)).toBe('emergency')
  })

  it('does not read circling before lying down or one gag, then fine, as emergencies, and still reads retching that goes on', () => {
    expect(rules('she turns in circles before lying down, always', adultDog)).not.toBe('emergency')
    expect(rules('gagged once on a piece of apple then fine, eating', adultDog)).not.toBe('emergency')
    expect(rules('retching for an hour, only a bit of foam, restless', adultDog)).toBe('emergency')
  })
})

describe('triage rules from writers GA to GD (decision 0066), on the rules alone', () => {
  it("reads the Haryanvi 'koni' as 'nahi', thirst as 'pyaas' (not onion), and a plus between words as 'and'", () => {
    expect(rules('achanak pichhle pair kaam koni kar rahe', adultDog)).toBe('emergency')
    expect(rules('delivery ke baad khoon band koni ho raha', adultDog)).toBe('emergency')
    expect(rules('sust koni, khana kha raha, bas thoda khujli', adultDog)).toBe('routine')
    expect(rules('chocolate ke rang ka biscuit kha gaya, asli chocolate koni', adultDog)).toBe('routine')
    expect(rules('bahut pyaas lag rahi hai aur ulti, sust', cat)).toBe('emergency')
    expect(rules('diabetic hai, ulti + saans mein fruity smell, sust', adultDog)).toBe('emergency')
  })

  it('reads diabetes pills and opioid patches, snail bait, hair dye, a gas leak, a cornea cut, an eye pushed out, a big red testicle, and tissue in opened stitches', () => {
    expect(rules('dog ne nani ki sugar wali glimepiride kha li', adultDog)).toBe('emergency')
    expect(rules("cat chewed my dad's fentanyl patch", cat)).toBe('emergency')
    expect(rules('ate snail bait pellets from the garden, seems fine', adultDog)).toBe('emergency')
    expect(rules('kutte ne baalon ki dye chaat li', adultDog)).toBe('emergency')
    expect(rules('gas cylinder leak hua, billi sust aur ulti', cat)).toBe('emergency')
    expect(rules('his cornea has a cut after a cat scratched it', adultDog)).toBe('emergency')
    expect(rules('aankh laal aur bahar ko badi ho gayi, dard', adultDog)).toBe('emergency')
    expect(rules('testicle bahut bada aur laal, dard mein hai, achanak', adultDog)).toBe('emergency')
    expect(rules('spay ke taanke khul gaye, andar ka tissue dikh raha', adultDog)).toBe('emergency')
    expect(rules('billi ne bachche ko kaata, vaccine nahi hai, 2 din se ajeeb', cat)).toBe('emergency')
    expect(rules('cat chewed a corner of the box, fine', cat)).toBe('routine')
  })

  it('reads a big bowl of a garlic dish as no small amount, and one onion ring as one', () => {
    expect(rules('ate 2 cloves of garlic and a big bowl of garlic gravy, 5 kg', adultDog)).toBe('emergency')
    expect(rules('dog ate an onion ring, 30 kg', adultDog)).not.toBe('emergency')
  })

  it("does not read a question answered 'no' with the pack found, a snort gone in a minute, a kitten's pounce or 'nahi lagaya' as emergencies", () => {
    expect(rules('dog ate Dolo? no, i found the tablet under the sofa, strip full', adultDog)).not.toBe('emergency')
    expect(rules('dog ate Dolo? no idea, strip is empty and he is drooling', adultDog)).toBe('emergency')
    expect(rules('naak se awaaz karta hai jaise saans khinch raha, 1 min me theek', adultDog)).toBe('routine')
    expect(rules('kitten zoomies at night, attacks my feet', { ...cat, age: '5 months' })).toBe('routine')
    expect(rules('kisi pe abhi nahi lagaya spot on, bas puchna tha', cat)).toBe('routine')
  })

  it('leaves a snort the rules read as a reverse sneeze, with nothing else, out of the second opinion', () => {
    const snort =
      'So scary, my pug suddenly made a loud snorting honking noise pulling air in, neck stretched out, for about half a minute, then stopped and he ate. panicked because his mother had breathing problems. breathing normal now, gums pink, playing'
    expect(triage(snort, pug).urgency).not.toBe('emergency')
  })
})

describe('triage rules from writers GE to GH (decision 0066), on the rules alone', () => {
  it('reads a Silk bar, legs that stopped working, an eye kept shut after a fight, a cat given a double painkiller dose, 106F, gaping spay stitches and undiluted Lizol', () => {
    expect(rules('mere dog ne poora silk ka bar kha liya', adultDog)).toBe('emergency')
    expect(rules('achanak dog ne pichhle pair kaam karna band kar diya', adultDog)).toBe('emergency')
    expect(rules('do kutte lade, ek ki aankh band aur gardan pe ghav', adultDog)).toBe('emergency')
    expect(rules('by mistake I gave my cat double the meloxicam dose', cat)).toBe('emergency')
    expect(rules('after the fit his temperature is 106F on the thermometer', adultDog)).toBe('emergency')
    expect(rules('temp 102.5F, eating fine', adultDog)).toBe('routine')
    expect(rules('spayed last week, she pulled her stitches out, wound gaping open', adultDog)).toBe('emergency')
    expect(rules('spayed last week, wound looks fine, a little red', adultDog)).not.toBe('emergency')
    expect(rules('lapped undiluted Lizol from the floor, few spoons, licking lips', adultDog)).toBe('emergency')
  })

  it("does not read a fear taken back in Devanagari, a cat in heat, 'nahi woh elaichi thi', a sealed pack the dog 'nahi khaya', a sock brought up whole, a licked bald patch or yellow vomit once as emergencies", () => {
    expect(rules('मैंने सोचा बिल्ली ने क्रोसिन खाई पर गोली सोफे के नीचे मिल गई', cat)).not.toBe('emergency')
    expect(rules('billi heat me hai bahut chilla rahi hai dard me lagti hai', { ...cat, age: '9 months' })).not.toBe('emergency')
    expect(rules('ek kishmish? nahi woh elaichi thi, dog ne khaya', adultDog)).toBe('routine')
    expect(rules('packet sealed tha, sab cubes hain, chuha maar dawa dog ne nahi khaya', adultDog)).toBe('routine')
    expect(rules('dog ne kal se kuch nahi khaya, sust hai', adultDog)).not.toBe('routine')
    expect(rules('sock nigla tha, ulti me poora nikla, ab khel raha', { ...adultDog, age: '1 year' })).not.toBe('emergency')
    expect(rules('cat pet ke baal chaat ke ganja', cat)).toBe('routine')
    expect(rules('cat ne ganja kha liya, wobbly', cat)).toBe('emergency')
    expect(rules('subah ek baar peeli ulti, ab theek', adultDog)).not.toBe('emergency')
    expect(rules('ankhen peeli aur ulti, sust', adultDog)).toBe('emergency')
  })

  it("reads 'walker:', Drools by the cup, chapati, puddles, drying, a clipper burn and a knock on a table as the everyday words they are", () => {
    expect(rules('walker: dog drank water from a puddle, now normal', adultDog)).toBe('routine')
    expect(rules('walking like a drunk since morning', adultDog)).toBe('emergency')
    expect(rules('how much to feed? currently 3 cups Drools + chapati', adultDog)).toBe('routine')
    expect(rules('he drools a lot since morning and is restless, belly big', adultDog)).toBe('emergency')
    expect(rules('clipper burn on belly after grooming, licking it', adultDog)).toBe('routine')
    expect(normaliseMessage('table se sar takraya')).toContain('hit')
    expect(normaliseMessage('takrata hai deewar se')).toContain('blind')
    expect(rules('peeing on my bed in small puddles since yesterday', cat)).toBe('soon')
    expect(rules('my cat pees in the litter box and sleeps on my bed', cat)).toBe('routine')
    expect(rules('billi litter ke bahar susu kar rahi hai bed pe, 2 din se', cat)).toBe('soon')
    expect(normaliseMessage('he shivers while I am drying him, fine after he dries')).not.toMatch(/\b(dying|drop)\b/)
  })
})

describe('triage rules from writers GI to GL (decision 0066), on the rules alone', () => {
  it("reads 'Sir', 'attached' and 'overreacting' as the words they are, and 'rabid', 'paagal', Devanagari spellings of xylitol, a balm, pus, heat and a vaccine", () => {
    expect(rules('Sir my dog is very attached to me, I may be overreacting, he is eating and playing', adultDog)).toBe('routine')
    expect(rules('sir pe chot lagi hai, khoon aa raha', adultDog)).toBe('emergency')
    expect(rules('पागल कुत्ते ने मेरे डॉगी को काटा, वैक्सीन नहीं लगी थी कभी', adultDog)).toBe('emergency')
    expect(rules('कुत्ते ने जाइलिटोल वाली च्युइंग गम खा ली', adultDog)).toBe('emergency')
    expect(rules('पपी ने बाम की डिब्बी खा ली', puppy)).toBe('emergency')
    expect(rules('कुतिया के पीछे से गंदा पस निकल रहा है, बहुत पानी पी रही, 2 महीने पहले हीट में थी', adultDog)).toBe('emergency')
    expect(rules('hamari lab ka vazan chaalees kilo ho gaya hai', adultDog)).toBe('routine')
  })

  it("reads a cat's back legs gone cold, a prolapse and the inside through opened stitches in Hindi order, blisters after phenyl, a band grown into the neck, a painkiller already given, and most of an onion dish eaten", () => {
    expect(rules('बिल्ली के पीछे के दोनो पैर अचानक बंद हो गए ठंडे है और चिल्ला रही है', cat)).toBe('emergency')
    expect(rules('कुत्ते की पूंछ के नीचे से लाल गोला बाहर निकल आया है', adultDog)).toBe('emergency')
    expect(rules('नसबंदी के बाद टांके खुल गए अंदर की चीज़ बाहर दिख रही', adultDog)).toBe('emergency')
    expect(rules('phenyl ki bottle chaba gaya aur thoda pee liya, muh mein chaale', adultDog)).toBe('emergency')
    expect(rules('rubber band around her neck embedded in the skin, smells bad', { ...cat, age: '4 months' })).toBe('emergency')
    expect(rules('kya main billi ko Combiflam de sakti hu? woh lang kar rahi hai. maine aadhi de bhi di hai already', cat)).toBe('emergency')
    expect(rules('is it okay if my 2 cats and dog ate some chicken cooked with onion? the cats ate most, dog barely had any', cat)).toBe('emergency')
    expect(rules('can dogs eat grapes? my dad gives him one sometimes, none today', adultDog)).toBe('routine')
  })

  it("does not read a blade of grass eaten, a dried floor licked, 'lily nahi chhui', a cat's own spot-on or an unopened dog spot-on as emergencies, and keeps grass in an eye", () => {
    expect(rules('ghas ka tinka khaya, khel raha hai', { ...cat, age: '6 months' })).not.toBe('emergency')
    expect(rules('aankh me ghaas ka tinka chala gaya, aankh band, paani aa raha', adultDog)).toBe('emergency')
    expect(rules('licked a dry floor that was cleaned with phenyl yesterday, fully dry, normal', adultDog)).not.toBe('emergency')
    expect(rules('billi ne lily nahi chhui, lily alag kamre mein hai', cat)).toBe('routine')
    expect(rules("bought a spot on, made sure it's the cat one, how often?", cat)).toBe('routine')
    expect(rules("bought dog spot-on by mistake but didn't open it, cat is fine", cat)).toBe('routine')
  })

  it('reads lily pollen seen on her face as already on the cat, even in a question about wiping it', () => {
    expect(rules('she was sniffing the lilies in the vase and there is pollen on her nose, she is fine, should i just wipe it?', cat)).toBe('emergency')
    expect(rules('is lily pollen dangerous for cats?', cat)).toBe('routine')
  })
})

describe('triage rules from writers GM to GP (decision 0066), on the rules alone', () => {
  it('reads a scald, paws on a hot tawa, insulin given by mistake, gut outside a newborn, a dog spray licked by a shaking cat, a whole pack eaten beside a lick, what was swallowed corrected, and a sign said to come now and then', () => {
    expect(rules('kisi ne billi ki peeth pe garam paani daal diya, chamdi laal ho gayi', cat)).toBe('emergency')
    expect(rules('garam paani se nahla diya, ab so raha hai', adultDog)).toBe('routine')
    expect(rules('kitten stepped on the hot tawa, paw pads peeled, crying', { ...cat, age: '4 months' })).toBe('emergency')
    expect(rules('maine dog ko galti se apni insulin de di', adultDog)).toBe('emergency')
    expect(rules('newborn kitten has an intestine-looking thing outside at the belly button', { ...cat, age: '2 days' })).toBe('emergency')
    expect(rules('dono billiyon ne kutte ke liye wala spray chaata, ek kaanp rahi hai', cat)).toBe('emergency')
    expect(rules('my lab ate a whole pack of Dairy Milk Silk, the big one, 25 kg. also the puppies maybe licked the wrapper', adultDog)).toBe('emergency')
    expect(rules('ate a small piece of dairy milk. just a lick of the wrapper by the other one', adultDog)).toBe('soon')
    expect(rules('swallowed my earring.. no sorry it was the button battery from the car key', { ...adultDog, breed: 'Maltese' })).toBe('emergency')
    expect(rules('holi pe kisi ne bhang wali thandai pila di, ab ladkhada raha hai, kabhi kabhi chaunk jaata hai', adultDog)).toBe('emergency')
  })

  it("does not read a wipe ('poch diya'), a grape skin sniffed and left ('khaya nahi'), or rice from the Holi prasad as exposures; worms in the potty stay worms", () => {
    expect(rules('kitten ne Laxman rekha ki line sunghi bas, chaati nahi, maine turant poch diya', { ...cat, age: '3 months' })).toBe('routine')
    expect(rules('ek angoor ka chhilka soongha aur chhod diya, khaya nahi', adultDog)).not.toBe('emergency')
    expect(rules('cat ate a few grains of plain rice from the holi prasad, she is ok', cat)).toBe('routine')
    expect(rules('holi ke rang chaat liya fur se', adultDog)).toBe('emergency')
    expect(rules('potty me keede dikhe, active hai', adultDog)).toBe('routine')
    expect(rules('bahut pissu hain, khujli kar raha hai par ghav nahi hai, kaun si dawa laayein', adultDog)).not.toBe('emergency')
    expect(rules('my dog ate a whole tube of toothpaste... no sorry it was only the box, cardboard. the tube is unopened', adultDog)).not.toBe('emergency')
  })

  it('keeps thandai at Holi read as bhang now that Holi alone is no colour (a guard: Holi had reached it as a cleaner), and thandai alone a drink', () => {
    expect(rules('holi thandai pee li, dog gir raha', adultDog)).toBe('emergency')
    expect(rules('thandai thodi si pi li, badam wali, normal hai', adultDog)).toBe('routine')
  })
})

describe('triage rules from writers GQ to GT (decision 0066), on the rules alone', () => {
  it("reads a KitKat heard as 'kit cat', Gems counted, blood-pressure pills and Advil, tyre marks, a car gone over a cat, a stick in the eye, unequal pupils in Hindi order and a dog's flea shampoo on a cat", () => {
    expect(rules('pup ate a full kit cat bar with the wrapper, 7 kilo', adultDog)).toBe('emergency')
    expect(rules('ate 12 gems, he is only 4 kg', adultDog)).toBe('emergency')
    expect(rules('ate 5 cadbury gems off the floor, 30 kg lab, milk chocolate', adultDog)).toBe('soon')
    expect(rules('papa ki amlodipine ki strip chaba li, 3 goli kam hai', adultDog)).toBe('emergency')
    expect(rules('she swallowed an Advil from my purse', cat)).toBe('emergency')
    expect(rules('my old cat was started on amlodipine by the vet last week, doing fine', cat)).toBe('routine')
    expect(rules('street dog with tyre marks across his back, lying by the road', adultDog)).toBe('emergency')
    expect(rules('colony ki billi pe scooty chadh gayi, uth nahi rahi', cat)).toBe('emergency')
    expect(rules('his left eye has a thorn poked in it, he keeps it shut', adultDog)).toBe('emergency')
    expect(rules('billi ki ek putli badi hai ek chhoti, kal seedhi se giri thi', cat)).toBe('emergency')
    expect(rules('I used a tick shampoo for dogs on my kitten, now she is twitching and drooling', { ...cat, age: '4 months' })).toBe('emergency')
  })

  it('reads vomiting each time the pet eats with a painful belly, blood from the bottom in large amounts, skin hanging open, a cat dragging herself on her front legs, and a mother with her litter trembling', () => {
    expect(rules('throws up every time he eats since yesterday, tummy painful when I touch', adultDog)).toBe('emergency')
    expect(rules('fresh blood coming from his bottom, large amounts, on the floor', adultDog)).toBe('emergency')
    expect(rules('after the fight the skin on his shoulder is hanging open', adultDog)).toBe('emergency')
    expect(rules('she is dragging herself on her front paws, cannot use the back ones', cat)).toBe('emergency')
    expect(rules('dog with her 2 week old puppies is trembling and walking stiff', adultDog)).toBe('emergency')
  })

  it("reads a correction spoken mid-sentence, 'just asking', a cat never let in and a general 'do cats need' as no exposure; fear of crackers, dreams in sleep, yellow vomit once and a shiver after a bath as no emergency", () => {
    expect(rules('i think he licked the rat cake no wait the box is sealed, all 4 cakes there', adultDog)).toBe('routine')
    expect(rules('he swallowed a coin no wait the coin was under the sofa, found it', adultDog)).not.toBe('emergency')
    expect(rules('she ate lily pollen oh no wait it was the marigold', cat)).not.toBe('emergency')
    expect(rules('he ate a marigold petal no actually it was 2 raisins from the plate', adultDog)).toBe('emergency')
    expect(rules('the lilies are upstairs in the locked room, cat has never entered. just asking which flowers are safe', cat)).toBe('routine')
    expect(rules('do indoor cats need flea treatment every month?', cat)).toBe('routine')
    expect(rules('how do i stop my puppy chewing wires? he has not been shocked yet', puppy)).toBe('routine')
    expect(rules('since the crackers started he is panting heavily, shaking and hiding in the bathroom, no injury', adultDog)).toBe('routine')
    expect(rules('since the crackers started he is hiding and his gums look blue', adultDog)).toBe('emergency')
    expect(rules('dog twitching in sleep paws moving is it a seizure he wakes up normal', adultDog)).not.toBe('emergency')
    expect(rules('vomited once at 6 am, yellow, then ate breakfast and is playing', adultDog)).toBe('routine')
    expect(rules('vomited twice today, yellow eyes and not eating', adultDog)).toBe('emergency')
    expect(rules('puppy shivering cold after bath, drying him now', puppy)).not.toBe('emergency')
    expect(rules('puppy ice cold after his bath, not moving', puppy)).toBe('emergency')
    expect(rules('putting reflective collars on the colony dogs, which kind is best?', adultDog)).toBe('routine')
    expect(rules('someone sent lilies, I kept them in the car and gave them to the neighbour', cat)).not.toBe('emergency')
    expect(rules('gave the grapes to the neighbour kids, the dog ate 5 from the floor', adultDog)).toBe('emergency')
  })
})

describe('the second opinion after writers GQ to GT (decision 0066)', () => {
  it('is not asked about a lily or poison the owner says the pet cannot reach, with nothing said eaten, licked or chewed', () => {
    expect(triage('lilies came in a bouquet. i gave them away, they never came inside the house.', cat).urgency).not.toBe('emergency')
    expect(triage('lilies are in the closed bedroom, the cat cant go in there, but she licked pollen off the door', cat).urgency).toBe('emergency')
  })
})

describe('triage rules from writers GU to GX (decision 0066), on the rules alone', () => {
  it('reads words run together on a phone, Good Knight spelt loosely, a wound that air sucks through or shows the inside, bleeding that pressure does not stop, and a white spot on a shut eye', () => {
    expect(rules('mydog atea whole dairy milk bar, 6 kg', adultDog)).toBe('emergency')
    expect(rules('puppy chewed the goodnight refil bottle, liquid in mouth', puppy)).toBe('emergency')
    expect(rules('deep cut on his side after the fence, I can see inside', adultDog)).toBe('emergency')
    expect(rules('bull horn wound on her chest, there is a hissing sound of air', adultDog)).toBe('emergency')
    expect(rules('dew claw ripped, bleeding, 15 min of pressure and still not stopping', adultDog)).toBe('emergency')
    expect(rules('left eye shut since noon and she keeps rubbing it. now a small white spot on the eye', cat)).toBe('emergency')
  })

  it('reads words from the other languages of NCR families: Tamil, Bengali and Marathi', () => {
    expect(rules('poonai moochu vida kashtapadudhu, vaai thirandhu', cat)).toBe('emergency')
    expect(rules('naai nakku neela colour, moochu kashtam', adultDog)).toBe('emergency')
    expect(rules('manjar ne undir marnyache aushadh khalle', cat)).toBe('emergency')
    expect(rules('kukur tondatun fes, thartharat ahe', adultDog)).toBe('emergency')
    expect(rules('biral 3 din khachhe na, lukiye ache', cat)).toBe('emergency')
  })

  it("does not read a stone passed in the stool, 'doesn't come when I call', crackers heard while the pet hides, fly bites, a couple of onion rings, a cold night, a count found whole, or a cat crying for the tap as emergencies", () => {
    expect(rules('puppy swallowed a pebble yesterday, pooped it out this morning, playing', puppy)).not.toBe('emergency')
    expect(rules('my puppy doesnt come when i call him, any training tips', puppy)).toBe('routine')
    expect(rules('cat hiding under the bed since the diwali crackers, eating a little less', cat)).not.toBe('emergency')
    expect(rules('he ate a cracker that fell at the diwali party and is hiding and shaking', adultDog)).toBe('emergency')
    expect(rules('fly bites on her ear tips, crusty, eating fine', adultDog)).not.toBe('emergency')
    expect(rules('ate 2 rings of onion from the salad, 30 kg lab, fine', adultDog)).not.toBe('emergency')
    expect(rules('puppy was shaking in the cold night, now warm under the blanket and fine', puppy)).not.toBe('emergency')
    expect(rules('i think my cat ate one of my Dolo but i counted and none missing', cat)).not.toBe('emergency')
    expect(rules('Dog ate my Combiflam? not sure, strip chewed but I counted, all 10 there', adultDog)).not.toBe('emergency')
    expect(rules('did he eat the rat cake? not sure, i found the box torn and counted, 2 missing', adultDog)).toBe('emergency')
    expect(rules('he ate a whole Dairy Milk bar and 2 pieces of roti, 8 kg', adultDog)).toBe('emergency')
    expect(rules('she cries for food until I get up at 5 am, otherwise healthy', cat)).toBe('routine')
    expect(rules('a cat poonai that is eating well, when is the next vaccine due', cat)).toBe('routine')
    expect(rules('pooja ke baad poora ghar saaf kiya, dog theek hai', adultDog)).toBe('routine')
  })
})

describe('triage review of the DE to DT rounds (decision 0066, "Review of the session\'s change"), on the rules alone', () => {
  it('still reads straining with only a little urine as a blockage, and heavy bleeding from a cut in a bitch in heat as an emergency', () => {
    expect(rules('my cat is trying to pee but only a little comes out', cat)).toBe('emergency')
    expect(rules('he strains to pee and a bit of urine comes, he cries', cat)).toBe('emergency')
    expect(rules('billi susu karne ki koshish karti hai par thoda sa hi nikalta hai', cat)).toBe('emergency')
    expect(rules('he is straining to pee, little bit comes out', adultDog)).toBe('emergency')
    expect(rules('she is in heat and bleeding a lot from a cut on her leg', adultDog)).toBe('emergency')
  })
})

describe('triage review of the DU to EJ rounds (decision 0066, "Review of the fifth session\'s change"), on the rules alone', () => {
  it('does not read a stick grabbed before a limp, a pet fit again after surgery, or weak eyesight with slow legs as emergencies, and still reads a fit that comes again and a mother not feeding cold kittens', () => {
    expect(rules('he grabbed a stick and ran, now limping and paw is swollen', adultDog)).not.toBe('emergency')
    expect(rules('after the surgery he is fit again, can he go for walks', adultDog)).not.toBe('emergency')
    expect(rules('eyes are weak, he cannot walk well', { category: 'dog', breed: '', age: '14 years' })).not.toBe('emergency')
    expect(rules('fit again aaya abhi, aaj teesri baar', adultDog)).toBe('emergency')
    expect(rules('mother not feeding the kittens, they are crying and cold', { category: 'cat', breed: '', age: '2 weeks' })).toBe('emergency')
  })
})

describe('the flag an emergency names fits what the owner told (decision 0066, "Review of the whole change")', () => {
  const flagIds = (message: string, pet: AssistantPet) => triage(message, pet, { secondOpinion: null }).flags.map((flag) => flag.id)
  it('names the breathing flag for a bone in the throat and a kitchen fire’s smoke, not trauma or a burn', () => {
    expect(flagIds('a bone is stuck in his throat and he keeps gagging', adultDog)).toContain('breathing')
    expect(flagIds('a bone is stuck in his throat and he keeps gagging', adultDog)).not.toContain('trauma')
    expect(flagIds('kitchen mein aag lagi thi, dhuen ke baad se billi khaans rahi hai', cat)).toEqual(expect.arrayContaining(['breathing']))
    expect(flagIds('kitchen mein aag lagi thi, dhuen ke baad se billi khaans rahi hai', cat)).not.toContain('electric-water-burn')
  })

  it('names a jaw that will not close or open as such, with the rabies warning, and a diabetic crisis in its flag', () => {
    const jaw = triage('his body is stiff and he cannot open his mouth', adultDog, { secondOpinion: null })
    expect(jaw.flags[0]).toMatchObject({ id: 'jaw', label: 'A mouth that will not close or will not open' })
    expect(jaw.reply).toContain('Do not put your hand in the mouth')
    const crisis = triage('drinking and peeing a lot for weeks, now weak and his breath smells sweet like fruit', adultDog, { secondOpinion: null })
    expect(crisis.flags.find((flag) => flag.id === 'sick-and-failing')?.label).toContain('a diabetic crisis')
    const bite = triage('a jackal bit my dog near the fields, he looks ok', adultDog, { secondOpinion: null })
    expect(bite.flags[0]?.label).toBe('Possible rabies, or a bite that needs rabies shots today')
  })

  it('names low sugar on insulin a diabetic crisis, fang marks a snake bite and a blow with circling a trauma', () => {
    const flagsOf = (message: string, pet: AssistantPet) => triage(message, pet, { secondOpinion: null }).flags.filter((flag) => flag.urgency === 'emergency').map((flag) => flag.id)
    expect(flagsOf('she is on insulin for diabetes. Now she is twitching and seems confused', cat)).toContain('sick-and-failing')
    expect(flagsOf('something bit her in the bushes, two little holes on her cheek and the face is swelling', adultDog)).toContain('bite-or-sting')
    expect(flagsOf('the ceiling fan hit him. Now he keeps walking in circles', cat)).toContain('trauma')
    expect(flagsOf('a sutli bomb burst in his mouth, lips are torn and bleeding', adultDog)).toContain('electric-water-burn')
  })
})

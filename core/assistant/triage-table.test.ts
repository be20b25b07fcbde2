import { describe, expect, it } from 'vitest'
import type { AssistantPet } from './pet.ts'
import { triage } from './triage.ts'

const dog: AssistantPet = { category: 'dog', breed: 'Labrador', age: '4 years' }
const cat: AssistantPet = { category: 'cat', breed: 'Indian domestic', age: '3 years' }
const puppy: AssistantPet = { category: 'dog', breed: 'Beagle', age: '10 weeks' }
const kitten: AssistantPet = { category: 'cat', breed: 'Persian', age: '2 months' }
const pug: AssistantPet = { category: 'dog', breed: 'Pug', age: '5 years' }
const rabbit: AssistantPet = { category: 'rabbit', breed: 'Lop', age: '2 years' }
const bird: AssistantPet = { category: 'bird', breed: 'Budgie', age: '1 year' }

/** Emergencies as owners write them: typos, Hinglish, Devanagari, no punctuation. */
const EMERGENCIES: [string, AssistantPet][] = [
  ['my dog cant breathe properly', dog],
  ['he is not breathing', dog],
  ['struggling to breathe and gums look blue', dog],
  ['difficulty breathing since 10 min', cat],
  ['her tongue is turning purple', dog],
  ['gums are pale white and he is weak', dog],
  ['choking on a bone!!', dog],
  ['saans nahi le pa raha', dog],
  ['saans lene me dikkat ho rahi hai', dog],
  ['bahut tez saans phool rahi hai', dog],
  ['सांस नहीं ले पा रहा', dog],
  ['cat breathing with her mouth open', cat],
  ['my cat is panting', cat],
  ['pug panting heavily after walk', pug],
  ['dog collapsed suddenly', dog],
  ['she colapsed in the park', dog],
  ['unconcious and not responding', dog],
  ['he fainted twice today', dog],
  ['cant stand up at all', dog],
  ['behosh ho gaya hai', dog],
  ['बेहोश हो गया', cat],
  ['dragging his back legs suddenly', dog],
  ['not moving and very cold', cat],
  ['having a seizure right now', dog],
  ['had 3 seizures today', dog],
  ['siezure for 5 mins', dog],
  ['he had a fit and is shaking', dog],
  ['usko daura pada', dog],
  ['mirgi jaise jhatke aa rahe', dog],
  ['दौरा पड़ रहा है', dog],
  ['foaming at the mouth and jerking', dog],
  ['muh se jhaag aa raha hai', dog],
  ['belly swollen and hard, trying to vomit but nothing comes out', dog],
  ['keeps retching nothing coming up', dog],
  ['dry heaving for an hour and restless', dog],
  ['pet phool gaya hai aur ulti ki koshish kar raha', dog],
  ['stomach is bloated and he keeps trying to throw up', dog],
  ['male cat straining to pee nothing comes', cat],
  ['my cat keeps going in and out of the litter box', cat],
  ['cat cant urinate since morning', cat],
  ['billi peshab nahi kar rahi', cat],
  ['पेशाब नहीं कर रहा', cat],
  ['not peeing since yesterday', dog],
  ['bleeding heavily from the paw', dog],
  ['blood wont stop from his leg', dog],
  ['lots of blood from the ear', dog],
  ['khoon beh raha hai', dog],
  ['bahut khoon nikal raha hai', dog],
  ['vomiting blood 3 times', dog],
  ['vomitting blood', cat],
  ['blood in vomit again and again', dog],
  ['khoon ki ulti kar raha hai', dog],
  ['उल्टी में खून आ रहा है', dog],
  ['hit by a car', dog],
  ['got hit by bike just now, limping', dog],
  ['accident ho gaya road pe', dog],
  ['gaadi ne maar diya', dog],
  ['fell from the balcony 2nd floor', cat],
  ['cat fell off the terrace', cat],
  ['chhat se gir gayi', cat],
  ['bitten by a street dog, deep wounds', dog],
  ['attacked by monkeys', dog],
  ['kutte ne kaat liya gardan pe', dog],
  ['I think his leg is broken', dog],
  ['ate chocolate', dog],
  ['my dog ate a whole bar of dark chocolate', dog],
  ['he ate choclate cake', dog],
  ['chocolate kha liya', dog],
  ['licked xylitol gum', dog],
  ['ate sugar free chewing gum', dog],
  ['ate grapes an hour ago', dog],
  ['kishmish kha li', dog],
  ['swallowed raisins from the table', dog],
  ['ate onion pakode', dog],
  ['pyaaz wali sabzi kha li', dog],
  ['garlic naan khaya', dog],
  ['ate rat poison', dog],
  ['chuha maar dawa kha li', dog],
  ['I gave him paracetamol for fever', dog],
  ['gave my cat a crocin', cat],
  ['ate ibuprofen tablets', dog],
  ['combiflam de di', dog],
  ['cat chewed a lily', cat],
  ['cat licked lily pollen', cat],
  ['I put dog tick drops on my cat', cat],
  ['used permethrin on cat', cat],
  ['licked baygon spray', cat],
  ['drank phenyl', dog],
  ['harpic chaat liya', dog],
  ['I think she is poisoned', dog],
  ['kuch zeher kha liya lagta hai', dog],
  ['जहर खा लिया', dog],
  ['swallowed a battery', dog],
  ['heatstroke after walk', dog],
  ['left in a hot car', dog],
  ['lu lag gayi lagta hai', dog],
  ['collapsed in the heat panting', dog],
  ['panting a lot in the sun and drooling', dog],
  ['snake bit him', dog],
  ['saanp ne kaat liya', dog],
  ['cobra bite on the face', dog],
  ['सांप ने काट लिया', dog],
  ['puppy stuck half out during delivery', dog],
  ['straining in labour for 2 hours no puppy', dog],
  ['green discharge but no kitten', cat],
  ['delivery me dikkat ho rahi hai', dog],
  ['eye popped out after fight', dog],
  ['eyeball bulging out', pug],
  ['scratch on the eye from cat', dog],
  ['aankh me chot lagi hai', dog],
  ['puppy not eating since yesterday', puppy],
  ['not eating for a day', kitten],
  ['khana nahi kha raha kal se', puppy],
  ['kitten weak and has diarrhoea', kitten],
  ['puppy vomiting many times', puppy],
  ['blood in poop', puppy],
  ['rabbit not eating since morning', rabbit],
  ['no droppings today', rabbit],
  ['budgie fluffed up on the cage floor', bird],
  ['BLUE GUMS!!!', dog],
  ['plz help he is not responding', cat],
  ['no vomiting but he collapsed', dog],
  ['not eating and vomiting blood', dog],
]

/** Everyday questions and mild worries, many with a scary word that is not an emergency. */
const NOT_EMERGENCIES: [string, AssistantPet][] = [
  ['what vaccine for bleeding gums prevention', dog],
  ['is chocolate-flavoured dog treat ok', dog],
  ['can dogs eat grapes?', dog],
  ['which fruits are safe, are grapes bad?', dog],
  ['is garlic bad for cats', cat],
  ['what plants are poisonous to cats', cat],
  ['he is not vomiting anymore', dog],
  ['no blood in the stool', dog],
  ['no breathing problems, just sneezing', cat],
  ['ulti nahi kar raha, bas thoda sust hai', dog],
  ['khoon nahi aa raha, sirf chhota ghaav hai', dog],
  ['behosh nahi hua, bas dar gaya', dog],
  ['not having seizures, just sleeps a lot', dog],
  ['how often should I bathe my lab', dog],
  ['best food for a persian cat', cat],
  ['when is the rabies booster due', dog],
  ['deworming schedule for puppy', puppy],
  ['kitten vaccination kab karwaye', kitten],
  ['how much exercise for a beagle', dog],
  ['my dog itches a lot', dog],
  ['khujli ho rahi hai', dog],
  ['ticks on his ears', dog],
  ['she sneezes sometimes', cat],
  ['loose motion since morning', dog],
  ['vomited once after eating grass', dog],
  ['limping on front leg', dog],
  ['my dog bites when I brush him', dog],
  ['how to stop puppy biting', puppy],
  ['fell asleep on the sofa all day', dog],
  ['what to do in heat for a lab', dog],
  ['how to keep a pug cool in summer', pug],
  ['is it safe to walk a dog in the sun', dog],
  ['can I give paracetamol to my dog?', dog],
  ['how to clean ears', dog],
  ['tear stains under the eyes', kitten],
  ['is rice good for dogs', dog],
  ['ghar pe nahlana kaise', dog],
  ['best shampoo for fleas', dog],
  ['how to trim nails', cat],
  ['weight gain tips for my cat', cat],
  ['hair fall in monsoon', dog],
  ['mild cough for two days', dog],
  ['eating less than usual', cat],
  ['what is the normal heart rate', dog],
  ['how to give a tablet to a cat', cat],
  ['ate a little grass', dog],
  ['bad breath', dog],
  ['scared of diwali crackers', dog],
  ['how to litter train a kitten', kitten],
  ['how big will my lab get', puppy],
  ['nail bleeding prevention tips', dog],
  ['is snake plant safe for cats', cat],
  ['my dog chases cars, how to stop', dog],
  ['rabbit diet advice', rabbit],
  ['budgie cage size', bird],
]

const WAIT_ADVICE = /\bwait|monitor|tomorrow|24 hours|see if|later\b/i

describe('triage table', () => {
  it('holds at least 150 owner messages', () => {
    expect(EMERGENCIES.length + NOT_EMERGENCIES.length).toBeGreaterThanOrEqual(150)
  })

  it.each(EMERGENCIES)('"%s" is an emergency, answered go-now first and never with waiting', (message, pet) => {
    const result = triage(message, pet)
    expect(result.urgency).toBe('emergency')
    expect(result.reply.startsWith('Go to a vet now')).toBe(true)
    expect(result.reply).not.toMatch(WAIT_ADVICE)
    expect(result.reply).toMatch(/Do not give salt water/)
    expect(result.reply).toMatch(/human medicine/)
  })

  it('recalls every emergency and raises few false alarms', () => {
    const missed = EMERGENCIES.filter(([message, pet]) => triage(message, pet).urgency !== 'emergency')
    const falseAlarms = NOT_EMERGENCIES.filter(([message, pet]) => triage(message, pet).urgency === 'emergency')
    const rate = falseAlarms.length / NOT_EMERGENCIES.length
    console.info(`triage table: recall ${EMERGENCIES.length - missed.length}/${EMERGENCIES.length}, false alarms ${falseAlarms.length}/${NOT_EMERGENCIES.length} (${(rate * 100).toFixed(1)}%)`, falseAlarms.map(([message]) => message))
    expect(missed).toEqual([])
    expect(rate).toBeLessThan(0.05)
  })
})

/**
 * The assistant's vocabulary, as data: every way owners write a concept (English with its word
 * forms, Hinglish in Latin letters with its spelling variants, Devanagari after transliteration,
 * brand names) mapped to one concept word the rules are written in. Variants are separated by
 * spaces; a multi-word way of saying something is in PHRASES instead.
 */

/** Concept word -> the words that mean it. Inflected forms the stemmer cannot reach are listed. */
export const WORDS: Readonly<Record<string, string>> = {
  // Negation and ability. 'not' negates what follows; Hindi 'nahi' negates what comes before.
  not: 'nt dnt dont no never not isnt doesnt didnt hasnt havent hadnt wasnt werent arent dont wont wouldnt neither nor without none zero bina mat',
  // 'Koni' is the Haryanvi and Rajasthani 'nahi': 'kaam koni kar rahi', 'asli chocolate koni'.
  nahi: 'nahi nahin nhi nai nahii nahee naheen nahiin na nhin koni',
  cant: 'cant cnt cannot couldnt unable',
  stop: 'stopng stoping stopin stop stops stopped stopping ruk ruka ruki rukna band',

  // Breathing.
  breathe: 'brthng brth breathng breathe breath breathing breathes breathed breth breating brething breathin breahting saans sans saas saans swas shwas swaas saanse saanson sansein respiration respiratory',
  dyspnoea: 'dyspnoea dyspnea breathless breathlessness gasp gasping gasps gasped suffocate suffocating suffocated wheezing wheeze wheezes dhaunkni dhonkni',
  pant: 'pant panting pants panted hanf haanf hanfna haanfna hafna haanp hanp',
  choke: 'choke choking choked chokes chocking ghut',
  cough: 'cough coughing coughs coughed khansi khaansi khasi khaasi khans',
  sneeze: 'sneeze sneezing sneezes sneezed chheenk chhink chheek chheenkna',
  gum: 'gum gums masude masoode masudhe masuda masoodon masudon masoodo masoodein',
  tongue: 'tongue jeebh jeeb jibh zuban jubaan nakku',
  blue: 'blue bluish purple purplish brownish neela neeli neele nila nili nile cyanotic grey gray greyish',
  pale: 'pale white whitish safed sufaid pallid pheeke pheeka pheeki feeke feeka phike phika',
  red: 'red reddish laal lal',
  sudden: 'sudden suddenly achanak achaanak ekdum abruptly',
  hide: 'hiding hides hid chhupi chhupa chhup chupa chupi',
  blocked: 'blocked blockage obstruction obstructed',
  head: 'head sir sar skull',
  chest: 'chest seena chhati',
  firecracker: 'cracker crackers firecracker firecrackers patakha patakhe pataka patake bomb gunpowder barood',
  yellow: 'yellow yellowish peela peeli peele peelapan pila pili jaundice jaundiced',

  // Consciousness, fits, weakness.
  collapse: 'collapse collapsed collapses collapsing colapse colapsed collaps collpased fainted faint fainting faints keeled',
  unconscious: 'dazed unconscious unconcious unconsious unresponsive lifeless behosh behoshi comatose coma',
  seizure: 'seizure seizures seizing seized siezure siezures seizer seizers sezure seizur convulsion convulsions convulsing convulse convulsed fits daura daure dora mirgi fitting',
  // 'Jhatke' are jerks: a fit when awake, twitching in sleep.
  jerks: 'jhatke jhatka',
  // A pet's diagnosis, not a fit happening now: 'my epileptic dog, no fits since 4 months'.
  epilepsy: 'epilepsy epileptic',
  twitch: 'paddling paddle paddles twitch twitching twitches jerk jerking jerks jerky tremor tremors phadphadahat phadphadaahat thartharahat tharthrahat phadak phadakna',
  foam: 'foam foaming foams froth frothing jhaag jhag jhaga',
  drool: 'drool drooling drools salivating salivation saliva laar lar',
  shake: 'shaky shaking shakes shivering shiver shivers trembling tremble trembles thartharat kaanp kanp kaamp kaanpna',
  weak: 'weak weakness lethargic lethargy letharic dull sust susst mope mopey moping kamzor kamjor thak thaki thaka thakan thakaan tired sleepy listless droopy inactive',
  floppy: 'floppy flaccid',
  limp: 'limp',
  lameness: 'limping limps limped lame langda langdana langra langdata lang',
  kuch: 'kuch kuchh kush',
  squint: 'squint squinting squints',
  // A cloudy eye is not a shut one: a white haze over months is age, one with pain or a blue bulge is not.
  bruise: 'bruise bruises bruised bruising',
  cloudy: 'cloudy cloud clouded hazy dhundla dhundli dhundhla dhundhli',
  weightloss: 'thinner skinny',
  cold: 'cold colder thanda thandi thande chilled freezing hypothermia hypothermic',
  newborn: 'newborn newborns neonate neonates neonatal navjaat navajaat',
  young: 'puppy puppies pup pups kitten kittens pilla pille pillu pillay pillai bachcha bachche bacche baccha bachha bacha papee pappy',
  dog: 'dog dogs doggy doggo kutta kutte kuta kukur kutra',
  // Snoring ('kharate', which the typo rule read as eating): in sleep it is no noisy breathing, awake it is ('sleepsnore' below).
  snore: 'snore snores snoring snored kharate kharrate kharaate kharraate kharatte',
  // 'Kitty' is what owners call a cat of any age: the age typed says whether it is young.
  cat: 'cat cats billi bili billu bille biladi kitty kitties biral beral bilai poonai manjar manjaar',
  male: 'male tom nar',
  // A female dog in Hindi ('kutti', 'kutiya') is read as female; the pet form gives the species.
  female: 'female bitch queen unspayed kutti kuttiya kutiya',
  pain: 'hunched arched pain pains painful hurts hurt hurting ache aching dard takleef takleef taklif',
  cry: 'karahta karaahta karahti karaahti karaahtaa karaahtee karah karaah rota rotaa cry crying cries cried yelp yelping yelps whine whining whimper whimpering scream screaming screams howl howling chilla chillana chilla rona',
  restless: 'restless restlessness pacing bechain bechaini uneasy agitated',
  // Over-excited: a sign after chocolate or caffeine, everyday in a healthy puppy, so its own word.
  hyper: 'hyper hyperactive jumpy jittery wired',

  // Belly, vomit, stool, urine.
  belly: 'belly stomach abdomen abdominal tummy pait peit',
  swollen: 'suj sujh sooj soojh hives swollen swelling swell swells swelled distended distension enlarged puffy puffed phool phoola phula phuli phoolna fula fuli sujan soojan sooja suja sooji soozan',
  bloat: 'bloat bloated bloating gdv',
  hard: 'hard tight firm rigid kadak kada sakht tait',
  vomit: 'vmt vmtng vomtng vmting vomit vomiting vomits vomited vomitted vomitting vommit vommiting vomt puke puking puked pukes ulti ultee ultiyan ultiya ultian regurgitate regurgitating regurgitated',
  retch: 'retch retching retches retched heave heaving heaves gag gagging gags gagged ubkai ubkaai',
  nothing: 'nothing',
  pee: 'pee peeing peed pees urine urinate urinating urinated urination wee weeing piss pissing peshab peshaab pishab pesab pishaab susu sussu mutra mootra',
  strain: 'strain straining strains strained straing straning strainin pushing zor jor',
  drop: 'drop drops dribble dribbling dribbles boond boonde bunde boondein boondon dripping drip drips dripped',
  litter: 'litter litterbox tray trey litar liter',
  // A nest of tissue pushed out and not going back: the rectum, the womb or the penis.
  prolapse: 'prolapse prolapsed paraphimosis',
  constipation: 'constipation constipated kabz kabj qabz kabziyat',
  stool: 'mal stool stools poop pooping pooped poops poo potty motion motions latrine tatti feces faeces poty potee poti droppings dropping',
  diarrhoea: 'diarrhoea diarrhea diarhea diarrea diarhoea diarrohea diarrhoe dast dasta',
  blood: 'blood bloody blod khoon khun khooni',
  bleed: 'bleed bleeding bleeds bled bleading bleating',
  much: 'uncontrollable uncontrollably violent violently heavy heavily lot lots alot much profuse profusely gushing spurting spurts squirt squirts squirting pichkari soaked soaking pouring everywhere bahut bohot bhot bohut zyada jyada jada excessive continuous continuously nonstop constant constantly severe severely',
  parvo: 'parvo parvovirus',
  distemper: 'distemper',
  appetite: 'appetite',
  food: 'food khana bhojan meal meals kibble dinner breakfast lunch',
  water: 'water paani pani',

  // Ingestion.
  eat: 'khalle khalla khalli stole stolen steal steals stealing raided snatched chura churaya finish finished finishing polished eat eats eating ate eaten kha khaa khaya khayi khaye khai khaake khalia khaliya khaaya khaaee khaee khaayee khayee khaai khaata khaati khaate gobble gobbled gobbling devour devoured devouring consumed consume ingest ingested',
  // 'khali' is 'kha li' (ate) after a food, and 'khaali' (empty) before a container: the phrases below tell them apart.
  khali: 'khali khaali',
  grab: 'grab grabs grabbed grabbing caught catch catches catching pakda pakdi pakad pakadliya',
  drink: 'drink drinks drinking drank drunk piya piyaa',
  // Thirst, not 'pyaaz' (onion), which its spelling key is one letter from.
  thirst: 'thirst thirsty pyaas pyas pyaasa pyasa pyaasi pyasi',
  smell: 'smell smells smelly stink stinks stinky stinking badboo badbu',
  swallow: 'swallow swallowed swallowing swallows swalowed swallowd nigal nigla nigli nigle nigala gulp gulped gulping',
  lick: 'lick licked licking licks chaat chaata chaati chaatna chaattaa chaatta chaatti chaattee chaatata chaatati',
  chew: 'chew chewed chewing chews chewd chaba chabaya chabaa kutar kutarna kutarke kutarkar',
  give: 'give gave given giving gives fed diya dediya dedi khilaya khila khilayi khilaa pilaya pilayi administered',

  // Toxins (toxins.ts says which species and why).
  chocolate: 'lindt morde chocolate chocolates choco choclate chocolat choklet chocklate chocolote chocolet cocoa brownie brownies cadbury cadburys dairymilk kitkat snickers ferrero nutella perk fivestar toblerone hersheys chocopie oreo oreos milkybar galaxy truffle',
  grape: 'grape grapes raisin raisins kishmish kismis kishmis kishmishes angoor angur sultana sultanas munakka currant currants',
  onion: 'onion onions pyaz pyaaz piyaz piaz kanda garlic lehsun lahsun lasun lassan lehsan leek chives',
  xylitol: 'xylitol jaailitol jailitol zylitol sugarfree orbit trident happydent',
  darkchoc: 'bournville',
  ratpoison: 'ratol rodenticide bromadiolone ratkill phosphide',
  insecticide: 'amitraz insecticide insecticides pesticide pesticides baygon mortein allout goodknight organophosphate chlorpyrifos cypermethrin keetnashak rogor dimethoate malathion butox deltamethrin celphos sulfas metaldehyde',
  household: 'fertiliser fertilizer fertilisers fertilizers acetone ditarjent detarjant vicks vaporub amrutanjan phinaail phinail phenaail phenail chemical chemicals phenyl phenyle phenol finail fenyl phinyl bleach lizol colin domex detergent kerosene petrol diesel toothpaste dettol sanitizer sanitiser laaizol laizol',
  // Naphthalene and camphor harm at any amount: red cells, fits.
  mothball: 'naphthalene napthalene napthelene naphthalin nefathleen nephthalene nefthalin nepthalene neftalin mothball mothballs camphor kapoor kapur kafur odonil',
  // Toilet and drain cleaners and acids burn at any amount: a drink from a freshly cleaned toilet is an emergency.
  corrosive: 'harpic haarpik harpik tezaab tezab acid chuna choona chunaa',
  painbalm: 'iodex volini moov amrutanjan baam',
  testicle: 'testicle testicles testis scrotum andkosh',
  humanmed: 'minoxidil mintop aayran ayran ferrous saridon disprin pairaasitaamol paraasitaamol perasitamol pairasitamol krosin aaspirin ibuprofen paracetamol paracitamol paracetmol paracetamole crocin dolo calpol tylenol acetaminophen ibuprofen brufen ibugesic combiflam diclofenac voveran aspirin disprin ecosprin nimesulide nimulid nise naproxen meftal mefenamic saridon painkiller painkillers alprazolam alprax antidepressant metformin glimepiride gliclazide glibenclamide glipizide amaryl fentanyl morphine opioid opioids amlodipine amlong amlokind stamlo telmisartan telma losartan metoprolol metolar ramipril enalapril propranolol digoxin sertraline fluoxetine escitalopram clonazepam zolpidem advil motrin nurofen panadol excedrin',
  pill: 'ointment ointments malham marham tablet tablets tab tabs pill pills meds goli goliyan capsule capsules medicine medicines dawai dawa dawaai',
  plan: 'lagaani lagani lagaana lagana lagaane lagane',
  lily: 'lily lilies lilly lilium lilee lili daylily daylilies',
  toxicplant: 'oleander kaner dhatura datura dieffenbachia mushroom mushrooms cycas sago nutmeg jaiphal jayphal jaifal dhatoore dhatoora dhature dhatura',
  alcohol: 'alcohol beer daaru daru whisky whiskey vodka wine rum',
  nicotine: 'nicorette nicotex tambaku tambaakoo tambakoo zarda cigarette cigarettes cigarrete bidi beedi tobacco gutka gutkha khaini nicotine',
  drug: 'marijuana ganja bhang weed cannabis',
  caffeine: 'caffeine coffee kophee kophi kaufee nescafe bru espresso',
  // Antifreeze kills from a lick: never a dose to wait on.
  glycol: 'antifreeze coolant glycol',
  // Vitamin D (cholecalciferol) tablets and sachets: a high dose for people is a poisoning for a pet.
  vitamind: 'cholecalciferol calcirol uprise arachitol',
  spoton: 'spoton permethrin deltamethrin advantix scalibor',
  rat: 'rat rats chuha chuhe chuhon chuhey chooha choohe rodent rodents mouse mice',
  toad: 'toad toads frog frogs mendhak medhak mendak bufo',
  snake: 'karait karet snake snakes snak saanp saap sanp saamp sap naag nag cobra krait viper kobra kobraa',
  scorpion: 'scorpion bichhu bichu',
  sting: 'sting stung stings bee bees wasp wasps hornet tatiya madhumakhi chhatta',
  poison: 'poison poisoned poisoning poisonous posion poision zeher zehar zahar jehar jahar toxic toxin toxins',

  // Objects swallowed.
  object: 'dori yarn wool woollen tinka tinke gutli guthli seed seeds kernel kanche kancha marble marbles mask squeaker handkerchief hanky rumal rumaal towel napkin diaper sock socks moza moze mooza jurab corncob bhutta bhutte toy toys string thread dhaga needle sui suee suyi dhaage dhaaga dhaga coin coins sikka stone stones pathar patthar plastic polythene hairtie ball balls manjha hook ring earring jhumka cloth kapda underwear dupatta ribbon tinsel cap pin rope stick skewer toothpick glass razor blade rubber button gend gaind',
  bone: 'bone bones haddi haddiyan',
  // Batteries burn the mouth and gut, and magnets pinch it: chewing one is already an emergency.
  battery: 'battery batteries magnet magnets baitree baitri bettery batri batree',
  stuck: 'stuck lodged atka atki atak fasa fansa phansa phasa phas phasi fas fasi phans phansi',
  hang: 'hang hanging hangs dangling dangle latak latka latki latakna missing',
  apply: 'put apply applied applying use used lagaya lagayi lagai laga rub rubbed sprayed',
  work: 'work working works worked kaam',
  ataxia: 'stagger staggering staggers staggered stumble stumbling stumbles wobbly wobbling wobble wobbles unsteady unsteadily ladkhada ladkhadana ladkhadata ladkhadaa ludhak ludhakna ludhakta ludhakti uncoordinated incoordination disoriented disorientated',
  insulin: 'insulin diabetic diabetes',
  blind: 'blind blindness',
  throat: 'throat gala gale',

  // Injury.
  stairs: 'stairs staircase seedhi seedhiyan sidhi sidhiyan',
  vehicle: 'car cars kaar bike motorbike motorcycle scooter scooty activa truck lorry auto oto rickshaw bus vehicle vehicles gaadi gadi gaddi tempo cab taxi tractor jeep suv bicycle',
  // A cycle is a bicycle, or a heat cycle.
  cycle: 'cycle cycles',
  hit: 'hit hits struck knocked kicked bumped maara maaraa maari maaree thok kuchal kuchla kuchli kuchle takkar takar thoka',
  accident: 'accident accidents accidnt durghatna',
  fall: 'fall fell fallen falling falls gir gira giri gire girna',
  jump: 'jump jumped jumps jumping kood kooda koodi koodna kud kuda kudi kude kudna',
  height: 'storey balcony balkani baalkani khidki terrace roof rooftop building window height chhat chhath chhatt manzil',
  bite: 'dasa dasaa dasna dansh dank bite bitten bites biting kaat kata kaata kaati kaatna kaatliya',
  attack: 'attack attacked attacking mauled hamla',
  animal: 'monkey monkeys bandar langur stray strays',
  broken: 'broken broke fracture fractured fractures tooti toota tuti toot toote',
  bent: 'bent crooked tedha tedhi tedhe terha terhi',
  leg: 'leg legs paw paws limb limbs taang tang taange taangen taangein tange pair pairon paon panja panje',
  hind: 'back hind rear pichle pichhle pichla pichhla pichli pichhli peeche piche peeth spine',
  move: 'move moving moved moves hil hilna hila hilta',
  stand: 'stand standing stood khada khadaa khadee khadi khade uth utha uthna uthta',
  walk: 'walk walking walks walked chal chalna chalta',
  drag: 'drag dragging drags dragged ghasit ghaseet ghaseetna ghisat ghisatna ghisak ghasitna',
  paralysed: 'paralysed paralyzed paralysis paralyse lakwa bejaan bejan bejaanse sunn',
  wound: 'wound wounds wounded kat cut cuts gash injury injuries injured ghav ghaav zakhm zakham chot lagi abscess torn ripped lacerated laceration kharonch kharoch kharonchh',
  maggot: 'maggot maggots myiasis',
  confused: 'confused confusion',
  stiff: 'stiff stiffness akad akda akdi',
  deep: 'deep gaping gehra gehri gahra gahri gahre gehre puncture punctures punctured hole holes',
  eye: 'eye eyes eyeball eyeballs cornea corneal aankh ankh aankhen aankho ankhe ankhon',
  protrude: 'thorn thorns chubha chubhi chubh kaanta kanta splinter ulcer ulcers pop popped popping bulging bulge protruding proptosis',
  nose: 'nose nostril nostrils naak nak',
  nosebleed: 'nosebleed epistaxis',
  anus: 'anus bum bums butt rectum backside gaand guda gudaa gudha',
  tooth: 'tooth teeth daant dant',
  mouth: 'mouth munh muh munh mooh tongue jeebh jeeb',
  electric: 'electric electricity karant karent bijli bijlee bijali taar wire wires cable cables cord cords socket switchboard charger current',
  electrocution: 'electrocuted electrocution',
  drown: 'drown drowned drowning drowns doob dooba doobi doobna',
  burn: 'burn burns burned burnt scald scalded scalding blister blisters blistered blistering chhaale chhaala chhale chhala jal jala jali jalna jale jhulsa jhulse jhulsi',
  heat: 'heat heet hot sun sunny garmi garam garm dhoop loo heatwave',
  heatstroke: 'heatstroke sunstroke overheat overheated overheating hyperthermia',
  labour: 'birth whelped labour labor whelping kittening delivery dilivery dileevaree dileevree dilivaree dilivari prasav contractions',
  discharge: 'discharge pus mavaad mawaad mawad peep sraav srav straav',
  spay: 'spay spayed nasbandi neuter neutered sterilised sterilized',
  green: 'green hara greenish',
  fever: 'fever bukhar bukhaar temperature',
  lump: 'lump lumps gaanth ganth tumour tumor',
  itch: 'itch itching itchy scratching scratches khujli khujlee khujali rash rashes dandruff',
  parasite: 'flea fleas tick ticks tik kilni chichdi chichad chichadi pissu lice mites worm worms roundworm roundworms tapeworm tapeworms hookworm hookworms',
  keede: 'keede kide keeda kida keedey',
  ear: 'ear ears kaan kaano kaanon kano kanon',

  // How much, how long, what kind of message.
  mild: 'once slightly slight mild mildly halka halki sometimes occasionally occasional minor barely crumb crumbs',
  fine: 'fine normal normally okay theek thik ok healthy active playful happy',
  wrapper: 'wrapper wrappers raipar raippar raipr',
  again: 'repeatedly repeated again lagatar lagaataar lagataar',
  yesterday: 'yesterday kal',
  day: 'day days din',
  hour: 'hour hours hr hrs ghanta ghante',
  trouble: 'trouble troubles difficult difficulty difficulties problem problems struggle struggling struggles struggled dikkat diqqat dikat mushkil pareshani laboured labored labouring shortness irregular abnormal weird strange effort funny odd unusual ajeeb ajib azeeb ajeebsa',
  fast: 'fast faster rapid rapidly quick quickly racing pounding tez tej',
  noisy: 'noisy noisily loud loudly rattling raspy whistling snorting awaaz aawaz awaz',
  neck: 'neck gardan gardaan',
  face: 'face muzzle snout lips lip chehra munh',
  flatface: 'pug pugs bulldog bulldogs frenchie frenchies shihtzu shitzu persian pekingese lhasa brachycephalic',
  pregnant: 'pregnant garbhvati garbhavati garbhavtee garbhwati gabhin expecting',
  jaundice: 'jaundice',
  failing: 'buckling buckled',
  pill2: 'strip',
  // Medicines a vet prescribes for a condition the pet lives with.
  medication: 'levetiracetam keppra phenobarbital phenobarbitone gardenal',
  vetmed: 'prescribed apoquel simparica nexgard bravecto credelio cerenia vetmedin fortekor synulox zylkene onsior',
  // A dewormer has a wide safety margin: twice the dose, or the pet's own strip chewed, is not a poisoning.
  dewormer: 'dewormer dewormers deworming deworm drontal',
  touch: 'touch touched touches touching chhua chhui chhuaa chhoo chhu chune chhune chhoone',
  // Words the phrases below are written with.
  throw: 'throw throws threw thrown throwing',
  try: 'try trying tries tried koshish',
  get: 'get gets getting got',
  have: 'have has had having',
  come: 'come comes coming came aaya aayaa aya aayi aayee aai aaye aye aata aati aate',
  open: 'open opened opening khula khuli khol',
  pass: 'pass passed passing',
  respond: 'respond responding responds responded response react reacting reacts reaction responsive',
  wake: 'wake waking wakes woke',
  spill: 'spill spilled spilt spilling pour poured pouring splash splashed',
  leave: 'left leave leaving locked chhod chhoda chhodi chhodo chhodke',
  sleep: 'sleep sleeping asleep sleeps slept dream dreaming dreams neend sote soti sota soye soyi soya',
  always: 'always hamesha habitually',
  habit: 'daily everyday regularly roz rozana routinely',
  prevent: 'prevent prevention preventive protect protection avoid precaution precautions bachav bachao',
  vaccine: 'vaccine vaccines vaccination vaccinated vaccinate vaikseen vaiksin booster shot shots injection tika teeka teeke jab',
}

/**
 * Several words that make one concept, matched on the text after the words above are mapped to
 * their concepts (so 'threw up', 'throwing up' and 'throws up' are all 'throw up' here). In order.
 */
export const PHRASES: readonly (readonly [RegExp, string])[] = [
  // Summer is hot weather, read as heat, except as the season something happens in ('pants a lot in summer', 'how to
  // keep him safe this summer'); the word is kept so that 'in summer' is not read as a female in heat.
  [/\b(in|during|every|this|next|each|is|iss|har|for|before)( the)? summers?\b/g, '$1 summer season'],
  [/\bsummers?\b(?! season)/g, '$& heat'],
  // Only some of a pack left: '10 mein se 2 bachi hain' (8 gone).
  [/\b(\d+) (mein se|me se|out of|of) (\d+) (bachi|bache|bachee|bachhe|young|left|remaining|baaki)\b/g, 'hang'],
  // A fit that has not stopped for minutes: 'fit 5 min se ruk nahi raha'.
  [/\b(fit|fits|daura|dora)((?: \w+){0,4}) (stop|ruk)( hi)? (nahi|nhi|ni|na) (raha|rahi|rha|rhi|rahe)\b/g, 'seizure$2 much'],
  // Will not stop: 'fit ruk nahi raha' (the lexicon reads 'ruk' as 'stop'); not a negation of the sign before it.
  [/\b(stop|ruk)( hi)? (nahi|nhi|ni) (raha|rahi|rha|rhi|rahe)\b/g, 'much'],
  // A room the cat never enters: 'lilies in my bedroom, which is locked, cat never goes inside'.
  [/\b(cat|dog|pet|she|he|young|billi|kutta)( \w+)?( has| have)? (not|never|kabhi nahi|kabhi bhi nahi) (goes|go|went|gone|been|enters|entered|jaati|jata|jaata|aati|jati) (in|inside|there|andar|wahan|near)\b/g, 'intact'],
  [/\b(cat|dog|pet|young|billi|kutta)( \w+){0,3} (kabhi|kabhi bhi|never)( \w+){0,3} (nahi|not) (gayi|gaya|gai|jaati|jaata|jati|jata|aayi|aaya|aati|aata)\b/g, 'intact'],
  [/\b(cat|dog|pet|young|billi|kutta)( \w+)? (andar|wahan|waha|paas|udhar) (kabhi|kabhi bhi) (nahi |not )?(gayi|gaya|gai|jaati|jaata|jati|jata|aayi|aaya|aati|aata)( nahi| not)?\b/g, 'intact'],
  // Counted in Hindi: 'saare sachet gin liye' (all counted).
  [/\bgin (liye|li|liya|lie|lee|li hain|liye hain)\b/g, 'counted'],
  [/\bthrow up\b/g, 'vomit'],
  // Ears that have not stood up yet are a puppy's ears, not a pet that cannot stand: 'kaan khade nahi hue'.
  [/\b(ear|ears)( \w+){0,2} (khade|khada|khadi|khadey|stand|standing|up|erect)( \w+)? (nahi|not)\b|\b(ear|ears)( \w+)? (not|nahi) (khade|khada|stand|standing|up|erect)\b/g, 'earsdown'],
  // Half in Hindi: 'aadhi onion ring'.
  [/\b(aadhee|aadhi|aadha|aadhaa|adhi|adha)\b/g, 'half'],
  // Kala khatta is a syrup, not a thing eaten: 'licked kala khatta gola syrup'.
  [/\b(kala|kaala) (eat|khatta|khattaa|khata)\b/g, 'kalakhatta'],
  // No clump of urine formed, only a damp mark: 'ek bhi ball nahi bani pee ki, bas geela daag'.
  [/\b(ball|balls|gola|gole|clump|clumps|lump|lumps)( \w+){0,2} (nahi|not) (bani|bana|bane|ban|bni)\b|\bek bhi (ball|gola|clump)( \w+){0,2} (nahi|not)\b/g, 'anuria'],
  [/\b(mild|bas|sirf|only|just)( \w+)? (geela|gila|geeli|gili) (daag|dag|spot|patch)\b/g, 'drop'],
  // A mad dog, or one said to have rabies.
  [/\b(mad|pagal|paagal|rabid) (dog|kutta|kutte|animal|cat|billi)\b|\b(has|had|with|hai|tha|ho gaya|ho gya) rabies\b(?! (vaccine|booster|shot))|\brabies (hai|tha|ho gaya|ho gya|positive)\b/g, 'rabid'],
  // A pet named after a food or a flower ('my cat Oreo has bad breath', 'my cat Lily vomited a hairball') ate nothing.
  // The flower itself, named after the pet, is not a name: "meri cat lily ke phoolon ke paas".
  [/(?<!\b(give|gave|fed|feed|khila\w*|diya|di|de)( \w+){0,2} )\b(my|our|meri|mera|hamari|hamara) (cat|dog|young|kitty) (chocolate|lily|grape|onion|caffeine|alcohol|drug)\b(?!( \w+){0,3} (eat|swallow|lick|chew|drink|give|grab|khali)\b)(?! (ke |ki |ka |wale |wali )?(phool\w*|flower\w*|pollen|(?<=(ke|ki|ka|wale|wali) )swollen|plant\w*|bouquet|guldast\w*|vase|petal\w*|leaf|leaves|patt[ai]\w*|bulb\w*|stem\w*|bar|bars|packet|wrapper|cake)\b)/g, '$1 $2 petname'],
  // Hindi's 'ne' marks who did something, never a food: 'Brownie ne aaj khana aadha chhod diya'. A name given: 'his name is Chocolate'.
  [/\b(chocolate|lily|grape|onion|caffeine|alcohol|drug) ne\b(?! (pet|belly|stomach|nuksan|nuksaan|harm|kharab|poison|asar))/g, 'petname ne'],
  [/\b(name is|name was|named|called|naam|naam hai|naam tha|named (?:him|her|it) after|named after)( \w+)? (chocolate|lily|grape|onion|caffeine|alcohol|drug)\b/g, '$1$2 petname'],
  // A message or sentence that opens with the name and what the pet does or needs: 'Lily is due for her vaccine', 'Oreo vomited once'.
  [/(?<![a-z0-9] )\b(chocolate|lily|grape|onion|caffeine|alcohol) (is due|was due|due|needs|need|vomit|gets|has been|have been|ka vaccine|ki vaccine|ko vaccine|(is|was|keeps|kept|seems) (sneeze|cough|scared|afraid|limp|itch|scratch|shake|hide|sleep|play|playing|lazy))\b(?! (out|up|back|nikal\w*|bahar))(?![^.]*\b(eat|lick|chew|swallow|drink)\b(?!( \|)? (his |her |its |the )?(food|breakfast|dinner|meal|lunch|khana|normally|fine|well|properly|and|playing|play|drink|sleep|grass|own|stool)\b))/g, 'petname $2'],
  // A spoon in Hindi: 'do chammach'. Carob treats are made to look like chocolate: 'a carob chocolate treat, no cocoa'.
  [/\b(chammach|chamach|chammch|chamchi|chammachi|chamche|chammache)\b/g, 'spoon'],
  [/\bcarob( \w+){0,3} chocolate\b|\bchocolate( \w+){0,3} carob\b/g, 'carob'],
  [/(?<=\bcarob\b.*)\b(like|jaisa|jaisi|jaise) chocolate\b/g, 'like carob'],
  // Sugar Free Gold, Natura and Green are table sweeteners of aspartame, sucralose or stevia, not xylitol.
  [/\b(xylitol|sugarfree|sugar free) (gold|natura|green)\b/g, 'sweetener'],
  // Sweetener tablets are not medicine: 'Sugar Free Gold ki 5-6 goliyan'.
  [/\bsweetener( \w+){0,3} (pill|pills|pill2)\b/g, 'sweetener'],
  // A peace lily or calla lily is not a true lily: it stings the mouth (calcium oxalate) but does not harm a cat's kidneys.
  [/\b(peace|calla|arum) lily\b/g, 'irritantplant'],
  // One biscuit, cookie or toffee with chocolate chips is a small amount: 'one choco chip cookie', 'ek Eclairs toffee'.
  [/\b(one|ek|1|single)( (?!packet|pack|box|dabba|jar|tin|bar|whole|full|pura|poora|puri|poori|tray|plate|bowl|family|big|large|bada|badi|jumbo|party)\w+){0,4} (biscuit|cookie|toffee|eclairs|candy)\b/g, '$& mild'],
  // Odomos is a mosquito cream: a lick from a hand is a small dose.
  [/\bodomos\b/g, 'repellent'],
  // Paint thinner is a solvent, not weight loss: 'the painter says its thinner'.
  [/\b(paint|painter|painters|turpentine|varnish)\b([^.]{0,60}?) weightloss\b/g, '$1$2 household'],
  // Small red dots on the gums or skin are bleeding under it: 'red pinpoint spots on his belly and gums'.
  [/\b(red |laal |lal )?(pinpoint|pin point|pin-point)( red| laal| lal)?( \w+)? (spots|dots|marks|daane|nishaan)\b|(?<!\b(itch|ant|ants|insect|insects|mosquito|flea|fleas|parasite)\b[^.]*)\b(tiny|small|chhote) (red|laal|lal) (spots|dots|daane)( \w+){0,2} (on|pe|par)( \w+){0,3}? (gum|belly|skin|body|chest|pet)\b(?![^.]*\b(itch|ant|ants|insect|insects|mosquito|flea|fleas|parasite)\b)|\bgum( \w+){0,2} (pe|par|on)( bhi| also)? (red|purple|baingani|jamuni)( \w+)? (dots|spots|dhabbe|dhabba|patches|blotches|bruises)\b|\b(red|purple|baingani|jamuni)( \w+)? (dots|spots|dhabbe|dhabba|patches|blotches|bruises)( \w+){0,3} gum\b|\b(purple|baingani|jamuni)( \w+)? (dots|spots|dhabbe|dhabba|patches|blotches)( \w+){0,3} (on|pe|par)?( \w+)? (belly|skin|chest|pet)\b|\b(belly|skin|chest|pet)( \w+){0,2} (pe|par|on)( \w+){0,3} (purple|baingani|jamuni)( \w+)? (dots|spots|dhabbe|dhabba|patches|blotches)\b/g, 'lowplatelets'],
  // Organs showing through a wound: 'I can see something pink coming out', 'aantein bahar'.
  [/\b(something|kuch|kuchh) (pink|pinkish|red|reddish|laal|lal|gulabi)( \w+){0,2} (come|coming|nikal\w*|bahar|hang\w*|out|stick\w*)\b|\b(intestine|intestines|aant|aantein|aante|aanth|guts|organs)\b( \w+){0,3} (out|bahar|come|coming|visible|dikh\w*|hang\w*)\b/g, 'organsout'],
  // Out of a moving car: 'jumped out of the moving car window'.
  [/\b(jump|jumped|jumps|fall|fell|gir\w*|kood\w*|kud\w*)( \w+){0,4} (move|moving|running|chalti|chalte|chalta) (vehicle|car|gaadi|gadi|auto|bike|scooter|scooty)\b/g, '$& fall height'],
  // Every tablet still in its foil: 'strip chewed but all 10 tablets still in foil'.
  [/\b(all|sab|saari|sari|sare|saare)( \d+| \w+)? (pill|pill2|cube|cubes|sachet|sachets|goli|goliyan)( \w+){0,2} (still|abhi bhi|abhi) (in|inside|andar)( the| its| their)? (foil|strip|pill2|pack|packet|blister|box|dabba|dibbi)\b(?![^.]*\b(gone|missing|eat|eaten|empty|khali|finished)\b)/g, '$& intact'],
  // A fit counted or timed is a seizure: 'his first ever fit', 'another fit'; 'fit and healthy' is not.
  [/\b(first|first ever|another|one|ek|1st|second|2nd|third|3rd)( ever)? fits?\b(?! (and|&|n) (fine|healthy|active))(?! (dog|cat|boy|girl|young|pup|puppy|kitten))|\b(a|his|her|the) fits?\b(?= (went|lasted|for \d|for (about|around|like|nearly|almost) \d|of \d|today|yesterday|last night|in the|at night|this morning))|\b(shake|twitch|jerks|stiff) fits?\b(?! of (excitement|joy|happiness|laughter|khushi))/g, 'seizure'],
  // Hair coming out in Hindi is shedding, not foam: 'bahut baal jhad raha hai' (read as 'foam').
  [/\b(baal|bal|hair|fur)( \w+)? (foam|jhad\w*|jhaad\w*|jhar\w*)\b/g, 'shedding'],
  // Every festival or storm is a habit, not today's exposure: 'every diwali my cat hides'.
  [/\bevery (diwali|holi|year|summer|winter|monsoon|storm|thunderstorm|festival)\b(?![^.]*\b(this time|is baar|iss baar|aaj|today|now|abhi|this year)\b)/g, 'habit'],
  // A leg that swings or dangles is broken: 'cannot put the leg down, it is swinging'.
  [/\b(leg|paw|lameness|limb)\b([^.]{0,30}?) (swinging|swings|dangling|dangles|dangl\w*|latak\w*|jhool\w*)\b/g, '$1$2 broken leg'],
  // Chocolate drops sold for dogs are made without cocoa: 'a pack of dog chocolate from the pet shop'.
  // Not 'mera kutta chocolate kha gaya': the dog there ate the chocolate.
  [/\bchocolate (dog|doggy|pet) (biscuits|biscuit|treats|treat|cookies|cookie)\b|\b(of|a|the|some|ek|wali|wala|pet shop|petshop) (dog|doggy|doggie|pet) chocolates?\b|\b(dog|doggy|doggie) chocolate (drops|treats|treat|biscuits|biscuit|bar|bars|buttons)\b|\bchocolates? (made|bani|bana) (for|ke liye) (dog|dogs|pets)\b/g, 'dogtreat'],
  // A name followed by whose pet it is: 'Lily (our labrador girl) pulls on the leash', 'Kitkat is our pug'; not 'chocolate my dog ate'.
  [/\b(chocolate|lily|grape|onion|caffeine|alcohol) (is|was) (our|my|hamara|hamari|humara|humari|mera|meri)( \w+){0,2}? (dog|cat|young|girl|boy|baby|pet|kitty|flatface|lab|labrador|beagle|indie|pom|gsd|husky|retriever|persian|tabby|dachshund|doggo|furball)\b(?![^.]*\b(eat|lick|chew|swallow|drink|steal|stole|grab|got|get|find|found|took|take)\b(?! (his |her |its )?(own|stool|grass|food|khana|dinner|breakfast|meal|very|sick|ill|worse|better|gassy|bloated|fat|tired|angry|scared|excited|hyper|upset|paneer|roti|chapati|rice|chawal|chicken|egg|eggs|curd|dahi|kibble|treats|biscuit|biscuits)\b))/g, 'petname $2 $3$4 $5'],
  [/\b(chocolate|lily|grape|onion|caffeine|alcohol) (our|my|hamara|hamari|humara|humari|mera|meri)( \w+)? (girl|boy|baby|flatface|lab|labrador|beagle|indie|pom|gsd|husky|retriever|persian|tabby|dachshund|doggo|furball)\b(?![^.]*\b(eat|lick|chew|swallow|drink|steal|stole|grab|got|get|find|found|took|take)\b(?! (his |her |its )?(own|stool|grass|food|khana|dinner|breakfast|meal|very|sick|ill|worse|better|gassy|bloated|fat|tired|angry|scared|excited|hyper|upset|paneer|roti|chapati|rice|chawal|chicken|egg|eggs|curd|dahi|kibble|treats|biscuit|biscuits)\b))/g, 'petname $2$3 $4'],
  // The name eating its own food: 'Oreo ate his food in 2 minutes'.
  [/\b(chocolate|lily|grape|onion) (eat|finish\w*|gobble\w*|wolf\w*|gulp\w*)( all| the| whole| full| poora| pura| sara| saara)? (his|her|its|apna|apni) (food|meal|dinner|breakfast|lunch|khana|own|stool)\b/g, 'petname $2$3 $4 $5'],
  // A training collar, not choking: 'should we use a choke chain?'.
  [/\bchoke (chain|chains|chair|collar|collars)\b/g, 'collar'],
  // Not eating, said in Hindi word order: 'bilkul nahi kha rahi'.
  [/\b(nahi|nhi|na) (eat|food) (rahi|raha|rahe|rha|rhi|rhe)\b/g, 'anorexia'],
  // 'Pila di' is made to drink (not 'peela', yellow): 'bhang wali thandai pila di'.
  [/\b(yellow|pilaa|pilai|pilaya|pilayi|pilaaya|pilaayi) (di|diya|dia|de|diye|dee|dii)\b/g, 'give drink'],
  // What people say of a food in general is not that it was eaten: 'Nani bolti hain pyaaz zeher hai', 'I read chocolate is poison for dogs'.
  [/\b(chocolate|onion|grape|lily|xylitol|caffeine|alcohol|lizard|chhipkali|chipkali)( bhi)? ((is|are|hai|hain|hota hai|hoti hai|hote hain|hota|hoti)( very| bahut| really| so| sach me| sach mein)? poison|(kills|kill) (dog|dogs|cat|cats))\b/g, '$1 hearsay'],
  [/\b(chocolate|onion|grape|lily|xylitol|caffeine|alcohol|lizard|chhipkali|chipkali)( bhi)? poison( hai| hain| hota hai| hoti hai| hote hain| hota| hoti)?( dog| dogs| cat| cats| pet| pets)? (ke liye|for)\b/g, '$1 hearsay'],
  [/\b(chocolate|onion|grape|lily|xylitol|caffeine|alcohol|lizard|chhipkali|chipkali)( bhi)? poison (hai|hain|hota|hoti)\b/g, '$1 hearsay'],
  // Fit as in healthy: 'ab wo ekdum fit hai', 'he is fully fit'; not 'had a fit'.
  [/\b(sudden|bilkul|fully|totally|perfectly|completely|super|ab) fit (hai|h|and fine|and healthy|and active|ho gaya|ho gayi|ho gya)\b|\b(is|are) (totally |fully |perfectly |completely |very |super )?fit\b(?! (again|today|now|this|since))/g, 'fine'],
  // Decorative lilies said in other words: 'the plastic decorative ones'.
  [/(?<=\blily\b.*)(?<!\bnot (the |a )?)\b(object|plastic|decorative|fake|artificial|nakli|nikli) (\w+ )?(ones|one|wale|wali|flowers?|lily|swollen)\b/g, '$& artificial'],
  // 'Sabko jaga deti hai' (wakes everyone up), which the spelling rule reads as foam.
  [/\b(sabko|sab ko|hume|humein|hamein|mujhe|ghar ko) foam (deti|deta|dete|diya|dia|di)\b/g, '$1 wake'],
  // Onion rings in Hindi: 'pyaaz ke 2 lachhe'.
  [/\b(lachhe|lachha|lachche|lacche|lachhi|lachchhe|lachchha)\b/g, 'ring'],
  [/\b(last|pichli|pichhli|pichle) (winter|winters|summer|summers|monsoon|diwali|holi|time|season|sardi|sardiyon|garmi|garmiyon)\b/g, 'longago'],
  // Spitting half a tablet out is not a litter half born: 'she spat half out'.
  [/\b(spat|spit|spits|spitting|thook\w*|ugal\w*)( \w+){0,2} (half|aadha|aadhi)\b/g, 'spat part'],
  // Giving the pet its own medicine: 'gave my cat her thyroid medicine'.
  [/\b(give)( \w+){0,3} (her|his|its|uski|uska|apni|apna) (own |daily |regular )?(thyroid |heart |bp |sugar |kidney |liver |seizure )?(pill)\b/g, 'give vetmed'],
  [/\b(apply|use|uses|using)( the)? litter( box)? (fine|normal|normally|properly|well)\b/g, 'litternormal'],
  // 'Ulti saans' is breathing in reverse (a reverse sneeze), not vomiting.
  [/\bvomit breathe\b/g, 'reversesneeze'],
  // Not letting anyone touch is pain: 'chhune nahi de raha', 'won't let me touch his belly'.
  [/\btouch (nahi|not) (de|dene|deta|deti|dete|diya|dey)\b|\b(not|nahi) (let|lets|letting|allow|allows|allowing)( me| us| anyone| anybody)? touch\b|\btouch (karne|krne) (nahi|not) (de|deta|deti|dete|diya)\b/g, 'pain'],
  [/\bkhali\b(?! (patti|patta|pattii|wrapper|packet|box|bottle|dabba|pack|tin|jar|bowl|plate|belly|pet|ghar|room|kamra|hand|haath|hath|hai|tha|thi|ho|hoke|pada|padi|strip|pill2|foil|blister|dibba|dibbi|sachet|bag|cover|carton))/g, 'eat'],
  // Hindi 'na ulti na khoon': neither one.
  [/\bnahi (\w+) nahi (\w+)\b/g, 'not $1 not $2'],
  [/\b(vitamin|vit) (d|d3)\b|\bd3 (60k|60000|60 k|sachet|sachets|granules)\b|\b(tayo|drise|d rise) (60k|60000|sachet|sachets)\b|\b60 ?k (sachet|sachets|granules)\b/g, 'vitamind'],
  // Struck by a vehicle in Hindi order: 'gaadi se takra gaya'.
  [/\bvehicle (se|say|ne)( \w+)? (takra|takraa|takaraa|takraya|takrayi|takrai|takarai|takara|takkar)\w*\b/g, 'hit vehicle'],
  // Pulled out of water, or found under it: a near-drowning.
  [/\b(pull|pulled|pulling|nikala|nikaala|nikali|fished)( \w+){0,2} (out of|from|se) (the |a )?(water|pool|pond|river|tank|lake|canal|nala|drain|well)\b|\bunder ?water\b|\bwater (ke )?(andar|neeche) (tha|thi|dooba|doobi)\b/g, 'drown'],
  // Giving a bath is not giving something to swallow: 'we gave her a bath with dettol soap'.
  // Not a shampoo for dogs used on a cat ('gave flea shampoo for dogs'): that is read as a dog's parasite product.
  [/\bgive( \w+){0,2} (bath|nahla|shampoo)\b(?! (for|of) (dog|dogs|big dogs)\b)/g, 'bathe'],
  // A disinfectant soap or shampoo used for the bath is not a poison swallowed.
  [/\b(bathe|bath|bathed|bathing|wash|washed|nahla\w*)( \w+){0,3} household (soap|shampoo|handwash)\b/g, '$1 soap'],
  // Trying to give something is not giving it: 'keeps trying to give him kishmish'.
  [/\btry (to )?give\b/g, 'offer'],
  // Going near is touching, so 'did not go near them' denies contact.
  [/\b(go|goes|going|went|gone|come|came|jaa|gayi|gaya) near\b|\bpaas( bhi| tak)? (go|gayi|gaya|jaa|jaati|jaata|jati|jata)\b/g, 'touch'],
  // 'zor zor se', 'zor se rona': loud, not straining.
  [/\bstrain strain( se)?\b|\bstrain se (cry|ro|rona|roti|rotee|rota|chilla|bol|bolti|bolta|noisy|mew|meow)\b/g, 'loud'],
  // A bout of sneezes or coughs is not a fit: 'chheenkon ka daura'.
  [/\b(sneeze|cough)\w*( ka| ki| ke| jaisa| like)? seizure\b/g, 'sneeze again'],
  // A honking or snorting noise is a reverse sneeze (or a honking cough), not choking.
  // Not a cough that honks: 'coughing with a honking sound' is the windpipe.
  [/(?<!\bcough\b[^.]*)\b(honk|honks|honking|honked|snort|snorts|snorting|snorted)\b/g, 'reversesneeze'],
  // The pet at play with the owner's feet or a toy: 'pair pe attack karti hai', 'attacks my feet at night'.
  [/\b(leg|feet|foot|hand|haath|toes|ankle|ankles|toy|object|ball)( pe| par| per| ko)? attack (karti|karta|karte|kare|karna)\b|\battack (karti|karta|karte|kare)( hai| he)?( \w+){0,2} (leg|feet|foot|hand|haath|toy|ball)\b|\battack\w*( my| our| the| his| her)? (feet|foot|toes|ankle|ankles|hand|hands|toy|toys|object|ball|leg|legs)\b/g, 'play'],
  // A large amount, whatever else the owner calls small: 'half a kilo of barfi', 'the whole box', 'poori dairy milk'.
  [/\b(half|aadha|aadhi|adha|adhi) (a |an )?(kilo|kg|packet|box|bar|slab|tub|jar|dabba|cake|bottle)\b|\b(whole|entire|pura|poora|puri|poori|pooree|puree|full|complete|saara|saari|sara|sari)( \w+)? (bar|bars|packet|box|slab|tub|jar|bowl|plate|tin|cake|dabba|bottle|chocolate|chocolates|milk)\b/g, '$& lots'],
  // A sign that recurs on a clock is repeated: 'every half an hour', 'har aadhe ghante'.
  [/\b(every|har)( \w+){0,2} (hour|minute|minutes|min|mins)\b/g, 'again'],
  // Going back to the tray again and again: 'keeps going to the litter'.
  [/\b(keep|keeps|kept|keeping) (go|going|goes|running|run|jaa|ja|jaata|jaati|jata|jati)\b/g, 'again'],
  // A head pressed against a wall or into a corner: the brain (BSAVA).
  [/\b(head|forehead|matha|maatha)( \w+){0,3} (press|pressed|pressing|presses|push|pushed|pushing|pushes|against|tika|tikaye|tikaya|apply)( \w+){0,4} (wall|walls|corner|corners|deewar|diwar|deewaar)\b|\b(head|matha|maatha)( \w+){0,2} (wall|walls|corner|deewar|diwar|deewaar|kone|kona)( se| pe| par| mein| me| ke saath)? (apply|lagaye|lagaya|laga|lagake|tika|tikaye|tikaya|tikake|press|pressed|daba|dabaye|dabake|chipka|chipkaye|sataye|sataya|satake)\b/g, 'headpress'],
  // Gums named, then their colour after a remark: 'his gums, which are normally pink, are as white as paper'.
  [/\bgum( \| [^|]+ \|)? (is |are |look |looks |looking |became |become |turned |gone |have become |lag rahe |lag rahi |ho gaye |ho gayi )?(as |very |bilkul |ekdum |so |totally |completely )?(pale|blue)\b/g, 'gum $4'],
  // Brown or muddy gums: red cells unable to carry oxygen (paracetamol in cats).
  [/\bgum( \w+){0,3} (brown|bhoore|bhoora|bhura|bhure|bhuri|muddy)\b/g, 'gum blue'],
  [/\bnot sure\b|\b(not|nahi) (know|pata)\b|\bpata nahi\b/g, 'unsure'],
  [/\b(onion|pyaz|pyaaz)( ka| ki| ke)? object\b/g, 'onion onionring'],
  // An empty slot in the blister, or a packet empty before the pet got it, is nothing eaten.
  [/\b(khali|khaali|kali) (food|khana|khaana|jagah)( \w+)? (nahi|not)\b|\b(pehle se|already) (khali|khaali|kali|empty)\b|\b(andar|inside) (kuch|nothing)( nahi| not)? (tha|thi|was)\b/g, 'intact'],
  [/\bobject se (sukha\w*|pochh\w*|ponch\w*|dry|dried|wipe\w*)\b/g, 'dried'],
  // Small amounts of food: 'a drop', 'a few licks', 'a few pieces, like 3-4 rings', 'one small packet', 'one biscuit only', 'a little choco coating'.
  [/\b(a|one|ek) drop\b|\b(one|ek|1)( small| tiny| little| chhota| chhoti)?( (?!big|large|bada|badaa|badi|bade|huge|whole|poora|pura|full)\w+)?( ka| ki| ke)? (ring|onionring|spoon|spoonful|lick|bite|square|drop|nibble|crumb|pakoda|pakora|samosa|butt|piece|slice|naan|roti|chapati|paratha|lap|sip|tukda|tukdaa)\b|\b(a )?(few|couple of|couple|2|3|two|three|do|teen|2 to 3|3 to 4|1 to 2)( small| tiny| little| chhote| chhoti)?( (?!big|large|whole|huge|bade|badi)\w+)?( ke| ki| ka)? (drop|lick|licks|onionring|bite|bites|piece|pieces|square|squares|block|blocks|spoon|spoons|spoonful|spoonfuls|ring|rings|crumb|crumbs|tukde|tukda|tukdaa|nibble|nibbles|slice|slices|laps|pakode|pakoda|pakodas|pakore|pakora|pakoras|bhajiya|bhajiye|samosa|samose|biscuit|biscuits|cookie|cookies|chips)\b|\bhalf (a |an |of a |of an )?(\w+ ){0,2}(piece|slice|biscuit|cookie|naan|roti|chapati|paratha|toffee|ring|onionring|pakoda|pakora|tukda|tukdaa|tukde)\b|\b(small|chhota|chota|chhoti|choti|mini|tiny) (packet|pack|bar|sachet|pouch|toffee)\b|\b(one|ek|a|1) (biscuit|cookie|toffee|candy|sweet|ladoo|laddoo|barfi|spoon|spoonful|lick|piece) (only|hi)\b/g, '$& mild'],
  [/\b(little|tiny|thoda|thodi|halka|halki) (chocolate|onion|caffeine|alcohol)\b/g, 'mild $2'],
  [/\b(a |just a |one |only a )?(little|tiny|small|chhota|chota|chhoti|choti)( sa| si)? (bit|amount|piece|pieces|lick|bite|quantity|quantities|square|squares|block|cube|corner|taste|sip|spoon|spoonful|tukda|tukdaa|tukde)\b|\b(just|only|sirf|bas) (one|a|ek|1)( small| tiny| thin| little| chhota| chhoti| patla| patli){0,2} (bit|piece|square|block|cube|corner|bite|lick|mild|taste|sip|tukda|tukdaa|ring|onionring|object)\b|\ba (little|bit|tiny bit)\b|\bbit of\b|\bjust a lick\b|\bone lick\b|\bthoda sa\b|\bthodi si\b|\bthod(i|ee|a) (si|see|sa)\b|(?<!\b(object|ball|balls|toy|toys|stone|stones|coin|coins|marble|marbles|battery|sock|socks|gend|gaind)\b[^.]{0,40})(?<!\b(dog|cat|young|flatface|pet|pom|chihuahua|maltese|yorkie|(my|our|mera|meri|hamara|hamari) \w+)( \|)?( the)? )\b(the )?small (one|size|sized|wala|wali)\b|\bthoda (sa )?hi\b/g, 'mild'],
  [/\b(bad|smelly|stinky|foul) breathe\b|\bbreathe (smell|smells|stinks|stinking|odou?r)\b|\bmouth (smell|smells|odou?r)\b/g, 'halitosis'],
  [/\bblood (test|tests|report|reports|result|results|work|sugar|pressure|group|count|level|levels)\b/g, 'bloodtest'],
  // The pet's own medicine for fits is no fit: 'he is on phenobarbitone for fits'.
  [/\bon \w+ for seizure\b|\b(pill|medication) for seizure\b/g, 'medication'],
  // Urine or stool the colour of blood is blood: 'potty like red jelly', 'pee in red colour like cola', 'laal peshab'.
  // Urine the colour of cola, coffee or tea: red cells or muscle breaking down.
  [/\bpee( \w+){0,5} (cola|coca|coke|pepsi|coffee|caffeine|tea|chai)\b/g, '$& darkpee'],
  [/\b(pee)( (is|was|are|like|look|looks|looking|colou?r|colou?red|mein|me|main|ka|ki|ke|in|has|with|of|a|bit|slightly|very|dark|light|mild|thoda|thodi|rang|sa|si|se|kuch|the|turned|turning|gone))* (red|pink|cola|coffee|brown|maroon|black|kala|kaala|kali|kaali)\b|\b(red|pink|cola|maroon|black|kala|kaala|kali|kaali)( (colou?r|colou?red|sa|si|rang|ka|ki|ke|wala|wali|in|the|mein|me|of))* pee\b|\bpee( \w+){0,5} (coca|coke|pepsi|thums)\b/g, 'pee haematuria'],
  [/\b(stool|diarrhoea)( (is|was|are|like|look|looks|looking|colou?r|colou?red|mein|me|main|ka|ki|ke|in|has|with|of|a|bit|slightly|very|dark|light|mild|thoda|thodi|rang|sa|si|se|kuch|the|turned|turning|gone))* (red|maroon)\b|\b(red|maroon)( (colou?r|colou?red|sa|si|rang|ka|ki|ke|wala|wali|watery|loose|patla|patli|runny|liquid))* (stool|diarrhoea)\b/g, 'blood stool'],
  // 'khoon aa raha', 'khoon nikla': blood coming is bleeding.
  [/\bblood (aa|come|nikal|nikla|nikli|nikle|nikalta|nikalti)\b/g, 'blood bleed'],
  // Tooth marks are a bite: 'daant ke nishaan', 'teeth marks on his neck'.
  [/(?<!\b(box|packet|dabba|dibba|dibbi|bottle|tube|wrapper|lid|dhakkan|cap|carton|sachet|tin|battery|refill|remote|cell)( \w+){0,3} )(?<!\b(just|only|bas|sirf)( bahar| outside)? )\b(tooth|bite) (ke |ka |ki )?(nishaan|nishan|nishane|mark|marks)\b(?!( \w+){0,3} (haath|hand|hands|finger|fingers|ungli|ungliyon|arm|arms|box|cardboard|carton|packet|wrapper|bottle|tube|toy|shoe|chappal|outer|outside|lid|cap|plastic|polythene|object|dabba|dibba|sachet|pouch))/g, 'bitten'],
  // Something inside showing: 'fat or skin showing out', 'aant bahar', 'I can see the muscle' (read with a wound).
  [/\b(see|dikh|visible)( the| his| her| its)? (fat|muscle|flesh|intestine|intestines|guts)\b/g, 'insideout'],
  [/\b(fat|phat|intestine|intestines|guts|gut|organ|organs|aant|aantein|aante|aanth|aanten|charbi|muscle|flesh)( \w+){0,2} (showing|show|shows|dikh|visible|sticking|hang|exposed|bahar|protrude)\b/g, 'insideout'],
  // A jaw, leg or tail at an angle: 'jaw tedha', 'leg looks crooked'.
  [/\b(jaw|jabda|jabde|leg|tail|neck|hind)( \w+){0,2} (tedha|tedhi|tedhe|terha|terhi|terhe|crooked|bent)\b/g, 'broken $1'],
  [/\btooth( \w+){0,2} broken\b|\bbroken( \w+)? tooth\b/g, 'brokentooth'],
  // A tooth that fell out ('his milk tooth fell out', 'daant gir gaya') is a tooth lost, not a fall.
  [/\btooth( \w+)? (fall|come|nikal|nikla|nikli)( out| bahar| gaya| gayi| gya| gyi)?\b/g, 'toothloss'],
  // 'coughing like something is stuck in his throat' describes the cough, not a swallowed object.
  [/(?<!\b(something|object|kuch) )\b(like|as if|as though|jaise|jaisa|jaisi)( \w+){0,2} (something|kuch)( \w+){0,2} stuck\b/g, 'seemsstuck'],
  // A pack said to be whole is no exposure: 'the packet was sealed', 'all the cubes are there', 'nothing inside eaten'.
  [/\b(packet|packets|box|bottle|strip|pack|container|wrapper|tin|jar|dabba|dibba|pouch|bag|carton)( is| was| are| were| still)+ (sealed|unopened|intact|closed|full)\b|\b(packet|box|bottle|strip|pack|container|wrapper|pouch|bag|carton)( is| was| are| were)? not (wound|opened|open|damaged|broken|phata|khula)\b|\b(all|every|sab|saare|sare)( of)?( the| my| his| her| our)?( (?!us\b|them\b|we\b|you\b|family\b)\w+)? (are|is|were|was)( still)? (there|intact|accounted)\b|\b(all|every|sab|saare|sare)( \w+){0,4} (accounted|counted)\b|\b(it|wo|woh|vo|they)( is| was| are| were| still)+ (sealed|unopened|intact)\b|\b(sealed|unopened)\b|\bnothing( is| was)? (missing|hang|gone)\b|\bnothing( inside| from inside| of it| from it| andar se| andar ka)( is| was)? (eat|taken)\b|\bnothing( is| was)? (eat|swallow|chew)\b|\b(it|wo|woh|vo|they)( is| was| are| were)? not (broken|opened|open|chew|torn|damaged)\b|\bseal (wala|wali|laga|lagi|hua|hui)\b|\bdhakkan( \w+){0,2} (band|laga|lagaa|seal)\b/g, 'intact'],
  // Another animal acting on the pet in Hindi word order, the pet marked with 'ko' or the animal called another:
  // 'billi ke bachhe ko kutte ne munh mein pakad liya', 'doosre kutte ne kaan pe kaat liya' (not 'kutte ne chappal kaat li').
  [/\b((young|dog|cat|pet|flatface|use|usko|isko|unko|ise|him|her|(my|mera|mere|meri|hamara|hamare|hamari|our) \w+) ko( \w+){0,3}?|(dusra|dusri|dusre|doosra|doosri|doosre|another|other|padosi|neighbour|neighbours|neighbor|gali|street|stray|bahar)( ke| ki| ka)?) (dog|cat|animal)s? ne((?: (?!rat|bird|toad|object|ball|toy|bone|food|lizard)\w+){0,3}) (grab|bite|attack|maar|mara|maara|mari|maari)\b/g, 'attack$8'],
  [/(?<!\b(my|mera|mere|meri|hamara|hamare|hamari|our|apna|apne|apni) )\b(dog|cat|animal)s? ne((?: \w+){0,2}? (?:young|dog|cat|pet|flatface|use|usko|isko|unko|ise) ko(?: \w+){0,2}) (grab|bite|attack|maar|mara|maara|mari|maari)\b/g, 'attack$3'],
  // Animals that are nobody's pet here: whatever a monkey, a bull or a cow did, it did to the pet.
  [/\b(monkey|bandar|bull|cow|saand|gaay|gaai|gai|bhains|stray)s? ne((?: \w+){0,6}) (grab|bite|attack|hit|maar|mara|maara|mari|maari|kuchal\w*|daba\w*|trample\w*|leg rakh\w*)\b/g, 'attack$2'],
  // A jump from a height in Hindi word order: 'chhat se kood gayi'.
  [/\bheight (se|say|from)( \w+){0,3} jump\b|\bjump( \w+){0,3} height (se|say)\b/g, 'fall height'],
  [/\bepilepsy (attack|episode|episodes|fit|fits|seizure)\b/g, 'seizure'],
  [/\b(vet|doctor|doc|clinic)( ne| has| had| have| had| was)? (give|prescribe|prescribed)\b|\b(his|her|its) own (pill|medication|medications|vetmed)\b/g, 'vetmed'],
  [/\b(belly|pet|stomach) (ke|ki|ka)? ?(worm|keede|kide|keeda|kida)( \w+){0,2} (pill|medication)\b|\b(worm|keede|kide)( wali| wala| ki| ka)? (pill|medication)\b/g, 'dewormer'],
  [/\bseizure( wali| wala| ki| ka| ke)? (pill|medication|medications)\b|\b(epilepsy|anti seizure) pill\b/g, 'medication'],
  [/\breverse (sneeze|sneezing|sneezes)\b/g, 'reversesneeze'],
  // A fall into hot water or hot water spilled on the pet is a scald: 'kitten fell in hot water bucket, skin peeling'.
  [/\b(fall|poured|pour|spilled|spill|splashed|slipped|jumped|dropped)( \w+){0,4} (heat|hot|garam|boiling|ubalta|ubla) (water|paani|pani|oil|tel|chai|tea|milk|doodh|dal)\b|\b(heat|hot|garam|boiling|ubalta|ubla) (water|paani|pani|oil|tel|chai|tea|milk|doodh|dal)( \w+){0,4} (fall|poured|spilled|splashed)\b/g, '$& burn'],
  [/(?<!\b(it|its|was|weather|day|car|vehicle|bahar|outside)( was| is)? )\b(in|on|into)( her| his)?( first| 1st| second| 2nd)? heat\b|\bheat (cycle|period|season)\b/g, 'estrus'],
  // A heat that ended dates the pet's cycle, not an illness: 'heat was 1 month back'.
  [/\b(her |last |pichli |pichhli )?heat (was|ended|khatam|gayi|gaya|hui|hua|thi|tha|finished|over|got over)\b/g, 'estrus $2'],
  // A female cat in heat raises her hindquarters when stroked: owners read the rolling and calling as pain.
  [/\b(raise|raising|raises|raised|lift|lifting|lifts|lifted)( her| its| the)? (hind|bum|anus|tail|back)( \w+){0,4} (touch|stroke|strokes|stroking|pet|belly|pat|pats|patting|sahla\w*)\b/g, 'estrus'],
  [/\b(\d+|a|one|two|three|few|several|some|ek|do|teen|char|chaar|paanch|kuch) (month|months|year|years|yr|yrs|week|weeks|saal|mahine|mahina|maheene|maheena|mahinon|hafte|hafton) (ago|back|hind|pehle|pahle|pahale|before)\b/g, 'longago'],
  [/\b(last|hind|pichle|pichhle|pichla|pichhla) (month|year|yr|week|saal|mahine|mahina|hafte|hafta|varsh|saptaah|saptah|maheene)\b/g, 'longago'],
  [/(?<!\b(i|we|you|me|mujhe|hum|humein|humko)( \w+)? )\b(cant|not) see\b(?!( \w+)? (pee|peeing|stool|poop|pooping|eat|eating|drink|drinking|vomit|go|going)\b)|(?<!\b(ka|ki|ke) )\bdikh(ai|ta|ti)? (nahi|not|cant)\b|\b(bump|bumping|bumps|bumped) into\b|\btakra(ta|ti|te|raha|rahi|rahe|na)?\b(?! gaya| gayi| gai)/g, 'blind'],
  [/(?<!\b(maine|humne|mene|hamne|i|we|papa|mummy|maid)( \w+){0,3} )\bsaaf kar (di|diya|gaya|gayi|give)\b/g, 'eat'],
  [/\bvehicle (ke |ka )?(neeche|niche|under|hind) (aa|aagaya|come)\b|\b(come|went|go|got) under (the |a )?(vehicle|wheel|wheels)\b/g, 'hit vehicle'],
  [/\bbone (dikh|visible|showing|sticking|out|bahar)\b/g, 'broken bone'],
  [/\bleg (hang|bent|twisted|mud)\b/g, 'broken leg'],
  [/\b(try|want) (to )?vomit\b|\bvomit (ki |karne ki )?try\b|\bvomit\b[^.]{0,25}\bnothing (come|out)\b/g, 'retch'],
  [/\b(loose|watery|runny|patla|patli|patle|liquid) stool\b|\bthe runs\b/g, 'diarrhoea'],
  [/\bpet (mein |me |main |mai )?(much )?(swollen|hard|bloat|pain)\b/g, 'belly $3'],
  [/\bpass out\b|\bfall (pada|padi|pade|padta|padti)\b/g, 'collapse'],
  [/\b(not|nahi|cant) (respond|wake)\b|\b(respond|wake) (not|nahi)\b/g, 'unconscious'],
  [/\bfit (aa|come|pad|pada|padi|padte|padta|hua|hue|chal)\b|\bfit walk (raha|rahi|rha|rhi)\b|\b(have|get) (a |another )?fit\b/g, 'seizure'],
  [/\bopen mouth(ed)?\b|\bmouth (open|se breathe)\b|\bbreathe (through|thru|from|with|se) (her |his |its |the |apne )?mouth\b/g, 'openmouth'],
  [/\brat (control|bait|trap)( box| station| box| dabba)?\b/g, 'ratpoison'],
  [/\b(rat|rait)( ke| ki| ka| wali| wala| maarne| marne| maar| mar)* ?(poison|kill|killer|killers|cake|cakes|kek|keik|gel|bait|baits|paste|pill|dana|daane|goli|chalk|powder|(maar|mar)\b(?! (give|diya|di|dia|diye|dala|daala|dali|liya|li|deta|deti|gaya|gayi|chuki|chuka)))\b/g, 'ratpoison'],
  [/\b(cockroach|cockroaches|roach|keeda|keede|ant|ants|termite) ?(poison|killer|gel|chalk|powder|spray|pill|maar|mar|bait)\b/g, 'insecticide'],
  [/\b(insecticide|(good )?knight|mosquito|machhar|machar|machchhar|machchar|machhardani)( \w+){0,3} (coil|coils|koil|mat|mats|agarbatti|agarbattis)\b|\b(coil|coils|koil) (ash|raakh|rakh|ki raakh|ka tukda)\b/g, 'repellent coil'],
  [/\b(laxman|lakshman) (rekha|rekhaa)\b|\bhit (spray|black|red)\b|\b(black|red) hit\b|\b(mosquito|machhar|machar) (coil|coils|repellent|repellant|refill|refills|liquid|vaporiser|vaporizer|spray|mat|agarbatti|pill)\b|\bgood knight\b|\ball out( ki| ka)? (refill|liquid|machine|bottle)\b|\b(of|ki|ka|wali|wala|the|some) all out\b/g, 'insecticide'],
  [/\b(toilet|drain) cleaner\b/g, 'corrosive'],
  [/\b(floor|bathroom|glass|kitchen) cleaner\b|\b(washing|detergent) powder\b|\bsurf excel\b|\b(mitti|mittee|mitati|mitatee) ka tel\b|\bhand (sanitiser|sanitizer|wash)\b|\bnail polish( remover)?\b/g, 'household'],
  [/\b(dairy|diary|deyree|deyari|deyri|deari|dairee|deree|dairi|dery) milk\b|\bkit kat\b|\b(5|five) star\b|\bdark fantasy\b|\bbournvita\b|\bhot chocolate\b/g, 'chocolate'],
  [/\bsting( by| from)? (many|several|multiple|kai|so many|much|a swarm of|swarm of|bahut saari|bahut sari) sting\b|\b(many|several|multiple|kai|so many|much) sting (sting|bite|marks)\b/g, 'sting much'],
  [/\bsugar (free|less)\b|\b(chew|bubble|center|centre) (gum|fresh)\b/g, 'xylitol'],
  [/\b(eat|chew|swallow) (a |the |some |my |her |his )?gum\b/g, '$1 xylitol'],
  [/\bpain (killer|killers|relief pill|pill)\b|(?<!\b(her|his|its|uski|uska|apni|apna|dog|cat|young|pet)( own| daily| regular)? )\b(sleeping|sleep|bp|sugar|heart|thyroid|fever|cold) pill\b|\bhuman pill\b|\b(my|our|mummy|mom|mum|dad|papa|grandma|dadi|nani) (ki |ka |ke |s )?pill\b/g, 'humanmed'],
  [/\b(dog|puppy|kutte|kutta)s? (ke |ka |ki |wala |wali )?(spot on|spot|parasite|tik)( ?(on|drop|pill|treatment|powder|shampoo|spray|collar))?\b/g, 'dogspoton'],
  // A spot of something seen on a thing is no spot-on: 'saw a blood spot on her toy'.
  [/(?<!\b(wet|small|red|bald|black|white|sore|hot|dark|pink|dry|tiny|little|big|one|pale|blue|yellow|brown|mild|burn|burnt|raw|itchy|itch|scabby|round|same|that|this|blood|bleed|mud|paint|ink|stain|oil|grease|wound) )\bspot ons?\b|\bparasite (drop|pill|treatment|powder|spray|collar|shampoo)\b|\b(tik|tick|parasite) 20\b/g, 'spoton'],
  [/\bcorn (cob|cobs)\b|\bbhutte? (ka|ki)\b|\b(hair|rubber) (tie|band|bands)\b|\bbottle cap\b|\bpen cap\b|\bsafety pin\b|\bfish hook\b|\bice cream stick\b|\bkite (string|object)\b|\btooth pick\b/g, 'object'],
  // Not trouble getting into a box, a car or a bed.
  [/(?<!\b(trouble|difficulty|hard|problem|struggle|cant|unable)( in| with)? )\bget into\b/g, 'eat'],
  [/\b(walk|walking|walks|run|running|runs|bump) into (the )?(wall|walls|things|furniture|door|doors)\b|\bpupils? (are |is |look )?(dilated|very big|huge|large|fixed)\b/g, 'blind'],
  // A head held to one side, in English or Hindi ('sir ek taraf jhuka hai'); the red flags read it with or without an ear named.
  [/\bhead( \w+){0,3} (tilt|tilted|tilting|jhuka|jhuki|jhuke)\b|\b(tilted|tilting) head\b|\b(tilt|tilts|tilted|tilting|hold|holds|holding|keep|keeps|keeping)( his| her| its| the)? head( to)? (one|1|a|left|right|ek) (side|taraf)\b/g, 'headtilt'],
  [/\b(walk|walking|walks|going|goes|go|went|move|moving|moves|turn|turning|turns)( round)? (in|round in)( \w+)? circles?\b(?!( \w+){0,2} (chase|chasing|after|tail|play|playing))|\bcircling\b|\beyes? (moving|flicking|darting|jerking) (side to side|fast)\b/g, 'ataxia'],
  // Feels warm ('thoda garam lag rahi'): a temperature to take, not heatstroke ('garmi lag gayi', 'lu lag gayi').
  [/\bheat (lag rahi|lag raha|lag rahe|lagti|lagta|lagte|lag rahi hai|lag raha hai)\b/g, 'warm'],
  [/\bheat exhaustion\b/g, 'heatstroke'],
  // Constipation called slight or occasional ('a bit constipated sometimes') is not a cat straining now.
  [/\b(mild )+constipation\b|\bconstipation( mild)+\b/g, 'mildconstipation'],
  // Circling in Hindi, as in English: 'gol gol ghoom raha'.
  [/\bgol gol (ghoom|ghum|ghoomna|ghoomta|ghoomti|ghumta|ghumti)\b/g, 'ataxia'],
  // A paw not put down is lameness: 'pair zameen pe nahi rakh raha'.
  [/\bleg( \w+){0,3} (nahi|not) (rakh|rakhta|rakhti|rakhna|rakhe)\b/g, 'lameness'],
  // An eye grown big ('his eye suddenly became very big'), or held shut ('now it is shut tight').
  [/\beye( \w+){0,3} (big|bada|badi|bade|huge|enlarged)\b/g, 'eye swollen'],
  // A kitten or puppy whose eyes are still closed is under two weeks old.
  [/\beyes? (still|not yet|abhi tak|abhi) (closed|shut|band)\b|\beyes? (still )?not (open|opened) yet\b/g, 'newborn'],
  [/\beye( \|)?((?: \w+){0,3}) (shut|closed|band)\b(?! (swollen))/g, 'eye$2 squint'],
  [/\beye( \w+)? swollen (shut|closed)\b|\b(grass|grass seed|object|stick) (in|into) (his |her |its |the )?eye\b/g, 'eye protrude'],
  [/\b(young|newborn) (nahi|not) (nikal|come|bahar|out)\b|\b(half|aadha|aadhi|aadhaa) (out|bahar)\b/g, 'young stuck'],
  [/\bbelly( \w+)? (big|bada|badaa|bara|huge|enlarged)\b|\b(big|huge) belly\b/g, 'belly swollen'],
  [/\b(4[0-9]|5[0-2]) ?(degree|degrees|deg|c)\b/g, 'heat'],
  [/\b(hit|knock|knocked) out\b/g, 'unconscious'],
  [/\bnot only\b/g, 'also'],
  [/\bbreathe( \w+)? fine( se| say)? (nahi|not)\b/g, 'dyspnoea'],
  [/\b([3-9]|three|four|five|six|seven|eight|teen|char|paanch|chhe|saat|aath) (week|hafte|hafta) (old|ka|ki|ke)\b/g, 'baby young'],
  [/\b(\d+(p\d+)?|one|two|three|four|five|ek|do|teen|char) (month|mahine|mahina|week|hafte|hafta) (old|ka|ki|ke)\b/g, 'young'],
  [/\b(low|very low|kam|dropping|dropped) platelet\w*\b|\bplatelet\w* (low|very low|kam|dropping|dropped)\b/g, 'lowplatelets'],
  [/\b(grape|grep|chocolate|onion|xylitol)( ke| ka| ki)? (phlevar|flevar|flevor|flavoured|flavored|flavour|flavor|scented|colou?r|coloured|colored|rang|shaped|print|printed|toy|smell|essence)\b/g, 'flavour'],
  [/\b(bite|attack) by (a |the |some |many )?(mosquito\w*|ant|ants|parasite|insect\w*|fly|flies|bug|bugs|machhar)\b/g, 'insectbite'],
  [/\bhistory of\b/g, 'longago'],
  [/\bevery (day|din)\b|\bhar (din|roz)\b/g, 'habit'],
  [/\bsince (birth|young|puppyhood|kittenhood)\b|\bsince (he|she) was a (young|baby)\b/g, 'always'],
  [/\b(unproductive|nonproductive|non productive|empty|dry) (vomit|retch)\w*\b/g, 'retch'],
  [/\b(trouble|dyspnoea|fight|fighting|hungry) (for |to get |for some )?air\b|\bair hunger\b/g, 'dyspnoea'],
  [/\b(sudden|just|suddenly) drop\b|(?<!\b(blood|bleed|pee|urine) )(?<!\b(blood|bleed)\b[^.]*\| )\bdrop (down|dead|on the floor|to the floor|to the ground)\b/g, 'collapse'],
  [/\b(get|touch|touched|touches|touching|apply) (a |the |some )?(live )?electric\b|\blive electric\b/g, 'electrocution'],
  [/\b(fever|temperature|temp) (of |is |was |at )*(10[4-9]|11\d|4[0-3])(p\d+)?(f|c)?\b/g, 'heatstroke'],
  [/\bheat to (the )?touch\b|\bbody (is |feels )?(very )?heat\b/g, 'fever'],
  [/\b(drink|water)( \w+){0,3} (much|more|double|tons|loads|excess|excessive|extra)\b|\b(much|more|double|extra) water\b/g, 'polydipsia'],
  [/\bpee( \w+){0,2} (much|more|inside|frequently|often)\b/g, 'polyuria'],
  [/\b(losing|lost|lose|loosing|kam) (weight|wt|wazan|vazan|vajan)\b|\b(weight|wazan|vazan|vajan) (kam|loss|dropping|going down)\b/g, 'weightloss'],
  [/\b(run|ran|runs) over\b|\brun (him |her )?over\b/g, 'hit vehicle'],
  [/\b(black|kala|kaala|kali|kaali|tarry|tar)( like)? (stool|tar)\b|\bstool (is |are |looks |like |bilkul |ekdum |ka |ki |rang |colour |color )*(black|tarry|tar|kaala|kala|kaali|kali)\b/g, 'melena'],
  [/\b(spoton|parasite|frontline|advantage|bravecto|nexgard|simparica|shampoo|spray|powder|collar|drop|pill) (for|of) (dog|dogs|big dogs)\b/g, 'dogspoton'],
  // A flea or tick product made for cats is not a dog's permethrin: 'spot-on flea drops for cats'.
  [/\b(spoton|parasite|drop|pill|collar|shampoo|powder)( \w+){0,3} (for|of) (cat|cats)\b|\b(cat|billi) (ke liye|ka|wala|wali) (spoton|parasite|drop)\b/g, 'catspoton'],
  [/\bbit (him|her|it|my|the|on|me|them|his|its|into|an|a|through)\b/g, 'bite $1'],
  [/\b(hair|object) (tie|stop)\b/g, 'object'],
  [/\b(cant|not) (lift|raise|hold up|hold)( his| her| its| the)? head\b/g, 'collapse'],
  [/\b(keede|parasite)( \w+){0,3} wound\b|\bwound( \w+| \|){0,4} (keede|parasite)\b/g, 'maggot'],
  [/\byoung (dene|de|diye|de rahi|de raha|paida)\b|\b(give|gave) birth\b|\bbachche (give|diye|hue)\b/g, 'labour'],
  [/\bvehicle( wale| wala| waale| waala| driver)? (ne|se) (maar|mara|mari|hit|kuchal|thoka|thok|takkar)\b/g, 'hit vehicle'],
  [/\bde( bhi| toh| to)? (di|dee|give)\b/g, 'give'],
  [/\b(pi|pee) (liya|lia|li|gaya|gayi|gya|gyi|raha|rahi|rha|rhi|chuka|chuki)\b/g, 'drink $2'],
  [/\bnose (se |from )?(bleed|blood)\b|\b(bleed|blood)( \w+){0,3} nose\b/g, 'nosebleed'],
  // A nosebleed that has stopped still happened: 'one small nose bleed which stopped'.
  [/\bnosebleed( which| that| but| and| then| now)? (stop|ruk)\b(?! (hi )?(nahi|nhi|ni|nai|nahin|na)\b)/g, 'nosebled'],
  [/\bnear(ly)? drown\b|\b(fall|jump|jumped|slip|slipped|slips) (in|into) (the |a )?(\w+ ){0,2}(pool|water|pond|river|tank|nala|drain|bucket|lake|canal)\b(?![^.]*\b(swam|swim|swims|swimming|tair\w*)\b(?![^.]*\b(under|struggl\w*|pull|pulled|cough|drown|sink|sank|doob\w*|rescue\w*|nikala|tired|panic\w*)\b))|\b(water|bucket|balti|pool|tank|nala|nali|pond|river|lake|canal|drum)( \w+){0,2} (me|mein|main|in|into)( \w+)? (fall|drown)\b|\b(inhale|inhaled|swallow) (a lot of |lots of |much of |much |a much of )?water\b/g, 'drown'],
  [/\belectric( \w+){0,5} (shock|karant|karent)\b|\b(shock|karant|karent)( \w+){0,3} (electric|inverter|cooler)\b|\binverter( \w+){0,4} shock\b|\belectric (ka )?(shock|apply|lag|lagi|lagaa|seizure)\b|\bshock (apply|lag|lagi|lagaa)\b|\b(chew|bite|bit|lick|eat)( \w+){0,3} electric\b(?![^.]*\b(tooth|teething|habit|always|prevent|deficiency|pica|everything)\b)|\belectric (chew|bite)\b/g, 'electrocution'],
  [/\b(heat|garam|boiling|ubalta|ubla) (water|oil|tea|chai|tel|dal|ghee|milk|doodh)\b[^.]{0,30}\b(fall|spill|phenk|phenka|phenki|fenk|fenka|throw|threw|thrown|pour|poured|daala|dala|daali|dali)\b|\b(fall|spill|threw|thrown|poured)\b[^.]{0,30}\b(heat|garam|boiling) (water|oil|tea|chai|tel|dal|ghee|milk|doodh)\b/g, 'burn'],
  [/\b(lu|heat) (lag|lagi|apply|lagna|lag gayi|lag gaya)\b|\bheat stroke\b|\bover heat(ed|ing)?\b/g, 'heatstroke'],
  [/\bheat vehicle\b|\b(parked|closed|band) vehicle\b|\bvehicle (mein|me|main) (band|chhod|leave)\b|\bleave (him |her |it |them )?in (the |a |his |her )?vehicle\b(?![^.]*\b(ac|aircon|cooler)\b)/g, 'heatstroke'],
  [/\bshih tzu\b|\bfrench bulldog\b|\bflat faced\b/g, 'flatface'],
  [/\bsigns? of\b|\bsymptoms? of\b/g, 'signsof'],
  [/\b(house|potty|toilet) (training|trained|train)\b/g, 'training'],
  [/\b(new|just|freshly) born\b|\b(\d+|one|two|three|four|five|six|seven|ten) day (old|ka|ki|ke)\b|\b(1|one|2|two) week (old|ka|ki|ke)\b/g, 'newborn'],
  // Three days or more are many: 'not eaten in 4 days', 'teen din se'.
  [/\b(3|4|5|6|7|three|four|five|six|seven|teen|char|chaar|paanch) (day|din)\b/g, 'manydays days'],
  [/\b(2|two|do) (day|din)\b/g, 'days'],
  // One space after: 'can not stand' must read as 'cant stand' for the phrases after it.
  [/\bnot able( to)?\b|\bcan not\b|\bcant to\b/g, 'cant'],
  [/\bget up\b/g, 'stand'],
  [/\bhoshi? (nahi|not|mein nahi|me nahi|mein nhi|me nhi)\b|\b(not|nahi) hosh\b/g, 'unconscious'],
  [/\b(abhi|just) paida\b|\bpaida (hue|hua|hui)\b/g, 'newborn'],
  [/\bkhaal (utar|nikal)\b/g, 'wound deep'],
  [/\b(not|nahi|stop) work\b|\bwork (nahi|not)( kar)?\b|\b(give|gave) way\b/g, 'failing'],
  [/\b(scratch|scratched|poke|poked|itch) (on|in|to|into) (the |his |her |its |one |left |right )?eye\b|\beye\b( \w+){0,2} (out|bahar|nikal|burst|pierced|punctured)\b/g, 'eye protrude'],
  [/\b(not|nahi) (suckle|suckling|suckled|suck|sucking|sucks|nurse|nursing|drink milk|drinking milk)\b|\b(not|nahi) give( \w+)? (milk|doodh)\b|\bdoodh (nahi|not)\b/g, 'anorexia'],
  [/\b(not|low|zero|kam) energy\b|\b(less|kam) (active|fine|energetic|playful|chalta|khelta|khelti)\b/g, 'weak'],
  [/\baccident (ho|hua|hui|happened)\b|\broad accident\b/g, 'hit vehicle'],

  [/\bjump (from|off|down from|out of|out from)( the| a| his| her| our| my)?( \w+)? height\b/g, 'fall height'],
  [/\b(object|watch|remote) battery\b|\bobject cell\b/g, 'battery'],
  [/\bsanitary (pad|pads|napkin|napkins)\b|\btampons?\b/g, 'object'],
  [/\b(chicken|mutton|murga|murgi|fish|machhli|fried chicken) (leg|legs|neck|wing|wings|drumstick|rib|ribs)\b/g, 'bone'],
  [/\bleg( at)? (his |her |its |the )?(mouth|face)\b|\bmouth (par|pe) leg\b/g, 'mouthpaw'],
  [/\bwalk( \w+)? like (a )?(drink|drunk|sharabi)\b/g, 'ataxia'],
  [/\b(leg|hind|head|tail)( \w+){0,3} (crush|crushed|squashed|dab gaya|dab gayi|daba)\b|\bcrush(ed)? (his|her|its) (leg|hind|head|tail)\b/g, 'broken leg'],
  [/\bbone( \w+)? (dikh|visible|showing|sticking|out|bahar)\b/g, 'broken bone'],
  [/\bobject (in|into|inside|through|stuck in) (his |her |its |the )?(face|mouth|throat|tongue|gum|cheek)\b/g, 'object stuck mouth'],
  [/\b(seem|seems|looks?|acting) (drink|sharabi)\b|\blike a (drink|sharabi)\b|\b(keep|keeps|kept) fall\b|\bfall over\b/g, 'ataxia'],
  // A step or two is not a height; a flight of stairs is.
  [/\b(1|2|3|4|5|one|two|three|four|five|ek|do|teen|char|chaar|paanch|few|couple|couple of|last|last few|bottom)( to (2|3|4|5|6))? (step|steps|stairs)\b/g, 'steps'],
  [/\bstairs\b(?![^.]*\bsteps\b)/g, 'height'],
  [/\b(sand|litter|potty|stool) ?(box|tray|pan|tray)\b|\b(sand|litter|potty|stool)( ke| ka| ki| wale| wala| wali)? (dabba|dabbe|dibba|dibbe)\b|\bsandbox\b/g, 'litter'],
  [/\b(his|her|its) (bottom|behind)\b|\bhind passage\b|\bhind se\b(?=( \w+){0,5} (bahar|out|come|nikal|nikla|nikli))/g, 'anus'],
  [/\bwound open\b/g, 'wound deep'],
  // Another animal acting on the pet: 'a big dog grabbed my pug', 'street dogs caught my cat', 'the neighbour's dog bit her'.
  [/\b(dog|cat|animal|monkey|bandar|bull|cow|stray|street)s?( \w+){0,2} (grab|caught|catch|shook|pounce|pounced|jump|attack|maul)( on| upon)? (him|her|(my|our) (dog|cat|pet|young|flatface|\w+ (dog|cat|young)))\b/g, 'attack'],
  [/\b(dog|cat|animal|monkey|bandar|rat|stray|street)s?( \w+){0,4} bite (him|her|his|its|(my|our) (dog|cat|pet|young|flatface|\w+ (dog|cat|young)))\b/g, 'bitten'],
  [/\b(cat|dog|animal|young|monkey|bird|crow)s? (itch|claw|clawed|paw|hit|bite|poke|poked|attack)\w* (the |my |our )?(dog|cat|young|flatface|pet) eye\b/g, 'eye protrude'],
  [/\b(bite|attack|bit) by\b|\bget bite\b|\b(dog|cat|animal|bull|cow|saand) (ne |se )(bite|attack)\b|\b(animal|street dog|stray dog) (bite|attack)\b|\bdog fight\b|\b(dog|dogs|animal)( ki| ke| se| mein| me)? (ladai|fight)\b|\bfight with (a |another |the )?(street |stray )?(dog|cat|animal)\b/g, 'bitten'],
  [/\b(not|cant|nahi) stop (bleed|blood)\b/g, 'bleed much'],
  // Blood through a cloth held on the wound: 'I put a cloth but it soaked through in 10 mins'.
  [/(?<=\b(bleed|blood|object|bandage|gauze|pad|kapda)\b[^.]*)\bmuch (through|thru)\b/g, 'bleed much'],
  [/\b(blood|bleed)( \w+){0,5} (not|nahi|cant) stop\b|\b(blood|bleed) stop( \w+)? (not|nahi)\b/g, 'bleed much'],
  [/\b(blood|bleed) (beh|bah|behta|behti|bahta|bahti|behna|tapak|tapakna|tapak raha)\b/g, 'bleed much'],
  [/\b(not|cant) stop\b/g, 'again'],
  [/\bin and out\b|\bagain and again\b|\bback and forth\b|\bbaar baar\b|\bbar bar\b|\bnon stop\b/g, 'again'],
  [/(?<!\b[12] (to |or )?)\b([3-9]|\d\d+|three|four|five|six|seven|eight|nine|ten|many|several|multiple|so many|kai) (times|baar|bar|episodes)\b/g, 'again'],
  [/\b(\d+|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(st|nd|rd|th)? (floor|storey|manzil)\b/g, 'height'],
  // What was not eaten, in Hindi order: 'chocolate ya kishmish kuch nahi khaya' is no exposure, not a lost appetite.
  [/\b((?:chocolate|grape|onion|xylitol|ratpoison|insecticide|repellent|household|mothball|corrosive|glycol|vitamind|humanmed|toxicplant|alcohol|nicotine|drug|caffeine|lily|object|bone|pill|poison|toad)(?: (?:ya|or|aur) \w+)*) (kuch |bhi )?(nahi|not) eat\b/g, '$1 nahi'],
  // What began or stopped some time ago goes on: 'started limping a week ago', 'stopped eating a week back'.
  [/\b(started|start|began|begun|shuru|stop eat|stop food)(( \w+){0,3}) longago\b/g, '$1$2'],
  [/\b(not|nahi) (take|taking|took|le|lena|leta|leti)( \w+)? food\b|\bfood (not|nahi) (take|taking|le|leta|leti|lena)\b/g, 'anorexia'],
  // Sniffed or left and not eaten: 'chhilka soongha aur chhod diya, khaya nahi' is no lost appetite.
  [/\b(leave|soongha|sunghi|sungha|sniff|sniffed|smelled|smelt)( \w+| \|){0,3} (eat|food) (nahi|not)\b/g, '$1 not touch'],
  [/\bnot appetite\b|\boff (his |her |its )?food\b|\brefus(e|es|ed|ing) (to )?(eat|food)\b|\b(not|stop|cant) (eat|food)\b(?! (it|that|them|this|those|these|any of it)\b)(?!( \w+){0,2} (chocolate|grape|onion|xylitol|ratpoison|insecticide|repellent|household|mothball|corrosive|glycol|vitamind|humanmed|toxicplant|alcohol|nicotine|drug|caffeine|firecracker|lily|object|bone|pill|poison|toad)\b)|(?<!\b(chocolate|grape|onion|xylitol|ratpoison|insecticide|repellent|household|mothball|corrosive|glycol|vitamind|humanmed|toxicplant|alcohol|nicotine|drug|caffeine|firecracker|lily|object|bone|pill|poison|toad)\b[^.]{0,40})\b(eat|food) (kuch |bhi )?(nahi|stop)\b(?! (du|dun|doon|dein|de|dena|deni|give))|\bfood (nahi )?eat( \w+)? nahi\b|\bkuch (nahi|not) eat\b/g, 'anorexia'],
  [/\b(not|stop|cant) (drink|water)\b|\b(water|drink)( bhi| tak| kuch)? (nahi|stop)\b/g, 'adipsia'],
  [/\b(not|cant|stop) breathe\b(?! (trouble|fast|noisy|hard|issue|issues|pain|much))|\bbreathe (le |lena |lene )?(nahi|stop)\b/g, 'apnoea'],
  [/\b(not|cant|stop) pee\b|\b(not|cant|stop) (pass|make|produce)( any| a| the| his| her| much)? pee\b|\bpee (bhi |tak |bilkul )?(kar |karna |kiya )?(nahi|stop)\b|\bpee (not|cant) come\b/g, 'anuria'],
  // Trying to pee and not one drop, nothing coming: 'susu ke liye taang uthata hai par boond bhi nahi aa rahi', 'पेशाब करने जाती है पर कुछ नहीं आता'.
  [/\bpee\b(?:(?! (fine|normal|normally|properly)\b)[^.]){0,60}? (not|nahi|na) (even )?(a |one |ek |single |a single )?drop\b|\bpee\b(?:(?! (fine|normal|normally|properly)\b)[^.]){0,60}? drop( bhi| tak| even)? (nahi|not|na)\b|\bpee( \w+){0,5} (par|but|lekin|magar|pr) (nothing|kuch nahi|not) (come|coming|came|comes|nikal\w*)\b/g, '$& anuria'],
  // Not putting a leg down is lameness, a vet today; not standing at all, or back legs that cannot be used, an emergency.
  [/\b(cant|not) (apply|move|moove|muv|mov)( his| her| its| the| both)? hind leg\b(?! (down|fully|properly))/g, 'hind leg failing'],
  // Not able to use the back legs is the hind legs failing, not a limp: 'isn't able to use her back legs, dragging them'.
  [/\b(not|cant|stop) apply( \w+){0,2} (hind|back|rear|pichle|pichhle)( \w+)? (leg|legs|pair)\b/g, 'hind failing'],
  [/\b(not|cant|stop) apply( \w+){0,4} (leg|weight|down)\b|\bleg (up|upar)\b/g, 'lameness'],
  [/\b(not|cant) (stand|walk) straight\b/g, 'ataxia'],
  [/\b(not|cant) (stand|move|walk) (properly|fine|normally)\b/g, 'lameness'],
  // Not an instruction: 'khane ke baad kitni der walk nahi karani?' (how long not to walk him after food).
  // Not the owner who cannot stand near the pet, nor a question of when to stop walks ('can not stand' is the pet).
  [/(?<!\b(to|i|we|should)\b )\b(not|cant|stop) (stand|move|walk)\b(?! (properly|fine|straight|long|far|much|normally))|(?<!\b(jaldi|early|time pe|time se) )\b(stand|move|walk)( \w+)? (nahi|cant)\b(?! (karani|karana|karni|karna|karwani|karwana|karaani|karaana|karayein|karayen|karaye|chahiye|dena|deni|karwaye|karwayein))/g, 'immobile'],
  [/\b(not|stop) stool\b|\bstool (nahi|stop)\b/g, 'nostool'],
  // Food eaten is a meal: 'khana kam khaya aur kapde...' does not read as clothes eaten.
  [/\bfood( \w+)? eat\b/g, 'food meal'],
  // A product put on the dog is not contact for the cat: 'kutte ko tick ki drops lagayi, billi ne chhua bhi nahi'.
  [/\b(dog( ko| pe| par| per| ke upar)(?: \w+){0,5}) apply\b/g, '$1 treatdog'],
  [/\bapply((?: \w+){0,4}) (on|to) (the |my |our |his |her )?dog\b/g, 'treatdog$1 $2 $3dog'],
  // Nothing comes out: 'kuch nahi nikal raha'.
  [/\bkuch (nahi|not) (nikal|nikla|nikli|nikalta|nikalti|come)\b/g, 'nothing come'],
  // A leg that does not move, in Hindi word order: 'pichle pair nahi hila pa raha'.
  [/\bleg([^.]{0,60}?) (nahi|not) (move|uth|stand|walk)\b/g, 'leg$1 failing'],
  // Biting into or open is chewing, not an attack: 'bit into the Voveran tablet', 'bit open a Saridon strip'.
  [/\bbite (into|open|off|through)\b/g, 'chew'],
  // Part of a pack gone is part eaten: 'one tablet is gone', 'half of it is missing'.
  [/\b(half|one|two|three|\d+|some|a|ek|do|aadhi|aadha|most|mostly|all)( of it| of them| of both| of the \w+| tablet| tablets| pill| pills| piece| pieces| goli| grape| chocolate| onion| xylitol| humanmed| ratpoison)?( is| are| was| were)? (missing|gone|gayab|ghayab|gaayab|hang)\b/g, '$& swallow'],
  [/\bsucking (sound|noise)\b/g, 'noisy'],
  // Falling down where the pet stands is a collapse; falling down the stairs is a fall.
  [/(?<!\b(packet|box|bottle|strip|pill|pill2|ratpoison|object|tin|jar|dabba|bowl|plate|glass|phone|remote|toy|ball|book|vase|pot|tray|bucket|lamp|frame|shelf|pot|humanmed)( \w+)? )\bfall down\b(?!( \w+){0,3} (stair|stairs|step|steps|seedhi|sidhi|roof|chhat|balcony|bed|sofa|table|height|from|off)\b)/g, 'collapse'],
  // A button cell from a remote or a watch is a battery: 'remote ka cell chaba liya'.
  [/\b(remote|watch|ghadi|toy|torch)( \w+){0,2} cell\b|\bcell (battery|wala|wali)\b/g, 'battery'],
  // An owner who says the pet is dying is sent now ('my dog is dying', 'kutta mar raha hai'); 'without dying', 'dying cockroaches' are not that.
  [/(?<!\blike (he|she|it) )\b(is|was|seems|looks|hes|shes|its|be|think (he|she|it)( is)?|feel (he|she|it)( is)?|about to|going to|gonna) (dying|die)\b|\bmar (raha|rahi|rha|rhi|jayega|jayegi|jaega|jaegi|jaayega|jaayegi)\b|\bmarne (wala|wali|waala|waali|ki halat|ki haalat)\b|\b(last|aakhri|akhri) (breath|breaths|breathe|saans|sans)\b/g, 'fearsdeath'],
  // Unwell in general, with no sign named: at least a vet today ('he is not well', 'very sick', 'tabiyat kharab').
  [/\b(not|nahi) (well|ok|okay|theek)\b(?! (to|for|with|if))|\b(unwell|sick|ill|serious|critical)\b|\b(tabiyat|tabiyet|tabiat|haalat|halat|health) (kharab|bigad\w*|serious)\b|\bsomething (is )?(wrong|off) with\b/g, 'unwell'],
  // Cutting nails, hair or fur is grooming, not a wound.
  [/\bwound( \w+){0,3} (nail|nails|hair|fur|coat)\b/g, 'trim'],
  // Barely moving is weak: 'cold and barely moving'.
  [/\b(blood|bleed)( \w+){0,6} nose\b|\bnose( \w+){0,3} (blood|bleed)\b/g, 'nosebleed'],
  [/\bchew( \w+){0,2} empty( \w+)? (box|carton|packet|pack|wrapper|punnet|bottle|tin|strip)\b/g, 'chew intact'],
  [/\b(packet|pack|dabba|tube|bottle|box)( \w+)? (band|stop)( tha| thi| hai| the)\b|\b(tube|packet|pack|bottle)( is| was)? not (punctured|pierced|torn|opened|deep)\b|\bobject( is| was| still)+ on\b(?! (the|a|my|his|her|our|floor|bed|table|sofa|ground|carpet|mat|chair|counter)\b)/g, 'intact'],
  [/\bpee([^.]{0,80}?) (spot|spots)\b/g, 'pee$1 drop'],
  [/\bfall (off|from)( the| a| her| his| its)?( \w+)? (sofa|bed|couch|chair|lap|cushion|diwan|palang|arm)\b(?! (top|bunk|upper))/g, 'lowfall'],
  [/\b(go|goes|going|went|run|runs|running|sits|sitting)( to| in| into)? (the|his|her) box\b/g, 'litter'],
  // Crying or straining in the box is a cat in its litter box: 'tom cat only pink drops crying in box'.
  [/\b(cry|strain|squat)( \w+)? (in|inside) (the |his |her )?box\b/g, '$1 in litter'],
  // Car sickness 'every single time' is the pet's way; vomiting 'every time she eats' is a sign.
  [/\bevery (single )?time\b(?! (he|she|it|they) (eat|drink))/g, 'usually mild'],
  [/\b(pea|grape|marble|lemon|golf ball|cherry|walnut|ping pong|coin)( \w+)? (size|sized)\b|\bto a( small| big| tiny)? grape\b|\b(size of|like) a( small| big| tiny)? grape\b/g, 'lumpsize'],
  [/\bear( \w+){0,2} floppy\b|\bfloppy ears?\b/g, 'earsdown'],
  [/\beat (fine|well|normally|properly|theek|achhe se)\b/g, 'eatswell fine'],
  [/\bhousehold for (dog|cat|pet)s?\b/g, 'petproduct'],
  [/\b(like|as if|jaise)( she| he| it| shes| hes| its)?( is| was)?( in)?( so)?( much)? pain\b/g, 'seemspain'],
  [/\b(smell|smells)( \w+)? burn\b|\bburn (smell|smells)\b/g, 'burntsmell'],
  [/\bobject( \w+){0,2} (loop|looped|wrapped|caught|stuck)( \w+){0,3} (mouth|tongue|throat)\b/g, 'object stuck mouth'],
  [/\b(belly|pet|stomach) se (breathe|saans)\b|\b(breathe|saans) (pet|belly|stomach) se\b/g, 'breathe belly'],
  [/\b(under|in|inside) the (car |vehicle )?(bonnet|engine)\b/g, 'vehicle hit'],
  // Holi's colours, not Holi itself ('rice from the holi prasad' is rice).
  [/\bgulal\b|\bholi\b(?=( \w+| \|){0,5} (colou?rs?|rang|powder|paint|paints)\b)|\b(colou?rs?|rang|powder|paint|paints)\b(?=( \w+| \|){0,5} holi\b)/g, 'household'],
  // Thandai at Holi, or with bhang, is cannabis until told otherwise.
  [/\bholi( \w+){0,3} thandai\b|\bthandai( \w+){0,3} holi\b|\b(bhang|bhaang|drug)( wali| wala| ki)? thandai\b/g, '$& drug'],
  [/\b(porcupine|sayi|sehi)\b|\bquills?\b/g, 'attack'],
  [/\b(eucalyptus|tea tree|teatree|peppermint|clove|lavender|citronella|essential)( \w+)? (oil|oils)\b|\bdiffuser\b/g, 'essentialoil'],
  [/\b(fur|hair|whisker|whiskers|baal)( \w+){0,2} (singed|singe)\b/g, 'singedfur'],
  [/\bjump (from|off)( the| a| his| her)? height\b/g, 'fall height'],
  [/\bandar se( \w+){0,4} (bahar|out)\b/g, 'insideout'],
  [/\b(press|pressed|pressing|held|hold|holding)( \w+){0,3} object( \w+){0,6} much\b/g, 'bleed much'],
  // 'It' is the eye only when an eye was named: 'bought dog spot-on by mistake but didn't open it' is a pack.
  [/\b(not|cant|nahi) (open|khol|kholta|kholti|khol raha|khol rahi)( his eye| her eye| eye| eyes| aankh)\b|(?<=\beye\b[^.]*)\b(not|cant|nahi) (open|khol|kholta|kholti|khol raha|khol rahi)( it| them)\b/g, 'squint'],
  [/\bbreathe (rate|count)[^.]{0,40}\b([4-9]\d|1\d\d)( a| per)? (minute|min)\b/g, 'breathe fast'],
  // A hanging jaw is a sign of rabies in a dog (a puppy biting everything is teething).
  [/\b(jabda|jaw)( \w+)? (hang|latka|latak\w*|drop\w*|dropped)\b/g, 'rabid'],
  [/\bseizure( are| is| have been| has been)?( well| fully| totally)? (controlled|under control|control me|control mein|kaabu me|kabu me|kaabu mein|kabu mein)\b/g, 'controlled'],
  [/\b(caffeine|coffee)( \w+)? (ground|grounds)\b/g, 'blood'],
  [/\bcaffeine (like|jaisa|jaisi|jaise|colou?r|colou?red)\b/g, 'dark'],
  [/\b(old|purani|purana|previous|past)( \w+){0,2} (surgery|operation|scar)\b/g, 'longago'],
  [/\b(potty|stool|tatti|latrine)( ki| ke| wali| wala)? (jagah|jaga|raasta|rasta)\b/g, 'anus'],
  [/\b(red|pink|laal|gulabi|mass|lump|sausage)( \w+){0,2} from( the| her| his| its)? (anus|genital)\b/g, 'prolapse'],
  [/\b(acting|behaving|looked|looking|seemed|seems)( \w+)? (mad|crazy|pagal|rabid)\b|\bpagal (dog|kutta|kutte)\b|\brabid\b/g, 'rabid'],
  [/\b(want|going|planning|plan|have) to (apply|put|use)\b/g, 'plan'],
  // Nothing missing from a strip: 'all 10 tablets there', 'saari goliyan hain'.
  [/\ball( \d+| the)?( \w+)? (there|accounted)\b|\b(saari|saare|sari|sare|saaree|sab|sabhi)( \w+){0,2} (pill|tablet|cube|cubes|tukde|kek|pellet|pellets)( \w+)? (hain|hai|mili|mile)\b/g, 'intact'],
  [/\b(mouth|muh|munh|mooh|muh) (khol\w*|open)( \w+){0,2} (breathe|saans)\b/g, 'breathe openmouth'],
  [/\b(jelly|gel|liquid|fluid)( \w+){0,4} (come|out|bahar)( \w+){0,3} eye\b/g, 'eye wound'],
  [/\b(two|2|do)( small| tiny)? (puncture|deep|hole|holes)( wound| wounds| mark| marks)\b|\b(puncture|deep) (mark|marks)\b/g, 'bitten'],
  // Both back legs limp and cold, pads blue: a clot cutting off the blood to the hind legs (cats).
  [/\bhind( \w+){0,3} (limp|paralysed|failing)( \w+){0,3} (cold|thanda|thande|blue)\b|\bhind( leg)?( are| is| feel| feels)? (cold|thande|thanda|blue)\b|\b(pad|pads|paw|paws)( \w+){0,2} (blue|bluish|cold|thande)\b/g, 'hind failing legclot'],
  [/\bmild (a|every|per|in a) (week|month|fortnight|while)\b/g, 'mild habit'],
  // Yellow vomit is bile, not jaundice: 'throws up a little yellow bile', 'vomit yellow foam'.
  [/\byellow (bile|foam|foamy|froth|frothy|liquid|water|fluid|jhaag\w*|jhag\w*)\b|\bvomit( mild| a| some| \w+)? yellow( (bile|foam|foamy|froth|frothy|liquid|water|fluid|jhaag\w*|jhag\w*))?\b/g, 'vomit bile'],
  [/\b(pill|medication|vetmed|dewormer)\b([^.|]{0,40}?)\b(foam|drool)( and (foam|drool))?\b/g, '$1$2 pillfoam'],
  [/\bdrool( \w+){0,4} (purr\w*|knead\w*|lap|cuddl\w*)\b|\b(purr\w*|knead\w*)( \w+){0,4} drool\b/g, 'happydrool'],
  [/\bbread( is| was)?( very| so| too)? (noisy|fast|hard|short|heavy|tez)\b/g, 'breathe $3'],
  [/\bthrough up\b/g, 'vomit'],
  [/\bburn( a| the)?( mosquito| machhar)? (coil|coils|repellent|agarbatti|incense|candle|candles|diya|dhoop)\b/g, 'light $3'],
  [/\bfood( bilkul| ekdum| poora| pura| puri| poori)? (chhod|chod|chhoda|chhodi|chodh|leave)\b/g, 'anorexia'],
  // A pack or tube said closed: 'tube is closed', 'strip still sealed'.
  [/\b(tube|strip|cap|lid|dhakkan)( is| was| still)+ (closed|band|sealed|on)\b/g, 'intact'],
  // Only the wrapper licked, or a floor cleaner long dry, is a small amount.
  [/\bwrapper( \w+){0,2} lick\b|\blick( \w+){0,3} wrapper\b|\bhousehold( \w+){0,8} (dry|dried|sookh\w*|sukh\w*)\b/g, '$& mild'],
  // A swallowed thing vomited back whole is out: 'vomited it out whole'.
  [/\bvomit( \w+){0,2} (out|up)( \w+){0,4} (whole|full|entire|poora|pura)\b/g, 'expelled'],
  [/\bseizure (diary|log|record|chart|app|tracker)\b/g, 'seizurelog'],
  [/\b(object|plastic|artificial|fake|nakli|kagaz|paper|silk)( wali| wala| ke| ki| ka)? (lily|flower|flowers|phool|bouquet)\b/g, 'artificial $3'],
  [/\b(mild|hardly) move\b/g, 'weak'],
  [/\b(not|nahi|cant) (lift|lifting|uth|utha|uthaa|uthata|uthati)( his| her| its| the| apna| apni)? (head|sar|sir|gardan)\b/g, 'collapse'],
  // A battery by its size: 'one of the AAA cells'.
  [/\b(aaa|aa|button|lithium|pencil) (cell|cells)\b/g, 'battery'],
  // Insect poison in Hindi: 'keede maarne wali dawai', 'khet wali dawai'.
  [/\b(keede|kide|keeda|kida|kido|keedo|machhar|machar|makkhi|cockroach|deemak|dimak|khet|fasal)( \w+){0,2} (maarne|marne|wali|wala|waali|aali|ki|ka) (pill|spray|powder|liquid)\b/g, 'insecticide'],
  // A dog's tick medicine named in Hindi: 'kutte wali chichad ki dawa'.
  [/\bdog( \w+){0,5} (parasite|jui|joo)( \w+){0,2} (pill|spray|powder|drops|drop|shampoo)\b/g, 'dogspoton'],
  // No urine in the litter: 'no wet clumps at all today', 'no wet lumps since morning'.
  [/\bnot wet (clump|clumps|lump|lumps|patch|patches|spot|spots)\b|\bnot (clump|clumps)\b/g, 'anuria'],
  // The genitals by the owner's words: 'her private part'.
  [/\bprivate (part|parts|area)\b|\b(vulva|vagina|genitals|willy|penis|pecker|ling|yoni)\b/g, 'genital'],
  // Tissue coming out of the bottom or the genitals and staying out: 'something red and round coming out of her bum'.
  [/(?<!\bexcited\b[^.]*)\b(red|pink|purple|round|tube|flesh|fleshy|swollen|laal|gulabi|mass|lump|sausage)( \w+){0,8} (come|hang|protrude|out|bahar)( \w+){0,3} (anus|genital)\b(?![^.]*\b(go|goes|going|went) (hind|back) in\b)|\b(anus|genital)( \w+){0,3} (red|pink|purple|tube|flesh|fleshy|swollen|laal|gulabi)( \w+){0,3} (come|hang|protrude|out|bahar)\b/g, 'prolapse'],
  [/\b(not|nahi) ((go|goes|going|ja|jaa|jaata|jaati|jata|jati)( back| hind)?|(went|gone)( back| hind)) (in|inside|andar)\b(?! (the|house|home|ghar|room|kennel|vehicle|crate))|(?<!\b(kabhi|never|cat|dog|young|billi|kutta|vo|wo|woh)( bhi)? )\b(andar|in|inside) (nahi|not) (ja|jaa|jaata|jaati|jata|jati|go|gaya|gayi)\b/g, 'prolapse'],
  // A pack found torn, chewed or empty was got at: 'found the packet torn'.
  [/\b(packet|packets|box|pack|container|wrapper|pouch|bag|carton|dabba|dibba|bottle|tin|sachet)( \w+){0,2} (wound|opened|chew|bite|empty|khula|phata|phati|phat)\b|\b(wound|opened|chew|bite|empty|khula|phata|phati) (open )?(packet|packets|box|pack|container|wrapper|pouch|bag|carton|dabba|bottle|sachet)\b/g, '$& chew'],
  // 'like he can't breathe' told of a reverse sneeze describes the sneeze.
  [/\breversesneeze\b([^.]{0,80}?)( look| seem| seems)? (like|as if|as though|jaise)( he| she| it)?( is| was)? (apnoea|dyspnoea)\b/g, 'reversesneeze$1'],
  // A noisy or choking breath that passes in seconds, then nothing: a reverse sneeze ('20-30 second me theek').
  [/\b(choke|apnoea|dyspnoea|breathe|noisy|reversesneeze)\b[^.]{0,80}?\b(\d+|few|kuch|ek do)( to \d+)? (second|seconds|sec|secs|sekand|sekend|sekind)\b[^.]{0,30}?\b(fine|normal|theek|thik|ok|okay)\b/g, 'reversesneeze'],
  // Unequal pupils: 'one pupil bigger than the other', 'putli alag alag size ki'.
  [/\b(putli|putliyan|pupil|pupils)( \w+){0,3} (alag|different|unequal|uneven)\b|\b(unequal|uneven|different)( sized?)? (putli|pupil|pupils)\b|\bone( eye| aankh ki| eye ki)? (putli|pupil)( \w+){0,3} (bigger|smaller|larger|badi|choti|chhoti)\b|\bone (putli|pupil)( \w+){0,2} (big|large|small|tiny|bada|badi|chhota|chota|chhoti|choti)( \w+){0,3} (other|dusri|doosri|dusra|doosra)\b|\b(ek|one) (putli|pupil)( is| hai)? (big|bigger|large|larger|small|smaller|bada|badi|chhota|chota|chhoti|choti)( \w+){0,2} (ek|one|dusri|doosri|dusra|doosra|other)( \w+){0,2} (big|bigger|large|larger|small|smaller|bada|badi|chhota|chota|chhoti|choti)\b/g, 'anisocoria'],
  [/\b(ek|one|1) (taraf|side)( \w+){0,2} (jhuk\w*|lean\w*|tilt\w*)( ke| kar| and| while)? walk\b/g, 'ataxia'],
  // Blood that sprays or runs in a stream, or does not stop when pressed, is heavy bleeding.
  [/\b(spray|sprays|spraying|sprayed|shoot|shoots|shooting|fountain)( of| out)? blood\b|\bblood( \w+){0,2} (spraying|sprayed|shooting|fountain)\b|\bblood (ki|ka) (dhaar|dhar|dhara|dhaara|fawwara|fuvara)\b/g, 'bleed much'],
  [/\b(dabaane|dabane|dabaya|dabake|press|pressed|pressing)( \w+){0,3} (nahi|not|cant) stop\b/g, 'bleed much'],
  // Red jelly or jam in the stool is blood: 'potty like red jelly', 'latrine laal paani jaisi'.
  [/\b(red|laal|lal)( and| aur)? (jelly|jam)\b|\braspberry jam\b/g, 'blood stool'],
  [/\b(stool|diarrhoea)( sudden| bilkul| full| totally| completely| just| pure| puri| poori)+ red\b/g, 'blood stool'],
  // Little or no urine: 'barely a wet spot', 'the litter box is dry since last night'; squatting again with nothing.
  [/\b(mild|few|little|small|tiny|only|just)( a| one| ek)? wet (spot|spots|patch|patches|clump)\b/g, 'drop'],
  [/\blitter( box| tray)?( \w+){0,4} (se|since) (dry|sukha|sookha|sukhi|sookhi|sookhaa|sukhaa)\b|\blitter( box| tray)?( \w+){0,4} (dry|sukha|sookha|sukhi|sookhi)( \w+){0,2} (since|se|all day|whole day)\b/g, 'litter anuria'],
  [/\bsquat\w*( \w+){0,6} (nothing|drop|again)\b|\bagain( \w+){0,3} squat\w*\b|\b(keep|keeps|keeping|kept)( on)? squat\w*\b/g, '$& strain'],
  // Tissue hanging out after a birth or from behind: 'laal maans jaisa hissa bahar latak raha', 'peeche se laal gol sa kuch latak raha'.
  [/\b(red|laal|lal|pink|gulabi|flesh|fleshy|maans|mass|lump)( \w+){0,5} (bahar|out)( \w+){0,2} hang\b|\bhind se( \w+){0,4} (red|laal|pink|gulabi|flesh|fleshy|maans|mass|lump|gol|round)( \w+){0,4} hang\b/g, 'prolapse'],
  // Rabies: fear of water, snapping at the air, an animal that bit and then died.
  [/\b(water)( se| ko| dekh\w*)?( bhi)?( door)? (dar|darr|darta|darti|darte|darna|bhaag\w*|bhag\w*|afraid|scared|fear\w*)\b|\b(afraid|scared|fear|terrified|frightened) of water\b|\bhydrophobia\b/g, 'waterfear'],
  [/\b(bite|snap|snaps|snapping|snapped)( at| on)?( the)? (air|hawa)\b|\b(hawa|air) (mein|me|main|ko|at)( \w+)? (bite|snap\w*)\b/g, 'airbite'],
  [/\b(animal|dog|cat|monkey|bandar)( \w+){0,3} (died|dead)\b/g, '$& biterdied'],
  // A fight or bite with an animal that died soon after, told in two clauses: 'bhid gayi thi last week, wo dog 2 din baad mar gaya'.
  [/\b(bite|bitten|attack|fight|fought|fighting|ladai|lad|ladi|lada|ladte|bhid|bhidi|bhida)\b(?! (by|from) (a |the )?(tick|ticks|mosquito|mosquitoes|flea|fleas|insect|insects|ant|ants|bee|bees|wasp))[^.]{0,80}\b(animal|dog|cat|monkey|bandar)( \w+){0,4} (died|dead|mar gaya|mar gayi|mar gya|mar gyi)\b(?! (of|from|due|because|in an|in a))/g, '$& rabiesexposure'],
  // Not vaccinated: 'vaccine nahi lagi', 'rabies ka teeka nahi laga', 'not vaccinated yet', 'no vaccine done'.
  [/\b(not|never|no|nahi|na|un)( (yet|abhi|tak|ever|been|any|koi|kabhi|bhi|got|get|had|have|has|fully|properly|rabies|anti|his|her|its|the))* vaccine\b|\bvaccine( (ka|ki|ke|abhi|tak|bhi|koi|rabies|yet|is|was|are|were|has|have|been|done|given|shot|ek))* (nahi|not|na)( (wound|apply|hua|hui|hue|done|given|diya|di|lagwaya|lagwayi|karwaya|karwayi|hai|tha|thi|hain|lagi|laga|lage))*\b/g, 'unvaccinated'],
  // A bite or scratch from a wild animal that carries rabies in India: a jackal, fox, mongoose, wolf or bat.
  [/\b(siyar|siyaar|gidar|geedad|gidad|giddar|jackal|jackals|fox(?! (terrier|our|my|is|hamara|hamari))|lomdi|lomri|lomadi|lomdee|mongoose|nevla|newla|neola|nevala|wolf|bhediya|bhedia|bhediyaa|chamgadar|chamgadad|chamgaadad|chamgadd)( (ne|se|which|that|jo|ki|ka|ke))?(?:(?!\b(can|could|will|would|may|might|if|agar|should)\b)[^.]){0,60}\b(bite|bitten|attack|scratch|nochna|noch)\w*\b|\b(bat|bats|chamgadar|chamgadad) (flew|fly|flying|came|come|comes|entered|enter|got|aaya|aayi|ghusa|ghusi|ghus)\b[^.]*\b(caught|catch|kill|killed|bite|chew|play)\w*\b|\b(caught|catch|kill|killed|killing) (a |the |ek )(bat|chamgadar|chamgadad)\b|\b(bite|bitten|attack|scratch)\w* (by|from)( a| an| the| some)? (wild )?(jackal|fox|mongoose|wolf|bat|siyar|gidar|lomdi|nevla)\b/g, '$& wildbite'],
  // The appetite lost: 'lost appetite for 2 days', 'bhookh khatam'.
  [/\b(lost|losing|loses|loss of|gone off)( his| her| its| the)? appetite\b|\bappetite (lost|gone|kam|khatam)\b/g, 'anorexia'],
  // The belly growing by the hour after a knock: 'his tummy is getting bigger'.
  [/\bbelly( \w+){0,3} (bigger|growing|grows|grew|expanding|badh\w*)\b(?![^.]*\b(pregnant|labour|garbhvati)\b)(?<!\b(pregnant|labour|garbhvati)\b[^.]*)/g, 'belly swollen'],
  // Jelly at an eye is its inside coming out: 'aankh mein se safed-sa jelly bahar'.
  [/\beye( \w+){0,5} jelly\b/g, 'eye wound'],
  // A repellent coil or incense lit in a room is not a burn.
  [/\b(repellent|coil|coils|agarbatti|incense|candle|candles|dhoop)( was| is| were| are| kept| left)? burn\b/g, '$1 light'],
  // A pack said whole: 'all pieces are there', 'none missing', 'koi nahi nikli'.
  [/\bnone (missing|gone|taken)\b|\bnothing (missing|gone)\b|\b(koi|ek bhi) (nahi|not) (nikli|nikla|missing|gayab|kam)\b|\ball( \d+| the)? (pill|piece|pieces|cube|cubes|cakes|sachets)( \w+){0,3} (inside|andar|there|stop|sealed)\b|\bfoil (is |was )?(not|nahi) (broken|torn|open|opened|punctured)\b/g, 'intact'],
  // A story the owner dates with 'pehle ... tha': 'pehle ulti me khoon aaya tha'.
  [/(^|\| )(pehle|earlier|previously)\b(?=[^|]*\b(tha|thi|was|had|hua|hui)\b)/g, '$1longago'],
  [/\b(first|pehli|pahli|pahlee|pehlee|1st)( baar| bar| time)? heat\b/g, 'estrus'],
  // Knuckling over is a leg the nerves no longer hold.
  [/\bknuckl\w*( over| under)?\b/g, 'failing'],
  // Paws set down upside down, in Hindi: 'pichhle pair ke panje ulte rakh raha hai'.
  [/\b(panje|panja|paw|paws|pair|pairon|feet|foot|leg|legs)( \w+){0,2} (ulte|ulta|ulti|ultey|upside down)\b/g, 'failing'],
  // Two small holes are fang marks.
  [/\b(two|2|do)( small| tiny| little)? (puncture|punctures|hole|holes|chhed)\b/g, 'bitten'],
  // A litter born in part: 'ek bachcha diya, baaki pet mein'.
  [/\byoung (give|hua|hue|hui)\b/g, 'labour young'],
  // Vomit the colour of coffee, or a black stool, is old blood.
  [/\b(dark|black|kaali|kala|kaala)( dark| colou?r| colou?red| rang ki| rang ka)? vomit\b/g, 'vomit blood'],
  [/\bstool( bhi| is| was| also)? (black|kaali|kala|kaala|kali)\b|\b(black|kaali|kala|kaala) (tarry )?stool\b/g, 'melena'],
  [/\b(not|cant|stop)( really| properly| even| much| fully| done| did| made| kiya| kari| ki)? pee\b/g, 'anuria'],
  // Black like tar is digested blood.
  [/\b(black|dark|kaali|kala|kaala)( \w+)? (like )?(tar|tarry|coaltar)\b|\btarry\b/g, 'melena'],
  // 'A bit sleepy', 'bit dull': a mild sign.
  [/\bbit (weak|tired|low|quiet|off)\b/g, 'mild $1'],
  [/\b(one|1|ek|a|single) chocolate finger\b/g, 'chocolate mild'],
  // Not the walker's dog that drank: 'walker: dog drank water from a puddle'.
  [/\bwalk\w*( like| as if)?( (?!dog|cat|pet|young|he|she|it|who)\w+)? (drunk|drink|sharabi|sharaabi)\b/g, 'ataxia'],
  // A thing the owner cannot find is missing: 'battery nahi mil raha'.
  [/\bnahi mil (raha|rahi|rha|rhi|rahe)\b|\b(cant|cannot|not) find\b/g, 'hang'],
  // Acting strangely, drooling and biting: how rabies shows.
  [/\b(acting|act|behave|behaving|behaviour|behavior|harkat\w*)( \w+)? (trouble|strange|strangely|weird|weirdly|odd|ajeeb|ajib)\b|\b(trouble|strange|weird|odd|ajeeb|ajib)( sa| si)? (behave|behaving|behaviour|behavior|harkat\w*|acting|bartaav|bartav|bartao|bartaw|vyavhar|vyavahar)\b/g, 'oddbehaviour'],
  // The whole body twitching or shaking is a fit.
  [/\b(poora|pooraa|pura|puraa|poore|pure|whole|full|entire|sara|saara|saaraa) (shareer|sharir|body|badan)\b/g, 'much'],
  [/\b(even|despite)( with| after)? (pressure|press|pressing|pressed|dabane|dabaane)\b/g, 'much'],
  [/\bslip\w*( off| from| down from)\b/g, 'fall'],
  [/\bamul dark\b/g, 'chocolate'],
  // Cadbury Celebrations is a box of chocolates, not a party: 'ate the whole Celebrations box'.
  [/\b(cadbury )?celebrations?( \w+)? (box|pack|packet|dabba|hamper|gift|tin)\b|\bcadbury celebrations?\b/g, 'chocolate $&'],
  // A good amount is no small amount: 'a good amount of the onion gravy, maybe 3-4 spoons' for a 3 kg cat.
  [/\b(a )?(good|large|big|huge|decent|fair|sizeable|sizable)( \w+)? (amount|quantity|portion|helping)\b/g, 'much'],
  // Since a day of the week is since days: 'hasn't eaten since friday'.
  [/\bsince (monday|tuesday|wednesday|thursday|friday|saturday|sunday|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|ravivar|itvaar|itwar)\b/g, 'since days'],
  // 'His red part' is the penis; out for hours and not going back is a paraphimosis.
  [/\b(red|pink|gulabi|laal|lal) part\b/g, 'genital'],
  [/\bgenital( \w+){0,4} (stay|stays|staying|stuck|remain|remains|rehta|reh)\w*( \w+)? (out|bahar)\b/g, 'prolapse'],
  // 'Red thing stuck outside, not going back' beside the genitals: a penis that cannot go back in.
  [/\bgenital\b([^.]{0,40}?) (red|pink|purple|swollen|laal|gulabi|flesh|fleshy)( \w+){0,2} (stuck|stays|staying|remain\w*|hang\w*) (outside|out|bahar)\b/g, 'genital$1 prolapse'],
  // A chow chow's or shar pei's blue-black tongue is the breed's.
  [/\b(chow|chowchow|sharpei)\b([^.]{0,60}?)\b(blue|black)( \w+){0,2} tongue\b/g, '$1$2breedtongue'],
  // Sick on every car ride is travel sickness, a routine question before a trip: 'drools and vomits every time we go in the car'.
  [/\b(vomit|drool)( and (vomit|drool))?( \w+){0,2} (usually|always|whenever)( \w+){0,5} (vehicle|travel|journey|drive|ride|safar)\b|\b(vehicle|travel|journey|motion) (sickness|sick)\b/g, 'carsick'],
  // Twitching in sleep 'like a fit' is a dream compared with a fit, not a fit.
  [/(?<=\b(twitch|jerks|paddle|shake)\b[^.]{0,40}\bsleep\b[^.]{0,15})\blike( a| an| some)? seizure\b/g, 'like dream'],
  // 'Bleeding that much is normal?' asks about the amount already told, not a heavy bleed.
  [/\b(that|this|itna|itni) much (is |was )?(fine|ok|okay|normal)\b/g, 'that $3'],
  // Like grapes, grape-flavoured: a taste or a colour compared, not grapes eaten ('kala khatta, is it like grapes?').
  // 'The grape one' said after a syrup or sweet is its flavour too: 'kala khatta syrup chaat liya grape wala'.
  [/(?<=\b(kalakhatta|syrup|gola|flavour|taste|colour|color|candy|ice|jelly|juice|drink|rasna|tang|sharbat|sherbet|squash|toffee|lollipop)\b[^.]*)\b((like|jaisa|jaisi|jaise) grape|grape (wala|wali|vala|vali|wale))\b|\b(is|isnt) (it|this|that|ye|yeh) like grape\b|\bgrape (jaisa|jaisi|jaise|flavour|flavor|flavoured|flavored|colour|color|coloured|colored|type|wala flavour|rasna|tang|powder|candy|toffee|lollipop|soda|syrup|essence)\b/g, 'flavour'],
  // An eye shut by the pet: 'aankh se khoon aur band kr li' (not the bleeding stopped).
  [/(?<=\beye\b[^.]*)\bstop (kr|kar|karke|krke) (li|liya|lee|rakhi|rakha|rakhta|rakhti)\b/g, 'squint'],
  // A sachet, box or bottle 'band hai' is closed: 'saare 10 sachet band hai'.
  // 'Band' (closed) is read as 'stop', which would negate what follows: the pack is whole.
  [/\b(sachet|sachets|packet|packets|box|dabba|dibba|dibbi|bottle|tube|pack|pouch)( \w+){0,2} stop (hai|hain|h|the|tha|thi|hi)\b/g, '$1$2 intact $3'],
  // Chasing its own tail in play is no loss of balance: 'apni poonch ke peeche gol gol ghoomta hai masti mein'.
  [/\b(poonch|tail|punch|pooch|poonchh)( ke| ki| ka)? (hind|peeche|piche|pichhe|after)( \w+){0,3} (ataxia|ghoom\w*|bhaag\w*|run\w*|chase\w*)\b/g, 'tailchase'],
  // A toy played with is not a thing swallowed: 'playing with her ball like always'.
  [/\b(play|playing|plays|played|khel|khelta|khelti|khel raha|khel rahi) with (his |her |its |the |a |my )?object\b/g, '$1 with plaything'],
  // 'Zor se' is loudly or hard, not straining, unless it is said of peeing or a stool.
  [/\bstrain se\b(?! (pee|stool|susu|potty|tatti|latrine|press|dabav|dabaa))/g, 'much'],
  // Two small chocolates are a small amount: '2 chhote 5 Star', 'one small Dairy Milk'.
  [/\b(one|ek|1|2|do|two|a)( small| chhote| chhota| chhoti| mini| tiny) chocolates?\b/g, '$& mild'],
  // A small swelling or bump: 'small swelling there, acting normal'.
  [/\b(small|tiny|little|chhoti|chhota|halki|halka|thodi|thoda)( si| sa)? (swollen|lump)\b/g, 'mild $3'],
  // Nothing missing from it: 'I checked, no piece missing'.
  [/\b(not|no|koi) (piece|pieces|bit|bits|part|parts|tukda|tukde|object)( is| was)? (hang|gone)\b/g, 'intact'],
  // Foam from a cushion or mattress is stuffing, not foam at the mouth.
  [/\b(cushion|sofa|mattress|pillow|gadda|takiya|seat|bed)( ka| ki| ke| of)?( \w+){0,2} foam\b|\bfoam (ka |ke |ki )?(tukda|tukde|piece|pieces|bits)\b|\bfoam (from|of|out of) (the |a |his |her |my )?(sofa|cushion|mattress|pillow|bed|seat|gadda|takiya)\b/g, 'stuffing'],
  // All of them, then counted, across a comma: 'saare 10 sachet band hai, gin liye'.
  [/\b(saare|sare|sab|sabhi|all)\b[^.]{0,30}\bcounted\b/g, 'intact'],
  // Signs the learned second opinion caught but no rule read (decision 0066, "Rules for what only the second opinion caught").
  // A remote's or a watch's cell is a button battery: 'rimot ka sel nigal liya', 'small round cell is missing'.
  [/\b(rimot|remote|ghadi|vehicle|watch|button|batan|batton|round|gol|coin)( ka| ki| ke| wala| wali| wale)?( \w+)? (sel|cell|cells)\b/g, 'battery'],
  // A fish hook, in Hindi a 'machhli ka kaanta' (the lexicon reads 'kaanta' as a thorn).
  [/\b(machhli|machhlee|machli|fish|fishing)( \|)?( \w+){0,2} (protrude|kaanta|kanta|hook|object)\b/g, 'fishhook object'],
  // Nothing comes out: a cat squatting in the sink, a dog lifting his leg.
  [/\bnothing (come|comes|coming|came) out\b|\b(kuch|kuchh) (nahi|nhi|ni) (hota|hoti|aata|aati|nikalta|nikal raha)\b/g, 'nothing nothingout'],
  // No pee since last night: 'pee ni kiya, litter ekdum sukha'.
  [/\b(pee|susu|peshab|pesab|peshaab)( \w+)? (ni|nahi|nhi|not) (kiya|ki|kari|kara|hua|hui)\b(?=[^.]*\b(since|raat|kal|yesterday|morning|subah|hour|hours|ghante|din|days)\b)|(?<=\b(since|raat|kal|yesterday|morning|subah|hour|hours|ghante|din|days)\b[^.]*)\b(pee|susu|peshab|pesab|peshaab)( \w+)? (ni|nahi|nhi|not) (kiya|ki|kari|kara|hua|hui)\b/g, 'anuria'],
  // Blood like a fountain or a spray, or a cloth soaked: 'khoon phuhaar jaisa', 'phavvaare ki tarah', 'kapda bhi bheeg gaya'.
  [/\b(phuhaar|phuhar|fuhaar|phavvaare|phavvara|fawwara|fountain|spray)\b(?=[^.]*\b(bleed|blood)\b)|(?<=\b(bleed|blood)\b[^.]*)\b(phuhaar|phuhar|fuhaar|phavvaare|phavvara|fawwara|fountain)\b/g, 'much'],
  [/(?<=\b(bleed|blood|object)\b[^.]*)\b(bheeg|bheega|bheegi|bhig|bhiga|bhigi|bheeg gaya|soak)\b/g, 'bleed much'],
  [/\b(blood|bleed)( again| much)? (beh|bah|behta|behti|bahta|bahti|nikal)\w*/g, 'bleed much'],
  [/\bagain (the )?(bleed|blood)\b|\b(bleed|blood)( \w+){0,3} (ruk|rukta|rukti|ruka|stop)( hi)? (nahi|nhi|ni)\b/g, 'bleed much'],
  // Pushing with nothing coming in labour, the next one not coming, green water and no pup.
  [/\b(doosra|doosraa|dusra|dusraa|next|second|agla|aglaa|aur|baaki)( \w+)?( (young|baccha|bachcha|bacha))?( \w+)? (nahi|not|ni|nhi) (aa|come|ho|hua|nikal)\w*(?=[^.]*\b(young|labour|pregnant|female)\b)|(?<=\b(young|labour|pregnant)\b[^.]*)\b(doosra|doosraa|dusra|dusraa|next|second|agla|aglaa)( \w+){0,3} (nahi|not|ni|nhi) (aa|come|ho|hua|nikal)\w*/g, 'labour stuck'],
  // A penis out for hours and swollen or dark.
  [/\bgenital( \w+){0,4} (out|outside|stuck|bahar)\b(?=[^.]*\b(swollen|dark|blue|hour|hours|ghante|purple)\b)/g, 'genital prolapse'],
  // Something fleshy hanging from behind after a birth: the womb turned out.
  [/(?<!\bexcited\b[^.]*)\b(red|pink|fleshy|mass|lump)( \w+){0,5} (hang|hanging|nikal\w*|out)( \w+)? from( the| her| his| its)? (hind|anus|genital|bottom|behind|peeche|pichhe|piche)\b(?![^.]*\b(go|goes|going|went) (hind|back) in\b)/g, 'prolapse'],
  // A temperature of 105 F or more.
  [/\b(10[5-9]|11\d)(p\d)? ?(f|degree|degrees|fahrenheit)\b/g, 'fever much'],
  // Cold to the touch and weak or shaking: a chilled old dog, a cold floppy kitten.
  [/\b(very|bahut|much|ekdum|ice) cold\b|\bcold (to touch|to the touch|body|badan)\b|\b(body|badan|shareer|ears|ear|paws|paw|legs|leg|paer)( \w+){0,2} (cold|thanda|thande|thandi)\b/g, '$& coldbody'],
  [/\bfloppy\b/g, 'weak'],
  // Mosquito refills in Hindi spellings: 'All Out ki riphil', 'Good Knight ki likvid'.
  [/\b(all out|allout|good knight|gud naait|gud nait|goodknight|insecticide)( ki| ka| wali| wala| ke)?( \w+)? (riphil|refill|likvid|liquid|machine)\b/g, 'repellent'],
  // Rat poison in Hindi: 'chuhe/rat maarne ki goli, ka pest'.
  [/\b(rat|chuha|chuhe|chuhon)( \w+)? (maarne|marne|maarnewali|marnewali|mar)( wali| wala| ki| ka| ke)?( \w+)? (pill|dawa|dawai|goli|pest|paste|cake|pellet|pellets)\b/g, 'ratpoison'],
  [/\bratpoison\b(?=[^.]*(?<!\b(not|no|nahi|none|koi)( \w+)? )\b(hang|khali|khaali|empty|gone|half|lots|missing|gayab|ghayab|gaayab|gaayb)\b)/g, 'ratpoison eat'],
  // A whole bottle of cough syrup is a human medicine: 'cough syrup ki poori bottle pi li'.
  [/\bcough (syrup|sirap|syrap)\b/g, 'humanmed'],
  // Tea tree oil (the lexicon read 'tree' as 'three').
  [/\btea (tree|three) oil\b/g, 'essentialoil'],
  // Balms of camphor and wintergreen ('zandu balm', 'amrutanjan', 'tiger balm') are pain balms; Vicks is a camphor rub.
  [/\b(zandu|amrutanjan)( balm)?\b|\btiger balm\b/g, 'painbalm'],
  [/\bvicks( vaporub)?\b/g, 'humanmed'],
  // Running around like mad after chocolate is the nerves.
  [/\b(pagal|paagal) (jaisa|jaisaa|jaisi|jaise|sa|si)( \w+)? (bartaav|bartav|behave|behaving|behaviour|behavior|harkat\w*|vyavhar|vyavahar)\b|\b(it is|its|is|was|he is|she is) (mad|rabid|pagal)\b(?! (at|about|with|for|after))/g, 'rabid'],
  [/\b(running|run|bhaag\w*|daud\w*)( \w+){0,2} like (mad|crazy|pagal)\b|\bpagal (jaisa|jaisi|jaise)\b/g, 'hyper'],
  // A fall from a balcony railing missed, a kite-line cut.
  [/\b(jump|jumped|jumping)( \w+){0,4} (height|railing|ledge|wall|parapet)( \w+){0,2} (missed|miss|slipped|slip|fall)\b/g, 'fall height'],
  // A deep bite or a hole in the belly with something pink showing.
  [/\bdeep bite\b/g, 'deep bitten'],
  [/\b(deep|hole|wound)( \w+){0,4} (belly|chest|pet)( \w+){0,4} (pink|red|protrude)( \w+){0,2} (show|showing|dikh\w*|out|bahar)\b/g, 'organsout'],
  // A cracker that burst in the mouth.
  [/\bfirecracker\b(?=[^.]*\b(exploded|explode|burst|phata|phat)\b)(?=[^.]*\b(mouth|face|eye|muh)\b)/g, 'firecracker burn'],
  // A porcupine's quills.
  [/\b(saahi|sahi|sehi|porcupine)\b(?=[^.]*\b(protrude|kaante|quills|thorn|ghuse|ghus)\b)/g, 'deep wound'],
  // Something jammed in the throat: a stick, a bone ('gale me haddi fas gayi').
  [/\b(object|bone)( \w+){0,4} (throat|gala|gale)( \w+){0,2} (stuck|jammed|jam|fas|fasi|fas gayi|phas\w*)\b|\b(throat|gale)( \w+){0,2} (object|bone)( \w+)? (stuck|fas|fasi|phas\w*)\b|\b(object|bone)( \w+){0,3} (jammed|stuck) (in|into) (his |her |its |the )?throat\b/g, 'throatstuck'],
  // The mouth that will not close or will not open: a broken jaw, something wedged, lockjaw, rabies.
  [/\b(mouth|jaw|jabda)( \w+){0,2} (stop|band|close|shut)( \w+){0,2} (nahi|not|cant|na)\b|\b(cant|not|unable to) (close|shut|open) (his |her |its |the )?(mouth|jaw)\b/g, 'jawstuck'],
  // Fished out of a drain or a pool, now coughing: near-drowning.
  [/\b(nalle|nalla|naale|naala|naali|nallah|gutter|sewer|nala|nali|pool|tank|river|canal)( \w+){0,2} (me|mein|main|in|into) (fall|gir)\w*\b|\b(swam|swim|swimming)( \w+){0,3} (stuck|drown|struggl\w*)\b/g, 'drown'],
  // Smoke from a fire, with coughing or fast breathing.
  [/\b(dhuen|dhuan|dhuaan|dhua|smoke)\b(?=[^.]*\b(aag|fire|burn|jal\w*|angithi|angeethi|angeethee|angithee|anghithi|sigri|sigdi|singedfur)\b)|(?<=\b(aag|fire|angithi|angeethi|angeethee|angithee|anghithi|sigri|sigdi|singedfur)\b[^.]*)\b(dhuen|dhuan|dhuaan|dhua|smoke)\b/g, 'smokefire'],
  // Milk out of a newborn's nose and noisy breathing: milk gone into the lungs.
  [/\bmilk( \w+){0,4} (nose|naak)\b(?=[^.]*\b(breathe|cough|cracking|crackling)\b)/g, 'aspiration'],
  // Breaths counted at rest: 'I counted 60+ breaths in 1 minute'.
  [/\bcount\w*( \w+)? ([4-9]\d|1\d\d) breathe\b/g, 'breathe fast'],
  // Maggots in a wound: 'full of worms moving', 'keedon se bhara'.
  [/\bfull of parasite (move|moving|crawl\w*|chal\w*)\b|(?<=\b(wound|deep|ghaav|hole)\b( \w+){0,4} )(full of parasite|(parasite|keede|keedon)( se)? (bhara|bhari|bhare))\b/g, 'maggot'],
  // Afraid of water in Hindi: 'paani se darta hai'.
  [/\bwater se (dar|darta|dartaa|darti|dartee|dare|ghabra)\w*/g, 'waterfear'],
  // Boiling tea, milk or oil spilt on the skin.
  [/\b(boiling|ubalta|ubalti|ubaltee|ubalte|ubla|ubli|khaulta|khaulti|garam garam)( \w+){0,2} (water|lick|tea|chai|chaay|oil|tel|doodh|milk|dal)\b/g, 'burn'],
  // Hind legs that do not move after a sudden fall.
  [/\b(hind|leg|legs|paer|pair)( \w+)? (nahi|not|cant|ni) (move|hil\w*|chal\w*)\b/g, 'paralysed'],
  // Never spayed, or heat ended weeks ago: a female, for the closed-womb reading.
  [/\b(not|never|no|nahi) (\w+ )?spay\w*\b/g, 'female'],
  [/\b(heat|estrus)( \w+){0,3} (khatam|ended|over|finished)\b/g, 'female'],
  // A tom cat, a 'billa', is male.
  [/\btom cat\b|\b(billa|bilaa|bilaav|bilauta)\b/g, 'male cat'],
  // Wrappers counted, or a sweet found gone, were eaten: '10 wrappers found', 'the whole tray of brownies is gone'.
  [/\b(\d+|many|several|all|lots of|saare|bahut) (empty )?(wrappers|wrapper|foils)\b/g, '$& eat'],
  [/\b(chocolate|grape|onion|xylitol)( \w+){0,6} (is|are|was|were) (gone|missing|finished|khatam)\b/g, '$& eat'],
  // Reddish watery stool is blood in it.
  [/\b(stool|diarrhoea)( \w+){0,3} (red|reddish|laal|lal)\b/g, '$& blood'],
  // Not getting up at all: 'bilkul nhi uth rhi'.
  // Not waking early is sleep: 'subah jaldi uth nahi raha, late tak sota hai'.
  [/(?<!\b(jaldi|early|time pe|time se) )(\b(uth|utth|khada|khadi)( \w+)? (nahi|nhi|ni|not) (raha|rahi|rha|rhi|pa|paa|ho)\w*\b|\b(nahi|nhi|ni) (uth|utth|stand)( \w+)? (raha|rahi|rha|rhi|pa|paa)\b)/g, 'immobile'],
  // Very little urine: 'susu bahut kam'.
  [/\b(pee|susu|polyuria|peshab)( \w+)? (kam|less|very little|barely)\b/g, 'oliguria'],
  // A womb infection the vet has named, now with fever, vomiting or collapse.
  [/\b(pyometra|pyo|bachedani mein pus|uterus infection|womb infection)\b/g, 'female discharge'],
  // Most of it eaten, only a small piece left: 'ate most of it, only small piece left'.
  [/\bmost of (it|the|them)\b|\b(only |just )?(a )?(small|little|tiny|chhota|mild) (piece|bit|tukda)?( mild)?( was| is)? (left|remaining|bacha|bachi)\b/g, 'much'],
  // Bit, the past of bite, before who was bitten: 'bit our cat and my daughter's hand'.
  [/(?<!\b(a|little|tiny|thoda|mild|just a|only a) )\bbit (my|our|his|her|me|him|us|both|another|the)\b/g, 'bite $1'],
  // A collapsing windpipe is a cough, not a collapse.
  [/\bcollapse\w* (trachea|windpipe|tracheal)\b/g, 'trachea'],
  // A pet named for a food: 'Kitkat (my dog's name lol)'.
  [/\b(chocolate|grape|onion|lily|xylitol)( \w+)? (my|our|meri|hamari|hamara|mera) (dog|cat|pet|young|flatface)s? name\b/g, 'petname'],
  // The name, then whose pet it is and that it is a name: 'Oreo (my lab, yes that's his name lol)'.
  [/\b(chocolate|grape|onion|lily|xylitol) (my|our|meri|hamari|hamara|mera)\b[^.]{1,30}?\b(name|naam)\b/g, 'petname'],
  // Dizzy and falling: 'gir gaya jaise chakkar aaya'.
  [/\bchakkar (come|aaya|aa gaya|aa raha|khake|kha ke|khaake)\b/g, 'collapse'],
  // Blisters on the tongue or in the mouth after a cleaner: a chemical burn.
  [/\b(tongue|mouth|jeebh|jeeb|muh|lips)( \w+){0,2} (chhale|chhaale|chhala|chhaala|blisters|blister|ulcers|ulcer)\b/g, 'burn mouth'],
  // A belly that has swollen up, in Hindi: 'pet achanak bahut phool gaya, pet thos hai'.
  [/\bpet( (sudden|achanak|bahut|much|ekdum|mild|thoda))* (swollen|thos|hard|tight) (gaya|gayi|hai|h|ho gaya|ho gayi|lag raha|lag rha|lag rahi)\b/g, 'belly $3'],
  [/\bthos\b/g, 'hard'],
  // Pest control sprayed in the flat is an insecticide.
  [/\bpest control\b/g, 'insecticide'],
  // Jumped into a drain and swallowed dirty water.
  [/\b(jump|jumped|kood\w*)( \w+)? (in|into) (the |a )?(nalla|nala|nalle|naala|naali|nali|gutter|sewer|pool|tank|river|canal|pond)\b(?![^.]*\b(swam|swim|swims|swimming|tair\w*)\b(?![^.]*\b(under|struggl\w*|pull|pulled|cough|drown|sink|sank|doob\w*|rescue\w*|nikala|tired|panic\w*)\b))|\bswallow( a lot of| lots of| much)? (dirty|ganda|gandaa|gandi|nalla|pool|river|sea|salt|salty) water\b/g, 'drown'],
  // Dark urine and very weak after tick fever: red cells breaking down.
  [/\b(pee|urine)( \w+){0,2} dark\b(?! yellow)|\bdark (pee|urine)\b/g, 'haematuria'],
  // Nothing comes, told after the pee or the tray: 'pee ke liye baithta hai aur kuch nahi nikalta'.
  [/(?<=\b(pee|litter|squat|squatting)\b( \w+){0,6} )nothing (come|comes|came|coming)\b(?! (out )?nothingout)/g, 'nothing nothingout'],
  // An object swallowed whole is no small amount: 'ate a rubber ball whole, the small one'.
  [/\bobject( \w+)? whole\b|\bwhole object\b/g, 'object swallow'],
  // Urine dripping by itself: 'pee apne aap tapak raha hai'.
  [/\bpee( \w+){0,3} (tapak|tapakta|tapak raha|drip|dripping|dribbl\w*)\w*/g, 'pee drop incontinence'],
  // A leg hanging after a fall: broken or out of joint.
  [/\bleg(( \|)? \w+){0,6} (hang|hanging|dangling|dangle|latak\w*)\b/g, 'leg broken'],
  // The tablet thought eaten was found whole: 'wo goli fridge ke neeche puri mil gayi'.
  [/\b(pill|tablet)( \w+){0,5} (puri |poori |whole )?(mil gayi|mil gai|mil gaya|mili|found)\b/g, 'intact'],
  // Both batteries still in the remote.
  [/\b(both|all|sab|saari|dono)( the)? (battery|batteries|cells)( \w+){0,2} (still )?(inside|there|andar|in place)\b/g, 'intact'],
  // Scooting on the floor after a stool is the anal glands, not legs dragged.
  [/\b(stool)( \w+){0,4} (drag|ghasit\w*|ghaseet\w*)\b|\bscoot\w*/g, 'scooting'],
  // A cat's own spot-on, 'the one for cats'.
  [/\bspoton( \w+){0,3} for cats?\b|\bcat (spoton)\b/g, 'catspoton'],
  // 'Looked mad' in Hindi: 'pagal lag raha tha', 'ek pagal sa dog'.
  [/\b(pagal|paagal) (lag|lagta|lagti|lag raha|lag rahi|sa|si|type)\b/g, 'rabid'],
  // Air heard through a chest wound: an open chest.
  [/\b(air|hawa)( \w+){0,3} (noisy|sound|bubbl\w*|hiss\w*|aawaz|awaaz)( \w+){0,3} (from|se) (it|the wound|wound|chest)\b|\bchest( \w+){0,3} wound( \w+){0,6} (air|hawa|bubbl\w*)\b/g, 'chestwound'],
  // Breaths counted in a minute, the count after: 'counted his breaths while sleeping, 56 per minute'.
  [/\bbreathe( \w+){0,3}( \|)? ([4-9]\d|1\d\d)( per| a| in)? (minute|min)\b/g, 'breathe fast'],
  // Pan masala and gutka packets: nicotine and areca.
  [/\b(rajnigandha|vimal|kamla pasand|shikhar|gutka|gutkha|pan masala|paan masala|paan masaalaa)( aur (tulsi|rajnigandha|vimal))?( \w+){0,5} (packet|packets|pouch|pouches|sachet|sachets|pudiya)\b|\b(gutka|gutkha|pan masala|paan masala)\b|\b(pan|paan) (masaalaa|masaala|masalaa)\b/g, 'nicotine'],
  // Shot with an air gun or pellets.
  [/\b(bandook|banduk|bandooq|airgun|air gun|pellet gun|chharre|chharra|chharron)\b/g, 'gunshot'],
  // Sweet or fruity breath with thirst or weakness: a diabetic crisis.
  [/\b(breath|halitosis|saans|muh ki smell)( \w+){0,3} (sweet|fruity|fruit|acetone|nail polish)\b/g, 'ketones'],
  // A kitten's or puppy's head showing and not coming out.
  [/\b(young|baccha|bachcha)( ka| ki| ke|s)?( \w+){0,2} head( \w+){0,8} (bahar|out|visible|dikh\w*|showing)\b/g, 'young stuck'],
  // Gone under the water: 'swam but then went under'.
  [/(?<=\b(pool|canal|river|water|pond|lake|nala|nalla|tank|sea)\b[^.]*)\b(went|go|goes|going|sank|sink|sinks) under\b/g, 'drown'],
  // Giving birth, in Hindi: 'bacche ho rahe hain'.
  [/\byoung (ho rahe|ho rahi|ho raha|hone lage|hone wale)\b/g, 'labour young'],
  // What may happen one day, or the signs to watch for, is no sign now: 'in case he gets bitten one day'.
  [/\b(in case|just in case|agar kabhi|if ever|god forbid)( \w+){0,6} (get|gets|ever|one day|kabhi|happens|happen|future|again|someday)\b[^|.]*/g, 'incase'],
  [/\b(what|which) (signs?|symptoms?|lakshan)( \w+){0,3} (mean|means|to watch|to look|should i|indicate|show)\b[^|.]*/g, 'educational'],
  // A belly button is not a belly: 'a soft swelling at his belly button'.
  [/\bbelly object\b|\b(navel|naabhi|nabhi|naabhee)\b/g, 'navel'],
  // An eye bigger than the other is swollen; one kept half shut is squinted.
  [/(?<=\beye\b[^.]{0,40})\b(bigger|larger|badi|bada) (than|se)( the)? (other|right|left|leave|dusri|doosri)( one| eye)?\b|\b(bigger|larger|badi|bada) (than|se)( the)? (other|right|left|leave|dusri|doosri) (one |eye )?eye\b/g, 'swollen'],
  [/\b(keep|keeps|keeping|kept|holds|holding|has)( it| the eye| his eye| her eye| its eye)? (half )?(closed|shut)\b|\bhalf (closed|shut)\b/g, 'squint'],
  // A belly moving fast up and down at rest is laboured breathing: 'pet bahut tez upar neeche ho raha hai'.
  [/\b(belly|pet|chest|chhati|stomach)( \w+){0,2} fast( fast)? (upar neeche|up down|up and down|in out|in and out|andar bahar)\b|\b(belly|pet|chest|chhati|stomach)( \w+){0,3} (upar neeche|up and down|up down|in and out)( \w+){0,2} fast\b/g, 'breathe fast'],
  // Shaking that is called like a fit, or a pose called like paralysis, is compared, not seen: 'kicking fast like a seizure'.
  // As if someone were choking: 'kharrate leta hai jaise koi ghut raha ho' (snoring).
  [/\b(jaise|like|as if)( koi| someone| somebody)( \w+){0,2} (choke|seizure|paralysed)\b/g, 'simile'],
  // Not an episode seen and named by its look: 'had what looked like a seizure'.
  [/(?<!\b(look|looks|looked|looking|leave|seem|seems|seemed|what|had|have|has|lag|lagta|lagti|laga|lagi)\b )\b(like|jaise|jaisa|as if)( a| an)?( he| she| it| hes| shes| its)?( is| was| has| had| have| having)?( a| an)? (seizure|paralysed|immobile)\b/g, 'simile'],
  // Someone else's saying the pet will die: 'sab keh rahe hain ... mar jaayegi'.
  [/\b(keh|kehte|kehti|kahte|kahti|bol|bolte|bolti|boli|bola|says|said|say|saying)\b([^.]*?)\bfearsdeath\b/g, '$1$2 fearrelayed'],
  // Staying put in one corner is hiding, not a collapse: 'doesn't move from one corner'.
  [/\bimmobile (from|se|in) (one|the|a|ek|his|her|its|uske|apne)( \w+)? (corner|place|spot|jagah|kona|kone)\b/g, 'hide'],
  // Trembling from fear is not a fit: 'dog bahut dara, kaanp raha tha', 'shaking with fear'.
  [/\b(scared|afraid|frightened|fear|dara|dari|dare|darr|darta|darti|ghabra\w*|dar)( \w+){0,3} (shake|twitch)\b|\b(shake|twitch)( \w+){0,2} (with|from|in|out of|se) (fear|dar|darr)\b/g, 'fearful'],
  // Eaten with what it was served on: 'ate a whole plate of seekh kebab with the wooden sticks', 'the chicken with the string'.
  [/\beat( \w+){1,8} (with|along with|including|plus)( the| its| their| all the)?( wooden| bamboo| metal| plastic| cotton)? (object|foil|wrapper)\b/g, '$& swallow'],
  // The prayer pose of a painful belly: 'standing with front legs down and bum up like praying'.
  [/\b(praying|prayer|namaz|namaaz)( position| pose| posture)?\b|\b(bum|butt|back|kamar|hips?) (up|upar|ooncha|oonchi|unchi|uncha|high)\b/g, 'pain prayerpose'],
  // An afternoon as a time, not the heat: 'since afternoon he has vomited'.
  [/\b(since|from|till|until|by|yesterday|this) heat\b(?! (wave|stroke|exhaustion))/g, '$1 time'],
  // A medicine for a pet's seizures is its epilepsy, not a fit now: 'refill phenobarbitone for my dog's seizures'.
  [/\b(refill|medication|medicine|dawai|dawa|pill|treatment)((?: \w+){0,4}) (for|ki|ke liye|of) ((?:his |her |my |our |the )?(?:dog |cat )?)seizure\b/g, '$1$2 $3 $4epilepsy'],
  // Something coming out of a surgical cut: 'the stitches opened and something is coming out from the cut'.
  [/\b(something|kuch|kuchh)( \w+){0,2} (come|coming|nikal\w*|hang\w*|stick\w*|bulg\w*|protrude) out( \w+){0,4} (wound|cut|stitch|stitches|incision|tanke|taanke|tanka)\b/g, 'organsout'],
  // A tongue coloured by what was eaten is no blue tongue: 'kala khatta gola, his tongue is all purple now'.
  [/(?<=\b(kalakhatta|jamun|syrup|gola|ink|dye|colour|color|rang|berry|berries|blueberry|blueberries|popsicle|candy|icecream|crayon|crayons)\b[^.]*)\b(tongue|gum)( \w+){0,3} (blue|purple)\b/g, '$2 dyed'],
  // 'Coco' is a pet's name unless it is a cocoa food: 'coco powder'.
  [/\bcoco (powder|pudding|cake|biscuit|biscuits|drink|bar)\b/g, 'chocolate $1'],
  // A size compared is no small amount: 'a bit smaller than a tennis ball'.
  [/\b(a )?(bit|little|mild|thoda|thodi) (smaller|bigger|larger|chhota|chhoti|bada|badi) (than|se)\b/g, 'size than'],
  // Sides or flanks heaving fast at rest: 'her sides going in and out fast'.
  [/\b(side|sides|flank|flanks|ribs|pasli|pasliyan)( \w+){0,2} (in and out|in out|up and down|upar neeche|again)( \w+)? fast\b|\b(side|sides|flank|flanks|ribs)( \w+){0,2} fast( fast)? (in and out|in out|up and down|upar neeche)\b/g, 'breathe fast'],
  // Not peeing properly: 'susu theek se nahi kar raha'.
  [/\bpee (fine|theek|thik|sahi|properly)( se)? (nahi|not|na)\b|\bnot pee (properly|well|normally)\b/g, 'pee trouble'],
  // Coffee-ground bits in vomit, blood in it: bleeding in the stomach.
  [/\bcoffee( like| jaisa| jaise| jaisi)?( \w+)? (bits|grounds|ground|granules|particles|dana|daane)\b|(?<=\bvomit\w*\b[^.]*)\bdark (bits|grounds|granules|particles)\b|(?<=\bvomit\w*\b[^.]*)\bblood( \w+){0,2} in (it|that)\b/g, 'vomit blood'],
  // Black, sticky, tar-like stool: digested blood.
  [/\b(stool|potty)( \w+){0,4} (black|kaali|kali|kala|kaala)( \w+){0,3} (sticky|chipchipi|chipchipa|tar|tarry|coal)\b|\b(tar|tarry|coal tar)( like| jaisi| jaisa)?( \w+)? stool\b|\bstool( \w+){0,6} (tar|tarry|coal tar)\b/g, 'melena'],
  // Lips or face gone blue: 'in between her lips look bit bluish'.
  // Not a face grey with age ('he is 12 now ... face is grey'): grey is read as blue.
  [/(?<!\b(old|senior|age|aged|ageing|aging|now|years|yrs|year|saal|buddha|boodha)\b[^.]*)\bface( (look|looks|looking|is|are|turned|turning|gone|bit|mild|a|little|slightly|very|have|has))* blue\b(?![^.]*\b(old|senior|age|aged|ageing|aging|hair|fur|baal)\b)/g, 'gum blue'],
  // A belly tight as a drum or a balloon: 'pet dhol jaisa tight', 'tummy like a drum'.
  [/\b(belly|pet|tummy|stomach)( \w+){0,3} (dhol|drum|balloon|gubbara|football)\b/g, 'belly swollen hard'],
  // Swelling within the hour: 'within half hour his face puffed up'.
  [/\bwithin (half|an|a|one|\d+)( an)? (hour|hours|minutes|minute|min|mins)\b/g, 'sudden'],
  // Something red pushed out of the bottom, told from the bottom first: 'potty wale raste se ek laal gol sa maas bahar nikla'.
  [/\b(stool|potty) (wale|wali|wala|ke|ki) (raste|rasta|jagah|hisse|hissa)\b/g, 'anus'],
  [/\b(anus|genital)( \w+){0,3} (se|from)( \w+){0,3} (red|pink|laal|gulabi|flesh|fleshy|maas|maans|mass|lump|gol)( \w+){0,4} (bahar|out) (nikla|nikli|nikle|niklaa|aa gaya|aaya|aayi|come|came|hang)\b/g, 'prolapse'],
  // Small wet spots left wherever a cat sits: dribbles of urine.
  [/\b(chhota|chhoti|small|tiny|little|chota|choti|only|bas|sirf|mild)( sa| si| a)? (geela|gila|geeli|wet)( \w+)? (dhabba|dhabbe|spot|spots|patch|patches)\b(?![^.]*\b(sleep|sleeps|sleeping|lie|lies|lying|rest|rests|bed)\b)/g, 'oliguria'],
  // Barely lifting the head: weak.
  [/\b(barely|mild|hardly) (lift|lifting|lifts|raise|raising|raises) (his|her|its|the) head\b/g, 'weak'],
  // Not going back in, with a word between: 'andar hi nahi gaya'.
  [/(?<!\b(kabhi|never|cat|dog|young|billi|kutta|vo|wo|woh) )\b(andar|in|inside) (hi|bhi) (nahi|not) (ja|jaa|jaata|jaati|jata|jati|go|gaya|gayi)\b/g, 'prolapse'],
  // A mouth held a little open at rest: 'sitting with her mouth a little open'.
  [/\bmouth (mild |slightly |thoda |little |bit )open\b/g, 'openmouth'],
  // No interest in a walk or food: dull.
  [/\bnot interested( in)?( his| her| its| the)? (walk|walks|food|play|playing|khana|anything|toys|object)\b/g, 'lethargy'],
  // Eating and playing is a well pet, not something eaten: 'eating, playing normal', 'kha rahi hai, khel rahi hai'.
  [/\beat( rahi| raha| rahe| rhi| rha)?( hai| h)?( \|)?( aur| and)? (playing|play|khel\w*)\b/g, 'eatswell playing'],
  // A cigarette end: 'one cigarette butt from the road'.
  [/\b(nicotine|cigarette|beedi|bidi)( ka| ki| ke)? (anus|butt|butts|stub|stubs|end|ends|tukda)\b/g, 'nicotine butt'],
  // The blisters of a medicine strip are its foil, not burns: 'chewed an empty Crocin strip, all the blisters were empty'.
  [/\b(pill|pill2|humanmed|strip|tablet|tablets|foil|pack|packet)(( \|)? \w+){0,4} burn\b/g, '$1$2 foil'],
  // A nosebleed that will not stop, with words between: 'naak ke ek side se khoon aa raha hai, ruk hi nahi raha'.
  [/\bnose( \w+){0,5} (blood|bleed)\b(?=[^.]*\bmuch\b)/g, 'nosebleed'],
  // Ticks or other parasites, kept as history even when dated ('had lot of ticks last week'): tick fever shows a week or three later.
  [/\bparasite\b/g, 'parasite parasitehistory'],
  // Someone's saying or thinking it is a fit: 'my dadi says it's daura', 'my wife thought he was having a fit'.
  [/\b(says|said|say|keh|kehti|kehte|kehta|bol\w*|thinks|thought|think|worried|worries|scared|afraid|fears|feared)( it| that| ki| its| this| he| she| hes| shes)?( is| was| has| hai| having| have| were)?( a| an)? seizure\b/g, 'seizurerelayed'],
  // What happens if a dog bites one day: 'agar kisi kutte ne kaat liya toh kya hoga'.
  [/\b(agar|if)( \w+){0,4} (bitten|bite|attack)( \w+){0,3} (toh|to|then|kya)\b/g, 'ifbitten'],
  // A person's medicine for blood pressure, sugar, thyroid or the heart: 'meri BP ki 4-5 goliyan'.
  [/\b(meri|mera|my|papa|papas|mummy|mummys|dadi|dadis|nani|nanis|mom|moms|dad|dads|mother|father|grandma|grandpa|granny)( ki| ke| ka)?( \w+){0,2} (bp|pressure|sugar|diabetes|insulin|thyroid|heart|cholesterol)( ki| ke| wali| wale| ka)?( \w+){0,3} (pill|pill2|medicine|medication|dawa|dawai)\b/g, '$& humanmed'],
  // A cold pet that no longer even shivers: 'bilkul thanda hai, kaanp bhi nahi raha'.
  // Said either way round, unless it has warmed up since: 'very cold, shivering stopped and not moving much'.
  [/\b(cold|thanda|thandi|coldbody)\b[^.]*\b((shake|shiver\w*|kaanp\w*|twitch)( bhi| even)? (nahi|not|stop)|(not|nahi|no longer|stopped|stop) (shake|shiver\w*|kaanp\w*))\b(?![^.]*\b(warm|warmer|fine|better|playing)\b)/g, 'coldbody immobile $&'],
  // Black and sticky, colour first: 'black sticky potty'.
  [/\b(black|kaali|kali|kala|kaala|dark)( \w+){0,2} (sticky|chipchipi|chipchipa|tarry|tar)( \w+)? stool\b/g, 'melena'],
  // Vomit like coffee grounds, colour first: 'coffee jaisi kaali si ulti'.
  [/\b(caffeine|coffee)( like| jaisa| jaise| jaisi)?( \w+){0,3} vomit\b|\bdark (kaali|kali|kala|kaala|black)( si| sa)? vomit\b|\bvomit( \w+){0,4} (caffeine|coffee)( like| jaisa| jaisi| jaise| ground| grounds)\b/g, 'vomit blood'],
  // Hardly responding: 'floppy and hardly responding'.
  [/\b(hardly|hard|barely|not|nahi|mild) (respond|responds|responding|responsive|reacting|react|reacts)\b(?!( to| when)( his| her| its| my| the)? (name|call|calls|called|commands|voice|sound|sounds|noisy))/g, 'unconscious'],
  // Blood that spurts or gushes: 'khoon dhaar me nikal raha, ruk ruk ke fuhaar jaisa'.
  [/\b(blood|bleed)( \w+){0,3} (dhaar|dhar|fuhaar|fuhar|spurt\w*|squirt\w*|pump\w*|gush\w*)\b/g, 'bleed much'],
  // Licking the genitals and crying in the box: a cat's litter box.
  [/(?<=\b(genital|pee|lick)\b[^.]*)\b(in|inside) the box\b/g, 'in the litter'],
  // Blood like a tap, through the cloth within a minute: 'blood is coming like a tap ... it soaks through'.
  [/\b(blood|bleed)( \w+){0,4} like a (tap|nal|pipe|fountain)\b|(?<=\b(blood|bleed|cloth|kapda|bandage|towel|object)\b[^.]*)\b(soak|soaks|soaked|soaking)( \w+)? (through|thru)\b/g, 'bleed much'],
  // Trying to be sick with nothing: retching.
  [/\btry( \w+)? to (be unwell|vomit|puke|throw up|be sick)\b/g, 'retch'],
  // A side blown up: 'his side is blown up big after dinner'.
  [/\b(side|sides|flank|flanks)( is| are| looks| look| got| has| have)?( gone| become)? (blown up|blown|puffed up|bloated)\b/g, 'belly swollen'],
  // A drop left where she sleeps is leaking in sleep.
  [/\bdrop( \w+)? (where|when|while) (she|he|it) (sleep|sleeps|sleeping|lie|lies|lying|rest|rests)\b/g, 'incontinence'],
  // Trying to eat litter, and eating its own stool, are habits, not a blocked bladder or labour.
  [/\btry( \w+)? (eat|chew|lick)( \w+){0,3} litter\b/g, 'pica'],
  [/\beat( his| her| its)? own (stool|poop)\b/g, 'coprophagia'],
  // A dog's painkiller (an NSAID) named: in a cat it harms the kidneys like a human one.
  [/\b(meloxicam|metacam|meloxidyl|carprofen|rimadyl|firocoxib|previcox)\b/g, 'nsaid'],
  // Plastic lilies, and a sweet named for grapes: 'nakli lily ke phool', 'angoori petha'.
  [/\b(nakli|naqli|nikli|fake|artificial|plastic|object)( \w+){0,2} lily\b/g, 'artificial flower'],
  [/\bgrape petha\b/g, 'petha'],
  // A month named after 'last' is a date: 'last May he had heatstroke'.
  [/\blast (january|february|march|april|may|june|july|august|september|october|november|december|diwali|holi|summer|winter|monsoon)\b/g, 'longago'],
  // A belly heaving up and down, a neck stretched out, elbows held out: working to breathe.
  [/\b(belly|pet|chest|stomach)( \w+){0,2} (much|very|bahut) (upar neeche|up and down|heaving)\b/g, 'breathe fast'],
  [/(?<!\b(cough|hairball|honk|honking|reversesneeze|sneeze|snort|snorting|retch|excited)\b[^.]*)\b(neck|gardan)( \w+){0,2} (stretched|stretch|stretching|kheench\w*|khinch\w*)( out| forward| aage)?\b(?![^.]*\b(cough|hairball|honk|honking|reversesneeze|sneeze|snort|snorting|retch|excited)\b)/g, 'dyspnoea'],
  [/\belbows? (out|outward|outwards|apart|sticking out|bahar)\b/g, 'dyspnoea'],
  // Breaths counted, told after breathing in the same sentence: 'breathing like after a run ... i counted 60 a minute'.
  [/(?<=\bbreathe\b[^.]*)\bcount\w*( \w+)? ([4-9]\d|1\d\d)( a| per| in a| in one| in)? (minute|min)\b/g, 'breathe fast'],
  // A vitamin D cream for psoriasis: 'Daivonex', calcipotriol.
  [/\b(daivonex|dovonex|calcipotriol|calcipotriene|psoriasis cream|psoriasis ointment)\b/g, 'vitamind'],
  // A thread or band tight around a leg, tail or neck cuts off the blood.
  [/\b(object|thread|string|manjha|dhaga|hairtie|band)( \w+){0,4} (tight|tightly|hard|tied|wrapped|kasa|kasi)( \w+){0,2} (around|round|on|pe)( his| her| its| the| (my|our) (cat|dog|cats|dogs))?( front| back| hind| left| right)? (leg|paw|tail|neck|toe|pair|poonch)\b|\b(object|thread|string|manjha|dhaga|hairtie|band)( \w+){0,3} (leg|paw|tail|neck|toe|pair|poonch)( \w+){0,2} (lipat|lipta|lipti|lapet|lapta|lipat gaya|fas|phas|phasa|phansa)\w*\b/g, 'tourniquet'],
  // A litter tray left dry after a long sit: nothing came.
  [/\blitter( \w+){0,3} (sukhi|sukha|khali|sookhaa|sookha|sookhi|sookhee|sukhaa|khaali)\b|\blitter( is| was| stays| remains| still)+ (dry|empty)\b/g, 'litter nothingout'],
  // Trying to pee everywhere: straining.
  [/\btry( \w+)? to (pee|polyuria)\b/g, 'try pee strain'],
  // Thrown straight back up: 'drinks water and throws it right back'.
  [/\bthrow( it| them| that| everything| all)?( right| straight| immediately)? (hind|back)( up| out)?\b/g, 'vomit'],
  // Blood that keeps dripping: 'bleeding from her spay stitches, it's dripping'.
  [/(?<=\b(bleed|blood)\b[^.]*)\b(its|it is|is|keeps|still) drop\b/g, 'bleed much'],
  // A female dog, in Hindi: 'hamari dogee'; a heat that has ended: 'heat 1 mahine pehle khatam hua'.
  [/\b(dogee|dogi|doggie|kutiya|kutiyaa)\b/g, 'dog female'],
  [/\b(heat|heet)( \w+){0,3} (khatam|khatm|ended|over|finished|khatam hua|khatm hui)\b/g, 'female estrus longago'],
  // Giving flowers away is no contact: 'thinking to give them away'.
  [/\bgive (them|it|those|these|the \w+) away\b/g, 'giveaway'],
  // Someone's saying it means poison is a guess: 'my maid says it means poison'.
  [/\b(says|said|say|keh|kehti|kehte|bol\w*)( it| that| ki| its| this)?( is| means| mean| hai)?( food)? poison\b/g, 'poisonrelayed'],
  // Drinking from the toilet as a habit: 'he loves drinking from the toilet'.
  [/\b(loves|love|likes|like|always)( to)? drink (from|out of)( the)? (toilet|commode|pot)\b/g, 'habit toiletwater'],
  // A pet's own name before what it ate of its food: 'my kitty Lily ate some of my dog's food'.
  [/\b(my|our) (cat|dog|young|kitty) lily eat( some of| some| the| my| his| her| our)*( dog| cat)? (food|khana|meal|dinner|breakfast|kibble)\b/g, '$1 $2 petname eat food'],
  // A toy frog is a toy: 'rubber ka mendhak khilona', 'a toy frog'.
  [/\btoad (khilona|toy)\b|\b(toy|rubber|plastic|object|khilona)( ka| ki| ke| wala| wali)?( \w+)? toad\b/g, 'object'],
  // 'Non-toxic' written on a pack.
  [/\bnon (poison|toxic|poisonous)( \w+){0,2} (written|label|likha)\b|\b(label|box|packet|pack|crayon|crayons|bottle)( \w+){0,4} non (poison|toxic|poisonous)\b/g, 'nontoxic'],
  // Leaking while asleep is incontinence, not straining: 'dribbling urine while sleeping', 'wet bed patch'.
  [/\b(drop|leak|leaks|leaking|dribble|dribbles|dribbling)( \w+)? pee( \w+)? (while|when|in|during) (her |his |its )?(sleep|sleeping|lying|rest|resting)\b|\bpee (drop|leak|leaks|leaking|dribble|dribbles|dribbling)( \w+)? (while|when|in|during) (her |his |its )?(sleep|sleeping|lying|rest|resting)\b/g, 'incontinence'],
  // Peeing so many times a day is a normal day: 'peeing big clumps 3-4 times a day'.
  [/\bpee( \w+){0,4} again (a|per|each|every|in a) day\b/g, 'pee daily'],
  // A puppy's or kitten's fast breaths while it sleeps, and normal when awake, are dreaming.
  [/(?<=\byoung\b[^.]*)\bbreathe fast( (?!even\b)\w+){0,3} (while|when|in) (sleep|sleeping)\b|(?<=\byoung\b[^.]*)\b(sleep|sleeping|so rahi|so raha|soti|sota)( \w+){0,4} (fast|much fast|fast fast)( \w+)? breathe\b/g, 'sleepbreaths'],
  // Whiskers or fur singed, a tiny burn, or a burn thought of and not found, is no burn to rush for.
  [/(?<!\b(eye|face|mouth|paw|paws|skin)\b[^.]*)\b(whisker|whiskers|fur|hair|baal|moonch|mooch)( (?!burn\b)\w+){0,5} (get |got |are |were )?burn\b(?![^.]*\b(raw|blister|blisters|blistered|black|wet|peel|peeling|open|cry|crying|pain|eye|skin red|big|whole|paw|paws|burn)\b)/g, 'singedfur'],
  [/\b(tiny|small|chhota|chhoti|little|minor|mild)( \w+)? burn\b(?![^.]*\b(raw|black|wet|peel|peeling|open|cry|crying|eye|big|whole)\b)/g, 'wound mild'],
  [/\b(i|we|maine|humne) (thought|thinking|think|socha)( it was| its| he was| she was| it is)? burn\b/g, 'thoughtburn'],
  // A cracker that burst in the mouth or on the body: 'bam munh mein pakad liya aur phat gaya'.
  [/\b(sutli|sutlee|sutali)( bam| bomb)?\b|\b(bam|bomb)\b/g, 'firecracker'],
  [/\bfirecracker( \w+){0,8} (mouth|muh|face|paw|leg|body|tail)( \w+){0,4} (phat|phata|phati|phate|burst|blast|blasted|exploded|explode|explodes|went off)\b|\bfirecracker( \w+){0,3} (phat|phata|phati|phate|burst|blast|blasted|exploded|explode|explodes|went off)( \w+){0,3} (in|on|near) (his|her|its|the) (mouth|muh|face|paw|leg|body|tail)\b/g, 'firecracker burn'],
  // Blue or green bait on the lips or paws after a rat-poison pack was found torn: it was eaten.
  [/\b(blue|green|blue green|neela|neeli|hara|hari)( \w+){0,2} (stuff|colour|color|powder|paste|residue|rang|dye|marks|stain)( \w+){0,3} (on|pe|par|around)( his| her| its| the| uske| uski)? (face|mouth|lip|lips|tongue|gum|gums|leg|paw|paws|muh|honth)\b/g, 'baitmarks'],
  // Left in a closed car: heat.
  [/\b(leave|left|lock|locked|band|forgot|forget|forgotten|chhod|chhoda|chhodi|chhod diya)( \w+){0,2} (in|inside|andar|mein|me)( the| a| our| my)? (vehicle|car|gaadi)\b(?![^.]*\b(ac|aircon|cooler)\b)|\b(vehicle|car|gaadi) (mein|me|main) (band|lock|locked|chhod\w*)\b(?![^.]*\b(ac|aircon|cooler)\b)/g, 'heat carheat'],
  [/\b(pant|breathe|drool|bleed|vomit)( \w+)? like (crazy|mad|pagal|anything)\b/g, '$1 much'],
  // A thread under the tongue, going down the throat: a string swallowed.
  [/\bobject( \w+){0,3} (under|around|below|neeche)( the| her| his| its)? tongue\b|\btongue( \w+){0,2} (ke neeche|under|around)( \w+){0,2} object\b/g, 'object mouth hang'],
  // Two puncture marks with swelling: a snake's fangs.
  [/\b(two|2|do)( small| tiny| chhote| chhoti| little| red| blood| laal| lal){0,2} (deep|hole|holes|dots|marks|punctures|puncture|chhed|nishaan|nishan|daane|bitten)\b/g, 'fangmarks'],
  [/\b(leg|paw|face|mouth|lip|neck|muh|pair|paer)( \w+){0,2} (get|getting|is|became|ho|ho gaya|ho gayi) (phat|fat|mota|moti)\b/g, '$1 swollen'],
  // An intact female: 'spay nahi hua', 'she was in heat a month back'.
  [/\b(not|nahi) spay\b|\bspay (nahi|not)\b|\bunspayed\b|\bintact female\b/g, 'female'],
  [/\bheat (mein|me|main) (thi|aayi|aai|aayi thi)\b|(?<!\bit )\b(she|was|she was) in heat\b|\bcame (in|into) heat\b/g, 'female'],
  // Dark, baking or cocoa: 'dark chocolate cake', 'half a Bournville', 'cocoa powder'; a pet's weight under 10 kg, or a toy breed named.
  [/\bdark (chocolate|chocolate cake)\b|\b(baking|cooking|bitter|unsweetened) chocolate\b|\bchocolate powder\b|\bdarkchoc\b|\bchocolate( \w+)? (70|72|80|85|90|99) ?(%|percent)/g, '$& chocolate darkchoc'],
  [/\b(10|[1-9])(\.\d+)? ?(kg|kgs|kilo|kilos)\b(?! (ka |ki |ke )?(of|wala|wali|box|packet|pack|bag|dabba|tub|bar))|\b(pom|pomeranian|chihuahua|maltese|yorkie|papillon|spitz|toy (dog|breed|poodle))\b|\b(small|tiny|chhota|chhoti|chota|choti) (dog|breed|pet|cat|young)\b/g, '$& smallpet'],
  // Orange or yellow dust on the fur or face, near lilies, is their pollen.
  [/\b(orange|yellow|peela|peeli|narangi)( \w+)? (powder|dust)\b/g, '$& pollen'],
  // Pee in a child's word, typed apart or from Devanagari: 'soo soo nahi kiya'.
  [/\b(soo soo|su su|suu suu|soo-soo|su-su|sussu)\b/g, 'pee'],
  // A ball named from Devanagari or Hinglish: 'rabar ki bol', 'tenis wali bol'.
  [/\b(rabar|rubber|tenis|tennis|plastic|chhoti|chhota|choti|chota)( ki| ka| wali| wala)? bol\b/g, '$1 object'],
  // Breaths counted in a minute later in the sentence, not the heart's: 'counted his breaths while he sleeps like the vet told, its 64 per minute'.
  [/(?<=\bbreathe\b[^.]*)(?<!\b(heart|pulse|dhadkan|hr|bpm|beat|beats)( \w+){0,3} )\b([4-9]\d|1\d\d)( breaths| breathe)?( per| a| in a| in one| in)? (minute|min)\b/g, '$& breathe fast'],
  // A dog that had gone mad before it bit: 'bitten by a street dog that had gone mad'.
  [/\b(dog|cat|animal|kutta|kutte|billi)( \w+){0,3} (gone|went|go|become|became|turned|ho gaya|ho gya) (mad|pagal|rabid)\b/g, '$& rabid'],
  // Bitten by an animal that was rabid: rabies shots start now, however long ago it was told.
  [/\b(bite|bitten|attack)\b[^.]{0,60}\brabid\b|\brabid( \w+){0,3} (bite|bitten|attack)\b/g, '$& rabiesexposure'],
  // A medicine given, in Hindi: 'billi ko bukhaar wali dawai di Calpol'.
  [/\b(pill|humanmed|medicine|syrup)( \w+){0,2} (di|dee|de di|de dee|dedi|de diya|de diye)\b/g, '$& give'],
  // Pulled out of a pool told earlier, or water coughed up: a near-drowning.
  [/(?<=\b(pool|pond|river|tank|lake|canal|nala|nalla|sea|well)\b[^.]*)\b(pull|pulled|pulling|nikala|nikaala|nikali|fished|rescued) (him|her|it|them|usko|use)( \w+)? (out|bahar)\b|\bcough( up| out)? water\b/g, '$& drown'],
  // 'Chabaata hai', chews (as a habit), not 'chaba liya', chewed.
  [/\bchaba+t[aeiou]+\b/g, 'chew habit'],
  // Now and then is a habit, not today's exposure: 'phool patte chabaati hai kabhi kabhi'; said of eating, not of a sign
  // ('bhang wali thandai pila di ... kabhi kabhi chaunk jaata hai').
  [/\b(kabhi kabhi|kabhi kabhaar|kabhi kabhar)\b(?=( \w+){0,3} (eat|chew|lick|drink|give)\b)|(?<=\b(eat|chew|lick|drink|give)( \w+){0,3} )\b(kabhi kabhi|kabhi kabhaar|kabhi kabhar)\b/g, '$& habit'],
  // A pet licking its own paws or body grooms itself: 'apne paws bahut chaatta hai'.
  [/\b(apne|apni|his|her|its|own)( own)? (leg|paw|pair|body|genital|tail|wound|skin|fur|belly)( \w+){0,2} lick\b|\blick( \w+)? (his|her|its|apne|apni)( own)? (leg|paw|pair|body|genital|tail|skin|fur|belly)\b/g, '$& selflick'],
  // A toxin said to be poison as a fact or a fear, not as what happened: 'i'm scared because phenyl is poison'.
  [/\b(household|chocolate|grape|onion|xylitol|ratpoison|insecticide|repellent|mothball|corrosive|lily|humanmed|nicotine|caffeine|alcohol|toxicplant|glycol|painbalm)( things| wali cheezein| cheezein)? (is|are|hai|hain|hota hai|hote hain)( a| very| bahut| really)? (poison|poisonous|toxic|zeher|zehar|jahar|bure|bura|buri|kharab|kharaab|harmful|bad)\b/g, '$1 toxicfact'],
  // Nail trimming: the pink part of a nail is its quick, not the genitals, and an owner who cannot see it is not blind.
  [/(?<=\b(nails?|claws?|trim|trimming|nakhun|nakhoon)\b[^.]*)\b(blind|not see|cant see)( the)? genital\b/g, 'quick'],
  // A pet sniffing and then holding its mouth open: the flehmen face, not breathing.
  [/\b(smell|smells|sniff|sniffs|sniffing|sniffed|soongh\w*)( \w+){0,6} (open|opens|opened|khol\w*)( \w+){0,2} mouth\b/g, 'sniff flehmen'],
  // A tool that is hot is not a burn: 'can i use a burning matchstick on the tick'.
  [/\bburn (matchstick|matchsticks|match|agarbatti|candle|needle)\b/g, 'hottool'],
  // Since then, in Hindi ('tab se'), is not a tablet; a vaccine 'lagi' is given, not a wound.
  [/\bpill se( thoda| thodi| bahut)? (weak|much|so|sust|lethargy|vomit|anorexia|fine|bahut|zyada)\b/g, 'since$1 $2'],
  [/\b(jahan|jaha|where)( \w+)? (wound|lagi|laga|apply)\b/g, 'injectionsite'],
  [/\bvaccine (wound|lagi|laga|lagaya|lagayi|lagwaya|lagwayi)\b/g, 'vaccine'],
  // Big normal pee clumps: urine is passing.
  [/\b(big|normal|fine|good|full|large|bade|bada|badi)( \w+)? pee (clump|clumps|ball|balls|patch|patches)\b|\bpee (clump|clumps)( \w+){0,2} (big|normal|fine|good|large)\b/g, 'peeok'],
  // Spat out at once, every piece accounted for: 'turant thook diya, saare tukde jod ke dekhe sab hai'.
  [/\b(thook|thuk|spat|spit|spits)( \w+)? (give|out|diya|di)\b/g, 'spat expelled'],
  [/\b(count|ginti)( \w+)? (matches|match|sahi|correct|right|same|poori|pura|full)\b|\b(all|saare|saari|sare|sab)( \w+){0,4} (there|accounted|sab hai|mil gaye)\b/g, 'intact'],
  // 'Thoda chaat liya': a little licked.
  [/\bthod(a|i|ee|aa)( sa| si)? (lick|eat|chew|swallow|drink)\b/g, 'mild $3'],
  [/\b(maybe|about|around|just|only|hardly|barely) a (spoonful|spoon|teaspoon)\b/g, 'mild'],
  // A pet named after a toxin: 'Lily the cat'.
  [/\b(chocolate|lily|grape|onion|caffeine|alcohol) the (cat|dog|young)\b|\b(her|his|its) name( is)? (chocolate|lily|grape)\b/g, 'petname $2'],
  // Scooting on the floor is the bottom, not the hind legs failing.
  [/\b(zameen|jameen|floor|carpet|ground|pharsh|farsh|fars)( pe| par| on)?( \w+)? hind( ka| ki)?( hissa| hissaa| part)? drag\w*\b|\bhind( ka| ki)?( hissa| hissaa| part)? (zameen|jameen|floor|ground|carpet)( pe| par| on)? drag\w*\b|\b(bottom|butt|bum|rear) drag\w*\b/g, 'scoot'],
  // A coat that is dull, with white flakes, is skin, not weakness or pallor.
  [/\b(fur|coat|hair|baal|skin)( is| looks| getting| get| has| became| become| ho| gaya| gayi)* weak\b/g, '$1 dullcoat'],
  [/\bpale itch\b/g, 'dandruff itch'],
  // Tooth marks on a bottle, toy or box are the dog's, not a bite wound.
  [/\b(object|repellent|insecticide|household|bottle|toy|ball|lid|cap|box|dibbi|dhakkan|shoe|chappal|remote)( \w+){0,2} bitten\b/g, '$1 chewmarks'],
  // An onion ring counted after onion rings is food, not a ring swallowed.
  [/(?<=\bonion\w*\b[^.]*)\b([1-3]|one|two|three|ek|do|teen) object\b/g, '$1 onionring mild'],
  // Given to us is a gift, not a feeding: 'someone gave us a lily bouquet'.
  [/\bgive (us|me|hume|humein|hamein|mujhe|humko|mujhko)\b/g, 'gift'],
  // What something is said to cause is hearsay, not a sign: 'someone said it causes bloat'.
  [/\b(cause|causes|causing|lead to|leads to|se hota|se hoti|se hote)( a| an)? (bloat|seizure|heatstroke|diarrhoea|vomit|blind|paralysis)\b/g, 'causes'],
  // Let in, in Hindi, is not a feeding ('andar aane diya'); 'tab' after a verb is 'then', not a tablet.
  [/\b(aane|jaane|jane|ane|khelne|sone|baithne|ghoomne|rehne) give\b/g, 'allow'],
  [/\b(gaya|gayi|hua|hui|kiya|liya|aaya|aayi|tha|thi) pill\b(?! (di|give|eat|swallow|khilayi|khila))/g, '$1 then'],
  // A guess at breathing trouble, asked: 'is that breathing trouble?'.
  [/\b(is|was|kya) (that|this|it|ye|yeh)( a)? breathe trouble\b/g, '$1 $2 dyspnoea'],
  // Not at all eaten, negation first as Hindi puts it: 'bilkul bhi nahi khaya'.
  [/(?<!\b(food|khana|water|paani|pani)( bhi)? )\b(bilkul|bilkul bhi|kuch bhi|zara bhi|ek bhi|bhi) (nahi|not) (eat|swallow|lick|drink)\b/g, 'not $5'],
  // A mosquito mat is a repellent, however the brand is read; a corner of it is a small amount.
  [/\binsecticide( \w+)? (mat|mats|card|cards)\b/g, 'repellent'],
  [/\b(a|one|ek) (corner|kona|edge|kinara)( of)?\b/g, 'mild'],
  // A fit, in Indian English: 'had a small fit', 'FIT 10 MIN STILL GOING'.
  [/\b(have|having|had|has|got|another|first|second)( a| an| one| ek)?( small| big| little| short| long)? fit\b|\b(a|one|ek|small|big)( small| big| little| short| long)? fit\b(?! (dog|cat|and|n|young|pet|boy|girl|body|healthy|flatface|lab|breed))|\bfit( \w+){0,3} (still|abhi bhi|continuing|going on|not stopping|nahi ruk\w*)\b/g, 'seizure'],
  // No pee clumps in the tray: nothing passed ('can't find any pee clumps since yesterday').
  [/\b(hang|not|no|koi|zero)( any| bhi| ek bhi| a single)? pee (clump|clumps|ball|balls|patch|patches)\b/g, 'anuria'],
  // An illness dated by the pet's age then, or by its youth: 'had parvo when he was 3 months', 'as a puppy'.
  [/\bwhen (he|she|it|they) (was|were) (a |just )?(\d+ (month|months|week|weeks|year|years|yr|yrs|mahine|saal)|young|baby|small|chhota|chhoti)\b|\b(as|like) a (young|baby)\b(?! (would|will|does|do|should|can))|\b(years|months|weeks|saal|mahine|hafte) (ago|hind|pehle)\b|\bhind (diwali|holi|summer|winter|monsoon|saal|year|mahine|hafte|week|baar|time)\b/g, 'longago'],
  // Used to, told as a habit of the past: 'our older pug used to have breathing trouble'.
  [/\bapply to (have|be|get|do|eat|sleep|go|live|make|drink|vomit|cough)\b/g, 'used to $1'],
  // Before the pet could touch it: no contact.
  [/\bbefore (she|he|it|they|the cat|the dog|cat|dog|young)( could| can)? (touch|eat|lick|chew|reach|get|grab|sniff)\w*\b/g, 'beforecontact'],
  // Nails cut ('nails kaatte time'), and what was found back in the stool, are not what was eaten.
  [/\b(nail|nails|nakhun|nakhoon|claw|claws)( \w+)? (eat|bite|trim|cut|kaat\w*)\b/g, '$1 trim'],
  [/\bfound (it|them|the \w+|that)( \w+){0,3} (in|inside) (her |his |its |the )?(stool|vomit)\b/g, 'expelled'],
  [/\b(pehle se|pehle hi|already)( \w+){0,2} (khatam|khali|khaali|empty|finished|used up|used)\b/g, 'intact'],
  // What someone says can poison is hearsay.
  [/\b(says|said|say|keh\w*|bol\w*)( \w+){0,5} (can |could |will |may )(poison|toxic)\b/g, 'poisonrelayed'],
  // A pet named after a food, told by what is its own: 'gave our beagle Choco his deworming tablet'.
  [/\b(chocolate|lily|grape|onion|alcohol|caffeine) (his|her|its)\b/g, 'petname $2'],
  // A paper napkin or tissue passes: it is not an object that blocks.
  [/\bpaper (object|napkin|napkins)\b|\btissue( paper)?\b/g, 'tissue'],
  // Many maggots in a big wound, or seen inside it, in Hindi: 'ghaav mein bada gadda, bahut saare keede', 'keede dikh rhe h andar'
  // (two or three on a small one is a vet today).
  [/(?=[^.]*\b(bada|badi|bade|bahut|much|saare|sare|lots|deep|gadda|gaddha|vehicle|andar|inside)\b)\b(wound|ghaav|ghav)( \w+| \|){0,14} (keede|keeda|kide|kida|kire|keedey)\b/g, 'maggot'],
  // Blood like a fountain: 'khoon phuhaare jaisa'.
  [/\b(blood|bleed)( \w+){0,2} (phuhaare|phuhaara|fuhaara|fuhaare|fawwara|fountain|pichkari)\b/g, 'bleed much'],
  // Bleeding from the nose, in Hindi order: 'naak se khoon aa raha'.
  [/\bnose( \w+){0,3} (se|from)( \w+){0,2} (blood|bleed)\b/g, 'nosebleed'],
  // A hook ('kaanta') when fishing, and a line hanging from the mouth.
  [/(?<=\b(machhli|machli|fish|fishing|line|dori)\b[^.]*)\bprotrude\b/g, 'object'],
  [/\b(line|dori|thread|string)( \w+){0,3} (mouth|muh|munh)( \w+){0,2} (bahar|out)( \w+)? hang\b/g, 'object mouth hang'],
  // Something pink coming out of a wound in the belly: the gut.
  [/(?<=\b(belly|pet|side|chest|wound|deep)\b[^.]*)\b(pink|pinkish|red|reddish|fatty|laal|gulabi|gulaabee|gulaabi|gut|guts|intestine|aant|aantein)(?!( \w+)?( \w+)? (daane|dane|daana|dana|dots|spots|bumps|bump|pimples|itch|rash|patch|patches|dhabbe|chakatte|phunsi|phunsiyan|skin|khaal|chamdi|fur|hair|baal|bald)\b)( \w+){0,2} (come|coming|hang|hanging|nikal\w*|showing|dikh\w*|visible)( out| bahar)?\b/g, 'guts out'],
  // Nothing comes, in Hindi: 'kuch nahi nikalta'; sitting, from Devanagari.
  [/\bnothing (come|comes|came|nikalta|nikalti|nikla|aata|aati|aaya)\b/g, 'nothingout'],
  [/\b(baithtaa|baithta|baithti|baithtee|baitha|baithi)\b/g, 'sitting'],
  // A snake seen from far, that went away: no bite to read.
  [/(?<!\b(bite|bitten|attack)\b[^.]*)\bsnake\b(?![^.]*\b(bite|bitten|attack|swollen|fangmarks|wound|blood|bleed)\b)(?=[^.]*\b(far|distance|away|door|verandah|window|glass)\b)/g, 'snakeseen'],
  // A fear of blood, then what it was: 'scared thinking blood but it was the watermelon'.
  [/\b(thinking|thought|socha|worried|scared|feared)( it was| its| it is| of| about)? (blood|bleed)\b(?=[^.]*\bbut (it|that|this) (was|is)\b)/g, 'feared'],
  // A coil or incense burnt is lit, not a burn: 'we burn a Good Knight coil every night'.
  [/\bburn( a| one| the| ek)? (repellent|insecticide|agarbatti|incense|candle|diya|dhoop|one)\b/g, 'light $2'],
  // 'Bit' after an animal is a bite, not a little; a tear on the body is a wound; hair falling is shedding.
  [/\b(animal|dog|cat|monkey|snake|rat|bandar|stray) bit\b(?! (of|open|into|through|off|more|less|better|worse|the (box|packet|bottle|bag))\b)/g, '$1 bitten'],
  [/\b(deep )?tear (on|in|at|near)\b/g, '$1wound $2'],
  [/\b(hair|fur|baal)( \w+)? (fall|falling|shed\w*|jhad\w*)\b/g, '$1 shedding'],
  // A sweet dish given, in Hindi: 'kishmish wali kheer di thi'.
  [/\b(grape|chocolate|onion|kheer|halwa|cake|ladoo|laddoo|mithai|food|milk)( \w+)? (di|dee|de di|dedi|de diya|khila di|khilayi)\b/g, '$& give'],
  // Licked once or twice is a small amount: 'licked the floor 1-2 times'.
  [/\blick( \w+){0,2} (1|2|1 to 2|one|two|ek|do|once|twice)( times| baar)?\b/g, '$& mild'],
  // An eye suddenly bigger than it was is swollen.
  [/\beye( \w+){0,5} (badi|bada|bigger|enlarged|larger)\b/g, '$& swollen'],
  // A coal brazier in a closed room: carbon monoxide.
  [/\b(angithi|angeethi|angeethee|angithee|anghithi|sigri|sigdi|coal heater|charcoal heater|koyla|koyle)\b/g, 'angithi'],
  // A seizure medicine is a medicine, and 'not a single seizure' is none.
  [/\bseizure( ke| ki| kee| ka)? (medicine|medication|meds|pill|tablet|dawa|dawai|davaa|dava|refill)\b/g, 'vetmed'],
  [/\b(not|no|nahi)( have| had| has)?( a| one| ek)? single seizure\b/g, 'not seizure'],
  // An owner's alarm is not a sign: 'Poison alert??', 'cried like she was dying', 'looks like crying blood'.
  [/\bpoison (alert|scare)\b/g, 'worried'],
  [/\blike (he|she|it) (was|is|were) (dying|dead|going to die|about to die|starving( to death)?)\b|\blike (he|she|it) (is|was) (being )?(killed|murdered)\b/g, 'worried'],
  [/\b(look|looks|like)( \w+){0,3} (cry|crying) (blood|bleed)\b/g, 'tearstain'],
  // A nursing mother shaking or stiff: low calcium (eclampsia).
  [/\b(she|dog|cat|who|mother|bitch|queen|billi|kutiya)( \w+)? (have|had|gave birth to|delivered|diye|paida kiye)( \d+| \w+)? (young|babies|baby)\b|\b(young|babies|baby)( \w+){0,2} (feeding|feed|nursing|suckling|suckle)( on her| from her)?\b/g, '$& nursingmother'],
  // The mother's litter dates her, not a story of the past: 'who had 7 babies 3 weeks back is shivering'.
  [/\bnursingmother longago\b/g, 'nursingmother'],
  // A purr is not a wheeze: 'a loud motor sound from her chest when I hold her'.
  [/\b(purr|purrs|purring|motor sound|motor like sound)\b/g, 'purr'],
  // Paint thinner, not a thinner pet, near paint or a painter; lapped is licked.
  [/(?<=\b(painted|paint|painting|bucket|tin|bottle|garage)\b[^.]*)\bweightloss\b/g, 'household'],
  [/\b(lapped|lapping)\b/g, 'lick'],
  // The owner cannot walk the dog: 'my mother cant walk him'.
  [/\bimmobile (him|her|them)\b(?!( own)? (hind|leg|paw|tail|body|head|neck|front|face|mouth|jaw))/g, 'leashwalk'],
  // An inner bottle or pack unharmed: 'andar ki bottle bilkul sahi hai, bhari hui, leak nahi'.
  [/\b(bottle|refill|packet|pack|tube)( (?!almost|nearly|lagbhag|half)\w+){0,2} (sahi|theek|fine|intact|bhari|full|sealed)\b/g, 'intact'],
  [/\bhalf (patti|strip|pill2|packet)( \w+)? (missing|gone|gayab|ghayab|gaayab)\b/g, '$& swallow'],
  // Found stiff, cold and hardly moving or breathing slowly: hypothermia.
  [/\b(cold|thanda)\b(?=[^.]*\b(stiff|akda|immobile|dheemi|dheema|slow)\b)/g, 'coldbody immobile'],
  // Made to lick a bowl: 'kheer ki katori chata di'.
  [/\b(chata|chataa|chatai|chatayi|chatwa|chatwaya|chatwayi)\b/g, 'lick give'],
  // A bone that moves where it should not, or a leg that bends the wrong way: a fracture.
  [/\bbone( \w+)? move( \w+)? (trouble|wrong|odd|oddly|strange|funny|loose)\b|\b(leg|paw|pair)( \w+){0,2} (bend|bending|bent|turned|mud|mudi|muda)( \w+)? (wrong|ulta|ulti|opposite|backwards)( way| side| taraf)?\b/g, 'broken bone'],
  // An eye that burst or split open: 'aankh phooti', 'his eye burst after the fight'.
  [/\beye( \w+){0,2} (phooti|phootee|phuti|phooty|footi|futi|phoot|phoota|phat gayi|burst|bursted|ruptured|split)\b/g, 'eye protrude'],
  // An eye that came or popped out of its socket, its lids behind it (a proptosis); not tears or pus coming out of it.
  [/\beye(?!( \w+){0,6} (discharge|pus|water|watery|tears|tear|fluid|liquid|mucus|gunk|kichad|paani|stuff|dirt|blood|bleed|object))( \w+){0,6} (come|pop|popped|popping|nikal|nikla|nikli) out\b|\beyelids?( are| is)?( kind of| sort of)? behind( the)? eye\b/g, 'eye protrude'],
  // Not a small piece: 'chhota tukda nahi, aadha cob'.
  [/\bmild (nahi|nahin)\b|\b(not|nahi) (a |an |ek |just a )?mild\b/g, 'big'],
  // Many of a strip or bottle gone: 'the bottle was 30 and only 10 left'.
  [/\b(\d+)( \w+){0,4} (only|sirf|just) (\d+|one|two|ek|do) (leave|remaining|bache|bachi|bacha|baki|baaki)\b/g, '$& pill2'],
  // A pet that got the whole bar got it into its mouth: 'got the whole 4 finger KitKat from my bag'.
  [/\bget(?=( into)?( the| a| an| his| her| my| our| some| that)?( whole| full| entire| poora| pura| \d+)*( \w+)? (chocolate|grape|onion|xylitol|humanmed|ratpoison|caffeine|nsaid|pill|pill2)\b)/g, 'grab'],
  // A mouth that cannot be opened: lockjaw.
  [/\b(cant|not|unable to|nahi) openmouth\b/g, 'jawstuck'],
  // The eyes of a newborn only just open: 'found a kitten, eyes just opened'.
  [/\beye (just|abhi|recently|only just)( \w+)? open\b|\beye( bhi| abhi| still)? (not|nahi) (yet |abhi )?(open|khuli|khuli hai)\b|\bnaal (abhi bhi |abhi |still )?(lagi|laga|attached|hai)\b/g, 'newborn'],
  // An eye bigger than the other, said later in a long sentence.
  [/\beye(( \|)? \w+){1,14}? (bigger|larger|enlarged)( than)?( the)? (other|dusri|doosri|dusra)\b/g, '$& swollen'],
  // Urine of a deep or dark colour.
  [/\bpee (deep|dark|gehra|gehre|gehri|gadha|gaadha|brown)( rang| colou?r| coloured| colored)?\b/g, 'darkpee'],
  // Something stuck through the body: 'an iron rod went into his thigh, a piece is still inside'.
  [/\b(rod|sariya|saria|stick|object|iron|glass|wire|arrow|spike|skewer|pipe|grill|rebar)( \w+){0,5} (went|go|gone|ghus\w*|pierce\w*|stuck|poke\w*|enter\w*) (into|in|inside|andar|through)( his| her| its| the| uski| uske| uska)? (\w+ )?(thigh|chest|belly|stomach|neck|body|side|throat|bum|groin|butt)\b/g, '$& impaled'],
  // A stained tongue after a coloured food or drink: the stain, not blue gums ('licked kala khatta syrup... tongue is purple').
  [/\b(kalakhatta|jamun|jamuns|jamoon|gola|golas|chuski|syrup|sharbat|sherbet|beetroot|chukandar|blueberry|blueberries|mulberry|mulberries|shahtoot|falsa|phalsa|popsicle|gulal|crayon|crayons|ink)\b/g, '$& stainfood'],
  // A grape's picture on the bottle is no grape.
  [/\bgrape( ki| ka| ke| wali| wala)? (photo|phoot|picture|pic|image|tasveer)\b/g, 'flavour'],
  // Flowers said to be plastic in another sentence: 'the flowers in the vase are plastic'.
  [/\b(flowers?|phool|lily|bouquet)( in the \w+)?( are| is| were| was| hain| hai)( all)?( made of)? (object|plastic|fake|artificial|nakli|silk|paper)\b/g, '$& artificial'],
  // 'It was not grape': 'grape toh nahi tha'.
  [/\b(chocolate|grape|onion|xylitol|lily|ratpoison|humanmed|insecticide|household|mothball|corrosive)( toh| to)? (not|nahi) (tha|thi|the|hai|hain)\b/g, '$1 nahi $4'],
  // A pet said to be like another species is not that species: 'is lily water bad for dogs also like cats?'.
  [/\b(like|than|jaise|jaisa|jaisi|unlike)( in| for| with)? (cat|dog)\b/g, '$1 other$3'],
  // A single tiny drop of blood from the nose is no nosebleed: 'a tiny drop of blood from his nose after a hard sneeze'.
  [/\b(a|one|ek|single)( tiny| small| little| chhota| chhoti| chhoti si)? (drop|spot|speck|boond)( mild)?( of)? nosebleed\b/g, 'nosedrop'],
  // Maggots: worms that move in a wound, an ear or the skin ('white worms moving inside the ear', 'ghav mein keede chal rahe').
  [/(?<=\b(wound|ear|skin|tail|hole|sore|poonch|deep)\b[^.]*)\b(parasite|keede)( \w+){0,2} (move|moving|walk|crawl\w*|reng\w*|wriggl\w*)\b|\b(parasite|keede)( \w+){0,2} (move|moving|walk|crawl\w*|reng\w*|wriggl\w*)( \w+){0,3} (wound|ear|skin|tail|hole|sore|poonch)\b/g, 'maggot'],
  // Two tooth-like marks: 'do chhote daant jaise nishaan'.
  [/\b(two|2|do)( small| tiny| chhote| chhoti| little| red){0,2} (tooth|teeth|daant|dant|fang|fangs)( jaise| jaisa| jaisi| like| type| wale)? (marks|mark|nishaan|nishan|holes|dots|punctures|bitten)\b/g, 'fangmarks'],
  // Insulin given twice: 'both of us gave her insulin by mistake', 'double dose of insulin'.
  [/\binsulin\b(?=[^.]*\b(twice|double|doubled|dobara|two times|2 times|do baar|2 baar|extra|overdose|by mistake|galti se)\b(?! (a|per|every) day| daily| habit| roz| din| (kar|de|dena|karna|karu|karun|karoon|du|dun|doon|at|tonight|in the)\b))|\b(full|double|extra|second) (dose|shot|injection)( \w+)? (twice|again|dobara)\b|\bdouble (dose|shot)\b/g, '$& insulinoverdose'],
  // Blood that keeps coming, and towels soaked through.
  [/\b(blood|bleed)( \w+){0,2} (keeps|keep) (come|flow|flowing|drip|dripping)( and (come|flow|flowing|drip|dripping))+\b|\bmuch( \d+| two| three| many| a| ek| do| teen)? (object|towel|towels|tissue|tissues|napkin|napkins|pad|pads|gauze)\b/g, '$& blood much'],
  // Cola-coloured urine: 'susu ka rang laal-bhura, coca cola jaisa'.
  [/\bpee( ka| ki| ke)? (rang|colou?r)( \w+){0,4} (cola|coca|coke|chai|tea|bhura|brown)\b|\bpee( \w+){0,6} (coca cola|cola|coke)\b/g, '$& darkpee'],
  // An eye suddenly bigger, or kept shut, in Hindi: 'aankh achanak badi', 'aankh band rakhta hai'.
  [/\beye( \w+){0,5} (badee|badi|bada|bade|badaa)\b/g, '$& swollen'],
  [/\beye( \w+)? stop (rakh\w*|kar\w*|kiye|kiya|rehti|rahti|rehta|rahta)\b/g, 'eye squint'],
  // Dark compound chocolate for baking: 'Morde dark compound slab'.
  [/\bdark compound\b|\bcompound (slab|chocolate|bar)\b/g, 'chocolate darkchoc'],
  // A hole in the chest that bubbles when the pet breathes.
  [/\b(deep|hole|wound)( \w+){0,3} chest( \w+){0,10} (bubbl\w*|hiss\w*|whistl\w*|air|hawa|sucking)\b/g, 'chestwound'],
  // A body temperature below 99 F (a thermometer reading): too cold. In Celsius only when the reading is clearly the body's.
  [/\b(temp|temperature|thermometer|tapman|bukhar|fever)( \w+){0,3}? (8[6-9]|9[0-8])(p\d+)?( f| degree| degrees| deg| fahrenheit)?\b/g, '$& coldbody'],
  [/\b(thermometer|rectal|body temp|body temperature)( \w+){0,3}? (3[0-6])(p\d+)?( c| degree| degrees| celsius)?\b/g, '$& coldbody'],
  // Several of a dog's painkillers: '6 of his Rimadyl chewables'.
  [/\b([2-9]|[1-9]\d+|two|three|four|five|six|seven|eight|nine|ten|teen|char|paanch)( of)?( his| her| its| the| my| uski| uske)? nsaid\b/g, '$& pill2'],
  // Salt dough or play dough: salt poisoning.
  [/\b(salt|namak) (dough|atta|aata|clay|mitti)\b|\bplay ?dough\b|\bplaydoh\b|\b(salt|namak)( \w+){0,3} (dough|atta|aata)\b/g, 'saltdough'],
  // A pup or kitten being born now: 'she is having pups', 'stopped pushing'.
  [/\b(is|was) have (young|babies|baby)\b|\bgiving birth\b|\bdelivering\b/g, 'labour young'],
  [/\bstop (strain|push|pushing|zor)\b/g, 'labourstall'],
  // A true lily is not a peace, calla or arum lily: those only irritate the mouth.
  [/\b(peace|calla|arum) lily\b|\bspathiphyllum\b/g, 'peacelily'],
  [/\b(not|no|nahi|koi)( have| has| any| bhi)* other lily\b/g, 'not otherlily'],
  [/\bnot (the|a) (flower |real |true |actual |asli )?lily\b/g, 'not lily'],
  // A small corner or piece: 'chhota kona chaba liya'.
  [/\b(chhota|chota|chhoti|choti|small|tiny|little)( sa| si)? (kona|kone|konaa|corner|kinara)\b/g, 'mild'],
  // 'Koi grape toh hai nahi usme': it has no grapes.
  [/\b(chocolate|grape|onion|xylitol|lily|ratpoison|humanmed|insecticide|household|mothball|corrosive)( toh| to)? (hai|tha|thi) (not|nahi)\b/g, '$1 nahi'],
  // A cap still on and a tube still full: nothing came out ('cap laga hua hai band', 'tube poora bhara').
  [/\b(cap|object|dhakkan|lid)( \w+){0,3} (apply|laga|lagi|lage)( hua| hui| hue)?( hai| tha| thi)? (stop|band)\b|\b(tube|bottle|packet|refill)( poora| pura| full)? (bhara|bhari|bhare)\b/g, 'intact'],
  // A bloated belly and retching with nothing, in Hindi: 'uska pet phool raha hai', 'ulti ki koshish, bina kuch nikle'.
  [/\b(ka|ki|ke|uska|uski|iska|iski|unka|unki) pet\b/g, '$1 belly'],
  [/\bvomit( ki| karne ki)? (try|koshish)( \w+){0,3} (not|bina) (kuch )?(nikle|nikla|nikal\w*|aaye|aaya|aata|aati)\b/g, 'retch nothingout'],
  // Nothing comes out when a cat pees, in Hindi: 'su su bilkul nahi nikalta'; a litter pot; a boy.
  [/\bpee( bilkul| ekdum| zara bhi| bhi| thoda bhi)? (nahi|not|na) (nikal\w*|aa raha|aa rahi|aata|aati)\b/g, 'anuria'],
  [/\b(sand )?pot (me|mein|main|in)\b/g, 'litter $2'],
  // 'Ladka hai' (a boy); typed 'latka' only right after the pet, so a thread 'latka h' (hanging) is not a boy.
  [/\b(ladka|boy) (hai|h|he|hain)\b|(?<=\b(cat|dog|young|kitty|wo|woh|vo|ye|yeh) )hang (hai|h|he|hain)\b/g, 'male'],
  // The tail, in Hindi spellings; urine dripping by itself.
  [/\b(poonch|poonchh|pooch|poonchhh)\b/g, 'tail'],
  [/\b(tapka\w*|tapak\w*|tapakna)\b/g, 'drop'],
  // The prayer pose told with 'bum up'.
  [/\banus (up|upar|high|ooncha|oonchi)\b(?=[^.]*\b(chest|front|head|elbow|elbows)\b)/g, 'pain prayerpose'],
  // Drinking a whole bucket: great thirst.
  [/\bdrink( a| the| \d+| half a| whole| full| entire| poora| pura)+ (bucket|buckets|litre|litres|liter|liters)( of)?( water)?\b/g, 'polydipsia'],
  // A dog once bitten that now runs to bite everyone, with a changed voice: rabies signs.
  [/\b(sabko|sab ko|everyone|everybody|anyone|logon ko|har (kisi|kisee|kisii) ko|har kisiko)( \w+)? (bite|kaat\w*)( \w+)? (daud\w*|dod\w*|run\w*|lunge\w*|jhapat\w*)\b|\b(try|tries|trying) to bite (everyone|everybody|anyone|people)\b/g, 'aggressive'],
  [/\b(noisy|awaaz|awaj|voice|bark|bhaunk\w*)( \w+)? (badal\w*|change|changed|alag|different|ajeeb|hoarse|weird)\b/g, 'voicechange'],
  // Fireworks heard, not eaten: 'scared of Diwali crackers', 'patakhe ki awaaz se bhaag gaya'.
  [/\b(scared|afraid|terrified|darta|darti|dar|darr|ghabra\w*|fear|phobia|nervous|anxious)( \w+){0,3} firecracker\b|\bfirecracker( ki| ke| ka)? (noisy|noise|sound|awaaz|awaj|dhamaka|shor)\b/g, 'crackernoise'],
  // The rest of the bar is still in hand: 'baaki pura bar mere haath me hai'.
  [/\b(baaki|baki|rest|remaining)( ka| ki| of the| of)? (pura|poora|whole|full|saara|sara)( \w+)? lots\b/g, 'rest'],
  // Sachets still sealed inside a chewed box: 'andar ke dono sachet seal hai, ek bhi khula nahi'.
  [/\b(sachet|sachets|packet|packets|pouch|pouches)( \w+){0,2} seal (hai|hain|the|tha|thi|hi)\b|\b(ek bhi|koi bhi) (open|khula|khuli|khule) (nahi|nhi|not)\b/g, 'intact'],
  // A few small sweets: '4-5 Cadbury Gems', 'one cadbury gem', 'gems ki 4-5 goliyan', 'a small slice of cake'.
  [/\b([1-5]|[1-4] to [2-5]|one|ek|a|single|few|couple of|two|three|four|five|do|teen|char|paanch)( small| tiny| chhote)?( chocolate)? (gems|gem|eclair|eclairs|toffee|toffees|candy|candies|buttons|button|chocos)\b|\b(small|thin|chhota|chhoti|tiny) (slice|slices)\b/g, '$& mild'],
  [/\bgems? (ki|ke) ([1-5]|[1-4] to [2-5]) pill\b/g, 'gems mild'],
  // Eating the vomit again is no repeated vomiting; nor is vomiting once or twice a week.
  [/\beat (it|them|that) again\b/g, 'eat it'],
  [/\b(hafte|week|mahine|month)( me| mein| main| in)? (ek|1|do|2|once|twice|mild) (baar|bar|time|times)?\b|\b(once|twice|mild|1|2|one|two)( or (twice|two|2|thrice|3))?( times)? (a|per|every|each) (week|month)\b/g, 'occasionally'],
  // A face or breathing said to be fine is no sign: 'face normal, breathing fine'.
  [/\b(face|mouth|throat|neck|tongue|breathe)( is| are| looks| seems)? fine\b/g, '$1ok'],
  // Waist or ribs not seen is a fat dog, not a blind one.
  [/\bblind (his |her |the )?(waist|ribs|neck|bones|spine)\b/g, 'overweight'],
  // Someone else's word that something causes a condition: 'kisi ne bola isse bloat hota hai'.
  [/\b(someone|somebody|kisi|log|people|friend)( ne)? (said|says|told|bola|boli|kaha|kehte|kehti)( \w+){0,3} (isse|is se|causes?|can cause|leads to|gives|se)( \w+){0,2} (bloat|seizure|parvo|poison|heatstroke)\b/g, 'hearsay'],
  // A bite told in the past still counts when rabies signs follow: 'a dog bit him a month ago, now he drools and cannot drink'.
  [/(?<=\blongago\b( \w+){0,4} )bitten\b|\bbitten(?=( \w+){0,4} longago\b)/g, 'bitten pastbite'],
  // The face itself swelling: 'his face and lips are swelling up', 'eyes looking puffy', 'swelling on her face'.
  [/\b(face|mouth|lip|lips|eye|throat|tongue|muzzle)( and (his |her )?(face|mouth|lip|lips|eye|throat|tongue|muzzle))?( is| are| looks| look| looking| seems| getting| became| got| have| has| ho| raha| rahi| hai)*( very| much| bit| mild| fully| all)? swollen\b|\bswollen( up)? (of |on |in )?(the |his |her |its )?(face|mouth|lip|lips|eye|throat|tongue|muzzle)\b/g, '$& faceswollen'],
  // A pet named after a sweet, told after its species and before what it does: 'my old cat Oreo has started meowing'.
  [/\b(dog|cat|young|pet|lab|beagle|flatface|indie|pom|persian|billi|kutta)( named| called| naam)? (chocolate|grape|lily|onion)\b(?= (have|has|is|was|keeps|start|started|does|did|meow\w*|bark\w*|ne|likes|loves|hates|seems|looks|sleep|cry)\b)/g, '$1 petname'],
  [/\b(chocolate|lily|grape|onion)( my| our| mera| meri)( \w+)? (cat|dog|young|pet|kitty)\b(?! (eat|lick|chew|swallow|drink|grab|get|find|found|took|take)\b)/g, 'petname$2$3 $4'],
  // Boiling water or tea poured over the pet: a scald ('chai ka ubalta paani gir gaya billi ke upar').
  [/\b(ubaltaa|ubalta|ubalte|ubaltee|ubla|khaulta|khaultaa|boiling)( \w+){0,2} (water|paani|oil|tel|doodh|milk|dal|tea|chai)( \w+){0,3} (fall|gira\w*|spill|pour\w*)\b/g, '$& burn'],
  // After a spot-on was put on ('lagane ke baad'), not a plan.
  [/\bplan ke baad\b/g, 'apply ke baad'],
  // A cracker that burst beside the pet: a blast.
  [/\b(firecracker|bomb|cracker|anaar|sutli|rocket)( \w+){0,2} (?<!\b(not|nahi) )(phata|phati|burst|bursted|exploded|blast|fat gaya|fat gayi)\b/g, '$& blast'],
  // Cannot walk properly: lame, not collapsed ('chal nahi paata theek se').
  [/\bimmobile( \w+)? (teek se|theek se|thik se|fine se|properly|achhe se|well|easily)\b/g, 'lameness'],
  // Raw yeast dough: it rises in the stomach and makes alcohol ('khameer wala aata', 'pizza dough').
  [/\bkhameer\b|\b(pizza|bread|yeast|naan) dough\b|\b(raw|kachcha|kachchi) (yeast|pizza|bread) dough\b/g, 'yeastdough'],
  [/\bpet (fool|phool|phul|fula|fuli|phula|phuli|swollen)\w*\b/g, 'belly swollen'],
  [/\b(nashe|nasha|drunk|sharabi)( me| mein| ki tarah| jaisa| jaise| like)*( \w+)? (walk|chal\w*)\b|\bwalk\w*( \w+)? like (a )?drunk\b/g, 'ataxia'],
  // A red mass from the genitals: a prolapse ('red ball frm vagina after delivery').
  [/\b(red|pink|laal|lal)( \w+)? (object|mass|lump|tissue|balloon)( \w+){0,2} (from|frm|out of|se) (her |the )?(genital|anus|bottom|private)\b/g, 'prolapse'],
  // Something pink coming out of opened stitches: the gut or fat showing.
  [/\b(stitch|stitches|tanke|taanke|wound|incision)( \w+){0,3} (open|opened|khul\w*)( \w+){0,5} (pink|red|tube|intestine|fat|something|smthng|kuch)( \w+){0,3} (come|coming|nikal\w*|hang\w*|bahar)( out)?\b/g, 'organsout'],
  // A litter box left dry: nothing passed.
  [/\b(litter|box|tray)( \w+){0,2} (is|was|stays|remains|rehta|rehti|raha|rahi) (dry|sookha|khaali|empty)\b/g, '$& nothingout'],
  // A few small bits or cloves: 'two tiny bits of onion', 'do lahsun ki kaliyan'.
  [/\b(\d|\d to \d|few|couple of|two|three|do|teen)( small| tiny| little| chhote)? (bits|bit)\b|\b(1|2|3|one|two|three|ek|do|teen|a few|few)( \w+)?( ki| ke)? (clove|cloves|kaliyan|kaliyaan|kaliya|kaliyon)\b/g, '$& mild'],
  // Ear dirt like coffee grounds is ear mites; vomit like coffee grounds is digested blood.
  [/\b(like|jaisa|jaise|jaisi)( black)? (caffeine|coffee)( powder| grounds?)?\b|\b(caffeine|coffee) (powder|grounds?) (like|jaisa|jaise|jaisi)\b/g, 'coffeelike'],
  // Play attacks on the owner's feet.
  [/\b(attack\w*)( \w+){0,2} (my|mere|meri) (feet|foot|toes|pair|leg|hand|haath|ankles)\b|\b(mere|meri|my) (pair|leg|feet|foot|toes|haath|hand|ankles)( pe| par| on)? attack\w*/g, 'playattack'],
  // The tail chased in play.
  [/\btail( \w+){0,4} (pakad\w*|catch\w*|chase\w*)( \w+){0,4} (ataxia|ghoom\w*|circle\w*|gol gol)\b/g, 'tailchase'],
  // Sealed tablets, safe in the strip: 'saari 10 goliyan patte me sahi salamat'.
  [/\bsahi salamat\b/g, 'intact'],
  // 'Is fine, eating' at the end of a sentence: eating well.
  [/\bfine( \|)?( and| aur)? eat$/g, 'fine eatswell'],
  // A pet that got into a hamper, box or stash got at what was in it: 'got the Diwali hamper - truffles and the whole Ferrero box'.
  [/\bget(?=( into)?( the| a| an| his| her| my| our| that)?( \w+)? (hamper|box|packet|stash|tray|plate|dabba|tin|jar|carton|pouch)\b)/g, 'grab'],
  // 'Had' a whole bar is ate it: 'pup had full Dairy Milk Silk bar', 'my beagle had like 10-15 grapes'; not the family's
  // having some ('we had 10 grapes in the bowl'), nor a general question ('do dogs have a few grapes').
  [/(?<!\b(i|we|you|they|do|does|did|can|kids|children|family)( \w+)? )\bhave(?=( like| around| about| almost| nearly| maybe)?( a| the| full| whole| entire| poora| pura| \d+( to \d+)?| some| few| many)+( (?!cat|dog|young|kitty|pet|flatface)\w+){0,3} (chocolate|grape|onion|xylitol|caffeine|alcohol)\b)/g, 'eat'],
  // Every tablet counted: 'I counted all 15 tablets'.
  [/\bcounted( all| every| sab| saari| saare)( the)?( \d+)? (pill|pill2|pills|tablets|goli|goliyan|cubes|pieces|humanmed|cakes|cake|sachets)\b/g, 'intact'],
  // Names of two pets listed: 'I have 2 cats Kitkat and Oreo'.
  [/\b(\d+|two|three|four|do|teen|char) (cat|dog|young|kitty|pet)s?( named| called| naam| \|)?( \w+)? (and|aur|n) (chocolate|lily|grape|onion)\b/g, '$1 $2$3$4 $5 petname'],
  [/\b(\d+|two|three|four|do|teen|char) (cat|dog|young|kitty|pet)s?( named| called| naam| \|)? (chocolate|lily|grape|onion)\b/g, '$1 $2$3 petname'],
  // A grapefruit is a citrus, not a grape: 'ate a grape fruit (chakotra)'.
  [/\bgrape fruit\b|\bgrapefruit\b|\bchakotra\b/g, 'citrus'],
  // A new puppy shy and hiding is settling in, not ill: 'saturday he was shy and hiding behind the sofa'.
  [/\b(shy|scared|nervous|darpok|sharmila|sharmili)( and| n| aur)? hide\b/g, '$1'],
  // The missing tablet was taken by a person: 'my father said he took that one himself'.
  [/\b(took|taken|had|khayi|khai|li|lee|le li)( that| the| it| wo| woh| vo)?( one| pill| tablet| goli)? (himself|herself|myself|themselves|khud)\b|\b(khud|himself|herself|myself) (took|had|khayi|khai|li|le li)( that| the| it| wo| woh)?( one| pill| tablet| goli)?\b/g, 'intact'],
  // Vomiting that has stopped: 'no vomiting since 1 am', 'kept water down'.
  [/\b(not|no) (more )?vomit( \w+)? since\b|\bvomit (stop|band|ruk\w*)\b|(?<!\b(not|no|cant|never|nahi|nhi) )\bkept( it| water| food| everything| that)? down\b/g, 'vomitstopped'],
  // A fear named, not a sign: 'I got scared of bloat after reading online'.
  [/\b(scared|afraid|worried|worry|feared|fear|dar|darr)( \w+)? (of|about|ki|ka|for)( a| the)? (bloat|parvo|poison|seizure|heatstroke|distemper|rabies)\b/g, '$1'],
  // Iron tablets are a human medicine in an overdose: 'bahu ki iron ki goliyan'.
  [/\b(iron|ferrous)( \w+)?( ki| ka| ke)? (pill|pills|capsule|capsules|syrup|supplement|supplements)\b/g, 'humanmed $4'],
  // Branded table sweeteners without xylitol: 'Sugar Free Gold' (aspartame), 'Natura' (sucralose), 'Green' (stevia).
  [/\bsweetener (gold|natura|green|d lite)\b/g, 'sweetener nonxylitol'],
  // The white of the eye is where yellow shows: 'the white of her eyes is yellow'.
  [/\bpale( part)? of( his| her| its| the| uski| uske)? eye\b/g, 'eye'],
  // Something chewed on and then gone was swallowed: 'the pup was chewing the thread and now the needle is gone'.
  [/\b(chew|eat|play)( \w+){0,6} object( \w+){0,4}( is| was| are| were)? (gone|missing|gayab|ghayab|gaayab)\b/g, '$& swallow'],
  // 'Is this a problem?' asks about what was told; it is no trouble peeing or breathing.
  [/\b(is|was|will|would|any) (this|that|it|there)( be)?( a| an| any)? trouble\b/g, 'question'],
  // A change over months is no injury: 'eyes becoming cloudy slowly over a year'.
  [/\b(slowly|gradually|gradual|dheere dheere|dhire dhire)( over| since| for| in| during)?( the)?( last| past)?( a| an| \d+| few| many| several| kuch| two| three| four| five| do| teen| char)? (year|years|months|month|saal|mahine|mahino|weeks)\b/g, 'gradual'],
  // Sight failing for weeks or months is no sudden blindness: 'bumping into things, cant see properly since few weeks'.
  [/(?<=\bblind\b[^.]*)\b(since|for|over|from)( the)?( last| past)?( a| an| \d+| few| many| several| kuch| two| three| four| five| do| teen| char)? (weeks|months|years|year|month|saal|mahine|mahino|hafte)\b/g, 'gradual'],
  // Drooling for a minute or two after a bitter taste, then fine: 'he drooled for 2 minutes and then fine'.
  [/\bdrool( \w+)? for( a| about| around| like| only| just)?( few| \d+| 1 to 2| 2 to 3| couple of| ek| do)? (minutes|minute|mins|min|seconds|second|secs)( and)?( then)? (fine|stop|normal)\b/g, 'briefdrool fine'],
  // 'Ekdum' before how the pet is means 'totally', not 'suddenly': 'ekdum mast hai', 'ekdum active'.
  [/\bsudden (fine|mast|active|healthy|playing|eatswell)\b/g, '$1'],
  // Many of a medicine eaten: 'ate around 20 of them' (his carprofen chewables).
  [/(?<!\b(pan|humanmed|nsaid|vetmed|dewormer|mg|pill2) )\b(\d\d+|[5-9]) (pill|chewables|capsules)\b|(?<=\b(pill|pill2|nsaid|vetmed|humanmed|chewables|dewormer)\b[^.]*)\b(\d\d+|[5-9]) of (them|those|these)\b/g, '$& much'],
  // A pet's name before what it eats: 'Oreo only eats wet food'.
  [/\b(chocolate|lily|grape|onion)( only| also| never| always| bhi| sirf| just)? (eat|eats)( only)? (wet|dry|kibble|food|khana|roti|rice|chicken|fish|meat|pedigree|whiskas|drools)\b/g, 'petname$2 $3$4 $5'],
  // An illness the pet came through: 'in january he had parvo, 5 days on drip, he survived'.
  [/\b(parvo|distemper|bloat|tickfever|fracture|surgery|blockage)\b(?=[^.]*\b(survived|survive|recovered|cured|bach gaya|bach gayi|bach gya|bach gyi|se fine (hua|hui|ho gaya|ho gayi|ho gya|ho gyi)))/g, 'longago $&'],
  // A dog dreaming: legs paddling as if running in his sleep, breathing fast with it.
  [/\b(leg|legs|paw|paws|pair)( \w+){0,2} (move|moving|moves|paddle|paddling|paddles|chalata|chalati|hilata|hilati|kick|kicking|kicks|twitch)( \w+){0,3}? (jaise|like|as if|as though)( \w+){0,2} (daud\w*|run|running|runs|chasing|chase|swimming|swim)\b/g, 'sleepdream'],
  // An insect's bite is a sting, not an attack: 'bitten by an ant maybe, small red bump'.
  [/\b(bitten|bite|attack)( by)?( an| a| some)? (ant|ants|mosquito|mosquitoes|machhar|machar|insect|insects|bug|bugs|chinti|chiti|keeda|keede)\b|\b(ant|ants|mosquito|mosquitoes|machhar|machar|insect|bug|chinti|chiti)( \w+)? (bitten|bite)\b/g, 'sting'],
  // Once or twice in Hindi: 'ek do baar chaata'.
  [/\b(ek do|ek ya do|1 2|1 ya 2|1 or 2|ek 2) (baar|bar|times|time)\b/g, 'mild'],
  // A name before its young: 'Brownie's pups are 4 weeks old'; before a non-food it eats: 'Brownie eats grass'.
  [/\b(chocolate|lily|grape|onion) (young|baby)\b(?!( \w+){0,2} (eat|lick|chew|swallow|drink)\b)/g, 'petname $2'],
  [/\b(chocolate|lily|grape|onion) (eat|eats) (grass|ghaas|mud|mitti|dirt|soil|stool|stones?|plastic)\b/g, 'petname eat $3'],
  // A fit once, and none since: 'he had 1 seizure in March, nothing since'.
  [/\bseizure( \w+| \|){0,5} (nothing|none|no more|no other|not one|koi nahi|kuch nahi)( \w+)? since\b/g, 'pastseizure'],
  // A sedative the vet gave makes a pet wobbly and sleepy: 'gabapentin 100 mg before the vet visit'.
  [/\b(gabapentin|trazodone|acepromazine|sedative|sedation|calming tablet)\b(?=[^.]*\b(visit|vet|travel|trip|journey|groom\w*|car|flight|diwali|crackers)\b)/g, 'vetmed sedative'],
  // An insulin dose left out, as the vet said to when the pet does not eat: 'so I skipped the evening insulin'.
  [/\b(skipped|skip|missed|did not give|didnt give|nahi di|nahi diya)( the| his| her| its| evening| morning| night| shaam| subah| ki| ka){0,3} insulin\b|\binsulin( \w+){0,4} (skipped|skip|miss|missed|nahi di|nahi diya|nahi lagaya|nahi lagayi)\b/g, 'insulinskipped'],
  // A coloured drop at the tip of a male dog's penis is a discharge, not a drop of urine: 'greenish yellow drop'.
  [/\b(green|greenish|yellow|yellowish|white|whitish|cream|pus|mawad)( \w+){0,2} drop\b/g, 'discharge'],
  // Chocolate-chip biscuits hold little chocolate: '2 Hide and Seek biscuits'.
  [/\bhide (and|n) seek\b/g, 'biscuit'],
  [/\bchocolate chip\b/g, 'chocolate mild'],
  // A mouth hanging open and drooling: the dropped jaw of rabies ('mouth is hanging open since 2 days, saliva dripping').
  [/\bmouth( is| was| keeps)? hang open\b(?=[^.]*\b(drool|foam)\b)|(?<=\b(drool|foam)\b[^.]*)\bmouth( is| was| keeps)? hang open\b/g, 'rabid'],
  // Snapping at people is aggression: 'today he snapped at the kid who feeds him'.
  [/\b(snapped|snaps|snapping|snap) at\b/g, 'aggressive'],
  // Breathing that stops and starts: 'saans ruk ruk ke le raha'.
  [/\bapnoea stop( ke| kar| karke)?\b/g, 'dyspnoea'],
  // Crushed under a wheel: 'gaadi ke tayar ne daba diya'.
  [/\b(vehicle|hit|taayar|tayar|tyre|tire|tyres|wheel|pahiya)((?! (dog|dogs|cat|cats|monkey|kutta|kutte|billi)\b)( \w+)){0,3} (daba|dabaa|dab|dabaya|dabaaya|kuchla|kuchli|kuchal|bite)\b/g, 'hit vehicle'],
  // An asthma inhaler chewed: salbutamol races the heart.
  [/\b(inhaler|inhalers|asthalin|salbutamol|albuterol|levolin)\b/g, 'humanmed'],
  // A pet that 'took' tablets ate them: 'my lab took 4 tablets of Combiflam from the drawer'.
  [/(?<!\b(i|we|you|mummy|papa|mom|dad|father|mother|husband|wife|didi|bhaiya|nani|dadi|grandma)( \w+)? )\btook( \d+| a| an| one| two| some| the| my| his| her| half| all| few)+( \w+)? (pill|pill2|humanmed|nsaid|ratpoison|chocolate)\b/g, '$& eat'],
  // Not stopping, in Hindi: 'naak se khoon nahi ruk raha' is a nosebleed that goes on.
  // A fit that will not stop: 'fit band hi nahi ho raha 6 min' (not 'fit again', which can be a healthy pet).
  [/\b(fit|fits|daura|dora|seizure)( \w+)? (stop|ruk|ruka|ruki|rukta|rukti)( hi)? (nahi|nhi|na|ni)\b/g, 'seizure much'],
  [/\b(nahi|nhi|na|not) (stop|ruk|ruka|ruki|rukta|rukti|rukega)( rha| raha| rahi| rhi| ho rha| ho raha| ho rahi| hota| hoti| hua| hui)?\b|\b(stop|band)( hi)? (nahi|nhi) (ho )?(rha|raha|rahi|rhi|hota|hoti|hua|hui)\b/g, 'again'],
  // Breathing through the mouth: 'muh se saans le rahi'.
  [/\bmouth se( breathe)? (le|leti|leta|le rhi|le rahi|le raha|le rha)\b/g, 'openmouth breathe'],
  [/\b(ghurghur|ghar ghar|gurgling|gurgle|gurgles)\b/g, 'noisy'],
  // A cat caught in a car's engine when it was started: 'billi car ke engine me thi, start ki'.
  [/\b(engine|bonnet)( \w+| \|){0,5} (start|started|chalu|chalaya|chalayi)\b/g, 'hit vehicle'],
  // A tray or box of a sweet gone was eaten: 'brownie tray gone'.
  [/\b(chocolate|grape|xylitol)( \w+){0,2} (gone|missing|khatam|finished|gayab)\b/g, '$& eat'],
  // Every tablet counted, in Hindi: 'saari 10 goli gin li'.
  [/\b(saari|saare|sari|sare|sab|sabhi|all)( \d+)? (pill|goli|goliyan|cubes|cakes|tukde)( \w+)? (gin|gini|ginee|ginli|counted|ginti)\b/g, 'intact'],
  // Swelling where the needle went in is the vaccine's local reaction: 'injection spot is little swollen'.
  [/\b(vaccine|injection|shot|tika|teeka)( wali| wala| ki| ka| ke)? (spot|site|jagah|area|point|place)\b/g, 'injectionsite'],
  // Stomach-acid tablets: 'half a Pan 40'.
  [/\b(pan (40|d|dsr)|pantop|pantocid|pantoprazole|omez|omeprazole|rantac|ranitidine|aciloc|famotidine|digene|gelusil)\b/g, 'antacid'],
  // Hit by a vehicle, in Hindi: 'auto ne halka sa maar diya'.
  [/\bvehicle ne( mild| halka| halki| thoda)?( saa| sa| si)? (maar|mara|maara|maari|thok|thoka|thokar)\b/g, 'hit vehicle'],
  // 'Tab se' is 'since then', not a tablet.
  [/\bpill se\b/g, 'since'],
  // A belly grown big, in Hindi: 'pet bada sa lag raha hai'.
  [/(?<!\b(pregnant|garbh\w*)\b[^.]*)\bpet( \w+)? (bada|badaa|bara|baraa|badi|phula|phoola)( saa| sa| si)? (lag|dikh)\w*\b/g, 'belly swollen'],
  // A course of medicine is the pet's own: 'dawai ka course poora ho gaya'.
  [/\b(pill|medication|dawai|dawa|medicine)( ka| ki| ke| of)? (course|kors|korse)\b/g, 'vetmed'],
  // A food's name printed on a bottle is its flavour: "'grape' likha tha bottle pe".
  [/\b(grape|chocolate|onion|lily)( \w+)? (likha|written|printed|label)\b/g, 'flavour $3'],
  // A condition feared for the future is a worry, not a sign: 'padosi bolte hain isse bloat hoga', 'he will go blind'.
  [/\b(bloat|blind|cancer)( ho)? (hoga|hogi|ho jayega|ho jaayega|ho jaega|ho sakta|ho sakti)\b|\b(will|can|could|may|might) (get|cause|lead to|go|become|develop)( \w+)? (bloat|blind|cancer)\b/g, 'worry'],
  // Something from inside showing through a wound: 'pet pe bada ghav hai, kuch andar ka dikh raha hai'.
  [/\b(wound|cut)( \w+| \|){0,6} (kuch |something )?(andar ka|andar se|from inside|inside|insides)( \w+)? (dikh\w*|showing|visible|bahar)\b/g, '$& guts out'],
  // Hiccups shake a kitten's whole body: 'keeps hiccuping after eating'.
  [/\b(hiccuping|hiccupping|hiccuped|hiccupped|hiccoughs?)\b/g, 'hiccup'],
  // Bleeding that spurts or soaks a cloth at once is heavy: 'its spurting, soaked the cloth in seconds'.
  [/\b(spurting|spurts|spurted|gushing|gushes|squirting|pumping out)\b|\bsoaked( the| a| my| his| her)? (cloth|towel|bandage|kapda|tissue|cotton)\b/g, 'much bleed'],
  // A painkiller course the vet gave: 'after he was on painkiller for 10 days'.
  [/\b(on|taking|was on|been on)( \w+)? (humanmed|nsaid|pill|medication)( \w+)? for( \d+| few| some| a| ek| do)? (days|day|din|weeks|week|hafte)\b/g, 'vetmed'],
  // A pet held under or pushed into water, then coughing: 'pool me dhakka de diya, 2-3 min pani me rha, nikal ke khansi ki'.
  [/\b(pool|water|nalla|nala|tank|bucket|tub|canal|nahar)\b(?=[^.]*\b(dhakka|push\w*|fell|fall|gir\w*|slipped|dooba|doob\w*|under)\b)(?=[^.]*\bcough\b)/g, 'drown'],
  // Jumping about, in Hindi: 'uchhal kood kar raha'.
  [/\buchhal (jump|kood|kud)\b/g, 'hyper'],
  // A bitch in season, in Hindi: 'heat chal rahi hai'.
  [/\bheat (walk|chal|chalu) (rhi|rahi|ho rahi|ho rhi)\b/g, 'estrus'],
  // Dragging the bottom along the floor is scooting (anal glands, worms), not legs that fail: 'pichla hissa farsh par ragadta hua ghaseetta hai'.
  [/\b(hind|bum|bottom|butt|anus|rear)( \w+){0,2} (floor|farsh|zameen|ground|carpet|rug)( \w+){0,3} (ragad\w*|rub\w*|drag|ghasit\w*|ghaseet\w*)\b|\bscoot\w*\b/g, 'scooting'],
  // A risk asked about is a worry, not a sign: 'is umar mein behoshi ka khatra to nahi', 'risk of anaesthesia'.
  [/\b(unconscious|collapse|seizure|bloat|poison|anaesthesia|anesthesia)( ka| ki| ke)? (khatra|khatraa|khataraa|khatara|risk)\b|\b(risk|danger) of (unconscious|collapse|seizure|bloat|anaesthesia|anesthesia)\b/g, 'worry'],
  // 'Sir' as a salutation is no head: 'Dear Sir', 'Respected Sir', 'Sir, my dog ...', 'sir ji'.
  [/\b(dear|respected|respectable|hello|hi|hey|namaste|namaskar|morning|evening|thank you|thanks|please|pls|plz|help|ok|okay) head\b|^head(?= \||$)|\bhead ji\b/g, '$1'],
  // Bleeding, then in the next clause that it spurts or soaks a cloth: 'bleeding from a paw cut, its spurting'.
  [/\b(bleed|blood)( \w+){0,4} \| (its |it is |and )?much\b/g, '$& bleed'],
  // Pink or red seen inside an opened wound of the belly, side or a surgical cut: 'stitches are open, i can see pink inside'.
  [/(?<=\b(belly|pet|side|chest|stitch|stitches|spay|neuter|incision|tanke|taanke|operation|surgery|tear|torn)\b[^.]*)\b(see|dikh\w*|visible)( \w+){0,2} (pink|pinkish|red|reddish|laal|gulabi|fatty)( \w+)? (inside|andar)\b/g, 'organsout'],
  // A line or thread showing at the mouth or bottom: 'muh se line bahar dikh rahi'.
  [/(?<=\b(mouth|anus)\b[^.]*)\b(line|string|thread|object)( \w+){0,2} (bahar|out)( \w+)? (dikh\w*|visible|showing|show|hang|latak\w*)\b/g, 'object hang'],
  // What is left of a string or band still inside after part came out: 'half came out, baaki andar hai'.
  [/(?<=\bobject\b[^.]*)\b(baaki|baki|rest|remaining|bacha|bachi)( \w+){0,3} (andar|inside)\b/g, 'swallow'],
  // Something red coming out from under the tail: the bottom or the genitals.
  [/\b(dum|tail|poonch|poonchh|punch)( ke| ki| kay)? (neeche|niche|nichhe|nichay|under) se( \w+){0,3} (red|pink|laal|gulabi|flesh|fleshy|mass|lump|gol)( \w+){0,4} (bahar|out) (nikla|nikli|nikle|niklaa|aa gaya|aaya|aayi|come|came|hang)\b|\b(red|pink|fleshy|mass|lump)( \w+){0,5} (come|hang|out|protrude)( \w+){0,2} (from )?under (the |her |his |its )?tail\b/g, 'prolapse'],
  // Cleaning products by what they are for: 'cleaning spray went in her eye'.
  [/\bcleaning (spray|liquid|solution|product|agent)\b|\b(toilet|drain|oven|tile) (cleaner|spray)\b/g, 'household'],
  // Breath that smells of urine or ammonia: the waste a failing kidney no longer clears.
  [/\bhalitosis( \w+){0,2} (like|of) (pee|ammonia)\b/g, 'uraemicbreath'],
  // Vomiting on vomiting is again and again: 'ulti pe ulti'.
  [/\bvomit (pe|par|per|after|ke baad|upar) vomit\b/g, 'vomit again'],
  // A collar that chokes on walks is the pull of a leash, not something in the throat.
  [/\b(collar|leash|lead|harness|patta|pattaa)( \w+){0,3} choke( \w+){0,2} (walk|pull|pulls|pulling)\b/g, 'collarpull'],
  // Settling every time is a habit: 'walk ke baad haanfta h, 10 min me normal ho jaata h'.
  [/(?<=\b(min|mins|minute|minutes|der|ghanta|ghante)\b[^.]{0,30})\bfine ho (jaata|jaati|jata|jati|jaate|jate)\b/g, 'habit fine'],
  // Playing now, in Hindi: 'baaki khel raha hai' (not 'khel raha tha', played before).
  [/\bkhel (raha|rahi|rha|rhi|rahe|rhe)\b(?! (tha|thi|the)\b)/g, 'playing'],
  // 'Bit' before a sign is 'a bit': 'bit wobbly on back legs'.
  [/(?<!\b(dog|cat|he|she|it|snake|monkey|rat|who|that|which|has|had|have|bite)\b )\bbit (?=(ataxia|weak|lethargy|quiet|dull|slow|lameness|swollen|red)\b)/g, 'mild '],
  // Trouble climbing into a box, a car or a bed is stiffness, not straining: 'trouble getting into the tall litter box'.
  [/\b(trouble|difficulty|hard|problem|struggle|cant|unable)( in| with)? (get|climb|jump|step) (into|in|over)\b/g, 'stiffness'],
  // Something pink seen in a hole or tear of the side or belly: 'a hole in his side, i can see something pink'.
  [/(?<=\b(belly|pet|side|chest|stitch|stitches|tear|torn|hole|gash)\b[^.]*)\b(see|dikh\w*|visible)( \w+)? (something|kuch|kuchh) (pink|pinkish|red|reddish|laal|gulabi)\b(?!( \w+)? (skin|rash|spot|spots|patch|patches|bump|bumps|dots|daane|fur|hair|nipple|nipples|gum|gums|tongue|ear|ears|eye|eyes|khaal|chamdi)\b)/g, 'organsout'],
  // Hindi order, the bottom named first: 'पीछे से लाल गोल सा बड़ा मांस बाहर आ गया'.
  [/\b(anus|genital)( \w+){0,2} (red|pink|laal|gulabi|flesh|fleshy|maas|maans|mass|lump|gol)( \w+){0,4} (bahar|out) (nikla|nikli|nikle|niklaa|aa|aaya|aayi|come|came|hang)\b/g, 'prolapse'],
  // A string around the neck or a leg, the body part named first: 'gale mein manjha lipta hua hai'.
  [/\b(leg|hind|paw|tail|neck|throat|toe|pair|poonch)( \w+){0,2} (object|thread|string|manjha|dhaga|band)( \w+)? (lipat|lipta|lipti|lapet|lapta|lipte|fas|phas|phasa|phansa|wrapped|tight|kasa|kasi)\w*\b/g, 'tourniquet'],
  // Going to the tray again and again, said with 'keeps': 'keeps licking his private area and going to the litter'.
  [/\bkeeps( \w+){0,6} (going|go|visiting|visit|run|running|sitting|sit) (to|in|into) (the )?litter\b/g, '$& again'],
  // A sound or spark from a charger or wire, then a yelp: a shock.
  [/\bparasite( parasitehistory)? (sound|noise|awaaz|awaz)\b/g, 'clicksound'],
  [/\belectric\b[^.]*\b(clicksound|spark|sparks|chingari|flash|crackle)\b[^.]*\bcry\b/g, '$& electrocution'],
  // Worms in vomit or stool are worms: 'ulti mein keede nikale', 'potty me safed keede'.
  [/\b(stool|vomit|potty)( \w+){0,2} (keede|keeda|kide|kida|keedey)\b|\b(keede|keeda|kide|kida)( \w+){0,3} (stool|vomit|potty)\b/g, '$& parasite'],
  // 'Ganja kar rahi' is licking herself bald, not cannabis.
  [/\b(drug|ganja) (kar|ho|kr|karna|karti|karta)\b/g, 'bald $2'],
  // A wrapper that was empty is a trace: 'chocolate ka raipar chaata, khaali tha'.
  [/(?<=\bwrapper\b[^.]*)\b(empty|khali|khaali|kali) (tha|thi|hai|h|was|is)\b/g, 'mild'],
  // A penis out for long that does not go back, or turns dark and dry: it is being strangled.
  [/\bgenital( \|)?( \w+){0,4} (out|bahar)( \w+){0,6} (not|nahi) (go|going|goes|gone|jaa|ja|jaata|jata)( \w+)? (hind|in|andar|inside)\b|\bgenital( \|)?( \w+){0,4} (out|bahar)( \w+){0,6}( \|)?( \w+){0,3} (darker|dry|purple|sookh\w*)\b/g, 'prolapse'],
  // Bumping into things only at night is night blindness, coming on slowly: not sudden blindness.
  [/\bblind( \w+){0,2} (at night|raat ko|raat mein|raat me|in the dark|andhere mein|andhere me)\b/g, 'nightblind'],
  // A hairball brought up is a hairball, not vomiting: 'vomited hairball this morning, long sausage type'.
  [/\bvomit( \w+){0,2} hairball\b|\bhairball( \w+){0,2} vomit\b/g, 'hairball'],
  // Eating again after vomiting is eating: 'threw up, then ate again fine'.
  [/\beat again\b(?! and again)/g, 'eat'],
  // Swelling where the vaccine went in: 'टीका लगा ... जगह पे हल्की सूजन'.
  [/(?<=\bvaccine\b[^.]*)\b(jagah|jagha|jaga|spot|site|wahan|wahaan)( pe| par| per| mein| me| pr)?( mild| thodi| thoda| bit)? swollen\b/g, 'injectionsite mild swollen'],
  // Flowers with orange or yellow dust in the middle are lilies by their pollen, named or not.
  [/\b(flower|flowers|phool|phoolon)\b[^.]*\b(orange|yellow|peela|peeli|narangi)( \w+)? (dust|powder|pollen)\b/g, '$& lily pollen'],
  // A field, lawn or crop sprayed is sprayed with insecticide: 'the field next to our farmhouse was sprayed today'.
  [/\b(field|fields|khet|crop|crops|farm|lawn|fasal)( \w+){0,6} (spray|sprayed|apply|chhidka\w*|chhidkaav)\b/g, '$& insecticide'],
  // Eyelids drooping: the first sign of a krait's venom or botulism, with the legs going weak.
  // Not eyes or eyesight called weak.
  [/\b(eyelid|eyelids|palak|palke|palkein)( \w+){0,2} (drooping|droop|droops|drooped|weak|sagging|jhuk\w*|half closed|half shut)\b|\beye( \w+){0,2} (drooping|droop|droops|drooped|sagging|jhuk\w*|half closed|half shut)\b/g, 'ptosis'],
  // A line or string going into the mouth or down the throat.
  [/\b(line|string|thread|object)( \w+){0,2} (going|goes|go|went|jaa\w*|ja) (into|in|down)( \w+){0,2} (mouth|throat)\b/g, 'object hang mouth'],
  // Not found now, in Hindi: 'ab mil nahi raha'.
  [/\b(mil|mila|mili) (nahi|nhi|ni|nai) (raha|rha|rahi|rhi|rahe)\b/g, 'missing'],
  // Bubbles from a wound as the pet breathes: air leaking from the chest or windpipe.
  // Not the fizz of hydrogen peroxide poured on a wound.
  [/(?<!\b(peroxide|hydrogen|h2o2)\b[^.]*)(\bwound( \w+){0,3} (se|from) (hawa|air)\b|\bwound( \w+){0,5} (bulbul\w*|bubbl\w*)\b|\b(bulbul\w*|bubbl\w*)( \w+){0,3} (from|se)( the| his| her)? wound\b)(?![^.]*\b(peroxide|hydrogen|h2o2)\b)/g, 'chestwound'],
  // One pup born some time ago, none since: labour under way ('ek bacha 2 ghante pehle hua').
  [/\b(ek|one|1|do|two|2|teen|three|3)( \w+)? young( \w+){0,3} (hua|hue|hui|born|paida|nikla|nikle|aaya|aya)\b/g, '$& labour'],
  // Not pushing any more once a pup is born: 'ek bacha hua ... zor bhi nahi laga rahi' (not before labour has begun).
  [/(?<=\byoung\b[^.]*\b(hua|hue|hui|born|paida|nikla|nikle)\b[^.]*)\bstrain( bhi)? (nahi|not) apply\b/g, 'labourstall'],
  // Food a pet 'got' from a plate, a table or a bin was eaten: 'she got 4 laddoos from the puja plate'.
  [/\b(she|he|it|dog|cat|young)( \w+)? get( \w+){0,5} (from|off) (the |my |our |a )?(\w+ )?(plate|table|counter|thali|dustbin|bin|kitchen|tray)\b/g, '$& eat'],
  // 'Fit' as a noun in Hindi, going on: 'fit ruk nahi raha 10 min se'.
  // Not 'fit again' said of a pet healthy again.
  [/\bfit much\b(?! (better|fitter|healthier))|\bfit again(?= (aa|aaya|aayi|aata|aati|pada|padi|pad|come))/g, 'seizure $&'],
  // Not stopping, said last: 'garmi hanfna band nahi'.
  [/\bstop nahi(?=$| \|)/g, 'again'],
  // Gone cold without its mother: 'mom ke bina thanda pad gaya' ('bina' is no negation of the cold).
  [/\b(mom|maa|mother|mummy|amma|mama)( ke| ki) (not)\b/g, 'orphan'],
  // A big belly with fever in an unspayed female: 'unspayed female pet bada bukhar'.
  [/\bpet (bada|badaa|bara|baraa|phula|phoola|fula)\b(?=[^.]*\bfever\b)/g, 'belly swollen'],
  // Maggots on a part of the body, no wound named: 'billi ki gardan me keede' (not the ear, where 'keede' are mites).
  [/\b(neck|leg|hind|tail|head|skin|face|paw|throat|body)( \w+){0,2} (keede|keeda|kide|kida|keedey)\b/g, 'maggot'],
  // A fishing line is a line that cuts the gut: 'a fishing line coming out of her mouth'.
  [/\b(fishing|fish|machli|machhli)( wali| wala| ki| ka)? (line|dori|dor|string)\b/g, 'fishline object'],
  // A string wound round the tongue is anchored there: 'cat tongue string lapeta hua'.
  [/\btongue( \w+){0,3} object( \w+)? (lipat\w*|lapet\w*|wrapped|phans\w*|fas\w*|stuck)\b|\bobject( \w+){0,3} (around|round) (his |her |its |the )?tongue\b/g, 'object hang mouth'],
  // A penis stuck out: 'लिंग बाहर अटका'.
  [/\bgenital( \|)?( \w+){0,3} (out|bahar)( \w+)? (stuck|atka\w*|fas\w*|phans\w*)\b/g, 'prolapse'],
  // Two people each gave the insulin: a double dose.
  [/\b(both|dono)\b( \w+){0,6} (give|inject)( \w+){0,4} insulin\b/g, '$& double'],
  // A red lump in the corner of the eye is the third eyelid's gland (cherry eye): a vet soon, not an eye injury.
  [/\b(red|pink)( \w+)? (lump|mass|ball|bump|swelling)( \w+){0,3} (in the |in |at the )?corner of( \w+){0,2} eye\b/g, 'cherryeye'],
  // Gums 'light pink, almost whitish' are pale.
  [/\b(light|pale|halka|halki|lite) pink( \w+)? gum\b|\bgum( \w+){0,8} (light|pale|lite) pink\b/g, 'gum pale'],
  // Pieces said gone are eaten: 'the dark cocoa brownies, 4 pieces gone'.
  [/\b(\d+|two|three|four|five|six|some|few|half|all)( \w+)? (pieces|piece|bars|bar|squares|cubes|tablets|laddoos|biscuits|cookies|brownies)( \w+)? (gone|missing|gayab|kam)\b/g, '$& eat'],
  // Something hanging out 'like intestines': 'pet pe ched h aur kuch bahar latak rha h jaise aant'.
  [/\b(kuch|kuchh|something)( \w+)? (bahar|out) (hang|latak\w*|nikal\w*)( \w+){0,2} (jaise|like) (aant|aantein|aante|intestine|intestines|guts)\b/g, 'organsout'],
  // 'A bit' said of the owner's message, not of an amount: 'this is a bit embarrassing but ...'.
  [/\bmild (embarrassing|silly|weird|awkward|stupid|dumb|odd|funny|confusing|long|late)\b/g, '$1'],
  // A mosquito machine's refill by what it is for: 'mosquito wali liquid machine ki refill'.
  [/\b(mosquito|machhar|machar)( wali| wala| ki| ka| ke)?( liquid| likvid)? (machine|mahine|refill|riphil)\b/g, 'repellent'],
  // Walking unsteadily, in Hindi: 'behki behki chal rahi'.
  [/\b(behki|behka|behke|bahki|bahka)( behki| behka| behke| bahki| bahka)? (walk|chal\w*)\b/g, 'ataxia'],
  // A fight with a snake, bite marks seen or not: 'saanp se lad rahe the, dog ne usko maar diya'.
  [/(?<=\bsnake\b[^.]*)\b(lad|fight|fighting|fought|killed)\b|\bsnake( \w+){0,3} (lad|fight|fighting|fought|killed)\b/g, 'attack'],
  // A male dog lifting his leg with only drops coming: straining to pee.
  [/\b(lift|lifting|lifts|lifted|uthata|uthaata)( his| her| the| apni| apna)? (leg|hind leg)\b(?=[^.]*\b(nothing|drop|few|kuch nahi)\b)/g, 'pee try'],
  // Caught in something is trapped, not grabbed: 'back leg got caught in the window grill'.
  [/\b(get|gets|was|is|been|were) grab (in|under|between|mein|me)\b/g, '$1 trapped $2'],
  // Dizzy, then down: 'chakkar kha ke gir gaya'.
  [/\bchakkar( eat| aa| aaya| come)?( ke| kar| kr)? fall\b/g, 'collapse'],
  // Has not peed: 'subah se su su nahi kiya'.
  [/\bsu su\b/g, 'pee'],
  [/\bpee( bhi)? (nahi|not) (kiya|ki|kari|kara|kiye|kar rha|kar raha|kar rhi|kar rahi)\b/g, 'anuria'],
  // Something out that will not go back in: 'bahar atka, wapas nahi ja raha' (the 'nahi' is of going back).
  [/\bprolapse( \|)? (wapas|andar|hind|back|in) (nahi|not) (ja|jaa|go|going|jata|jaata|jaa raha|ja raha)( rha| raha| rahi| rhi)?\b/g, 'prolapse'],
  // A fishhook written as one word is a hook.
  [/\bfishhook\b(?! object)/g, 'fishhook object'],
  // Shut in a car: 'car me band tha 20 min'.
  [/\bvehicle( me| mein| main| ke andar)? (stop|lock\w*) (tha|thi|the|hai|h|kar\w*|kiya|gaya|gya|rha|raha|reh gaya|reh gayi|reh gya|reh gyi|rah gaya|rah gayi)\b/g, 'carheat'],
  // A boy cat is a male cat.
  [/\bboy (cat|dog|young|kitty)\b/g, 'male $1'],
  // Air heard at a hole or wound as the pet breathes: 'a hole in his side, i can hear air sound when he breathes'.
  [/(?<=\b(hole|wound|deep|tear|gash|chhed)\b[^.]*)\b(air|hawa)( \w+)? (noisy|sound|hiss\w*|bubbl\w*|aawaz|awaaz)\b/g, 'chestwound'],
  // Small white things moving in a hole or wound are maggots: 'full of small white moving rice like things'.
  [/(?<=\b(hole|wound|deep|ghaav|chhed)\b[^.]*)\b(pale|white|safed)( \w+){0,2} (moving|move|moves|crawl\w*|wriggl\w*|chal\w*|rengt\w*)\b/g, 'maggot'],
  // The Hindi order, going back named first: 'penis bahar hai, wapas nahi ja raha'.
  [/\bgenital( \|)?( \w+){0,4} (out|bahar)( \w+){0,4}( \|)? (wapas|andar|hind|back)( \w+)? (nahi|not) (ja|jaa|go|going|jata|jaata)\w*\b/g, 'prolapse'],
  // An air conditioner or cooler off or broken is a hot room: 'ac band tha pug bahut haanf raha' (not 'we have a cooler, not AC').
  [/\b(ac|aircon|cooler)( \| | )((is|was|tha|thi|hai|bhi|had|has|got|went|been|kept|remained) )?(stop|off|kharab|failing|broken|dead|band)\b/g, 'heat'],
  // A cob told without 'corn' before it: 'ate cob of corn yesterday', 'swallowed the cob'.
  [/\bcobs?( of (corn|makka|makki|makke|bhutta|bhutte))?\b/g, 'object'],
  // Fell all of a sudden, from nowhere high: 'achanak gir gaya', 'suddenly fell while walking'.
  [/\bsudden( \w+)? fall( gaya| gayi| gya| gyi| pada| padi| pda| pdi)?\b(?! (in|of|asleep|sleep|love|behind|ill|sick)\b)(?!( \w+){0,3} (stair|stairs|step|steps|seedhi|sidhi|roof|chhat|chhath|balcony|bed|sofa|table|height|from|off|se|upar|window|khidki|terrace|floor)\b)/g, 'sudden$1 collapse'],
  // Eyes turning round by themselves are the balance organ or brain, as eyes flicking are; eyes rolled back are a fit or a faint.
  [/\beye (ghoom|ghum|ghumm|nach|naach)( rahi| raha| rhi| rha| rahe| rhe| ho rahi| ho rahe)\b/g, 'ataxia'],
  // Not in sleep, where eyes rolled up are normal: 'his eyes roll up when he sleeps'.
  [/(?<!\bsleep\b[^.]*)(\beye( are| were| was| is)? (roll|rolling|rolled|rolls)( \w+)? (hind|back|up|upward|upwards|white)\b|\beye (upar|ulat|palat|ult)( \w+)? (chadh|chadhi|chadha|ho|gayi|gaya|gayin|gyi|gya|gai)\b)(?![^.]*\bsleep\b)/g, 'seizure'],
  // A belly that is tender or sore to touch hurts: 'belly is tender', not 'tender coconut'.
  [/\b(belly|abdomen)( is| feels| was| seems| looks| very| bit| a bit| little| thoda| so)* (tender|sore)\b/g, '$& pain'],
  // A place the pet cannot get to: 'the cat cant go there, door is always closed', 'kept out of reach'.
  [/\b(cat|dog|young|kitty|he|she|it|they|both)( cant| never| not| nahi| nhi)( \w+)? (go|goes|enter|enters|get|jaa|ja|jati|jata|pahunch\w*)( there| in there| wahan| waha| vahan| (in|into|inside) (that|the|my|our|this) (room|bedroom|balcony|kitchen|cupboard))\b|\b(cat|dog|young|kitty|he|she|it|they|both)( cant| never| not| nahi| nhi)( \w+)? (reach|reaches)( it| them| there| wahan)\b|\b(out of|beyond) (his |her |its |their )?reach\b/g, 'noaccess'],
  // Breath 'ukhad rahi' (tearing, gasping): 'heat mein pug ki saans ukhad rahi'.
  [/\bbreathe( \w+)? (ukhad|ukhar|ukhd|ukhr)\w*/g, 'breathe trouble'],
  // A condition named as a cause or a risk is no sign: 'is it true they shouldnt eat before a walk because of bloat?'.
  [/\b(because of|due to|wajah se|ki wajah se|risk of|chance of|chances of|prevent|avoid|se bachne)( \w+)? (bloat|parvo|heatstroke|distemper)\b/g, '$1$2 $3risk'],
  // 'Heart attack' is the owner's word for a collapse or a guess: a guess in a question is dropped, said alone it is the collapse.
  [/\bheart attack\b/g, 'heartattack'],
  // A box said sealed or never opened: 'seal band box', 'band hi h, kholi nahi'.
  [/\bseal (stop|pack|packed)\b|\b(kholi|khola|kholaa|khuli|khula)( hi)? (nahi|nhi|nai)\b/g, 'intact'],
  // 'Had a whole bowl of' is ate it: 'dog had a whole bowl of kheer with lots of kishmish'.
  [/(?<!\b(i|we|you|they|kids|children|family)( \w+)? )\bhave(?= (a|the|whole|full|poora|pura|entire)( whole| full)? (bowl|plate|packet|box|slice|piece|tub|jar|glass|cup|katori|tiffin)s?( lots)? of\b)/g, 'eat'],
  // Pets that 'shared' a food ate it: '2 dogs shared raisin cake'.
  [/\b(dog|cat|young|both|they|dono)( \w+)? (shared|share kiya|share kar liya)\b/g, '$1$2 eat'],
  // A stick or other object pushed into the mouth or throat: 'lakdi muh me ghus gayi'.
  [/\b(lakdi|lakri|object|bone)( \w+){0,3} (ghus|ghusa|ghusi|ghuss)\w*/g, '$& object stuck'],
  // Fur or skin that caught fire is burnt: 'her fur caught fire a bit'.
  [/\b(grab|catch|caught|lag|lagi|laga) (fire|aag)\b|\baag (lag|lagi|laga|lag gayi|lag gaya)\b/g, 'burn'],
  // A box or tube still capped is whole: 'still capped and not punctured'.
  [/\b(still |is |was )?capped\b/g, 'intact'],
  // Crying 'like he is dying' at a nail trim is a comparison, not a fear of death.
  [/\b(like|as if|jaise|jaisa)( \w+)? fearsdeath\b/g, 'simile'],
  // The jaw in Hindi: 'muh se khoon, jabda tedha'.
  [/\b(jabda|jabde|jabada|jabdaa)\b/g, 'jaw'],
  // An eye 'band' (shut) after a fight is kept shut, not a sign that stopped: 'aankh se khoon aur band h'.
  [/(?<=\beye\b[^.]*)\b(aur|and) stop( (h|hai|he|ho gayi|ho gyi|rakhi|rakha|kar rakhi)\b|$)/g, '$1 squint'],
  // A monkey or other animal that clawed the pet ('bandar ne noch diya') has torn the skin like a bite (not a cat clawing a sofa).
  [/(?<=\b(animal|monkey|bandar)( \w+){0,2} )(noch|nocha|nochi|nonch)( diya| liya| di| li| dia| lia| gaya| gayi)?\b/g, 'bitten'],
  // An eye kept closed: 'red eye with white spot in middle, keeps closing it'.
  [/\b(keeps|keep|kept|keeping) (closing|shutting|squinting|shut)( it| them| her eye| his eye| the eye| eye)?\b/g, 'squint'],
  // Back legs 'gone' or 'dead' are legs that no longer work ('sausage dog rear legs gone crying'), not weak or stiff ones.
  [/\bhind( leg)? (gone|dead)\b(?! (weak|stiff|thin|slow|wobbly|bony|a|bit|little|kamzor))/g, 'hind paralysed'],
  // Not waking, in Hindi: 'behosh jaag nahi raha' is a pet that cannot be roused, not a faint denied.
  [/\b(jaag|jag|jaga)( hi)? (nahi|nhi|ni|na) (raha|rahi|rha|rhi|pa raha|pa rahi)\b/g, 'unconscious'],
  // A cell is a battery when it is swallowed or chewed, or taken from a remote, clock or toy: 'chewed remote and swallowed the cell'.
  [/(?<=\b(swallow|eat|chew|bite|remote|clock|watch|toy|button)\b( \w+){0,3} )(cell|cells)\b(?! phone)|\b(cell|cells)\b(?=( \w+){0,3} (swallow|eat|chew|bite)\b)/g, 'battery'],
  // A jaw locked shut or stuck: lockjaw (tetanus) or a dislocated jaw ('stiff all over, jaw locked').
  [/\b(jaw|jabda)( is| got| gets| has| been)? (leave|jammed|clenched|stuck)\b|\block ?jaw\b/g, 'jawstuck'],
  // An eye scratched by a cat, a dog or a monkey is wounded, not itching: 'got his eye scratched by the neighbours cat'.
  [/\b(get|got|gets)( his| her| its| the)? (eye|face|nose|ear)( \w+)? itch\b/g, '$3 wound'],
  [/\b(cat|dog|monkey|bandar|billi|kutta)( \w+)? itch (his|her|its|the|uski|uska)( \w+)? (eye|face|nose)\b/g, '$1 wound $5'],
  [/\bitch( it)? (by|from|playing with|while playing with|in a fight with|fighting with)( the| a| an| another| neighbours?| street| stray| our)*( \w+)? (cat|dog|monkey|claw|claws|nail|nails)\b/g, 'wound $5'],
  // The third day without food is days of it: 'teesre din bhi khana nahi khaya'.
  [/\b(teesre|tisre|teesra|tisra|third|chauthe|chautha|fourth|paanchve|panchve|fifth) day\b/g, 'days'],
  // A broken or torn nail is no broken leg: 'pair ka nakhun toot gaya, thoda khoon'.
  [/\b(leg|paw|hind)?( ka| ki| ke| of| pe)? ?(nakhun|nakhoon|nail|nails|claw|claws|dewclaw) (broken|torn|ripped|uprooted|ukhad\w*|split)\b/g, 'brokennail'],
  // Just a little: 'billi ne chocolate cake chaat liya, bas thoda icing'.
  [/\b(just|only|sirf|bas) (thoda|thodi|thora|thori)\b(?! (sa|si) )/g, 'mild'],
  // Something red or pink, or tissue, seen inside stitches that opened: the gut or fat showing ('taanke khul gaye, andar ka kuch red dikh raha').
  [/(?<=\b(stitch|stitches|tanke|taanke|taanka|incision)\b( \w+){0,3} (open|opened|khul\w*)\b[^.]*)\b(inside|andar)( ka| ki| ke| se)?( \w+){0,2} (pink|pinkish|red|reddish|laal|gulabi|tissue|tissues|fat|charbi|flesh|maans)\b/g, 'organsout'],
  // Pills for a person's blood pressure, sugar, cholesterol or sleep are human medicines: 'BP ki goli kha li dadi ki' (a thyroid or
  // heart pill may be the pet's own).
  [/(?<!\b(dog|cat|young|pet|uski|uska|uske|his|her|its|apni|apna)( ka| ki| ke)? )\b(bp|blood pressure|sugar|neend|nind|sleeping|cholesterol)( ki| ka| ke| wali| wala| wale| ki wali)? (pill|pills|pill2)\b/g, 'humanmed $5'],
  // An eye squeezed shut is kept shut ('he is squeezing it shut', read by the typo rule as a sneeze).
  [/\b(sneeze|squeez\w*)( it| them| the eye| his eye| her eye| its eye| eye)? (shut|closed|band)\b/g, 'squint'],
  // Stuck to a live wire: 'bijli ke taar se chipak gaya tha'.
  [/\belectric( ke| ki| ka)?( electric)?( se)? (chipak|chipka|chipki|chipke|stuck|fas|phas)\w*/g, 'electrocution'],
  // A cat's or monkey's paw struck at the eye or face: 'billi ne panja maar diya' is a claw wound.
  [/\b(cat|monkey|bandar|billi|animal)( ne)?((?: \w+){0,2} (eye|face|mouth|nose)( pe| par| mein| me| on| ko))? (leg|panja|pnja|claw|claws|nakhun)( \w+)? (hit|maar|mara|maara|mari|maari|maar give|mar give)\b/g, '$1 $4 wound'],
  // Urine that stopped coming after blood in it: 'pee mein khoon phir kuch nikalna band'.
  [/\bpee( \w+| \|){0,6} (kuch |bilkul )?(nikalna|nikal\w*|aana|aani) stop\b/g, 'pee anuria'],
  // Hot ash or coals eaten: a burn in the mouth ('bonfire ki raakh khaali, garam thi'; 'garam' is read as in heat).
  [/\b(raakh|ash|ashes|coal|coals|koyla|koyle|angaar|angara|angare)( \w+| \|){0,8} (estrus|garam|hot|heat)\b/g, 'burn'],
  // A baby born into the house is a person's baby, not a young pet: 'ghar mein baby aaya hai tab se billi chhup rahi hai'.
  [/\b(ghar|house|home|family)( mein| me| main| pe| par| in)?( a| new| naya| nayi)? baby (come|aaya|aayi|aya|ayi|hua|hui|born|arrived)\b|\b(new|naya|nayi) baby( \w+)? (come|aaya|aayi|born|arrived)\b|\bbaby (come|aaya|aayi|arrived)( \w+)? (home|ghar)\b/g, 'humanbaby'],
  // A small KitKat finger or two is a few grams of milk chocolate: 'ek chota sa Kitkat finger', 'the small 2 finger one'.
  [/\b(chhota|chota|chhoti|choti|small|little|tiny)( sa| si)?( \d| two| 2)? (chocolate )?(finger|fingers)\b|\b(bas|just|only|sirf) (ek|one|1) (chocolate )?finger\b/g, 'mild chocolate'],
  // A question typed on at the end without a comma is a clause of its own: 'twitching while sleeping is it fits'.
  [/(?<=\w) (is (it|this|that)|kya (ye|yeh))((?: \w+){1,3})$/g, ' | $1$4'],
  // Bad breath is no trouble breathing: 'saans me bahut badboo aati h'.
  [/\bbreathe( me| mein| main| se| ki| mai)?( much| bahut| very)? (badboo|badbu|badbuu|smell|smells|smelly|stink|stinks|stinky|odour|odor|gandi|ganda)\b/g, 'badbreath'],
  // An eye 'band' (shut) with blood, tears or redness after it: 'aankh band khoon'.
  [/\beye stop(?= (blood|bleed|water|tearing|red|swollen|h|hai|he)\b)/g, 'eye squint'],
  // The gut showing through a torn belly: 'pet fat gaya h jhagde me, aanton jaisa kuch bahar'.
  [/\b(aant|aanton|aante|aanten|aanto|intestine|intestines|guts)( jaisa| jaisi| jaise| like)?( \w+){0,2} (bahar|out|nikal\w*|hang\w*)\b/g, 'organsout'],
  // A cat in the sand is in its litter: 'bilaa baar baar sand mein jaata sirf do boond'.
  [/\bsand (me|mein|main)\b/g, 'litter'],
  // Snoring in sleep: 'saans ki awaaz sote time, kharate jaise'.
  [/\b(sleep|night|raat)( \w+| \|){0,3} snore\b|\bsnore( \w+| \|){0,3} (sleep|night|raat)\b/g, '$& sleepsnore'],
  // Snoring sounds told of a pet awake are noisy breathing: 'snoring even while awake and breathing with his mouth open'.
  [/(?<!\bsleepsnore\b[^.]*)\bsnore\b(?![^.]*\bsleepsnore\b)/g, 'snore noisy'],
  // Two or three slices of a cake are no small amount, as slices of onion in a salad are: 'chocolate cake diya, 2 slice'.
  [/(?<=\bcake\b[^.]*)\b((?:\d|two|three|do|teen)(?: to \d)?) (slice|slices) mild\b|\b((?:\d|two|three|do|teen)(?: to \d)?) (slice|slices) mild(?= of( \w+){0,2} cake\b)/g, '$1$3 $2$4'],
  // Not eaten since a time, in Hindi: 'subah se nahi khaya', '2 din se kuch nahi khaya'.
  [/\b(se|since) (kuch )?(bhi )?(nahi|nhi|na) eat\b/g, 'anorexia'],
  // Trying to pee and nothing comes, with more words between: 'susu ke liye baar baar pair uthata hai par bilkul nahi aa raha'.
  [/\bpee\b(?:(?! (fine|normal|normally|properly|theek)\b) \w+){0,8} (par|but|lekin|magar|pr)( bilkul| ekdum| zara bhi| kuch bhi)? (nahi|not|na) (aa|aata|aati|aaya|nikal\w*|come|coming|comes)\b/g, '$& anuria'],
  // A racing heart: 'dil tez dhadak raha', 'heart is pounding'.
  [/\b(heart|dil|dhadkan)( \w+){0,2} (fast|racing|race|pounding|dhadak\w*)\b/g, '$& hyper'],
  // Whiskers broken or fallen are no injury: 'whiskers broke off on one side'.
  [/\b(whisker|whiskers|moonch|mooch|moochh|munchh)( \w+){0,3} (broken|gir\w*|fall|cut|kat\w*|jhad\w*)\b/g, 'whiskerloss'],
  // A spoon of a cooked dish is a small amount: 'a spoon of dal with garlic tadka' (not of garlic paste itself).
  [/\b(a|one|ek|1) (spoon|spoonful|teaspoon|chammach|chamach)( of| bhar)?(?= (dal|daal|sabzi|sabji|curry|gravy|rice|chawal|khichdi|raita|kadhi|rajma|chole|sambar|biryani|pulao|poha|upma|soup|maggi)\b)/g, 'mild'],
  // A seal still closed, in Hindi: 'seel band hai'.
  [/\b(seal|seel)( \w+)? (band|bandh|stop)( hai| h| tha| thi)\b/g, 'intact'],
  // Nibbling the tip or a corner of something is a small amount: 'he nibbled the tip of the coil'.
  [/\bnibbl(e|ed|es|ing)( at| on)?( the| a| its)? (tip|corner|edge|end|kona|kinara)\b/g, 'chew mild'],
  // Nothing kept down, not even water: 'hasnt kept water down since yesterday', 'cant keep anything down'.
  [/\b(not|cant|cannot|unable to)( even)? (keep|kept|keeping|hold|held|holding)( even| any| a sip of| the)? (water|food|anything|pani|paani|khana|kuch)( \w+)? down\b/g, 'vomit again'],
  // In and out of the tray: 'going in and out of the box, nothing comes'.
  [/\b(in and out|again) of( the| his| her| its)? (box|tray)\b/g, 'litter again'],
  // Blood passed from behind is blood in the stool: 'passing blood from back side like jelly' (bleeding from the anus stays bleeding).
  [/\bblood( \w+){0,2} (from|se)( the| his| her| its)? (hind side|backside)\b/g, '$& stool'],
  // A fit that has gone on for minutes: 'fit started 7 minutes ago'.
  [/\bfits?\b(?! (and|&|n) (fine|healthy|active))(?=( \w+){0,3} (\d+|few|several|kai|paanch|das) (minutes|minute|min|mins|minat)\b)/g, 'seizure'],
  // A dose given again by someone who did not know it was given: 'then i gave again without knowing'.
  [/\bgive again( \w+){0,2} (not knowing|without knowing|by mistake|mistake|galti se|unknowingly)\b/g, 'double $&'],
  // A pet caught in a running washing machine or dryer.
  [/\b(washing machine|dryer)( \w+){0,3} (ghoom\w*|ghum\w*|spin\w*|chal\w*|stuck|went|gayi|gaya|andar|inside)\b/g, '$& accident'],
  // Fallen from up high, unless from a sofa, bed or chair: 'billi upar se giri'.
  [/(?<!\b(sofa|bed|palang|chair|kursi|table|stool|lap|god|seedhi|step|steps|bench|couch|diwan)( ke)? )\bupar se fall\b/g, 'fall height'],
  // Back legs that stopped at once: 'pichle pair achanak band'.
  [/\bhind leg( sudden| suddenly)? stop\b/g, 'hind paralysed'],
  // The womb come out after a birth: 'uterus bahar aa gaya'.
  [/\b(uterus|bachedani|bachchedani|bachhedani|womb)( \w+){0,3} (bahar|out|outside|nikal\w*)\b/g, 'prolapse'],
  // A kick from a horse, cow, buffalo or donkey is a heavy blow: 'pet me laat lagi ghode ki'.
  [/\b(kick|kicked|laat)( \w+){0,4} (horse|ghode|ghoda|cow|gaay|gaai|bhains|buffalo|donkey|gadha|gadhe)\b|\b(horse|ghode|ghoda|cow|gaay|gaai|bhains|buffalo|donkey|gadha|gadhe)( \w+){0,3} (kick|kicked|kicks|laat)\b/g, '$& accident'],
  // Nail polish remover is a solvent.
  [/\bnail (paint|polish) remover\b/g, 'household'],
  // A limb caught tight in a rope or thread: 'ek pair rassi me band tha, ab neela aur thanda'.
  [/\b(rassi|rope|string|dhaga|dhage|thread|rubber band|rubberband)( me| mein| main| in| se)( \w+)? (stop|stuck|phansa|phasa|phans\w*|tied|bandha|bandhi)\b/g, 'tourniquet'],
  // Not given, in Hindi word order: 'crocin ka naam suna tha, nhi diya'.
  [/\b(nahi|nhi|na) give\b/g, 'nogive'],
  // One small piece with words between: 'ek chhoti gem wali chocolate tukdi'.
  [/\b(ek|one|a|1) (chhoti|chhota|small|tiny)( \w+){0,3} (tukdi|tukda|tukdaa|piece|bit)\b/g, '$& mild'],
  // Lime water is an alkali: 'aankh me chune ka paani pad gaya'.
  [/\b(touch|chuna|choona|chune|choone) (ka|wala|wali) (water|powder)\b/g, 'corrosive'],
  // Under a wheel: 'bail gaadi ke pahiye ke neeche aa gaya'.
  [/\b(pahiye|pahiya|pahiyon|wheel|wheels|tyre|tyres|tire|tires)( ke| ki| ka)? (neeche|niche|under)\b/g, 'hit vehicle'],
  // Red flesh come out from behind: 'pichhwade se laal maans jaisa bahar nikal aaya'.
  [/\b(pichhwade|pichhwada|pichwade|pichwada|hind|anus) se( \w+){0,2} (red|laal|lal|pink|gulabi|flesh|fleshy|maans|mass|lump)( \w+){0,3} (bahar|out|nikal\w*)\b/g, 'prolapse'],
  // Blood spurting like a fountain is heavy bleeding: 'khoon phawaare ki tarah'.
  [/\b(blood|bleed)( \w+){0,3} (phawaare|phawara|phuhaare|phuhara|fawara|fawware|fawwara|fountain|pichkari|spurt\w*)\b|\bspurt\w*( \w+){0,2} (blood|bleed)\b/g, '$& bleed much'],
  // A blow with a stick: 'aankh pe danda laga'.
  [/\b(danda|dande|dandaa|lathi|lathee)( se)? (apply|hit|mara|maara|maari|mari)\b/g, 'hit'],
  // Gored by a bull or a cow's horn: 'the bullock horned him', 'seeng maara'.
  [/\b(horned|gored)\b|\bseeng (mara|maara|maari|mari|laga|lagi|ghusa|ghus)\b/g, 'accident'],
  // Turning in circles before lying down is how dogs settle.
  [/\bataxia (before|while|then) (lying|lie|laying|sleep|sleeping|settling|baithna|baithta)\b/g, 'settling'],
  // Clots of blood: big ones are heavy bleeding ('big clots coming out'); small ones in the urine or stool are blood, a vet today.
  [/\b(big|large|huge|bade|badi|bada)( \w+)? clots?\b/g, 'blood much'],
  [/\bclots?\b/g, 'blood'],
  // Another animal scratched the eye: 'the monkey scratched his eye'.
  [/\b(animal|(other|another|stray|street|neighbours|neighbour) (cat|dog))( \w+)? itch( his| her| its| the)? eye\b/g, '$& wound'],
  // Great thirst: 'bahut pyaas', 'thirsty all the time'.
  [/\b(much|more|extra|excessive|double) thirst\b|\bthirst( \w+)? (much|more|badh\w*)\b/g, 'polydipsia'],
  // Snail and slug bait (metaldehyde): tremors and fits within hours.
  [/\b(snail|snails|slug|slugs|ghonga|ghonge|ghongha|ghonghe)( \w+)? (bait|baits|pellet|pellets|killer|poison|dawa|dawai|goli|goliyan)\b/g, 'insecticide'],
  // Hair dye (para-phenylenediamine, the black 'kali mehndi'): a poison, not a pet's coat colour.
  [/\b(hair|baal|baalon|baalo|balon|balo)( ki| ka| ke| wali| wala)? (dye|dyes)\b|\bkali mehndi\b/g, 'household'],
  // A gas cylinder or pipe that leaked: the air in the room poisons (carbon monoxide, LPG).
  [/\b(gas|cylinder|lpg|cng|png)( \w+){0,2} (leak|leaks|leaked|leaking|leakage)\b|\bcarbon monoxide\b/g, 'gasleak'],
  // An eye pushed outward ('aankh bahar ko badi lag rahi'): a swelling behind it or glaucoma.
  [/(?<=\beye\b[^.]*)\bbahar (ko|ki taraf|taraf)( \w+)? (badi|bada|bade|nikli|nikla|nikle|ubhri|ubhra|ubhre)\b/g, 'protrude'],
  // A testicle grown big: 'testicle ek bahut bada aur laal'.
  [/\btesticle( \w+){0,3} (bada|badi|bade|big|bigger|enlarged|double)\b/g, '$& swollen'],
  // A big bowl or plate of something eaten is no small amount: 'a big bowl of garlic chicken gravy'.
  [/\b(big|large|huge|full|whole|bada|badi|poora|poori|pura|puri)( \w+)? (bowl|bowlful|plate|plateful|katori|thali)\b/g, 'much'],
  // A snort through the nose, as if pulling air in, gone within a minute: a reverse sneeze ('naak se awaaz, 1 min me theek').
  [/(?<=\bnose\b[^.]*)\b(noisy|breathe)\b[^.]{0,60}?\b(1|ek|one|a) (min|mins|minute)\b[^.]{0,20}?\b(fine|normal|ok|okay)\b/g, 'reversesneeze'],
  // A kitten or puppy pouncing on feet in play: 'zoomies, pairo pe attack'.
  [/(?<=\b(zoomies|zoomy|play|playing|playful|khel\w*)\b[^.]*)\b(leg|feet|foot|toes|ankles|hand|hands|haath)( pe| par| on)? (attack\w*|pounce\w*)\b|\b(attack\w*|pounce\w*)( on)? (my|our|mere|hamare) (leg|feet|foot|toes|ankles|hand|hands)\b/g, 'play'],
  // One onion ring, told with 'a' or 'an': a small amount of onion ('dog ate an onion ring, one').
  [/\b(a|an)( onion)? onionring\b(?! (and|aur|or) )/g, '$& mild'],
  // Not applied, in Hindi order: 'kisi pe abhi nahi lagaya' (the lexicon reads 'lagaya' as 'apply'); 'muh nahi lagaya' stays no mouth.
  [/(?<!\bmouth )\bnahi apply\b/g, 'not apply'],
  // A head or nose knocked once against something ('table se sar takraya') is a knock, not bumping into things.
  [/\b(takraya|takrayi|takrai|takra gaya|takra gayi|takra gai)\b/g, 'hit'],
  // Opened stitches gaping wide: a surgical wound that has come apart ('pulled out his sutures, wound gaping open').
  [/(?<=\b(stitch|stitches|suture|sutures|tanke|taanke|taanka|incision|spay|operation|surgery)\b[^.]*)\b(wound|cut|incision|skin|stitch|stitches)?( \w+)?( deep| wide| poora| pura| completely| fully)+ (open|khul\w*)\b/g, 'openincision'],
  // An eye kept shut ('dusre ki aankh band'): the lexicon reads 'band' as 'stop', which would turn the eye off.
  [/\beye (stop|band)\b/g, 'eye squint'],
  // Hindi word order for a female in heat: 'billi heat me hai'.
  [/\b(cat|billi|female|kutiya)( \w+)? heat (me|mein|main|mai) (hai|he|h|hain|aayi|aai|aa gayi|aagayi)\b/g, 'estrus'],
  // A belly tense or rigid to the touch: a painful belly.
  [/\bbelly( \w+){0,2} (tense|tight|rigid|board)\b/g, 'belly tense'],
  // Cadbury Silk, a chocolate bar: 'poora silk ka bar kha liya'.
  [/\bsilk( ka| ki| ke)? (bar|bars|chocolate|slab)\b|\b(cadbury|dairy milk|chocolate) silk\b/g, 'chocolate'],
  // Legs that stopped working: 'dono pair kaam karna band kar diya'.
  [/\bwork (karna|krna|karne|krne) stop\b/g, 'failing'],
  // A crop spray drunk or licked in the fields: a pesticide ('kheton me spray wali dawa pee gaya').
  [/(?<=\b(khet|kheton|kheto|fasal|crop|crops|farm|field|fields|paudhe|paudhon)\b[^.]*)\bspray( wali| wala| ki| ka)? (pill|dawa|dawai|medicine|liquid|bottle)\b/g, 'insecticide'],
  // Hair licked off to a bald patch ('baal chaat ke ganja'): 'ganja' is bald here, not cannabis.
  [/\b(hair|baal|baalon|baalo|fur)( \w+){0,4} drug\b(?! (eat|lick|smoke|swallow|chew))/g, '$1 bald'],
  // Yellow vomit is bile, not jaundice.
  [/\byellow( (si|sa|wali|wala|colour|color|coloured|colored))? (vomit|foam|jhaag)\b|\bvomit( (is|was|hai|thi|tha|bhi|all))? yellow\b(?! (eye|gum|skin|tongue))/g, 'bile vomit'],
  // Brought up whole in vomit: 'ulti me poora nikla'.
  [/\bvomit (me|mein|main|mai|with|se)( \w+)? (poora|pura|whole|sara|saara|full)( \w+)? (nikla|nikli|nikal\w*|out|bahar|aa gaya|aaya|aayi)\b/g, 'expelled'],
  // Not eaten, said of the pet after the poison is named: 'packet sealed tha, dog ne nahi khaya'.
  [/(?<=\b(chocolate|grape|onion|xylitol|ratpoison|insecticide|repellent|household|mothball|corrosive|glycol|vitamind|humanmed|toxicplant|lily|intact)\b[^.]*)\b(dog|cat|young|pet|usne|isne|he|she)( ne)? (nahi|not) eat\b/g, '$2 not eat'],
  // A clipper or razor burn after grooming is a rash.
  [/\b(clipper|razor|shave|shaving|trimmer)( \w+)? burn\b/g, 'itch'],
  // A cleaner drunk undiluted, straight from the bottle: no small amount.
  [/\b(undiluted|concentrated)\b/g, 'much'],
  // Drools, a brand of dog food, by the cup or the bag: food, not drooling ('3 cups Drools + chapati').
  [/\b(\d+|a|one|two|three|half)( \w+)? (cup|cups|bowl|bowls|scoop|scoops|katori|kg|gram|grams|g|packet|pack|bag)( of)? drool\b|\bdrool (dog food|puppy food|kibble|food|puppy|adult|focus|biscuit|biscuits)\b/g, 'food'],
  // 'Sir' before the message, a greeting, not the head ('Sir my dog...', 'hello sir').
  [/^head( ji)?(?= (my|mera|meri|mere|please|pls|plz|i|we|hamara|hamari|humara|hamare|humare|our|kal|aaj|today|yesterday|good|namaste|hello|hi|kya|mujhe)\b)|\b(hello|hi|dear|respected|thanks|thank you|namaste|morning|evening|doctor|dr) head\b/g, '$1 sir'],
  // Pus coming from behind, in Devanagari ('गंदा पस', 'pas').
  [/\bganda+ pas\b|\bpas (nikal\w*|aa|bah\w*)\b/g, 'discharge $1'],
  // A cat's back legs suddenly gone, told in Hindi order ('dono piche ke pair achanak ruk gaye'): a clot or the spine.
  [/\b(hind|both|dono)( \w+){0,3} leg( \w+)?( sudden)? stop( ho)? (gaye|gayi|gaya|gai)\b/g, 'hind leg failing sudden'],
  // Red flesh come out from under the tail, told in Hindi order: a prolapse.
  [/\b(tail|anus|hind)( ke| ki)? (neeche|niche|anus)?( se)? (red|pink|fleshy)( \w+){0,2} bahar( \w+)? (nikal\w*|come|aa\w*|hang\w*|latak\w*)\b/g, 'prolapse'],
  // The inside showing through opened stitches: 'taanke khul gaye andar ki cheez bahar dikh rahi'.
  [/(?<=\b(stitch|stitches|tanke|taanke|taanka|incision)\b( \w+){0,3} (open|opened|khul\w*)\b[^.]*)\b(inside|andar)( ka| ki| ke)? (cheez|chiz|cheeze|cheezein|hissa|saman)( \w+){0,2} (bahar|out|dikh\w*|visible)\b/g, 'organsout'],
  // A band grown into the skin: 'rubber band around neck embedded in skin'.
  [/\b(object|thread|string|band|collar)( \w+){0,3} (around|round|on) (the |his |her )?(neck|leg|paw|tail)( \w+){0,3} (embedded|cut into|ghus\w*|dhans\w*|buried)\b/g, 'tourniquet'],
  // A blade of grass eaten ('ghas ka tinka khaya'), not an object swallowed; one in an eye, ear or nose stays an object.
  [/(?<!\b(eye|ear|nose|paw|leg|throat)\b[^.]*)\b(ghas|ghaas|grass)( ka| ki| ke)? object\b(?=( \w+){0,3} (eat|swallow|chew)\b)/g, 'grass'],
  // A floor that had dried before the cleaner on it was licked: 'licked a dry floor that was cleaned with phenyl'.
  [/\b(dry|dried|sookh\w*|sukh\w*)( \w+){0,6} household\b/g, '$& mild'],
  // Not touched, licked or chewed, in Hindi order: 'billi ne lily nahi chhui' (the lexicon reads 'chhui' as 'touch').
  [/\bnahi (touch|lick|chew)\b/g, 'not $1'],
  // A spot-on made for cats: 'made sure it's the cat one'.
  [/\b(spoton|parasite)( \w+| \|){0,6} (the )?cat (one|wala|wali|version)\b|\b(selamectin|revolution)\b/g, 'catspoton'],
  // A yawn with the mouth wide open is no open-mouthed breathing.
  [/\byawn\w*( \w+){0,3} (mouth|openmouth)( open| wide| wide open)*\b/g, 'yawn'],
  // Most of it eaten is no small amount: 'the cats ate most, dog barely had any'.
  [/\beat most\b/g, 'eat much'],
  // A pack never opened: 'bought dog spot-on by mistake but didn't open it'.
  [/(?<=\b(dogspoton|spoton|packet|pack|bottle|box|tube|pill)\b[^.]*)\b(not|never|nahi) (open|opened|khola|kholi|khole)( it| them| the \w+)?\b/g, 'intact'],
  // Blisters in the mouth ('muh mein chaale'); 'chaale' alone is also 'went'.
  [/\bmouth( \w+){0,2} (chaale|chaala)\b|\b(chaale|chaala)( \w+){0,2} mouth\b/g, 'mouth burn'],
  // Neighbours who knocked, or a knock at the door, hit nobody: 'neighbours knocked', 'knocked on the door'.
  [/\b(neighbours?|people|someone|somebody|guard|watchman)( \w+)? hit\b(?! (him|her|it|my|our|the|his|dog|cat|young|with))|\bhit (on |at )?(the |our |my )?(door|gate|window)\b/g, '$1 knock'],
  // Hot water, tea or oil poured or spilt on the pet, with the skin showing it: a scald.
  [/\b(heat|boiling|ubla|ubalta|ublta|khaulta)( \w+)? (water|tea|chai|oil|tel|doodh|milk|dal|daal)\b(?=( \w+){0,4} (pour\w*|gir\w*|daal\w*|dala|spill\w*|fell|fall|splash\w*|ulat\w*)\b[^.]*\b(red|pale|peel|blister|shedding|cry|raw|skin|chamdi|pain)\b)/g, '$& burn'],
  // Paws on a hot tawa, stove or road: 'stepped on the hot tawa, paw pads peeled'.
  [/\b(step\w*|walk\w*|stood|touch\w*|leg|paw)( \w+){0,3} (on |pe |par )?(the |a )?heat (tawa|pan|stove|iron|heater|road|tar|plate|tray)\b|\bheat (tawa|pan|stove|iron|heater|tar|plate)( \w+){0,3} (step\w*|touch\w*|leg|paw)\b/g, '$& burn'],
  // Insulin given by mistake, even once: 'galti se apni insulin de di 20 unit'.
  [/\b(galti se|by mistake|mistakenly|accidentally)( \w+){0,5} insulin\b/g, '$& insulinoverdose'],
  // Something that looks like gut outside the belly button or skin: 'intestine-looking thing outside at belly button'.
  [/\b(intestine|intestines|aant|aantein|guts)( \w+){0,3} (outside)\b/g, 'organsout'],
  // Air under the skin that crackles when pressed, after a bite: 'gardan ke neeche hawa bhar gayi, dabao toh chatar chatar'.
  [/\b(hawa|air)( \w+){0,2} (bhar\w*|filled|trapped)\b|\bair under (the |his |her )?skin\b|\b(chatar chatar|crackl\w*|crunch\w*)( \w+){0,2} (press\w*|touch\w*|daba\w*)\b|\b(press\w*|touch\w*|daba\w*)( \w+){0,2} (chatar chatar|crackl\w*|crunch\w*)\b/g, 'skinair'],
  // Worms in a torn or holed wound: maggots ('keede aur chamdi phati hui, ek bada ched').
  [/\b(keede|keeda|keedey|kide|parasite)\b(?=[^.]*\b(chhed|ched|hole|phati|phata)\b(?! (nahi|not)\b))/g, 'maggot'],
  // A chore done, not something given: 'maine turant poch diya', 'soongha aur chhod diya'.
  [/\b(poch|pooch|pochh|ponch|saaf|clean|wipe|dho|hata|phenk|fenk|leave)( kar)? give\b/g, '$1'],
  // A building named as a place, not a height fallen from: 'the next building's bitch', 'our building'.
  [/(?<!\b(fall|from|off|se|jump|gir\w*)( \w+){0,6} )\b(next|our|same|neighbouring|neighbour|neighbours|opposite|other|nearby|this|that|my|hamari|humari|wali) height\b/g, '$3 building'],
  // Peeing in puddles, or on a bed, carpet or sofa, rather than in the tray: 'peeing on my bed in small puddles'.
  [/\bpee( \w+){0,3} (on|pe|par|in) (the |my |our |small |big )?(bed|carpet|sofa|mat|puddle|puddles)\b|\bpee( \w+){0,2} outside( the| her| his)? (box|tray|litter)\b|\b(litter|box|tray)( ke| se| of)? (bahar|outside)( \w+)? pee\b|\bpee( \w+){0,4} (bed|carpet|sofa) (pe|par)\b|\b(bed|carpet|sofa)( \w+){0,2} (pe|par) pee\b/g, '$& housesoiling'],
  // A KitKat typed as two words, or heard as 'kit cat' by a phone's voice typing; Cadbury Gems, sugar-coated chocolate buttons
  // (read this late, so the amounts before it are read as for any sweet: 'gems ki 4-5 goliyan').
  [/\bkit (kat|cat|wound)\b/g, 'chocolate'],
  [/(?<!\bchocolate )\bgems\b/g, 'chocolate gems'],
  // Tyre marks on the body: run over, whatever else is told.
  [/\b(tyre|tire|tyres|tires|wheel|wheels|pahiya|pahiye|hit)( \w+)? (mark|marks|nishan|nishaan|nishaan)\b/g, 'vehicle hit'],
  // Something poked into the eye, told after it: 'his eye has a stick poked in it'.
  [/\beye( \w+){0,4} (poke|poked|pierce\w*|stab\w*) (in|into) (it|them)\b/g, 'eye protrude'],
  // Vomiting each time the pet eats is vomiting again and again: 'vomiting every time he eats since 2 days'.
  [/\b(every time|har baar|har bar)(?=( \w+){0,2} (eat|drink|food)\b)/g, 'again'],
  // Yellow said just after a vomit is the colour of the vomit (bile): 'had one vomit in the morning, yellow'; not yellow eyes or gums.
  [/\b(vomit( \w+){0,5}) \| yellow\b(?! \|? ?(eye|gum|skin|pee|urine|tongue))/g, '$1 | bile'],
  // Twitching in sleep, the owner asking if it is a fit, and the pet waking normally: a dream, not a seizure
  // ('cat twitching in sleep legs moving is she having seizure she wakes up normal').
  [/(?<=\btwitch\b[^.]*\bsleep\b[^.]*)\bseizure\b(?=[^.]*\bwake( \w+)? (fine|normal)\b)/g, 'seizureasked'],
  // Hiding from firecrackers or thunder is fear, and so are the panting and trembling told beside it
  // ('heavy breathing after Diwali crackers he is hiding and shaking no injury'): a fear of noise, not signs of illness.
  [/(?<=\b(firecracker|thunder)\b[^.]*)\bhide\b|\bhide\b(?=[^.]*\b(firecracker|thunder)\b)/g, 'noisefear'],
  [/(?<=\bnoisefear\b[^.]*)\b(much breathe|fast breathe|breathe fast|pant|shake)\b|\b(much breathe|fast breathe|breathe fast|pant|shake)\b(?=[^.]*\bnoisefear\b)/g, 'noisefear'],
  // Pulling the body along on the front legs is dragging the back legs: 'pulling herself with front legs, back legs floppy'.
  [/\b(pull|pulling|pulls|drag|dragging|drags)( \w+)? (herself|himself|itself|self|body|khud)( \w+){0,2} (with|on|by|se) (the |her |his |its )?(front|fore|agle|aage|aagle)( \w+)? (leg|legs|paw|paws|paer|pair)\b/g, 'drag hind paralysed'],
  // Skin hanging open or torn off is a gaping wound: 'his skin on the neck is hanging open'.
  [/\bskin( \w+){0,4} (hang|hanging|torn|ripped|tear)( \w+)? (open|off|loose|away|khul\w*)\b/g, 'deep wound'],
  // A vehicle gone over a pet: 'billi pe gaadi chadh gayi'.
  [/\bvehicle( \w+){0,2} (chadh|chadha|chadhi|chadhaa|chad|chadi|chadhe) (gayi|gaya|gya|gyi|di|diya|dia|gai|gay)\b/g, 'vehicle hit'],
  // A mother with her litter: 'cat with kittens 3 weeks old, mother not eating and shaking'.
  [/\b(cat|dog|billi|kutiya|mother|bitch|queen)( \w+)? with( her)?( \d+)? (young|babies|baby)\b/g, '$& nursingmother'],
  // 'Large amounts' of blood or anything else is a lot.
  [/\b(large|huge|big|bada|badi) (amount|amounts|quantity|quantities)\b/g, 'much'],
  // A pet kept on a medicine a vet gave is its own treatment, even when people take it too: 'kidney cat was started on amlodipine',
  // 'is on Enalapril for heart'; not a strip or bottle it got into.
  [/\b(started|put|kept) on( \w+)? humanmed\b(?! (strip|tablet|tablets|pill|pills|bottle|packet|floor|table|bed))|\b(is|was|been) on humanmed( \w+){0,2} for( his| her| its| the)? (heart|bp|pressure|kidney|kidneys|thyroid|fits|seizure|seizures|anxiety|behaviour|behavior)\b/g, 'vetmed'],
  // A room the pet has never been in, or things kept in a shut room: 'our cat has never entered', 'they're in the closed puja room'.
  [/\b(cat|dog|young|kitty|he|she|it|they|both)( have| has| had)?( never| not)( ever)? (entered|enter|been in|been inside|gone in|gone inside)\b/g, 'noaccess'],
  [/\b(theyre|there|they are|lily|flowers|kept)( \w+)? (in|inside) (the |a |our |my |her |his )?(closed|shut|locked)( \w+)? (room|bedroom|cupboard|almirah|almari|cabinet)\b/g, '$& noaccess'],
  // Given away to people, not to the pet: 'gave the lilies to the neighbour', 'gave them away'.
  [/\bgive(?=( them| it| those| these| the \w+)? (away|back)\b|( them| it| those| these| the \w+)? to (my |the |our |a |her |his )?(neighbour|neighbours|neighbor|neighbors|friend|friends|maid|guard|watchman|someone|somebody|relative|relatives|colleague|office)\b)/g, 'handover'],
  // A pet that moved 'like a snake' is compared with one: 'gulped a Dentastix whole like a snake'.
  [/\b(like|jaise|jaisa) (a |an |ek )?snake\b/g, 'simile'],
  // 'Shivering cold after a bath' tells the shiver of a wet coat, not a pet gone cold.
  [/\bshake( \w+)? cold (after|post) (bath|bathe|bathing|nahla\w*)\b/g, 'shake after $3'],
  // Brought no further than the door: 'took them to my office straight away, never came inside the house'.
  [/\b(never|not) (come|came|brought|bring|enter|entered)( \w+)? (inside|into|in) (the )?(house|home|ghar|flat)\b/g, 'noaccess'],
  // A journey by car or bus is travel, not a road accident: 'we are going to Shimla by car 6 hours'.
  [/(?<=\b(going|go|goes|went|travel|travelling|traveling|trip|journey|jaa|ja|jaana|jana|jaenge|jayenge)( \w+){0,3} (by|in) (the |a |our |my )?)vehicle\b/g, 'travel'],
  // Words from the other languages of NCR families: Tamil 'moochu' (breath), 'vaai thirandhu' (mouth open), 'saapdala'
  // (has not eaten), 'vayiru' (belly), 'romba' (very); Bengali 'khachhe na' (not eating), 'holud' (yellow); Marathi
  // 'undir marnyache aushadh' (rat poison), 'tondatun fes' (foam from the mouth), 'naay khaat' (not eating).
  [/\bmoochu\b/g, 'breathe'],
  [/\bkashtap\w*\b/g, 'trouble'],
  [/\bvaai thirand\w*\b/g, 'openmouth'],
  [/\bvayiru\b/g, 'belly'],
  [/\bromba\b/g, 'much'],
  [/\b(saapadu|saapad|sapadu) (saapdala|saapidala|sapdala|saapdale)\b|\b(saapdala|saapidala|sapdala)\b|\b(khachhe|khacche|khachche|khachchhe) (nahi|na)\b|\b(naay|nay) khaat\w*\b/g, 'anorexia'],
  [/\bholud\b/g, 'yellow'],

  [/\bunder (marnyache|marnyacha|marne|maarne) (aushadh|aushadha|goli)\b/g, 'ratpoison'],
  [/\btondatun fes\b|\btondatun (phes|fesa)\b/g, 'mouth foam'],
  // Words run together on a phone's keyboard: 'mydog atea chocolate'.
  [/\b(my|our)(dog|cat|young|puppy|kitten)\b/g, '$1 $2'],
  // Air sucking, hissing or bubbling through a wound of the chest, or the inside seen through it: a wound that goes deep.
  [/\b(air|hawa)( \w+){0,2} (sucking|suck|sucks|bubbling|bubbles|hissing|whistling)\b|\b(sucking|hissing|bubbling|whistling) (sound|sounds|noise)( of)? (air|hawa)\b|\b(can|could) see( \w+)? (inside|andar)\b/g, 'deep wound'],
  // Good Knight or a mosquito liquid spelt loosely: 'mosquitoe coil refil liquid good night'.
  [/\b(good night|goodnight|gud night|mosquitoe|mosquitoes|mosquitos)( \w+){0,2} (refill|refil|liquid|machine|bottle)\b/g, 'insecticide'],
  // A stone or toy passed in the stool: 'swallowed a small stone, pooped it out'.
  [/\bstool (it|them|that|this|the \w+) out\b/g, 'expelled'],
  // 'Doesn't come when I call' is recall training, not a pup stuck in labour.
  [/\bstuck when (i|we|you) (call|calls|called|bula\w*)\b/g, 'recall'],
  // Crackers as a noise while the pet hides, not crackers eaten: 'hiding since diwali crackers, eating less'.
  [/(?<=\bnoisefear\b[^.]*)(?<!\b(eat|swallow|chew|lick|bite)( \w+){0,2} )\bfirecracker\b|(?<!\b(eat|swallow|chew|lick|bite)( \w+){0,2} )\bfirecracker\b(?=[^.]*\bnoisefear\b)/g, 'crackersound'],
  // Bites of flies or mosquitoes on the ear tips are no wound from an attack.
  [/\b(fly|flies|mosquito|mosquitoes|insect|insects|makhi|makkhi|machhar|ant|ants)( \w+)? (bite|bites|bitten)\b/g, 'insectbite'],
  // A couple of onion rings told the other way round: '2 rings of onion from salad'.
  [/\b(1|2|3|one|two|three|ek|do|teen|few|couple of) (object|ring|rings) of onion\b/g, 'onionring mild'],
  // A cold night or cold weather is the weather, not a pet gone cold: 'puppy shaking in cold night, warm now'.
  [/\bcold (night|nights|weather|morning|mornings|raat|mausam|wind|hawa)\b/g, 'winter $1'],
  // 'All 10 there', 'none missing': the count is whole.
  [/\ball (\d+|the \d+) (are |were )?(there|present)\b|(?<=\bcounted\b[^.]*)\bnot (missing|hang)\b/g, 'intact'],
  // Crying until someone opens a tap or brings food is asking, not pain: 'sits in the sink and cries until i open it'.
  [/\bcry( \w+)? (until|till|untill|for) (i|we|you|someone|somebody|food|attention|treats|khana|dinner|breakfast)\b/g, 'asks $3'],
  // Skin peeled off is peeled, not yellow ('peele').
  [/\b(peeled|peeling|peels)\b/g, 'peel'],
  // Table sweeteners that are not xylitol: 'sweetened with stevia only'.
  [/\b(stevia|sucralose|aspartame|saccharin|erythritol)\b/g, 'sweetener nonxylitol'],
  // An illness in the past: 'past mein parvo hua tha', 'had parvo at 3 months'.
  [/\b(in the past|past mein|past me|pehle kabhi)\b|\b(parvo|distemper|bloat|seizure|tickfever|fracture|surgery)( \w+){0,2} (at|when|jab)( he| she| it)?( was)?( \d+| ek| do| teen)? (month|months|week|weeks|mahine|mahina|hafte)( old| ka| ki| pe| par| mein| me)?\b/g, '$& longago'],
]

/** One past issue of the monthly newsletter, shown in full on /newsletters. */
export type NewsletterIssue = {
  /** Anchor of the issue on the page. */
  slug: string
  /** ISO date the issue was sent. */
  sentOn: string
  title: string
  summary: string
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>
}

/** The past issues, newest first. */
export const NEWSLETTER_ISSUES: readonly NewsletterIssue[] = [
  {
    slug: 'diwali-fireworks-and-anxious-pets',
    sentOn: '2026-11-01',
    title: 'Diwali without fear: helping pets through the fireworks',
    summary: 'Diwali falls on 8 November this year. How to prepare a frightened dog or cat for the noise, and festive foods to keep out of reach.',
    sections: [
      {
        heading: 'Start preparing this week',
        paragraphs: [
          'Fireworks around Diwali often start days before the festival and go on after it, and the noise carries across neighbourhoods. A dog’s hearing is far sharper than ours, and many dogs and cats panic: they tremble, pant, hide, try to bolt, or stop eating. A little preparation now makes the night much easier.',
          'Make a safe den in the quietest inner room: a crate or a table covered with a thick blanket for a dog, a box or a cupboard with an open door for a cat, with their bed, water and a worn T-shirt of yours. Let them get used to it before the noise starts.',
        ],
      },
      {
        heading: 'On the noisy nights',
        paragraphs: [
          'Walk your dog early in the evening, before the crackers start, on a well-fitted harness and a leash, and keep the walk short. Frightened dogs slip collars and run into traffic; make sure your number is on the tag.',
          'Close windows and curtains, play the television or steady music a little louder than usual, and stay calm and ordinary yourself. Comforting a frightened pet does not reward fear: sit with them if they want it, and let them hide if they prefer.',
          'If your pet has panicked badly in past years, talk to a vet now, not on the night. There are medicines that reduce noise anxiety, but they need a check-up and a trial dose in advance. Never give a human sedative.',
        ],
      },
      {
        heading: 'Festive food and decorations',
        paragraphs: [
          'Mithai, dry fruit boxes and chocolates arrive in every home. Raisins, chocolate and sugar-free sweets with xylitol are toxic to dogs, and rich, ghee-heavy sweets can set off pancreatitis. Keep gift boxes on a high shelf.',
          'Keep diyas and candles out of reach of wagging tails and curious cats, and do not leave pets alone in a room with an open flame.',
        ],
      },
    ],
  },
  {
    slug: 'winter-smog-and-your-pets-lungs',
    sentOn: '2026-10-05',
    title: 'Smog season: protecting your pet’s lungs',
    summary: 'Air quality in Delhi NCR worsens from mid-October. When to walk, who is most at risk, and the signs to watch.',
    sections: [
      {
        heading: 'Why pets feel the smog too',
        paragraphs: [
          'From mid-October, crop residue burning, still winter air, vehicles and construction dust push the Air Quality Index in Delhi NCR into the poor and severe ranges for weeks at a time. Dogs and cats breathe the same air we do, closer to the ground where dust settles, and they cannot tell us their throat hurts.',
          'Short-nosed breeds such as pugs, shih tzus, bulldogs and Persian cats, senior pets, puppies and kittens, and pets with heart disease or feline asthma suffer most.',
        ],
      },
      {
        heading: 'What to change at home',
        paragraphs: [
          'Check the AQI before walks. On poor days keep walks short and gentle, and prefer the middle of the day: in winter the air is usually at its worst late at night and in the early morning, when pollution is trapped near the ground.',
          'Swap long runs for indoor games, sniffing games and puzzle feeders. Wipe your dog’s paws and face with a damp cloth after walks.',
          'If you run an air purifier, keep your pet in that room. Do not burn incense, mosquito coils or camphor near pets, and keep them away from smoke when a bonfire is lit.',
        ],
      },
      {
        heading: 'Signs that need a vet',
        paragraphs: [
          'A cough that lasts more than a few days, wheezing, fast breathing at rest, watery red eyes, or a dog that tires on a short walk. In cats, open-mouth breathing is always an emergency.',
        ],
      },
    ],
  },
  {
    slug: 'monsoon-ticks-and-tick-fever',
    sentOn: '2026-07-02',
    title: 'Monsoon is tick season: a daily check that saves lives',
    summary: 'Ticks multiply fast in the humid months. How to find and remove them, prevent them, and spot tick fever early.',
    sections: [
      {
        heading: 'Why July to October is different',
        paragraphs: [
          'The warm, humid monsoon is when ticks breed fastest, and vets across Delhi NCR see a rise in tick fever, the common name for blood infections such as ehrlichiosis and babesiosis. The brown dog tick can live its whole life indoors, so a few ticks brought home can infest a flat within weeks.',
        ],
      },
      {
        heading: 'The daily check',
        paragraphs: [
          'After the evening walk, run your fingers through your dog’s coat and check inside the ears, around the collar, the armpits, between the toes and under the tail. Remove ticks with fine tweezers or a tick hook, pulling straight out close to the skin, and never crush them with bare fingers.',
          'Ask your vet which tick preventive suits your dog: spot-on drops, a tick collar or a monthly chewable. Treat every dog in the house at the same time, and wash bedding in hot water every week.',
        ],
      },
      {
        heading: 'Other monsoon risks',
        paragraphs: [
          'Puddles and flooded streets can carry leptospirosis from rat urine: keep your dog’s leptospirosis vaccine up to date and avoid letting it drink from puddles. Dry paws and the skin folds after every wet walk to prevent fungal infections between the toes.',
          'See a vet if your dog has a fever, loses its appetite, seems weak, has pale gums, a bleeding nose or dark urine. A blood test confirms tick fever, and early treatment works far better.',
        ],
      },
    ],
  },
  {
    slug: 'summer-heat-and-heatstroke',
    sentOn: '2026-05-01',
    title: 'Beating the heat: keeping pets safe in a Delhi summer',
    summary: 'With afternoons above 40 °C, heatstroke is a real danger. Walk times, the pavement test, and first aid that works.',
    sections: [
      {
        heading: 'Walk early, walk late',
        paragraphs: [
          'Dogs cool themselves mainly by panting, which works poorly in hot, humid air. Walk before 7 in the morning and after sunset, keep walks short, and carry water. Put the back of your hand on the road for seven seconds: if it is too hot for you, it is too hot for paws.',
          'Never leave a pet in a parked car, even for a few minutes with the windows down: the inside can pass 50 °C quickly.',
        ],
      },
      {
        heading: 'Keeping cool at home',
        paragraphs: [
          'Keep fresh water in more than one bowl, out of the sun, and add a few ice cubes. A damp towel or a cooling mat on the floor helps, and cats like a cool tiled bathroom floor.',
          'Brush out loose undercoat, but do not shave double-coated breeds such as huskies, German shepherds and golden retrievers down to the skin: the coat insulates them from the heat and protects against sunburn. A tidy trim is fine.',
          'Pets most at risk are short-nosed breeds, overweight and older pets, and those with heart or breathing problems.',
        ],
      },
      {
        heading: 'If you suspect heatstroke',
        paragraphs: [
          'Heavy panting, thick drool, a bright red tongue, vomiting, wobbling or collapse are an emergency. Move your pet into shade, wet the whole coat with plenty of tap water, as cool as you have, put a fan on it, offer small sips of water, and go to a vet at once even if it seems to recover.',
        ],
      },
    ],
  },
  {
    slug: 'a-safe-holi-for-pets',
    sentOn: '2026-02-25',
    title: 'A safe Holi for your pets',
    summary: 'Holi is on 4 March. Why festival colours and bhang are dangerous for pets, and how to clean a pet that gets coloured.',
    sections: [
      {
        heading: 'Colours are not for pets',
        paragraphs: [
          'Many Holi colours sold in markets contain industrial dyes, and some contain heavy metals or glass powder for shine. On a pet they irritate the skin and eyes, and when a pet licks its coat clean, it swallows them. Even herbal colours can cause eye and skin reactions.',
          'Keep pets indoors during the celebrations, away from water balloons and crowds, and ask guests not to put colour on them, however playful it seems.',
        ],
      },
      {
        heading: 'Food and drink',
        paragraphs: [
          'Bhang and thandai made with it are toxic to pets and cause wobbliness, drooling and dangerously slow heart rates. Gujiya, sweets and fried snacks upset stomachs, and chocolate and raisins are poisonous. Keep plates off low tables.',
        ],
      },
      {
        heading: 'If your pet gets coloured',
        paragraphs: [
          'Wash it off as soon as you can with lukewarm water and a mild pet shampoo, rinsing thoroughly. Never use kerosene, turpentine, spirit or detergent to remove colour. Rinse eyes gently with clean water or saline.',
          'See a vet if your pet has red, swollen or weeping eyes, skin rashes, vomiting, drooling or unusual drowsiness after the festivities.',
        ],
      },
    ],
  },
]

import type { CollectionPage } from './types.ts'

/** /videos: the written guides beside the published videos of the media library (decision 0063). */
export const VIDEOS_PAGE: CollectionPage = {
  updated: '2026-11-29',
  intro:
    'Short, practical help with the jobs every dog and cat owner does at home: videos where we have published them, and a complete written guide for each job.',
  notice: null,
  guidesHeading: 'Written guides',
  guides: [
    {
      id: 'check-your-dog-for-ticks',
      title: 'How to check your dog for ticks',
      summary: 'A two-minute daily check that catches ticks before they pass on tick fever, most useful from June to October.',
      facts: ['About 3 minutes', 'Dogs'],
      sections: [
        {
          heading: 'Steps',
          ordered: true,
          items: [
            'Check after the evening walk, in good light, with your dog standing or lying on its side.',
            'Run your fingers slowly against the direction of the coat, pressing lightly: a tick feels like a small, firm bump, from a sesame seed to a small pea.',
            'Look closely at the favourite hiding places: inside and behind the ears, around the collar, the armpits, the groin, under the tail and between the toes.',
            'To remove a tick, grip it with fine-tipped tweezers or a tick hook as close to the skin as you can and pull straight out with steady pressure. Do not twist, squeeze the body, or burn it.',
            'Drop the tick in a little surgical spirit to kill it, wash the spot with soap and water, and wash your hands.',
            'Note the date. If your dog turns dull, stops eating or runs a fever in the next three weeks, tell your vet about the tick.',
          ],
        },
        {
          heading: 'When to call a vet',
          paragraphs: [
            'Many ticks at once, pale gums, dark urine, a bleeding nose or a fever after a tick bite all need a vet the same day. A tick fever blood test tells which infection it is.',
          ],
        },
      ],
    },
    {
      id: 'trim-your-cats-nails',
      title: "Trimming your cat's nails at home",
      summary: 'Short, calm sessions and a good pair of clippers are all it takes to keep indoor cats from snagging and overgrowing their claws.',
      facts: ['About 4 minutes', 'Cats'],
      sections: [
        {
          heading: 'Steps',
          ordered: true,
          items: [
            'Pick a time when your cat is relaxed or sleepy, and sit with it on your lap facing away from you.',
            'Press gently on the top and bottom of a toe to extend the claw.',
            'Find the quick: the pink part inside the claw, which carries blood and nerves. In light claws it is easy to see.',
            'Clip only the sharp, clear tip, about 1 to 2 mm, well short of the quick, with cat nail clippers held at a right angle to the claw.',
            'Do two or three claws and stop with a treat if your cat gets restless. Finish the rest another day.',
            'If you nick the quick, press a pinch of styptic powder or cornflour onto the tip for a minute.',
          ],
        },
        {
          heading: 'Good to know',
          paragraphs: [
            'Do not forget the dewclaw on the inner side of each front paw: it does not touch the ground, so it can curl round into the pad. Older cats need trims more often, because they scratch less.',
          ],
        },
      ],
    },
    {
      id: 'give-a-tablet-to-your-pet',
      title: 'Giving a tablet to your dog or cat',
      summary: 'How to get a tablet swallowed without a fight, and what never to hide it in.',
      facts: ['About 3 minutes', 'Dogs and cats'],
      sections: [
        {
          heading: 'Steps',
          ordered: true,
          items: [
            'Ask your vet first whether the tablet can be given with food, and whether it may be crushed. Many cannot.',
            'For dogs, try a small ball of something they love that is safe: a piece of boiled chicken, paneer or a pill pocket. Give one empty treat first, then the one with the tablet, then another empty one.',
            'If that fails, hold the upper jaw from above with one hand, tilt the head back gently, and open the lower jaw with a finger of the other hand.',
            'Place the tablet as far back on the tongue as you can, close the mouth, and stroke the throat until your pet swallows or licks its nose.',
            'Follow with a few millilitres of water from a syringe in the side of the mouth, especially for cats: a dry tablet can stick in the food pipe.',
            'Praise and a treat afterwards make the next dose easier.',
          ],
        },
        {
          heading: 'Never',
          items: ['Hide tablets in chocolate, grapes, raisins or anything with onion or garlic.', 'Give a human medicine, such as paracetamol, without a vet: it can kill a cat.'],
        },
      ],
    },
    {
      id: 'brush-your-dogs-teeth',
      title: "Brushing your dog's teeth",
      summary: 'Most dogs over three have some gum disease. A few minutes of brushing, a few times a week, prevents most of it.',
      facts: ['About 5 minutes', 'Dogs'],
      sections: [
        {
          heading: 'Steps',
          ordered: true,
          items: [
            'Use a soft dog toothbrush or a finger brush and a toothpaste made for dogs. Human toothpaste is not safe to swallow.',
            'Start by letting your dog lick a little toothpaste off your finger for a few days.',
            'Lift the lip and rub your finger along the outer surface of the teeth and gums, then do the same with the brush.',
            'Brush in small circles along the gum line, starting with the big cheek teeth and canines, where tartar builds up first.',
            'Aim for every day; three times a week still helps. The inner surfaces matter less, because the tongue cleans them.',
          ],
        },
        {
          heading: 'When to see a vet',
          paragraphs: ['Bad breath, red or bleeding gums, brown tartar, chewing on one side or dropping food are signs of dental disease that brushing alone will not fix.'],
        },
      ],
    },
    {
      id: 'take-your-pets-temperature',
      title: "Taking your pet's temperature",
      summary: 'A digital thermometer tells you whether a dull pet has a fever, which helps your vet decide how urgent a visit is.',
      facts: ['About 3 minutes', 'Dogs and cats'],
      sections: [
        {
          heading: 'Steps',
          ordered: true,
          items: [
            'Use a digital thermometer kept only for your pet. Put a little petroleum jelly or coconut oil on the tip.',
            'Ask someone to hold your pet standing, with an arm under the belly and the other round the chest.',
            'Lift the tail and slide the tip gently into the rectum, about 1 to 2 cm for a cat or small dog and up to 3 cm for a large dog.',
            'Hold it there until it beeps, then read it, clean it with soap and water and spirit.',
          ],
        },
        {
          heading: 'Reading the number',
          paragraphs: [
            'Normal is about 38.0 to 39.2 °C for dogs and cats. Above 39.5 °C is a fever: book a visit. Above 40.5 °C, or below 37.5 °C in a weak pet, call a vet now. Ear and forehead thermometers made for people are not reliable on pets.',
          ],
        },
      ],
    },
  ],
}

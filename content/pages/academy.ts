import type { CollectionPage } from './types.ts'

/** /academy: short written courses for pet parents, each lesson summarised on the page. */
export const ACADEMY_PAGE: CollectionPage = {
  updated: '2026-11-22',
  intro:
    'Short courses for pet parents, written by our editorial team and read at your own pace. Each course is a handful of lessons you can finish in an evening, free and without signing up.',
  notice:
    'Courses are written lessons on this page. Video lessons, quizzes and certificates are not offered yet; we will say so here when they are.',
  guidesHeading: 'Courses',
  guides: [
    {
      id: 'pet-first-aid-basics',
      title: 'Pet first aid basics',
      summary: 'What to do in the first ten minutes of the most common emergencies, until you reach a vet.',
      facts: ['5 lessons', 'Beginner', 'Dogs and cats'],
      sections: [
        {
          heading: 'Lesson 1: Staying safe and calling for help',
          paragraphs: [
            'A pet in pain can bite anyone, so approach slowly, speak calmly and use a soft muzzle or a strip of cloth for a dog that is not vomiting or struggling to breathe. Call your vet before you set off, so the team is ready when you arrive.',
          ],
        },
        {
          heading: 'Lesson 2: Checking breathing, pulse and gums',
          paragraphs: [
            'Count breaths by watching the chest for 15 seconds and multiplying by four: a resting dog or cat takes about 15 to 30 a minute. Feel the pulse on the inside of the thigh. Pink, moist gums are normal; pale, blue, bright red or yellow gums mean a vet is needed now.',
          ],
        },
        {
          heading: 'Lesson 3: Bleeding and wounds',
          paragraphs: [
            'Press a clean pad firmly on a bleeding wound for at least five minutes without lifting it to look. Add more pads on top if blood soaks through. Rinse small wounds with saline; leave deep ones covered for the vet, and never use a tourniquet unless you have been trained.',
          ],
        },
        {
          heading: 'Lesson 4: Heatstroke',
          paragraphs: [
            'Move the pet into shade or a cool room, wet the whole coat with plenty of tap water, as cool as you have (a young, healthy dog can stand in a tub of cool water), and let a fan blow over it. Cool first, for a few minutes, before you travel; then drive to a vet with the air conditioning on and the coat kept wet, even if your pet seems to recover: heatstroke damages organs hours later. Offer small sips of water only to a pet that is alert.',
          ],
        },
        {
          heading: 'Lesson 5: Poisoning and choking',
          paragraphs: [
            'For poisoning, note what was eaten, keep the packet, and call a vet; do not make your pet vomit on your own. For choking, look into the mouth and remove an object you can see only if you can do it without pushing it deeper; otherwise go straight to a vet.',
          ],
        },
      ],
    },
    {
      id: 'your-puppys-first-year',
      title: "Your puppy's first year",
      summary: 'Vaccines, food, training and socialising, month by month, for a healthy and confident adult dog.',
      facts: ['4 lessons', 'Beginner', 'Dogs'],
      sections: [
        {
          heading: 'Lesson 1: The first week at home',
          paragraphs: [
            'Set up a quiet bed, a fixed feeding spot and a toilet area before the puppy arrives. Book a vet check in the first few days for deworming, a vaccination plan and a look at ears, skin and gums.',
          ],
        },
        {
          heading: 'Lesson 2: Vaccines and the socialising window',
          paragraphs: [
            'Between 3 and 14 weeks puppies learn what is normal. Until the vaccine series is done, socialise safely: carry the puppy outside, invite vaccinated dogs home, and let it hear traffic, pressure cookers and doorbells.',
          ],
        },
        {
          heading: 'Lesson 3: Feeding a growing dog',
          paragraphs: [
            'Feed a complete puppy food, or a home-cooked diet your vet has balanced, three to four times a day until 6 months and twice a day after. Large breeds need controlled growth: too much calcium or too many calories can harm their joints.',
          ],
        },
        {
          heading: 'Lesson 4: Training with rewards',
          paragraphs: [
            'Short sessions of five minutes, several times a day, teach sit, come and leave it. Reward the behaviour you want within a second, ignore what you do not, and never hit: fear makes dogs harder to train and more likely to bite.',
          ],
        },
      ],
    },
    {
      id: 'understanding-your-cat',
      title: 'Understanding your cat',
      summary: 'Reading body language, spotting hidden illness and keeping an indoor cat content.',
      facts: ['3 lessons', 'Beginner', 'Cats'],
      sections: [
        {
          heading: 'Lesson 1: Body language',
          paragraphs: [
            'A tail held up is a friendly greeting; a thrashing tail means stop. Slow blinks are trust, flattened ears and a low crouch are fear. Let a cat come to you, and stroke the head and cheeks rather than the belly.',
          ],
        },
        {
          heading: 'Lesson 2: Cats hide illness',
          paragraphs: [
            'Cats rarely show pain. Hiding, eating less, sleeping in odd places, grooming less or more, and changes in the litter tray are often the only signs. A cat that has not eaten for a day needs a vet.',
          ],
        },
        {
          heading: 'Lesson 3: An enriched indoor life',
          paragraphs: [
            'Give your cat places to climb and hide, scratching posts, daily play that ends in a treat, and puzzle feeders. Keep windows and balconies netted: falls from height are among the most common injuries vets see in city cats.',
          ],
        },
      ],
    },
    {
      id: 'healthy-weight-and-nutrition',
      title: 'Healthy weight and nutrition',
      summary: 'How much to feed, how to tell if your pet is overweight, and treats that are safe.',
      facts: ['3 lessons', 'Beginner', 'Dogs and cats'],
      sections: [
        {
          heading: 'Lesson 1: Body condition in two minutes',
          paragraphs: [
            'You should feel the ribs easily under a thin layer of fat and see a waist from above. If you have to press to find the ribs, your pet is overweight, which shortens life and strains joints.',
          ],
        },
        {
          heading: 'Lesson 2: Measuring food',
          paragraphs: [
            'Weigh food with a kitchen scale rather than guessing by the bowl, and count treats and table scraps: they should be no more than a tenth of the day’s calories. Adjust by about 10 percent and weigh again in a month.',
          ],
        },
        {
          heading: 'Lesson 3: Safe treats',
          paragraphs: [
            'Pieces of carrot, cucumber, apple without seeds, boiled chicken and a little plain paneer make good dog treats. Cats prefer small pieces of cooked chicken or fish. Avoid onion, garlic, grapes, chocolate and anything sugar-free.',
          ],
        },
      ],
    },
  ],
}

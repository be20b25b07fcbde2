import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const winterSmogPets: SeedPost = {
  slug: 'winter-smog-and-your-pet-protecting-dogs-and-cats-in-delhi-ncr',
  title: 'Winter Smog and Your Pet: Protecting Dogs and Cats in Delhi NCR',
  image: '/images/blog/winter-smog.svg',
  category: 'health',
  excerpt:
    'Polluted winter air affects dogs and cats too. Which pets are most at risk, the signs to watch for, and practical ways to plan walks and keep the air at home cleaner.',
  authorId: EDITORIAL_TEAM_ID,
  views: 842,
  publishedAt: '2026-10-28T04:45:00.000Z',
  content: `## Why winter air is worse

Every year from around late October to January, air quality across Delhi NCR drops sharply. Cold, still air near the ground traps smoke and dust from traffic, construction, industry, the burning of crop stubble in neighbouring states, and firecrackers around Diwali. The fine particles known as PM2.5 are small enough to travel deep into the lungs, and they affect animals in much the same way as they affect people.

Dogs and cats breathe the same air we do, closer to the ground, and many dogs spend time outdoors twice a day on walks. They cannot tell us that their throat feels scratchy, so it falls to us to notice.

## Pets most at risk

Flat-faced breeds, such as pugs, shih tzus, bulldogs and Persian cats, already have narrow airways and struggle more when the air is poor. Older pets, puppies and kittens, and pets with heart disease, chronic bronchitis, collapsing trachea or allergies are also more sensitive. Cats with asthma often get worse in smoky or dusty conditions, and winter is when many cat parents first notice a cough that turns out to be asthma.

Working and very active dogs breathe harder and faster during exercise, so they take in more polluted air on a long run than on a gentle walk.

## Signs to watch for

Mild signs include sneezing, watery or red eyes, a runny nose, pawing at the face and an occasional cough. A pet may also seem tired and less keen on walks. These often settle with less exposure, but tell your vet if they last more than a few days.

More worrying signs are a persistent or honking cough, noisy breathing, breathing faster than usual at rest, and tiring quickly. Count your pet's breaths while it is asleep: for most healthy dogs and cats, fewer than about 30 breaths a minute at rest is normal. A rate that stays higher is worth a call to the vet.

Some signs are emergencies. Go to a vet immediately if your pet has blue, grey or very pale gums, struggles to breathe, collapses, or, in the case of a cat, breathes with its mouth open. Open-mouth breathing is not normal in a cat and needs urgent attention.

## Plan walks around the air

Check the air quality index before a walk. The Central Pollution Control Board publishes readings from monitoring stations across the region, and many phone apps show the nearest station. On bad days, shorten walks to what your dog needs for toilet breaks, walk at a gentle pace, and avoid busy roads where exhaust fumes are thickest.

In winter the air is often at its worst late at night and in the early morning, when the cold layer of air sits lowest, and a little better in the afternoon, when the sun has warmed the ground. This pattern varies from day to day, so let the index guide you rather than the clock.

Make up for shorter walks with play indoors. Hide-and-seek with treats, puzzle feeders, a short training session or a game of tug use energy and keep minds busy without heavy breathing outside. Cats enjoy wand toys and climbing spaces.

After a walk, wipe your dog's face, paws and coat with a damp cloth to remove dust and soot that would otherwise be licked off later.

## Cleaner air at home

Keep windows closed on the worst days, and open them briefly when the index improves. If you use an air purifier, choose one with a true HEPA filter, sized for the room, and place it where your pet spends most time. Avoid devices sold as ionisers or ozone generators: ozone irritates the lungs of pets and people alike.

Avoid adding smoke indoors. Incense sticks, dhoop, mosquito coils and cigarettes all add fine particles to the air your pet breathes. Never use an angithi or other charcoal or wood burner in a closed room for warmth. Besides smoke, it releases carbon monoxide, which can kill people and pets silently. Use an electric heater with a guard instead, and keep pets from lying too close to it.

Vacuum and damp-dust regularly, wash pet bedding every week, and keep litter trays clean. A low-dust litter helps cats with sensitive airways.

## Masks for pets

Face masks made for dogs are sold online, but they are not generally recommended. Dogs cool themselves by panting, and a mask can interfere with breathing and cooling and cause stress. Reducing exposure is safer than trying to filter the air at your dog's nose.

## Diwali and fireworks

Diwali brings a second problem: noise. Many dogs and cats are terrified of fireworks. Keep pets indoors in the evenings, close windows and curtains, and give them a quiet den to hide in. Play the radio or television to mask the bangs. If your pet panics every year, talk to your vet several weeks before Diwali: there are behaviour plans and medicines that help, and they work best when started early.

## Pets with heart or lung disease

If your pet already has a heart or airway condition, see your vet before winter sets in. Medicines may need adjusting, and your vet can tell you which signs mean you should call straight away. Keep a note of your pet's resting breathing rate through the season; a steady rise is often the first warning.`,
}

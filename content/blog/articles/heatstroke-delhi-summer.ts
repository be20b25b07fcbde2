import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const heatstrokeDelhiSummer: SeedPost = {
  slug: 'heatstroke-in-pets-keeping-dogs-and-cats-safe-in-a-delhi-summer',
  title: 'Heatstroke in Pets: Keeping Dogs and Cats Safe in a Delhi Summer',
  image: '/images/blog/heatstroke.svg',
  category: 'health',
  excerpt:
    'A Delhi summer can push a pet into heatstroke within minutes. Know the warning signs, the first aid to give on the way to the vet, and the habits that prevent it.',
  authorId: EDITORIAL_TEAM_ID,
  views: 1432,
  publishedAt: '2026-04-18T06:15:00.000Z',
  content: `## Why heat is so dangerous for pets

Dogs and cats sweat only a little, through their paw pads. They lose heat mainly by panting, which works poorly when the air itself is hot and humid. When Delhi NCR crosses 40 °C in May and June, and the humidity climbs before the monsoon, a dog can overheat faster than most owners expect.

Heatstroke happens when body temperature rises so high that the body can no longer cool itself. It can damage the brain, kidneys, liver and gut, and upset the blood's ability to clot. It is a true emergency and can kill within hours.

## Pets at higher risk

Any pet can get heatstroke, but some are at much greater risk.

Flat-faced breeds such as Pugs, Bulldogs, Shih Tzus and Persian cats, whose short airways make panting less effective.

Dogs with thick double coats, such as Huskies, Saint Bernards, German Shepherds and Golden Retrievers, which were not bred for a north Indian summer.

Puppies, kittens, older pets, overweight pets, and those with heart or breathing problems.

Energetic dogs who will keep chasing a ball long after they should stop.

## Warning signs

Early signs include heavy, noisy panting that does not settle in the shade, thick sticky drool, restlessness and a search for cool floors. As things get worse you may see very red or pale gums, vomiting or diarrhoea, sometimes with blood, a wobbly walk, confusion, collapse or seizures. In cats, open-mouthed panting is never normal and should always be taken seriously.

## First aid: cool first, then go

If you suspect heatstroke, act quickly and phone the nearest vet or emergency clinic to say you are coming.

Move your pet into shade or an air-conditioned room at once.

Cool first, then travel. Pour or sponge plenty of tap water over the whole body, as cool as you have, and keep air moving with a fan or the car's air conditioning. For a young, otherwise healthy dog, standing it in a tub or bucket of cool or cold water cools fastest; for an old or unwell pet, keep wetting the coat and fanning. Use whatever water is at hand: the only mistake is to wait.

Do not wrap your pet tightly in a wet towel, which can trap heat against the body. A wet towel to lie on is fine.

Offer small amounts of water if your pet is alert and wants to drink, but never pour water into the mouth of a drowsy or collapsed animal.

Cool first, for a few minutes, before you set off: a pet cooled on the spot does better than one rushed hot into a car. Then travel cooled, with the air conditioning on or the windows down and the coat kept wet, and go to the vet even if your pet seems to recover. Organ damage and clotting problems can appear hours later, and your vet may want to give fluids and run blood tests.

## How to prevent it

Most cases of heatstroke are preventable with a few summer habits.

## Walk at the right time

In peak summer, walk before about 7 in the morning and after sunset, and keep walks short. The middle of the day is for sleeping under the fan.

## Test the ground

Press the back of your hand on the road for seven seconds. If it is too hot for your hand, it is too hot for paws. Asphalt on a Delhi afternoon can burn paw pads.

## Never leave a pet in a parked car

Not even for a few minutes with the windows open. A car parked in the sun heats up far faster than the air outside, and pets left inside can die quickly.

## Plan for power cuts

If your area has frequent outages, make sure at least one fan runs on the inverter and keep a cool room for your pet. Do not leave a pet alone on a terrace, a balcony or in a top-floor room that turns into an oven in the afternoon.

## Keep water everywhere

Put more than one bowl in shaded spots, refresh it often, and carry water on every walk.

## Do not shave a double coat to the skin

A tidy trim and regular brushing to remove the dead undercoat help air reach the skin, but the coat also protects against sunburn and heat. Ask your groomer for a sensible summer trim instead of a full shave.

## Small comforts

Cooling mats, a damp towel to lie on, a shallow tub of water for dogs who like to paddle, and frozen treats made from a little plain curd or seedless watermelon without the rind all help a pet through the hottest weeks.

## If in doubt

If your pet seems unwell on a hot day, assume it may be the heat and call a vet. A quick phone call or video consultation costs far less than a delayed visit, and with heatstroke, minutes matter.`,
}

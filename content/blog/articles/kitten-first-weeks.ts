import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const kittenFirstWeeks: SeedPost = {
  slug: 'your-kitten-s-first-weeks-at-home-a-practical-guide',
  title: "Your Kitten's First Weeks at Home: A Practical Guide",
  image: '/images/blog/kitten.svg',
  category: 'cat-care',
  excerpt:
    'Bringing a kitten home? How to set up the litter tray and a safe room, what and how often to feed, when to see the vet, and the household dangers that catch new cat parents out.',
  authorId: EDITORIAL_TEAM_ID,
  views: 734,
  publishedAt: '2026-09-30T05:30:00.000Z',
  content: `## The right age to come home

Kittens learn a great deal from their mother and littermates in their first two months: how to use a litter tray, how to play without hurting, and how to be a cat. Where there is a choice, a kitten should stay with its mother until it is at least eight weeks old, and many do better at ten to twelve weeks. Rescued kittens often arrive younger, without a mother; if yours is under six weeks old or still needs milk, talk to a vet the same day about feeding and keeping it warm.

## Start with one room

A whole home is overwhelming for a small kitten. Set up a single quiet room first, with food and water on one side, a litter tray on the other, a soft bed, a scratching post and a box or covered bed to hide in. Let the kitten explore this room for a few days, then open up the rest of the home gradually.

Cats do not like to eat near their toilet, so keep the litter tray well away from the food bowls. Use a low-sided tray a kitten can climb into easily, and an unscented, clumping or pellet litter. Most kittens already know what a tray is for: place the kitten in it after meals and naps for the first few days. Scoop it at least once a day. In a home with more than one cat, the usual advice is one tray per cat plus one more.

## Make the home kitten-safe

Many injuries we see in young cats happen at home. Cover balconies and windows with sturdy netting. Cats fall from high-rise balconies far more often than people expect, and a fall from even a few floors can cause serious injuries. A kitten can also squeeze through surprisingly small gaps in grilles.

Put away thread, wool, hair ties, rubber bands, ribbons and tinsel. Kittens love to play with them, and if swallowed, string-like objects can tangle and damage the intestine, which needs surgery. Keep the washing machine, dryer and oven doors closed, and check inside before you switch them on.

Lilies are extremely poisonous to cats: eating a small part of the plant, or even licking pollen off the fur, can cause kidney failure. Keep lilies out of a home with cats altogether. Keep human medicines locked away, especially paracetamol, which is toxic to cats. Never use a dog's spot-on flea treatment on a kitten; some contain permethrin, which can cause fatal tremors and seizures in cats. Concentrated essential oils, such as tea tree oil, are also harmful to cats.

## Feeding

Feed a commercial food made specifically for kittens and labelled complete and balanced. Kittens grow fast and need more protein, energy and certain nutrients than adult cats. A mix of wet and dry food is fine, and wet food helps with water intake. Young kittens have small stomachs, so offer three to four small meals a day until about six months of age, then move to two or three meals.

Cow's milk is not a treat for kittens. Most cats lose much of their ability to digest lactose after weaning, and milk commonly causes diarrhoea. Provide fresh water at all times; many cats prefer a wide bowl placed away from food, or a water fountain.

If you prefer home-cooked food, ask a vet to help you design a recipe. A kitten fed only home-cooked meat or fish without the right supplements can develop serious deficiencies, including of calcium and taurine.

## The first vet visit

Book a check-up in the first week, and earlier if the kitten sneezes, has runny eyes, diarrhoea or does not eat well. The vet will examine the kitten, check for fleas, ear mites and ringworm, deworm it, and plan its vaccinations. The core vaccine for cats, known as FVRCP or tricat, usually starts at six to eight weeks and is repeated every three to four weeks until the kitten is 16 weeks of age or older, whatever age the course began, with rabies from about twelve weeks. Our article on cat vaccination explains the schedule in detail.

Ask about testing for feline leukaemia virus (FeLV) and feline immunodeficiency virus, especially if the kitten was found outdoors or will live with other cats; current guidelines recommend the FeLV vaccine for kittens where it is available. Ask about neutering too; many vets now recommend it at around four to six months, before a female's first heat.

## Play and socialising

Kittens are most open to new experiences in their first few months. Handle your kitten gently every day: touch its paws, ears and mouth, brush it, and reward calm behaviour with a small treat. This makes nail trims, tooth brushing and vet visits much easier later. Let it meet different people calmly, and get it used to a carrier by leaving the carrier open with a blanket and treats inside.

Play with wand toys, balls and crumpled paper rather than your hands. A kitten that learns hands are toys becomes an adult cat that bites and scratches hands. Two or three short play sessions a day also help a kitten sleep at night. Give it a sturdy scratching post, tall enough to stretch fully, and place it near where it sleeps.

## When to call the vet

Kittens can go downhill quickly. Go to a vet now, even at night, if your kitten breathes with effort or with its mouth open, strains in the litter tray without passing urine, collapses, or has fallen from a height. Call a vet the same day if your kitten stops eating, has diarrhoea lasting more than a day, vomits repeatedly, or seems weak or unusually sleepy. In a small kitten, not eating for even a day is a reason to seek help, because its body has very little in reserve.`,
}

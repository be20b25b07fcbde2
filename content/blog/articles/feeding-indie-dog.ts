import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const feedingIndieDog: SeedPost = {
  slug: 'what-to-feed-your-indie-dog-a-practical-diet-guide',
  title: 'What to Feed Your Indie Dog: A Practical Diet Guide',
  image: '/images/blog/nutrition.svg',
  category: 'nutrition',
  excerpt:
    'Indie dogs are hardy, but roti and milk alone is not a balanced diet. How to feed a street-adopted dog well, whether you choose packaged food or home cooking.',
  authorId: EDITORIAL_TEAM_ID,
  views: 1108,
  publishedAt: '2026-03-10T05:30:00.000Z',
  content: `Indian street dogs, or indies, are some of the healthiest and most adaptable dogs you will meet. Adopting one is a wonderful choice. But survival on the street is not the same as thriving at home, and what you feed your indie in the first months makes a real difference to its coat, muscle, teeth and long-term health.

## Start with a vet check

Dogs adopted from the street or a colony have usually lived on scraps, often carry worms, and sometimes have skin problems or ticks. Before you change much about their food, have a vet examine your dog, deworm it, and start vaccinations and tick prevention. Many food problems in newly adopted dogs, such as a big appetite with no weight gain or loose stools, turn out to be worms.

Introduce any new diet gradually. Over seven to ten days, mix a little more of the new food into the old each day. A sudden change is a common cause of an upset stomach.

## Why roti and milk is not enough

Many indies in Indian homes eat what the family eats: roti or rice with milk, dal or leftover sabzi. It fills the stomach, but it is not a balanced diet for a dog. It is usually low in good-quality protein and fat, and short of minerals such as calcium in the right balance with phosphorus, as well as several vitamins. Dogs fed this way for years can develop a dull coat, weak muscles, and bone and skin problems.

Milk is another common habit. Many adult dogs do not digest lactose well and get gas or loose stools from it. A spoonful of plain curd is usually better tolerated, but it is an addition, not a meal.

## Option one: a complete packaged food

The simplest way to give a balanced diet is a good commercial dog food labelled complete and balanced for your dog's life stage: puppy, adult or senior. Look for a named animal protein near the top of the ingredient list and a statement that the food meets a recognised nutritional standard, such as those of AAFCO or FEDIAF. Price is not a perfect guide to quality, so ask your vet to suggest two or three suitable brands within your budget.

Most indies are medium-sized, active dogs, so an adult food for medium breeds suits the majority. Use the feeding chart on the pack as a starting point, then adjust to your dog's shape.

## Option two: home cooking, done properly

Home-cooked food can work well, but it needs a recipe designed for dogs, ideally by a vet or a veterinary nutritionist. A typical home-cooked meal combines a cooked protein such as chicken, eggs or fish, a cooked carbohydrate such as rice or oats, some cooked vegetables such as pumpkin, carrot or beans, and a little oil.

Crucially, it also needs a vitamin and mineral supplement, especially calcium, in the amount your vet advises. Without it, even a generous home-cooked diet becomes unbalanced over time.

Vegetarian families often ask whether a dog can be vegetarian. Dogs can live on a carefully planned vegetarian diet, but it is easy to get wrong. If this matters to you, plan the recipe with a vet and keep up regular check-ups. Cats are different: they must eat meat, and a vegetarian diet is not safe for them.

## Foods that are dangerous for dogs

Some common kitchen items are harmful to dogs. Never give onion or garlic in any form, including in gravy or leftover curry. Grapes and raisins can cause kidney failure. Chocolate, coffee and tea can poison dogs. Sugar-free gum and some sugar-free sweets contain xylitol, which is highly toxic to dogs. Cooked bones, especially chicken bones, splinter and can injure the gut. Mithai, fried snacks and very spicy or salty food can cause vomiting, diarrhoea or a painful inflammation of the pancreas.

If your dog eats any of these, call a vet straight away rather than waiting for symptoms to appear.

## How much, and how often

Adult indies do well on two meals a day at fixed times. Puppies need three or four smaller meals until about six months of age.

Rather than counting rotis, watch your dog's body. You should be able to feel the ribs easily under a thin layer of fat, and see a waist when you look down from above. If the ribs and hip bones stick out, feed a little more; if you cannot feel the ribs at all, feed less. Weigh your dog every month or two, and ask your vet to check body condition at each visit.

## Treats and water

Keep treats, biscuits and table scraps to no more than about a tenth of the day's food, or they will unbalance even a good diet. Always keep clean, fresh water available, and in summer put out more than one bowl.

Indies are resilient, but good food is one of the simplest ways to help them live a long and active life by your side.`,
}

import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'
import { ADULT_DEWORMING, dewormingPlanFor } from '../../../core/health/health-plan.ts'

export const dewormingSchedule: SeedPost = {
  slug: 'deworming-dogs-and-cats-a-schedule-for-indian-homes',
  title: 'Deworming Dogs and Cats: A Schedule for Indian Homes',
  image: '/images/blog/health.svg',
  category: 'health',
  excerpt:
    'Puppies and kittens are often born with worms, and adults pick them up again and again. How often to deworm at each age, which worms matter, and why the dose goes by weight.',
  authorId: EDITORIAL_TEAM_ID,
  views: 1290,
  publishedAt: '2026-05-22T04:30:00.000Z',
  content: `## Why every pet needs deworming

Intestinal worms are among the most common problems vets see in dogs and cats in India, and they are not limited to street animals. A pet can pick up worm eggs from soil in the park, from sniffing another dog's droppings, from eating a lizard or a cockroach, or from swallowing a flea while grooming. Many infected pets look perfectly healthy, which is exactly why deworming is done on a schedule rather than waiting for signs.

Some of these worms can also infect people. Roundworm eggs picked up from soil or sandpits can cause serious illness in young children, and hookworm larvae can burrow into bare skin. Keeping your pet dewormed protects the whole household.

## The worms that matter most

Roundworms are the classic worm of puppies and kittens. In dogs they pass from the mother to her puppies before birth and through her milk, so almost every puppy is born with them or picks them up in its first weeks. Kittens mainly get them through their mother's milk. A heavy burden causes a pot belly, poor growth, a dull coat, diarrhoea and sometimes vomited worms that look like strands of spaghetti.

Hookworms attach to the wall of the gut and feed on blood. In a young puppy they can cause serious anaemia, with pale gums, weakness and dark or bloody stools. Their larvae live in moist soil, which is one more reason to keep puppies off unclean ground until they are dewormed and vaccinated.

Tapeworms come in a few kinds. The most common in pets is carried by fleas: a dog or cat swallows an infected flea while grooming, and small white segments that look like grains of rice then appear around the tail or in the stool. Routine dewormers for roundworms do not kill tapeworms; a product containing praziquantel is needed, and flea control is part of the treatment.

Whipworms cause long-running diarrhoea in dogs, sometimes with mucus or blood, and not every dewormer covers them, which is one reason to let your vet choose the product.

## A schedule for puppies

Because puppies are infected before and just after birth, deworming starts early. The schedule we use everywhere, from the European parasite guidelines (ESCCAP), is this. ${dewormingPlanFor('dog')}

Deworming is usually given at the same visits as the early vaccinations, but it does not need to be on the same day. A heavy worm burden can make a puppy weak, so if your puppy has a pot belly or loose stools, tell the vet before the first vaccine.

## A schedule for kittens

Kittens are not infected before birth, but they pick up roundworm from their mother's milk in the first weeks, so the first dose comes a week later than a puppy's. ${dewormingPlanFor('cat')} Use a product licensed for kittens, at the dose for the kitten's weight on the day. Some products made for dogs, and many spot-on flea treatments for dogs, are dangerous for cats.

## Adult dogs and cats

For most adult pets in Indian cities, deworming ${ADULT_DEWORMING} is a sensible routine. Your vet may suggest doing it more often for dogs that scavenge on walks, eat raw food, hunt, or live with small children, and for cats that go outdoors and catch prey. A strictly indoor adult cat with no fleas may need it less often.

An alternative to routine treatment is a stool test every few months, treating only when worms are found. A single negative test does not prove a pet is worm-free, because eggs are not shed every day, but regular testing works well for some households. A stool test is also useful when a pet has diarrhoea that does not settle, because some common gut parasites, such as giardia and coccidia, are not worms at all and are not killed by ordinary dewormers.

Pregnant and nursing mothers need special care. Some dewormers are not safe in pregnancy, while others are given during late pregnancy to reduce the worms passed to the litter. Always ask your vet before deworming a pregnant dog or cat.

## Heartworm is different

Heartworm, carried by mosquitoes, is not prevented by these doses and needs a plan of its own: see our article on heartworm in Indian dogs.

## Getting the dose right

Dewormers are dosed by body weight. Guessing is the most common mistake we see: too little does not clear the worms, and too much of some products can cause side effects. Weigh your pet before each dose. A puppy can double its weight in a month, so last month's dose may already be too small.

Tablets can be hidden in a small piece of food; for cats, a liquid or paste is often easier. Make sure the dose is actually swallowed.

Mild side effects are uncommon but possible: a little vomiting, loose stools or tiredness for a day. Seeing dead worms in the stool after a dose in a young animal is normal. Call a vet if your pet vomits repeatedly, will not eat, or seems very weak.

## Hygiene at home

Medicine alone does not break the cycle. Pick up your dog's droppings on walks and in the garden every day, scoop the litter tray at least once a day, and wash your hands after handling droppings or soil. Keep up flea control on every pet in the home to prevent flea-borne tapeworm. Teach children to wash their hands after playing with pets and outdoors, and keep sandpits covered.

## Keep a record

Write down the date, product and dose of each deworming on your pet's health card, next to the vaccinations, and bring the card to every vet visit.`,
}

import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const tickFeverMonsoon: SeedPost = {
  slug: 'tick-fever-in-dogs-a-monsoon-guide-for-delhi-ncr',
  title: 'Tick Fever in Dogs: A Monsoon Guide for Delhi NCR',
  image: '/images/blog/tick-fever.svg',
  category: 'health',
  excerpt:
    'Ticks thrive in the humid monsoon months. How tick fever shows up in dogs, why a blood test matters, and how to keep ticks off your dog and out of your home.',
  authorId: EDITORIAL_TEAM_ID,
  views: 1875,
  publishedAt: '2026-07-03T03:45:00.000Z',
  content: `## Why the monsoon is tick season

Ticks are around all year in Delhi NCR, but the warm, humid months of the monsoon give them ideal conditions to breed, and vets see a clear rise in tick fever during and just after the rains. The most common culprit is the brown dog tick, which has an unpleasant talent: unlike many ticks, it can complete its whole life cycle indoors, hiding in cracks in walls, behind skirting, around door frames and in dog bedding. A few ticks brought in after a walk can become an infestation of the whole flat within weeks.

## What tick fever actually is

Tick fever is not one disease. It is the everyday name for several infections that ticks pass into a dog's blood. In India the most common are ehrlichiosis, caused by bacteria that invade white blood cells, and babesiosis, caused by a parasite that destroys red blood cells. Anaplasmosis and hepatozoonosis are seen too, and a dog can carry more than one at once.

These infections can start mildly and then become serious, upsetting the blood's ability to clot and affecting the bone marrow, kidneys and liver. Ehrlichia in particular can smoulder quietly for months before turning into a severe, long-lasting illness.

## Signs to watch for

Call your vet if your dog shows any of these, especially if you have seen ticks recently.

Fever, tiredness, and a dog who does not want to go for a walk.

Poor appetite or weight loss.

Pale gums, or a yellow tinge to the gums or the whites of the eyes.

Small red spots or bruises on the gums, belly or inner ears, or a nosebleed.

Dark urine, reddish or the colour of strong tea.

Swollen glands under the jaw or behind the knees, stiffness or vomiting.

Treat a nosebleed, very pale gums, collapse or fast, laboured breathing as an emergency and go to a vet straight away.

## Why your vet will ask for a blood test

Tick fever cannot be diagnosed just by looking at a dog. Your vet will usually suggest a complete blood count, which often shows a low platelet count or anaemia, along with a blood smear, a rapid test kit or a PCR test to identify the organism. Liver and kidney tests show how much the illness has affected the body.

Different organisms need different medicines, which is why treating your dog with an antibiotic left over from a previous illness is risky: it may be the wrong drug, the wrong dose or the wrong length of course. Treatment often runs for several weeks, and the vet may repeat the blood count to make sure the dog is truly recovering. A severely anaemic dog sometimes needs a blood transfusion.

## Keeping ticks off your dog

Prevention is far easier than treatment. Ask your vet to recommend a tick preventive suited to your dog's age, weight and health. The main options are spot-on liquids, chewable tablets and medicated collars. Use them through the year, not only when you see ticks, and stick to the interval on the pack.

Check your dog every day after the evening walk, especially in the monsoon. Run your fingers through the coat and look closely inside and behind the ears, between the toes, under the collar, in the armpits and around the tail. A feeding tick feels like a small, firm bump on the skin.

## Removing a tick safely

Use fine-tipped tweezers or a tick-removal hook. Grip the tick as close to the skin as you can and pull straight out with slow, steady pressure, without twisting or squeezing its body. Do not burn the tick, smother it in oil or kerosene, or pull it off with your fingers. Clean the spot, wash your hands, and drop the tick into a little alcohol or sanitiser rather than crushing it.

## Getting ticks out of the home

If you are finding ticks indoors, treat the home as well as the dog. Wash bedding in hot water every week, vacuum along walls and corners, and fill cracks in plaster and gaps behind skirting. If you call in pest control, tell the company you have pets, choose products that are safe for them, and keep your pets out until surfaces are dry.

## A warning for homes with cats

Some tick and flea products for dogs contain permethrin, which is highly poisonous to cats. Never use a dog product on a cat, and ask your vet before using any spot-on in a home with both. If a cat shows tremors, twitching or drooling after contact with a dog product, take it to a vet at once.`,
}

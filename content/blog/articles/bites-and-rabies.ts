import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

/**
 * What to do after a bite, for a person and for a pet, following India's National Guidelines for
 * Rabies Prophylaxis (NCDC, National Rabies Control Programme): wash the wound for 15 minutes with
 * soap and running water, then a doctor for the person and a vet for the pet, the same day.
 */
export const bitesAndRabies: SeedPost = {
  slug: 'after-a-dog-or-cat-bite-rabies-first-steps-for-people-and-pets',
  title: 'After a Dog or Cat Bite: Rabies First Steps for People and Pets',
  image: '/images/blog/first-aid.svg',
  category: 'health',
  excerpt:
    'A bite or a deep scratch from a street dog, a cat or even your own pet can pass on rabies. Wash the wound for 15 minutes, then see a doctor the same day; if your pet was bitten, see a vet.',
  authorId: EDITORIAL_TEAM_ID,
  views: 64,
  publishedAt: '2026-10-30T04:30:00.000Z',
  content: `## Why every bite matters in India

Rabies is still present in dogs across India, and once its signs appear it is almost always fatal, in people and in animals. It spreads in saliva: through a bite, a scratch that breaks the skin, or a lick on broken skin, the eyes, the nose or the mouth. The good news is that rabies can be prevented after an exposure, if the wound is washed well and the vaccine is started in time. Do not wait to see whether the animal looks ill.

## If a person is bitten or scratched

Wash the wound at once with soap and plenty of running water for 15 minutes. A tap, a bottle or a bucket poured over the wound all work; the washing itself removes much of the virus. Then apply an antiseptic such as povidone-iodine if you have one.

Do not put chilli, oil, turmeric, lime, herbs or any home remedy on the wound, and do not cover it with a tight bandage. Do not let anyone stitch it straight away.

Go to a doctor the same day: a government hospital, an anti-rabies clinic or your own doctor. The doctor decides what is needed from the kind of wound. A lick on unbroken skin needs nothing more than washing. A scratch or nibble that does not bleed needs the anti-rabies vaccine. A bite or scratch that breaks the skin and bleeds, or saliva on broken skin or in the eyes or mouth, needs the vaccine and also rabies immunoglobulin into and around the wound. Finish every dose of the course on the dates the doctor gives.

This applies to a bite from your own pet too, even a vaccinated one. Tell the doctor whether the animal is vaccinated and when; it helps, but the decision is the doctor's.

If the animal that bit is a pet or a dog you can see again, watch it for 10 days and tell the doctor if it falls ill, disappears or dies. Keep going with the vaccine in the meantime unless the doctor tells you otherwise.

## If your pet is bitten by another animal

Put on gloves if you have them, because the other animal's saliva may be on your pet's coat. Wash the wound with soap and running water for 15 minutes, as you would your own, and keep your pet from licking it.

See a vet the same day, and take your pet's vaccination card. A dog or cat whose anti-rabies vaccination is up to date usually gets a booster dose straight away and is then watched at home for some weeks. A pet that has never been vaccinated, or is overdue, is a more serious matter: the vet will explain what the rules and the risk mean for your pet, and may have to inform the local authorities.

Bite wounds also go bad on their own. The skin often looks like a small puncture while the damage and the infection lie underneath, and cat bites in particular turn into abscesses a few days later. Go to a vet now, not the same day, if the wound is bleeding heavily, is on the chest or belly, or if your pet is weak, breathing fast or in great pain.

## Prevention

Keep your dog's and cat's anti-rabies vaccination current: in India it is given every year, and municipal registration in Delhi NCR asks for it. Vaccinate a new puppy or kitten from about 12 weeks of age.

Teach children never to tease, hug or feed an unknown dog, never to disturb a dog that is eating, sleeping or with puppies, and to tell an adult at once about any bite or scratch, however small.

Help your neighbourhood's community dogs get sterilised and vaccinated through the local Animal Birth Control programme: a vaccinated street dog population is the surest way to end rabies in our cities.`,
}

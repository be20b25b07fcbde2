import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const adoptingIndieDog: SeedPost = {
  slug: 'adopting-an-indie-dog-the-first-weeks-at-home',
  title: 'Adopting an Indie Dog: The First Weeks at Home',
  image: '/images/blog/indie-dog.svg',
  category: 'dog-care',
  excerpt:
    'Indies make loyal, hardy companions. What to do before and after you bring a street or shelter dog home: the first vet visit, settling in, house training and staying safe.',
  authorId: EDITORIAL_TEAM_ID,
  views: 1021,
  publishedAt: '2026-06-09T05:00:00.000Z',
  content: `## Why adopt an indie

The Indian native dog, often called the indie or desi dog, has lived alongside people on this subcontinent for a very long time. Indies are usually medium-sized, short-coated, alert and clever, and they cope with Indian summers far better than many imported breeds. They also tend to have fewer of the inherited problems seen in breeds selected for looks. Above all, adopting one gives a home to a dog that needs it. Shelters and rescue groups across Delhi NCR always have indie puppies and adults waiting.

An indie is not a low-maintenance dog, though. Many have lived on the street, and they need the same vaccinations, food, training and patience as any other dog.

## Before the dog comes home

Prepare a quiet corner with a bed or a folded blanket, a water bowl and a food bowl, away from the busiest part of the home. Buy a well-fitting collar with an ID tag carrying your phone number, and a harness. Indies are agile and can slip out of a loose collar or jump a low gate, so check balconies, terraces and the main door before the first day.

If you live in a housing society, read its rules on pets and introduce yourself to the neighbours. The Animal Welfare Board of India has advised that residents' associations may not ban pets, but being a considerate neighbour, by cleaning up after your dog and keeping it leashed in common areas, prevents most disputes. Several municipal bodies in Delhi NCR also ask owners to register pet dogs, so check what your corporation requires.

## The first vet visit

Book a full check-up in the first few days, before the dog meets other pets. A dog from the street or a shelter may carry worms, ticks, fleas or mites, and some infections only show up later. The vet will check the skin and coat, eyes, ears, teeth, heart and lungs, and will usually deworm the dog and suggest tick and flea prevention.

Vaccination history is often unknown. In that case the vet will plan a course of the core vaccine, which protects against distemper, parvovirus, hepatitis, parainfluenza and leptospirosis, along with rabies. For a puppy this means the normal puppy series; for an adult with no records, the vet may give two doses a few weeks apart. Keep the vaccination card safe: you will need it for boarding, grooming and travel.

Many community dogs have already been sterilised under the Animal Birth Control programme, and these dogs usually carry a small notch cut in one ear. If your dog is not sterilised, talk to the vet about the right time. Dogs from the street, especially those not sterilised, should also be checked for transmissible venereal tumour, a growth passed between dogs mainly during mating. It is common in India and usually treatable when found.

## The first weeks: go slowly

A new home is full of strange sounds and smells. Many adopters find it helpful to think in stages: the first few days are for decompression, the first few weeks for learning the routine, and it can take a few months before a dog feels fully at home. Every dog is different, so treat this as a rough guide rather than a rule.

In the first days, keep things calm. Limit visitors, let the dog explore at its own pace, and do not force cuddles. Some dogs hide, sleep a great deal or do not eat much for a day or two. That is usually normal. A dog that refuses all food for more than two days, vomits, or has diarrhoea should see a vet.

Keep a steady routine for meals, walks and sleep. Routine is how a dog learns what to expect, and it reduces anxiety faster than anything else.

## House training

Most adult indies learn quickly, because dogs naturally avoid soiling where they sleep. Take the dog out first thing in the morning, after every meal, after naps and play, and last thing at night. Praise or reward it the moment it goes in the right place. Accidents indoors are part of learning: clean them with an enzyme-based cleaner to remove the smell, and do not scold, which only teaches the dog to hide when it needs to go.

## Food

Change the diet gradually over about a week, mixing more of the new food into the old each day. A dog used to scraps may gulp food or guard its bowl at first; feed it in a quiet place and leave it alone while it eats. Our article on feeding an indie dog explains how to build a balanced diet, whether you choose packaged food or home cooking.

## Walks and safety

Indies are curious and quick. Until you know your dog well, always walk it on a leash and harness, even in a park. Street-wise dogs may chase cats, bikes or other dogs, or try to return to old territory. Avoid the hottest hours in summer and be careful around traffic.

Meeting other dogs should be slow and on neutral ground. Some former street dogs are very social; others have learnt to be wary of strange dogs. If your dog growls, stiffens or snaps, give it more space and consider help from a trainer who uses reward-based methods.

## Building trust

Spend time every day doing simple things together: short training sessions with treats, gentle grooming, a sniffing walk. Teach basic cues such as sit, wait and come using rewards, never punishment. Signs that trust is growing include a relaxed body, a soft tail wag when you come home, and the dog choosing to lie near you.

Adopting an indie is a long commitment, often twelve years or more. With patience in the first weeks, most indies become calm, affectionate and fiercely loyal companions.`,
}

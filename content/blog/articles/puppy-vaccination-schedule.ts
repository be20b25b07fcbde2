import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const puppyVaccinationSchedule: SeedPost = {
  slug: 'puppy-vaccination-schedule-in-india',
  title: 'Puppy Vaccination Schedule in India',
  image: '/images/blog/vaccination.svg',
  category: 'vaccination',
  excerpt:
    'Which vaccines a puppy needs in its first year in India, when each dose is due, and how to keep your puppy safe until the course is complete.',
  authorId: EDITORIAL_TEAM_ID,
  views: 2380,
  publishedAt: '2026-01-14T04:30:00.000Z',
  content: `A new puppy brings a lot of joy and a lot of questions, and the vaccination card is usually the first of them. This guide explains what the vaccines are, why a puppy needs several doses, and what a typical schedule in India looks like. Your own vet will fine-tune it for your puppy.

## Why one shot is not enough

A puppy is born with some protection borrowed from its mother. These maternal antibodies come mostly through the first milk and fade over the first few months of life. Nobody can tell exactly when they fade in a particular puppy. While they are still high, they can stop a vaccine from working; once they drop, the puppy is unprotected. So vets give a series of doses a few weeks apart, to make sure at least one dose lands after the mother's protection has gone and the gap in between stays short.

## The core vaccines for dogs in India

Two vaccines are considered core for every dog in India, whether it lives in a flat in Noida or a farmhouse on the edge of Delhi.

The first is the combination vaccine usually written as DHPPiL or DA2PPL. The letters stand for distemper, hepatitis (canine adenovirus), parvovirus, parainfluenza and leptospirosis. Distemper and parvovirus are common in Indian cities and kill many unvaccinated puppies every year. Parvovirus can survive in soil for months, so a puppy can catch it without ever meeting a sick dog.

The second is rabies. India carries a large share of the world's human rabies deaths, most of them after dog bites, and rabies is almost always fatal once symptoms appear. Vaccinating your dog protects your dog, your family and your neighbours.

Your vet may also suggest optional vaccines, such as kennel cough for dogs that board or go to day care. These depend on your dog's lifestyle and are worth discussing at the first visit.

## A typical schedule

Vets in India follow broadly similar schedules, though brands and exact timings vary. A common pattern looks like this.

## 6 to 8 weeks

The first dose of the combination vaccine. Some vets use a puppy vaccine against distemper and parvovirus at this first visit. The vet will also examine the puppy and agree a deworming plan with you.

## 9 to 12 weeks

The second dose of the combination vaccine, two to four weeks after the first.

## 12 to 14 weeks

The first rabies vaccine is usually given in this window, often with the next combination dose. Some vets add a second rabies dose a few weeks later.

## 16 weeks

The final puppy dose of the combination vaccine. Current guidance is that the last puppy dose should be given at 16 weeks of age or later, so if your puppy started late, the vet may add a dose rather than stop early.

## Boosters for life

A booster of the core vaccine (distemper, hepatitis, parvovirus and parainfluenza) follows at 6 to 12 months of age. After that, current WSAVA guidance is to repeat the core vaccine no more often than every three years, because its protection lasts that long or longer. Rabies is boosted every year in India, and leptospirosis also needs a yearly dose because its protection is short-lived. A yearly health check is worth keeping either way.

## If your puppy came from the street

Puppies rescued from the street often come with no history at all. The vet will usually treat such a puppy as unvaccinated and start the series based on its estimated age. For a dog older than 16 weeks with unknown history, WSAVA considers one dose of the core vaccine enough, though many vets give two; leptospirosis always needs two doses two to four weeks apart, plus rabies.

## Deworming goes with vaccination

Worms are very common in young puppies, and a heavy worm burden can leave a puppy weak and less able to respond to vaccines. Puppies are usually dewormed every two weeks at first, then monthly until about six months of age, then every few months. Your vet will choose the product and dose for your puppy's weight. Do not use leftover tablets from another pet.

## Before and after each dose

Vaccinate only a healthy puppy. If your puppy has diarrhoea, vomiting or a cough, or is off food, tell the vet, who may postpone the dose. After a vaccine, it is normal for a puppy to be a little sleepy, have a tender spot where the injection went in or eat less for a day. Contact a vet at once if you see swelling of the face, hives, repeated vomiting, difficulty breathing or collapse. These reactions are uncommon but need prompt treatment.

## When can my puppy go outside?

Until the course is complete, avoid parks, society lawns where many dogs go, and dogs whose vaccination status you do not know. Most vets advise waiting a week or two after the final puppy dose. Socialisation still matters in this period: carry your puppy out to see traffic and people, and invite friends with healthy, vaccinated dogs home.

## Keep the card safe

Ask for a vaccination card with the vaccine stickers and dates, and keep a photo of it on your phone. You will need it for boarding, grooming, travel and pet registration. With us, the core vaccine costs {price:dog-vaccination-core} and anti-rabies {price:dog-vaccination-rabies}, and the price covers the vet’s visit to give it.`,
}

import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const catVaccination: SeedPost = {
  slug: 'cat-vaccination-in-india-what-every-cat-parent-should-know',
  title: 'Cat Vaccination in India: What Every Cat Parent Should Know',
  image: '/images/blog/cat-vaccination.svg',
  category: 'vaccination',
  excerpt:
    'Tricat and rabies are the two core vaccines for cats in India. When kittens need them, why indoor cats need them too, and what to expect after a shot.',
  authorId: EDITORIAL_TEAM_ID,
  views: 763,
  publishedAt: '2026-02-20T05:00:00.000Z',
  content: `## Indoor cats need vaccines too

Many cat parents in Delhi NCR tell us their cat never leaves the flat, so vaccines feel unnecessary. Unfortunately, the most dangerous cat virus does not need your cat to go anywhere. Feline panleukopenia virus is extremely hardy: it survives for a long time in the environment, resists many household cleaners, and can come in on shoes, clothes or a new kitten. Cats also slip out through balcony doors, go to boarding or a groomer, or meet a visiting cat. Vaccination is the safest way to cover these risks.

## The core vaccines

Two vaccines are considered core for cats in India.

The first is the combination vaccine known as FVRCP, which many Indian clinics and cat parents simply call tricat. It protects against three diseases. Feline herpesvirus, the cause of feline viral rhinotracheitis, and feline calicivirus together cause most cat flu: sneezing, runny eyes and nose, mouth ulcers and fever. This part of the vaccine does not always stop infection, but it makes the illness much milder. Panleukopenia, sometimes called feline distemper or feline parvo, causes severe vomiting and diarrhoea and a crash in white blood cells, and it kills many young kittens.

The second is rabies. Cats can catch rabies from the bite of an infected animal, and a rabid cat is a danger to everyone in the home. Rabies vaccination is strongly recommended for every cat in India, and you will need the certificate for boarding and travel.

## The kitten schedule

Like puppies, kittens get protection from their mother's milk that fades over the first months and can block a vaccine while it lasts. So they need a series of doses rather than a single shot.

A typical plan starts FVRCP at 6 to 8 weeks of age and repeats it every three to four weeks until the kitten is 16 weeks old or a little older. The first rabies vaccine is usually given at around 12 weeks, and some vets add a second rabies dose a few weeks later. A booster of FVRCP follows between six months and one year of age: do not skip it, as it covers a kitten whose last dose was blocked by its mother's antibodies.

After that, rabies is boosted every year in India. For FVRCP, the WSAVA and AAHA/AAFP guidelines advise no more often than every three years for most adult cats; a cat that boards often or lives with many cats may need the cat flu parts more often, as your vet advises. Either way, a yearly health check is worth keeping.

## Adult cats with no history

If you have adopted an adult cat, or taken in a community cat, and nobody knows its history, the vet will usually give two doses of FVRCP three to four weeks apart, plus rabies, and then move to the adult schedule. Before vaccinating, the vet will check for fever, dehydration and signs of cat flu, because a sick cat should be treated first and vaccinated once well.

## What about other vaccines?

The current guidelines (WSAVA 2024 and AAHA/AAFP 2020) recommend the feline leukaemia virus (FeLV) vaccine for kittens and young cats, because young cats are the most easily infected, and for adult cats that go outdoors or live with cats whose status is unknown. A strictly indoor adult cat living alone may not need it after the kitten doses. A cat should be tested for FeLV before receiving it, because vaccinating a cat that is already infected does not help. The vaccine is not stocked everywhere in India, so ask your vet early whether it can be given.

## Before the visit

Vaccines work best in a healthy, parasite-free cat. Your vet will usually deworm kittens regularly through the first months and may suggest flea control at the same visits. Mention any sneezing, loose stools or poor appetite when you book, so the vet can plan the visit.

## After the vaccine

Mild effects are common for a day or two: sleepiness, a smaller appetite, a slight fever or a tender spot where the injection went in. Let your cat rest somewhere quiet and warm. Go to a vet straight away if you notice repeated vomiting, swelling of the face, itchy bumps, difficulty breathing or collapse.

Very rarely, a lump at an injection site can later turn into a tumour. For this reason vets give cat vaccines in particular sites, often low on a leg, and note the site on the card. A small bump for a few weeks is normal, but have a lump checked if it is still there three months after the injection, is larger than 2 cm across, or is still growing a month after the injection.

## Making the visit easier

Most cats dislike travel. A home visit avoids the car and the waiting room altogether. If you do go to a clinic, leave the carrier out at home for a few days beforehand with a soft towel and a few treats inside, so it stops meaning trouble. Cover it with a light cloth in the car, and keep it level. Bring the vaccination card every time, so the vet can see exactly what has been given and when.`,
}

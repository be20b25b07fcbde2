import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

/** Heartworm prevention for dogs in India: both Dirofilaria species occur here (Megat Abd Rani et al. 2010). */
export const heartwormIndia: SeedPost = {
  slug: 'heartworm-in-dogs-in-india-prevention-that-works',
  title: 'Heartworm in Dogs in India: Prevention That Works',
  image: '/images/blog/health.svg',
  category: 'health',
  excerpt:
    'Mosquitoes carry heartworm from dog to dog, and both kinds are found in Indian dogs. What the worm does, why your regular dewormer does not stop it, and how a vet plans prevention.',
  authorId: EDITORIAL_TEAM_ID,
  views: 88,
  publishedAt: '2026-10-29T04:30:00.000Z',
  content: `## A worm that comes by mosquito

Most worms are picked up from soil, droppings or fleas. Heartworm is different: its young larvae live in the blood of an infected dog, a mosquito takes them up when it bites, and passes them on to the next dog it bites. Over about six months the larvae grow into adult worms. Because mosquitoes are about for much of the year in Delhi NCR and across India, every dog that goes outdoors, or lives where mosquitoes come indoors, can be exposed.

Two kinds occur in Indian dogs. Dirofilaria immitis is the true heartworm: the adult worms live in the heart and the blood vessels of the lungs. Dirofilaria repens lives under the skin, where it forms lumps, and it can also infect people who are bitten by the same mosquitoes. A survey of dogs across India found both, in the north as well as the south, and its authors called for prevention to be given to dogs.

## What heartworm does to a dog

A dog with heartworm can look healthy for months or years while the worms damage the lungs and heart. Signs, when they come, are a soft cough, tiring quickly on walks, weight loss, a swollen belly and, in a heavy infection, fainting or sudden collapse. By then the damage is done, and treatment to kill adult worms is long, needs weeks of strict rest and carries real risk as the dead worms break up in the lungs.

A dog with the skin worm may have one or more painless lumps, often on the legs or body, that a vet finds on examination. A lump anywhere on your dog should be shown to a vet.

## Prevention: simple, regular, and chosen by your vet

Heartworm is prevented by a medicine that kills the larvae a mosquito has passed on before they grow into adults. It comes as a monthly tablet or chew, a monthly spot-on, or a long-acting injection, and the vet chooses the product and the dose by your dog's weight. In a warm country like ours it is given all year round, not only in the monsoon: a missed month leaves a gap the larvae can use.

Many monthly products also treat roundworm and hookworm, and some cover fleas or ticks too. Ask your vet how heartworm prevention fits with your dog's deworming and tick control, so that your dog gets what it needs without doubling up.

A few points matter for safety.

A dog older than about six months should have a blood test before prevention starts. Giving a preventive to a dog that already carries adult worms can make it ill, and the test shows whether treatment has to come first.

Some breeds, such as collies and related herding dogs, can react badly to certain of these medicines at high doses. Your vet knows which products are safe for them. Never give a dog a product meant for cattle or for a larger dog.

Puppies can usually start prevention at about eight weeks of age, as the product label allows.

A yearly test is worth doing even for a dog on prevention, because doses get missed and no product is perfect.

## Cats

Cats can be infected too, though less often than dogs, and there is no safe treatment for adult worms in a cat, so prevention is the only protection. Ask your vet whether your cat's life, indoors or out, calls for it.

## Cutting down mosquito bites

Prevention medicine does the main work, but fewer bites help the whole household. Empty standing water in coolers, pots, trays and old tyres every week, use screens on windows where you can, and keep your dog indoors at dusk and dawn in the mosquito season. Do not use an insect repellent made for people on your pet, and never use a dog product on a cat.

## Keep a record

Write the date and product of each heartworm dose on your dog's health card, with the deworming and vaccinations, and set a monthly reminder. Bring the card to every vet visit.`,
}

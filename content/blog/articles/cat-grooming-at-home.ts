import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const catGroomingAtHome: SeedPost = {
  slug: 'how-to-groom-your-cat-at-home-brushing-nails-ears-and-teeth',
  title: 'How to Groom Your Cat at Home: Brushing, Nails, Ears and Teeth',
  image: '/images/blog/grooming.svg',
  category: 'grooming',
  excerpt:
    'Cats groom themselves, but they still need your help with brushing, nails, ears and teeth. A calm home routine that most cats learn to accept.',
  authorId: EDITORIAL_TEAM_ID,
  views: 164,
  publishedAt: '2026-09-12T05:45:00.000Z',
  content: `## Cats groom themselves, so why should you?

A healthy cat spends a good part of its waking hours grooming. Even so, a little help from you keeps the coat free of mats, cuts down hairballs and the fur on your sofa, and gives you a regular chance to spot problems early: a lump, fleas, a sore ear or bad breath. Long-haired cats such as Persians cannot keep their coats in order without help.

## Make it pleasant first

The secret of grooming a cat is to keep sessions short and stop before your cat wants to leave. Choose a time when your cat is relaxed, perhaps after a meal, and start with a minute of stroking and a few strokes of the brush. Reward with a treat or a game. If your cat flattens its ears, lashes its tail or growls, stop and try again another day. Forcing the issue teaches a cat to run when it sees the brush.

## Brushing

Short-haired cats, including most Indian domestic cats, need brushing about once a week, and more often when they shed heavily as the weather warms up. A rubber grooming mitt or a soft slicker brush works well.

Long-haired cats need brushing every day. Use a wide-toothed metal comb to work gently through the coat down to the skin, paying attention to the armpits, behind the ears, the belly and the back of the thighs, where mats form first.

If you find a mat, do not cut it out with scissors. Cat skin is thin and gets pulled up into the mat, and it is very easy to cut the skin by accident. Small mats can sometimes be teased apart with your fingers. Larger or tight mats are a job for a professional groomer or your vet, who can clip them out safely.

## Trimming nails

Indoor cats often need their nails trimmed every two to four weeks, and older cats need particular attention because their nails can thicken and grow into the pads. Use a clipper made for cats. Hold a paw gently and press on the pad to extend the claw. In a pale claw you will see the pink quick inside; cut only the sharp, clear tip, well away from the pink.

If you cut the quick by accident it will bleed. Press a clean cloth on it for a minute or two, and ask your vet which styptic powder to keep at home. It is fine to do one or two paws at a sitting if that is all your cat allows.

A sturdy scratching post near where your cat sleeps helps keep claws in shape. Declawing is an amputation and should never be done.

## Ears and eyes

Look inside the ears once a week. They should be pale pink and clean, with no smell. Do not push cotton buds into the ear canal. Dark, crumbly debris, head shaking or frequent scratching can mean ear mites or an infection, and need a vet.

Flat-faced cats such as Persians often have tear staining. Wipe the area gently with cotton wool dampened with clean water, using a fresh piece for each eye. Yellow or green discharge, squinting or a red eye needs a vet.

## Teeth

Dental disease is very common in adult cats. If you can, get your cat used to tooth brushing while young, using a finger brush or a small soft brush and a toothpaste made for cats. Never use human toothpaste, which is not meant to be swallowed and may contain ingredients that harm pets. Start by letting your cat lick a little paste, then touch the teeth briefly, and build up slowly over a few weeks. Bad breath, drooling or red gums are reasons for a dental check.

## Do cats need baths?

Rarely. Most cats never need one. If your cat gets into something sticky or dirty, use lukewarm water and a shampoo made for cats. Never use dog shampoos or dog flea products on a cat, because some contain permethrin, which is poisonous to cats. Dry your cat thoroughly with a towel in a warm room, especially in a Delhi winter.

Do not try to shave your cat at home in summer. If a long-haired cat truly needs a summer clip, have it done by a professional groomer.

## A health check while you groom

Grooming is your chance for a quick health check. Black specks in the coat that turn reddish-brown on a damp white tissue are flea dirt, and mean your cat needs flea treatment from your vet. Round patches of hair loss can be ringworm, a fungal infection that can spread to people, so see a vet and wash your hands after handling. Lumps, scabs, a spine you can suddenly feel more easily, or pain when you touch an area are all worth a vet visit.

A few calm minutes a week is all it takes, and many cats come to enjoy the attention.`,
}

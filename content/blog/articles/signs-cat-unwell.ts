import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const signsCatUnwell: SeedPost = {
  slug: 'signs-your-cat-is-unwell-quiet-clues-cat-parents-should-not-miss',
  title: 'Signs Your Cat Is Unwell: Quiet Clues Cat Parents Should Not Miss',
  image: '/images/blog/cat-care.svg',
  category: 'cat-care',
  excerpt:
    'Cats hide pain and illness well. The small changes in eating, litter habits, breathing and behaviour that mean your cat needs a vet, and which are emergencies.',
  authorId: EDITORIAL_TEAM_ID,
  views: 488,
  publishedAt: '2026-10-14T04:30:00.000Z',
  content: `## Why cats hide illness

In the wild, a cat that looks weak is vulnerable, so cats are very good at hiding pain and illness. By the time a cat looks obviously sick, the problem has often been going on for a while. Your best defence is knowing what is normal for your cat and noticing small changes early.

## Eating and drinking

A cat that stops eating is always a concern. Cats, especially overweight cats, can develop a serious liver condition called hepatic lipidosis after only a few days without food. If your cat has eaten nothing for a day, or has been eating noticeably less for a few days, call your vet.

Drinking much more than usual, or a water bowl that empties faster than it used to, can be a sign of kidney disease, diabetes or an overactive thyroid, all common in older cats. Weight loss despite a good appetite points the same way.

## The litter box

The litter box tells you a lot. Watch for straining, frequent visits that produce only small amounts of urine, crying while passing urine, blood in the urine, or urinating outside the box. These can point to bladder inflammation, crystals, stones or an infection.

In male cats, straining with little or no urine can mean the urethra is blocked. This is an emergency: a blocked cat can die within a day or two. Do not wait to see if it passes; go to a vet immediately; at night, that means the nearest 24-hour veterinary hospital.

Diarrhoea, constipation that lasts more than a day or two, or blood in the stool also need attention.

## Vomiting and hairballs

Many cat parents assume all vomiting is hairballs. An occasional hairball can be normal, but frequent vomiting, vomiting with poor appetite or weight loss, or retching without bringing anything up is not.

Young cats who vomit repeatedly may have swallowed string, thread, tinsel or a hair tie, which can cause serious damage to the gut. If you see a thread hanging from the mouth or the bottom, do not pull it; go to a vet.

## Breathing

A healthy cat breathes quietly, with the chest moving gently. Count your cat's breaths while it sleeps: a resting cat usually takes fewer than about 30 breaths a minute. A faster rate at rest, breathing with the mouth open, panting, or visible effort from the belly are signs of serious trouble and need a vet straight away.

## Behaviour and grooming

Hiding more than usual, sleeping in unusual places, losing interest in the family, or becoming grumpy when touched can all be signs of pain. A cat that stops grooming soon looks greasy or scruffy, while over-grooming one area until it is bald can mean pain, itching or stress.

Older cats who stop jumping onto the bed or the windowsill may be stiff with arthritis. It is very common in older cats, and your vet can do a lot to make them more comfortable.

## Eyes, nose and mouth

Look out for squinting, discharge from the eyes or nose, sneezing, bad breath, drooling, pawing at the mouth, or the third eyelid showing across part of the eye. Pale or yellowish gums need a vet promptly.

## Emergencies: go straight to a vet

Some situations cannot wait for an appointment. Go to a vet at once if your cat has difficulty breathing, if a male cat is straining without passing urine, or if your cat collapses or has a seizure.

Falls from balconies and windows are common in the high-rise societies of Gurgaon and Noida. Even if your cat walks away, take it to a vet now: bleeding in the chest or belly and a bruised lung can worsen over the next hours. Netting balconies and windows is the best prevention.

Lilies are extremely poisonous to cats. Every part of the plant, including the pollen and the water in the vase, can cause kidney failure. If your cat has been near lilies, go to a vet even if it seems well.

Never give a cat any human medicine. Paracetamol in particular is deadly to cats even in small amounts. If your cat has eaten a tablet of any kind, take the pack with you to the vet.

## Keep a simple record

When something seems off, note what you saw, when it started and whether it is getting worse. A short video of unusual breathing, limping or behaviour is very useful to a vet, especially in a video consultation. Keep up yearly check-ups, and many vets suggest twice-yearly visits for cats over about ten, because blood tests often reveal problems before a cat shows any signs.`,
}

import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const neuteringMyths: SeedPost = {
  slug: 'neutering-and-spaying-dogs-common-myths-and-the-facts',
  title: 'Neutering and Spaying Dogs: Common Myths and the Facts',
  image: '/images/blog/dog-care.svg',
  category: 'dog-care',
  excerpt:
    'Will my dog get fat, or stop guarding the house? The common worries about neutering and spaying, answered, and what recovery involves.',
  authorId: EDITORIAL_TEAM_ID,
  views: 946,
  publishedAt: '2026-08-05T04:00:00.000Z',
  content: `Few topics bring vets as many worried questions as neutering. Families hear one thing from a neighbour and another from a breeder, and it is hard to know whom to believe. Here are the myths heard most often, and what is actually known.

## What the surgery involves

Spaying a female dog usually means removing the ovaries and uterus. Neutering, or castrating, a male dog means removing both testicles. Both are done under general anaesthesia with pain relief, and most dogs go home the same day. These are among the most common operations vets perform, and in a healthy young dog the risk is low. Your vet will usually suggest a blood test before the anaesthetic and tell you when to stop food and water beforehand.

## Myth: she should have one litter first

There is no health benefit in letting a female dog have a litter, or even a heat, before she is spayed. Spaying before the first or second heat is widely linked with a lower risk of mammary tumours later in life. Unplanned litters also add to the number of homeless puppies on our streets.

## Myth: it is unnatural and unkind

An unspayed female faces a real risk of pyometra, a pus-filled infection of the uterus that often appears in middle age, a few weeks after a heat. It is life-threatening and usually needs emergency surgery on a very sick dog, which carries far more risk than a planned spay. Spaying also ends heat cycles, with their bleeding and the attention of every male dog in the lane.

Neutering a male removes the risk of testicular cancer and reduces some prostate problems. It often makes life calmer for a male who would otherwise be frustrated by the scent of females in heat nearby, which is common in Indian neighbourhoods with many community dogs.

## Myth: my dog will get fat and lazy

Neutered dogs do need fewer calories, and some become hungrier after surgery. Weight gain is not inevitable, though. Keep walks and play as before, weigh your dog every month for the first few months, and trim portions if the weight creeps up. Your vet can help you work out how much to feed.

## Myth: he will stop guarding the house

Protectiveness towards the family and home is not mainly driven by testosterone, so a neutered dog will still bark at a stranger at the gate. What tends to reduce are hormone-driven behaviours such as roaming, urine marking, mounting and fights with other males. Neutering is not a cure for every behaviour problem, though. A dog that is fearful or aggressive needs training, and sometimes a behaviour specialist, whether or not it is neutered.

## Myth: any age is fine

Timing matters, and there is no single right answer. For small and medium dogs, including most indies, many vets spay or neuter from around six months of age. For large and giant breeds such as Labradors, Golden Retrievers and German Shepherds, some vets now advise waiting until the dog is closer to fully grown, because studies suggest that very early neutering in some of these breeds may be linked with a higher risk of certain joint problems. Females are not usually spayed during a heat; most vets prefer to wait until some weeks after it has ended. Discuss the timing with your vet, taking into account breed, sex, health and your home situation.

## Recovery at home

Most dogs are groggy on the evening after surgery and back to their usual selves within a few days, but the wound needs about ten to fourteen days to heal. During that time, a few rules help.

Use the cone or the surgical body suit your vet provides, so your dog cannot lick or chew the stitches. Licking is the most common reason wounds break down.

Keep walks short and on a leash, with no running, jumping on sofas or rough play.

Do not bathe your dog or let the wound get wet until your vet says so.

Check the incision twice a day. Mild redness is normal. Contact your vet if you see swelling, discharge, bleeding or a gap in the wound, or if your dog vomits, refuses food or is very quiet after the first day.

Give only the medicines your vet prescribes. Never give a dog human painkillers; several common ones are dangerous for dogs.

## Community dogs

Street dogs in Indian cities are sterilised and vaccinated against rabies under Animal Birth Control programmes run by municipal bodies with animal welfare organisations. If you feed a group of community dogs, your local programme or a welfare group can help get them included. Sterilised community dogs are usually marked with a small notch in one ear.`,
}

import type { SeedPost } from '../types.ts'
import { EDITORIAL_TEAM_ID } from '../authors.ts'

export const petFirstAidKit: SeedPost = {
  slug: 'a-first-aid-kit-for-your-dog-or-cat-what-to-keep-and-how-to-use-it',
  title: 'A First-Aid Kit for Your Dog or Cat: What to Keep and How to Use It',
  image: '/images/blog/first-aid.svg',
  category: 'health',
  excerpt:
    'A small box of supplies and a few calm steps can make the drive to the vet safer. What to pack, what never to give a pet, and first aid for common emergencies.',
  authorId: EDITORIAL_TEAM_ID,
  views: 617,
  publishedAt: '2026-08-27T05:15:00.000Z',
  content: `## First aid is not treatment

First aid is what you do in the minutes before your pet reaches a vet: keeping a wound clean, stopping bleeding, cooling an overheated dog, or moving an injured cat safely. It does not replace a vet. Its purpose is to prevent things getting worse on the way. Having the right supplies in one place, and knowing where your nearest emergency vet is, saves precious time when something goes wrong at night or on a holiday.

## What to keep in the kit

Use a small box with a lid, label it, and keep it where everyone in the family can find it. For dressing wounds, pack sterile gauze pads and a roll of gauze, non-stick wound pads, a self-adhesive bandage of the kind sold as vet wrap, and medical tape. Add a pair of blunt-tipped scissors for cutting bandages and trimming fur around a wound, and tweezers or a tick-removal tool.

For cleaning, keep a few sealed bottles of sterile saline for flushing wounds and eyes, and an antiseptic your vet approves, such as a chlorhexidine or povidone-iodine solution to be diluted before use. A few disposable gloves, cotton wool and a clean small towel complete the cleaning supplies. A plastic syringe without a needle is handy for flushing a wound or giving water.

Keep a digital thermometer meant only for your pet. A normal body temperature for dogs and cats is roughly 38 to 39.2 degrees Celsius, measured rectally with a little petroleum jelly on the tip. Add a soft fabric muzzle that fits your dog, because even the gentlest dog may bite when in pain, and a soft cone collar to stop licking at a wound. Styptic powder or plain cornflour helps stop a nail that has been cut too short from bleeding.

Finally, tape a card inside the lid with your vet's number, the nearest 24-hour emergency clinic, your pet's weight, any medicines it takes and any allergies. Keep a copy of the vaccination record with the kit. For cats and small dogs, a carrier is part of the kit: an injured cat is far safer in a carrier than in your arms.

## What never to give

Never give human painkillers to a pet unless a vet has told you exactly what and how much. Paracetamol is highly toxic to cats, even in small amounts, and can harm dogs. Ibuprofen, diclofenac and aspirin can cause stomach ulcers and kidney damage in dogs and cats. Many human cold and flu medicines contain these drugs too.

Do not try to make your pet vomit unless a vet tells you to. Some poisons do more damage coming back up, and home remedies such as salt water can themselves be dangerous. Do not apply turmeric, toothpaste, oil or ghee to wounds or burns; they trap dirt and make cleaning harder.

## Bleeding

Press a clean gauze pad or cloth firmly on the wound and hold it for several minutes without lifting to look. If blood soaks through, add more layers on top rather than removing the first. A bleeding paw can be wrapped with gauze and vet wrap, firm but not tight. Bleeding that spurts, or does not slow after five to ten minutes of pressure, needs a vet at once.

## Wounds and bites

For a small cut or scrape, trim the fur around it, flush it well with saline, and keep your pet from licking it. Bite wounds from other dogs or cats often look small on the surface but hide deep damage and infection underneath. Every bite wound should be seen by a vet, usually the same day. Cat bite wounds in particular commonly turn into abscesses a few days later.

## Heatstroke

In the Delhi summer, heatstroke is one of the emergencies we see most. Signs include heavy panting, drooling, bright red or pale gums, wobbling, vomiting and collapse. Move the pet into the shade or an air-conditioned room, pour plenty of tap water over the body, as cool as you have, and put it before a fan. Offer sips of water; do not force it. Stop cooling once breathing settles, and go to a vet straight away even if your pet seems to recover.

## Poisoning

If you think your pet has eaten something toxic, such as rat poison, insecticide, chocolate, grapes or raisins, onion, human medicines, or a plant such as a lily in the case of a cat, call a vet immediately and take the packaging or a photo of the plant with you. Time matters: some poisons can be removed or treated effectively only in the first hour or two.

In the monsoon, dogs mouth toads, whose poison acts on the heart and can kill. Drooling, pawing at the mouth and red gums come first; an irregular heartbeat and seizures can follow. Wipe the gums with a damp cloth, letting the water run out of the mouth, not down the throat, and go to a vet at once, even if your dog seems well.

## Road accidents and falls

An injured animal may have internal bleeding or broken bones even if it walks. Move it as little as possible. Slide a dog onto a board, a firm mat or a blanket used as a stretcher, and put a cat into a carrier or a box lined with a towel. Use a muzzle if needed, but never on a pet that is vomiting or struggling to breathe. Go to the nearest vet.

## Snakebite

Keep your pet calm and still, carry it if you can, and go straight to a vet or emergency clinic that can give antivenom. Do not cut the wound, suck it, apply ice or tie a tight band above it.

## Check the kit twice a year

Replace anything used or past its expiry date, and update the emergency numbers and your pet's weight. It takes five minutes, and you will be glad of it on the day you need it.`,
}

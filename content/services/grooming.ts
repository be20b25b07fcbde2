import type { ServicePageContent } from './types.ts'

/** /dog-grooming */
export const DOG_GROOMING: ServicePageContent = {
  layout: 'sheet',
  kind: 'grooming',
  eyebrow: 'Grooming · Dogs',
  lead: 'A bath, a blow-dry, a thorough brush, nails clipped, ears cleaned and a hygiene trim, in your own bathroom or balcony. No cage dryers, no other dogs, no waiting.',
  highlights: ['At home, one dog at a time', 'Shampoo, towels, dryer and tools brought along', 'Sterilised tools for every dog', 'Ticks, lumps and ear trouble flagged to a vet'],
  about: {
    heading: 'What the session is',
    paragraphs: [
      'A trained groomer comes to your home with shampoo suited to your dog’s coat, towels, a dryer and clean tools, and works in your bathroom or on a balcony. Your dog stays on familiar ground, and you can watch or carry on with your day.',
      'Grooming is also a close look at the whole dog. The groomer sees the skin, ears, paws and nails up close, and tells you if they find ticks, a lump, a hot spot or an ear that smells of infection, so that a vet can look at it.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Brushing out loose coat and tangles before the bath',
      'A bath with a shampoo chosen for your dog’s coat and skin',
      'Blow-drying, so the coat is dry to the skin',
      'Nail clipping, with care around the quick',
      'Ear cleaning and a look at the eyes',
      'A hygiene trim around the paws, face and rear',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Dogs that are anxious at salons or in cage dryers',
      'Puppies getting used to being handled, once vaccinated',
      'Older dogs that cannot stand for long or travel comfortably',
      'Busy owners who want grooming done while they are at home',
    ],
  },
  sections: [
    {
      heading: 'How often to groom, by coat',
      paragraphs: ['Every dog needs nails and ears looked after monthly; the coat decides the rest.'],
      points: [
        'Short coats (Beagle, Labrador, Indian pariah dog): a bath every four to six weeks and a weekly brush at home.',
        'Double coats (German Shepherd, Husky, Golden Retriever): a thorough brush-out every few weeks, more during shedding season.',
        'Long or curly coats (Shih Tzu, Lhasa Apso, Poodle): every three to four weeks, with daily brushing at home to prevent mats.',
      ],
    },
    {
      heading: 'Please do not shave a double coat for the summer',
      paragraphs: [
        'It is tempting in a Delhi June, but a double-coated dog’s undercoat insulates it against heat as well as cold, and its guard hairs shield the skin from the sun. Shaving can leave the skin sunburnt and the coat growing back patchy. A good brush-out that removes the dead undercoat keeps such a dog cooler than a shave does.',
      ],
    },
  ],
  steps: {
    heading: 'How home grooming works',
    steps: [
      { title: 'Book a slot', text: 'Choose dog grooming and a day and hour that suit you, from {slotHours}.' },
      { title: 'Clear a space', text: 'A bathroom with running water, or a balcony near a tap, and a power socket for the dryer.' },
      { title: 'The session', text: 'Brush, bath, dry, nails, ears and trim, at your dog’s pace; usually an hour to two.' },
      { title: 'A short report', text: 'The groomer tells you what they noticed on the skin, ears and nails, and cleans up after.' },
    ],
  },
  faqs: [
    {
      question: 'Is a full breed haircut included?',
      answer: 'No. The session covers bath, dry, brushing, nails, ears and a hygiene trim around the paws, face and rear. If your dog needs a full styled cut, tell us when you book and we will tell you what is possible and its price.',
    },
    {
      question: 'Do you sedate dogs for grooming?',
      answer: 'Never. A dog that is too frightened is given breaks, treats and patience; if it is still too distressed, we stop and suggest shorter sessions to build confidence.',
    },
    {
      question: 'What if the groomer finds ticks?',
      answer: 'They remove the ticks they can reach and tell you. A dog with many ticks needs a vet-recommended tick control product, and one that has been unwell after ticks should have a tick fever test.',
    },
    {
      question: 'Can a puppy be groomed?',
      answer: 'Once it has had its vaccines, yes, and early gentle sessions make grooming easier for life. Before the course is complete we suggest a short nail trim and brush only.',
    },
    {
      question: 'Do I need to provide anything?',
      answer: 'Only a space with water and a power socket. The groomer brings shampoo, towels, a dryer and sterilised tools.',
    },
  ],
  related: [
    { to: '/cat-grooming', label: 'Cat grooming', note: 'Brushing and de-matting for cats.' },
    { to: '/pet-grooming-near-me', label: 'Pet grooming near you', note: 'Where our groomers visit.' },
    { to: '/dog-lab-test', label: 'Tick fever test', note: 'If your dog has had ticks and seems unwell.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'For a lump or skin problem found while grooming.' },
  ],
  offersHeading: 'Book a grooming session',
  schema: { name: 'Dog grooming at home', serviceType: 'Pet grooming' },
}

/** /cat-grooming */
export const CAT_GROOMING: ServicePageContent = {
  layout: 'sheet',
  kind: 'grooming',
  eyebrow: 'Grooming · Cats',
  lead: 'Gentle brushing and de-matting, a nail trim, and ear and eye cleaning for your cat at home, with a bath only if your cat tolerates one. Calm hands, no carrier, no salon.',
  highlights: ['At home, at your cat’s pace', 'Mats worked out, or clipped safely', 'Bath only if your cat accepts it', 'No sedation, ever'],
  about: {
    heading: 'What the session is',
    paragraphs: [
      'Most short-haired cats keep themselves clean, but many still need help with nails, ears and shedding. Long-haired cats such as Persians and Himalayans mat easily, especially behind the ears, under the legs and on the belly, and mats pull painfully on the skin.',
      'A groomer used to cats comes to your home, works slowly and takes breaks when your cat needs them. Mats are teased out where possible and clipped carefully where not, because cutting a mat with scissors near a cat’s thin skin is a common cause of wounds.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Brushing and de-matting, with safe clipping of tight mats',
      'Nail trimming',
      'Ear and eye cleaning',
      'A sanitary trim for long-haired cats',
      'A bath and dry, only if your cat tolerates it',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Persians, Himalayans and other long-haired cats',
      'Older or overweight cats that can no longer groom their back and rear',
      'Cats whose claws catch on carpets or scratch people',
      'Cats that panic in a carrier or at a salon',
    ],
  },
  sections: [
    {
      heading: 'Looking after the coat between sessions',
      paragraphs: ['A few minutes a day make the groomer’s visits shorter and kinder.'],
      points: [
        'Brush a long-haired cat daily with a wide-toothed comb, starting with short sessions and a treat.',
        'Check behind the ears and under the front legs, where mats form first.',
        'A cat that suddenly stops grooming may be in pain, arthritic or overweight: mention it to a vet.',
      ],
    },
    {
      heading: 'Why we do not sedate cats for grooming',
      paragraphs: [
        'Sedation carries a small risk and needs a vet’s examination. We prefer short, frequent, gentle sessions. If your cat is so matted that grooming would hurt, the vet can advise on a clip under supervision at a clinic.',
      ],
    },
  ],
  steps: {
    heading: 'How home grooming works',
    steps: [
      { title: 'Book a calm time', text: 'Choose cat grooming and a slot when your cat is usually relaxed, perhaps after a meal.' },
      { title: 'One quiet room', text: 'Keep your cat in a small room with a table or bed to work on, and no other pets around.' },
      { title: 'The session', text: 'Brushing, de-matting, nails, ears and eyes, at your cat’s pace, with breaks.' },
      { title: 'A short report', text: 'The groomer tells you about mats, skin, fleas or anything a vet should see.' },
    ],
  },
  faqs: [
    {
      question: 'Does my cat need a bath?',
      answer: 'Usually not. Cats clean themselves; a bath is for a very greasy or soiled coat, or on a vet’s advice for a skin problem. We bath a cat only if it tolerates it.',
    },
    {
      question: 'My Persian is badly matted. Can you shave it?',
      answer: 'We clip out tight mats carefully with clippers, never scissors. A cat matted all over may need a full clip in stages, or under a vet’s supervision; the groomer will advise after seeing your cat.',
    },
    {
      question: 'How often should a cat’s nails be trimmed?',
      answer: 'Every three to four weeks for indoor cats, whose claws wear down less. Older cats’ claws can grow into the pads, so check them more often.',
    },
    {
      question: 'My cat scratches and bites when handled. Can you still groom it?',
      answer: 'Our groomers use towels, patience and breaks. We do as much as your cat allows and will not force it; a short, successful session is better than a long, frightening one.',
    },
  ],
  related: [
    { to: '/dog-grooming', label: 'Dog grooming', note: 'Bath, dry, nails and trim for dogs.' },
    { to: '/pet-grooming-near-me', label: 'Pet grooming near you', note: 'Where our groomers visit.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'If your cat has stopped grooming itself.' },
    { to: '/services/cat-vaccination', label: 'Cat vaccination at home', note: 'Book it with the grooming.' },
  ],
  offersHeading: 'Book a grooming session',
  schema: { name: 'Cat grooming at home', serviceType: 'Pet grooming' },
}

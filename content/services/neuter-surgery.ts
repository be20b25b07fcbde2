import type { ServicePageContent } from './types.ts'

/** /dog-neuter-surgery: neutering and spaying for dogs. */
export const DOG_NEUTER_SURGERY: ServicePageContent = {
  layout: 'sheet',
  kind: 'surgery',
  eyebrow: 'Surgery · Dogs',
  lead: 'Neutering for male dogs and spaying for females, at a clinic under general anaesthesia, with blood tests before, pain relief and a cone after, and a vet’s follow-up visit at your home.',
  highlights: ['Pre-surgery blood tests included', 'General anaesthesia with monitoring', 'Usually home the same day', 'A follow-up visit at home'],
  about: {
    heading: 'What the surgery is',
    paragraphs: [
      'Neutering (castration) removes a male dog’s testicles through a small cut just in front of the scrotum. Spaying removes a female dog’s ovaries, and usually the womb, through a cut in the belly; it is a bigger operation, with a longer recovery.',
      'Both are done at a clinic with a proper operating theatre, under general anaesthesia, with your dog’s breathing and heart monitored throughout. Most dogs go home the same evening, with pain relief, a cone and written instructions, and a vet visits you at home a few days later to check the wound.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'A pre-surgery examination and blood tests',
      'General anaesthesia with monitoring during surgery',
      'The operation by a registered vet',
      'Pain relief, and a cone to protect the wound',
      'Written after-care instructions',
      'A follow-up visit at home to check the wound',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Male and female dogs from about six months old, in good health',
      'Large and giant breeds once the vet agrees they have finished growing',
      'Females between heats, never during one',
      'Adult and older dogs, after a check that they are fit for anaesthesia',
    ],
  },
  sections: [
    {
      heading: 'When to neuter or spay',
      paragraphs: [
        'For most small and medium dogs, from about six months of age. For large and giant breeds, many vets now advise waiting until 12 to 18 months, once growth has finished, because early neutering has been linked with joint problems in some of those breeds. A female is spayed either before her first heat or two to three months after one, when the blood supply to the womb has settled.',
      ],
    },
    {
      heading: 'Why owners choose it',
      paragraphs: ['Beyond preventing puppies that need homes:'],
      points: [
        'Spayed females cannot develop pyometra, a life-threatening infection of the womb common in older unspayed dogs. Spaying early is also linked with fewer mammary tumours, though the evidence in dogs is weaker than once thought.',
        'Neutered males cannot get testicular cancer, have fewer prostate problems, and usually roam and mark less.',
        'Neutered dogs need fewer calories afterwards; feed a little less and they stay lean and active, not lazy.',
      ],
    },
    {
      heading: 'Community dogs and the ABC programme',
      paragraphs: [
        'Under India’s Animal Birth Control Rules, 2023, street dogs are sterilised and vaccinated against rabies through programmes run by local bodies with animal welfare organisations, and then returned to their own area. A sterilised community dog usually has a small notch cut in one ear. If you feed or care for a street dog, ask your municipal body about its ABC programme; our surgery is for dogs you own or are adopting.',
      ],
    },
  ],
  steps: {
    heading: 'How it works, from booking to recovery',
    steps: [
      { title: 'Check and tests', text: 'A vet examines your dog and draws blood to make sure it is fit for anaesthesia; we then fix the surgery date.' },
      { title: 'Before surgery', text: 'Food stops at the time the clinic gives you: for a healthy adult dog, current anaesthesia guidance is a small meal 4 to 6 hours before, not a long overnight fast. Water is not taken away unless the clinic says so.' },
      { title: 'Surgery day', text: 'You bring your dog to the clinic in the morning and collect it, drowsy but awake, later that day.' },
      { title: 'Recovery at home', text: 'Ten to fourteen days of rest and the cone, with a vet’s visit at home to check the wound.' },
    ],
  },
  faqs: [
    {
      question: 'How long will my dog wear the cone?',
      answer: 'For ten to fourteen days, until the wound has healed or the stitches are out. Licking is the commonest reason a wound opens or gets infected; a soft cone or a surgical body suit is fine if your dog tolerates it better.',
    },
    {
      question: 'What should recovery look like?',
      answer: 'Drowsiness the first evening and a small appetite are normal. Walks on the lead only, no running, jumping or bathing until the vet says so, and a look at the wound twice a day. Call us from {supportHours} if it gapes, swells, bleeds or oozes, or if your dog is not eating after a day; at night, a wound that bleeds or gapes needs the nearest 24-hour veterinary hospital.',
    },
    {
      question: 'Can I give my dog a painkiller from our medicine cabinet?',
      answer: 'No. Paracetamol, ibuprofen and similar painkillers for people can poison dogs. Give only the pain relief the vet prescribed.',
    },
    {
      question: 'Will neutering change my dog’s personality?',
      answer: 'Your dog stays the same dog. Hormone-driven behaviours such as roaming, marking and mounting usually lessen; training and temperament stay. Weight gain comes from feeding the same amount as before, and is avoided by feeding a little less.',
    },
    {
      question: 'Is it safe for an older dog?',
      answer: 'Usually yes, after a check-up and blood tests to make sure the heart, liver and kidneys can handle the anaesthetic. For an older female, spaying also removes the risk of pyometra, which becomes more common with age.',
    },
  ],
  related: [
    { to: '/dog-neuter-near-me', label: 'Dog neutering near you', note: 'Choosing a clinic, and recovery day by day.' },
    { to: '/dog-spaying-near-me', label: 'Dog spaying near you', note: 'Timing around heats, and after-care.' },
    { to: '/dog-lab-test', label: 'Dog lab tests', note: 'The blood panel before surgery.' },
    { to: '/cat-neuter-surgery', label: 'Cat neutering and spaying', note: 'If you also have a cat.' },
  ],
  offersHeading: 'Book the surgery',
  schema: { name: 'Dog neutering and spaying', serviceType: 'Veterinary surgery' },
}

/** /cat-neuter-surgery: neutering and spaying for cats. */
export const CAT_NEUTER_SURGERY: ServicePageContent = {
  layout: 'sheet',
  kind: 'surgery',
  eyebrow: 'Surgery · Cats',
  lead: 'Neutering for tomcats and spaying for queens at a clinic, with anaesthesia, pain relief and a follow-up visit at home. The best thing you can do to stop spraying, calling, fighting and unplanned kittens.',
  highlights: ['Safe from about four to six months', 'Anaesthesia and pain relief included', 'Usually home the same day', 'A follow-up visit at home'],
  about: {
    heading: 'What the surgery is',
    paragraphs: [
      'Neutering a male cat removes both testicles through tiny cuts in the scrotum, often without stitches; most tomcats are back to normal within a couple of days. Spaying a female removes the ovaries and usually the womb through a small cut in the belly or the flank, with a recovery of ten to fourteen days.',
      'Both are done at a clinic under general anaesthesia, with pain relief. Your cat usually comes home the same day, and a vet visits you a few days later to check the wound.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'A pre-surgery examination',
      'General anaesthesia with monitoring',
      'The operation by a registered vet',
      'Pain relief, and a cone or suit for females',
      'Written after-care instructions',
      'A follow-up visit at home',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Kittens from about four to six months, before the first heat or spraying starts',
      'Adult cats of any age in good health',
      'Queens that are calling, once the vet agrees the timing',
      'Adopted cats, and community cats you have taken in',
    ],
  },
  sections: [
    {
      heading: 'When to neuter or spay a cat',
      paragraphs: [
        'Cats mature early: a female kitten can come into heat, and become pregnant, from about four to six months, and a male starts spraying around the same age. Most vets neuter and spay at four to six months. If your cat is already calling, the vet will advise on timing; pregnant cats can be spayed too, which ends the pregnancy, so decide with your vet.',
      ],
    },
    {
      heading: 'Why owners choose it',
      paragraphs: ['The reasons are mostly about a calmer, healthier cat:'],
      points: [
        'Queens stop calling: an unspayed cat can come into heat every two to three weeks through the breeding season, loud and restless.',
        'Spaying prevents pyometra and greatly reduces the risk of mammary tumours, which in cats are usually malignant.',
        'Tomcats usually stop spraying and roaming, and fight less, which means fewer abscesses and less spread of FIV through bites.',
      ],
    },
    {
      heading: 'Community cats',
      paragraphs: [
        'Several animal welfare groups in Delhi NCR sterilise community cats at low cost and return them to where they live. If you care for colony cats, they are a good place to start; our surgery is for cats you own or are adopting, including community cats you bring home.',
      ],
    },
  ],
  steps: {
    heading: 'How it works, from booking to recovery',
    steps: [
      { title: 'Check first', text: 'A vet examines your cat and confirms it is fit for anaesthesia; older cats may need a blood test.' },
      { title: 'Before surgery', text: 'Food stops at the time the clinic gives you, usually 4 to 6 hours before for an adult cat and less for a kitten, which must not go hungry for long. Water is not taken away unless the clinic says so.' },
      { title: 'Surgery day', text: 'Bring your cat to the clinic in a secure carrier in the morning, and collect it later that day.' },
      { title: 'Recovery at home', text: 'Indoors and quiet, a cone or suit for females, and a vet’s visit at home to check the wound.' },
    ],
  },
  faqs: [
    {
      question: 'How long is recovery?',
      answer: 'For a male, usually two or three days of taking it easy. For a female, ten to fourteen days with no jumping from heights, a cone or surgical suit to stop licking, and a daily look at the wound.',
    },
    {
      question: 'Should I change the litter after surgery?',
      answer: 'Yes, for the first week: use shredded paper or a paper-based litter, so that dust and clumps do not stick to the wound.',
    },
    {
      question: 'Will my cat become fat and lazy?',
      answer: 'Neutered cats need fewer calories, so weigh the food and cut back a little, and keep up play. A lean neutered cat stays as active as before.',
    },
    {
      question: 'Will neutering stop my tomcat spraying?',
      answer: 'In most cats, yes, especially if done before the habit sets in. If spraying continues after a few weeks, the cause may be stress or a bladder problem, and a consultation will help.',
    },
    {
      question: 'What signs after surgery need a vet?',
      answer: 'A wound that gapes, bleeds, swells or oozes; not eating after 24 hours; vomiting; hiding and lethargy that get worse rather than better. Call us from {supportHours}; at night, bleeding or a gaping wound needs the nearest 24-hour veterinary hospital.',
    },
  ],
  related: [
    { to: '/cat-neuter-near-me', label: 'Cat neutering near you', note: 'Choosing a clinic and after-care.' },
    { to: '/cat-spaying-near-me', label: 'Cat spaying near you', note: 'Timing and recovery for queens.' },
    { to: '/cat-lab-test', label: 'Cat lab tests', note: 'A blood panel before anaesthesia.' },
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'If you also have a dog.' },
  ],
  offersHeading: 'Book the surgery',
  schema: { name: 'Cat neutering and spaying', serviceType: 'Veterinary surgery' },
}

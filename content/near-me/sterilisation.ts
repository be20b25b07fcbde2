import type { NearMePageContent } from './types.ts'

/** /dog-neuter-near-me */
export const DOG_NEUTER_NEAR_ME: NearMePageContent = {
  kind: 'surgery',
  eyebrow: 'Dog neutering near you · Male dogs',
  lead: 'Neutering a male dog near you in Delhi NCR: a check and blood test at home, surgery at a clinic, and a vet’s visit at home to see how he is healing. Here is what to expect, from the right age to the day the cone comes off.',
  highlights: ['Check and blood test at home first', 'Surgery at a clinic', 'Usually home the same day', 'A follow-up visit at home'],
  lookFor: {
    heading: 'What to look for in a clinic for neutering',
    items: [
      'An examination and blood test before surgery, not an operation on the day you walk in',
      'General anaesthesia with breathing, heart rate and oxygen monitored throughout',
      'A clean, dedicated operating room and sterile instruments',
      'Pain relief during and after surgery, with medicines to take home',
      'Written after-care instructions, and a number to call afterwards',
    ],
  },
  choice: {
    heading: 'When is the right age?',
    intro: 'There is no single right age for every dog; size matters most.',
    options: [
      { title: 'Small and medium breeds', when: ['Usually from about six months', 'Before marking and roaming become habits'] },
      { title: 'Large and giant breeds', when: ['Many vets advise 12 to 18 months, once growth is complete', 'Talk through the timing for your breed with the vet'] },
      { title: 'Adult and older dogs', when: ['Can be neutered at any age after a health check', 'The blood test beforehand matters even more'] },
    ],
  },
  sections: [
    {
      heading: 'Preparing your dog',
      paragraphs: ['The evening before and the morning of the surgery:'],
      points: [
        'Food stops at the time the clinic gives you, usually a small meal 4 to 6 hours before surgery for a healthy adult; water is not taken away unless the clinic says so.',
        'A short walk in the morning so that he can empty his bladder.',
        'Bring the vaccination card: he should be up to date before surgery.',
      ],
    },
    {
      heading: 'Recovery, day by day',
      paragraphs: ['Most dogs bounce back quickly from castration. Go to a hospital at once if he collapses, his gums turn pale or the wound bleeds heavily.'],
      points: [
        'Day 1: drowsy; a small meal in the evening and rest in a quiet room.',
        'Days 2 and 3: brighter; short walks on the lead only, cone on.',
        'Days 3 to 5: a vet visits at home to check the wound.',
        'Days 10 to 14: the wound has healed, stitches come out if there are any, and so does the cone.',
      ],
    },
    {
      heading: 'Neutering and the ABC programme',
      paragraphs: [
        'Street dogs are sterilised at no cost to residents under municipal Animal Birth Control programmes, run with animal welfare organisations under the Animal Birth Control Rules, 2023, and returned to their area. If you have adopted a street dog that was already sterilised under ABC, it usually has a notch in one ear: tell the vet before booking surgery.',
      ],
    },
  ],
  citiesIntro: 'Checks before and after surgery happen at your home, and the surgery at a clinic, in each of these cities.',
  faqs: [
    {
      question: 'How long does the surgery take?',
      answer: 'The operation itself usually takes under an hour. With preparation and waking up, your dog spends most of the day at the clinic and comes home in the evening.',
    },
    {
      question: 'Will my dog be in pain?',
      answer: 'He gets pain relief during surgery and medicines to take home. Most dogs are sore for a day or two. Give only what the vet prescribed, never painkillers meant for people.',
    },
    {
      question: 'Does he really need the cone?',
      answer: 'Yes, until the wound has healed. A dog that licks the wound can open or infect it within minutes. A soft cone or a body suit works if he hates the hard one.',
    },
    {
      question: 'When can I bathe him?',
      answer: 'Not until the vet says the wound has healed, usually after 10 to 14 days. Clean muddy paws with a damp cloth in the meantime.',
    },
  ],
  related: [
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'What the surgery includes.' },
    { to: '/dog-spaying-near-me', label: 'Dog spaying near you', note: 'For female dogs.' },
    { to: '/dog-lab-test', label: 'Dog blood panel', note: 'The test before anaesthesia.' },
    { to: '/pet-clinic-near-me', label: 'Pet clinics near you', note: 'What a good clinic has.' },
  ],
  offersHeading: 'Book neutering',
  schema: { name: 'Dog neutering near you', serviceType: 'Veterinary surgery' },
}

/** /dog-spaying-near-me */
export const DOG_SPAYING_NEAR_ME: NearMePageContent = {
  kind: 'surgery',
  eyebrow: 'Dog spaying near you · Female dogs',
  lead: 'Spaying your female dog near you in Delhi NCR: the right moment between heats, preparation at home, surgery at a clinic, and two weeks of careful recovery with a vet checking in.',
  highlights: ['Timed between heats', 'Blood test at home beforehand', 'Pain relief and a cone included', 'Wound check at home'],
  lookFor: {
    heading: 'Questions to ask a clinic before spaying',
    items: [
      'Is there a blood test and an examination before the operation?',
      'Who monitors my dog under anaesthesia, and with what equipment?',
      'What pain relief is given during and after surgery?',
      'How long will she stay, and whom do I call if I am worried at night?',
      'Is a follow-up check included?',
    ],
  },
  choice: {
    heading: 'When to spay',
    intro: 'The timing around heats matters more than the exact age.',
    options: [
      { title: 'Before the first heat', when: ['Usually around six months for small and medium breeds', 'Spaying before the first heat is linked with fewer mammary tumours, though the evidence in dogs is weaker than once thought'] },
      { title: 'After a heat', when: ['Wait about two to three months after the heat ends', 'Never during a heat, when the blood vessels are larger and bleeding is more likely'] },
      { title: 'Large breeds and older females', when: ['Large breeds: ask about waiting until growth has finished', 'Older females: spaying prevents pyometra, after a health check'] },
    ],
  },
  sections: [
    {
      heading: 'Why spaying protects her health',
      paragraphs: [
        'Pyometra, an infection of the womb, affects many unspayed older dogs and can be fatal without emergency surgery. Spaying removes that risk and the risk of ovarian and uterine disease, and spaying early is linked with fewer mammary tumours later, though the evidence in dogs is weaker than once thought. It also ends the heats, with their bleeding, restlessness and visits from every male dog on the street.',
      ],
    },
    {
      heading: 'Recovery, day by day',
      paragraphs: ['Spaying is abdominal surgery, so recovery takes longer than for a male. A swollen belly, pale gums or collapse mean a hospital, straight away.'],
      points: [
        'Day 1: sleepy; a light meal in the evening and rest in a quiet, warm room.',
        'Days 2 to 7: lead walks only, with no jumping, stairs or rough play; cone or body suit on.',
        'Around day 3: a vet visits at home to check the wound.',
        'Days 10 to 14: stitches out if there are any, and normal life slowly resumes.',
      ],
    },
  ],
  citiesIntro: 'Home checks before and after, and surgery at clinics, across these cities.',
  faqs: [
    {
      question: 'My dog is in heat. Can she be spayed now?',
      answer: 'It is safer to wait. Most vets spay two to three months after a heat ends, when the blood supply to the womb has returned to normal.',
    },
    {
      question: 'Will spaying make her fat?',
      answer: 'Spayed dogs need fewer calories, so reduce her food a little and keep up her exercise. Weight gain comes from the feeding, not from the surgery.',
    },
    {
      question: 'Which signs after surgery mean I should call?',
      answer: 'A wound that opens, bleeds, swells or oozes; vomiting; not eating after a day; a swollen belly; or tiredness that gets worse instead of better. Call us from {supportHours}; at night, a wound that bleeds or gapes needs the nearest 24-hour veterinary hospital.',
    },
    {
      question: 'Should she have one litter first?',
      answer: 'No. A litter brings no health benefit, and it means more heats, each with its risk of pyometra later in life.',
    },
    {
      question: 'Can a pregnant dog be spayed?',
      answer: 'In early pregnancy it is possible and ends the pregnancy, but it is a bigger operation. Talk it through with the vet, who will advise on safety and timing.',
    },
  ],
  related: [
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'What the surgery price includes.' },
    { to: '/dog-neuter-near-me', label: 'Dog neutering near you', note: 'For male dogs.' },
    { to: '/dog-lab-test', label: 'Dog blood panel', note: 'The test before anaesthesia.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'If something goes wrong at night.' },
  ],
  offersHeading: 'Book spaying',
  schema: { name: 'Dog spaying near you', serviceType: 'Veterinary surgery' },
}

/** /cat-neuter-near-me */
export const CAT_NEUTER_NEAR_ME: NearMePageContent = {
  kind: 'surgery',
  eyebrow: 'Cat neutering near you · Tomcats',
  lead: 'Neutering your tomcat near you in Delhi NCR: a quick operation at a clinic, usually home the same day, and the end of most spraying, yowling and fighting. Here is how to prepare him and what to expect.',
  highlights: ['A short operation', 'Usually home the same day', 'Spraying usually stops', 'A follow-up at home'],
  lookFor: {
    heading: 'What a good clinic does for cats',
    items: [
      'A quiet waiting area for cats, or a room away from barking dogs',
      'An examination before anaesthesia, and a blood test for older cats',
      'Anaesthesia monitored throughout, with your cat kept warm as he wakes',
      'Pain relief, because cats hide pain well',
      'Discharge instructions in writing, with a number to call',
    ],
  },
  choice: {
    heading: 'When to neuter a tomcat',
    intro: 'Earlier is usually better.',
    options: [
      { title: 'Kittens', when: ['From about four to six months', 'Before spraying and roaming start'] },
      { title: 'Adult toms', when: ['At any age after a health check', 'Spraying usually stops within weeks, though an old habit can take longer'] },
    ],
  },
  sections: [
    {
      heading: 'Preparing your cat',
      paragraphs: ['A few things make the day easier for both of you:'],
      points: [
        'Food stops at the time the clinic gives you, usually 4 to 6 hours before surgery, less for a kitten; water is not taken away unless the clinic says so.',
        'Keep him indoors that night, so that he does not wander off and eat elsewhere.',
        'Leave the carrier out for a few days beforehand with a blanket inside, so it is familiar.',
        'Have paper litter ready for the first few days, to keep litter out of the wound.',
      ],
    },
    {
      heading: 'Why neutering matters for cats in the city',
      paragraphs: [
        'Entire tomcats roam and fight, and their bite wounds often turn into abscesses and can spread FIV, the feline immunodeficiency virus. Neutered cats stay closer to home, live more safely and are far easier to live with indoors. Fewer unplanned kittens also means fewer cats on the street. A cat that is straining to pee, breathing hard or collapsed after surgery needs a hospital, not a wait.',
      ],
    },
  ],
  citiesIntro: 'Checks at home and surgery at clinics, across these cities.',
  faqs: [
    {
      question: 'How long will my cat take to recover?',
      answer: 'Usually two or three days. Keep him indoors and quiet, look at the wound daily, and call if it swells or oozes.',
    },
    {
      question: 'Does my cat need a cone after neutering?',
      answer: 'Often not, because the cuts are small. If he licks the area a lot, a cone or a soft collar for a few days prevents problems.',
    },
    {
      question: 'Will he stop spraying?',
      answer: 'Most cats do, especially when neutered young. If spraying continues after a few weeks, stress or a urinary problem may be the cause, and a consultation will help.',
    },
    {
      question: 'Can you neuter a community tomcat I feed?',
      answer: 'Yes, if you can bring him in a secure carrier and keep him indoors for a few days afterwards. Some animal welfare groups also run low-cost sterilisation for community cats.',
    },
  ],
  related: [
    { to: '/cat-neuter-surgery', label: 'Cat neutering and spaying', note: 'What the surgery includes.' },
    { to: '/cat-spaying-near-me', label: 'Cat spaying near you', note: 'For female cats.' },
    { to: '/cat-lab-test', label: 'Cat blood panel', note: 'Before anaesthesia for older cats.' },
    { to: '/consultation', label: 'Cat consultation', note: 'If spraying carries on.' },
  ],
  offersHeading: 'Book neutering',
  schema: { name: 'Cat neutering near you', serviceType: 'Veterinary surgery' },
}

/** /cat-spaying-near-me */
export const CAT_SPAYING_NEAR_ME: NearMePageContent = {
  kind: 'surgery',
  eyebrow: 'Cat spaying near you · Queens',
  lead: 'Spaying your female cat near you in Delhi NCR: ideally before her first heat, at a clinic, with a vet’s check at home afterwards. No more calling, no unplanned litters, and better health in the long run.',
  highlights: ['Ideally before the first heat', 'Usually home the same day', 'A cone to protect the wound', 'Wound check at home'],
  lookFor: {
    heading: 'What to ask before spaying',
    items: [
      'Will my cat be examined, and is a blood test advised at her age?',
      'Is the anaesthesia monitored, and is she kept warm as she wakes?',
      'Which incision is used, belly or flank, and are there stitches to remove?',
      'What pain relief will she come home with?',
      'When is the follow-up, and whom do I call in the meantime?',
    ],
  },
  choice: {
    heading: 'When to spay a cat',
    intro: 'Cats can come into heat, and become pregnant, surprisingly young.',
    options: [
      { title: 'Kittens', when: ['From about four to six months', 'Before the first heat, for the best protection against mammary tumours'] },
      { title: 'In heat, or just after', when: ['Many vets wait until the heat is over', 'Keep her strictly indoors meanwhile: one escape is enough for a pregnancy'] },
      { title: 'Mothers', when: ['Once the kittens are weaned, at about eight weeks', 'A queen can come back into heat while still nursing'] },
    ],
  },
  sections: [
    {
      heading: 'What spaying changes for her',
      paragraphs: [
        'An unspayed cat can come into heat every two to three weeks through the breeding season, calling loudly, restless and desperate to get out. Spaying ends all that, prevents pyometra and unplanned litters, and when done young greatly lowers the risk of mammary tumours, which in cats are usually malignant.',
      ],
    },
    {
      heading: 'Caring for her after surgery',
      paragraphs: ['Most cats are eating by the evening and moving normally within a day or two, which is exactly why they need holding back. If she collapses, breathes with her mouth open or bleeds from the wound, go to a hospital.'],
      points: [
        'Keep her indoors in one room for 10 to 14 days, without high perches to jump from.',
        'Keep the cone on so that she cannot lick the wound.',
        'Use paper litter for the first week.',
        'Look at the wound daily, and call for swelling, bleeding, discharge or a gap.',
      ],
    },
  ],
  citiesIntro: 'Spaying at clinics with checks at home, across these cities.',
  faqs: [
    {
      question: 'My cat is calling. Can she be spayed now?',
      answer: 'Many vets prefer to wait until the heat is over, though some will spay during it. Keep her indoors meanwhile, and book a consultation to agree the timing.',
    },
    {
      question: 'Is spaying safe for a young kitten?',
      answer: 'Yes. Spaying at four to six months is routine, and young cats usually recover faster than adults.',
    },
    {
      question: 'How do I stop her jumping after surgery?',
      answer: 'Keep her in a small room without high furniture for the first week or two, with food, water, litter and a bed on the floor. A large crate works for very lively cats.',
    },
    {
      question: 'Should I let her have one litter first?',
      answer: 'No. A litter brings no health benefit, and spaying before the first heat gives the best protection against mammary tumours.',
    },
  ],
  related: [
    { to: '/cat-neuter-surgery', label: 'Cat neutering and spaying', note: 'What the surgery includes.' },
    { to: '/cat-neuter-near-me', label: 'Cat neutering near you', note: 'For tomcats.' },
    { to: '/cat-vaccination', label: 'Kitten vaccination schedule', note: 'Vaccines before surgery.' },
    { to: '/consultation', label: 'Cat consultation', note: 'To agree the timing.' },
  ],
  offersHeading: 'Book spaying',
  schema: { name: 'Cat spaying near you', serviceType: 'Veterinary surgery' },
}

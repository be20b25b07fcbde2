import type { ServicePageContent } from './types.ts'

/** /services/consultation: a consultation for any pet, in each of its three forms. */
export const CONSULTATION_SHEET: ServicePageContent = {
  layout: 'sheet',
  kind: 'consultation',
  eyebrow: 'Service sheet · Dogs and cats',
  lead: 'A registered vet examines your pet, listens to what has been happening, and tells you plainly what is wrong and what to do. At your home, at a clinic, or by video: you choose when you book.',
  highlights: ['A full examination, not a quick look', 'A written prescription and care plan', 'Home, clinic or video, as suits you', 'Follow-up questions answered after the visit'],
  about: {
    heading: 'What a consultation is',
    paragraphs: [
      'A consultation is the vet’s time and judgement: a history of the problem, a nose-to-tail examination, and a diagnosis or a plan to reach one. You leave with a written prescription if one is needed, clear instructions, and the signs that should make you call again.',
      'At home the vet brings what is needed to examine your pet and to give most injections. At a clinic, equipment such as X-ray or ultrasound is on hand if it is needed. By video, the vet relies on what you show and tell them, which is enough for many questions but not for everything.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'A history: diet, habits, vaccines and what has changed',
      'An examination: temperature, weight, heart and lungs, abdomen, skin, eyes, ears, mouth and joints',
      'A diagnosis, or the tests needed to make one, with their prices',
      'A written prescription and a care plan you can follow',
      'Answers to follow-up questions about the same problem',
    ],
  },
  audience: {
    heading: 'When to book one',
    items: [
      'Your pet is off its food, vomiting, has diarrhoea or seems in pain',
      'A limp, an itch, a lump, a smell or a cough that is not going away',
      'A yearly check-up for a healthy adult pet',
      'A new puppy or kitten that needs a first examination',
      'An older pet that is slowing down, drinking more or losing weight',
    ],
  },
  sections: [
    {
      heading: 'Which form of consultation to choose',
      paragraphs: [
        'Choose a home visit when your pet is unwell but stable, hates travel, or when you have several pets to see. Choose a clinic when the problem may need an X-ray, an ultrasound or a procedure that day. Choose video for advice, for a second opinion on a report, or to decide how urgent something is.',
        'If the vet on a video call thinks your pet needs hands-on care, they will tell you, and you can book a visit.',
      ],
    },
    {
      heading: 'Signs that cannot wait for a booked slot',
      paragraphs: ['Some problems need a hospital now, not a consultation later today. Go straight to the nearest 24-hour veterinary hospital if your pet shows any of these; from {supportHours} our phone line can advise you on the way:'],
      points: [
        'is struggling to breathe, or its gums are blue, grey or very pale',
        'has collapsed, or has a fit lasting more than a few minutes',
        'has a swollen, tight belly and is retching without bringing anything up',
        'is a male cat straining in the litter box with little or no urine',
        'has eaten rat poison, chocolate, grapes, painkillers for people, or lilies (cats)',
      ],
    },
  ],
  steps: {
    heading: 'How a home consultation works',
    steps: [
      { title: 'Tell us what is wrong', text: 'Book a home visit and describe the problem, so the vet arrives with what is likely to be needed.' },
      { title: 'The vet arrives', text: 'At the slot you chose, from {slotHours}. Keep your pet in one room and any old reports to hand.' },
      { title: 'Examination and plan', text: 'The vet examines your pet, explains what they find and what they suggest, and prices anything extra first.' },
      { title: 'Prescription and follow-up', text: 'You get a written prescription and care plan, and can ask follow-up questions about the same problem.' },
    ],
  },
  faqs: [
    {
      question: 'Can the vet give injections and medicines at a home visit?',
      answer: 'Yes. The vet carries common injectable medicines and gives them at the visit when needed, and writes a prescription for the rest. Anything beyond the consultation is priced before it is given.',
    },
    {
      question: 'What if my pet needs an X-ray or a scan?',
      answer: 'The vet refers you to a clinic or diagnostic centre and shares their notes, so you do not have to repeat the history.',
    },
    {
      question: 'Can I book one consultation for two pets?',
      answer: 'Tell us when you book. One vet can see both in the same visit; if both need a full consultation, add a visit for each pet.',
    },
    {
      question: 'Is a video consultation a real consultation?',
      answer: 'It is a real vet giving real advice, but without touching your pet. It works well for behaviour, diet, skin problems you can show on camera, and for reading reports. It is not a substitute for an examination when your pet is seriously unwell.',
    },
  ],
  related: [
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'What the vet checks in a dog.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'What the vet checks in a cat.' },
    { to: '/video-consultation', label: 'Video consultation', note: 'How a video call with a vet works.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'When it cannot wait.' },
  ],
  offersHeading: 'Book a consultation',
  schema: { name: 'Veterinary consultation at home, at a clinic or by video', serviceType: 'Veterinary consultation' },
}

/** /dog-health-consultation: a check-up for a dog, by life stage. */
export const DOG_HEALTH_CONSULTATION: ServicePageContent = {
  layout: 'sheet',
  kind: 'consultation',
  eyebrow: 'Check-up · Dogs',
  lead: 'A thorough, unhurried examination of your dog by a registered vet, at home, at a clinic or by video: the problems you have noticed, and the ones dogs hide until they are serious.',
  highlights: ['Nose-to-tail examination', 'Weight and body condition scored', 'Tick, skin and ear check', 'Diet, deworming and vaccine plan'],
  about: {
    heading: 'What a dog check-up is',
    paragraphs: [
      'Dogs age several times faster than we do, and large breeds faster still, so a yearly check-up for a dog is like a person seeing a doctor only every five years or so. Early kidney disease, dental disease, heart murmurs and arthritis all start quietly.',
      'The vet examines your dog from nose to tail, scores its body condition, looks for ticks and skin trouble, and goes through diet, deworming and vaccines with you. If something needs a closer look, they tell you which test and what it costs before anything is done.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Weight, temperature, and a body condition score',
      'Heart and lungs listened to; pulse and gums checked',
      'Skin, coat and ears checked for ticks, fleas, infection and allergy',
      'Teeth and gums, eyes, lymph nodes, belly and joints examined',
      'A plan for diet, deworming, tick control and vaccines',
      'A written summary and prescription if needed',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Every adult dog, once a year',
      'Dogs over seven (over five or six for giant breeds), twice a year',
      'A new puppy or adopted dog, in its first week with you',
      'A dog that is eating less, drinking more, limping, itching or losing weight',
    ],
  },
  sections: [
    {
      heading: 'What the vet looks for at each age',
      paragraphs: ['The same examination, with a different focus as your dog grows older.'],
      points: [
        'Puppies: worms, vaccine timing, hernias, retained baby teeth, and how the joints are developing in large breeds.',
        'Adult dogs: weight, teeth, skin allergies and ear infections, especially in Labradors, Golden Retrievers, Cocker Spaniels and Shih Tzus.',
        'Senior dogs: heart murmurs, arthritis, lumps, and early signs of kidney or liver disease; the vet may suggest a blood panel.',
      ],
    },
    {
      heading: 'Ticks, and why the vet checks for them every time',
      paragraphs: [
        'Ticks are present across Delhi NCR all year and peak in the monsoon. They spread Ehrlichia, Babesia and Anaplasma, the infections known together as tick fever. A dog with a fever, pale gums, tiredness or a poor appetite after the rains should be examined, and may need a tick fever test.',
      ],
    },
  ],
  steps: {
    heading: 'How a home check-up works',
    steps: [
      { title: 'Book a check-up', text: 'Choose the dog health check-up, or a video call if you only need advice.' },
      { title: 'Note the changes', text: 'Write down what you have noticed: appetite, thirst, weight, stools, energy, and any lumps.' },
      { title: 'The examination', text: 'The vet examines your dog at home, explains each finding and answers your questions.' },
      { title: 'A plan to follow', text: 'You get a written summary, a prescription if needed, and the date of the next check.' },
    ],
  },
  faqs: [
    {
      question: 'My dog seems healthy. Why a check-up?',
      answer: 'Because dogs hide discomfort well, and many common problems such as dental disease, obesity, heart murmurs and early kidney disease show no signs until they are advanced. Catching them early makes treatment simpler and cheaper.',
    },
    {
      question: 'Does the check-up include blood tests?',
      answer: 'No, the check-up is the examination and advice. If the vet thinks a blood test is worth doing, they explain why and what it costs, and can draw the sample at the same visit if you agree.',
    },
    {
      question: 'My dog gets aggressive with vets. Can you still examine him?',
      answer: 'Tell us when you book. Many dogs are calmer at home. The vet will go slowly, may ask you to fit a muzzle, and will not force an examination that is unsafe for your dog or for them.',
    },
    {
      question: 'How often should an older dog be checked?',
      answer: 'Twice a year from about seven years old, or from five or six for giant breeds. Six months in a dog’s life is a long time, and changes in weight, thirst and mobility are easier to treat when caught early.',
    },
    {
      question: 'Can the vet trim nails or clean ears during the check-up?',
      answer: 'A quick nail trim or ear clean can usually be done at the same visit; the vet will tell you if anything extra has a price. For a full session, book dog grooming.',
    },
  ],
  related: [
    { to: '/services/consultation', label: 'Vet consultation', note: 'Home, clinic or video, for any pet.' },
    { to: '/dog-lab-test', label: 'Dog lab tests', note: 'Blood panel and tick fever test at home.' },
    { to: '/dog-vaccination', label: 'Dog vaccination schedule', note: 'Which dose is due when.' },
    { to: '/pet-health-checkup-near-me', label: 'Health check-ups near you', note: 'Where our vets visit.' },
  ],
  offersHeading: 'Book your dog’s check-up',
  schema: { name: 'Dog health check-up', serviceType: 'Veterinary health check-up' },
}

/** /cat-health-consultation: a yearly wellness check for a cat. */
export const CAT_HEALTH_CONSULTATION: ServicePageContent = {
  layout: 'sheet',
  kind: 'consultation',
  eyebrow: 'Check-up · Cats',
  lead: 'Cats are experts at hiding illness. A calm, thorough check-up at home, once a year and twice a year for older cats, finds the quiet problems before they become emergencies.',
  highlights: ['Examined calmly at home', 'Weight tracked from visit to visit', 'Teeth, kidneys and thyroid in mind', 'Diet, litter and behaviour advice'],
  about: {
    heading: 'What a cat check-up is',
    paragraphs: [
      'By the time a cat looks ill, it has often been unwell for a while. Weight loss, dental pain, early kidney disease and arthritis are common in cats and easy to miss at home, because cats keep eating, grooming and sleeping as if nothing were wrong.',
      'The vet examines your cat where it feels safe, weighs it, and compares with last time, because a cat losing a few hundred grams has lost a large share of its body weight. Then they go through diet, water intake, litter habits and behaviour with you.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Weight and body condition, compared with earlier visits',
      'Heart, lungs and hydration checked',
      'Mouth and teeth examined for gum disease and painful lesions',
      'Belly felt for kidney size, bladder and any masses',
      'Coat, skin, eyes and ears checked; fleas and mites looked for',
      'Advice on food, water, litter and play, with a written summary',
    ],
  },
  audience: {
    heading: 'Who it is for',
    items: [
      'Every adult cat, once a year',
      'Cats over ten, twice a year',
      'A newly adopted cat or kitten',
      'A cat that is drinking more, losing weight, hiding or peeing outside the litter box',
    ],
  },
  sections: [
    {
      heading: 'Quiet signs that mean your cat should be seen',
      paragraphs: ['None of these is an emergency on its own, but each is worth a check-up soon:'],
      points: [
        'drinking more water or filling the litter box with bigger clumps',
        'eating less, eating only soft food, or dropping food from the mouth',
        'no longer jumping onto the bed or the windowsill',
        'a dull or greasy coat over the back, where the cat no longer grooms',
        'hiding more, or new aggression when touched',
      ],
    },
    {
      heading: 'Older cats',
      paragraphs: [
        'From about ten years old, chronic kidney disease, an overactive thyroid, high blood pressure and arthritis become common. The vet may suggest a blood panel at the check-up, because kidney values change before a cat shows any sign.',
      ],
    },
  ],
  steps: {
    heading: 'How a home check-up works',
    steps: [
      { title: 'Book a calm time', text: 'Choose the cat health check-up and a slot when your cat is usually relaxed.' },
      { title: 'One quiet room', text: 'Keep your cat in one room before the vet arrives, so that it is not hiding under furniture.' },
      { title: 'The examination', text: 'The vet examines your cat gently, at its pace, and explains what they find.' },
      { title: 'A plan and a date', text: 'You get a written summary, any prescription, and the date of the next check-up.' },
    ],
  },
  faqs: [
    {
      question: 'My cat is indoor-only and seems fine. Is a check-up needed?',
      answer: 'Yes. Indoor cats live longer, so they meet the diseases of old age: dental disease, kidney disease and arthritis. Indoor cats are also more often overweight, which leads to diabetes and joint trouble.',
    },
    {
      question: 'Will the vet need to take my cat away?',
      answer: 'No. The whole check-up happens at home. If a test or an X-ray is needed, the vet explains it, and a blood sample can usually be taken at home too.',
    },
    {
      question: 'How can I tell if my cat is overweight?',
      answer: 'You should be able to feel its ribs under a thin layer of fat and see a waist from above. The vet scores body condition at the check-up and gives you a target weight and a feeding plan.',
    },
    {
      question: 'My cat bites and scratches when handled. Can you still examine it?',
      answer: 'Usually yes. Our vets use towels, patience and breaks rather than force, and examine what the cat allows. If an examination is unsafe that day, the vet will say so and suggest another plan.',
    },
  ],
  related: [
    { to: '/consultation', label: 'Cat consultation', note: 'When your cat is unwell now.' },
    { to: '/cat-lab-test', label: 'Cat lab tests', note: 'Blood panel with the sample taken at home.' },
    { to: '/cat-vaccination', label: 'Cat vaccination schedule', note: 'Which dose is due when.' },
    { to: '/cat-grooming', label: 'Cat grooming', note: 'For cats that no longer groom well.' },
  ],
  offersHeading: 'Book your cat’s check-up',
  schema: { name: 'Cat health check-up', serviceType: 'Veterinary health check-up' },
}

/** /consultation: the cat consultation, for a cat that is unwell now. */
export const CAT_CONSULTATION_GUIDE: ServicePageContent = {
  layout: 'guide',
  kind: 'consultation',
  eyebrow: 'Cat consultation · When something is wrong',
  lead: 'Your cat is not itself: not eating, vomiting, hiding, or using the litter box differently. A vet who knows cats sees it at home, calmly, and tells you what is going on.',
  highlights: ['A vet at home, or by video first', 'No carrier, no car, no barking dogs', 'A more accurate examination of a calm cat', 'Clear advice on what to do next'],
  about: {
    heading: 'Why cats are better seen at home',
    paragraphs: [
      'A car journey and a waiting room full of dogs can send a cat’s heart rate, temperature and blood sugar up, which hides the real picture and makes handling harder. At home a cat is calmer, easier to examine, and recovers from the visit faster.',
      'Cats also hide illness until it is advanced, so when a cat looks unwell it deserves to be seen soon. This page helps you decide how soon, and what to have ready.',
    ],
  },
  sections: [
    {
      heading: 'How urgent is it?',
      paragraphs: ['Go straight to the nearest 24-hour veterinary hospital if your cat shows any of these; from {supportHours} our phone line can advise you on the way:'],
      points: [
        'is a male straining in the litter box and passing little or no urine: a blocked bladder can kill within a day or two',
        'is breathing with its mouth open, or its gums are pale or blue',
        'has eaten any part of a lily, or has been given a painkiller meant for people',
        'has collapsed, or has fallen from a balcony or window',
      ],
    },
    {
      heading: 'Book a consultation today if your cat',
      paragraphs: ['These need a vet within a day, and a home visit suits them well:'],
      points: [
        'has not eaten for 24 hours: cats that stop eating can develop a serious liver problem',
        'has vomited more than two or three times in a day, or has diarrhoea with blood',
        'is hiding, will not come for food, or cries when picked up',
        'has a swollen face, a limp, or a wound from a fight',
      ],
    },
    {
      heading: 'What to have ready for the vet',
      paragraphs: ['A few notes make the consultation quicker and more accurate.'],
      points: [
        'when the problem started, and what your cat has eaten and drunk since',
        'a photo of any vomit or abnormal stool, and a note of litter box changes',
        'the names of any medicines or supplements your cat takes',
        'your cat shut in one quiet room, with its carrier out of sight',
      ],
    },
  ],
  included: {
    heading: 'What the consultation covers',
    items: [
      'A history of the problem and the cat’s habits',
      'A gentle examination at home, at your cat’s pace',
      'A diagnosis, or the tests needed, with prices before anything is done',
      'Treatment that can be given at home, and a written prescription',
    ],
  },
  audience: {
    heading: 'It suits',
    items: [
      'Cats that panic in a carrier or a car',
      'Cats that are unwell but stable',
      'Homes with several cats, where one is ill',
      'Older cats that are uncomfortable travelling',
    ],
  },
  steps: {
    heading: 'From booking to a plan',
    steps: [
      { title: 'Book the visit', text: 'Choose a cat check-up or a home visit, and tell us the problem; or start with a video call if you are unsure.' },
      { title: 'Prepare the room', text: 'Keep your cat in one quiet room with its bed, and your notes to hand.' },
      { title: 'The consultation', text: 'The vet examines your cat, explains what they find, and prices any test or treatment first.' },
      { title: 'Follow-up', text: 'You get a written plan, and the signs that should make you call again.' },
    ],
  },
  faqs: [
    {
      question: 'My cat has not eaten since yesterday. Is that urgent?',
      answer: 'Yes, book a consultation today. A cat that stops eating for more than a day or two, especially an overweight one, can develop hepatic lipidosis, a serious liver condition. The cause of the lost appetite also needs finding.',
    },
    {
      question: 'Should I start with a video call?',
      answer: 'If you are not sure how serious it is, yes. The vet can watch your cat, look at photos of vomit or stool, and tell you whether it can wait for a home visit, needs one today, or needs a hospital now.',
    },
    {
      question: 'Can the vet take blood at home?',
      answer: 'Yes. If the vet thinks a blood test will help, they explain why and what it costs, and can draw the sample at the same visit.',
    },
    {
      question: 'My cat keeps peeing outside the litter box. Is that a medical problem?',
      answer: 'Often it is: cystitis, bladder stones, kidney disease and arthritis all cause it, and stress does too. It is worth a consultation before treating it as bad behaviour; a male cat straining with no urine is an emergency.',
    },
  ],
  related: [
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'The yearly check for a healthy cat.' },
    { to: '/video-consultation', label: 'Video consultation', note: 'Ask a vet how urgent it is.' },
    { to: '/cat-lab-test', label: 'Cat lab tests', note: 'Blood tests with the sample taken at home.' },
    { to: '/pet-hospital-near-me', label: 'Emergency vets near you', note: 'When it cannot wait.' },
  ],
  offersHeading: 'Book a consultation for your cat',
  schema: { name: 'Cat consultation at home', serviceType: 'Veterinary consultation' },
}

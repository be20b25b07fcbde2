import { FASTING_CAVEAT } from '../../core/health/care-facts.ts'
import type { ServicePageContent } from './types.ts'

/** /services/lab-tests: which test, when, and how to prepare; for dogs and cats. */
export const LAB_TESTS_GUIDE: ServicePageContent = {
  layout: 'guide',
  kind: 'lab',
  eyebrow: 'Lab tests · Dogs and cats',
  lead: 'Blood and tick fever tests with the sample taken at your home by a vet, processed by a partner laboratory, and the report explained to you in plain words.',
  highlights: ['Samples taken at home by a vet', 'Processed by a partner laboratory', 'Most reports in 1 to 3 days', 'Every result explained, not just sent'],
  about: {
    heading: 'What a lab test tells the vet',
    paragraphs: [
      'An examination shows a vet a great deal, but not what is happening inside the blood, the kidneys or the liver. A blood test fills that gap: it can show an infection, anaemia, dehydration, or an organ that is starting to struggle long before your pet looks ill.',
      'We take the sample at home, which spares your pet the journey and, for cats especially, gives more reliable results: stress raises blood sugar and white cells in a frightened animal. The sample goes to a partner laboratory, and a vet goes through the report with you.',
    ],
  },
  sections: [
    {
      heading: 'Which test, and when',
      paragraphs: ['The tests we offer at home, and the situations they answer.'],
      points: [
        'Blood panel (complete blood count with liver and kidney profiles): before surgery or anaesthesia, once a year for pets over seven, and when a pet is unwell without an obvious cause.',
        'Tick fever test (dogs): fever, tiredness, loss of appetite, pale gums, nosebleeds or bruising, especially after the monsoon or after finding ticks.',
        'Urine and stool tests: for urinary trouble, diarrhoea or worms; the vet arranges them at the visit and tells you the price first.',
      ],
    },
    {
      heading: 'Preparing your pet',
      paragraphs: ['A little preparation keeps the results accurate.'],
      points: [
        'No food for 8 to 12 hours before a blood panel, usually overnight; water as normal. Diabetic pets and very young animals should not fast without the vet’s advice.',
        'Give regular medicines as usual unless the vet says otherwise, and tell us what they are.',
        'Keep your pet calm and indoors on the morning of the test; a long walk or a fight with the cat changes some values.',
        'For a urine sample, the first urine of the morning in a clean container is best; for cats, use an empty, washed litter box or non-absorbent litter.',
      ],
    },
  ],
  included: {
    heading: 'What a home lab test includes',
    items: [
      'A vet who draws the sample at home, with minimal restraint',
      'Transport to a partner laboratory in the right tubes and temperature',
      'A written report, shared with you',
      'The results explained by a vet, with what to do next',
    ],
  },
  audience: {
    heading: 'Who it suits',
    items: [
      'Pets about to have surgery or anaesthesia',
      'Dogs and cats over seven, as a yearly screen',
      'Pets that are unwell, to find out why',
      'Cats and anxious dogs whose results are skewed by a clinic visit',
    ],
  },
  steps: {
    heading: 'How sample collection at home works',
    steps: [
      { title: 'Book the test', text: 'Choose the test and a morning slot if your pet needs to fast.' },
      { title: 'Prepare', text: 'Withhold food overnight if asked, and keep your pet calm and indoors.' },
      { title: 'Sample at home', text: 'The vet draws blood from a leg vein in a few minutes, and presses on the spot to stop any bruise.' },
      { title: 'Report explained', text: 'Most reports arrive within 1 to 3 days, depending on the test; a vet explains the results and the next steps.' },
    ],
  },
  faqs: [
    {
      question: 'Does drawing blood hurt my pet?',
      answer: 'It is a quick needle prick in a leg vein, as for a person. Most pets barely notice; a small bruise can appear and fades within days.',
    },
    {
      question: 'How long do results take?',
      answer: 'Reports usually come within 1 to 3 days of the sample reaching the laboratory, depending on the test. The vet tells you at the visit when to expect each result.',
    },
    {
      question: 'Can I bring a report from another lab for you to read?',
      answer: 'Yes. Share it when you book a video consultation or a home visit, and the vet will explain it and say whether anything needs repeating.',
    },
    {
      question: 'Does my pet really need a blood test before being neutered?',
      answer: 'We advise it, and it is part of our dog surgery prices. It checks that the liver and kidneys can handle the anaesthetic and that the blood clots normally; for young healthy cats the vet may judge it optional.',
    },
  ],
  related: [
    { to: '/dog-lab-test', label: 'Dog lab tests', note: 'Blood panel and tick fever test.' },
    { to: '/cat-lab-test', label: 'Cat lab tests', note: 'Blood panel for cats.' },
    { to: '/pet-lab-test-near-me', label: 'Lab tests near you', note: 'Where our vets collect samples.' },
    { to: '/pricing', label: 'All prices', note: 'Every test and service in one table.' },
  ],
  offersHeading: 'Book a test',
  schema: { name: 'Pet lab tests with home sample collection', serviceType: 'Veterinary laboratory testing' },
}

/** /dog-lab-test: the tests we offer for dogs. */
export const DOG_LAB_TEST: ServicePageContent = {
  layout: 'sheet',
  kind: 'lab',
  eyebrow: 'Lab tests · Dogs',
  lead: 'A complete blood count with liver and kidney profiles, and a rapid tick fever test, with the sample drawn at home. The vet explains what the numbers mean for your dog.',
  highlights: ['Blood drawn at home in minutes', 'Tick fever test for the monsoon months', 'Pre-surgery and senior screening', 'Results explained by a vet'],
  about: {
    heading: 'The tests we offer for dogs',
    paragraphs: [
      'The blood panel counts red cells, white cells and platelets, and measures the enzymes and waste products that show how the liver and kidneys are working. It is the test vets reach for first in a dog that is unwell without a clear cause, and before any anaesthetic.',
      'The tick fever test is a rapid test for Ehrlichia and Anaplasma antibodies and heartworm, the infections such panels cover, which ticks and mosquitoes spread among dogs in Delhi NCR, especially from July to October. Babesia is not on it: babesiosis is found by a vet looking at a blood smear under the microscope, or by a PCR test, which our vet arranges when the signs point to it. A low platelet count on the blood panel often points to tick fever too.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Sample drawn at home by a vet, from a leg vein',
      'Processing at a partner laboratory',
      'A written report shared with you',
      'A vet’s explanation of the results and next steps',
    ],
  },
  audience: {
    heading: 'When your dog needs one',
    items: [
      'Fever, tiredness, not eating, pale gums, nosebleeds or bruising: test for tick fever',
      'Before neutering, spaying, dental scaling or any anaesthetic',
      'Every year from about seven years old, or earlier for giant breeds',
      'Drinking and urinating more, vomiting, or losing weight',
    ],
  },
  sections: [
    {
      heading: 'Tick fever in dogs',
      paragraphs: [
        'Tick fever is the name Indian vets use for ehrlichiosis, babesiosis and anaplasmosis. Left untreated, it can destroy red cells and platelets and damage the kidneys; caught early, it usually responds well to treatment.',
        'A positive antibody test shows that your dog has met the infection, and with the right signs usually means it is active. Very early in the illness, antibodies may not have formed yet, so the vet may repeat the test or add a blood smear if the signs fit and the first result is negative.',
      ],
    },
    {
      heading: 'Before the test',
      paragraphs: [`For a blood panel, no food for 8 to 12 hours beforehand, usually overnight; water as normal. ${FASTING_CAVEAT} For a tick fever test alone, fasting is not needed. Give regular medicines unless the vet says otherwise.`],
    },
  ],
  steps: {
    heading: 'How it works',
    steps: [
      { title: 'Book', text: 'Choose the blood panel, the tick fever test, or both; a morning slot if your dog must fast.' },
      { title: 'Sample at home', text: 'The vet draws blood in a few minutes while you hold and reassure your dog.' },
      { title: 'Laboratory', text: 'The sample goes to a partner laboratory in the right tubes, at the right temperature.' },
      { title: 'Results', text: 'You receive the report, and a vet explains it and the treatment if one is needed.' },
    ],
  },
  faqs: [
    {
      question: 'My dog had ticks last month and now seems tired. Should I test?',
      answer: 'Yes. Tiredness, poor appetite or fever in the weeks after ticks are classic signs of tick fever. Book the tick fever test, ideally with a blood panel, which shows the platelets and red cells the infection attacks.',
    },
    {
      question: 'Can I test both dogs at one visit?',
      answer: 'Yes. Add one test per dog to the cart; the vet draws both samples at the same visit.',
    },
    {
      question: 'The test is positive but my dog seems well. Does it need treatment?',
      answer: 'Not always. Antibodies can remain after an old infection. The vet looks at the blood count and your dog’s condition to decide whether treatment is needed now.',
    },
    {
      question: 'How can I prevent tick fever?',
      answer: 'Year-round tick control with a vet-recommended spot-on, collar or chewable, checking your dog after every walk in the monsoon, and keeping grass and kennel areas clean. There is no vaccine in common use against tick fever here, so prevention means controlling ticks.',
    },
  ],
  related: [
    { to: '/services/lab-tests', label: 'All lab tests', note: 'How to prepare and what each test shows.' },
    { to: '/dog-health-consultation', label: 'Dog health check-up', note: 'The examination that goes with a test.' },
    { to: '/dog-neuter-surgery', label: 'Dog neutering and spaying', note: 'Surgery with tests beforehand.' },
    { to: '/pet-lab-test-near-me', label: 'Lab tests near you', note: 'Where our vets collect samples.' },
  ],
  offersHeading: 'Book a test for your dog',
  schema: { name: 'Dog lab tests with home sample collection', serviceType: 'Veterinary laboratory testing' },
}

/** /cat-lab-test: the tests we offer for cats. */
export const CAT_LAB_TEST: ServicePageContent = {
  layout: 'sheet',
  kind: 'lab',
  eyebrow: 'Lab tests · Cats',
  lead: 'A blood panel for your cat, drawn gently at home, where a calm cat gives results that are easier to trust. The vet explains the report and what it means for your cat.',
  highlights: ['Sample taken calmly at home', 'Kidney and liver values', 'Before anaesthesia and for senior cats', 'Report explained by a vet'],
  about: {
    heading: 'The blood panel for cats',
    paragraphs: [
      'The panel counts red cells, white cells and platelets and measures liver enzymes and kidney values such as urea and creatinine. In cats, kidney disease is one of the commonest illnesses of later life, and blood values begin to change before a cat looks unwell.',
      'A stressed cat’s blood can look abnormal: its blood sugar and some white cells rise with fear alone. Drawing the sample at home, with the cat calm, avoids results that send you chasing problems your cat does not have.',
    ],
  },
  included: {
    heading: "What's included",
    items: [
      'Blood drawn at home by a vet who handles cats gently',
      'Processing at a partner laboratory',
      'A written report shared with you',
      'A vet’s explanation of the results and next steps',
    ],
  },
  audience: {
    heading: 'When your cat needs one',
    items: [
      'Before spaying, neutering, dental work or any anaesthetic in an adult cat',
      'Every year from about seven, and twice a year past ten',
      'Drinking more, losing weight, vomiting or eating less',
      'Cats on long-term medicines that affect the liver or kidneys',
    ],
  },
  sections: [
    {
      heading: 'Other tests the vet may suggest',
      paragraphs: [
        'Depending on what they find, the vet may suggest a urine test (for kidneys, bladder and diabetes), a thyroid test for an older cat losing weight while eating well, or an FIV and FeLV test for a cat that goes outdoors or before the FeLV vaccine. These are arranged at the visit, and the vet tells you the price before the sample is taken.',
      ],
    },
    {
      heading: 'Before the test',
      paragraphs: ['No food for 8 to 12 hours beforehand, usually overnight, with water available. If your cat is diabetic or very young, ask the vet before fasting it. Keep your cat in one quiet room before the vet arrives.'],
    },
  ],
  steps: {
    heading: 'How it works',
    steps: [
      { title: 'Book', text: 'Choose the cat blood panel and a morning slot, so that the overnight fast is easy.' },
      { title: 'A quiet room', text: 'Keep your cat in one room, with a towel and a few treats to hand.' },
      { title: 'Sample at home', text: 'The vet draws a small amount of blood from a leg or neck vein, wrapped in a towel if that helps.' },
      { title: 'Results', text: 'You receive the report, and a vet explains what it means for your cat.' },
    ],
  },
  faqs: [
    {
      question: 'Will my cat need to be sedated for the blood test?',
      answer: 'Rarely. Most cats allow a quick sample at home with gentle handling and a towel. If a cat is too distressed, the vet will stop and discuss other options with you rather than force it.',
    },
    {
      question: 'My cat’s kidney values are slightly high. Is it kidney disease?',
      answer: 'Not necessarily. Dehydration, a high-protein meal or a recent illness can raise them. The vet reads the values together with a urine test and your cat’s history, and may repeat the test in a few weeks.',
    },
    {
      question: 'How often should an older cat be tested?',
      answer: 'Once a year from about seven, and every six months from ten, or as your vet advises if a value is borderline. Tracking the trend matters more than any single result.',
    },
    {
      question: 'Can you test for FIV and FeLV?',
      answer: 'The vet can arrange it at the visit, usually for cats that go outdoors, have been in fights, or before the FeLV vaccine, and tells you the price before taking the sample.',
    },
  ],
  related: [
    { to: '/services/lab-tests', label: 'All lab tests', note: 'How to prepare and what each test shows.' },
    { to: '/cat-health-consultation', label: 'Cat health check-up', note: 'The examination that goes with a test.' },
    { to: '/cat-neuter-surgery', label: 'Cat neutering and spaying', note: 'When a test comes first.' },
    { to: '/consultation', label: 'Cat consultation', note: 'When your cat seems unwell.' },
  ],
  offersHeading: 'Book a test for your cat',
  schema: { name: 'Cat lab tests with home sample collection', serviceType: 'Veterinary laboratory testing' },
}

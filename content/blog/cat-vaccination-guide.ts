import { EDITORIAL_TEAM_ID } from './authors.ts'
/**
 * The cat vaccination guide at /blogs/cat-vaccination: a quick reference (schedule, vaccines,
 * questions) that points to the full article for the reasons behind it.
 */
export type ScheduleRow = { age: string; vaccines: string; notes: string }
export type VaccineRow = { name: string; kind: 'Core' | 'Core for kittens and cats at risk' | 'Non-core'; protectsAgainst: string; when: string }
export type GuideQuestion = { question: string; answer: string }

export const CAT_VACCINATION_GUIDE = {
  /** The vet who wrote and reviews the guide (an author id of content/blog/authors.ts). */
  authorId: EDITORIAL_TEAM_ID,
  publishedAt: '2026-02-20T05:00:00.000Z',
  /** The full article on the subject. */
  articleSlug: 'cat-vaccination-in-india-what-every-cat-parent-should-know',
  /** Catalogue services offered on the page; their prices come from the server. */
  offerIds: ['cat-vaccination-core', 'cat-vaccination-rabies'],
  intro: [
    'Two vaccines are core for every cat in India, including cats that never go outside: the FVRCP combination vaccine, often called tricat, and rabies. This page is a quick reference to the usual schedule. Your vet may adapt it to your cat’s age, health and history.',
    'Bring your cat’s vaccination card to every visit, so the vet can see what has been given and when.',
  ],
  schedule: [
    { age: '6 to 8 weeks', vaccines: 'FVRCP (tricat), first dose', notes: 'Usually with deworming and a check for fleas and ear mites.' },
    { age: '10 to 12 weeks', vaccines: 'FVRCP, second dose', notes: 'Three to four weeks after the first dose.' },
    { age: 'About 12 weeks', vaccines: 'Rabies, first dose', notes: 'Some vets add a second rabies dose a few weeks later.' },
    { age: '16 weeks or later', vaccines: 'FVRCP, last kitten dose', notes: 'Not optional: the course runs until the kitten is at least 16 weeks old.' },
    { age: '6 months to 1 year', vaccines: 'FVRCP booster', notes: 'Covers a kitten whose last dose was blocked by its mother’s antibodies.' },
    { age: 'Every year after', vaccines: 'Rabies booster', notes: 'FVRCP no more often than every three years for most adult cats (WSAVA 2024, AAHA/AAFP 2020). A yearly check-up either way.' },
    { age: 'Adult with no records', vaccines: 'Two FVRCP doses 3 to 4 weeks apart, plus rabies', notes: 'Then the adult schedule. A sick cat is treated first and vaccinated once well.' },
  ] satisfies ScheduleRow[],
  vaccines: [
    {
      name: 'FVRCP (tricat)',
      kind: 'Core',
      protectsAgainst: 'Feline herpesvirus and calicivirus (cat flu), and panleukopenia (feline distemper)',
      when: 'From 6 to 8 weeks, every 3 to 4 weeks until 16 weeks or later, then boosters',
    },
    {
      name: 'Rabies',
      kind: 'Core',
      protectsAgainst: 'Rabies, which is fatal and can pass to people',
      when: 'From about 12 weeks, then every year',
    },
    {
      name: 'FeLV',
      kind: 'Core for kittens and cats at risk',
      protectsAgainst: 'Feline leukaemia virus',
      when: 'Recommended for kittens and young cats, and for adults that go outdoors or live with cats of unknown status (WSAVA 2024, AAHA/AAFP 2020): two doses 3 to 4 weeks apart from 8 weeks, after a negative FeLV test, then a booster a year later. Not stocked everywhere in India, so ask your vet',
    },
  ] satisfies VaccineRow[],
  questions: [
    {
      question: 'My cat never goes out. Does it still need vaccines?',
      answer:
        'Yes. The panleukopenia virus survives for a long time in the environment and can come in on shoes, clothes or a new kitten, and indoor cats still slip out, go to boarding or meet visiting cats.',
    },
    {
      question: 'What should I expect after the injection?',
      answer:
        'Sleepiness, a smaller appetite, a slight fever or a tender spot for a day or two are common. Go to a vet at once for repeated vomiting, a swollen face, itchy bumps, difficulty breathing or collapse.',
    },
    {
      question: 'There is a small lump where the vaccine went in. Is that normal?',
      answer:
        'A small bump for a few weeks is common. Have it checked if it is still there three months after the injection, is larger than 2 cm across, or is still growing a month after the injection.',
    },
    {
      question: 'We missed a booster. Do we start again?',
      answer:
        'Book the next dose as soon as you can and tell the vet the dates on the card. The vet decides whether an extra dose is needed, which depends on your cat’s age and how long the gap has been.',
    },
    {
      question: 'Can my cat be vaccinated at home?',
      answer:
        'Yes. A home visit spares your cat the carrier, the car and the waiting room, which many cats find the hardest part. The vet examines your cat first and records each dose on its card.',
    },
  ] satisfies GuideQuestion[],
}

/**
 * The guide's English heading and text as one article, for `articleRevision` (decision 0083): every
 * word the page shows of the guide, so that any change to it makes its Hindi summary out of date.
 */
export function catVaccinationGuideText(
  heading: string,
  guide: Pick<typeof CAT_VACCINATION_GUIDE, 'intro' | 'schedule' | 'vaccines' | 'questions'> = CAT_VACCINATION_GUIDE,
): { title: string; content: string } {
  const content = [
    ...guide.intro,
    ...guide.schedule.map((row) => `${row.age} | ${row.vaccines} | ${row.notes}`),
    ...guide.vaccines.map((vaccine) => `${vaccine.name} | ${vaccine.kind} | ${vaccine.protectsAgainst} | ${vaccine.when}`),
    ...guide.questions.map((item) => `${item.question}\n${item.answer}`),
  ].join('\n\n')
  return { title: heading, content }
}

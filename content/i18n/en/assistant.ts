import { AGE_REQUIRED, AGE_TOO_HIGH, AGE_UNREADABLE, AGE_ZERO } from '../../../core/assistant/age.ts'
import { PET_CATEGORY_LABELS } from '../../../core/assistant/pet.ts'
import { EATEN_GO_NOW, GO_NOW, GO_NOW_IF, NEAREST_HOSPITAL, NOT_A_DIAGNOSIS, SEE_A_VET_TODAY, supportLine } from '../../../core/assistant/triage.ts'
import { HUMAN_MEDICINE_WARNING } from '../../../core/assistant/toxins.ts'

/**
 * The assistant's dialogs (home page): the pet form, the chat's frame, the fixed parts of its
 * replies (greetings, urgency headings, section headings), and the words around a translated
 * reply's advice. The advice itself is written in English in core/assistant; its translations are
 * tables of their own, keyed by core's English (content/i18n/hi/assistant-advice.ts, decision 0082).
 */
export default {
  petForm: {
    title: 'Pet Information',
    description: 'Tell us about your pet so {tool} can tailor its guidance.',
    category: 'Pet category',
    selectCategory: 'Select a category',
    categories: { ...PET_CATEGORY_LABELS },
    breed: 'Breed',
    breedPlaceholder: 'e.g. Labrador, Indian, Persian',
    age: 'Age',
    agePlaceholder: 'e.g. 2 years, 6 months, 3 weeks',
    cancel: 'Cancel',
    submit: 'Continue',
    categoryRequired: 'Please select a pet category',
    breedRequired: 'Please enter the breed',
    ageRequired: AGE_REQUIRED,
    ageUnreadable: AGE_UNREADABLE,
    ageNeedsUnit: "Add a unit to {value}: ''{value} years'', ''{value} months'' or ''{value} weeks''",
    ageTooHigh: AGE_TOO_HIGH,
    ageZero: AGE_ZERO,
  },
  chat: {
    about: '<name>{breed}, {age}</name> · not a diagnosis · stays on this device',
    adviceInEnglish: 'Some health advice is not yet translated, so it is shown in English.',
    conversation: 'Conversation',
    message: 'Message',
    placeholder: 'Type your message…',
    send: 'Send',
    typing: 'Typing…',
    call: 'Call {phone} ({hours})',
    whatsapp: 'WhatsApp us',
    bookVisit: 'Book a home visit',
    bookVaccination: 'Book vaccination',
  },
  greetings: {
    triage:
      'Tell me what is happening with your <name>{breed} ({age})</name>. If your pet is struggling to breathe, has collapsed or is bleeding heavily, go to the nearest 24-hour veterinary hospital now.',
    symptom: 'What symptoms have you noticed in your <name>{breed} ({age})</name>? I will ask a few questions, one at a time.',
    recommender: "Ask me about diet, exercise, grooming or vaccinations for your <name>{breed} ({age})</name>, or say ''plan'' for a full care plan.",
  },
  headings: {
    goNow: GO_NOW,
    seeVetToday: SEE_A_VET_TODAY,
    noEmergency: 'No emergency signs in what you describe',
    onTheWay: 'On the way',
    doNot: 'Do not',
    humanMedicines: 'Human medicines',
    poisonous: 'Poisonous to pets',
    discuss: 'To discuss with the vet',
    homeCare: 'Safe at home meanwhile',
    goNowIf: 'Go now if',
    note: 'Note',
    carePlan: 'Care plan for your <name>{pet}</name>',
    diet: 'Diet',
    exercise: 'Exercise',
    grooming: 'Grooming',
    vaccination: 'Vaccination and deworming',
  },
  notADiagnosis: NOT_A_DIAGNOSIS,
  /**
   * The fixed lines of the replies: what to do, in the page's language (app/features/assistant/
   * reply-lines.ts finds them in core's replies). English pages show core's words as they are.
   */
  lines: {
    nearestHospital: NEAREST_HOSPITAL,
    supportLine: supportLine('{hours}'),
    humanMedicine: HUMAN_MEDICINE_WARNING,
    goNowIf: GO_NOW_IF,
    eatenGoNow: EATEN_GO_NOW,
    seeVetToday: 'From what you describe, your pet should see a vet today: book a home visit or a video consultation.',
    routine: 'A routine check-up is enough unless things change; monitor at home meanwhile.',
  },
  /** Who wrote and checked a translation of the advice, shown on a page in another language. */
  advice: {
    translated: 'The health advice is translated from our English advice.',
    written: 'Translated by the {brand} editorial team, last brought up to date with the English advice on {date}.',
    checked: 'Language checked by <person>{name}</person> on {date}.',
    reviewed: 'The translation was medically reviewed by <person>{name}</person> (registration no. {registration}), on {date}.',
    notReviewed: 'Not yet reviewed by a vet.',
    notReviewedText: 'It is written to say only what the English advice says, but no language reviewer or vet has checked it yet; it is general advice and does not replace an examination.',
    nextDue: 'Next review due: {date}.',
    sources: 'The English advice is written from:',
  },
}

import { AGE_REQUIRED, AGE_TOO_HIGH, AGE_UNREADABLE, AGE_ZERO } from '../../../core/assistant/age.ts'
import { PET_TYPE_LABELS } from '../../../core/booking/options.ts'
import { BOOKING_MESSAGES } from '../../../core/booking/messages.ts'
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '../../../core/contracts/text.ts'
import { sitePageText } from './site-page.ts'

/** Pet Profiles: the owner's pets, the add and edit dialog with its checks, the remove dialog. */
export default {
  page: {
    ...sitePageText('/pet-profiles'),
    signIn: "Sign in to add and edit your pets' profiles.",
  },
  list: {
    yourPets: 'Your pets',
    add: 'Add a pet',
    loading: 'Loading...',
    failed: 'We could not load your pets. Please reload the page.',
    empty: 'No pets yet. Add one, or book a visit and we save the pet for you.',
    born: 'Born {date}',
    weight: '{weight} kg',
    healthRecord: 'Health record',
    healthRecordOf: 'Health record of <name>{pet}</name>',
    edit: 'Edit',
    editPet: 'Edit <name>{pet}</name>',
    remove: 'Remove',
    removePet: 'Remove <name>{pet}</name>',
    shared: 'Shared with you',
  },
  petTypes: { ...PET_TYPE_LABELS },
  toasts: {
    saveFailed: 'Could not save',
    tryAgain: 'Please try again.',
    saved: 'Pet saved',
    savedText: "<pet>{name}</pet>'s profile is up to date.",
    removed: 'Pet removed',
  },
  removeDialog: {
    title: 'Remove <name>{pet}</name>?',
    description: 'Past appointments stay in your list; only the saved profile goes.',
    keep: 'Keep',
    confirm: 'Remove',
  },
  form: {
    addTitle: 'Add a pet',
    editTitle: 'Edit <name>{pet}</name>',
    name: 'Name',
    sameName: 'You already have a pet called <name>{pet}</name>. If this is another pet, a different name helps the vet tell them apart.',
    type: 'Type',
    selectType: 'Select type',
    breed: 'Breed',
    selectBreed: 'Select breed',
    birthDate: 'Birth date',
    age: 'Or age',
    agePlaceholder: 'e.g. 2 years',
    weight: 'Weight (kg)',
    notes: 'Notes',
    notesPlaceholder: 'Allergies, medicines, temperament',
    optional: ' (optional)',
    cancel: 'Cancel',
    save: 'Save pet',
  },
  /** The form's checks: the contract's own words (core) where it gives them, by a key of their own. */
  errors: {
    petName: BOOKING_MESSAGES.petName as string,
    petType: BOOKING_MESSAGES.petType as string,
    petBreed: BOOKING_MESSAGES.petBreed as string,
    nameTooLong: 'Pet name can be at most {limit} characters (this one has {count}).',
    birthDateFormat: 'Birth date must be a date (YYYY-MM-DD).',
    birthDateFuture: 'Birth date cannot be in the future.',
    ageRequired: AGE_REQUIRED,
    ageUnreadable: AGE_UNREADABLE,
    ageNeedsUnit: "Add a unit to {value}: ''{value} years'', ''{value} months'' or ''{value} weeks''",
    ageTooHigh: AGE_TOO_HIGH,
    ageZero: AGE_ZERO,
    weightNumber: 'Weight must be a number.',
    weightPositive: 'Weight must be more than zero.',
    weightMax: 'Weight must be at most {max}.',
    tooLong: 'must be at most {max} characters',
    singleLine: LINE_BREAK_MESSAGE,
    controlCharacters: CONTROL_CHARACTER_MESSAGE,
    invalid: 'Please check this field.',
  },
}

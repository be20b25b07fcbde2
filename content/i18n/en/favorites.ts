import { sitePageText } from './site-page.ts'

/** /favorites: the signed-in owner's saved clinics (the cards' own words are the `clinics` messages). */
export default {
  page: sitePageText('/favorites'),
  signIn: {
    text: 'Sign in with your phone number to see the clinics you saved.',
    button: 'Sign in',
  },
  loading: 'Loading your clinics...',
  empty: 'No favourite clinics yet. Tap the heart on any clinic to keep it here.',
  find: 'Find a clinic',
}

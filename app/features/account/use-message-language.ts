import { useCallback } from 'react'
import type { Language } from '../../../core/i18n/language.ts'
import { saveMessageLanguage } from './account-api.ts'

/**
 * What the language switch calls (`onChoose`): a signed-in owner's SMS and e-mails follow the
 * language they chose to read in (decision 0076); signed out, the cookie alone keeps the choice.
 * The page changes language whatever the answer: a failed save leaves the profile as it was, which
 * the account page shows. It needs no query client, so the shell can hand it to the header.
 */
export function useMessageLanguageChoice(signedIn: boolean): (language: Language) => void {
  return useCallback(
    (language: Language) => {
      if (signedIn) saveMessageLanguage({ language }).catch(() => undefined)
    },
    [signedIn],
  )
}

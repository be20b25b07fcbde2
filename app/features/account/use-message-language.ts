import { useCallback } from 'react'
import type { Language } from '../../../core/i18n/language.ts'

/**
 * What the language switch calls (`onChoose`): a signed-in owner's SMS and e-mails follow the
 * language they chose to read in (decision 0076); signed out, the cookie alone keeps the choice.
 * The page changes language whatever the answer: a failed save leaves the profile as it was, which
 * the account page shows. It needs no query client, so the shell can hand it to the header, and
 * it loads the account API (and its Zod contracts) only when a signed-in owner switches: every
 * page's startup stays free of them.
 */
export function useMessageLanguageChoice(signedIn: boolean): (language: Language) => void {
  return useCallback(
    (language: Language) => {
      if (!signedIn) return
      import('./account-api.ts')
        .then(({ saveMessageLanguage }) => saveMessageLanguage({ language }))
        .catch(() => undefined)
    },
    [signedIn],
  )
}

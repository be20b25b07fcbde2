import { messagesOf } from '../../../content/i18n/index.ts'
import { languageOfPath } from '../../../core/i18n/language.ts'

/** The words of a clinic finder page in the language of its path: its title, heading and description, and the finder's messages. */
export function finderPageWords(url: URL, page: 'find' | 'search' | 'map') {
  const language = languageOfPath(url.pathname)
  const messages = messagesOf(language, ['clinics'])
  return { language, messages, ...messages.clinics.pages[page] }
}

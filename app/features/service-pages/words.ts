import { useMemo } from 'react'
import { createTranslator, useLocale, useMessages } from 'use-intl'
import english from '../../../content/i18n/en/service-pages.ts'
import type { Messages } from '../../../content/i18n/index.ts'
import { useLanguage } from '../../lib/i18n.tsx'

/**
 * The words of the shared service-page parts (decision 0079): the page's `servicePages` messages
 * when its loader gives them (every Hindi page does), else the English ones, so a page not yet
 * translated (a city or near-me page) shows what it always showed without carrying the namespace.
 */
export function useServicePageWords() {
  const messages = useMessages() as Partial<Messages>
  const locale = useLocale()
  const words = messages.servicePages ?? english
  return useMemo(() => createTranslator({ locale, messages: { servicePages: words }, namespace: 'servicePages' }), [locale, words])
}

/** Whether the shared parts speak the page's language, or English (a page without the namespace). */
export function useServicePageWordsAreEnglish(): boolean {
  const messages = useMessages() as Partial<Messages>
  const language = useLanguage()
  return !messages.servicePages || language === 'en'
}

/** `lang="en"` for a name kept in English (a catalogue service's title) on a Hindi page; nothing on an English page. */
export function useEnglishNameLang(): 'en' | undefined {
  return useLanguage() === 'hi' ? 'en' : undefined
}

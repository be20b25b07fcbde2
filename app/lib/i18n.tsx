import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { IntlProvider, useMessages } from 'use-intl'
import { INTL_LOCALE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language, languageOfPath, pathInLanguage } from '../../core/i18n/language.ts'
import { hasHindi } from '../../core/i18n/pages.ts'
import type { Messages } from '../../content/i18n/index.ts'
import { TIME_ZONE } from '../../core/dates.ts'

/**
 * The strings of a page (decision 0075): the root gives the shell's messages, each translated
 * page adds its own namespaces from its loader data. Messages travel as data, never in the
 * JavaScript of a page, so an English page carries no Hindi and the reverse.
 */
export function I18nProvider({ language, messages, children }: { language: Language; messages: Partial<Messages>; children: React.ReactNode }) {
  return (
    <IntlProvider locale={INTL_LOCALE[language]} timeZone={TIME_ZONE} messages={messages}>
      {children}
    </IntlProvider>
  )
}

/** A page's own namespaces beside the shell's. */
export function PageMessages({ messages, children }: { messages: Partial<Messages>; children: React.ReactNode }) {
  const language = useLanguage()
  const shell = useMessages()
  const merged = useMemo(() => ({ ...shell, ...messages }), [shell, messages])
  return (
    <I18nProvider language={language} messages={merged}>
      {children}
    </I18nProvider>
  )
}

/** The language of the page being shown, from its path. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname)
}

/**
 * Where a link of the page should go: on a Hindi page, to the Hindi version of a page that has
 * one, else to the English page.
 */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage()
  return (path: string) => (language === 'hi' && hasHindi(path) ? pathInLanguage(path, 'hi') : path)
}

/** Keeps the visitor's choice for the next visit and for messages sent before sign-in. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}

/**
 * The same page in the other language, where it exists; a page not yet in Hindi leads to the
 * Hindi home page. The query and fragment stay.
 */
export function otherLanguagePath(location: { pathname: string; search: string; hash: string }, to: Language): string {
  const path = to === 'en' || hasHindi(location.pathname) ? pathInLanguage(location.pathname, to) : pathInLanguage('/', to)
  return `${path}${location.search}${location.hash}`
}

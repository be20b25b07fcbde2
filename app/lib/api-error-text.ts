import { useMessages, useTranslations } from 'use-intl'
import { OTP_POLICY } from '../../core/auth/policy.ts'
import { ApiError } from './api-client.ts'
import { useLanguage } from './i18n.tsx'

type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * A refusal of the API in the page's language (decision 0075). The server writes its `error` in
 * English; a page in another language shows the dialog's own text for each code it knows, and
 * the given fallback for any other failure. On an English page it answers null: the caller shows
 * what it always has (the server's text or the spec's).
 */
export function useTranslatedApiError(namespace: 'auth' | 'booking'): (error: unknown, fallback: string) => string | null {
  const language = useLanguage()
  const messages = useMessages()
  const t = useTranslations(namespace) as unknown as Translate
  const wait = useTranslations('auth.wait')
  return (error, fallback) => {
    if (language === 'en') return null
    if (!(error instanceof ApiError) || error.status >= 500) return fallback
    const known = messages[namespace]?.errors as Record<string, string> | undefined
    if (!known || !Object.hasOwn(known, error.code)) return fallback
    const seconds = error.retryAfterSeconds
    const waitText = seconds === null ? wait('unknown') : seconds < 60 ? wait('seconds', { count: seconds }) : wait('minutes', { count: Math.ceil(seconds / 60) })
    return t(`errors.${error.code}`, { wait: waitText, count: OTP_POLICY.sendsPerPhonePerHour })
  }
}

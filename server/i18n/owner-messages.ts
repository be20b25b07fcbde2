import { createTranslator } from 'use-intl/core'
import { MESSAGES } from '../../content/i18n/index.ts'
import { TIME_ZONE } from '../../core/dates.ts'
import { INTL_LOCALE, type Language } from '../../core/i18n/language.ts'
import { formatRupees } from '../../core/money.ts'

/**
 * The words of the owner's SMS and e-mails in their language (decision 0076): the `sms` and `mail`
 * namespaces of content/i18n, rendered with use-intl's translator. Dates and money are formatted
 * before they go in (core/dates.ts and core/money.ts, with the same language), so a text reads
 * '₹1,499' and 'शुक्रवार, 4 दिसंबर 2026, शाम 6:00' as the pages do.
 */
function translatorOf(language: Language) {
  return createTranslator({ locale: INTL_LOCALE[language], timeZone: TIME_ZONE, messages: MESSAGES[language] })
}

export type OwnerTranslator = ReturnType<typeof translatorOf>

const TRANSLATORS: Record<Language, OwnerTranslator> = { en: translatorOf('en'), hi: translatorOf('hi') }

export function ownerTranslator(language: Language): OwnerTranslator {
  return TRANSLATORS[language]
}

/** "Bruno's home visit", "Bruno की होम विज़िट". */
export function visitPhrase(t: OwnerTranslator, petName: string, visitType: string): string {
  return t('sms.visit', { petName, type: visitType })
}

/** An amount in paise as money is written in messages: ₹1,499, ₹719.10. */
export function rupeesOfPaise(paise: number): string {
  return formatRupees(paise / 100)
}

/** One e-mail's text: its greeting, its paragraphs (each a list of lines) and the team's name. */
export function mailText(t: OwnerTranslator, name: string, paragraphs: readonly (readonly string[])[]): string {
  return [t('mail.hello', { name }), ...paragraphs.flatMap((lines) => ['', ...lines]), '', t('mail.team')].join('\n')
}

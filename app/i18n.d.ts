import type { Messages as AppMessages } from '../content/i18n/index.ts'

// Typed keys (decision 0075): `t('header.login')` is checked against the English messages.
declare module 'use-intl' {
  interface AppConfig {
    Messages: AppMessages
  }
}

import type { ComponentProps } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { otherLanguagePath, rememberLanguage, useLanguage } from '../lib/i18n.tsx'

export type LanguageSwitchProps = Omit<ComponentProps<'a'>, 'href' | 'lang' | 'hrefLang' | 'children'> & {
  /** Told of the choice (a signed-in owner's profile keeps it too). */
  onChoose?: (language: 'en' | 'hi') => void
  className?: string
  /** The long label ('हिन्दी में पढ़ें') in menus, the language's name in the header. */
  long?: boolean
}

/**
 * The link to this page in the other language (decision 0075): written in that language, marked
 * with its `lang` and `hrefLang`, and remembered in a cookie when followed.
 */
export function LanguageSwitch({ onChoose, className = '', long = false, onClick, ...rest }: LanguageSwitchProps) {
  const t = useTranslations('shell.language')
  const location = useLocation()
  const other = useLanguage() === 'hi' ? 'en' : 'hi'
  return (
    <Link
      {...rest}
      to={otherLanguagePath(location, other)}
      lang={other === 'hi' ? 'hi' : 'en'}
      hrefLang={other}
      // A menu that holds the link (SheetClose) closes through the click it passes in.
      onClick={(event) => {
        onClick?.(event)
        rememberLanguage(other)
        onChoose?.(other)
      }}
      className={className}
    >
      {long ? t('switchTo') : t('switchToShort')}
    </Link>
  )
}

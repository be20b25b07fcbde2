import { ChevronDown, ChevronRight, LogIn, LogOut, Phone } from '../components/ui/icons.tsx'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { useMessages, useTranslations } from 'use-intl'
import { HEADER_LINKS, SERVICES_MENU, USER_MENU, staffMenuFor } from '../../core/site/navigation.ts'
import { Button } from '../components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet.tsx'
import { BrandMark } from './brand-logo.tsx'
import { useBusiness } from '../lib/business.ts'
import { useLocalPath } from '../lib/i18n.tsx'
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch.tsx'

export type MobileMenuProps = {
  user: { displayName: string; role?: 'customer' | 'vet' | 'admin' | 'clinic' | null } | null
  onLogin: () => void
  onLogout: () => void
  /** Told when the language switch is followed. */
  onChooseLanguage?: LanguageSwitchProps['onChoose']
}

const rowClass =
  'flex min-h-12 items-center justify-between rounded-xl px-3 text-base font-semibold text-ink transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

type MobileMenuSheetProps = MobileMenuProps & { open: boolean; setOpen: (open: boolean) => void; trigger: React.RefObject<HTMLButtonElement | null> }

/** The same links as the header, in a drawer for small screens; loaded when first opened. */
export function MobileMenuSheet({ user, onLogin, onLogout, onChooseLanguage, open, setOpen, trigger }: MobileMenuSheetProps) {
  const business = useBusiness()
  const t = useTranslations('shell.header')
  const links = useMessages().shell.links
  const localPath = useLocalPath()
  const [servicesOpen, setServicesOpen] = useState(false)
  const afterClose = (action: () => void) => () => {
    setOpen(false)
    action()
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        returnFocusTo={trigger}
      >
        <div className="flex items-center gap-2.5 border-b border-line px-5 py-4 pr-16">
          <BrandMark className="size-8" />
          <SheetTitle>{t('menu')}</SheetTitle>
        </div>
        <div className="border-b border-line px-5 py-2">
          <SheetClose asChild>
            <LanguageSwitch long onChoose={onChooseLanguage} className="flex min-h-11 items-center gap-2 text-base font-semibold text-brand-800 underline underline-offset-4" />
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">{t('menuDescription')}</SheetDescription>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <nav aria-label={t('mobileNavigation')}>
            <ul className="space-y-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  {link.to === '/services' ? (
                    <>
                      <div className="flex items-center gap-1">
                        <SheetClose asChild>
                          <NavLink to={localPath(link.to)} prefetch="intent" className={`${rowClass} flex-1`}>
                            {links[link.label] ?? link.label}
                          </NavLink>
                        </SheetClose>
                        <button
                          type="button"
                          aria-expanded={servicesOpen}
                          aria-controls="mobile-services-list"
                          aria-label={t('servicePages')}
                          onClick={() => setServicesOpen((isOpen) => !isOpen)}
                          className="inline-flex size-12 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800"
                        >
                          <ChevronDown
                            aria-hidden="true"
                            className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
                          />
                        </button>
                      </div>
                      <ul
                        id="mobile-services-list"
                        hidden={!servicesOpen}
                        className="mt-1 mb-2 ml-3 border-l border-line pl-2"
                      >
                        {SERVICES_MENU.map((service) => (
                          <li key={service.to}>
                            <SheetClose asChild>
                              <NavLink
                                to={localPath(service.to)}
                                prefetch="intent"
                                className="flex min-h-11 items-center rounded-lg px-3 text-[15px] text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                              >
                                {links[service.label] ?? service.label}
                              </NavLink>
                            </SheetClose>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <SheetClose asChild>
                      <NavLink to={localPath(link.to)} end={link.to === '/'} prefetch="intent" className={rowClass}>
                        {links[link.label] ?? link.label}
                        <ChevronRight aria-hidden="true" className="size-4 text-ink-subtle" />
                      </NavLink>
                    </SheetClose>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-4 border-t border-line pt-4">
            {user ? (
              <>
                <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                  {t('signedInAsName', { name: user.displayName })}
                </p>
                <ul className="space-y-1">
                  {[...staffMenuFor(user.role), ...USER_MENU].map((link) => (
                    <li key={link.to}>
                      <SheetClose asChild>
                        <NavLink to={localPath(link.to)} prefetch="intent" className={rowClass}>
                          {links[link.label] ?? link.label}
                        </NavLink>
                      </SheetClose>
                    </li>
                  ))}
                </ul>
                <Button variant="ghost" className="mt-2 w-full justify-start text-danger-700" onClick={afterClose(onLogout)}>
                  <LogOut aria-hidden="true" className="size-5" />
                  {t('logout')}
                </Button>
              </>
            ) : (
              <Button className="w-full" onClick={afterClose(onLogin)}>
                <LogIn aria-hidden="true" className="size-5" />
                {t('login')}
              </Button>
            )}
          </div>
        </div>
        <div className="border-t border-line px-5 py-4">
          <a
            href={business.phoneHref}
            className="flex min-h-11 items-center gap-3 text-sm font-semibold text-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('callUs', { phone: business.phone })}
          </a>
          <p className="mt-1 text-xs text-ink-muted">{t('callHours', { hours: business.hours })}</p>
        </div>
      </SheetContent>
    </Sheet>
  )
}

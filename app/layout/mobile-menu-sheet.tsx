import { ChevronDown, ChevronRight, LogIn, LogOut, Phone } from '../components/ui/icons.tsx'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { HEADER_LINKS, SERVICES_MENU, USER_MENU } from '../../core/site/navigation.ts'
import { Button } from '../components/ui/button.tsx'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet.tsx'
import { BrandMark } from './brand-logo.tsx'
import { useBusiness } from '../lib/business.ts'

export type MobileMenuProps = {
  user: { displayName: string } | null
  onLogin: () => void
  onLogout: () => void
}

const rowClass =
  'flex min-h-12 items-center justify-between rounded-xl px-3 text-base font-semibold text-ink transition-colors hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

type MobileMenuSheetProps = MobileMenuProps & { open: boolean; setOpen: (open: boolean) => void; trigger: React.RefObject<HTMLButtonElement | null> }

/** The same links as the header, in a drawer for small screens; loaded when first opened. */
export function MobileMenuSheet({ user, onLogin, onLogout, open, setOpen, trigger }: MobileMenuSheetProps) {
  const business = useBusiness()
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
          <SheetTitle>Menu</SheetTitle>
        </div>
        <SheetDescription className="sr-only">Pages of the site and your account</SheetDescription>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  {link.to === '/services' ? (
                    <>
                      <div className="flex items-center gap-1">
                        <SheetClose asChild>
                          <NavLink to={link.to} prefetch="intent" className={`${rowClass} flex-1`}>
                            {link.label}
                          </NavLink>
                        </SheetClose>
                        <button
                          type="button"
                          aria-expanded={servicesOpen}
                          aria-controls="mobile-services-list"
                          aria-label="Service pages"
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
                                to={service.to}
                                prefetch="intent"
                                className="flex min-h-11 items-center rounded-lg px-3 text-[15px] text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                              >
                                {service.label}
                              </NavLink>
                            </SheetClose>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <SheetClose asChild>
                      <NavLink to={link.to} end={link.to === '/'} prefetch="intent" className={rowClass}>
                        {link.label}
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
                  Signed in as {user.displayName}
                </p>
                <ul className="space-y-1">
                  {USER_MENU.map((link) => (
                    <li key={link.to}>
                      <SheetClose asChild>
                        <NavLink to={link.to} prefetch="intent" className={rowClass}>
                          {link.label}
                        </NavLink>
                      </SheetClose>
                    </li>
                  ))}
                </ul>
                <Button variant="ghost" className="mt-2 w-full justify-start text-danger-700" onClick={afterClose(onLogout)}>
                  <LogOut aria-hidden="true" className="size-5" />
                  Logout
                </Button>
              </>
            ) : (
              <Button className="w-full" onClick={afterClose(onLogin)}>
                <LogIn aria-hidden="true" className="size-5" />
                Login
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
            Call us: {business.phone}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  )
}

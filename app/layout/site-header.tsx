import { LogIn, ShoppingCart } from '../components/ui/icons.tsx'
import { lazy, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { useMessages, useTranslations } from 'use-intl'
import { HEADER_LINKS, staffMenuFor } from '../../core/site/navigation.ts'
import { Button } from '../components/ui/button.tsx'
import { toast } from '../components/ui/toast-store.ts'
import { openAuthModal } from '../lib/window-events.ts'
import { BrandLogo } from './brand-logo.tsx'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import type { CartSummary } from './cart-summary.ts'
import { MobileMenu } from './mobile-menu.tsx'
import { ServicesMenu } from './services-menu.tsx'
import { UserMenu } from './user-menu.tsx'
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch.tsx'
import { useLocalPath } from '../lib/i18n.tsx'

const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((module) => ({ default: module.CartDrawer })))

export type SiteHeaderProps = {
  /** The role, once the server has said it: staff get their own pages in the menu. */
  user: { displayName: string; role?: 'customer' | 'vet' | 'admin' | 'clinic' | null } | null
  /**
   * True until the browser knows whether someone is signed in (the server renders every page
   * signed out): a placeholder stands where Login would otherwise flash for a signed-in visitor.
   */
  authPending?: boolean
  onLogout: () => Promise<void>
  cart: CartSummary
  onPayOnline: () => void
  onPayPostService: () => void
  /** A staff page (admin, the vet's day): no cart over the work. */
  staffPage?: boolean
  /** Told when the language switch is followed (a signed-in owner's messages follow it). */
  onChooseLanguage?: LanguageSwitchProps['onChoose']
}

const navLinkClass =
  'inline-flex min-h-11 items-center rounded-xl px-3 text-[15px] font-semibold text-ink-muted transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'

/** The sticky site header; its data comes by props so the app layer wires auth and cart in. */
export function SiteHeader({ user, authPending = false, onLogout, cart, onPayOnline, onPayPostService, staffPage = false, onChooseLanguage }: SiteHeaderProps) {
  const [cartOpen, setCartOpen] = useState(false)
  const cartButton = useRef<HTMLButtonElement>(null)
  const t = useTranslations('shell.header')
  const links = useMessages().shell.links
  const localPath = useLocalPath()

  // The header's Login is the spec's 'Sign In' dialog, and keeps the visitor on the page they are
  // reading; the bare event (no detail) is the booking flow's, which continues to /appointment.
  const signIn = () => openAuthModal({ title: 'Sign In', redirectTo: null })

  const logout = () => {
    onLogout().catch(() => {
      toast({ title: t('error'), description: t('logoutFailed'), variant: 'destructive' })
    })
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 min-[360px]:px-4 sm:px-6">
        <BrandLogo />

        <nav aria-label={t('mainNavigation')} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {HEADER_LINKS.map((link) => (
              <li key={link.to} className="flex items-center">
                <NavLink to={localPath(link.to)} end={link.to === '/'} prefetch="intent" className={navLinkClass}>
                  {links[link.label] ?? link.label}
                </NavLink>
                {link.to === '/services' ? <ServicesMenu /> : null}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {staffPage ? null : (
            <LanguageSwitch onChoose={onChooseLanguage} className="hidden min-h-11 sm:inline-flex items-center rounded-xl px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline" />
          )}
          {staffPage ? null : (
            <button
              ref={cartButton}
              type="button"
              aria-label={t('cart', { count: cart.itemCount })}
              aria-haspopup="dialog"
              onClick={() => setCartOpen(true)}
              className="relative inline-flex size-11 items-center justify-center rounded-xl text-ink transition-colors hover:bg-brand-50 hover:text-brand-800"
            >
              <ShoppingCart aria-hidden="true" className="size-6" />
              {cart.itemCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
                >
                  {cart.itemCount > 99 ? '99+' : cart.itemCount}
                </span>
              ) : null}
            </button>
          )}

          {user ? (
            <UserMenu displayName={user.displayName} onLogout={logout} staffLinks={staffMenuFor(user.role)} />
          ) : authPending ? (
            <span aria-hidden="true" className="inline-block h-9 w-[4.75rem] rounded-xl bg-surface" />
          ) : (
            <Button size="sm" onClick={signIn} className="px-3 sm:px-4">
              <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
              {t('login')}
            </Button>
          )}

          <MobileMenu user={user} onLogin={signIn} onLogout={logout} onChooseLanguage={onChooseLanguage} />
        </div>
      </div>

      <MountOnFirstOpen open={cartOpen}>
        <CartDrawer
          open={cartOpen}
          onOpenChange={setCartOpen}
          cart={cart}
          onPayOnline={onPayOnline}
          onPayPostService={onPayPostService}
          returnFocusTo={cartButton}
        />
      </MountOnFirstOpen>
    </header>
  )
}

import { lazy, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { IDLE_PREFETCH_PATHS, isCallPath, isStaffPath } from '../../core/site/navigation.ts'
import { LazyToaster } from '../components/ui/lazy-toaster.tsx'
import { usePageviewTracking } from '../lib/analytics.ts'
import { IdlePrefetch } from '../lib/idle-prefetch.tsx'
import { LinkInterceptor } from '../lib/link-interceptor.tsx'
import { LoadingOverlayProvider } from '../lib/loading-overlay.tsx'
import { QueryClientBoxContext, newQueryClientBox } from '../lib/query-holder.ts'
import { useScrollToTopOnRouteChange } from '../lib/scroll-to-top.ts'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import { OPEN_APPOINTMENT_MODAL, onWindowEvent, openAppointmentModal } from '../lib/window-events.ts'
import { EMPTY_CART_SUMMARY } from './cart-summary.ts'
import { ChatButton } from './chat-button.tsx'
import { NavigationProgress } from './navigation-progress.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx'
import { TagManagerScript } from './tag-manager-script.tsx'
import { markHydrated } from '../lib/hydration.ts'

const AppointmentModal = lazy(() => import('./appointment-modal.tsx').then((module) => ({ default: module.AppointmentModal })))

/**
 * What the header shows until the auth and cart features land: a signed-out visitor with an
 * empty cart. Pay Post Service opens the booking dialog (spec); Pay Online will open the
 * payment dialog of the payment issue, and cannot be pressed with an empty cart meanwhile.
 */
const SIGNED_OUT_EMPTY_CART: SiteHeaderProps = {
  user: null,
  onLogout: async () => {},
  cart: EMPTY_CART_SUMMARY,
  onPayOnline: () => {},
  onPayPostService: openAppointmentModal,
}

type SiteShellProps = {
  children: React.ReactNode
  gtmId: string | null
  /** The header's user and cart, wired by the app layer once those features exist. */
  header?: SiteHeaderProps
  /** The sign-in dialog of app/features/auth; it listens for open-auth-modal itself. */
  authModal?: React.ReactNode
}

/** The page frame of every page: header, main, footer and the global elements of spec section 2. */
export function SiteShell({ children, gtmId, header = SIGNED_OUT_EMPTY_CART, authModal }: SiteShellProps) {
  // One query client per browser session, made by the first part that queries; on the server, one
  // per render, so requests never share data.
  const [queryClientBox] = useState(newQueryClientBox)
  const [appointmentOpen, setAppointmentOpen] = useState(false)
  useEffect(() => onWindowEvent(OPEN_APPOINTMENT_MODAL, () => setAppointmentOpen(true)), [])
  useEffect(markHydrated, [])
  usePageviewTracking()
  useScrollToTopOnRouteChange()
  // Staff at work (admin pages, the vet's day) see no shop: no cart, no chat button over a bill,
  // and, like a video visit's call room, only a short footer.
  const { pathname } = useLocation()
  const staffPage = isStaffPath(pathname)
  const workingPage = staffPage || isCallPath(pathname)
  const t = useTranslations('shell.common')

  return (
    <QueryClientBoxContext.Provider value={queryClientBox}>
      <LoadingOverlayProvider>
        <TagManagerScript gtmId={gtmId} />
        <a
          href="#main-content"
          className="fixed top-2 left-2 z-[110] -translate-y-24 rounded-xl bg-brand-800 px-4 py-3 font-semibold text-white shadow-float transition-transform focus:translate-y-0"
        >
          {t('skipToContent')}
        </a>
        <NavigationProgress />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader {...header} staffPage={staffPage} />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter compact={workingPage} />
        </div>
        {workingPage ? null : <ChatButton />}
        <MountOnFirstOpen open={appointmentOpen}>
          <AppointmentModal open={appointmentOpen} setOpen={setAppointmentOpen} />
        </MountOnFirstOpen>
        {authModal}
        <LazyToaster />
        <IdlePrefetch paths={IDLE_PREFETCH_PATHS} />
        <LinkInterceptor />
      </LoadingOverlayProvider>
    </QueryClientBoxContext.Provider>
  )
}

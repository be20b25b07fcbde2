import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { toast } from '../components/ui/toast-store.ts'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import { useMessageLanguageChoice } from '../features/account/use-message-language.ts'
import { AuthProvider, useAuth } from '../features/auth/auth-provider.tsx'
import { GlobalAuthModal } from '../features/auth/global-auth-modal.tsx'
import { CartProvider, useCart } from '../features/cart/cart-provider.tsx'
import { PrivateDataGuard } from './private-data-guard.tsx'
import type { PaymentResult } from '../features/payment/use-payment-flow.ts'
import { openAppointmentModal, openAuthModal } from '../lib/window-events.ts'
import type { CartLine, CartSummary } from './cart-summary.ts'
import { SiteShell } from './site-shell.tsx'

// The payment dialog and its flow load when someone first chooses Pay Online.
// The account's paid, unbooked services load when a signed-in person opens the cart.
const UnbookedPayments = lazy(() => import('./unbooked-payments.tsx').then((module) => ({ default: module.UnbookedPayments })))
const PaymentDialog = lazy(() => import('../features/payment/payment-dialog.tsx').then((module) => ({ default: module.PaymentDialog })))

type AppShellProps = { gtmId: string | null; children: React.ReactNode }

/** The site shell with the features every page shows: sign-in state, the auth modal, the cart and its payment. */
export function AppShell({ gtmId, children }: AppShellProps) {
  return (
    <AuthProvider>
      <CartOfTheSignedIn>
        <SignedInShell gtmId={gtmId}>{children}</SignedInShell>
      </CartOfTheSignedIn>
    </AuthProvider>
  )
}

/** The cart, told who is signed in (once known), so that it is never another account's. */
function CartOfTheSignedIn({ children }: { children: React.ReactNode }) {
  const auth = useAuth()
  const userId = auth.isAuthenticated ? auth.userId : null
  return (
    <CartProvider userId={userId} userKnown={!auth.isLoading}>
      {children}
    </CartProvider>
  )
}

function SignedInShell({ gtmId, children }: AppShellProps) {
  const auth = useAuth()
  const cart = useCart()
  const [paymentOpen, setPaymentOpen] = useState(false)
  const chooseLanguage = useMessageLanguageChoice(auth.isAuthenticated)
  const user = auth.isAuthenticated ? { displayName: auth.displayName || 'My account', role: auth.user?.role ?? null } : null

  const { addItem, removeItem, setPaymentCompleted } = cart
  const cartSummary = useMemo<CartSummary>(
    () => ({
      items: cart.items,
      itemCount: cart.itemCount,
      total: cart.total,
      paid: cart.items.length > 0 && cart.amountDue === 0,
      paidNotBooked: auth.isAuthenticated
        ? (closeCart: () => void) => (
            <Suspense fallback={null}>
              <UnbookedPayments place="cart" onBook={closeCart} />
            </Suspense>
          )
        : undefined,
      onIncrease: (line: CartLine) => addItem(line),
      onDecrease: (line: CartLine) => {
        removeItem(line.id)
        if (line.quantity === 1) toast({ title: 'Removed from cart', description: `${line.title} was removed from your cart.` })
      },
    }),
    [cart.items, cart.itemCount, cart.total, cart.amountDue, addItem, removeItem, auth.isAuthenticated],
  )

  // Online payment needs a verified phone: the order and its refund belong to someone.
  const payOnline = useCallback(() => {
    if (auth.isAuthenticated) setPaymentOpen(true)
    else openAuthModal({ title: 'Sign In', redirectTo: null, onVerified: () => setPaymentOpen(true) })
  }, [auth.isAuthenticated])

  // The cart is settled by the payment; the booking dialog then takes the paid services.
  const paid = useCallback(
    (result: PaymentResult) => {
      setPaymentCompleted({ amount: result.amount, paymentId: result.paymentId, method: 'online', timestamp: Date.now(), flowType: 'cart', ownerId: auth.userId })
      openAppointmentModal()
    },
    [setPaymentCompleted, auth.userId],
  )

  return (
    <SiteShell
      gtmId={gtmId}
      authModal={<GlobalAuthModal />}
      header={{
        user,
        authPending: auth.isLoading && !auth.isAuthenticated,
        onLogout: auth.logout,
        cart: cartSummary,
        onPayOnline: payOnline,
        onPayPostService: openAppointmentModal,
        onChooseLanguage: chooseLanguage,
      }}
    >
      <PrivateDataGuard userId={auth.isAuthenticated ? auth.userId : null} />
      {children}
      <MountOnFirstOpen open={paymentOpen}>
        <Suspense fallback={null}>
          <PaymentDialog
            open={paymentOpen}
            onOpenChange={setPaymentOpen}
            services={cart.items}
            total={cart.total}
            appointmentDetails={{ petOwnerName: auth.displayName ?? undefined }}
            onSuccess={paid}
          />
        </Suspense>
      </MountOnFirstOpen>
    </SiteShell>
  )
}

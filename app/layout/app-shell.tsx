import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { toast } from '../components/ui/toast-store.ts'
import { MountOnFirstOpen } from '../components/ui/mount-on-first-open.tsx'
import { AuthProvider, useAuth } from '../features/auth/auth-provider.tsx'
import { GlobalAuthModal } from '../features/auth/global-auth-modal.tsx'
import { CartProvider, useCart } from '../features/cart/cart-provider.tsx'
import { PrivateDataGuard } from './private-data-guard.tsx'
import type { PaymentResult } from '../features/payment/use-payment-flow.ts'
import { openAppointmentModal, openAuthModal } from '../lib/window-events.ts'
import type { CartLine, CartSummary } from './cart-summary.ts'
import { SiteShell } from './site-shell.tsx'

// The payment dialog and its flow load when someone first chooses Pay Online.
const PaymentDialog = lazy(() => import('../features/payment/payment-dialog.tsx').then((module) => ({ default: module.PaymentDialog })))

type AppShellProps = { gtmId: string | null; children: React.ReactNode }

/** The site shell with the features every page shows: sign-in state, the auth modal, the cart and its payment. */
export function AppShell({ gtmId, children }: AppShellProps) {
  return (
    <AuthProvider>
      <CartProvider>
        <SignedInShell gtmId={gtmId}>{children}</SignedInShell>
      </CartProvider>
    </AuthProvider>
  )
}

function SignedInShell({ gtmId, children }: AppShellProps) {
  const auth = useAuth()
  const cart = useCart()
  const [paymentOpen, setPaymentOpen] = useState(false)
  const user = auth.isAuthenticated ? { displayName: auth.displayName || 'My account' } : null

  const { addItem, removeItem, setPaymentCompleted } = cart
  const cartSummary = useMemo<CartSummary>(
    () => ({
      items: cart.items,
      itemCount: cart.itemCount,
      total: cart.total,
      paid: cart.items.length > 0 && cart.amountDue === 0,
      onIncrease: (line: CartLine) => addItem(line),
      onDecrease: (line: CartLine) => {
        removeItem(line.id)
        if (line.quantity === 1) toast({ title: 'Removed from cart', description: `${line.title} was removed from your cart.` })
      },
    }),
    [cart.items, cart.itemCount, cart.total, cart.amountDue, addItem, removeItem],
  )

  // Online payment needs a verified phone: the order and its refund belong to someone.
  const payOnline = useCallback(() => {
    if (auth.isAuthenticated) setPaymentOpen(true)
    else openAuthModal({ title: 'Sign In', redirectTo: null, onVerified: () => setPaymentOpen(true) })
  }, [auth.isAuthenticated])

  // The cart is settled by the payment; the booking dialog then takes the paid services.
  const paid = useCallback(
    (result: PaymentResult) => {
      setPaymentCompleted({ amount: result.amount, paymentId: result.paymentId, method: 'online', timestamp: Date.now(), flowType: 'cart' })
      openAppointmentModal()
    },
    [setPaymentCompleted],
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

/** The browser API of Razorpay Checkout, which the sandbox checkout copies. */
export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }

export type CheckoutFailure = {
  error?: { code?: string; description?: string; source?: string; step?: string; reason?: string; metadata?: Record<string, unknown> }
}

export type CheckoutOptions = {
  key: string
  /** Paise. */
  amount: number
  currency: 'INR'
  name: string
  description: string
  order_id: string
  handler: (response: CheckoutSuccess) => void
  prefill: { name: string; email: string; contact: string }
  theme: { color: string }
  modal: { ondismiss: () => void }
}

export type CheckoutInstance = { open: () => void; on: (event: 'payment.failed', callback: (response: CheckoutFailure) => void) => void }

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>()

/** Loads the provider's checkout script on demand, unless it is already on the page. */
export function loadCheckoutScript(src: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  const pending = loading.get(src)
  if (pending) return pending
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay)
      else reject(new Error('The payment checkout did not load'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error('The payment checkout could not be loaded'))
    }
    document.head.appendChild(script)
  })
  loading.set(src, promise)
  promise.catch(() => loading.delete(src))
  return promise
}

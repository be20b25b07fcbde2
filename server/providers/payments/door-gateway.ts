/** A UPI QR code made for one door collection, for exactly its amount. */
export type DoorQr = {
  id: string
  amountPaise: number
  /** The QR code's picture at the provider (Razorpay's `image_url`); null when this app draws it. */
  imageUrl: string | null
  /** What the QR code encodes when this app draws it (the local provider's payment page); null otherwise. */
  payUrl: string | null
}

/** A payment link made for one door collection. */
export type DoorLink = { id: string; amountPaise: number; url: string }

/** A payment the provider has taken on a QR code or a link. */
export type DoorProviderPayment = { id: string; amountPaise: number; method: string | null }

/**
 * Razorpay's QR Codes and Payment Links APIs, as the door collections use them (issue 22). Every
 * method throws `GatewayError`: with `permanent` when the provider refused the request itself,
 * without it when it could not be reached, was too slow, or answered something that does not match.
 */
export interface DoorGateway {
  readonly name: 'razorpay' | 'sandbox'
  /** A single-use UPI QR code for a fixed amount, closed by the provider at `closeBy`. */
  createQr(input: { amountPaise: number; closeBy: Date; description: string; notes: Record<string, string> }): Promise<DoorQr>
  /** Closes a QR code so that it takes no further payment. */
  closeQr(id: string): Promise<void>
  /** The captured payments of a QR code. */
  qrPayments(id: string): Promise<DoorProviderPayment[]>
  /** A payment link for a fixed amount; the provider sends no SMS or e-mail (this app sends its own). */
  createLink(input: {
    amountPaise: number
    /** Unique per link at the provider: the collection order's id. */
    referenceId: string
    /** The owner's 10-digit Indian mobile number. */
    phone: string
    description: string
    expireBy: Date
    callbackUrl?: string
    notes: Record<string, string>
  }): Promise<DoorLink>
  /** Cancels a link so that it can no longer be paid. */
  cancelLink(id: string): Promise<void>
  /** The captured payments of a link. */
  linkPayments(id: string): Promise<DoorProviderPayment[]>
}

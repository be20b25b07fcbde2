import type { DoorGateway, DoorProviderPayment } from './door-gateway.ts'
import { GatewayError } from './payment-gateway.ts'
import { sandboxId } from './sandbox-gateway.ts'

/** The local provider forgets its oldest QR codes and links beyond this many (it runs on a laptop or in tests). */
const KEPT = 5_000

type Made = { kind: 'qr' | 'plink'; amountPaise: number; open: boolean; payments: DoorProviderPayment[] }

export type SandboxDoorGateway = DoorGateway & {
  readonly name: 'sandbox'
  /** The local payment page took a payment: kept before the webhook is raised, as Razorpay keeps its own. */
  recordPayment(id: string, payment: DoorProviderPayment): void
}

/**
 * The local provider's QR codes and links: each is a signed page of this app (`pageUrl`) where the
 * payment is completed. It keeps what it made and what was paid in memory, and answers the
 * reconcile job from those records, as Razorpay answers from its own.
 */
export function createSandboxDoorGateway(pageUrl: (id: string) => string): SandboxDoorGateway {
  const made = new Map<string, Made>()
  const newId = (kind: Made['kind']) => `${kind}_${sandboxId('pay').slice(4)}`
  const keep = (id: string, record: Made) => {
    made.set(id, record)
    if (made.size > KEPT) made.delete(made.keys().next().value as string)
  }
  const close = (kind: Made['kind'], id: string) => {
    const found = made.get(id)
    if (!found || found.kind !== kind) throw new GatewayError(`The local provider has no ${kind === 'qr' ? 'QR code' : 'payment link'} ${id}`, true)
    found.open = false
  }
  const paymentsOf = (kind: Made['kind'], id: string) => {
    const found = made.get(id)
    // Records are kept in memory: after a restart the local provider knows of no payment.
    return found && found.kind === kind ? [...found.payments] : []
  }
  return {
    name: 'sandbox',
    async createQr({ amountPaise }) {
      const id = newId('qr')
      keep(id, { kind: 'qr', amountPaise, open: true, payments: [] })
      return { id, amountPaise, imageUrl: null, payUrl: pageUrl(id) }
    },
    closeQr: async (id) => close('qr', id),
    qrPayments: async (id) => paymentsOf('qr', id),
    async createLink({ amountPaise }) {
      const id = newId('plink')
      keep(id, { kind: 'plink', amountPaise, open: true, payments: [] })
      return { id, amountPaise, url: pageUrl(id) }
    },
    cancelLink: async (id) => close('plink', id),
    linkPayments: async (id) => paymentsOf('plink', id),
    recordPayment(id, payment) {
      const kind = id.startsWith('qr_') ? 'qr' : 'plink'
      const found = made.get(id) ?? { kind, amountPaise: payment.amountPaise, open: true, payments: [] }
      found.payments.push(payment)
      keep(id, found)
    },
  }
}

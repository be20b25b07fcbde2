import type { DoorGateway, DoorProviderPayment } from './door-gateway.ts'
import { GatewayError } from './payment-gateway.ts'
import { sandboxId } from './sandbox-gateway.ts'

/** A local QR code (`qr_...`) or payment link (`plink_...`). */
export type SandboxDoorKind = 'qr' | 'plink'

export type SandboxDoorCode = { id: string; kind: SandboxDoorKind; amountPaise: number }

/**
 * Where the local provider keeps what it made and what was paid, as Razorpay keeps them on its
 * side: in the database (sandbox-door-records.ts), so that a restart or another instance still
 * answers for them.
 */
export type SandboxDoorRecords = {
  add(code: SandboxDoorCode): Promise<void>
  /** Marks a QR code or link of this kind closed; false when there is none. */
  close(kind: SandboxDoorKind, id: string): Promise<boolean>
  /** The payments taken on a QR code or link of this kind, oldest first; none for one not known. */
  payments(kind: SandboxDoorKind, id: string): Promise<DoorProviderPayment[]>
  /** Keeps a payment once (by its id), with its QR code or link when that is not known yet. */
  addPayment(code: SandboxDoorCode, payment: DoorProviderPayment): Promise<void>
}

export type SandboxDoorGateway = DoorGateway & {
  readonly name: 'sandbox'
  /** The local payment page took a payment: kept before the webhook is raised, as Razorpay keeps its own. */
  recordPayment(id: string, payment: DoorProviderPayment): Promise<void>
}

/**
 * The local provider's QR codes and links: each is a signed page of this app (`pageUrl`) where the
 * payment is completed. It keeps what it made and what was paid in its records, and answers the
 * reconcile job from them, as Razorpay answers from its own.
 */
export function createSandboxDoorGateway(pageUrl: (id: string) => string, records: SandboxDoorRecords): SandboxDoorGateway {
  const newId = (kind: SandboxDoorKind) => `${kind}_${sandboxId('pay').slice(4)}`
  const close = async (kind: SandboxDoorKind, id: string) => {
    if (!(await records.close(kind, id))) throw new GatewayError(`The local provider has no ${kind === 'qr' ? 'QR code' : 'payment link'} ${id}`, true)
  }
  return {
    name: 'sandbox',
    async createQr({ amountPaise }) {
      const id = newId('qr')
      await records.add({ id, kind: 'qr', amountPaise })
      return { id, amountPaise, imageUrl: null, payUrl: pageUrl(id) }
    },
    closeQr: (id) => close('qr', id),
    qrPayments: (id) => records.payments('qr', id),
    async createLink({ amountPaise }) {
      const id = newId('plink')
      await records.add({ id, kind: 'plink', amountPaise })
      return { id, amountPaise, url: pageUrl(id) }
    },
    cancelLink: (id) => close('plink', id),
    linkPayments: (id) => records.payments('plink', id),
    recordPayment: (id, payment) => records.addPayment({ id, kind: id.startsWith('qr_') ? 'qr' : 'plink', amountPaise: payment.amountPaise }, payment),
  }
}

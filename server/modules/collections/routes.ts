import type { FastifyInstance, FastifyRequest } from 'fastify'
import QRCode from 'qrcode-svg'
import { z } from 'zod'
import { AddBillLineBody, BillLineParams, CollectBody, CollectionsQuery } from '../../../core/contracts/collections.ts'
import { VisitIdParams } from '../../../core/contracts/visits.ts'
import { formatRupees } from '../../../core/money.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import { hexDigestsEqual } from '../../providers/payments/payment-gateway.ts'
import type { SandboxDoorGateway } from '../../providers/payments/sandbox-door-gateway.ts'
import { type SandboxGateway, sandboxId } from '../../providers/payments/sandbox-gateway.ts'
import type { Actor, CollectionsService } from './service.ts'

/** The bill and the collect step, relative to /api/vet (registered behind the vet role). */
export function collectionRoutes(collections: CollectionsService, guards: SessionGuards) {
  const actorOf = async (request: FastifyRequest): Promise<Actor> => {
    const { user } = await guards.requireUser(request)
    return { userId: user.userId, isAdmin: false }
  }
  return (scope: FastifyInstance) => {
    scope.get('/visits/:id/bill', async (request) => {
      const { id } = parseInput(VisitIdParams, request.params)
      return { bill: await collections.bill(await actorOf(request), id) }
    })
    scope.post('/visits/:id/bill/lines', async (request, reply) => {
      const { id } = parseInput(VisitIdParams, request.params)
      const body = parseInput(AddBillLineBody, request.body ?? {})
      reply.code(201)
      return { bill: await collections.addLine(await actorOf(request), id, body) }
    })
    scope.delete('/visits/:id/bill/lines/:lineId', async (request) => {
      const { id, lineId } = parseInput(BillLineParams, request.params)
      return { bill: await collections.removeLine(await actorOf(request), id, lineId) }
    })
    scope.post('/visits/:id/collect', async (request) => {
      const { id } = parseInput(VisitIdParams, request.params)
      const { method } = parseInput(CollectBody, request.body ?? {})
      const started = await collections.collect(await actorOf(request), id, method)
      const qrImageUrl = 'imageUrl' in started ? started.imageUrl : null
      // Razorpay draws its own QR code (an image the screen shows); the local provider's is drawn here from its page's URL.
      return { ...started, qrSvg: started.method === 'upi_qr' && started.url && !qrImageUrl ? qrSvg(started.url) : null, qrImageUrl }
    })
  }
}

const DepositBody = z.object({ vetId: z.string({ error: 'vetId is required' }).regex(/^\d{10}$/, 'vetId must be a vet’s id') })

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The admins' read of any visit's bill and the day's collections, relative to /api/admin. */
export function adminBillRoutes(collections: CollectionsService, guards: SessionGuards) {
  return (scope: FastifyInstance) => {
    scope.get('/collections', async (request, reply) => {
      const { date, format } = parseInput(CollectionsQuery, request.query)
      const day = await collections.reconciliation(date)
      if (format === 'json') return day
      const header = ['date', 'vet_id', 'vet_name', 'method', 'payments', 'collected_rupees', 'refunded_rupees', 'cash_held_rupees']
      const rows = day.lines.map((line) => [date, line.vetId, line.vetName, line.method, line.payments, line.collectedPaise / 100, line.refundedPaise / 100, line.cashHeldPaise / 100])
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="collections-${date}.csv"`)
      return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
    })
    scope.post('/collections/deposits', async (request) => {
      const { vetId } = parseInput(DepositBody, request.body ?? {})
      const { user } = await guards.requireUser(request)
      return collections.recordDeposit(user.userId, vetId)
    })
    scope.get('/visits/:id/bill', async (request) => {
      const { id } = parseInput(VisitIdParams, request.params)
      const { user } = await guards.requireUser(request)
      return { bill: await collections.bill({ userId: user.userId, isAdmin: true }, id) }
    })
  }
}

function qrSvg(url: string): string {
  return new QRCode({ content: url, padding: 2, width: 256, height: 256, ecl: 'M', join: true, container: 'svg-viewbox' }).svg()
}

export const LOCAL_DOOR_PATH = '/pay/door'

/** The signed page of the local provider where a QR code or link of this id is paid. */
export function localDoorPageUrl(gateway: SandboxGateway, siteOrigin: string): (id: string) => string {
  return (id) => `${siteOrigin}${LOCAL_DOOR_PATH}/${id}?sig=${gateway.signWebhook(`door:${id}`)}`
}

const DoorParams = z.object({ ref: z.string().regex(/^(qr|plink)_[A-Za-z0-9]{14}$/, 'ref is not a QR code or link id') })
const DoorQuery = z.object({ sig: z.string().regex(/^[0-9a-f]{64}$/, 'sig is not a signature') })

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`
}

/** The local provider's payment page and its 'bank' (sandbox only). */
export function registerLocalDoorRoutes(
  app: FastifyInstance,
  deps: { gateway: SandboxGateway; door: SandboxDoorGateway; amountOf: (providerOrderId: string) => Promise<{ amountPaise: number; open: boolean } | null>; deliver: (rawBody: Buffer, signature: string, eventId: string) => Promise<unknown> },
): void {
  const check = (request: FastifyRequest) => {
    const { ref } = parseInput(DoorParams, request.params)
    const { sig } = parseInput(DoorQuery, request.query)
    if (!hexDigestsEqual(deps.gateway.signWebhook(`door:${ref}`), sig)) throw new DomainError('NOT_FOUND', 'No such payment page')
    return { ref, sig }
  }

  app.get(`${LOCAL_DOOR_PATH}/:ref`, async (request, reply) => {
    const { ref, sig } = check(request)
    const order = await deps.amountOf(ref)
    if (!order) throw new DomainError('NOT_FOUND', 'No such payment page')
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store')
    const what = ref.startsWith('qr_') ? 'UPI QR code' : 'payment link'
    if (!order.open) return page('Already paid', `<h1>This ${what} is closed</h1><p>It has been paid or is no longer open.</p>`)
    const action = (outcome: string) => `${LOCAL_DOOR_PATH}/${ref}/${outcome}?sig=${sig}`
    return page(
      `Pay ${formatRupees(order.amountPaise / 100)}`,
      `<p>Local test provider: no money moves.</p><h1>Pay ${formatRupees(order.amountPaise / 100)} to PetVaidya</h1>` +
        `<form method="post" action="${action('pay')}"><button type="submit" style="font-size:1.1rem;padding:.75rem 1.5rem">Pay ${formatRupees(order.amountPaise / 100)}</button></form>` +
        `<form method="post" action="${action('fail')}" style="margin-top:1rem"><button type="submit">Simulate a failed payment</button></form>`,
    )
  })

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post(`${LOCAL_DOOR_PATH}/:ref/:outcome`, async (request, reply) => {
      const { ref } = check(request)
      const outcome = (request.params as { outcome?: string }).outcome
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store')
      if (outcome === 'fail') return page('Payment failed', '<h1>Payment failed</h1><p>The bank declined this payment. Nothing was charged.</p>')
      if (outcome !== 'pay') throw new DomainError('NOT_FOUND', 'No such payment page')
      const order = await deps.amountOf(ref)
      if (!order) throw new DomainError('NOT_FOUND', 'No such payment page')
      const paymentId = sandboxId('pay')
      const payment = { entity: { id: paymentId, amount: order.amountPaise, currency: 'INR', method: 'upi', status: 'captured' } }
      const event = ref.startsWith('qr_')
        ? { event: 'qr_code.credited', payload: { qr_code: { entity: { id: ref } }, payment } }
        : { event: 'payment_link.paid', payload: { payment_link: { entity: { id: ref } }, payment } }
      // The provider keeps the payment before it sends the webhook: the reconcile job finds it if the webhook is lost.
      deps.door.recordPayment(ref, { id: paymentId, amountPaise: order.amountPaise, method: 'upi' })
      const raw = Buffer.from(JSON.stringify(event))
      await deps.deliver(raw, deps.gateway.signWebhook(raw), `evt_${paymentId.slice(4)}`)
      return page('Paid', `<h1>Paid ${formatRupees(order.amountPaise / 100)}</h1><p>Payment id ${paymentId}. You can close this page.</p>`)
    })
  })
}

const ReceiptParams = z.object({ number: z.string().regex(/^PV-\d{4}-\d{2}-\d{6}$/, 'number is not a receipt number') })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const rupees = (paise: number) => formatRupees(paise / 100)
const METHOD_WORDS: Record<string, string> = { upi_qr: 'UPI (QR code at the door)', payment_link: 'UPI / card (payment link)', cash: 'Cash', online: 'Online, before the visit' }

/** The owner's printable receipt, A4 on paper or saved as PDF from the browser's print dialog. */
export function registerReceiptRoutes(
  app: FastifyInstance,
  deps: { collections: CollectionsService; guards: SessionGuards; business: { legalName: string; address: string; registration: string | null; supportPhone: string; supportEmail: string } },
): void {
  app.get('/receipts/:number', async (request, reply) => {
    const { number } = parseInput(ReceiptParams, request.params)
    const { user } = await deps.guards.requireUser(request)
    const found = await deps.collections.receipt({ userId: user.userId, isAdmin: user.role === 'admin' }, number.replace(/^PV-(\d{4}-\d{2})-/, 'PV/$1/'))
    if (!found) throw new DomainError('NOT_FOUND', 'No receipt of yours has this number')
    const { receipt, visit } = found
    const lines = receipt.lines as Array<{ title: string; quantity: number; amountPaise: number; taxRateBps: number; taxPaise: number }>
    const taxed = lines.some((line) => line.taxRateBps > 0)
    const issued = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(receipt.issuedAt)
    const b = deps.business
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex')
    return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Receipt ${escapeHtml(receipt.number)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1f2933;line-height:1.45">
<header style="display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;border-bottom:2px solid #0f766e;padding-bottom:.75rem">
<div><strong style="font-size:1.25rem">${escapeHtml(b.legalName)}</strong><br>${escapeHtml(b.address)}${b.registration ? `<br>Registration: ${escapeHtml(b.registration)}` : ''}<br>+91 ${escapeHtml(b.supportPhone)} · ${escapeHtml(b.supportEmail)}</div>
<div style="text-align:right"><strong style="font-size:1.25rem">Receipt</strong><br><span data-testid="receipt-number">${escapeHtml(receipt.number)}</span><br>${escapeHtml(issued)}</div>
</header>
<p>Received from <strong>${escapeHtml(visit.ownerName)}</strong> for the visit of ${escapeHtml(visit.petName)} on ${escapeHtml(visit.date)} at ${escapeHtml(visit.time)}.</p>
<table style="width:100%;border-collapse:collapse">
<thead><tr style="text-align:left;border-bottom:1px solid #cbd2d9"><th style="padding:.4rem 0">Item</th><th>Qty</th>${taxed ? '<th>Tax incl.</th>' : ''}<th style="text-align:right">Amount</th></tr></thead>
<tbody>${lines
      .map(
        (line) =>
          `<tr style="border-bottom:1px solid #e4e7eb"><td style="padding:.4rem 0">${escapeHtml(line.title)}</td><td>${line.quantity}</td>${taxed ? `<td>${line.taxRateBps ? `${line.taxRateBps / 100}% · ${rupees(line.taxPaise)}` : '—'}</td>` : ''}<td style="text-align:right">${rupees(line.amountPaise)}</td></tr>`,
      )
      .join('')}</tbody>
</table>
<p style="font-size:1.15rem;text-align:right"><strong>Paid ${rupees(receipt.amountPaise)}</strong></p>
<p>Method: ${escapeHtml(METHOD_WORDS[receipt.method] ?? receipt.method)}<br>Payment id: ${escapeHtml(found.providerPaymentId ?? '—')}</p>
<p style="color:#52606d;font-size:.9rem">Prices include any tax shown. Keep this receipt for your records; print it or save it as PDF from your browser's print menu.</p>
</body></html>`
  })
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import QRCode from 'qrcode-svg'
import { z } from 'zod'
import { AddBillLineBody, BillLineParams, CollectBody, CollectionsDayResponse, CollectionsQuery, DepositBody, LedgerQuery, LedgerResponse, UndoCashBody, UndoCashParams } from '../../../core/contracts/collections.ts'
import { csvDocument, indiaDateAndTime, ledgerCsv } from '../../../core/payment/ledger.ts'
import { VisitIdParams } from '../../../core/contracts/visits.ts'
import { formatRupees } from '../../../core/money.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import { hexDigestsEqual } from '../../providers/payments/payment-gateway.ts'
import type { Clock } from '../../providers/clock.ts'
import { receiptLinkValid } from './receipt-link.ts'
import type { SandboxDoorGateway } from '../../providers/payments/sandbox-door-gateway.ts'
import { type SandboxGateway, sandboxId } from '../../providers/payments/sandbox-gateway.ts'
import { type BusinessDetails, receiptDocument } from './receipt-document.ts'
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
      const { bill, open, undoableCash } = await collections.billAtDoor(await actorOf(request), id)
      return { bill, openCollection: open && { method: open.method, amountPaise: open.amountPaise, url: open.url, ...qrPicture(open) }, undoableCash }
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
      return { ...started, ...qrPicture({ method: started.method, url: started.url, imageUrl: 'imageUrl' in started ? (started.imageUrl ?? null) : null }) }
    })
    // Cash recorded by mistake, undone by the vet who recorded it within 10 minutes, with a reason.
    scope.post('/visits/:id/payments/:paymentId/undo', async (request) => {
      const { id, paymentId } = parseInput(UndoCashParams, request.params)
      const { reason } = parseInput(UndoCashBody, request.body ?? {})
      return collections.undoCash(await actorOf(request), id, paymentId, reason)
    })
  }
}

/** The admins' read of any visit's bill and the day's collections, relative to /api/admin. */
export function adminBillRoutes(collections: CollectionsService, guards: SessionGuards) {
  return (scope: FastifyInstance) => {
    scope.get('/collections', async (request, reply) => {
      const { date, format } = parseInput(CollectionsQuery, request.query)
      const day = await collections.reconciliation(date)
      if (format === 'json') return CollectionsDayResponse.parse(day)
      const header = ['date', 'vet_id', 'vet_name', 'method', 'payments', 'collected_rupees', 'refunded_rupees', 'cash_held_rupees']
      const rows = day.lines.map((line) => [date, line.vetId, line.vetName, line.method, line.payments, line.collectedPaise / 100, line.refundedPaise / 100, line.cashHeldPaise / 100])
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="collections-${date}.csv"`)
      return csvDocument([header, ...rows])
    })
    // The accountant's ledger: a row per payment, refund, void, cash deposit and membership sale.
    scope.get('/collections/ledger', async (request, reply) => {
      const { from, to, format } = parseInput(LedgerQuery, request.query)
      const entries = await collections.ledger(from, to)
      if (format === 'csv') {
        reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="ledger-${from}-to-${to}.csv"`)
        return ledgerCsv(entries)
      }
      return LedgerResponse.parse({
        from,
        to,
        entries: entries.map((entry) => {
          const [date, time] = indiaDateAndTime(entry.at)
          return { ...entry, at: entry.at.toISOString(), date, time }
        }),
        totals: { amountPaise: entries.reduce((sum, entry) => sum + entry.amountPaise, 0), taxPaise: entries.reduce((sum, entry) => sum + entry.taxPaise, 0) },
      })
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
    // An admin undoes any vet's cash within 10 minutes, with a reason.
    scope.post('/visits/:id/payments/:paymentId/undo', async (request) => {
      const { id, paymentId } = parseInput(UndoCashParams, request.params)
      const { reason } = parseInput(UndoCashBody, request.body ?? {})
      const { user } = await guards.requireUser(request)
      return collections.undoCash({ userId: user.userId, isAdmin: true }, id, paymentId, reason)
    })
  }
}

/** Razorpay draws its own QR code (an image the screen shows); the local provider's is drawn here from its page's URL. */
function qrPicture(collection: { method: string; url: string | null; imageUrl: string | null }): { qrSvg: string | null; qrImageUrl: string | null } {
  const { method, url, imageUrl } = collection
  return { qrSvg: method === 'upi_qr' && url && !imageUrl ? qrSvg(url) : null, qrImageUrl: imageUrl }
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
      await deps.door.recordPayment(ref, { id: paymentId, amountPaise: order.amountPaise, method: 'upi' })
      const raw = Buffer.from(JSON.stringify(event))
      await deps.deliver(raw, deps.gateway.signWebhook(raw), `evt_${paymentId.slice(4)}`)
      return page('Paid', `<h1>Paid ${formatRupees(order.amountPaise / 100)}</h1><p>Payment id ${paymentId}. You can close this page.</p>`)
    })
  })
}

const ReceiptParams = z.object({ number: z.string().regex(/^PV-\d{4}-\d{2}-\d{6}$/, 'number is not a receipt number') })
const ReceiptQuery = z.object({ t: z.string().max(100).optional() })

/**
 * The owner's printable receipt, A4 on paper or saved as PDF from the browser's print dialog. The
 * link of an SMS or e-mail carries a signed `t` and opens it without sign-in for 30 days; without
 * one (or after), the owner signs in. A phone gets a page either way, never the API's JSON.
 */
export function registerReceiptRoutes(
  app: FastifyInstance,
  deps: { collections: CollectionsService; guards: SessionGuards; business: BusinessDetails; linkSecret: string; clock: Clock },
): void {
  app.get('/receipts/:number', async (request, reply) => {
    const { number } = parseInput(ReceiptParams, request.params)
    const { t } = parseInput(ReceiptQuery, request.query)
    const stored = number.replace(/^PV-(\d{4}-\d{2})-/, 'PV/$1/')
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex')
    const signed = t !== undefined && receiptLinkValid(deps.linkSecret, stored, t, deps.clock.now())
    const session = signed ? null : await deps.guards.currentSession(request)
    if (!signed && !session) {
      reply.code(401)
      return page(
        'Sign in to see your receipt',
        `<h1>Sign in to see your receipt</h1><p>Receipt ${stored} is kept in your account. Sign in with your mobile number, then open it again.</p>` +
          `<p><a href="/appointments" style="display:inline-block;padding:.75rem 1.25rem;background:#0f766e;color:#fff;border-radius:.5rem;text-decoration:none">Sign in</a></p>`,
      )
    }
    const viewer = session ? { userId: session.user.userId, isAdmin: session.user.role === 'admin' } : { userId: '', isAdmin: true }
    // The owner reads it in their language (the one of its SMS and e-mail); an admin in English.
    const found = await deps.collections.receipt(viewer, stored, session?.user.role === 'admin' ? 'en' : undefined)
    if (!found) {
      reply.code(404)
      return page('Receipt not found', `<h1>Receipt not found</h1><p>No receipt of this account has the number ${stored}. Signed in with another number? Sign out and sign in with the one that paid.</p>`)
    }
    return receiptDocument(found.content, deps.business, found.language)
  })
}

import { z } from 'zod'
import { UNDO_REASON_MAX, UNDO_REASON_MIN } from '../payment/cash-undo.ts'
import { LEDGER_KINDS, LEDGER_MAX_DAYS, LEDGER_METHODS, daysBetween } from '../payment/ledger.ts'
import { CalendarDate } from './calendar-date.ts'
import { UserText } from './text.ts'

/** How a vet collects at the door (issue 22). */
export const COLLECT_METHODS = ['upi_qr', 'payment_link', 'cash'] as const
export type CollectMethod = (typeof COLLECT_METHODS)[number]

export const CollectBody = z.object({
  method: z.enum(COLLECT_METHODS, { error: `method must be one of ${COLLECT_METHODS.join(', ')}` }),
})

/** A line the vet adds from the catalogue: the price is the catalogue's, never sent by the client. */
export const AddBillLineBody = z.object({
  serviceId: z.string({ error: 'serviceId is required' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'serviceId must be a catalogue service id'),
  quantity: z.number({ error: 'quantity must be a whole number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(20, 'quantity must be at most 20').default(1),
})

export const BillLineParams = z.object({
  id: z.uuid({ error: 'id must be a visit id' }),
  lineId: z.uuid({ error: 'lineId must be a bill line id' }),
})

export const CollectionsQuery = z.object({
  date: CalendarDate('date must be a date as YYYY-MM-DD'),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
})

const BillLine = z.object({
  serviceId: z.string().nullable(),
  title: z.string(),
  unitPaise: z.number(),
  quantity: z.number(),
  taxRateBps: z.number(),
  source: z.enum(['booking', 'visit', 'membership']),
  lineId: z.string().nullable(),
  amountPaise: z.number(),
  taxPaise: z.number(),
})

export const BillDto = z.object({
  appointmentId: z.string(),
  status: z.string(),
  lines: z.array(BillLine),
  subtotalPaise: z.number(),
  taxPaise: z.number(),
  totalPaise: z.number(),
  paidPaise: z.number(),
  duePaise: z.number(),
  paid: z.boolean(),
})
export type BillDto = z.infer<typeof BillDto>
export const BillResponse = z.object({ bill: BillDto })
/** A QR code or payment link still open for exactly the amount due, as the vet's screen shows it again. */
export const OpenCollectionDto = z.object({
  method: z.enum(['upi_qr', 'payment_link']),
  amountPaise: z.number(),
  url: z.string().nullable(),
  qrSvg: z.string().nullable(),
  qrImageUrl: z.string().nullable(),
})
export type OpenCollectionDto = z.infer<typeof OpenCollectionDto>
/** Cash the vet recorded on this visit that they (or an admin) may still undo, and until when. */
export const UndoableCashDto = z.object({ paymentId: z.string(), amountPaise: z.number(), receiptNumber: z.string().nullable(), undoUntil: z.string() })
export type UndoableCashDto = z.infer<typeof UndoableCashDto>
/** The vet's read of a visit's bill (`GET /api/vet/visits/:id/bill`). */
export const DoorBillResponse = z.object({ bill: BillDto, openCollection: OpenCollectionDto.nullable(), undoableCash: UndoableCashDto.nullable().default(null) })
export const CollectResponse = z.object({
  method: z.enum(COLLECT_METHODS),
  amountPaise: z.number(),
  url: z.string().nullable(),
  qrSvg: z.string().nullable(),
  /** The provider's picture of the QR code (Razorpay), shown instead of qrSvg. */
  qrImageUrl: z.string().nullable().default(null),
  bill: BillDto,
  /** Cash just recorded: what the vet may undo for 10 minutes. Null for a QR code or a link. */
  undoableCash: UndoableCashDto.nullable().default(null),
})

/** `POST .../visits/:id/payments/:paymentId/undo`: the cash payment to undo. */
export const UndoCashParams = z.object({
  id: z.uuid({ error: 'id must be a visit id' }),
  paymentId: z.uuid({ error: 'paymentId must be a payment id' }),
})
export const UndoCashBody = z.object({
  reason: UserText({ error: 'reason is required' })
    .trim()
    .min(UNDO_REASON_MIN, `reason must be at least ${UNDO_REASON_MIN} characters`)
    .max(UNDO_REASON_MAX, `reason must be at most ${UNDO_REASON_MAX} characters`),
})
/** The undone cash's voided receipt and the visit's bill, due again. */
export const UndoCashResponse = z.object({ bill: BillDto, voided: z.object({ paymentId: z.string(), amountPaise: z.number(), receiptNumber: z.string().nullable(), voidedAt: z.string() }) })

/** `GET /api/admin/collections/ledger`: India dates, `to` on or after `from`, at most a year apart. */
export const LedgerQuery = z
  .object({
    from: CalendarDate(),
    to: CalendarDate(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('csv'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'must not be before from' })
  .refine((query) => daysBetween(query.from, query.to) <= LEDGER_MAX_DAYS, { path: ['to'], message: `must be at most ${LEDGER_MAX_DAYS} days after from` })

/** The ledger as JSON: a row per payment, refund, void, cash deposit and membership sale, in paise; dates and times in India. */
export const LedgerResponse = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(
    z.object({
      at: z.string(),
      date: z.string(),
      time: z.string(),
      kind: z.enum(LEDGER_KINDS),
      receiptNumber: z.string().nullable(),
      visitId: z.string().nullable(),
      ownerName: z.string().nullable(),
      vetName: z.string().nullable(),
      method: z.enum(LEDGER_METHODS),
      providerPaymentId: z.string().nullable(),
      amountPaise: z.number(),
      taxPaise: z.number(),
      note: z.string(),
    }),
  ),
  totals: z.object({ amountPaise: z.number(), taxPaise: z.number() }),
})

/** The day's reconciliation (`GET /api/admin/collections?date=`), in paise. */
export const CollectionsDayResponse = z.object({
  date: z.string(),
  /** Per vet and method (`online` for payments made before the visit): payments, collected, refunded, cash of the day not deposited. */
  lines: z.array(
    z.object({
      vetId: z.string().nullable(),
      vetName: z.string().nullable(),
      method: z.string(),
      payments: z.number(),
      collectedPaise: z.number(),
      refundedPaise: z.number(),
      cashHeldPaise: z.number(),
    }),
  ),
  /** What each vet's visits of the day were billed. */
  billedByVet: z.array(z.object({ vetId: z.string().nullable(), vetName: z.string().nullable(), billedPaise: z.number() })),
  /** Cash each vet holds until an admin records it as deposited, whatever day it was taken. */
  cashHeld: z.array(z.object({ vetId: z.string(), vetName: z.string().nullable(), payments: z.number(), heldPaise: z.number() })),
  totals: z.object({ collectedPaise: z.number(), refundedPaise: z.number(), cashHeldPaise: z.number() }),
  completedWithDue: z.array(z.object({ appointmentId: z.string(), vetId: z.string().nullable(), vetName: z.string().nullable(), petName: z.string(), time: z.string(), duePaise: z.number() })),
})
export type CollectionsDay = z.infer<typeof CollectionsDayResponse>

export const DepositBody = z.object({ vetId: z.string({ error: 'vetId is required' }).regex(/^\d{10}$/, 'vetId must be a vet’s id') })
export const DepositResponse = z.object({ deposited: z.number(), amountPaise: z.number() })

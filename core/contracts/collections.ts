import { z } from 'zod'

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
  date: z.string({ error: 'date is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date as YYYY-MM-DD'),
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
/** The vet's read of a visit's bill (`GET /api/vet/visits/:id/bill`). */
export const DoorBillResponse = z.object({ bill: BillDto, openCollection: OpenCollectionDto.nullable() })
export const CollectResponse = z.object({
  method: z.enum(COLLECT_METHODS),
  amountPaise: z.number(),
  url: z.string().nullable(),
  qrSvg: z.string().nullable(),
  /** The provider's picture of the QR code (Razorpay), shown instead of qrSvg. */
  qrImageUrl: z.string().nullable().default(null),
  bill: BillDto,
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

import { sql } from 'drizzle-orm'
import { type LedgerEntry, type LedgerMethod, paymentTaxPaise, refundTaxPaise, sortLedger } from '../../../core/payment/ledger.ts'
import type { Db } from '../../db/client.ts'

type PaymentRow = {
  id: string
  created_at: Date | string
  provider_payment_id: string
  amount_paise: number
  extra: boolean
  voided_at: Date | string | null
  void_reason: string | null
  voided_by_name: string | null
  flow_type: string
  collect_method: string | null
  receipt_number: string | null
  receipt_lines: Array<{ amountPaise: number; taxPaise: number }> | null
  visit_id: string | null
  owner_name: string | null
  vet_name: string | null
}

type RefundRow = PaymentRow & { refund_id: string; refund_at: Date | string; refund_paise: number; refund_status: string; provider_refund_id: string | null }

type DepositRow = { deposited_at: Date | string; admin_name: string | null; vet_id: string | null; vet_name: string | null; payments: number; amount_paise: number }

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value))
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A payment with its order, receipt, visit, owner and vet: the columns every row of it needs. */
const PAYMENT_COLUMNS = sql`
  p.id, p.created_at, p.provider_payment_id, p.amount_paise, p.extra, p.voided_at, p.void_reason,
  vb.display_name as voided_by_name,
  po.flow_type, po.collect_method,
  rc.number as receipt_number, rc.lines as receipt_lines,
  a.id as visit_id, coalesce(a.owner_name, ou.display_name) as owner_name,
  vu.display_name as vet_name`

const PAYMENT_JOINS = sql`
  join payment_orders po on po.id = p.order_id
  left join receipts rc on rc.payment_id = p.id
  left join lateral (
    select a.id, a.owner_name, a.vet_id from appointments a
    where a.id = coalesce(p.appointment_id, po.appointment_id) or a.payment_id = p.id
    order by (a.id = coalesce(p.appointment_id, po.appointment_id)) desc
    limit 1
  ) a on true
  left join users ou on ou.id = p.user_id
  left join users vu on vu.id = coalesce(po.collected_by, a.vet_id)
  left join users vb on vb.id = p.voided_by`

/** The day in India of a timestamp column, between two India dates. */
const inRange = (column: ReturnType<typeof sql.raw>, from: string, to: string) => sql`(${column} at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date`

function methodOf(row: PaymentRow): LedgerMethod {
  if (row.flow_type === 'membership') return 'membership'
  if (row.collect_method === 'upi_qr' || row.collect_method === 'payment_link' || row.collect_method === 'cash') return row.collect_method
  return 'online'
}

function taxOf(row: PaymentRow): number {
  return row.receipt_lines && !row.extra ? paymentTaxPaise(row.receipt_lines, Number(row.amount_paise)) : 0
}

function base(row: PaymentRow) {
  return {
    receiptNumber: row.receipt_number,
    visitId: row.visit_id,
    ownerName: row.owner_name,
    vetName: row.vet_name,
    method: methodOf(row),
    providerPaymentId: row.provider_payment_id,
  }
}

/**
 * The per-payment ledger (issue 36) of the India days `from` to `to`: every payment taken (a
 * membership bought in a row of its own), every refund, every cash undone (a void row that takes
 * its payment back, under the same receipt number), and every deposit of a vet's cash.
 */
export async function ledgerEntries(db: Db, from: string, to: string): Promise<LedgerEntry[]> {
  const paid = rowsOf<PaymentRow>(await db.execute(sql`select ${PAYMENT_COLUMNS} from payments p ${PAYMENT_JOINS} where ${inRange(sql.raw('p.created_at'), from, to)}`))
  const voided = rowsOf<PaymentRow>(await db.execute(sql`select ${PAYMENT_COLUMNS} from payments p ${PAYMENT_JOINS} where p.voided_at is not null and ${inRange(sql.raw('p.voided_at'), from, to)}`))
  const refunded = rowsOf<RefundRow>(
    await db.execute(sql`
      select ${PAYMENT_COLUMNS}, r.id as refund_id, r.created_at as refund_at, r.amount_paise as refund_paise, r.status as refund_status, r.provider_refund_id
      from refunds r join payments p on p.id = r.payment_id ${PAYMENT_JOINS}
      where ${inRange(sql.raw('r.created_at'), from, to)}`),
  )
  const deposited = rowsOf<DepositRow>(
    await db.execute(sql`
      select p.deposited_at, du.display_name as admin_name, po.collected_by as vet_id, vu.display_name as vet_name,
             count(*)::int as payments, sum(p.amount_paise)::int as amount_paise
      from payments p
      join payment_orders po on po.id = p.order_id
      left join users du on du.id = p.deposited_by
      left join users vu on vu.id = po.collected_by
      where p.deposited_at is not null and p.voided_at is null and ${inRange(sql.raw('p.deposited_at'), from, to)}
      group by p.deposited_at, du.display_name, po.collected_by, vu.display_name`),
  )

  const entries: LedgerEntry[] = []
  for (const row of paid) {
    const kind = row.flow_type === 'membership' ? 'membership_sale' : 'payment'
    const notes = [row.extra ? 'extra payment, refunded automatically' : '', row.voided_at ? 'cash undone: see the void row' : ''].filter(Boolean)
    entries.push({ at: instant(row.created_at), kind, ...base(row), amountPaise: Number(row.amount_paise), taxPaise: taxOf(row), note: notes.join('; ') })
  }
  for (const row of voided) {
    const by = row.voided_by_name ? ` (by ${row.voided_by_name})` : ''
    entries.push({ at: instant(row.voided_at as Date | string), kind: 'void', ...base(row), amountPaise: -Number(row.amount_paise), taxPaise: -taxOf(row), note: `VOID: ${row.void_reason ?? ''}${by}` })
  }
  for (const row of refunded) {
    const refundPaise = Number(row.refund_paise)
    const tax = refundTaxPaise({ amountPaise: Number(row.amount_paise), taxPaise: taxOf(row) }, refundPaise)
    const note = [`refund ${row.refund_status}`, row.provider_refund_id ? `refund id ${row.provider_refund_id}` : '', row.extra ? 'of an extra payment' : ''].filter(Boolean).join('; ')
    entries.push({ at: instant(row.refund_at), kind: 'refund', ...base(row), amountPaise: -refundPaise, taxPaise: -tax, note })
  }
  for (const row of deposited) {
    const count = Number(row.payments)
    entries.push({
      at: instant(row.deposited_at),
      kind: 'cash_deposit',
      receiptNumber: null,
      visitId: null,
      ownerName: null,
      vetName: row.vet_name ?? row.vet_id,
      method: 'cash',
      providerPaymentId: null,
      amountPaise: Number(row.amount_paise),
      taxPaise: 0,
      note: `${count} cash ${count === 1 ? 'payment' : 'payments'} deposited${row.admin_name ? `, recorded by ${row.admin_name}` : ''}`,
    })
  }
  return sortLedger(entries)
}

import { asc, eq, inArray, or } from 'drizzle-orm'
import { type AddedBillLine, type Bill, billLinesOfVisit, bookingLines, computeBill } from '../../../core/payment/bill.ts'
import type { MembershipBenefitUsed } from '../../../core/membership/membership.ts'
import { type VisitPaid, type VisitPaymentRow, paidOfVisit } from '../../../core/payment/visit-payments.ts'
import type { Db } from '../../db/client.ts'
import { type appointments, catalogueServices, paymentOrders, payments, receipts, refunds, visitBillLines } from '../../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Conn = Tx | Db
export type AppointmentRow = typeof appointments.$inferSelect

/**
 * The payments that may belong to these visits, in a few reads whatever their number: each
 * booking's online payment and every payment of an order made at the door for them, with their
 * receipt numbers; and the refunds of them. `paidOfVisit` (core) says which count.
 */
export async function paymentsOfVisits(conn: Conn, visits: readonly AppointmentRow[]): Promise<Map<string, { rows: VisitPaymentRow[]; refunds: Array<{ amountPaise: number; extra: boolean }> }>> {
  const result = new Map(visits.map((visit) => [visit.id, { rows: [] as VisitPaymentRow[], refunds: [] as Array<{ amountPaise: number; extra: boolean }> }]))
  if (visits.length === 0) return result
  const ids = visits.map((visit) => visit.id)
  const bookingPayments = visits.flatMap((visit) => (visit.paymentId ? [visit.paymentId] : []))
  const rows = await conn
    .select({
      id: payments.id,
      amountPaise: payments.amountPaise,
      source: payments.source,
      extra: payments.extra,
      createdAt: payments.createdAt,
      voidedAt: payments.voidedAt,
      depositedAt: payments.depositedAt,
      appointmentId: payments.appointmentId,
      orderAppointmentId: paymentOrders.appointmentId,
      collectMethod: paymentOrders.collectMethod,
      collectedBy: paymentOrders.collectedBy,
      receiptNumber: receipts.number,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(or(inArray(payments.appointmentId, ids), inArray(paymentOrders.appointmentId, ids), bookingPayments.length ? inArray(payments.id, bookingPayments) : undefined))
    .orderBy(asc(payments.createdAt))
  const byBookingPayment = new Map(visits.flatMap((visit) => (visit.paymentId ? [[visit.paymentId, visit.id] as const] : [])))
  for (const row of rows) {
    const owners = new Set([row.appointmentId, row.orderAppointmentId, byBookingPayment.get(row.id) ?? null])
    for (const visitId of owners) if (visitId) result.get(visitId)?.rows.push(row)
  }
  const refunded = await conn
    .select({ appointmentId: refunds.appointmentId, amountPaise: refunds.amountPaise, extra: payments.extra })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.appointmentId, ids))
  for (const refund of refunded) if (refund.appointmentId) result.get(refund.appointmentId)?.refunds.push({ amountPaise: refund.amountPaise, extra: refund.extra })
  return result
}

/** What counts as paid for each of these visits (core's rule, on the rows read above). */
export async function paidOfVisits(conn: Conn, visits: readonly AppointmentRow[]): Promise<Map<string, VisitPaid>> {
  const loaded = await paymentsOfVisits(conn, visits)
  return new Map(visits.map((visit) => [visit.id, paidOfVisit(visit, loaded.get(visit.id)?.rows ?? [], loaded.get(visit.id)?.refunds ?? [])]))
}

/**
 * The bill of each of these visits: the booking's lines with their tax rates, the lines the vet
 * added at the visit, the membership's line, and what was paid (given, or read here).
 */
export async function billsOfVisits(conn: Conn, visits: readonly AppointmentRow[], paidGiven?: ReadonlyMap<string, VisitPaid>): Promise<Map<string, { bill: Bill; paid: VisitPaid }>> {
  if (visits.length === 0) return new Map()
  const ids = visits.map((visit) => visit.id)
  const bookedOf = (visit: AppointmentRow) => visit.services as Array<{ id: string; title: string; pricePaise: number; quantity: number }>
  const serviceIds = [...new Set(visits.flatMap((visit) => bookedOf(visit).map((line) => line.id)))]
  const rates = serviceIds.length
    ? new Map((await conn.select({ id: catalogueServices.id, rate: catalogueServices.taxRateBps }).from(catalogueServices).where(inArray(catalogueServices.id, serviceIds))).map((row) => [row.id, row.rate]))
    : new Map<string, number>()
  const added = await conn
    .select({ line: visitBillLines, serviceType: catalogueServices.serviceType })
    .from(visitBillLines)
    .leftJoin(catalogueServices, eq(catalogueServices.id, visitBillLines.serviceId))
    .where(inArray(visitBillLines.appointmentId, ids))
    .orderBy(asc(visitBillLines.createdAt), asc(visitBillLines.id))
  const paid = paidGiven ?? (await paidOfVisits(conn, visits))
  const bills = new Map<string, { bill: Bill; paid: VisitPaid }>()
  for (const visit of visits) {
    const visitLines = added
      .filter(({ line }) => line.appointmentId === visit.id)
      .map(
        ({ line, serviceType }): AddedBillLine => ({
          serviceId: line.serviceId,
          title: line.title,
          unitPaise: line.unitPaise,
          quantity: line.quantity,
          taxRateBps: line.taxRateBps,
          source: 'visit',
          lineId: line.id,
          serviceType,
          memberDiscountPercent: line.memberDiscountPercent,
        }),
      )
    const lines = billLinesOfVisit(bookingLines(bookedOf(visit), visit.totalPaise, (id) => rates.get(id) ?? 0, visit.membershipBenefit as MembershipBenefitUsed | null), visitLines)
    const visitPaid = paid.get(visit.id) ?? paidOfVisit(visit, [], [])
    bills.set(visit.id, { bill: computeBill(lines, visitPaid.onlinePaise + visitPaid.doorPaise - visitPaid.refundedPaise), paid: visitPaid })
  }
  return bills
}

/** One visit's bill (the vet's screen, the collect step). */
export async function billOfVisit(conn: Conn, visit: AppointmentRow, paid?: VisitPaid): Promise<{ bill: Bill; paid: VisitPaid }> {
  const bills = await billsOfVisits(conn, [visit], paid ? new Map([[visit.id, paid]]) : undefined)
  const found = bills.get(visit.id)
  if (!found) throw new Error('bill not computed')
  return found
}

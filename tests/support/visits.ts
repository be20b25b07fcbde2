import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'
import { appointments } from '../../server/db/schema.ts'

type VisitRow = typeof appointments.$inferInsert

/**
 * Writes a booked home visit straight into the database: Bruno, Asha Verma's Labrador, a
 * check-up in Gurgaon on Monday 23 November 2026 at 10:00 India time, ₹799, booked by `userId`
 * from that phone number (null: an account since deleted). The test names the state, the vet and anything else it needs.
 */
export async function insertVisit(db: Db, fields: Partial<VisitRow> & { userId: string | null }): Promise<string> {
  const id = randomUUID()
  await db.insert(appointments).values({
    id,
    status: 'booked',
    petName: 'Bruno',
    petType: 'dog',
    petBreed: 'Labrador',
    ownerName: 'Asha Verma',
    phone: fields.userId ?? '9000000000',
    email: 'asha@example.in',
    serviceType: 'checkup',
    visitType: 'home',
    date: '2026-11-23',
    time: '10:00',
    startsAt: new Date('2026-11-23T04:30:00.000Z'),
    address: 'H-12, Sector 45',
    city: 'Gurgaon',
    pincode: '122003',
    services: [],
    totalPaise: 79_900,
    ...fields,
  })
  return id
}

/**
 * Empties what a visit's money leaves behind (bookings, their bills, records, payments, orders,
 * webhook events, refunds and the receipt series) so that each money test starts from none.
 */
export async function clearVisitsAndMoney(db: Db): Promise<void> {
  await db.execute(
    sql`truncate receipts, refunds, visit_bill_lines, visit_records, appointments, payments, payment_orders, payment_webhook_events, receipt_counters cascade`,
  )
}

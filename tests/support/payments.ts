import { randomUUID } from 'node:crypto'
import type { Database } from '../../server/db/client.ts'
import { paymentOrders, payments } from '../../server/db/schema.ts'

/**
 * A confirmed online payment as the sandbox checkout leaves it: a paid order and its payment,
 * written straight to the database. Returns the provider's payment id, as a booking names it.
 */
export async function insertPaidOrder(
  database: Database,
  input: { userId: string; amountPaise: number; now: Date; providerPaymentId?: string; items?: Array<{ id: string; title: string; listPricePaise: number; pricePaise: number; quantity: number }> },
): Promise<string> {
  const providerPaymentId = input.providerPaymentId ?? `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`
  const orderId = randomUUID()
  await database.db.insert(paymentOrders).values({
    id: orderId,
    provider: 'sandbox',
    providerOrderId: `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    userId: input.userId,
    flowType: 'cart',
    amountPaise: input.amountPaise,
    items: input.items ?? [],
    status: 'paid',
    createdAt: input.now,
    paidAt: input.now,
  })
  await database.db
    .insert(payments)
    .values({ id: randomUUID(), providerPaymentId, orderId, userId: input.userId, amountPaise: input.amountPaise, source: 'checkout', createdAt: input.now })
  return providerPaymentId
}

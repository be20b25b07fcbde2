import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-app.ts'
import type { Database } from '../../db/client.ts'
import { GatewayError } from './payment-gateway.ts'
import { createSandboxDoorGateway } from './sandbox-door-gateway.ts'
import { createSandboxDoorRecords } from './sandbox-door-records.ts'

const input = { amountPaise: 79_900, closeBy: new Date('2026-11-23T18:29:59Z'), description: 'Visit', notes: {} }
let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

/** The local provider as one server process makes it: its records are the database's. */
const localDoor = (pageUrl: (id: string) => string) => createSandboxDoorGateway(pageUrl, createSandboxDoorRecords(database.db))

describe('the local provider’s QR codes and links', () => {
  it('makes a QR code drawn here from its signed page, and answers from its own records', async () => {
    const door = localDoor((id) => `http://localhost:3000/pay/door/${id}?sig=abc`)
    const qr = await door.createQr(input)
    expect(qr).toMatchObject({ id: expect.stringMatching(/^qr_[A-Za-z0-9]{14}$/), amountPaise: 79_900, imageUrl: null, payUrl: `http://localhost:3000/pay/door/${qr.id}?sig=abc` })
    expect(await door.qrPayments(qr.id)).toEqual([])
    await door.recordPayment(qr.id, { id: 'pay_local0000000001', amountPaise: 79_900, method: 'upi' })
    // The page's payment kept twice (a retried request) is one payment.
    await door.recordPayment(qr.id, { id: 'pay_local0000000001', amountPaise: 79_900, method: 'upi' })
    expect(await door.qrPayments(qr.id)).toEqual([{ id: 'pay_local0000000001', amountPaise: 79_900, method: 'upi' }])
    await door.closeQr(qr.id)
    // A QR code's id is not a link's.
    expect(await door.linkPayments(qr.id)).toEqual([])
    await expect(door.cancelLink(qr.id)).rejects.toBeInstanceOf(GatewayError)
  })

  it('cancels a link it made and refuses, permanently, one it does not know', async () => {
    const door = localDoor((id) => `/pay/door/${id}`)
    const link = await door.createLink({ amountPaise: 500, referenceId: 'r', phone: '9833310002', description: 'Visit', expireBy: new Date(), notes: {} })
    expect(link).toMatchObject({ id: expect.stringMatching(/^plink_[A-Za-z0-9]{14}$/), url: `/pay/door/${link.id}` })
    await door.cancelLink(link.id)
    const error = await door.cancelLink('plink_unknown0000000').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).permanent).toBe(true)
  })

  it('still knows, after a restart, the QR codes and links made and the payments taken before it', async () => {
    const before = localDoor((id) => `/pay/door/${id}`)
    const qr = await before.createQr(input)
    const link = await before.createLink({ amountPaise: 500, referenceId: 'r', phone: '9833330002', description: 'Visit', expireBy: new Date(), notes: {} })
    await before.recordPayment(link.id, { id: 'pay_local0000000002', amountPaise: 500, method: 'upi' })

    const after = localDoor((id) => `/pay/door/${id}`)
    expect(await after.linkPayments(link.id)).toEqual([{ id: 'pay_local0000000002', amountPaise: 500, method: 'upi' }])
    await after.closeQr(qr.id)
    await after.cancelLink(link.id)
    expect(await after.qrPayments(qr.id)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { GatewayError } from './payment-gateway.ts'
import { createSandboxDoorGateway } from './sandbox-door-gateway.ts'

const input = { amountPaise: 79_900, closeBy: new Date('2026-11-23T18:29:59Z'), description: 'Visit', notes: {} }

describe('the local provider’s QR codes and links', () => {
  it('makes a QR code drawn here from its signed page, and answers from its own records', async () => {
    const door = createSandboxDoorGateway((id) => `http://localhost:3000/pay/door/${id}?sig=abc`)
    const qr = await door.createQr(input)
    expect(qr).toMatchObject({ id: expect.stringMatching(/^qr_[A-Za-z0-9]{14}$/), amountPaise: 79_900, imageUrl: null, payUrl: `http://localhost:3000/pay/door/${qr.id}?sig=abc` })
    expect(await door.qrPayments(qr.id)).toEqual([])
    door.recordPayment(qr.id, { id: 'pay_local0000000001', amountPaise: 79_900, method: 'upi' })
    expect(await door.qrPayments(qr.id)).toEqual([{ id: 'pay_local0000000001', amountPaise: 79_900, method: 'upi' }])
    await door.closeQr(qr.id)
    // A QR code's id is not a link's.
    expect(await door.linkPayments(qr.id)).toEqual([])
  })

  it('cancels a link it made and refuses, permanently, one it does not know', async () => {
    const door = createSandboxDoorGateway((id) => `/pay/door/${id}`)
    const link = await door.createLink({ amountPaise: 500, referenceId: 'r', phone: '9833310002', description: 'Visit', expireBy: new Date(), notes: {} })
    expect(link).toMatchObject({ id: expect.stringMatching(/^plink_[A-Za-z0-9]{14}$/), url: `/pay/door/${link.id}` })
    await door.cancelLink(link.id)
    const error = await door.cancelLink('plink_unknown0000000').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).permanent).toBe(true)
  })
})

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { UserText } from '../../../core/contracts/text.ts'
import { AddressBody } from '../../../core/contracts/booking.ts'
import { DomainError, parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { AddressesService } from './service.ts'

const AddressParams = z.object({ addressId: z.uuid('is not an address id') })
const UserParams = z.object({ userId: UserText().max(20) })

export function registerAddressRoutes(app: FastifyInstance, addresses: AddressesService, guards: SessionGuards): void {
  app.get('/api/addresses/:userId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { userId } = parseInput(UserParams, request.params)
    if (userId !== user.userId) throw new DomainError('NOT_FOUND', 'No such user')
    return addresses.list(user.userId)
  })

  app.post('/api/addresses', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const address = await addresses.create(user.userId, parseInput(AddressBody, request.body))
    return reply.status(201).send(address)
  })

  app.put('/api/addresses/:addressId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { addressId } = parseInput(AddressParams, request.params)
    return addresses.update(user.userId, addressId, parseInput(AddressBody, request.body))
  })

  app.delete('/api/addresses/:addressId', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const { addressId } = parseInput(AddressParams, request.params)
    await addresses.remove(user.userId, addressId)
    return reply.status(204).send()
  })
}

import type { FastifyInstance } from 'fastify'
import { PincodeParams } from '../../../core/contracts/pincode.ts'
import { parseInput } from '../../http-errors.ts'
import type { PincodesService } from './service.ts'

export function registerPincodeRoutes(app: FastifyInstance, pincodes: PincodesService): void {
  app.get('/api/pincodes/:pincode', async (request, reply) => {
    const { pincode } = parseInput(PincodeParams, request.params)
    const found = await pincodes.lookup(pincode)
    // The directory changes only with a release; the service area seldom.
    return reply.header('cache-control', 'public, max-age=3600').send(found)
  })
}

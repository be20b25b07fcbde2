import { randomUUID } from 'node:crypto'
import type { AddressBody, AddressDto } from '../../../core/contracts/booking.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { PincodesService } from '../pincodes/service.ts'
import type { AddressRow, AddressValues, AddressesRepo } from './repo.ts'

export const MAX_ADDRESSES_PER_USER = 20

export function toAddressDto(row: AddressRow): AddressDto {
  return {
    id: row.id,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2 ?? null,
    city: row.city,
    state: row.state ?? null,
    pincode: row.pincode,
    landmark: row.landmark ?? null,
    tag: row.tag,
    isDefault: row.isDefault,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function values(body: AddressBody, city: string): AddressValues {
  return {
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 ?? null,
    city,
    state: body.state ?? null,
    pincode: body.pincode,
    landmark: body.landmark ?? null,
    tag: body.tag || 'Home',
    isDefault: body.isDefault,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  }
}

export type AddressesService = ReturnType<typeof createAddressesService>

/**
 * A signed-in user's own saved addresses; the body's userId, if any, must be theirs. An address is
 * for home visits, so its PIN code must be served and its city is the PIN code's (decision 0025).
 */
export function createAddressesService(repo: AddressesRepo, clock: Clock, pincodes: Pick<PincodesService, 'homeVisitCity'>) {
  const checkOwner = (userId: string, body: AddressBody) => {
    if (body.userId !== undefined && body.userId !== userId) throw new DomainError('FORBIDDEN', 'userId: is not the signed-in user')
  }
  return {
    list: async (userId: string) => (await repo.list(userId)).map(toAddressDto),
    create: async (userId: string, body: AddressBody) => {
      checkOwner(userId, body)
      const city = await pincodes.homeVisitCity(body.pincode, body.city)
      const row = await repo.insert(userId, randomUUID(), values(body, city), clock.now(), MAX_ADDRESSES_PER_USER)
      if (!row) throw new DomainError('CONFLICT', `You can save up to ${MAX_ADDRESSES_PER_USER} addresses`)
      return toAddressDto(row)
    },
    update: async (userId: string, id: string, body: AddressBody) => {
      // Another owner's address answers as one that does not exist, as every owner-scoped route does,
      // whatever userId the body names (security review F15).
      if (body.userId !== undefined && body.userId !== userId) throw new DomainError('NOT_FOUND', 'No such address')
      const city = await pincodes.homeVisitCity(body.pincode, body.city)
      const row = await repo.update(userId, id, values(body, city), clock.now())
      if (!row) throw new DomainError('NOT_FOUND', 'No such address')
      return toAddressDto(row)
    },
    remove: async (userId: string, id: string) => {
      if (!(await repo.remove(userId, id))) throw new DomainError('NOT_FOUND', 'No such address')
    },
  }
}

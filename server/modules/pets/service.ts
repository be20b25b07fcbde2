import { randomUUID } from 'node:crypto'
import type { PetBody, PetDto } from '../../../core/contracts/booking.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import type { PetRow, PetValues, PetsRepo } from './repo.ts'

type Tx = Parameters<Parameters<PetsRepo['remove']>[2]>[0]

export const MAX_PETS_PER_USER = 20

export function toPetDto(row: PetRow): PetDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PetDto['type'],
    breed: row.breed,
    birthDate: row.birthDate ?? null,
    ageText: row.ageText ?? null,
    weightKg: row.weightGrams === null ? null : row.weightGrams / 1000,
    notes: row.notes ?? null,
  }
}

function values(body: PetBody): PetValues {
  return {
    name: body.name,
    type: body.type,
    breed: body.breed,
    birthDate: body.birthDate ?? null,
    ageText: body.ageText ?? null,
    weightGrams: body.weightKg === undefined ? null : Math.round(body.weightKg * 1000),
    notes: body.notes ?? null,
  }
}

const notFound = () => new DomainError('NOT_FOUND', 'No such pet')

export type PetsService = ReturnType<typeof createPetsService>

/** A deleted pet's photos: their erasure is recorded and queued in the deletion's transaction (decisions 0050, 0054). */
export type PetPhotos = {
  eraseWithPet(tx: Tx, userId: string, petId: string): Promise<void>
}

/** A signed-in user's own pets; another user's pet is 'not found', never shown. */
export function createPetsService(repo: PetsRepo, clock: Clock, photos?: PetPhotos) {
  return {
    list: async (userId: string) => (await repo.list(userId)).map(toPetDto),
    find: (userId: string, id: string) => repo.find(userId, id),
    /** A pet the user may book a visit for: their own, or one shared with them. */
    findBookable: (userId: string, id: string) => repo.findBookable(userId, id),
    create: async (userId: string, body: PetBody) => {
      if ((await repo.list(userId)).length >= MAX_PETS_PER_USER) {
        throw new DomainError('CONFLICT', `You can save up to ${MAX_PETS_PER_USER} pets`)
      }
      return toPetDto(await repo.insert(userId, randomUUID(), values(body), clock.now()))
    },
    update: async (userId: string, id: string, body: PetBody) => {
      const row = await repo.update(userId, id, values(body), clock.now())
      if (!row) throw notFound()
      return toPetDto(row)
    },
    remove: async (userId: string, id: string) => {
      if (!(await repo.remove(userId, id, async (tx) => photos?.eraseWithPet(tx, userId, id)))) throw notFound()
    },
  }
}

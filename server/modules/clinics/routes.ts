import type { FastifyInstance } from 'fastify'
import { imageBody } from '../uploads/routes.ts'
import type { UploadService } from '../uploads/service.ts'
import {
  ApplicationDecisionBody,
  ApplicationIdParams,
  ApplicationsQuery,
  ClinicIdParams,
  ClinicRegistrationBody,
  ClinicSlugParams,
  ClinicsQuery,
} from '../../../core/contracts/clinics.ts'
import { ClinicPhotoQuery } from '../../../core/contracts/clinic-photos.ts'
import { parseInput } from '../../http-errors.ts'
import type { SessionGuards } from '../../plugins/session.ts'
import type { ClinicsService } from './service.ts'

export function registerClinicRoutes(app: FastifyInstance, deps: { clinics: ClinicsService; guards: SessionGuards }): void {
  const { clinics, guards } = deps

  app.get('/api/clinics', async (request) => clinics.search(parseInput(ClinicsQuery, request.query)))

  app.get('/api/clinics/:slug', async (request) => {
    const { slug } = parseInput(ClinicSlugParams, request.params)
    return { clinic: await clinics.detail(slug) }
  })

  app.post('/api/clinics/registrations', async (request, reply) => {
    const { user } = await guards.requireUser(request)
    const application = await clinics.apply(user.userId, parseInput(ClinicRegistrationBody, request.body))
    reply.status(201)
    return { application }
  })

  app.get('/api/clinics/registrations/mine', async (request) => {
    const { user } = await guards.requireUser(request)
    return { applications: await clinics.applicationsOf(user.userId) }
  })

  app.get('/api/favorites', async (request) => {
    const { user } = await guards.requireUser(request)
    return { clinics: await clinics.favorites(user.userId) }
  })

  app.put('/api/favorites/:clinicId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { clinicId } = parseInput(ClinicIdParams, request.params)
    await clinics.addFavorite(user.userId, clinicId)
    return { clinicId, favorite: true }
  })

  app.delete('/api/favorites/:clinicId', async (request) => {
    const { user } = await guards.requireUser(request)
    const { clinicId } = parseInput(ClinicIdParams, request.params)
    await clinics.removeFavorite(user.userId, clinicId)
    return { clinicId, favorite: false }
  })
}

/** Clinic applications for admins, relative to /api/admin (registered by plugins/staff-routes.ts). */
export function clinicAdminRoutes(clinics: ClinicsService, guards: SessionGuards) {
  return (scope: FastifyInstance) => {
    scope.get('/clinics/registrations', async (request) => {
      const { status } = parseInput(ApplicationsQuery, request.query)
      return { applications: await clinics.listApplications(status) }
    })

    scope.post('/clinics/registrations/:id/decision', async (request) => {
      const { user } = await guards.requireUser(request)
      const { id } = parseInput(ApplicationIdParams, request.params)
      return { application: await clinics.decide(user.userId, id, parseInput(ApplicationDecisionBody, request.body)) }
    })
  }
}

/** The route whose body is an image's bytes (the CSRF guard lets image types through for it). */
export const CLINIC_PHOTO_ROUTE = '/api/admin/clinics/:clinicId/photos'

/**
 * POST /api/admin/clinics/{clinicId}/photos with the image's bytes (read by the admin scope's
 * image body reader, uploads/routes.ts), and DELETE to take one
 * photo off (`?photo=` its address) or all of them.
 */
export function clinicPhotoAdminRoutes(clinics: ClinicsService, uploads: UploadService, guards: SessionGuards, changed: () => void) {
  return (scope: FastifyInstance) => {
    scope.post('/clinics/:clinicId/photos', async (request, reply) => {
      const { user } = await guards.requireUser(request)
      const { clinicId } = parseInput(ClinicIdParams, request.params)
      const bytes = imageBody(request.body)
      const photos = await clinics.addPhoto(user.userId, clinicId, () => uploads.storeImage(user.userId, bytes, 'cover'))
      // The clinic's page and the finder pages are cached for visitors (decision 0014).
      changed()
      return reply.status(201).send(photos)
    })

    scope.delete('/clinics/:clinicId/photos', async (request, reply) => {
      const { user } = await guards.requireUser(request)
      const { photo } = parseInput(ClinicPhotoQuery, request.query)
      await clinics.removePhotos(user.userId, parseInput(ClinicIdParams, request.params).clinicId, photo)
      changed()
      return reply.status(204).send()
    })
  }
}

import type { FastifyInstance } from 'fastify'

export type Readiness = {
  isShuttingDown(): boolean
  pingDatabase(): Promise<void>
}

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async () => ({ status: 'ok' }))

  app.get('/readyz', async (request, reply) => {
    if (readiness.isShuttingDown()) return reply.status(503).send({ status: 'shutting-down' })
    try {
      await readiness.pingDatabase()
      return { status: 'ready' }
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable')
      return reply.status(503).send({ status: 'database-unreachable' })
    }
  })
}

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Built files: hashed assets cached for a year as immutable, the rest for an hour. The build
 * writes brotli and gzip copies beside them (scripts/build.ts), sent as they are to a client
 * that accepts them, with `Vary: Accept-Encoding`.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/')
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
}

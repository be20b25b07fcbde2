import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
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

/**
 * Reads a built stylesheet's text by its public address, once: the pages write it inline
 * (decision 0052). Only files under `/assets/` ending in `.css` are read; anything else is empty.
 */
export function builtStylesheetReader(clientDir: string): (href: string) => string {
  const texts = new Map<string, string>()
  return (href) => {
    const known = texts.get(href)
    if (known !== undefined) return known
    const file = /^\/assets\/[\w.-]+\.css$/.test(href) ? path.join(clientDir, href) : null
    // A style element ends at the first `</style`; a built stylesheet never holds one, but the
    // text is made safe for the element anyway.
    const text = file && existsSync(file) ? readFileSync(file, 'utf8').replaceAll('</style', '<\\/style') : ''
    texts.set(href, text)
    return text
  }
}

import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import type { ServerContext } from '../../app/lib/server-context.ts'

export type PageRendererOptions = {
  build: ServerBuild
  mode: 'production' | 'development'
  context: (request: FastifyRequest) => ServerContext
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, String(value))
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  // Pages arrive whole (app/entry.server.tsx); only data requests of client navigation stream.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()))
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream))
}

/**
 * Hands every path outside /api to React Router. The body of a page request is left unread so
 * that React Router's actions read it themselves.
 */
export async function registerPageRenderer(app: FastifyInstance, options: PageRendererOptions): Promise<void> {
  const { serverContext } = options.build.entry.module as unknown as { serverContext: Parameters<RouterContextProvider['set']>[0] }
  const handle = createRequestHandler(options.build, options.mode)

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null))
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const loadContext = new RouterContextProvider()
        loadContext.set(serverContext, options.context(request))
        const response = await handle(toFetchRequest(request, reply), loadContext)
        return sendFetchResponse(reply, response)
      },
    })
  })
}

import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { hydrateAfterFirstPaint } from './lib/hydrate-after-paint.ts'
import { StylesheetTextProvider } from './lib/inline-styles.tsx'
import { NonceProvider } from './lib/nonce.tsx'
import { serverContext } from './lib/server-context.ts'

export { serverContext }

export const streamTimeout = 5_000

/** React Router's hook for an error a loader, action or render threw: logged, and told to the server. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (request.signal.aborted) return
  console.error(error)
  context.get(serverContext).pageError?.(error)
}

/**
 * Renders the whole document before answering: every loader has resolved by now (no deferred
 * data), so streaming would only cut the page into many small chunks, each converted between
 * Node and web streams. One buffer is cheaper to render, send and compress.
 */
export default function handleRequest(
  _request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, stylesheetText } = loadContext.get(serverContext)
  return new Promise<Response>((resolve, reject) => {
    let abortRender = () => {}
    const timeoutId = setTimeout(() => abortRender(), streamTimeout + 1000)
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeoutId)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(hydrateAfterFirstPaint(Buffer.concat(chunks).toString('utf8')), { headers: responseHeaders, status: responseStatusCode }))
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={stylesheetText}>
          <ServerRouter context={routerContext} url={_request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          console.error(error)
        },
      },
    )
    abortRender = abort
  })
}

import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The built server (`node server/main.ts`) as a child process, for the server-operation
 * tests and the benchmarks. It runs on the Node that runs the caller (the project's Node 24
 * under npm scripts and Playwright), on the embedded database unless told otherwise.
 */

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

export type ServerProcess = {
  readonly child: ChildProcess
  readonly port: number
  readonly url: string
  /** What the process wrote to stdout and stderr so far. */
  output(): string
  /** Settles when the process has exited. */
  readonly exited: Promise<Exit>
  /** Sends the signal (SIGTERM by default) and waits for the exit, killing it after `timeoutMs`. */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<Exit>
}

export type StartOptions = {
  port: number
  dataDir: string
  /** Settings added to (or, as '', removed from) the inherited environment. */
  env?: Record<string, string>
  /** Writes the output to this file instead of keeping it in memory (long load tests). */
  logFile?: string
}

/** A port nobody listens on now: the first free one of a range, or one the system picks. */
export async function freePort(range?: { from: number; to: number }): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(null))
      probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        const address = probe.address()
        const chosen = typeof address === 'object' && address ? address.port : null
        probe.close(() => resolve(chosen))
      })
    })
  if (!range) {
    const port = await tryPort(0)
    if (port === null) throw new Error('No free port')
    return port
  }
  for (let port = range.from; port <= range.to; port++) {
    if ((await tryPort(port)) !== null) return port
  }
  throw new Error(`No free port in ${range.from}-${range.to}`)
}

/** Spawns the built server; it is not ready yet (see `waitForStatus`). */
export function startServer(options: StartOptions): ServerProcess {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value
  Object.assign(
    env,
    { HOST: '127.0.0.1', PORT: String(options.port), DATA_DIR: options.dataDir, DATABASE_URL: '', SITE_ORIGIN: `http://127.0.0.1:${options.port}` },
    options.env,
  )

  const logFd = options.logFile ? openSync(options.logFile, 'a') : null
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  })
  if (logFd !== null) closeSync(logFd)

  const chunks: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : chunks.join(''))

  const exited = new Promise<Exit>((resolve) => {
    // 'close' rather than 'exit': by then the output has been read to its end.
    child.once('close', (code, signal) => resolve({ code, signal }))
  })

  const stop: ServerProcess['stop'] = async ({ signal = 'SIGTERM', timeoutMs = 30_000 } = {}) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    try {
      return await exited
    } finally {
      clearTimeout(timer)
    }
  }

  return { child, port: options.port, url: `http://127.0.0.1:${options.port}`, output, exited, stop }
}

/**
 * Polls `url` until it answers `status`; returns the milliseconds since `since`.
 * Fails at once when the server exits, with its output, and after `timeoutMs`.
 */
export async function waitForStatus(
  server: ServerProcess,
  pathname: string,
  { status = 200, since = performance.now(), timeoutMs = 60_000, intervalMs = 10 } = {},
): Promise<number> {
  let last = 'no answer'
  while (performance.now() - since < timeoutMs) {
    const { exitCode, signalCode } = server.child
    if (exitCode !== null || signalCode !== null) {
      await server.exited
      throw new Error(`The server exited (code ${exitCode}, signal ${signalCode}) before ${pathname} answered ${status}:\n${server.output()}`)
    }
    try {
      const response = await fetch(server.url + pathname, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status === status) return performance.now() - since
      last = `status ${response.status}`
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${pathname} did not answer ${status} within ${timeoutMs} ms (last: ${last}):\n${server.output()}`)
}

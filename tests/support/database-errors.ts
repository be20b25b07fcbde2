import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

type Call = (...args: unknown[]) => unknown

const describeError = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string }
  return `${code ?? '?'} ${message ?? String(error)}`
}

/**
 * The statements the database refused while `work` ran: each would be an ERROR line in
 * PostgreSQL's log. Read where both drivers the server uses hand a statement to the database
 * (PGlite's protocol entry point, `pg`'s client query in its promise and callback forms), so
 * errors the application catches and turns into answers are counted too.
 */
export async function databaseErrorsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const errors: string[] = []
  const record = (error: unknown) => void errors.push(describeError(error))
  const pgliteExec = PGlite.prototype.execProtocolStream
  const pgQuery = pg.Client.prototype.query as unknown as Call
  PGlite.prototype.execProtocolStream = async function (this: PGlite, ...args: Parameters<PGlite['execProtocolStream']>) {
    try {
      return await pgliteExec.apply(this, args)
    } catch (error) {
      record(error)
      throw error
    }
  }
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const last = args.at(-1)
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) record(error)
        return (last as Call)(error, ...rest)
      }
    }
    const result = pgQuery.apply(this, args)
    if (result instanceof Promise) result.catch(record)
    return result
  } as unknown as typeof pg.Client.prototype.query
  try {
    await work()
  } finally {
    PGlite.prototype.execProtocolStream = pgliteExec
    pg.Client.prototype.query = pgQuery as unknown as typeof pg.Client.prototype.query
  }
  return errors
}

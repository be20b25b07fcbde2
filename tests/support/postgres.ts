import { randomBytes } from 'node:crypto'

export function templateDatabaseName(): string {
  return `petvaidya_tmpl_${process.pid}_${randomBytes(3).toString('hex')}`
}

/** The same server, connected to its maintenance database, for CREATE and DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'
  return parsed.toString()
}

export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

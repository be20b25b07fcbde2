import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../tests/support/server-process.ts'
import { processTreeCpuMs } from './cpu-time.ts'

/**
 * A throwaway PostgreSQL cluster of the benchmarks' own (initdb + pg_ctl in a temporary
 * directory, on a free port from 55432): it can be restarted during a load run without touching
 * any other database on the machine, and it is removed at the end.
 */
export type PostgresCluster = {
  port: number
  /** A fresh, empty database on this cluster; the server migrates it when it starts. */
  createDatabase(name: string): Promise<string>
  /** Counts rows with one query (the checks after each run). */
  query<Row extends Record<string, unknown>>(url: string, text: string, values?: unknown[]): Promise<Row[]>
  /** The CPU time (ms) the cluster's processes have used so far; null where it cannot be read. */
  cpuMs(): number | null
  /** Stops the cluster at once (connections are cut) and returns when it is down. */
  stopFast(): void
  start(): void
  destroy(): Promise<void>
}

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  if (!version) throw new Error(`No PostgreSQL under ${root}`)
  return path.join(root, version, 'bin')
}

/** PostgreSQL refuses to run as root: as root (a container), its programs run as the postgres user. */
function asPostgresUser(program: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'petvaidya-bench-pg-'))
  const dataDir = path.join(dir, 'data')
  const port = await freePort({ from: 55432, to: 55499 })
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir])
    execFileSync(...asPostgresUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'pipe' })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  // fsync off: the files are throwaway and the disk is shared. Commits stay synchronous: the
  // restart scenario stops PostgreSQL as a crash would, and an acknowledged commit must survive it.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c full_page_writes=off`
  const pgCtl = (...args: string[]) => {
    const result = spawnSync(...asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dir, 'postgres.log'), ...args]), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr || result.stdout}`)
  }
  const start = () => pgCtl('start', '-w', '-o', options)
  start()
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.query(`CREATE DATABASE "${name}"`)
      } finally {
        await client.end()
      }
      return urlOf(name)
    },
    async query(url, text, values = []) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(text, values)).rows
      } finally {
        await client.end()
      }
    },
    cpuMs: () => {
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
      return processTreeCpuMs(postmaster)
    },
    stopFast: () => pgCtl('stop', '-w', '-m', 'immediate'),
    start,
    async destroy() {
      try {
        pgCtl('stop', '-w', '-m', 'fast')
      } catch {
        // Already stopped.
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}

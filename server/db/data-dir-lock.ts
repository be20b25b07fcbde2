import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'

export class DataDirLockedError extends Error {
  readonly dataDir: string
  readonly pid: number
  constructor(dataDir: string, pid: number) {
    super(`The data directory ${dataDir} is in use by process ${pid}; refusing to start a second server on it.`)
    this.name = 'DataDirLockedError'
    this.dataDir = dataDir
    this.pid = pid
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code

/** The pid a lock file names, or null when it names none (cut short by a crash). */
async function ownerOf(file: string): Promise<number | null | 'gone'> {
  let text
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (code(error) === 'ENOENT') return 'gone'
    throw error
  }
  const pid = Number.parseInt(text, 10)
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/**
 * PGlite has one connection and no lock of its own: two processes on one data directory lose
 * rows. The lock file holds the owner's pid and is never seen half-written: it is written aside,
 * then hard-linked into place (which fails when a lock exists). A lock left by a dead process is
 * taken over atomically: the right to replace the lock of dead pid P is the exclusive creation of
 * `server.lock.takeover-P`; its holder checks the lock still names P, then renames its own file
 * over it, so two servers starting at once on a stale lock cannot both take it (decision 0017).
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'server.lock')
  const mine = path.join(dataDir, `server.lock.${process.pid}.${randomBytes(4).toString('hex')}`)
  await writeFile(mine, String(process.pid))
  const release = async () => {
    if ((await ownerOf(lockPath)) === process.pid) await rm(lockPath, { force: true })
  }
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (attempt > 0) await delay(10)
      try {
        await link(mine, lockPath)
        return release
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error
      }
      const owner = await ownerOf(lockPath)
      if (owner === 'gone') continue
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner)
      if (await takeOver(lockPath, mine, owner)) return release
    }
    throw new Error(`Could not lock the data directory ${dataDir}`)
  } finally {
    await rm(mine, { force: true })
  }
}

/** Replaces the stale lock naming `stale` with `mine`; false when another process got there first. */
async function takeOver(lockPath: string, mine: string, stale: number | null): Promise<boolean> {
  const marker = `${lockPath}.takeover-${stale ?? 'none'}`
  try {
    await writeFile(marker, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error
    // Another server is taking it over; a marker whose writer died is cleared for the next try.
    const taker = await ownerOf(marker)
    if (typeof taker === 'number' && !isAlive(taker)) await rm(marker, { force: true })
    return false
  }
  try {
    if ((await ownerOf(lockPath)) !== stale) return false
    await rename(mine, lockPath)
    return true
  } finally {
    await rm(marker, { force: true })
  }
}

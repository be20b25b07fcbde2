import path from 'node:path'
import { open, readFile, rm } from 'node:fs/promises'

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

/**
 * PGlite has one connection and no lock of its own: two processes on one data directory lose
 * rows. The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return async () => {
        await rm(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10)
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      await rm(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}

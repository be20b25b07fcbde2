// A server start racing for a data directory's lock: waits for "go" on stdin, tries the lock,
// prints "acquired" or "locked", then holds what it got until stdin closes.
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/data-dir-lock.ts'

const dataDir = process.argv[2] as string
process.stdin.setEncoding('utf8')
process.stdin.once('data', async () => {
  try {
    await acquireDataDirLock(dataDir)
    process.stdout.write('acquired\n')
  } catch (error) {
    process.stdout.write(error instanceof DataDirLockedError ? 'locked\n' : `error ${(error as Error).message}\n`)
  }
})
process.stdin.on('end', () => process.exit(0))
process.stdout.write('ready\n')

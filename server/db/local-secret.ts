import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Outside production AUTH_SECRET may be unset: the server keeps a random one in the data
 * directory, so codes sent before a restart still verify after it.
 */
export async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret')
  const existing = await readFile(file, 'utf8').catch(() => '')
  if (existing.trim().length >= 32) return existing.trim()
  const secret = randomBytes(32).toString('hex')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}

import { readFile } from 'node:fs/promises'
import type { PincodeDirectoryFile } from '../../../core/service-area/directory.ts'

const DIRECTORY_URL = new URL('../../../content/pincodes/directory.json', import.meta.url)

let loading: Promise<PincodeDirectoryFile> | null = null

/**
 * The PIN code directory (about 350 kB), read on the first lookup rather than at start-up, then
 * kept: it changes only with a new release.
 */
export function loadPincodeDirectory(): Promise<PincodeDirectoryFile> {
  loading ??= readFile(DIRECTORY_URL, 'utf8')
    .then((text) => JSON.parse(text) as PincodeDirectoryFile)
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

import { randomBytes } from 'node:crypto'
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded images are kept: the data directory by default; another store plugs in here. */
export type ImageStore = {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>
  get(name: string): Promise<{ bytes: Buffer; contentType: string } | null>
  /** Removes the image; removing one that is not there (any more) is no error, so a retry is safe. */
  delete(name: string): Promise<void>
  /** Every stored image (names of another shape are left out), with when it was stored, for the sweep (decision 0054). */
  list(): AsyncIterable<StoredImage>
}

export type StoredImage = { name: string; storedAt: Date }

/** A stored file's name: random, and the only shape `get` accepts, so no path can be named. Images are WebP; podcast episodes are audio (decision 0063). */
export const STORED_NAME = /^[a-f0-9]{32}(-\d{2,4}\.webp|\.(mp3|m4a|ogg))$/

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' }

/** The type a stored file is served with, from its name. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}

/** Files under `dir`, each written to a temporary name first and renamed, so no reader sees half an image. */
export function localImageStore(dir: string): ImageStore {
  let ready: Promise<unknown> | null = null
  return {
    async put(name, bytes) {
      if (!STORED_NAME.test(name)) throw new Error('not a stored image name')
      ready ??= mkdir(dir, { recursive: true })
      await ready
      const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
      await writeFile(temporary, bytes)
      await rename(temporary, path.join(dir, name))
    },
    async get(name) {
      if (!STORED_NAME.test(name)) return null
      try {
        return { bytes: await readFile(path.join(dir, name)), contentType: contentTypeOf(name) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(name) {
      if (!STORED_NAME.test(name)) throw new Error('not a stored image name')
      try {
        await unlink(path.join(dir, name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    },
    async *list() {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
        throw error
      }
      for (const name of names.filter((candidate) => STORED_NAME.test(candidate)).sort()) {
        try {
          yield { name, storedAt: (await stat(path.join(dir, name))).mtime }
        } catch (error) {
          // Erased since the directory was read.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
    },
  }
}

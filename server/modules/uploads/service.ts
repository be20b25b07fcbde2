import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { UPLOAD_MAX_BYTES, type UploadResponse } from '../../../core/contracts/blog-admin.ts'
import { DomainError } from '../../http-errors.ts'
import type { Clock } from '../../providers/clock.ts'
import { writeAudit } from '../audit/repo.ts'
import type { JobExecutor, SendOptions } from '../jobs/queue.ts'
import type { ImageStore } from './image-store.ts'
import type { UploadsRepo } from './repo.ts'

export type UploadKind = 'cover' | 'photo' | 'pet' | 'card-page' | 'call-photo'

/** The job that erases the stored files of an image nothing refers to any more (decision 0050). */
export const ERASE_UPLOAD_JOB = 'uploads.erase'
export type EraseUpload = { url: string }

/** Each night the store is swept for images nothing has referred to for this long (decision 0054). */
export const SWEEP_UPLOADS_JOB = 'uploads.sweep'
export const UNREFERENCED_IMAGE_DAYS = 30
/** Who the audit log names for an erasure the sweep decided. */
export const SWEEP_ACTOR = 'system'

/**
 * A photo taken off the row that held it, to be erased: why, and which rows held it (ids only), as
 * the audit log records it (decision 0054).
 */
export type ImageErasure = {
  url: string
  reason: 'replaced' | 'removed' | 'not-kept' | 'dose-deleted' | 'pet-deleted' | 'account-deleted' | 'unreferenced'
  petId?: string
  doseId?: string
}

/** The address a page keeps, `/uploads/{id}-{width}.webp`: the id names every size of the image. */
const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})-\d{2,4}\.webp$/

/**
 * The sizes pages use. Covers are 16:9: 400 wide on cards, 800 in an article, 1600 for wide and
 * dense screens. Author photos are square, 96 and 192 (the avatar at 1x and 2x).
 */
const SIZES: Record<UploadKind, { widths: number[]; ratio: number | null; main: number }> = {
  cover: { widths: [400, 800, 1600], ratio: 9 / 16, main: 800 },
  photo: { widths: [96, 192], ratio: 1, main: 192 },
  /** A pet's photo: square, on its health record and its public card (decision 0045). */
  pet: { widths: [192, 480], ratio: 1, main: 480 },
  /** A vaccination card page: never cropped, so every line of it stays readable. */
  'card-page': { widths: [1200], ratio: null, main: 1200 },
  /** A photo sent in a video call (a wound, a report): never cropped, like a card page. */
  'call-photo': { widths: [1200], ratio: null, main: 1200 },
}

/** Larger than any photo a phone takes; stops a tiny file that claims a vast canvas. */
const MAX_PIXELS = 50_000_000

/**
 * The widths a pet's photo or a vaccination card page is stored at. Those are the owner's and can
 * be removed, so they are never kept by a shared cache (security review F12); 192 px is also an
 * author photo's size, which is then revalidated too.
 */
export const PRIVATE_WIDTHS: ReadonlySet<number> = new Set([...SIZES.pet.widths, ...SIZES['card-page'].widths])

/** Whether a stored image's name (`{id}-{width}.webp`) is one of the owners' private photos. */
export function isPrivateImage(name: string): boolean {
  const width = /-(\d+)\.webp$/.exec(name)?.[1]
  return width !== undefined && PRIVATE_WIDTHS.has(Number(width))
}

export type ImageType = 'jpeg' | 'png' | 'webp'

/** The image type the bytes themselves say, or null: the name and the declared type are never trusted. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

export type AudioType = 'mp3' | 'm4a' | 'ogg'

/** The audio type the bytes say (an MP3 with or without its ID3 tag, an MP4 audio file, Ogg), or null. */
export function sniffAudioType(bytes: Buffer): AudioType | null {
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'ID3') return 'mp3'
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3'
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && /^(M4A |M4B |mp42|isom|mp41)$/.test(bytes.toString('latin1', 8, 12))) return 'm4a'
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg'
  return null
}

export const NOT_AUDIO_MESSAGE = 'file: this is not an MP3, M4A or Ogg audio file. Please choose the episode in one of those formats.'

export const NOT_AN_IMAGE_MESSAGE = 'file: this is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.'
export const TOO_LARGE_MESSAGE = 'file: the image is larger than 5 MB. Please choose a smaller one or reduce its size.'

export type UploadDeps = {
  store: ImageStore
  /** Records a stored upload in the audit log. */
  audit: (entry: { actorId: string; action: string; entityType: string; entityId: string; before: unknown; after: unknown; at: Date }) => Promise<void>
  clock: Clock
  /** Queues a job; with `tx`, in that transaction. */
  sendJob: (name: string, data: EraseUpload, options: SendOptions) => Promise<void>
  repo: UploadsRepo
}

/** The random id that names every size of an uploaded image, or null for an address that is not an upload's. */
export const uploadIdOf = (url: string): string | null => UPLOAD_URL.exec(url)?.[1] ?? null

export function createUploadService({ store, audit, clock, sendJob, repo }: UploadDeps) {
  /**
   * Inside the transaction that took the images off their rows: one audit row per image and one
   * `uploads.erase` job, both committed with the change or not at all.
   */
  async function eraseLater(tx: JobExecutor, actorId: string, images: ImageErasure[]): Promise<void> {
    for (const { url, ...held } of images) {
      const id = uploadIdOf(url)
      if (!id) continue
      await writeAudit(tx, { actorId, action: 'upload.erase', entityType: 'upload', entityId: id, before: { url, ...held }, after: null, at: clock.now() })
      await sendJob(ERASE_UPLOAD_JOB, { url }, { key: `erase:${id}`, tx })
    }
  }

  return {
    /**
     * Checks the bytes, re-encodes the image at each size the pages use (as WebP, which drops
     * every piece of metadata such as the place a photo was taken) and stores each under a random
     * name. Nothing is stored unless every size was made.
     */
    async storeImage(actorId: string, bytes: Buffer, kind: UploadKind): Promise<UploadResponse> {
      if (bytes.length > UPLOAD_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE, { code: 'IMAGE_TOO_LARGE' })
      if (bytes.length === 0 || !sniffImageType(bytes)) throw new DomainError('VALIDATION_ERROR', NOT_AN_IMAGE_MESSAGE, { code: 'NOT_AN_IMAGE' })
      const { widths, ratio, main } = SIZES[kind]
      const id = randomBytes(16).toString('hex')
      let encoded: Array<{ width: number; name: string; bytes: Buffer }>
      try {
        encoded = await Promise.all(
          widths.map(async (width) => ({
            width,
            name: `${id}-${width}.webp`,
            bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
              .rotate()
              .resize(
                ratio === null
                  ? { width, height: width * 2, fit: 'inside', withoutEnlargement: true }
                  : { width, height: Math.round(width * ratio), fit: 'cover', position: 'attention' },
              )
              .webp({ quality: 80 })
              .toBuffer(),
          })),
        )
      } catch {
        throw new DomainError('VALIDATION_ERROR', NOT_AN_IMAGE_MESSAGE, { code: 'NOT_AN_IMAGE' })
      }
      for (const variant of encoded) await store.put(variant.name, variant.bytes, 'image/webp')
      const variants = encoded.map((variant) => ({ width: variant.width, url: `/uploads/${variant.name}` }))
      await audit({ actorId, action: 'upload.create', entityType: 'upload', entityId: id, before: null, after: { kind, bytes: bytes.length, variants }, at: clock.now() })
      return { url: variants.find((variant) => variant.width === main)!.url, variants }
    },

    /**
     * A podcast episode's audio, stored as sent (checked by its bytes, never its name) under a
     * random name. Audio is never swept: only an admin's edit of the episode lets it go.
     */
    async storeAudio(actorId: string, bytes: Buffer): Promise<{ url: string }> {
      const type = sniffAudioType(bytes)
      if (!type) throw new DomainError('VALIDATION_ERROR', NOT_AUDIO_MESSAGE, { code: 'NOT_AUDIO' })
      const id = randomBytes(16).toString('hex')
      const name = `${id}.${type}`
      await store.put(name, bytes, { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' }[type])
      await audit({ actorId, action: 'upload.create', entityType: 'upload', entityId: id, before: null, after: { kind: 'audio', bytes: bytes.length, url: `/uploads/${name}` }, at: clock.now() })
      return { url: `/uploads/${name}` }
    },

    readImage: (name: string) => store.get(name),

    eraseLater,

    /**
     * The nightly sweep (decision 0054): every image stored more than 30 days ago that no row
     * refers to, that no change audited in those 30 days referred to, and whose erasure nobody
     * asked for in that time, is erased like any other, its reason recorded as 'unreferenced'.
     * Covers the blog's and the clinics' images, which admins replace, and anything left behind.
     * Gives the number of images queued for erasure.
     */
    async sweepUnreferenced(): Promise<number> {
      const now = clock.now()
      const cutoff = new Date(now.getTime() - UNREFERENCED_IMAGE_DAYS * 24 * 60 * 60 * 1000)
      // The store is listed first, so that a reference written while it is listed is still seen.
      const old = new Map<string, string>()
      const young = new Set<string>()
      for await (const image of store.list()) {
        const id = uploadIdOf(`/uploads/${image.name}`)
        if (!id) continue
        if (image.storedAt > cutoff) young.add(id)
        else if (!old.has(id)) old.set(id, image.name)
      }
      const [referenced, erased] = [await repo.referencedIds(cutoff), await repo.erasedSince(cutoff)]
      const unreferenced = [...old].filter(([id]) => !young.has(id) && !referenced.has(id) && !erased.has(id))
      for (const [, name] of unreferenced) {
        await repo.inTransaction((tx) => eraseLater(tx, SWEEP_ACTOR, [{ url: `/uploads/${name}`, reason: 'unreferenced' }]))
      }
      return unreferenced.length
    },

    /**
     * Deletes every size of the image at `url` from the store. Sizes that are not there are
     * skipped, so running it again (a retried job) is harmless; an address that is not an upload's
     * deletes nothing.
     */
    async eraseImage(url: string): Promise<void> {
      const id = uploadIdOf(url)
      if (!id) return
      const widths = new Set(Object.values(SIZES).flatMap((size) => size.widths))
      for (const width of widths) await store.delete(`${id}-${width}.webp`)
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>

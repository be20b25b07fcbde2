import { z } from 'zod'
import { UserText } from './text.ts'

// The admin's clinic photos, apart from the finder's contracts so that the owner's pages do not carry them.

/** A clinic's photos after an admin adds one, the newest first. */
export const ClinicPhotosResponse = z.object({ photos: z.array(z.string()) })

/** DELETE of a clinic's photos: `photo` takes off that one, none takes them all off. */
export const ClinicPhotoQuery = z.object({ photo: z.preprocess((value) => (value === '' ? undefined : value), UserText().max(500, 'must be at most 500 characters').optional()) })

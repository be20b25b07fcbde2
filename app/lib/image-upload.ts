import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from '../../core/contracts/blog-admin.ts'
import { ApiError } from './api-client.ts'

/** The picture types the server takes (it checks the bytes, not the name). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/**
 * Sends a picture's bytes as they are to an upload route; the server decides from them what
 * the file is, and its refusal comes back as an ApiError with its own message.
 */
export async function postImage<Schema extends z.ZodType>(url: string, file: File, schema: Schema): Promise<z.infer<Schema>> {
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, 'IMAGE_TOO_LARGE', 'The image is larger than 5 MB. Please choose a smaller one or reduce its size.')
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = z.object({ error: z.string(), code: z.string() }).safeParse(body)
    throw new ApiError(response.status, error.success ? error.data.code : 'HTTP_ERROR', error.success ? error.data.error.replace(/^file: /, '') : 'The upload failed. Please try again.')
  }
  return schema.parse(body)
}

import { z } from 'zod'
import { CallMessageDto } from '../../../core/contracts/video.ts'
import { postImage } from '../../lib/image-upload.ts'

/** A photo sent in the call: its bytes as the body, checked and re-encoded by the upload service. */
export const sendCallPhoto = async (visitId: string, file: File) => (await postImage(`/api/visits/${visitId}/call/photos`, file, z.object({ message: CallMessageDto }))).message

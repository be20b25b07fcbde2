import { z } from 'zod'
import { PET_CATEGORIES } from '../assistant/pet.ts'
import { UserText } from './text.ts'

export const TRIAGE_MESSAGE_MAX_LENGTH = 2000

/** The pet details of the assistant dialog (spec section 3). */
export const AssistantPetDto = z.object({
  category: z.enum(PET_CATEGORIES, { error: `category must be one of ${PET_CATEGORIES.join(', ')}` }),
  breed: UserText({ error: 'breed must be a string' }).trim().min(1, 'Please enter the breed').max(80, 'breed must be at most 80 characters'),
  age: UserText({ error: 'age must be a string' }).trim().min(1, 'Please enter the age').max(40, 'age must be at most 40 characters'),
})

/** `POST /api/assistant/triage`: the same engine as the chat, for other channels. */
export const TriageRequest = z.object({
  message: UserText({ error: 'message must be a string', multiline: true })
    .trim()
    .min(1, 'Enter a message')
    .max(TRIAGE_MESSAGE_MAX_LENGTH, `message must be at most ${TRIAGE_MESSAGE_MAX_LENGTH} characters`),
  pet: AssistantPetDto,
})
export type TriageRequest = z.infer<typeof TriageRequest>

export const TriageResponse = z.object({
  urgency: z.enum(['emergency', 'soon', 'routine']),
  reply: z.string(),
  flags: z.array(z.object({ id: z.string(), label: z.string(), urgency: z.enum(['emergency', 'soon', 'routine']) })),
})
export type TriageResponse = z.infer<typeof TriageResponse>

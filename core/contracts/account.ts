import { z } from 'zod'
import { LANGUAGES } from '../i18n/language.ts'
import { EMAIL_PATTERN } from './booking.ts'
import { UserText } from './text.ts'

/** The owner's own details on the profile page: the name we greet them by and the e-mail bookings start from. */
export const ProfileBody = z.object({
  displayName: UserText({ error: 'displayName: Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Your name can be at most 100 characters'),
  email: UserText({ error: 'email must be a string' })
    .trim()
    .toLowerCase()
    .max(254, 'Your e-mail can be at most 254 characters')
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Please enter a valid email address'),
  /**
   * Reminders by WhatsApp rather than SMS; left as it is when absent. Turning it on is refused
   * while the business sends no WhatsApp messages (no provider configured).
   */
  whatsappReminders: z.boolean({ error: 'whatsappReminders must be true or false' }).optional(),
  /** The language of the owner's SMS and e-mails (decision 0076); left as it is when absent. */
  language: z.enum(LANGUAGES, { error: "language must be 'en' or 'hi'" }).optional(),
})
export type ProfileBody = z.infer<typeof ProfileBody>

export const ProfileDto = z.object({
  userId: z.string(),
  phoneNumber: z.string(),
  displayName: z.string(),
  /** Empty when the owner has not given one. */
  email: z.string(),
  /** Reminders go by WhatsApp when the business sends WhatsApp messages; otherwise (or when false) by SMS. */
  whatsappReminders: z.boolean(),
  /** Whether the business sends WhatsApp messages at all (a provider is configured); when not, the choice is not offered. */
  whatsappRemindersOffered: z.boolean(),
})
export type ProfileDto = z.infer<typeof ProfileDto>

/**
 * The profile as `GET` and `PUT /api/account/profile` answer it: the details above and the language
 * the owner's SMS and e-mails are written in ('en' until the owner chooses, decision 0076).
 */
export const AccountProfileDto = ProfileDto.extend({ language: z.enum(LANGUAGES) })
export type AccountProfileDto = z.infer<typeof AccountProfileDto>

/** `PUT /api/account/language`: the language switch followed by a signed-in owner (decision 0076). */
export const MessageLanguageBody = z.object({ language: z.enum(LANGUAGES, { error: "language must be 'en' or 'hi'" }) })
export type MessageLanguageBody = z.infer<typeof MessageLanguageBody>

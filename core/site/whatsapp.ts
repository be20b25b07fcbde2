import { BRAND } from '../brand.ts'

/** The first message a WhatsApp chat opens with, until an admin writes another. */
export const DEFAULT_WHATSAPP_MESSAGE = `Hello ${BRAND}, I would like to ask about a vet visit for my pet.`

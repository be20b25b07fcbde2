import { useState } from 'react'
import { toast } from '../components/ui/toast-store.ts'
import { callApi } from './api-client.ts'

/** The spec's toast for a chat that could not be started (section 8, 'Chat start failure'). */
export const CHAT_START_FAILURE = { title: 'Error', description: 'Failed to initiate chat. Please try again.' } as const

/**
 * Starts a WhatsApp chat: asks the server for the link (the number and message the team set) and
 * opens it in a new tab; on any failure, the spec's destructive toast.
 */
export function useStartChat() {
  const [pending, setPending] = useState(false)
  async function startChat(): Promise<void> {
    setPending(true)
    try {
      // The contract (and Zod with it) loads on the first tap: the chat button is on every page.
      const { StartChatResponse } = await import('../../core/contracts/content-admin.ts')
      const { chatLink } = await callApi('POST', '/api/whatsapp/start-chat', StartChatResponse, {})
      window.open(chatLink, '_blank', 'noopener,noreferrer')
    } catch {
      toast({ variant: 'destructive', ...CHAT_START_FAILURE })
    } finally {
      setPending(false)
    }
  }
  return { startChat, pending }
}

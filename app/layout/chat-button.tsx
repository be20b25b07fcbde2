import { WhatsappIcon } from '../components/ui/icons.tsx'
import { useBusiness } from '../lib/business.ts'

/**
 * The floating 'Chat with us' button. It opens WhatsApp directly for now; starting the chat
 * through POST /api/whatsapp/start-chat is a later issue. Icon-only on phones, so it covers
 * as little of the page as possible; the footer leaves room below its last line. It sits
 * under the header (z-40), dialogs and drawers (z-50) and toasts (z-100).
 */
export function ChatButton() {
  const business = useBusiness()
  return (
    <a
      href={business.whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      className="safe-bottom fixed right-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-float transition hover:bg-whatsapp-dark focus-visible:outline-offset-4 sm:right-6 sm:size-auto sm:min-h-12 sm:px-5"
    >
      <WhatsappIcon className="size-7 sm:size-6" />
      <span className="sr-only font-semibold sm:not-sr-only">Chat with us</span>
    </a>
  )
}

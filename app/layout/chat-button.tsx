import { useTranslations } from 'use-intl'
import { WhatsappIcon } from '../components/ui/icons.tsx'
import { useBusiness } from '../lib/business.ts'
import { useStartChat } from '../lib/whatsapp-chat.ts'

/**
 * The floating 'Chat with us' button. A click starts the chat through POST /api/whatsapp/start-chat
 * (the number and message the team set); the link itself still opens WhatsApp before the page's
 * script has loaded. Icon-only on phones, so it covers as little of the page as possible; the
 * footer leaves room below its last line. It sits under the header (z-40), dialogs and drawers
 * (z-50) and toasts (z-100).
 */
export function ChatButton() {
  const business = useBusiness()
  const { startChat, pending } = useStartChat()
  const t = useTranslations('shell.common')
  return (
    <a
      href={business.whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault()
        if (!pending) void startChat()
      }}
      className="safe-bottom fixed right-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-float transition hover:bg-whatsapp-dark focus-visible:outline-offset-4 sm:right-6 sm:size-auto sm:min-h-12 sm:px-5"
    >
      <WhatsappIcon className="size-7 sm:size-6" />
      <span className="sr-only font-semibold sm:not-sr-only">{t('chatWithUs')}</span>
    </a>
  )
}

import { useEffect, useRef, useState } from 'react'
import type { AssistantTool } from '../../../content/assistant/tools.ts'
import type { AssistantPet } from '../../../core/assistant/pet.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { ArrowRight, CalendarCheck, Phone, Syringe, WhatsappIcon } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useTranslations } from 'use-intl'
import { GO_NOW, SEE_A_VET_TODAY } from '../../../core/assistant/triage.ts'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { useLanguage } from '../../lib/i18n.tsx'
import { type BusinessContact, useBusiness } from '../../lib/business.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { type ChatAction, type ChatMessage, FRESH_MEMORY, REPLY_DELAY_MS, greeting, replyTo } from './assistant-replies.ts'
import { fixedLineOf } from './reply-lines.ts'

type AssistantText = ReturnType<typeof useTranslations<'assistant'>>

/** The fixed headings of the replies (core/assistant) by their English words; the advice under them stays English. */
const HEADINGS = {
  [GO_NOW]: 'goNow',
  [SEE_A_VET_TODAY]: 'seeVetToday',
  'No emergency signs in what you describe': 'noEmergency',
  'On the way': 'onTheWay',
  'Do not': 'doNot',
  'Human medicines': 'humanMedicines',
  'Poisonous to pets': 'poisonous',
  'To discuss with the vet': 'discuss',
  'Safe at home meanwhile': 'homeCare',
  'Go now if': 'goNowIf',
  Note: 'note',
  Diet: 'diet',
  Exercise: 'exercise',
  Grooming: 'grooming',
  'Vaccination and deworming': 'vaccination',
} as const

const CARE_PLAN_FOR = 'Care plan for your '

/**
 * A reply's heading in the page's language (English pages show core's words as they are); the
 * health advice under it is core's English, marked `lang="en"` on a Hindi page (decision 0082).
 */
function useReplyText(): { heading: (heading: string) => React.ReactNode; line: (line: string) => React.ReactNode } {
  const t: AssistantText = useTranslations('assistant')
  const language = useLanguage()
  const business = useBusiness()
  if (language === 'en') return { heading: (heading) => heading, line: (line) => line }
  return {
    heading: (heading) => {
      const key = HEADINGS[heading as keyof typeof HEADINGS]
      if (key) return t(`headings.${key}`)
      if (heading.startsWith(CARE_PLAN_FOR)) return t.rich('headings.carePlan', { pet: heading.slice(CARE_PLAN_FOR.length), name: untranslated })
      return <span lang="en">{heading}</span>
    },
    line: (line) => {
      const fixed = fixedLineOf(line)
      if (fixed === 'notADiagnosis') return t('notADiagnosis')
      if (fixed) return t(`lines.${fixed}`, { hours: business.hours })
      return <span lang="en">{line}</span>
    },
  }
}

const urgencyLook = {
  emergency: 'border-danger-600 bg-danger-50',
  soon: 'border-accent-600 bg-accent-50',
  routine: 'border-line bg-surface',
} as const

function Actions({ actions, business, onBook }: { actions: readonly ChatAction[]; business: BusinessContact; onBook: () => void }) {
  const t = useTranslations('shell.header')
  const words = useTranslations('assistant.chat')
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {actions.includes('emergency-contact') ? (
        <>
          <a className={buttonClass({ variant: 'destructive', size: 'sm' })} href={business.phoneHref}>
            <Phone aria-hidden="true" className="size-4" /> {words('call', { phone: business.phone, hours: business.hours })}
          </a>
          <a className={buttonClass({ variant: 'outline', size: 'sm' })} href={business.whatsappHref} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon aria-hidden="true" className="size-4" /> {words('whatsapp')}
          </a>
          <p className="w-full text-sm">{t('callHours', { hours: business.hours })}</p>
        </>
      ) : null}
      {actions.includes('book-visit') ? (
        <Button size="sm" variant={actions.includes('emergency-contact') ? 'secondary' : 'primary'} onClick={onBook}>
          <CalendarCheck aria-hidden="true" className="size-4" /> {words('bookVisit')}
        </Button>
      ) : null}
      {actions.includes('book-vaccination') ? (
        <Button size="sm" onClick={onBook}>
          <Syringe aria-hidden="true" className="size-4" /> {words('bookVaccination')}
        </Button>
      ) : null}
    </div>
  )
}

function AssistantBubble({ message, business, onBook }: { message: ChatMessage; business: BusinessContact; onBook: () => void }) {
  const sections = message.sections
  const text = useReplyText()
  const language = useLanguage()
  if (!sections) return <p className="whitespace-pre-line" lang={language === 'en' ? undefined : 'en'}>{message.content}</p>
  const [first, ...rest] = sections
  const emergency = message.urgency === 'emergency'
  return (
    <div>
      {first ? (
        <div className={`rounded-xl border-l-4 p-3 ${urgencyLook[message.urgency ?? 'routine']}`}>
          <p className={`font-bold ${emergency ? 'text-danger-700' : 'text-ink'}`}>{text.heading(first.heading)}</p>
          {first.lines.map((line) => (
            <p key={line} className="mt-1">
              {text.line(line)}
            </p>
          ))}
          {emergency && message.actions ? <Actions actions={message.actions} business={business} onBook={onBook} /> : null}
        </div>
      ) : null}
      {rest.map((section) => (
        <div key={section.heading} className="mt-3">
          <p className={section.heading === 'Note' ? 'text-sm font-semibold text-ink-muted' : 'font-semibold'}>{text.heading(section.heading)}</p>
          <ul className={`mt-1 list-disc space-y-1 pl-5 ${section.heading === 'Note' ? 'text-sm text-ink-muted' : ''}`}>
            {section.lines.map((line) => (
              <li key={line}>{text.line(line)}</li>
            ))}
          </ul>
        </div>
      ))}
      {!emergency && message.actions && message.actions.length > 0 ? <Actions actions={message.actions} business={business} onBook={onBook} /> : null}
    </div>
  )
}

/**
 * The message field and Send. The draft is this form's own state: a keystroke renders the field
 * alone, not the dialog and every message of the conversation above it (decision 0078).
 */
function MessageForm({ onSend }: { onSend: (text: string) => void }) {
  const [draft, setDraft] = useState('')
  const t = useTranslations('assistant.chat')
  function submit(event: React.FormEvent) {
    event.preventDefault()
    const text = draft.trim()
    if (!text) return
    setDraft('')
    onSend(text)
  }
  return (
    <form className="flex gap-2 border-t border-line p-3" onSubmit={submit}>
      <Input aria-label={t('message')} placeholder={t('placeholder')} maxLength={2000} value={draft} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" aria-label={t('send')}>
        <ArrowRight aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('send')}</span>
      </Button>
    </form>
  )
}

/** A tool's chat (spec sections 2 and 4): 500 px high; replies come after 1 second, computed here. */
export function ChatDialog({ tool, pet, business, onClose }: { tool: AssistantTool; pet: AssistantPet; business: BusinessContact; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, role: 'assistant', content: greeting(tool.id, pet) }])
  const [pending, setPending] = useState(0)
  const memory = useRef(FRESH_MEMORY)
  const nextId = useRef(1)
  const timers = useRef<number[]>([])
  const end = useRef<HTMLDivElement>(null)
  const lastReply = useRef<HTMLDivElement>(null)
  const t = useTranslations('assistant')
  const language = useLanguage()
  const about = { breed: pet.breed, age: pet.age, name: untranslated }

  useEffect(() => {
    const pendingTimers = timers.current
    return () => {
      for (const timer of pendingTimers) window.clearTimeout(timer)
    }
  }, [])
  useEffect(() => {
    // A new reply is read from its top, so an emergency's 'go now' and call buttons are in view.
    const last = messages.at(-1)
    if (last?.role === 'assistant' && messages.length > 1) lastReply.current?.scrollIntoView({ block: 'start' })
    else end.current?.scrollIntoView({ block: 'end' })
  }, [messages, pending])

  function send(text: string) {
    setMessages((current) => [...current, { id: nextId.current++, role: 'user', content: text }])
    setPending((count) => count + 1)
    timers.current.push(
      window.setTimeout(() => {
        // Read when the typing indicator has been seen: timers fire in order, so the checker's
        // questions still follow one another.
        const { reply, memory: next } = replyTo(tool.id, text, pet, memory.current, { supportHours: business.hours })
        memory.current = next
        setPending((count) => count - 1)
        setMessages((current) => [...current, { id: nextId.current++, role: 'assistant', ...reply }])
      }, REPLY_DELAY_MS),
    )
  }

  function book() {
    onClose()
    openAppointmentModal()
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent widthClass="max-w-2xl" className="flex h-[500px] flex-col !p-0" data-testid="assistant-chat">
        <div className="border-b border-line px-5 py-4 pr-14">
          <DialogTitle className="text-lg">{tool.title}</DialogTitle>
          <DialogDescription className="text-sm">
            {t.rich('chat.about', about)}
          </DialogDescription>
          {language === 'en' ? null : <p className="mt-1 text-sm text-ink-muted">{t('chat.adviceInEnglish')}</p>}
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4" role="log" aria-live="polite" aria-label={t('chat.conversation')}>
          {messages.map((message, index) => (
            <div key={message.id} ref={index === messages.length - 1 ? lastReply : undefined} className={message.role === 'user' ? 'flex justify-end' : 'flex justify-start'} data-role={message.role}>
              <div className={`max-w-[92%] rounded-2xl px-3.5 py-2.5 text-[15px] leading-relaxed ${message.role === 'user' ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-line'}`}>
                {message.role === 'user' ? (
                  // The owner's own words, in whatever language they typed them.
                  <p className="whitespace-pre-line" translate="no">
                    {message.content}
                  </p>
                ) : message.id === 0 ? (
                  <p className="whitespace-pre-line">{t.rich(`greetings.${tool.id}`, about)}</p>
                ) : (
                  <AssistantBubble message={message} business={business} onBook={book} />
                )}
              </div>
            </div>
          ))}
          {pending > 0 ? <p className="text-sm text-ink-muted">{t('chat.typing')}</p> : null}
          <div ref={end} />
        </div>
        <MessageForm onSend={send} />
      </DialogContent>
    </Dialog>
  )
}

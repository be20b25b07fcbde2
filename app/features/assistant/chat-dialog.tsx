import { useEffect, useRef, useState } from 'react'
import type { AssistantTool } from '../../../content/assistant/tools.ts'
import type { AssistantPet } from '../../../core/assistant/pet.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx'
import { ArrowRight, CalendarCheck, Phone, Syringe, WhatsappIcon } from '../../components/ui/icons.tsx'
import { Input } from '../../components/ui/input.tsx'
import { useTranslations } from 'use-intl'
import type { AdviceTranslation } from '../../../content/i18n/advice-translation.ts'
import type { Language } from '../../../core/i18n/language.ts'
import { untranslated } from '../../components/ui/untranslated.tsx'
import { useLanguage } from '../../lib/i18n.tsx'
import type { BusinessContact } from '../../lib/business.ts'
import { openAppointmentModal } from '../../lib/window-events.ts'
import { type AdvicePart, paragraphsOf, replyHasEnglish, translateAdvice } from './advice-lines.ts'
import { AdviceReview } from './advice-review.tsx'
import { type ChatAction, type ChatMessage, FRESH_MEMORY, REPLY_DELAY_MS, greeting, replyTo } from './assistant-replies.ts'
import { fixedHeadingOf, fixedLineOf } from './reply-lines.ts'

/** How long a reply waits for the advice's translation before it shows in English, marked. */
const ADVICE_WAIT_MS = 1500

type AssistantText = ReturnType<typeof useTranslations<'assistant'>>

/** The translations of the advice, loaded when a chat opens on a page in that language: an English page never loads one. */
const ADVICE: Record<Exclude<Language, 'en'>, () => Promise<AdviceTranslation>> = {
  hi: () => import('../../../content/i18n/hi/assistant-advice.ts').then((module) => module.default),
}

function Parts({ parts }: { parts: readonly AdvicePart[] }) {
  return parts.map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      // A vaccine's name as the card prints it, or the breed as the owner typed it.
      <span key={index} lang={part.kind === 'english' ? 'en' : undefined} translate="no">
        {part.text}
      </span>
    ),
  )
}

/**
 * A reply's heading and lines in the page's language (English pages show core's words as they
 * are): the fixed headings and lines from the `assistant` messages, the advice from its
 * translation, keyed by core's English; a line the translation lacks stays English, marked
 * `lang="en"`, under the header's notice (decision 0082).
 */
function useReplyText(advice: AdviceTranslation | null, hours: string): { heading: (heading: string) => React.ReactNode; line: (line: string) => React.ReactNode } {
  const t: AssistantText = useTranslations('assistant')
  const language = useLanguage()
  if (language === 'en') return { heading: (heading) => heading, line: (line) => line }
  return {
    heading: (heading) => {
      const fixed = fixedHeadingOf(heading)
      if (fixed && 'key' in fixed) return t(`headings.${fixed.key}`)
      if (fixed) return t.rich('headings.carePlan', { pet: fixed.carePlanFor, name: untranslated })
      return <span lang="en">{heading}</span>
    },
    line: (line) => {
      const fixed = fixedLineOf(line)
      if (fixed === 'notADiagnosis') return t('notADiagnosis')
      if (fixed) return t(`lines.${fixed}`, { hours })
      const parts = advice ? translateAdvice(line, advice) : null
      if (parts) return <Parts parts={parts} />
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
  const words = useTranslations('assistant.chat')
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {actions.includes('emergency-contact') ? (
        <>
          {/* The number and its hours may be longer than a phone's bubble (in Hindi they are): the label wraps. The advice
              above already says when the line answers and that the hospital comes first outside those hours. */}
          <a className={buttonClass({ variant: 'destructive', size: 'sm', className: 'text-left whitespace-normal' })} href={business.phoneHref}>
            <Phone aria-hidden="true" className="size-4 shrink-0" /> {words('call', { phone: business.phone, hours: business.hours })}
          </a>
          <a className={buttonClass({ variant: 'outline', size: 'sm' })} href={business.whatsappHref} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon aria-hidden="true" className="size-4" /> {words('whatsapp')}
          </a>
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

/** One reply of the assistant, laid out: the first section boxed by urgency, then the others. */
export function AssistantBubble({ message, advice, business, onBook }: { message: ChatMessage; advice: AdviceTranslation | null; business: BusinessContact; onBook: () => void }) {
  const sections = message.sections
  const text = useReplyText(advice, business.hours)
  const language = useLanguage()
  if (!sections && language === 'en') return <p className="whitespace-pre-line">{message.content}</p>
  // A reply of text alone (the symptom checker's question), paragraph by paragraph.
  if (!sections)
    return (
      <div className="space-y-2">
        {paragraphsOf(message.content).map((paragraph, index) => (
          <p key={index} className={fixedLineOf(paragraph) === 'notADiagnosis' ? 'text-sm text-ink-muted' : undefined}>
            {text.line(paragraph)}
          </p>
        ))}
      </div>
    )
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
    // Nothing to read (blank, or only invisible characters or emoji): nothing is sent.
    if (!/[\p{L}\p{N}]/u.test(text)) return
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
  // The translation of the advice, on a page not in English: loading starts with the chat, and a reply waits for it.
  const [advice, setAdvice] = useState<AdviceTranslation | null>(null)
  const adviceReady = useRef<Promise<unknown>>(Promise.resolve())

  useEffect(() => {
    if (language === 'en') return
    const loading = ADVICE[language]().then(setAdvice, () => setAdvice(null))
    // A reply waits for the translation at most a moment: an emergency's 'go now' is never held by a slow download
    // (it then reads in English, marked, and later replies in Hindi once the translation is there).
    adviceReady.current = Promise.race([loading, new Promise((resolve) => window.setTimeout(resolve, ADVICE_WAIT_MS))])
  }, [language])
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
        // Shown once the advice's translation is there (at once on an English page, or if it failed to load).
        void adviceReady.current.then(() => {
          setPending((count) => count - 1)
          setMessages((current) => [...current, { id: nextId.current++, role: 'assistant', ...reply }])
        })
      }, REPLY_DELAY_MS),
    )
  }

  // The notice shows once a reply has advice the translation lacks, which then reads in English, marked.
  const someEnglish = language !== 'en' && messages.some((message) => message.role === 'assistant' && message.id !== 0 && replyHasEnglish(message, advice))

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
          {language !== 'en' && advice ? <AdviceReview advice={advice} /> : null}
          {someEnglish ? <p className="mt-1 text-sm text-ink-muted">{t('chat.adviceInEnglish')}</p> : null}
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
                  <AssistantBubble message={message} advice={advice} business={business} onBook={book} />
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
